// The orders of a period for the tax advisor (`GET /owner/orders/export?from&to`, `npm run orders
// -- export`, and the Directus Flow "Export"): one line per order and VAT rate with net, VAT and
// gross, from the stored lines, shipping and total, with the VAT computed as the order's own
// (pricing/vat.ts). German spreadsheet conventions: `;` between cells, decimal comma, UTF-8 with
// a byte order mark so Excel reads the umlauts. Cancelled and withdrawn orders are listed with
// their state: the advisor decides what they mean for the books.
import type {DatabaseSync} from 'node:sqlite';
import type {StaticCatalogue} from '@schaufenster/core';
import type {PricedLine} from '../pricing/lines.ts';
import {vatBreakdown} from '../pricing/vat.ts';
import {toCsv} from './csv.ts';

/** The shop's time zone: an order belongs to the day it was placed on there. */
const SHOP_TIME_ZONE = 'Europe/Berlin';

/** The byte order mark Excel needs to read a CSV file as UTF-8. */
const BOM = '\uFEFF';

/** The currency of every order (the shop sells in euros). */
const CURRENCY = 'EUR';

/** The columns, in the tax advisor's language. */
const COLUMNS = [
  'Bestellnummer',
  'Datum',
  'Status',
  'Zahlungsart',
  'Zahlungsstatus',
  'USt-Satz',
  'Netto',
  'USt',
  'Brutto',
  'Währung',
] as const;

/** A calendar day as `YYYY-MM-DD`. */
const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Whether `value` is a real calendar day written `YYYY-MM-DD`. */
function isDay(value: string): boolean {
  const match = DAY.exec(value);
  if (!match) return false;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return date.toISOString().slice(0, 10) === value;
}

/** The day of `iso` in the shop's time zone, `YYYY-MM-DD`. */
const shopDay = (() => {
  const format = new Intl.DateTimeFormat('en-CA', {
    timeZone: SHOP_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  });
  return (iso: string) => format.format(new Date(iso));
})();

/** `YYYY-MM-DD` as German spreadsheets show a date: `DD.MM.YYYY`. */
const germanDate = (day: string) => day.split('-').reverse().join('.');

/** Cents as a German amount without thousands separators: `1234,50`. */
const germanAmount = (cents: number) => (cents / 100).toFixed(2).replace('.', ',');

/** A VAT rate in hundredths of a percent as German text: `19`, `5,5`. */
const germanRate = (rateBp: number) => String(rateBp / 100).replace('.', ',');

/** One line of the export, in cents. */
export interface TaxLine {
  orderId: string;
  /** The day the order was placed, `YYYY-MM-DD` in the shop's time zone. */
  day: string;
  fulfilment: string;
  paymentMethod: string;
  payment: string;
  rateBp: number;
  netCents: number;
  vatCents: number;
  grossCents: number;
  /** The order's total (every line of the order has it). */
  totalCents: number;
}

interface ExportRow {
  order_id: string;
  created_at: string;
  payment_method: string;
  shipping_cents: number;
  total_cents: number;
  lines: string;
  fulfilment_state: string;
  payment_state: string;
}

/** The day before `day` (`YYYY-MM-DD`), so a UTC window holds every shop day of the period. */
const dayBefore = (day: string) =>
  new Date(Date.parse(`${day}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);

/**
 * The export's lines for the orders placed from `from` to `to` (both days included, in the
 * shop's time zone), oldest order first, one per order and VAT rate.
 */
export function taxLines(
  db: DatabaseSync,
  catalogue: StaticCatalogue,
  period: {from: string; to: string},
): TaxLine[] {
  const methods = catalogue.settings?.payment_methods ?? [];
  const methodName = (id: string) =>
    methods.find((method) => String(method.id) === id)?.display_name ?? id;
  // A UTC window a day wider on each side, narrowed to the shop's days below.
  const rows = db
    .prepare(
      `SELECT order_id, created_at, payment_method, shipping_cents, total_cents, lines,
        fulfilment_state, payment_state FROM orders
        WHERE order_id IS NOT NULL AND created_at >= ? AND created_at < ? ORDER BY id`,
    )
    .all(dayBefore(period.from), `${period.to}T99`) as unknown as ExportRow[];
  const lines: TaxLine[] = [];
  for (const row of rows) {
    const day = shopDay(row.created_at);
    if (day < period.from || day > period.to) continue;
    const shares = vatBreakdown({
      lines: JSON.parse(row.lines) as PricedLine[],
      shippingCents: Number(row.shipping_cents),
      totalCents: Number(row.total_cents),
    });
    for (const share of shares) {
      lines.push({
        orderId: row.order_id,
        day,
        fulfilment: row.fulfilment_state,
        paymentMethod: methodName(row.payment_method),
        payment: row.payment_state,
        rateBp: share.rateBp,
        netCents: share.netCents,
        vatCents: share.vatCents,
        grossCents: share.grossCents,
        totalCents: Number(row.total_cents),
      });
    }
  }
  return lines;
}

/** The export as CSV text (with its byte order mark), a header line even for no orders. */
export function taxExportCsv(lines: readonly TaxLine[]): string {
  const records = lines.map((line) => ({
    Bestellnummer: line.orderId,
    Datum: germanDate(line.day),
    Status: line.fulfilment,
    Zahlungsart: line.paymentMethod,
    Zahlungsstatus: line.payment,
    'USt-Satz': germanRate(line.rateBp),
    Netto: germanAmount(line.netCents),
    USt: germanAmount(line.vatCents),
    Brutto: germanAmount(line.grossCents),
    Währung: CURRENCY,
  }));
  return BOM + toCsv(COLUMNS, records, ';');
}

/** The file name of the export of a period: `bestellungen-<from>-bis-<to>.csv`. */
export const taxExportFilename = (period: {from: string; to: string}) =>
  `bestellungen-${period.from}-bis-${period.to}.csv`;

/** The period of `from` and `to`, or the sentence that says what is wrong with them. */
export function periodOf(
  from: string | null | undefined,
  to: string | null | undefined,
): {ok: true; from: string; to: string} | {ok: false; field: 'from' | 'to'; message: string} {
  if (!from || !isDay(from)) {
    return {ok: false, field: 'from', message: 'from is a day written YYYY-MM-DD'};
  }
  if (!to || !isDay(to)) return {ok: false, field: 'to', message: 'to is a day written YYYY-MM-DD'};
  if (to < from) return {ok: false, field: 'to', message: 'to is not before from'};
  return {ok: true, from, to};
}
