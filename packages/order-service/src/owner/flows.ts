// The owner's Directus Flows call the service here (`POST /owner/flows/<action>`): a manual
// trigger on orders ("Zahlung erhalten", "Versenden", "Stornieren", "Teilerstattung"), on
// products or variants ("Bestand anpassen") and the tax advisor's export. The body is the
// trigger's as Directus sends it, `{collection, keys, ...prompt fields}`. Each key runs the owner
// API's own command (owner/stateChange.ts, owner/stockAdjust.ts), so a Flow can do nothing the
// API would refuse; keys run one by one, and the first refusal stops the run and is answered
// with the API's status as `{status: 'error', code, message, detail?}`, the message naming the
// order and those done before it, which Directus shows the owner. Messages are in the language of
// the request's `Accept-Language` (owner/flowMessages.ts), German by default; `code` is the API's,
// and `detail` keeps the API's English sentence for the Flow's log.
import type {Lang} from '@schaufenster/core';
import type {ServiceContext} from '../handlers/context.ts';
import type {ServiceReply} from '../http/reply.ts';
import {REQUESTS} from './actions.ts';
import {uploadExport} from './directusFiles.ts';
import type {DirectusTarget} from './directusTarget.ts';
import {
  badRequestText,
  exportDoneText,
  exportTitle,
  itemName,
  orderDoneText,
  orderRefusalText,
  refusalText,
  restockDoneText,
  withDoneBefore,
  type RefusalFacts,
} from './flowMessages.ts';
import type {Answer} from './route.ts';
import {changeOrderState, type StateChangeInput} from './stateChange.ts';
import {adjustStock} from './stockAdjust.ts';
import {periodOf, taxExportCsv, taxExportFilename, taxLines} from './taxExport.ts';

/** The Flows' actions, the last part of the path. */
const FLOW_ACTIONS = ['paid', 'ship', 'cancel', 'refund', 'restock', 'export'] as const;
/** One of `FLOW_ACTIONS`. */
type FlowAction = (typeof FLOW_ACTIONS)[number];

/** Whether `value` names a Flow action. */
const isFlowAction = (value: string): value is FlowAction =>
  (FLOW_ACTIONS as readonly string[]).includes(value);

/** The Directus collection of the orders. */
const ORDER_COLLECTION = 'shop_order';
/** The collections a restock runs on, and what their keys are. */
const STOCK_COLLECTIONS: Readonly<Record<string, 'product' | 'variant'>> = {
  ecommerce_product: 'product',
  ecommerce_product_variant: 'variant',
};

/** Most keys one run takes (the owner selects a page of a list at most). */
const MAX_FLOW_KEYS = 100;

/** What a Flow run has besides its body. */
export interface FlowOptions {
  context: ServiceContext;
  now: () => Date;
  /** Where the export goes; null: nowhere (409). */
  directus: DirectusTarget | null;
  /** Fetch for Directus. @default globalThis.fetch */
  fetch?: typeof fetch;
  /** The owner's language (`ownerLanguage` of the request). @default 'de' */
  lang?: Lang;
}

/**
 * An answer Directus shows as it is: `{status: 'error', code, message}`, with the owner API's
 * English sentence as `detail` when there is one.
 */
const flowRefusal = (
  status: number,
  code: string,
  message: string,
  detail?: string,
): ServiceReply => ({
  status,
  body: {status: 'error', code, message, ...(detail === undefined ? {} : {detail})},
});

/** The first error of an owner API refusal. */
function firstError(reply: ServiceReply): {code: string; message?: string; path?: string} {
  const errors = reply.body['errors'] as {code?: string; message?: string; path?: string}[];
  const first = errors?.[0];
  return {
    code: first?.code ?? 'refused',
    ...(first?.message === undefined ? {} : {message: first.message}),
    ...(first?.path === undefined ? {} : {path: first.path}),
  };
}

/** A refusal of the owner API as the Flow's answer, its text made from `facts`. */
function apiRefusal(
  lang: Lang,
  reply: ServiceReply,
  facts: RefusalFacts,
  text: (reason: string) => string = (reason) => reason,
): ServiceReply {
  const {code, message, path} = firstError(reply);
  const reason = refusalText(lang, code, {...facts, path});
  return flowRefusal(reply.status, code, text(reason), message);
}

/** A body the endpoint could not read (http/body.ts) as a Flow's refusal; null stays null. */
export function flowBodyRefusal(lang: Lang, answer: Answer): Answer {
  if (answer === null || 'csv' in answer) return answer;
  const {code, message} = firstError(answer);
  const refusal = flowRefusal(answer.status, code, badRequestText(lang, code), message);
  return answer.headers ? {...refusal, headers: answer.headers} : refusal;
}

/** A blank prompt field: missing, null, or empty text (Directus sends an empty prompt so). */
const blank = (value: unknown) =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

/**
 * The keys as the trigger sends them: an array, a comma-separated string, or an array written
 * as JSON (a template's `{{$trigger.body.keys}}` inside quotes); null when none can be read.
 */
export function keysOf(value: unknown): string[] | null {
  let list: unknown = value;
  if (typeof value === 'string') {
    const text = value.trim();
    if (text.startsWith('{')) return null;
    if (text.startsWith('[')) {
      try {
        list = JSON.parse(text) as unknown;
      } catch {
        return null;
      }
    } else {
      list = text.split(',');
    }
  } else if (typeof value === 'number') {
    list = [value];
  }
  if (!Array.isArray(list)) return null;
  const keys: string[] = [];
  for (const key of list as unknown[]) {
    if (typeof key !== 'string' && typeof key !== 'number') return null;
    const text = String(key).trim();
    if (text !== '' && !keys.includes(text)) keys.push(text);
  }
  return keys;
}

/** The payment provider whose money an owner action on `orderId` moves. */
const providerOf = (context: ServiceContext, orderId: string) =>
  context.klarna?.store.byOrderId(orderId)?.klarnaOrderId ? 'Klarna' : 'PayPal';

/** Runs the order command `input` on each key. */
async function orderFlow(
  options: FlowOptions,
  keys: readonly string[],
  action: 'paid' | 'ship' | 'cancel' | 'refund',
  input: StateChangeInput,
): Promise<ServiceReply> {
  const {context, now} = options;
  const lang = options.lang ?? 'de';
  // The move whose refusal the API reports: the action's last request, a line's own refund.
  const change =
    action === 'refund' && input.line !== undefined
      ? {payment: 'partially_refunded' as const}
      : REQUESTS[action].at(-1);
  const results: Record<string, unknown>[] = [];
  for (const key of keys) {
    const changed = await changeOrderState(context, key, {action, ...input}, now);
    if (!changed.ok) {
      const done = results.map((result) => String(result['key']));
      const facts: RefusalFacts = {
        states: context.orders.states.statesOf(key),
        change,
        line: input.line,
        provider: providerOf(context, key),
      };
      return apiRefusal(lang, changed.reply, facts, (reason) =>
        orderRefusalText(lang, key, reason, done),
      );
    }
    const states = context.orders.states.statesOf(key);
    results.push({key, fulfilment: states?.fulfilment, payment: states?.payment});
  }
  const message = orderDoneText(lang, action, keys, input.line);
  return {status: 200, body: {status: 'ok', message, results}};
}

/** The product a variant id belongs to, in the catalogue. */
function productOfVariant(context: ServiceContext, variant: string): string | undefined {
  const product = context.catalogue.products.find((entry) =>
    entry.variants.some((each) => String(each.id) === variant),
  );
  return product === undefined ? undefined : String(product.id);
}

/** The stock correction `adjust` (with `reason`) on each product or variant key. */
function restockFlow(
  options: FlowOptions,
  keys: readonly string[],
  kind: 'product' | 'variant',
  body: Record<string, unknown>,
): ServiceReply {
  const {context} = options;
  const lang = options.lang ?? 'de';
  const given = body['adjust'];
  const quantity =
    typeof given === 'string' && /^\s*[+-]?\d+\s*$/.test(given) ? Number(given) : given;
  const reason = blank(body['reason']) ? undefined : body['reason'];
  const results: Record<string, unknown>[] = [];
  const named: {item: string; available: number}[] = [];
  for (const key of keys) {
    const done = results.map((result) => String(result['key']));
    const refused = (status: number, code: string, facts: RefusalFacts, detail?: string) =>
      flowRefusal(status, code, withDoneBefore(lang, refusalText(lang, code, facts), done), detail);
    const product = kind === 'variant' ? productOfVariant(context, key) : key;
    if (product === undefined) return refused(404, 'unknown_variant', {variant: key});
    const known = context.catalogue.products.find((entry) => String(entry.id) === product);
    const variant = kind === 'variant' ? key : null;
    const item = known ? itemName(lang, known.display_name, variant) : product;
    if (kind === 'product' && known && known.variants.length > 0) {
      return refused(400, 'variant_required', {item});
    }
    const adjusted = adjustStock(context, product, {
      quantity,
      ...(variant === null ? {} : {variant}),
      ...(reason === undefined ? {} : {reason}),
    });
    if (adjusted.status !== 200) {
      const {code, message, path} = firstError(adjusted);
      const available = context.orders.ledger.available(product, variant ?? '');
      const taking = typeof quantity === 'number' ? -quantity : 0;
      const facts = {path, item, product, ...(variant ? {variant} : {}), available, taking};
      return refused(adjusted.status, code, facts, message);
    }
    const available = Number(adjusted.body['available']);
    results.push({key, product, variant: adjusted.body['variant'], available});
    named.push({item, available});
  }
  const message = restockDoneText(lang, named);
  return {status: 200, body: {status: 'ok', message, results}};
}

/** A day of a date prompt (`2026-03-01` or `2026-03-01T00:00:00`), or the value as it is. */
const dayOf = (value: unknown) =>
  typeof value === 'string' && /^\d{4}-\d{2}-\d{2}(T|$)/.test(value) ? value.slice(0, 10) : null;

/** The tax advisor's export of the period `from`–`to`, uploaded into Directus's files. */
async function exportFlow(
  options: FlowOptions,
  body: Record<string, unknown>,
): Promise<ServiceReply> {
  const lang = options.lang ?? 'de';
  const to = dayOf(body['to']);
  const period = periodOf(dayOf(body['from']), to);
  if (!period.ok) {
    // `to` a day of its own: the period is the wrong way round.
    const path = period.field === 'to' && periodOf(to, to).ok ? 'period' : period.field;
    return flowRefusal(400, 'invalid', refusalText(lang, 'invalid', {path}), period.message);
  }
  if (options.directus === null) {
    return flowRefusal(409, 'cms_not_configured', refusalText(lang, 'cms_not_configured'));
  }
  const lines = taxLines(options.context.store.db, options.context.catalogue, period);
  const filename = taxExportFilename(period);
  const uploaded = await uploadExport(
    options.directus,
    {
      filename,
      title: exportTitle(lang, period),
      type: 'text/csv',
      content: taxExportCsv(lines),
    },
    options.fetch,
  );
  if (!uploaded.ok) {
    const text = refusalText(lang, uploaded.code);
    return flowRefusal(uploaded.status, uploaded.code, text, uploaded.message);
  }
  const orders = new Set(lines.map((line) => line.orderId)).size;
  return {
    status: 200,
    body: {
      status: 'ok',
      message: exportDoneText(lang, filename, orders),
      file: uploaded.id,
      results: [{file: uploaded.id, filename, orders}],
    },
  };
}

/** Answers one Flow call: `action` from the path, `body` the trigger's JSON object. */
export async function runFlow(
  options: FlowOptions,
  action: string,
  body: Record<string, unknown>,
): Promise<ServiceReply> {
  const lang = options.lang ?? 'de';
  const refused = (status: number, code: string, facts: RefusalFacts) =>
    flowRefusal(status, code, refusalText(lang, code, facts));
  if (!isFlowAction(action)) {
    return refused(404, 'unknown_flow', {action, actions: FLOW_ACTIONS});
  }
  const collection = blank(body['collection']) ? undefined : body['collection'];
  const wrongCollection = (collections: readonly string[]) =>
    refused(400, 'wrong_collection', {collections});
  if (action === 'export') {
    if (collection !== undefined && collection !== ORDER_COLLECTION) {
      return wrongCollection([ORDER_COLLECTION]);
    }
    return exportFlow(options, body);
  }
  const keys = keysOf(body['keys']);
  if (keys === null || keys.length === 0) return refused(400, 'invalid', {path: 'keys'});
  if (keys.length > MAX_FLOW_KEYS) {
    return refused(400, 'invalid', {path: 'keys.max', max: MAX_FLOW_KEYS});
  }
  if (action === 'restock') {
    const kind = collection === undefined ? 'product' : STOCK_COLLECTIONS[String(collection)];
    if (kind === undefined) return wrongCollection(Object.keys(STOCK_COLLECTIONS));
    return restockFlow(options, keys, kind, body);
  }
  if (collection !== undefined && collection !== ORDER_COLLECTION) {
    return wrongCollection([ORDER_COLLECTION]);
  }
  const input: StateChangeInput = {};
  if (action === 'ship' && !blank(body['tracking'])) input.tracking = body['tracking'];
  if (action === 'refund' && !blank(body['line'])) {
    const line = body['line'];
    input.line = typeof line === 'string' && /^\s*\d+\s*$/.test(line) ? Number(line) : line;
  }
  return orderFlow(options, keys, action, input);
}
