// The content of an order: number and date, the lines with variant and personalization, prices
// including VAT, shipping, total, payment method and addresses. The contract confirmation, the
// acknowledgement and the owner's order messages all show it.
import {createElement as h, Fragment} from 'react';
import {Section, Text} from 'react-email';
import {addressLines} from '../address.ts';
import type {MailKit} from '../kit.ts';
import type {MailOrder} from '../types.ts';
import {facts, h2, h3, lines, p} from './blocks.ts';

const CELL = {
  fontSize: '14px',
  lineHeight: '20px',
  padding: '8px 8px 8px 0',
  verticalAlign: 'top',
} as const;
const AMOUNT = {textAlign: 'right', whiteSpace: 'nowrap', paddingRight: 0} as const;

/**
 * The order's number, date, lines, totals, payment method and addresses under `heading` ("Ihre
 * Bestellung" for the customer, "Bestellte Artikel" for the owner).
 */
export function orderSummary(kit: MailKit, order: MailOrder, heading: string) {
  const {colors} = kit;
  return h(
    Section,
    null,
    h2(kit, heading),
    p(
      kit,
      kit.t('mailOrderNumber', {orderId: order.orderId}),
      h('br'),
      kit.t('mailOrderDate', {date: kit.date(order.createdAt)}),
    ),
    linesTable(kit, order),
    facts(kit, [
      [kit.t('cartSubtotal'), kit.price(order.subtotalCents)],
      [
        kit.t('cartShipping'),
        order.shippingCents === 0 ? kit.t('checkoutShippingFree') : kit.price(order.shippingCents),
      ],
      [kit.t('cartTotal'), h('strong', null, kit.price(order.totalCents))],
      [kit.t('checkoutPaymentMethod'), order.paymentMethod],
    ]),
    h(
      Text,
      {style: {fontSize: '13px', lineHeight: '20px', margin: '0 0 16px', color: colors.muted}},
      kit.t('mailVatIncluded'),
    ),
    addresses(kit, order),
  );
}

/** The order lines as a data table: item (with variant and personalization), quantity, prices. */
function linesTable(kit: MailKit, order: MailOrder) {
  const {colors} = kit;
  const head = {
    ...CELL,
    fontWeight: 700,
    textAlign: 'left',
    borderBottom: `2px solid ${colors.border}`,
  } as const;
  const cell = {...CELL, borderBottom: `1px solid ${colors.border}`} as const;
  return h(
    'table',
    {
      cellPadding: 0,
      cellSpacing: 0,
      style: {width: '100%', borderCollapse: 'collapse', color: colors.text},
    },
    h(
      'thead',
      null,
      h(
        'tr',
        null,
        h('th', {scope: 'col', style: head}, kit.t('mailLineItem')),
        h('th', {scope: 'col', style: {...head, textAlign: 'right'}}, kit.t('cartLineCountLabel')),
        h('th', {scope: 'col', style: {...head, ...AMOUNT}}, kit.t('cartLineUnitPrice')),
        h('th', {scope: 'col', style: {...head, ...AMOUNT}}, kit.t('cartLineTotal')),
      ),
    ),
    h(
      'tbody',
      null,
      ...order.lines.map((line, index) =>
        h(
          'tr',
          {key: index},
          h(
            'td',
            {style: cell},
            h('strong', null, line.name),
            line.variant
              ? h(Fragment, null, h('br'), kit.t('mailLineVariant', {variant: line.variant}))
              : null,
            line.personalization
              ? h(
                  Fragment,
                  null,
                  h('br'),
                  kit.t('mailLinePersonalization', {text: line.personalization}),
                )
              : null,
          ),
          h('td', {style: {...cell, textAlign: 'right'}}, String(line.quantity)),
          h('td', {style: {...cell, ...AMOUNT}}, kit.price(line.unitCents)),
          h('td', {style: {...cell, ...AMOUNT}}, kit.price(line.totalCents)),
        ),
      ),
    ),
  );
}

/** Billing and shipping address; "Lieferung an die Rechnungsadresse" when they are the same. */
function addresses(kit: MailKit, order: MailOrder) {
  const billing = addressLines(order.billing, kit.lang);
  const shipping = order.shipping === undefined ? [] : addressLines(order.shipping, kit.lang);
  const same = shipping.length === 0 || shipping.join('\n') === billing.join('\n');
  return h(
    Fragment,
    null,
    h3(kit, kit.t('checkoutInvoiceAddress')),
    lines(kit, billing),
    h3(kit, kit.t('checkoutShippingAddress')),
    same ? p(kit, kit.t('mailShippingSameAsBilling')) : lines(kit, shipping),
  );
}
