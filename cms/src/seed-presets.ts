// The owner role's list views and bookmarks ("presets"), created through the API: orders newest
// first with the columns the owner works with, saved filters by state, and the prepayment orders
// whose transfer has been open for more than 7 days (Directus's relative date `$NOW(-7 days)`).
import {OWNER_ROLE_ID} from './back-office-ids.ts';
import type {Rest} from './rest.ts';

type Filter = Record<string, unknown>;

const ORDER_COLUMNS = [
  'order_number',
  'date_created',
  'customer_name',
  'total_gross',
  'fulfilment_state',
  'payment_state',
];
const INBOX_COLUMNS = ['date_created', 'kind', 'name', 'email', 'subject', 'handled'];
const RATING_COLUMNS = ['date_created', 'product', 'rating', 'name', 'comment', 'status'];

/**
 * Prepayment orders still waiting for the transfer after 7 days. The service starts them as
 * `awaiting_transfer` with payment `pending`; `none` covers orders stored before the states.
 */
export const OVERDUE_TRANSFER: Filter = {
  _and: [
    {payment_method: {_eq: 'prepayment'}},
    {fulfilment_state: {_eq: 'awaiting_transfer'}},
    {payment_state: {_in: ['none', 'pending']}},
    {date_created: {_lt: '$NOW(-7 days)'}},
  ],
};

/** Bookmarks of the order list by fulfilment state. */
const ORDER_STATES: [string, string, string[]][] = [
  ['Wartet auf Zahlung', 'hourglass_empty', ['awaiting_payment', 'awaiting_transfer']],
  ['Zu versenden', 'inventory_2', ['confirmed']],
  ['Versendet', 'local_shipping', ['shipped']],
  ['Storniert oder widerrufen', 'block', ['cancelled', 'withdrawn']],
];

/** A table newest first; with `bookmark` a saved view of the owner role, else its default. */
function view(
  collection: string,
  fields: string[],
  bookmark?: {name: string; icon: string; filter: Filter},
): Record<string, unknown> {
  return {
    role: OWNER_ROLE_ID,
    user: null,
    collection,
    layout: 'tabular',
    layout_query: {tabular: {fields, sort: ['-date_created'], page: 1}},
    ...(bookmark ? {bookmark: bookmark.name, icon: bookmark.icon, filter: bookmark.filter} : {}),
  };
}

/** Creates the owner role's list views and bookmarks. */
export async function seedPresets(rest: Rest): Promise<void> {
  await rest.request('POST', '/presets', [
    view('shop_order', ORDER_COLUMNS),
    view('shop_order', ORDER_COLUMNS, {
      name: 'Überweisung offen seit mehr als 7 Tagen',
      icon: 'schedule',
      filter: OVERDUE_TRANSFER,
    }),
    ...ORDER_STATES.map(([name, icon, states]) =>
      view('shop_order', ORDER_COLUMNS, {name, icon, filter: {fulfilment_state: {_in: states}}}),
    ),
    view('inbox', INBOX_COLUMNS),
    view('inbox', INBOX_COLUMNS, {
      name: 'Unerledigt',
      icon: 'mark_email_unread',
      filter: {handled: {_eq: false}},
    }),
    view('ecommerce_product_rating', RATING_COLUMNS, {
      name: 'Bewertungen prüfen',
      icon: 'rate_review',
      filter: {status: {_eq: 'pending'}},
    }),
  ]);
}
