import {useId, useRef, useState} from 'react';
import {checkoutPath, formatPrice, type CartLine, type ShopState} from '@schaufenster/core';
import {Link, useLanguage, useMessages} from '@schaufenster/ui';
import {changeCount, removeLine, useCart, useCartReady} from '../cart/cartStore.ts';
import {useShopState} from '../settings/index.ts';
import {ShopNotice} from '../ShopNotice/index.ts';
import {useShopEnvironment} from '../ShopProvider/index.ts';
import {CartPageLine} from './CartPageLine.tsx';
import styles from './CartPage.module.css';

/** Props of {@link CartPage}. */
export interface CartPageProps {
  /** The shop state the build's settings gave; the live settings win. @default 'open' */
  shopState?: ShopState;
}

/**
 * The cart page `{storeRootPath}/warenkorb` (spec §2): the lines with count and remove controls,
 * the totals, a link to the checkout, or the empty state with a link back to the item list. Until
 * the cart is restored in the browser it shows a loading note, never the empty state, so the
 * prerendered HTML and hydration agree and a full cart never flashes "empty" (decision 009). A
 * closed or cart-less shop keeps the lines but offers no checkout, and says why.
 */
export function CartPage({shopState: built = 'open'}: CartPageProps) {
  const t = useMessages();
  const state = useShopState(built);
  const {lang} = useLanguage();
  const {storeRootPath} = useShopEnvironment();
  const cart = useCart();
  const ready = useCartReady();
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const [announcement, setAnnouncement] = useState('');

  const remove = (line: CartLine) => {
    removeLine(line.cartId);
    setAnnouncement(t('cartRemoved', {name: line.product.display_name ?? String(line.product.id)}));
    // The pressed button is gone with its line: put focus somewhere stable, the page heading.
    heading.current?.focus();
  };

  return (
    <section className={styles.page} aria-labelledby={headingId} aria-busy={!ready}>
      <h1 id={headingId} ref={heading} tabIndex={-1} className={styles.heading}>
        {t('cartTitle')}
      </h1>
      {/* Always rendered, so removals are announced (a live region must exist before it changes). */}
      <p className={styles.status} role="status">
        {announcement}
      </p>
      {state !== 'open' && <ShopNotice state={state} />}
      {!ready ? (
        <p>{t('cartLoading')}</p>
      ) : cart.products.length === 0 ? (
        <div className={styles.empty}>
          <p>{t('cartEmpty')}</p>
          {storeRootPath && (
            <Link to={storeRootPath} className={styles.secondary}>
              {t('cartContinueShopping')}
            </Link>
          )}
        </div>
      ) : (
        <>
          <ul className={styles.lines} aria-labelledby={headingId}>
            {cart.products.map((line) => (
              <CartPageLine
                key={line.cartId}
                line={line}
                storeRootPath={storeRootPath}
                onCountChange={changeCount}
                onRemove={remove}
              />
            ))}
          </ul>
          <div className={styles.totals}>
            <p>{t('cartItemCount', {count: cart.totalCount})}</p>
            <dl>
              <div className={styles.subtotal}>
                <dt>{t('cartSubtotal')}</dt>
                <dd>{formatPrice(cart.totalPriceBrutto, lang)}</dd>
              </div>
            </dl>
            <p className={styles.vat}>{t('cartVatNote')}</p>
          </div>
          {storeRootPath && (
            <div className={styles.actions}>
              {state === 'open' && (
                <Link to={checkoutPath(storeRootPath)} className={styles.primary}>
                  {t('cartCheckout')}
                </Link>
              )}
              <Link to={storeRootPath} className={styles.secondary}>
                {t('cartContinueShopping')}
              </Link>
            </div>
          )}
        </>
      )}
    </section>
  );
}
