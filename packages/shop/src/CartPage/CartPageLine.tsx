import {formatPrice, itemPath, type CartLine} from '@schaufenster/core';
import {Icon, Link, useLanguage, useMessages} from '@schaufenster/ui';
import {lineTotal, MAX_LINE_COUNT} from '../cart/cartReducer.ts';
import {CountStepper} from '../CountStepper/index.ts';
import styles from './CartPage.module.css';

/** Props of {@link CartPageLine}. */
export interface CartPageLineProps {
  /** The cart line to show. */
  line: CartLine;
  /** The shop's root path, for the link to the item page; null shows the name as text. */
  storeRootPath: string | null;
  /** Called with a new count (1 to MAX_LINE_COUNT). */
  onCountChange: (cartId: string, count: number) => void;
  /** Called when the shopper removes the line. */
  onRemove: (line: CartLine) => void;
}

/**
 * One cart line: name (linked to its item page), variant, personalization values, unit price,
 * a count field (CountStepper: arrow keys, typing, − and + buttons; 1 to MAX_LINE_COUNT) and a
 * remove button.
 */
export function CartPageLine({line, storeRootPath, onCountChange, onRemove}: CartPageLineProps) {
  const t = useMessages();
  const {lang} = useLanguage();
  const name = line.product.display_name ?? String(line.product.id);
  const personalization = Object.values(line.personalization);
  const target = storeRootPath
    ? itemPath(storeRootPath, line.product.slug ?? line.product.id)
    : null;
  return (
    <li className={styles.line}>
      <div className={styles.info}>
        <h2 className={styles.name}>{target ? <Link to={target}>{name}</Link> : name}</h2>
        <dl className={styles.details}>
          {line.variant && (
            <div>
              <dt>{t('cartLineVariant')}</dt>
              <dd>{line.variant.display_name ?? String(line.variant.id)}</dd>
            </div>
          )}
          {personalization.length > 0 && (
            <div>
              <dt>{t('cartLinePersonalization')}</dt>
              <dd>{personalization.join(', ')}</dd>
            </div>
          )}
          <div>
            <dt>{t('cartLineUnitPrice')}</dt>
            <dd>{formatPrice(line.priceBrutto, lang)}</dd>
          </div>
        </dl>
      </div>
      <div className={styles.count}>
        <span className={styles.countLabel} aria-hidden="true">
          {t('cartLineCountLabel')}
        </span>
        <CountStepper
          value={line.count}
          min={1}
          max={MAX_LINE_COUNT}
          label={t('cartLineCount', {name})}
          decreaseLabel={t('cartLineCountDecrease', {name})}
          increaseLabel={t('cartLineCountIncrease', {name})}
          onChange={(count) => onCountChange(line.cartId, count)}
        />
      </div>
      <dl className={styles.lineTotal}>
        <dt>{t('cartLineTotal')}</dt>
        <dd>{formatPrice(lineTotal(line), lang)}</dd>
      </dl>
      <button
        type="button"
        className={styles.remove}
        aria-label={t('cartRemove', {name})}
        onClick={() => onRemove(line)}
      >
        <Icon name="close" size="1em" />
        <span>{t('cartLineRemoveShort')}</span>
      </button>
    </li>
  );
}
