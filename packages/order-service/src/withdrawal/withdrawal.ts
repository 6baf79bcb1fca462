// POST /ecom/withdrawal: the electronic withdrawal function (§356a BGB, decision 070). Two steps
// without login: the order number and the e-mail address show the order with its lines (the
// personalized ones named as excluded, §312g(2) no. 1 BGB); the same body with `confirm: true`
// moves the order to `withdrawn` (actor customer). The move writes its event, gives back the stock
// it still held and queues the customer's and the owner's e-mail in one transaction
// (orders/orderStates.ts and the service's state-change listener). A second confirmation answers
// with the first time and writes nothing.
import type {DatabaseSync} from 'node:sqlite';
import * as v from 'valibot';
import {LangSchema, type Lang, type StaticCatalogue} from '@schaufenster/core';
import {checkProject, type Handler, type ServiceContext} from '../handlers/context.ts';
import {Email} from '../handlers/fields.ts';
import {coded, codedRefusal} from '../http/coded.ts';
import {parseBody, type ServiceReply} from '../http/reply.ts';
import {transitionRefusal, type FulfilmentState, type PaymentState} from '../orders/states.ts';
import {withdrawnAt} from './withdrawnAt.ts';

/** Longest order number accepted (a prefix of a few letters and a number). */
const MAX_ORDER_NUMBER_LENGTH = 40;

/** The body: project, order number and e-mail (both trimmed), page language, confirmation. */
const WithdrawalSchema = v.object({
  project: v.string(),
  order_number: v.pipe(v.string(), v.trim(), v.nonEmpty(), v.maxLength(MAX_ORDER_NUMBER_LENGTH)),
  email: v.pipe(v.string(), v.trim(), Email),
  lang: v.optional(LangSchema, 'de'),
  confirm: v.optional(v.literal(true)),
});

/** A line of the order as step 1 shows it. */
interface WithdrawalLine {
  /** Product name in the page's language. */
  name: string;
  /** Variant name in the page's language, or null. */
  variant: string | null;
  /** Pieces ordered. */
  quantity: number;
  /** Made to the customer's specification (personalized): excluded from withdrawal. */
  excluded: boolean;
}

/** A priced line as the orders table keeps it (`pricing/lines.ts`). */
interface StoredLine {
  product: string;
  variant: string | null;
  name: string;
  personalization?: Record<string, string>;
  count: number;
}

interface OrderRow {
  order_id: string;
  project: string;
  customer_email: string;
  lines: string;
  created_at: string;
  fulfilment_state: FulfilmentState;
  payment_state: PaymentState;
}

/**
 * One answer for an unknown number and a wrong e-mail address, so the form tells nobody which
 * order numbers exist.
 */
const NOT_FOUND = codedRefusal(
  404,
  'order_not_found',
  'No order with this number and e-mail address',
);

const notWithdrawable = (state: FulfilmentState) =>
  codedRefusal(409, 'not_withdrawable', `An order that is ${state} cannot be withdrawn`);

/**
 * The order `number` of `project` when `email` is its customer's, compared without case and
 * surrounding spaces; undefined otherwise.
 */
function findOrder(
  db: DatabaseSync,
  project: string,
  number: string,
  email: string,
): OrderRow | undefined {
  const row = db
    .prepare(
      `SELECT order_id, project, customer_email, lines, created_at, fulfilment_state,
       payment_state FROM orders WHERE order_id = ? COLLATE NOCASE`,
    )
    .get(number) as OrderRow | undefined;
  if (!row || row.project !== project) return undefined;
  const same = row.customer_email.trim().toLowerCase() === email.trim().toLowerCase();
  return same ? row : undefined;
}

/**
 * Whether the transition table lets the customer withdraw from `state`. The withdrawal period is
 * not checked here: the owner's message names the shipping date, and the owner decides (decision
 * 070).
 */
function withdrawable(row: OrderRow): boolean {
  const current = {fulfilment: row.fulfilment_state, payment: row.payment_state};
  return transitionRefusal(current, {fulfilment: 'withdrawn'}, 'customer') === null;
}

type Translated = {
  display_name: string;
  translations: readonly {language: string; display_name?: string | null}[];
};

const nameIn = (record: Translated, lang: Lang) =>
  record.translations.find((entry) => entry.language === lang)?.display_name ?? record.display_name;

/** The stored lines in `lang`: catalogue names where the product is still listed. */
function linesIn(catalogue: StaticCatalogue, text: string, lang: Lang): WithdrawalLine[] {
  const lines = JSON.parse(text) as StoredLine[];
  return lines.map((line) => {
    const product = catalogue.products.find((entry) => String(entry.id) === line.product);
    const variant = product?.variants.find((entry) => String(entry.id) === line.variant);
    return {
      name: product ? nameIn(product, lang) : line.name,
      variant: variant ? nameIn(variant, lang) : null,
      quantity: line.count,
      excluded: Object.keys(line.personalization ?? {}).length > 0,
    };
  });
}

/** Step 1: the order as the form shows it before the customer confirms. */
function showOrder(context: ServiceContext, row: OrderRow, lang: Lang): ServiceReply {
  const at =
    row.fulfilment_state === 'withdrawn' ? withdrawnAt(context.store.db, row.order_id) : undefined;
  return {
    status: 200,
    body: {
      status: 'ok',
      order: {
        number: row.order_id,
        placed_at: row.created_at,
        state: row.fulfilment_state,
        ...(at === undefined ? {} : {withdrawn_at: at}),
        lines: linesIn(context.catalogue, row.lines, lang),
      },
    },
  };
}

/**
 * Step 2, in one transaction (so two confirmations from two processes move the order once): the
 * move to `withdrawn` with its stock and e-mails, or the first time when it was withdrawn before.
 */
function confirmWithdrawal(
  context: ServiceContext,
  project: string,
  number: string,
  email: string,
): ServiceReply {
  return context.store.transaction((db) => {
    const row = findOrder(db, project, number, email);
    if (!row) return NOT_FOUND;
    if (row.fulfilment_state !== 'withdrawn') {
      if (!withdrawable(row)) return notWithdrawable(row.fulfilment_state);
      const moved = context.orders.states.change(
        row.order_id,
        {fulfilment: 'withdrawn'},
        'customer',
        'withdrawal function',
      );
      if (!moved.ok) return notWithdrawable(row.fulfilment_state);
    }
    const at = withdrawnAt(db, row.order_id);
    return {status: 200, body: {status: 'ok', withdrawn_at: at}};
  });
}

/** Handles POST /ecom/withdrawal (both steps). */
export const handleWithdrawal: Handler = (request, context) => {
  const parsed = parseBody(WithdrawalSchema, request.body);
  if (!parsed.ok) return coded(parsed.reply);
  const {project, order_number: number, email, lang, confirm} = parsed.value;
  const wrongProject = checkProject(context, project);
  if (wrongProject) return coded(wrongProject);
  if (confirm === true) return confirmWithdrawal(context, project, number, email);
  const row = findOrder(context.store.db, project, number, email);
  if (!row) return NOT_FOUND;
  if (row.fulfilment_state !== 'withdrawn' && !withdrawable(row)) {
    return notWithdrawable(row.fulfilment_state);
  }
  return showOrder(context, row, lang);
};
