// The owner's back-office collections of the Directus model (model.ts lists them last): orders and
// the inbox (contact messages, product requests, newsletter subscribers). The order service writes
// them through its sync; the owner reads them and edits only the notes and the "handled" tick (the
// app shows the rest read-only, cms/extensions/shop-guard/ enforces it for the API). Names, notes and dropdown texts are German: they are
// what the owner sees in the app.
import {
  bool,
  dec,
  json,
  m2o,
  stamp,
  str,
  text,
  type Choice,
  type CollectionDef,
  type FieldDef,
} from './model-fields.ts';

/** Adds the German name (and note) the app shows to a field. */
function de<F extends FieldDef>(field: F, label: string, note?: string): F {
  return {...field, label, ...(note ? {note} : {})};
}

/** Fields the service writes: read-only in the app, also for an admin. */
function fromService(fields: FieldDef[]): FieldDef[] {
  return fields.map((field) =>
    field.kind === 'scalar' || field.kind === 'm2o' ? {...field, readonly: true} : field,
  );
}

/** The order service's fulfilment states (packages/order-service/src/orders/states.ts). */
const FULFILMENT_STATES: Choice[] = [
  {value: 'awaiting_payment', text: 'Wartet auf Zahlung'},
  {value: 'awaiting_transfer', text: 'Wartet auf Überweisung'},
  {value: 'confirmed', text: 'Bestätigt, zu versenden'},
  {value: 'shipped', text: 'Versendet'},
  {value: 'completed', text: 'Abgeschlossen'},
  {value: 'cancelled', text: 'Storniert'},
  {value: 'withdrawn', text: 'Widerrufen'},
];

/** The order service's payment states. */
const PAYMENT_STATES: Choice[] = [
  {value: 'none', text: 'Keine Angabe'},
  {value: 'pending', text: 'Offen'},
  {value: 'authorized', text: 'Autorisiert'},
  {value: 'paid', text: 'Bezahlt'},
  {value: 'partially_refunded', text: 'Teilweise erstattet'},
  {value: 'refunded', text: 'Erstattet'},
  {value: 'failed', text: 'Fehlgeschlagen'},
];

const PAYMENT_METHODS: Choice[] = [
  {value: 'prepayment', text: 'Vorkasse (Überweisung)'},
  {value: 'paypal', text: 'PayPal'},
  {value: 'klarna', text: 'Klarna'},
];

const LANGUAGES: Choice[] = [
  {value: 'de', text: 'Deutsch'},
  {value: 'en', text: 'Englisch'},
  {value: 'fr', text: 'Französisch'},
];

const INBOX_KINDS: Choice[] = [
  {value: 'contact', text: 'Kontaktanfrage'},
  {value: 'product_request', text: 'Produktanfrage'},
  {value: 'newsletter', text: 'Newsletter-Anmeldung'},
];

const OPT_IN_STATES: Choice[] = [
  {value: 'pending', text: 'Bestätigung ausstehend'},
  {value: 'confirmed', text: 'Bestätigt'},
  {value: 'unsubscribed', text: 'Abgemeldet'},
];

/** Said on every field the service writes, so the owner knows where a change comes from. */
const BY_SERVICE = 'Schreibt der Bestelldienst.';

const SHOP_ORDER: CollectionDef = {
  name: 'shop_order',
  note: 'Bestellungen aus dem Shop (schreibt der Bestelldienst; ändern über „Bestellung bearbeiten“)',
  icon: 'receipt_long',
  key: 'string',
  keyField: {
    name: 'order_number',
    label: 'Bestellnummer',
    note: 'Die Bestellnummer, z. B. JM-1001',
  },
  label: {singular: 'Bestellung', plural: 'Bestellungen'},
  displayTemplate: '{{order_number}} {{customer_name}}',
  fields: [
    ...fromService([
      de(str('order_uuid', {unique: true}), 'Bestell-ID', 'Kennung im Bestelldienst'),
      de(stamp('date_created'), 'Bestellt am'),
      de(stamp('date_updated'), 'Zuletzt geändert', BY_SERVICE),
      de(
        str('fulfilment_state', {choices: FULFILMENT_STATES}),
        'Bestellstatus',
        'Ändern Sie ihn mit der Aktion „Bestellung bearbeiten“; der Bestelldienst trägt ihn ein.',
      ),
      de(str('payment_state', {choices: PAYMENT_STATES}), 'Zahlungsstatus', BY_SERVICE),
      de(str('payment_method', {choices: PAYMENT_METHODS}), 'Zahlungsart'),
      de(str('shipping_method'), 'Versandart'),
      de(str('language', {choices: LANGUAGES}), 'Sprache'),
      de(str('customer_name'), 'Kunde'),
      de(str('customer_email'), 'E-Mail'),
      de(str('customer_phone'), 'Telefon'),
      de(text('customer_comment'), 'Anmerkung des Kunden'),
      de(dec('total_gross'), 'Summe (brutto)'),
      de(str('currency'), 'Währung'),
      de(str('tracking_number'), 'Sendungsnummer'),
      de(
        json('lines'),
        'Positionen',
        'Artikel, Variante, Menge, Preise und MwSt.-Satz je Position',
      ),
      de(json('totals'), 'Summen', 'Netto, MwSt. je Satz, Versand, Brutto'),
      de(json('billing_address'), 'Rechnungsadresse'),
      de(json('shipping_address'), 'Lieferadresse'),
      de(json('payments'), 'Zahlungen', 'Anbieter, Kennungen, Beträge und Zustände'),
    ]),
    de(text('owner_note'), 'Notiz', 'Ihre interne Notiz: das einzige Feld, das Sie hier ändern.'),
  ],
};

const INBOX: CollectionDef = {
  name: 'inbox',
  note: 'Nachrichten, Produktanfragen und Newsletter-Anmeldungen (schreibt der Bestelldienst)',
  icon: 'inbox',
  key: 'string',
  keyField: {name: 'id', label: 'ID', note: 'Kennung im Bestelldienst'},
  label: {singular: 'Eingang', plural: 'Posteingang'},
  displayTemplate: '{{email}} {{subject}}',
  fields: [
    ...fromService([
      de(str('kind', {choices: INBOX_KINDS}), 'Art'),
      de(stamp('date_created'), 'Eingegangen am'),
      de(str('name'), 'Name'),
      de(str('email'), 'E-Mail'),
      de(str('phone'), 'Telefon'),
      de(str('subject'), 'Betreff'),
      de(text('message'), 'Nachricht'),
      de(m2o('product', 'ecommerce_product'), 'Produkt', 'Bei Produktanfragen'),
      de(str('language', {choices: LANGUAGES}), 'Sprache'),
      de(str('opt_in_state', {choices: OPT_IN_STATES}), 'Newsletter-Status'),
      de(stamp('confirmed_at'), 'Bestätigt am'),
      de(stamp('unsubscribed_at'), 'Abgemeldet am'),
    ]),
    de({...bool('handled'), defaultValue: false}, 'Erledigt', 'Haken setzen, wenn beantwortet'),
    de(text('owner_note'), 'Notiz', 'Ihre interne Notiz'),
  ],
};

/** The owner's back-office collections, in creation order (after the shop's products). */
export const OWNER_MODEL: CollectionDef[] = [SHOP_ORDER, INBOX];
