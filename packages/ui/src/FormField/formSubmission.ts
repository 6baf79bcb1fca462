// A form's send as a transition table (STYLE.md State; spec §5 Validation rules, §8 messages):
// idle → sending → sent | failed(reason). A form may also fail before sending (`reject`, e.g. the
// newsletter's "Email missing"). Every form of the kit configures this one machine.
import type {MessageKey} from '@schaufenster/core';

/** Where a form's send stands; `R` names why it failed. */
export type SubmissionState<R extends string = string> =
  {status: 'idle'} | {status: 'sending'} | {status: 'sent'} | {status: 'failed'; reason: R};

/** What can happen to a send. */
export type SubmissionEvent<R extends string = string> =
  | {type: 'submit'}
  | {type: 'reject'; reason: R}
  | {type: 'succeed'}
  | {type: 'fail'; reason: R}
  | {type: 'reset'};

/** How a send task ended: success, or failure with its reason. */
export type SubmissionOutcome<R extends string = string> = {ok: true} | {ok: false; reason: R};

/** The texts a form shows for its send (keys of the message catalogues). */
export interface SubmissionMessages<R extends string = string> {
  /** The status text while sending. */
  sending: MessageKey;
  /** The status text once sent; without it nothing is said (the form shows its own). */
  sent?: MessageKey;
  /** The alert text of a failure: one for all, or one per reason. */
  failed: MessageKey | ((reason: R) => MessageKey);
}

/** The state before anything was sent. */
export const SUBMISSION_IDLE: SubmissionState<never> = {status: 'idle'};

type AnyEvent = SubmissionEvent;
type AnyState = SubmissionState;
type Transitions = Record<
  AnyState['status'],
  Partial<Record<AnyEvent['type'], (event: AnyEvent) => AnyState>>
>;

const send = (): AnyState => ({status: 'sending'});
// Only the reason of a reject or fail event; the table calls it for nothing else.
const failWith = (event: AnyEvent): AnyState =>
  event.type === 'reject' || event.type === 'fail'
    ? {status: 'failed', reason: event.reason}
    : SUBMISSION_IDLE;
const idle = (): AnyState => SUBMISSION_IDLE;

// Missing entries are ignored events: a second submit while sending, an answer outside sending.
const TRANSITIONS: Transitions = {
  idle: {submit: send, reject: failWith},
  sending: {succeed: () => ({status: 'sent'}), fail: failWith},
  sent: {submit: send, reject: failWith, reset: idle},
  failed: {submit: send, reject: failWith, reset: idle},
};

/** The next state for `event`, or `state` itself when the table has no such transition. */
export function submissionReducer<R extends string>(
  state: SubmissionState<R>,
  event: SubmissionEvent<R>,
): SubmissionState<R> {
  const transition = TRANSITIONS[state.status][event.type];
  return transition ? (transition(event) as SubmissionState<R>) : state;
}

/** The keys of the status region (sending, sent) and the alert region (failed) for `state`. */
export function submissionMessageKeys<R extends string>(
  state: SubmissionState<R>,
  messages: SubmissionMessages<R>,
): {status: MessageKey | null; alert: MessageKey | null} {
  switch (state.status) {
    case 'idle':
      return {status: null, alert: null};
    case 'sending':
      return {status: messages.sending, alert: null};
    case 'sent':
      return {status: messages.sent ?? null, alert: null};
    case 'failed': {
      const {failed} = messages;
      return {status: null, alert: typeof failed === 'function' ? failed(state.reason) : failed};
    }
  }
}

/** Runs a task that may throw (e.g. an order-service call): a throw is failure `'error'`. */
export async function settle(task: Promise<unknown>): Promise<SubmissionOutcome<'error'>> {
  try {
    await task;
    return {ok: true};
  } catch {
    return {ok: false, reason: 'error'};
  }
}
