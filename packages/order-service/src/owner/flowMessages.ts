// The texts of the Directus Flows' answers (owner/flows.ts) in the owner's language. Directus
// shows a refusal's `message` to the owner as it is, in an app that speaks German, so these are
// not the owner API's English sentences: they come from core's catalogues (the `ownerFlow…`
// keys, formatted by core's `t` like the e-mails) in the language of the request's
// `Accept-Language`, German by default. The order states are named as the Directus dropdowns
// name them (cms/src/model-owner.ts; flowMessages.test.ts keeps the two equal).
import {DEFAULT_LANG, isLang, t, type Lang, type MessageKey} from '@schaufenster/core';
import {transitionRefusal, type OrderStates, type StateChange} from '../orders/states.ts';
import {MAX_TRACKING_LENGTH} from './shipments.ts';
import {MAX_ADJUSTMENT, MAX_REASON_LENGTH} from './stockAdjust.ts';

/** The language of an owner's request: the best of `Accept-Language` we speak, else German. */
export function ownerLanguage(header: string | readonly string[] | undefined): Lang {
  const text = typeof header === 'string' ? header : (header ?? []).join(',');
  let best: {lang: Lang; q: number} | null = null;
  for (const part of text.split(',')) {
    const [range = '', ...params] = part.split(';');
    const tag = range.trim().toLowerCase();
    let q = 1;
    for (const param of params) {
      const [name = '', value = ''] = param.split('=').map((each) => each.trim());
      if (name.toLowerCase() !== 'q') continue;
      q = /^(0(\.\d{0,3})?|1(\.0{0,3})?)$/.test(value) ? Number(value) : Number.NaN;
    }
    if (!(q > 0)) continue;
    // `*` is any language: ours is German. `de-AT` is German.
    const primary = tag === '*' ? DEFAULT_LANG : tag.split('-')[0];
    if (!isLang(primary)) continue;
    if (best === null || q > best.q) best = {lang: primary, q};
  }
  return best?.lang ?? DEFAULT_LANG;
}

/** The fulfilment state `state` as the owner reads it. */
export const fulfilmentLabel = (lang: Lang, state: string) =>
  t(lang, 'ownerFlowFulfilmentState', {state});

/** The payment state `state` as the owner reads it. */
export const paymentLabel = (lang: Lang, state: string) =>
  t(lang, 'ownerFlowPaymentState', {state});

/** A list of order numbers, products or variants in a sentence. */
const listOf = (keys: readonly string[]) => keys.join(', ');

/** What a refusal's text names besides its code; each code reads the facts it needs. */
export interface RefusalFacts {
  /** The body field the owner API named (`tracking`, `line`, `quantity`, `reason`, …). */
  path?: string | undefined;
  /** The order's states now (nothing changed) and the move the action asked for. */
  states?: OrderStates | undefined;
  change?: StateChange | undefined;
  /** The order line of a refund. */
  line?: unknown;
  /** The payment provider of the order. */
  provider?: string;
  /** The stock item, named (`itemName`), and its ids. */
  item?: string;
  product?: string;
  variant?: string;
  /** Pieces in stock and those the correction would take. */
  available?: number | null;
  taking?: number;
  /** A Flow's action, and the collections it runs on. */
  action?: string;
  actions?: readonly string[];
  collections?: readonly string[];
  /** Most keys a run takes. */
  max?: number;
}

type Text = (lang: Lang, facts: RefusalFacts) => string;

/** A message without values. */
const plain =
  (key: MessageKey): Text =>
  (lang) =>
    t(lang, key);

/** Why the transition table refused the move `facts.change` of an order in `facts.states`. */
function transitionText(lang: Lang, {states, change}: RefusalFacts): string {
  if (states === undefined || change === undefined) return t(lang, 'ownerFlowInvalid');
  const fulfilment = change.fulfilment ?? states.fulfilment;
  const payment = change.payment ?? states.payment;
  if (fulfilment === states.fulfilment && payment === states.payment) {
    return t(lang, 'ownerFlowAlready', {
      fulfilment: fulfilmentLabel(lang, states.fulfilment),
      payment: paymentLabel(lang, states.payment),
    });
  }
  const paymentRefused =
    fulfilment === states.fulfilment || transitionRefusal(states, {fulfilment}, 'owner') === null;
  return paymentRefused
    ? t(lang, 'ownerFlowPaymentRefused', {
        from: paymentLabel(lang, states.payment),
        to: paymentLabel(lang, payment),
      })
    : t(lang, 'ownerFlowFulfilmentRefused', {
        from: fulfilmentLabel(lang, states.fulfilment),
        to: fulfilmentLabel(lang, fulfilment),
      });
}

/** An `invalid` refusal, by the field it names. */
function invalidText(lang: Lang, facts: RefusalFacts): string {
  switch (facts.path) {
    case 'tracking':
      return t(lang, 'ownerFlowInvalidTracking', {max: MAX_TRACKING_LENGTH});
    case 'line':
      return t(lang, 'ownerFlowInvalidLine');
    case 'quantity':
      return t(lang, 'ownerFlowInvalidAdjust', {max: MAX_ADJUSTMENT});
    case 'reason':
      return t(lang, 'ownerFlowInvalidReason', {max: MAX_REASON_LENGTH});
    case 'from':
      return t(lang, 'ownerFlowPeriodFrom');
    case 'to':
      return t(lang, 'ownerFlowPeriodTo');
    case 'period':
      return t(lang, 'ownerFlowPeriodOrder');
    case 'keys':
      return t(lang, 'ownerFlowNoKeys');
    case 'keys.max':
      return t(lang, 'ownerFlowTooManyKeys', {max: facts.max ?? 0});
    default:
      return t(lang, 'ownerFlowInvalid');
  }
}

const lineOf = (facts: RefusalFacts) => String(facts.line ?? '');
const provider = (facts: RefusalFacts) => facts.provider ?? 'PayPal';
const item = (facts: RefusalFacts) => facts.item ?? facts.product ?? '';

/**
 * The text of each refusal `code` a Flow can answer: the owner API's codes on the Flow's path
 * (orders, Klarna and PayPal, stock, the export) and the Flow's own.
 */
export const FLOW_REFUSALS: Readonly<Record<string, Text>> = {
  transition_refused: transitionText,
  unknown_order: plain('ownerFlowUnknownOrder'),
  payment_provider_unavailable: (lang, facts) =>
    t(lang, 'ownerFlowProviderUnavailable', {provider: provider(facts)}),
  payment_provider_error: (lang, facts) =>
    t(lang, 'ownerFlowProviderError', {provider: provider(facts)}),
  klarna_pending: plain('ownerFlowKlarnaPending'),
  klarna_capture_refused: plain('ownerFlowKlarnaCaptureRefused'),
  klarna_refund_refused: plain('ownerFlowKlarnaRefundRefused'),
  klarna_cancel_refused: plain('ownerFlowKlarnaCancelRefused'),
  line_refund_unsupported: plain('ownerFlowLineRefundUnsupported'),
  unknown_line: (lang, facts) => t(lang, 'ownerFlowUnknownLine', {line: lineOf(facts)}),
  line_refunded: (lang, facts) => t(lang, 'ownerFlowLineRefunded', {line: lineOf(facts)}),
  refund_exceeds_capture: (lang, facts) =>
    t(lang, 'ownerFlowRefundExceedsCapture', {line: lineOf(facts)}),
  invalid: invalidText,
  unknown_product: (lang, facts) =>
    t(lang, 'ownerFlowUnknownProduct', {product: facts.product ?? ''}),
  unknown_variant: (lang, facts) =>
    t(lang, 'ownerFlowUnknownVariant', {variant: facts.variant ?? ''}),
  variant_required: (lang, facts) => t(lang, 'ownerFlowVariantRequired', {item: item(facts)}),
  not_counted: (lang, facts) => t(lang, 'ownerFlowNotCounted', {item: item(facts)}),
  below_zero: (lang, facts) => {
    const available = facts.available ?? 0;
    const taking = facts.taking ?? 0;
    return t(lang, 'ownerFlowBelowZero', {
      item: item(facts),
      available,
      taking,
      left: available - taking,
    });
  },
  cms_not_configured: plain('ownerFlowCmsNotConfigured'),
  cms_unavailable: plain('ownerFlowCmsUnavailable'),
  cms_refused: plain('ownerFlowCmsRefused'),
  unknown_flow: (lang, facts) =>
    t(lang, 'ownerFlowUnknownFlow', {
      action: facts.action ?? '',
      actions: listOf(facts.actions ?? []),
    }),
  wrong_collection: (lang, facts) =>
    t(lang, 'ownerFlowWrongCollection', {collections: listOf(facts.collections ?? [])}),
};

/**
 * The owner's text for the refusal `code`. A code without a text of its own (one the API may
 * add later) is named in a general sentence rather than shown in English.
 */
export function refusalText(lang: Lang, code: string, facts: RefusalFacts = {}): string {
  const text = Object.hasOwn(FLOW_REFUSALS, code) ? FLOW_REFUSALS[code] : undefined;
  return text ? text(lang, facts) : t(lang, 'ownerFlowRefused', {code});
}

/** The refusal of order `order`, with the keys done before it named. */
export function orderRefusalText(
  lang: Lang,
  order: string,
  reason: string,
  done: readonly string[],
): string {
  return withDoneBefore(lang, t(lang, 'ownerFlowOrderRefused', {order, reason}), done);
}

/** `text`, then the sentence naming the keys done before it (none: `text` alone). */
export function withDoneBefore(lang: Lang, text: string, done: readonly string[]): string {
  return done.length === 0
    ? text
    : `${text} ${t(lang, 'ownerFlowDoneBefore', {keys: listOf(done)})}`;
}

/** A product (`variant` null) or variant of the catalogue, named for the owner. */
export function itemName(lang: Lang, name: string, variant: string | null): string {
  return variant === null
    ? t(lang, 'ownerFlowItemProduct', {name})
    : t(lang, 'ownerFlowItemVariant', {name, variant});
}

/** The order actions' success texts. */
const DONE: Readonly<Record<'paid' | 'ship' | 'cancel' | 'refund', MessageKey>> = {
  paid: 'ownerFlowDonePaid',
  ship: 'ownerFlowDoneShip',
  cancel: 'ownerFlowDoneCancel',
  refund: 'ownerFlowDoneRefund',
};

/** What an order action did to `orders` (a refund of `line` alone when given). */
export function orderDoneText(
  lang: Lang,
  action: keyof typeof DONE,
  orders: readonly string[],
  line?: unknown,
): string {
  if (action === 'refund' && line !== undefined) {
    return t(lang, 'ownerFlowDoneRefundLine', {line: String(line), orders: listOf(orders)});
  }
  return t(lang, DONE[action], {count: orders.length, orders: listOf(orders)});
}

/** What a restock did: each item with its pieces now. */
export function restockDoneText(
  lang: Lang,
  items: readonly {item: string; available: number}[],
): string {
  const each = items.map((entry) => t(lang, 'ownerFlowStockNow', {...entry}));
  return t(lang, 'ownerFlowDoneRestock', {items: each.join('; ')});
}

/** The title of the export's file in Directus. */
export const exportTitle = (lang: Lang, period: {from: string; to: string}) =>
  t(lang, 'ownerFlowExportTitle', {...period});

/** What the export did. */
export const exportDoneText = (lang: Lang, filename: string, count: number) =>
  t(lang, 'ownerFlowDoneExport', {filename, count});

/** A body the Flow endpoint could not read (`code` of http/body.ts). */
export const badRequestText = (lang: Lang, code: string) => t(lang, 'ownerFlowBadRequest', {code});
