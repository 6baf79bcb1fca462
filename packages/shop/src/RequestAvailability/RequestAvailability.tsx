import {Suspense, lazy, useState} from 'react';
import type {RequestInput} from '@schaufenster/core';
import {
  ActionButton,
  settle,
  useFormSubmission,
  useLanguage,
  useMessages,
  type SubmissionMessages,
} from '@schaufenster/ui';
import {useOrderClient} from '../ShopProvider/index.ts';
import {
  defaultRequestMessage,
  requestPayload,
  type RequestFormValues,
  type RequestProduct,
  type RequestVariant,
} from './requestFormRules.ts';
import styles from './RequestAvailability.module.css';

/** Props of {@link RequestAvailability}. */
export interface RequestAvailabilityProps {
  /** The product asked about. */
  product: RequestProduct;
  /** The chosen variant, named in the prefilled message and posted. @default null */
  variant?: RequestVariant | null;
  /** Whether the dialog starts open (for stories and deep links). @default false */
  defaultOpen?: boolean;
  /** Called with the posted request once the order service accepted it. @default undefined */
  onSent?: (request: RequestInput) => void;
}

// The form loads when the dialog first opens (it is never prerendered open): the item page's
// start-up code stays without it and its fields (the form kit costs no start-up bytes).
const RequestForm = lazy(() =>
  import('./RequestForm.tsx').then((module) => ({default: module.RequestForm})),
);

// The dialog itself loads when first wanted (decision 034): on press, or a little earlier when
// the pointer or focus reaches the button. The item page starts without the overlay code.
const loadDialog = () => import('./RequestDialog.tsx');
const RequestDialog = lazy(() => loadDialog().then((module) => ({default: module.RequestDialog})));
const preloadDialog = () => void loadDialog().catch(() => undefined);

const EMPTY: RequestFormValues = {name: '', email: '', phone: '', message: ''};

// Spec §8: a failed request says "Could not post request"; the sent state has its own paragraph.
const REQUEST_MESSAGES: SubmissionMessages<'error'> = {
  sending: 'requestFormSending',
  failed: 'orderErrorPostRequest',
};

// A stable ref callback (React calls a new one on every render).
const focusOnMount = (node: HTMLElement | null) => node?.focus();

/**
 * The item page's "request availability" action (spec §2 Item page, §7 /ecom/request): a button
 * opening a dialog with name, e-mail, optional phone, a message prefilled with the product and
 * variant, and the required privacy agreement. The dialog (RequestDialog.tsx) traps focus,
 * closes on Escape and returns focus to the button.
 *
 * What was typed lives here, outside the dialog, so a failed send or a closed dialog keeps it;
 * only a successful send clears it.
 */
export function RequestAvailability({
  product,
  variant = null,
  defaultOpen = false,
  onSent,
}: RequestAvailabilityProps) {
  const t = useMessages();
  const {lang} = useLanguage();
  const orders = useOrderClient();
  const [isOpen, setOpen] = useState(defaultOpen);
  // The dialog portals here, inside the ThemeProvider, so the theme's properties reach it.
  const [container, setContainer] = useState<HTMLDivElement | null>(null);
  const [values, setValues] = useState<RequestFormValues>(EMPTY);
  // Until the visitor edits the message, it follows the product and the chosen variant.
  const [messageEdited, setMessageEdited] = useState(false);
  const [privacyAccepted, setPrivacyAccepted] = useState(false);
  const message = messageEdited ? values.message : defaultRequestMessage(lang, product, variant);

  const submission = useFormSubmission(REQUEST_MESSAGES);
  const isSent = submission.state.status === 'sent';

  const send = async () => {
    const request = requestPayload(product, variant, {...values, message});
    const outcome = await submission.submit(() => settle(orders.postRequest(request)));
    if (!outcome?.ok) return;
    setValues(EMPTY);
    setMessageEdited(false);
    setPrivacyAccepted(false);
    onSent?.(request);
  };

  const openChange = (open: boolean) => {
    // A new visit to the dialog after a sent request starts with a fresh form.
    if (open && isSent) submission.reset();
    setOpen(open);
  };

  const open = isOpen && container !== null;
  return (
    <>
      <div ref={setContainer} />
      <ActionButton
        variant="secondary"
        className={styles.trigger}
        aria-haspopup="dialog"
        aria-expanded={open}
        onHoverStart={preloadDialog}
        onFocus={preloadDialog}
        onPress={() => openChange(true)}
      >
        {t('itemPageRequestAvailability')}
      </ActionButton>
      {open && (
        <Suspense fallback={null}>
          <RequestDialog
            isOpen
            onOpenChange={openChange}
            container={container}
            heading={t('requestFormHeading')}
            closeLabel={t('requestFormClose')}
          >
            <p className={styles.product}>
              <span className={styles.productName}>{product.display_name}</span>
              {variant ? <span className={styles.variant}>{variant.display_name}</span> : null}
            </p>
            {isSent ? (
              // Focus moves to the confirmation so it is read, and the dialog keeps focus.
              <p className={styles.sent} tabIndex={-1} ref={focusOnMount}>
                {t('requestFormSent')}
              </p>
            ) : (
              <Suspense fallback={null}>
                <RequestForm
                  values={{...values, message}}
                  privacyAccepted={privacyAccepted}
                  statusText={submission.statusText}
                  alertText={submission.alertText}
                  onChange={(field, value) => {
                    if (field === 'message') setMessageEdited(true);
                    setValues((current) => ({...current, [field]: value}));
                  }}
                  onPrivacyChange={setPrivacyAccepted}
                  onSubmit={() => void send()}
                />
              </Suspense>
            )}
          </RequestDialog>
        </Suspense>
      )}
    </>
  );
}
