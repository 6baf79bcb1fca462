import {useId, useState, type FormEvent, type ReactNode} from 'react';
import {cartPath, formatPrice, type PersonalizationField, type ShopState} from '@schaufenster/core';
import {
  FieldLabel,
  Link,
  TextAreaField,
  TextInputField,
  useLanguage,
  useMessages,
} from '@schaufenster/ui';
import {MAX_LINE_COUNT, addToCart} from '../cart/index.ts';
import {CountStepper} from '../CountStepper/index.ts';
import {useShopEnvironment} from '../ShopProvider/index.ts';
import {
  cartLineRequest,
  maxCount,
  missingPersonalization,
  productName,
  purchaseBlocker,
  stockNote,
  variantName,
  type ProductView,
  type ProductViewDispatch,
} from '../productView/index.ts';
import {Select} from '../Select/index.ts';
import {ShopNotice} from '../ShopNotice/index.ts';
import {localName, priceDisplay, referenceNumber, type PriceDisplay} from './itemTexts.ts';
import styles from './PurchaseBox.module.css';

/** Props of {@link PurchaseBox}. */
export interface PurchaseBoxProps {
  /** The loaded product view. */
  view: ProductView;
  /** Dispatch of the product view. */
  dispatch: ProductViewDispatch;
  /** Show the stock count (settings.show_stock). @default false */
  showStock?: boolean;
  /** The "request availability" action, shown while the item cannot be put in the cart. */
  requestAction?: ReactNode;
  /**
   * What the shop sells: `open` offers count and add to cart; `cartOff` shows the variant choice
   * and the request action only; `maintenance` the shop's notice instead.
   * @default 'open'
   */
  shopState?: ShopState;
}

type Added = {count: number; seq: number};

/**
 * Price, reference number, stock, shipping time and the purchase form of the item page (spec §2
 * Item page; §4 Product view actions): variant, personalization, count and add to cart.
 */
export function PurchaseBox({
  view,
  dispatch,
  showStock = false,
  requestAction,
  shopState = 'open',
}: PurchaseBoxProps) {
  const t = useMessages();
  const {storeRootPath} = useShopEnvironment();
  const {lang, available} = useLanguage();
  const [added, setAdded] = useState<Added | null>(null);
  const [submitted, setSubmitted] = useState(false);
  const reasonId = useId();
  const countId = useId();
  const countHelpId = useId();
  const details = view.details;
  if (details === null) return null;

  const blocker = purchaseBlocker(view);
  const price = priceDisplay(view);
  const reference = referenceNumber(details, view.variantSelected);
  const max = maxCount(view);
  const missing = missingPersonalization(view);
  const note = stockNote(view);
  // The catalogue's label stands in for "Variante" so en/fr pages are not German (spec §9).
  const variantLabel = details.variant_display_name ?? t('itemPageVariantLabel');
  // The − and + are named as the cart's, with the product's name (no new catalogue keys).
  const name = productName(details, lang, available);
  const countMax = max !== null && max > 0 ? t('itemPageCountMax', {count: max}) : null;

  const priceText = (display: PriceDisplay | null) => {
    if (display === null) return null;
    if (display.kind === 'onRequest') return t('itemPagePriceOnRequest');
    const amount = formatPrice(display.value, lang);
    return display.kind === 'from' ? t('itemPriceFrom', {price: amount}) : amount;
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
    const line = cartLineRequest(view, lang, available);
    if (line === null) return;
    addToCart(line);
    setAdded((previous) => ({count: line.count, seq: (previous?.seq ?? 0) + 1}));
  };

  const reason =
    blocker === 'chooseVariant'
      ? t('itemPageChooseVariant', {label: variantLabel})
      : blocker === 'priceOnRequest'
        ? t('itemPageOnRequestOnly')
        : blocker === 'notAvailable'
          ? t('itemPageNotAvailable')
          : null;

  return (
    <div className={styles.box}>
      <p className={styles.price}>
        <span>{priceText(price)}</span>
        {price !== null && price.kind !== 'onRequest' && (
          <span className={styles.vat}>{t('itemPageVatNote')}</span>
        )}
      </p>
      {reference !== null && (
        <p className={styles.fact}>{t('itemPageReferenceNumber', {number: reference})}</p>
      )}
      {showStock && view.stock !== null && (
        <p className={styles.fact}>{t('itemPageStock', {count: Math.max(view.stock, 0)})}</p>
      )}
      {note !== null && (
        <p className={styles.fact}>
          {note === 'reorder' ? t('itemPageReorderPossible') : t('itemPageToOrder')}
        </p>
      )}
      {view.shippingTime !== null && (
        <p className={styles.fact}>
          {t('itemPageShippingTime', {time: t('itemPageShippingDays', {days: view.shippingTime})})}
        </p>
      )}

      {/* A native form: its fields validate natively, as RAC's Form with native validation did. */}
      <form className={styles.form} onSubmit={submit}>
        {view.hasVariants && (
          <Select
            label={variantLabel}
            options={view.variantsAvailable.map((variant) => ({
              key: String(variant.id),
              label: variantName(variant, lang, available),
            }))}
            selectedKey={view.variantSelected === null ? '' : String(view.variantSelected.id)}
            onSelectionChange={(key) =>
              dispatch({
                type: 'variantChange',
                variantId:
                  view.variantsAvailable.find((variant) => String(variant.id) === key)?.id ?? null,
              })
            }
            emptyChoice={t('selectPlaceholder')}
            isRequired
          />
        )}
        {/* Personalization, count and add to cart only where the shop sells online. */}
        {shopState === 'open' && (
          <>
            {details.personalization.map((offer) => (
              <fieldset key={String(offer.id)} className={styles.fieldset}>
                <legend className={styles.legend}>{localName(offer, lang, available)}</legend>
                {offer.fields.map((field) => (
                  <PersonalizationInput
                    key={String(field.id)}
                    field={field}
                    value={view.personalization[field.name] ?? ''}
                    onChange={(value) =>
                      dispatch({type: 'personalizationChange', name: field.name, value})
                    }
                    showMissing={submitted && missing.includes(field.name)}
                  />
                ))}
              </fieldset>
            ))}
            <div className={styles.count}>
              <FieldLabel htmlFor={countId}>{t('itemPageCount')}</FieldLabel>
              <CountStepper
                id={countId}
                value={Math.max(view.countSelected, 1)}
                min={1}
                max={max === null || max === 0 ? MAX_LINE_COUNT : max}
                disabled={blocker !== null}
                describedBy={countMax === null ? undefined : countHelpId}
                decreaseLabel={t('cartLineCountDecrease', {name})}
                increaseLabel={t('cartLineCountIncrease', {name})}
                onChange={(count) => dispatch({type: 'countChange', count})}
              />
              {countMax !== null && (
                <p id={countHelpId} className={styles.help}>
                  {countMax}
                </p>
              )}
            </div>
            <button
              className={styles.add}
              type="submit"
              disabled={blocker !== null}
              aria-describedby={reason === null ? undefined : reasonId}
            >
              {t('itemPageAddToCart')}
            </button>
            {reason !== null && (
              <p id={reasonId} className={styles.reason}>
                {reason}
              </p>
            )}
            {/* Polite: a new span per add, so adding the same count again is announced again. */}
            <p className={styles.added} role="status">
              {added !== null && (
                <span key={added.seq}>{t('itemPageAddedToCart', {count: added.count})}</span>
              )}
            </p>
            {/* On every width, the next step is one tap away (the header's cart is hidden on
            phones). Outside the live region: a link is not an announcement. */}
            {added !== null && storeRootPath && (
              <p className={styles.toCart}>
                <Link to={cartPath(storeRootPath)}>{t('itemPageGoToCart')}</Link>
              </p>
            )}
          </>
        )}
      </form>
      {shopState === 'maintenance' && <ShopNotice state="maintenance" />}
      {shopState !== 'maintenance' &&
        (shopState === 'cartOff' || blocker === 'notAvailable' || blocker === 'priceOnRequest') &&
        requestAction}
    </div>
  );
}

interface PersonalizationInputProps {
  field: PersonalizationField;
  value: string;
  onChange: (value: string) => void;
  showMissing: boolean;
}

/** One personalization field: text, multi-line text or a choice (spec §3 personalization). */
function PersonalizationInput({field, value, onChange, showMissing}: PersonalizationInputProps) {
  const t = useMessages();
  const {lang, available} = useLanguage();
  const label = localName(field, lang, available);
  const required = t('itemPagePersonalizationRequired', {field: label});
  if (field.type === 'select') {
    return (
      <Select
        label={label}
        options={field.options.map((option) => ({key: option, label: option}))}
        selectedKey={value}
        onSelectionChange={onChange}
        emptyChoice={t('selectPlaceholder')}
        isRequired={field.required}
        errorMessage={showMissing ? required : null}
      />
    );
  }
  const shared = {
    label,
    name: field.name,
    value,
    onChange,
    isRequired: field.required,
    maxLength: field.max_length ?? undefined,
    validate: (text: string) => (field.required && text.trim() === '' ? required : null),
  };
  return field.type === 'textarea' ? (
    <TextAreaField {...shared} rows={3} />
  ) : (
    <TextInputField {...shared} />
  );
}
