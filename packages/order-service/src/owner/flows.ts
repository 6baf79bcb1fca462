// The owner's Directus Flows call the service here (`POST /owner/flows/<action>`): a manual
// trigger on orders ("Zahlung erhalten", "Versenden", "Stornieren", "Teilerstattung"), on
// products or variants ("Bestand anpassen") and the tax advisor's export. The body is the
// trigger's as Directus sends it, `{collection, keys, ...prompt fields}`. Each key runs the owner
// API's own command (owner/stateChange.ts, owner/stockAdjust.ts), so a Flow can do nothing the
// API would refuse; keys run one by one, and the first refusal stops the run and is answered
// with the API's status as `{status: 'error', code, message}`, the message naming the order and
// those done before it, which Directus shows the owner.
import type {ServiceContext} from '../handlers/context.ts';
import type {ServiceReply} from '../http/reply.ts';
import {uploadExport} from './directusFiles.ts';
import type {DirectusTarget} from './directusTarget.ts';
import {changeOrderState, type StateChangeInput} from './stateChange.ts';
import {adjustStock} from './stockAdjust.ts';
import {periodOf, taxExportCsv, taxExportFilename, taxLines} from './taxExport.ts';

/** The Flows' actions, the last part of the path. */
export const FLOW_ACTIONS = ['paid', 'ship', 'cancel', 'refund', 'restock', 'export'] as const;
/** One of `FLOW_ACTIONS`. */
export type FlowAction = (typeof FLOW_ACTIONS)[number];

/** Whether `value` names a Flow action. */
export const isFlowAction = (value: string): value is FlowAction =>
  (FLOW_ACTIONS as readonly string[]).includes(value);

/** The Directus collection of the orders. */
const ORDER_COLLECTION = 'shop_order';
/** The collections a restock runs on, and what their keys are. */
const STOCK_COLLECTIONS: Readonly<Record<string, 'product' | 'variant'>> = {
  ecommerce_product: 'product',
  ecommerce_product_variant: 'variant',
};

/** Most keys one run takes (the owner selects a page of a list at most). */
export const MAX_FLOW_KEYS = 100;

/** What a Flow run has besides its body. */
export interface FlowOptions {
  context: ServiceContext;
  now: () => Date;
  /** Where the export goes; null: nowhere (409). */
  directus: DirectusTarget | null;
  /** Fetch for Directus. @default globalThis.fetch */
  fetch?: typeof fetch;
}

/** An answer Directus shows as it is: `{status: 'error', code, message}`. */
const flowRefusal = (status: number, code: string, message: string): ServiceReply => ({
  status,
  body: {status: 'error', code, message},
});

/** The first error of an owner API refusal. */
function firstError(reply: ServiceReply): {code: string; message: string} {
  const errors = reply.body['errors'] as {code?: string; message?: string}[] | undefined;
  return {code: errors?.[0]?.code ?? 'refused', message: errors?.[0]?.message ?? 'Refused'};
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

/** The sentence that names the keys done before a refusal. */
const doneBefore = (done: readonly string[]) =>
  done.length === 0 ? '' : ` Done before: ${done.join(', ')}.`;

/** `text` ending in a full stop. */
const sentence = (text: string) => (/[.!?]$/.test(text) ? text : `${text}.`);

/** Runs the order command `input` on each key. */
async function orderFlow(
  options: FlowOptions,
  keys: readonly string[],
  input: StateChangeInput,
): Promise<ServiceReply> {
  const {context, now} = options;
  const results: Record<string, unknown>[] = [];
  for (const key of keys) {
    const changed = await changeOrderState(context, key, input, now);
    if (!changed.ok) {
      const {code, message} = firstError(changed.reply);
      const done = results.map((result) => String(result['key']));
      return flowRefusal(
        changed.reply.status,
        code,
        `Order ${key}: ${sentence(message)}${doneBefore(done)}`,
      );
    }
    const states = context.orders.states.statesOf(key);
    results.push({key, fulfilment: states?.fulfilment, payment: states?.payment});
  }
  return {status: 200, body: {status: 'ok', results}};
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
  const given = body['adjust'];
  const quantity =
    typeof given === 'string' && /^\s*[+-]?\d+\s*$/.test(given) ? Number(given) : given;
  const reason = blank(body['reason']) ? undefined : body['reason'];
  const results: Record<string, unknown>[] = [];
  for (const key of keys) {
    const done = results.map((result) => String(result['key']));
    const product = kind === 'variant' ? productOfVariant(context, key) : key;
    if (product === undefined) {
      return flowRefusal(404, 'unknown_variant', `No variant ${key}.${doneBefore(done)}`);
    }
    const known = context.catalogue.products.find((entry) => String(entry.id) === product);
    if (kind === 'product' && known && known.variants.length > 0) {
      return flowRefusal(
        400,
        'variant_required',
        `${known.display_name} has variants: adjust the stock of one of them.${doneBefore(done)}`,
      );
    }
    const adjusted = adjustStock(context, product, {
      quantity,
      ...(kind === 'variant' ? {variant: key} : {}),
      ...(reason === undefined ? {} : {reason}),
    });
    if (adjusted.status !== 200) {
      const {code, message} = firstError(adjusted);
      const path = (adjusted.body['errors'] as {path?: string}[] | undefined)?.[0]?.path;
      // A body field the check names is a prompt field of the Flow.
      const field = path === 'quantity' ? 'adjust: ' : path === 'reason' ? 'reason: ' : '';
      return flowRefusal(adjusted.status, code, `${field}${sentence(message)}${doneBefore(done)}`);
    }
    results.push({
      key,
      product,
      variant: adjusted.body['variant'],
      available: adjusted.body['available'],
    });
  }
  return {status: 200, body: {status: 'ok', results}};
}

/** A day of a date prompt (`2026-03-01` or `2026-03-01T00:00:00`), or the value as it is. */
const dayOf = (value: unknown) =>
  typeof value === 'string' && /^\d{4}-\d{2}-\d{2}(T|$)/.test(value) ? value.slice(0, 10) : null;

/** The tax advisor's export of the period `from`–`to`, uploaded into Directus's files. */
async function exportFlow(
  options: FlowOptions,
  body: Record<string, unknown>,
): Promise<ServiceReply> {
  const period = periodOf(dayOf(body['from']), dayOf(body['to']));
  if (!period.ok) return flowRefusal(400, 'invalid', sentence(period.message));
  if (options.directus === null) {
    return flowRefusal(
      409,
      'cms_not_configured',
      'The order service has no Directus to put the export into (DIRECTUS_URL and DIRECTUS_SERVICE_TOKEN).',
    );
  }
  const lines = taxLines(options.context.store.db, options.context.catalogue, period);
  const filename = taxExportFilename(period);
  const uploaded = await uploadExport(
    options.directus,
    {
      filename,
      title: `Bestellungen ${period.from} bis ${period.to}`,
      type: 'text/csv',
      content: taxExportCsv(lines),
    },
    options.fetch,
  );
  if (!uploaded.ok) return flowRefusal(uploaded.status, uploaded.code, sentence(uploaded.message));
  const orders = new Set(lines.map((line) => line.orderId)).size;
  return {
    status: 200,
    body: {status: 'ok', file: uploaded.id, results: [{file: uploaded.id, filename, orders}]},
  };
}

/** Answers one Flow call: `action` from the path, `body` the trigger's JSON object. */
export async function runFlow(
  options: FlowOptions,
  action: string,
  body: Record<string, unknown>,
): Promise<ServiceReply> {
  if (!isFlowAction(action)) {
    return flowRefusal(404, 'unknown_flow', `No flow ${action}; flows: ${FLOW_ACTIONS.join(', ')}`);
  }
  const collection = blank(body['collection']) ? undefined : body['collection'];
  if (action === 'export') {
    if (collection !== undefined && collection !== ORDER_COLLECTION) {
      return flowRefusal(400, 'wrong_collection', `export runs on ${ORDER_COLLECTION}`);
    }
    return exportFlow(options, body);
  }
  const keys = keysOf(body['keys']);
  if (keys === null || keys.length === 0) {
    return flowRefusal(400, 'invalid', 'keys names at least one item: a list or comma-separated');
  }
  if (keys.length > MAX_FLOW_KEYS) {
    return flowRefusal(400, 'invalid', `keys names at most ${MAX_FLOW_KEYS} items`);
  }
  if (action === 'restock') {
    const kind = collection === undefined ? 'product' : STOCK_COLLECTIONS[String(collection)];
    if (kind === undefined) {
      const names = Object.keys(STOCK_COLLECTIONS).join(' or ');
      return flowRefusal(400, 'wrong_collection', `restock runs on ${names}`);
    }
    return restockFlow(options, keys, kind, body);
  }
  if (collection !== undefined && collection !== ORDER_COLLECTION) {
    return flowRefusal(400, 'wrong_collection', `${action} runs on ${ORDER_COLLECTION}`);
  }
  const input: StateChangeInput = {action};
  if (action === 'ship' && !blank(body['tracking'])) input.tracking = body['tracking'];
  if (action === 'refund' && !blank(body['line'])) {
    const line = body['line'];
    input.line = typeof line === 'string' && /^\s*\d+\s*$/.test(line) ? Number(line) : line;
  }
  return orderFlow(options, keys, input);
}
