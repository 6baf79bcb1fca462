import {useEffect, useId, useRef, useState, type FormEvent} from 'react';
import {Form} from 'react-aria-components';
import {
  emailRule,
  requiredText,
  type WithdrawalError,
  type WithdrawalInput,
  type WithdrawalLookup,
  type WithdrawalOrder,
  type WithdrawalReceipt,
} from '@schaufenster/core';
import {
  ActionButton,
  EmailField,
  FormStatus,
  SubmitButton,
  TextInputField,
  useFormSubmission,
  useLanguage,
  useMessages,
} from '@schaufenster/ui';
import {excludedItems, lineText, receiptTime} from './withdrawalFormat.ts';
import styles from './WithdrawalForm.module.css';

/** Props of {@link WithdrawalForm}. */
export interface WithdrawalFormProps {
  /** Step 1: finds the order by number and e-mail (core `lookUpWithdrawal`). */
  lookUp: (input: WithdrawalInput) => Promise<WithdrawalLookup>;
  /** Step 2: withdraws from the order's contract (core `confirmWithdrawal`). */
  confirm: (input: WithdrawalInput) => Promise<WithdrawalReceipt>;
}

type Step =
  | {name: 'details'}
  | {name: 'review'; order: WithdrawalOrder}
  | {name: 'done'; withdrawnAt: string};

const ERROR_KEYS = {
  order_not_found: 'withdrawalFormErrorNotFound',
  not_withdrawable: 'withdrawalFormErrorNotWithdrawable',
  network: 'withdrawalFormErrorNetwork',
} as const;

const MESSAGES = {
  sending: 'withdrawalFormSending',
  failed: (reason: WithdrawalError) => ERROR_KEYS[reason],
} as const;

const orderNumberError = requiredText('withdrawalFormOrderNumberMissing');
const emailError = emailRule({
  missing: 'withdrawalFormEmailMissing',
  invalid: 'withdrawalFormEmailInvalid',
});

/**
 * The electronic withdrawal function (§356a BGB), without login: step 1 asks for the order
 * number and the order's e-mail address ("Weiter"); step 2 lists the order's lines, names the
 * personalized ones excluded from the return, and "Widerruf bestätigen" withdraws; then the
 * page states the date and time the withdrawal was received. Each failure is its code's sentence
 * in the alert region. Focus moves to each new step's heading or sentence, so it is read first.
 */
export function WithdrawalForm({lookUp, confirm}: WithdrawalFormProps) {
  const t = useMessages();
  const {lang} = useLanguage();
  const [orderNumber, setOrderNumber] = useState('');
  const [email, setEmail] = useState('');
  const [step, setStep] = useState<Step>({name: 'details'});
  const submission = useFormSubmission(MESSAGES);
  const headingId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const doneRef = useRef<HTMLParagraphElement>(null);

  // The step the visitor was in is gone: focus goes to the new one, so it is read first.
  const rootRef = useRef<HTMLDivElement>(null);
  const goTo = (next: Step) => {
    // Blur the field or button of the old step before it unmounts: a blur fired by its removal
    // would reach its handlers while React commits.
    const active = document.activeElement;
    if (active instanceof HTMLElement && rootRef.current?.contains(active)) active.blur();
    submission.reset();
    setStep(next);
  };
  useEffect(() => {
    if (step.name === 'review') headingRef.current?.focus();
    if (step.name === 'done') doneRef.current?.focus();
  }, [step.name]);

  const input = (): WithdrawalInput => ({orderNumber, email, lang});

  // Only reached when both fields are valid: native validation blocks the submit otherwise.
  const findOrder = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const result = await submission.submit(async () => {
      const found = await lookUp(input());
      return found.ok
        ? {ok: true as const, order: found.order}
        : {ok: false as const, reason: found.error};
    });
    if (result?.ok) goTo({name: 'review', order: result.order});
  };

  const withdraw = async () => {
    const result = await submission.submit(async () => {
      const receipt = await confirm(input());
      return receipt.ok
        ? {ok: true as const, withdrawnAt: receipt.withdrawnAt}
        : {ok: false as const, reason: receipt.error};
    });
    if (result?.ok) goTo({name: 'done', withdrawnAt: result.withdrawnAt});
  };

  const back = () => goTo({name: 'details'});

  const status = <FormStatus status={submission.statusText} alert={submission.alertText} />;

  // The current step's content; the wrapper below holds whichever it is.
  function content() {
    if (step.name === 'done') {
      return (
        <div className={styles.withdrawal}>
          <p className={styles.done} tabIndex={-1} ref={doneRef}>
            {t('withdrawalFormDone', receiptTime(step.withdrawnAt, lang))}
          </p>
        </div>
      );
    }

    if (step.name === 'review') {
      const {order} = step;
      const excluded = excludedItems(order.lines);
      return (
        <section className={styles.withdrawal} aria-labelledby={headingId}>
          <h2 id={headingId} className={styles.heading} tabIndex={-1} ref={headingRef}>
            {t('withdrawalFormOrderHeading', {
              number: order.number,
              date: receiptTime(order.placed_at, lang).date,
            })}
          </h2>
          <h3 className={styles.subheading}>{t('withdrawalFormLinesHeading')}</h3>
          <ul className={styles.lines}>
            {order.lines.map((line, index) => (
              <li key={index}>{lineText(line)}</li>
            ))}
          </ul>
          {excluded !== null && <p>{t('withdrawalFormExcluded', {items: excluded})}</p>}
          <p>{t('withdrawalFormConfirmHint')}</p>
          <div className={styles.actions}>
            <ActionButton onPress={() => void withdraw()}>
              {t('withdrawalFormConfirm')}
            </ActionButton>
            <ActionButton variant="secondary" onPress={back}>
              {t('withdrawalFormBack')}
            </ActionButton>
          </div>
          {status}
        </section>
      );
    }

    return (
      <Form
        className={styles.withdrawal}
        validationBehavior="native"
        onSubmit={(event) => void findOrder(event)}
      >
        <p>{t('withdrawalFormIntro')}</p>
        <TextInputField
          label={t('withdrawalFormOrderNumber')}
          name="order_number"
          autoComplete="off"
          isRequired
          value={orderNumber}
          onChange={setOrderNumber}
          rule={orderNumberError}
        />
        <EmailField
          label={t('withdrawalFormEmail')}
          isRequired
          value={email}
          onChange={setEmail}
          rule={emailError}
        />
        <SubmitButton className={styles.next}>{t('withdrawalFormNext')}</SubmitButton>
        {status}
      </Form>
    );
  }

  return (
    <div ref={rootRef} className={styles.root}>
      {content()}
    </div>
  );
}
