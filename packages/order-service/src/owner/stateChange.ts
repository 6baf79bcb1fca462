// One owner command on one order, as `POST /owner/orders/:id/state` and the Directus Flows
// (`POST /owner/flows/<action>`) both run it: the command and its fields checked, Klarna's money
// moved first (captured before shipping, released or refunded before a cancel), then PayPal's
// refunds and the move along the transition table (owner/actions.ts). A refusal is the owner
// API's answer with its HTTP status and code, and nothing has changed.
import type {ServiceContext} from '../handlers/context.ts';
import {refuse, type ServiceReply} from '../http/reply.ts';
import {ownerActionWithRefund, OWNER_ACTIONS, type OwnerAction} from './actions.ts';
import {MAX_TRACKING_LENGTH} from './shipments.ts';

/** A tracking number: printable ASCII without spaces, as carriers print them. */
const TRACKING_NUMBER = new RegExp(`^[\\x21-\\x7E]{1,${MAX_TRACKING_LENGTH}}$`);

const isAction = (value: unknown): value is OwnerAction =>
  typeof value === 'string' && (OWNER_ACTIONS as readonly string[]).includes(value);

/** A command as a body gives it: each field still unchecked. */
export interface StateChangeInput {
  /** One of `OWNER_ACTIONS`. */
  action?: unknown;
  /** With `ship`: the carrier's tracking number. */
  tracking?: unknown;
  /** With `refund`: the 1-based order line to refund alone. */
  line?: unknown;
}

/** What the command came to: done, or the owner API's refusal (nothing changed). */
export type StateChangeResult = {ok: true} | {ok: false; reply: ServiceReply};

const refused = (reply: ServiceReply): StateChangeResult => ({ok: false, reply});

/**
 * Runs the owner command `input` on order `orderId`. Answers 400 for a command or field the API
 * does not take, 404 for an unknown order, 409 for a move the transition table refuses, 502 or
 * 503 when a payment provider failed.
 */
export async function changeOrderState(
  context: ServiceContext,
  orderId: string,
  input: StateChangeInput,
  now: () => Date,
): Promise<StateChangeResult> {
  const {action, tracking, line} = input;
  if (!isAction(action)) {
    return refused(
      refuse(400, 'invalid', `action is one of ${OWNER_ACTIONS.join(', ')}`, 'action'),
    );
  }
  if (
    tracking !== undefined &&
    (action !== 'ship' || typeof tracking !== 'string' || !TRACKING_NUMBER.test(tracking.trim()))
  ) {
    return refused(
      refuse(
        400,
        'invalid',
        `tracking goes with ship: 1 to ${MAX_TRACKING_LENGTH} printable characters, no spaces`,
        'tracking',
      ),
    );
  }
  // `line` (1-based) refunds one line of the order through its provider.
  if (
    line !== undefined &&
    (action !== 'refund' || !Number.isSafeInteger(line) || Number(line) < 1)
  ) {
    return refused(refuse(400, 'invalid', 'line goes with refund: an order line from 1', 'line'));
  }
  // Klarna's money moves first: captured before shipping, released or refunded before a cancel.
  const lineOf = typeof line === 'number' ? {line} : {};
  const klarna = await context.klarna?.beforeOwnerAction(orderId, action, lineOf);
  if (klarna === 'done') return {ok: true};
  if (klarna) return refused(klarna);
  // PayPal's refunds (a whole one before a cancel or refund, or one line) go first too.
  const result = await ownerActionWithRefund(context, orderId, action, {
    ...(typeof tracking === 'string' ? {tracking: tracking.trim()} : {}),
    ...lineOf,
    now,
  });
  if (result.ok) return {ok: true};
  if ('code' in result && typeof result.code === 'string') {
    return refused(refuse(result.status, result.code, result.reason, 'line'));
  }
  const code =
    result.status === 404
      ? 'unknown_order'
      : result.status === 503
        ? 'payment_provider_unavailable'
        : result.status === 502
          ? 'payment_provider_error'
          : 'transition_refused';
  return refused(refuse(result.status, code, result.reason));
}
