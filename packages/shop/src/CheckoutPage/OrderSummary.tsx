import {useId} from 'react';
import {formatPrice, type Cart} from '@schaufenster/core';
import {useLanguage, useMessages} from '@schaufenster/ui';
import {linesTotal, roundPrice} from '../checkout/buildOrder.ts';
import styles from './CheckoutPage.module.css';

/** Props of {@link OrderSummary}. */
export interface OrderSummaryProps {
  /** The cart whose lines are ordered. */
  cart: Cart;
  /** The chosen shipping method's cost; null before one is chosen. */
  shippingCost: number | null;
  /** Whether present wrapping is chosen (it has no price of its own, spec §9). */
  presentWrap: boolean;
}

/**
 * The order summary beside every step: the cart lines, subtotal, shipping (or "free"), present
 * wrapping and the total, formatted in the page language.
 */
export function OrderSummary({cart, shippingCost, presentWrap}: OrderSummaryProps) {
  const t = useMessages();
  const {lang} = useLanguage();
  const subtotal = linesTotal(cart);
  const total = roundPrice(subtotal + (shippingCost ?? 0));
  const headingId = useId();
  return (
    <section className={styles.summary} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.summaryHeading}>
        {t('checkoutOrderSummary')}
      </h2>
      <ul className={styles.lines}>
        {cart.products.map((line) => (
          <li key={line.cartId} className={styles.summaryLine}>
            <span className={styles.lineName}>
              {line.product.display_name}
              {line.variant?.display_name && (
                <span className={styles.muted}>{line.variant.display_name}</span>
              )}
              <span className={styles.muted}>
                {t('checkoutLineQuantity', {
                  count: line.count,
                  price: formatPrice(line.priceBrutto, lang),
                })}
              </span>
            </span>
            <span className={styles.amount}>
              {formatPrice(roundPrice(line.count * line.priceBrutto), lang)}
            </span>
          </li>
        ))}
      </ul>
      <dl className={styles.totals}>
        <div>
          <dt>{t('cartSubtotal')}</dt>
          <dd>{formatPrice(subtotal, lang)}</dd>
        </div>
        {shippingCost !== null && (
          <div>
            <dt>{t('cartShipping')}</dt>
            <dd>
              {shippingCost === 0 ? t('checkoutShippingFree') : formatPrice(shippingCost, lang)}
            </dd>
          </div>
        )}
        {presentWrap && (
          <div>
            <dt>{t('cartPresentWrap')}</dt>
            <dd>{t('checkoutYes')}</dd>
          </div>
        )}
        <div className={styles.total}>
          <dt>{t('cartTotal')}</dt>
          <dd>{formatPrice(total, lang)}</dd>
        </div>
      </dl>
      <p className={styles.muted}>{t('cartVatNote')}</p>
    </section>
  );
}
