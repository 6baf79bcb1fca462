import {Button, Group, Input, NumberField} from 'react-aria-components';
import {formatPrice, itemPath, type CartLine} from '@schaufenster/core';
import {Icon, Link, useLanguage, useMessages} from '@schaufenster/ui';
import {lineTotal, MAX_LINE_COUNT} from '../cart/cartReducer.ts';
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
 * a count field (RAC NumberField: arrow keys, typing, stepper buttons; min 1) and a remove button.
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
        <NumberField
          aria-label={t('cartLineCount', {name})}
          value={line.count}
          minValue={1}
          maxValue={MAX_LINE_COUNT}
          step={1}
          formatOptions={{maximumFractionDigits: 0}}
          // A cleared field commits NaN: keep the count rather than guess (decision 009 cart).
          onChange={(count) => {
            if (Number.isFinite(count)) onCountChange(line.cartId, count);
          }}
        >
          <Group className={styles.stepper}>
            <Button slot="decrement" className={styles.step}>
              <StepIcon kind="minus" />
            </Button>
            <Input className={styles.countInput} />
            <Button slot="increment" className={styles.step}>
              <StepIcon kind="plus" />
            </Button>
          </Group>
        </NumberField>
      </div>
      <dl className={styles.lineTotal}>
        <dt>{t('cartLineTotal')}</dt>
        <dd>{formatPrice(lineTotal(line), lang)}</dd>
      </dl>
      <Button
        className={styles.remove}
        aria-label={t('cartRemove', {name})}
        onPress={() => onRemove(line)}
      >
        <Icon name="close" size="1em" />
        <span>{t('cartLineRemoveShort')}</span>
      </Button>
    </li>
  );
}

// The stepper's minus and plus: drawn here, the kit's icon set has neither.
function StepIcon({kind}: {kind: 'minus' | 'plus'}) {
  return (
    <svg className={styles.stepIcon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d={kind === 'plus' ? 'M5 12h14M12 5v14' : 'M5 12h14'} />
    </svg>
  );
}
