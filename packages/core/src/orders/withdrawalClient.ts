// The electronic withdrawal function (§356a BGB): the withdrawal page's two posts to the order
// service's `POST /ecom/withdrawal`. Step 1 names the order (number and e-mail) and gets its
// lines back; step 2 sends the same with `confirm: true` and gets the time the withdrawal was
// received. Never throws: every answer becomes an outcome the page has a sentence for.
import type {Lang} from '../language/lang.ts';
import {isJsonObject, postJson, type FetchLike} from './timedFetch.ts';

/** The order service's withdrawal endpoint, relative to its base URL. */
const WITHDRAWAL_PATH = '/ecom/withdrawal';

/**
 * Why a withdrawal post failed: no order with this number and e-mail (one answer for both, so
 * nobody learns which orders exist), an order that cannot be withdrawn (not yet paid, cancelled),
 * or anything else (no answer, a rate limit, an answer not understood).
 */
export type WithdrawalError = 'order_not_found' | 'not_withdrawable' | 'network';

/** One line of the order, as the service names it. */
export interface WithdrawalLine {
  /** Product name. */
  name: string;
  /** Variant name, or null. */
  variant: string | null;
  /** Pieces. */
  quantity: number;
  /** A personalized piece: excluded from withdrawal (§312g(2) no. 1 BGB). */
  excluded: boolean;
}

/** The order step 1 found. */
export interface WithdrawalOrder {
  /** Order number, e.g. `MO-1004`. */
  number: string;
  /** When it was placed (ISO). */
  placed_at: string;
  /** Its fulfilment state. */
  state: string;
  /** Its lines. */
  lines: WithdrawalLine[];
}

/** What the withdrawal page sends. */
export interface WithdrawalInput {
  /** The order number as typed (trimmed before sending). */
  orderNumber: string;
  /** The order's e-mail address as typed (trimmed before sending). */
  email: string;
  /** The page language: the confirmation e-mail's. */
  lang: Lang;
}

/** Where and as whom the page posts. */
export interface WithdrawalClientOptions {
  /** The order service (`ORDER_API_URL`); '' for the site's own origin. */
  baseUrl: string;
  /** Project name sent with every body. */
  project: string;
  /** Fetch to use. @default globalThis.fetch */
  fetch?: FetchLike;
  /** Time limit per post in ms. @default FORM_REQUEST_TIMEOUT_MS */
  timeoutMs?: number;
}

/** Step 1's outcome. */
export type WithdrawalLookup =
  {ok: true; order: WithdrawalOrder} | {ok: false; error: WithdrawalError};

/** Step 2's outcome: when the withdrawal was received (ISO). */
export type WithdrawalReceipt =
  {ok: true; withdrawnAt: string} | {ok: false; error: WithdrawalError};

const KNOWN_ERRORS: readonly WithdrawalError[] = ['order_not_found', 'not_withdrawable'];

function parseLine(value: unknown): WithdrawalLine | null {
  if (!isJsonObject(value) || typeof value['name'] !== 'string') return null;
  const quantity = value['quantity'];
  return {
    name: value['name'],
    variant:
      typeof value['variant'] === 'string' && value['variant'] !== '' ? value['variant'] : null,
    quantity: typeof quantity === 'number' && Number.isFinite(quantity) ? quantity : 1,
    excluded: value['excluded'] === true,
  };
}

function parseOrder(value: unknown): WithdrawalOrder | null {
  if (!isJsonObject(value) || !Array.isArray(value['lines'])) return null;
  const {number, placed_at, state} = value;
  if (typeof number !== 'string' || typeof placed_at !== 'string') return null;
  return {
    number,
    placed_at,
    state: typeof state === 'string' ? state : '',
    lines: value['lines'].flatMap((line: unknown) => parseLine(line) ?? []),
  };
}

/** Posts one step; an answer that is not ok gives its known code, or `network`. */
async function post(
  input: WithdrawalInput,
  options: WithdrawalClientOptions,
  confirm: boolean,
): Promise<{ok: true; body: Record<string, unknown>} | {ok: false; error: WithdrawalError}> {
  const outcome = await postJson(
    `${options.baseUrl.replace(/\/+$/, '')}${WITHDRAWAL_PATH}`,
    {
      project: options.project,
      order_number: input.orderNumber.trim(),
      email: input.email.trim(),
      lang: input.lang,
      ...(confirm ? {confirm: true} : {}),
    },
    {
      ...(options.fetch ? {fetch: options.fetch} : {}),
      ...(options.timeoutMs === undefined ? {} : {timeoutMs: options.timeoutMs}),
    },
  );
  if (outcome.kind !== 'response' || !isJsonObject(outcome.body)) {
    return {ok: false, error: 'network'};
  }
  const {body} = outcome;
  if (outcome.ok && body['status'] === 'ok') return {ok: true, body};
  const code = body['code'];
  const known = KNOWN_ERRORS.find((error) => error === code);
  return {ok: false, error: known ?? 'network'};
}

/** Step 1: finds the order by number and e-mail and returns its lines. */
export async function lookUpWithdrawal(
  input: WithdrawalInput,
  options: WithdrawalClientOptions,
): Promise<WithdrawalLookup> {
  const answer = await post(input, options, false);
  if (!answer.ok) return answer;
  const order = parseOrder(answer.body['order']);
  return order === null ? {ok: false, error: 'network'} : {ok: true, order};
}

/** Step 2: withdraws from the order's contract; a second call answers the first time again. */
export async function confirmWithdrawal(
  input: WithdrawalInput,
  options: WithdrawalClientOptions,
): Promise<WithdrawalReceipt> {
  const answer = await post(input, options, true);
  if (!answer.ok) return answer;
  const withdrawnAt = answer.body['withdrawn_at'];
  return typeof withdrawnAt === 'string' ? {ok: true, withdrawnAt} : {ok: false, error: 'network'};
}
