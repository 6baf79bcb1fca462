// The newsletter signup as a transition table (STYLE.md State; spec §5 Newsletter, §8):
// idle → sending → success | error(kind); an empty e-mail goes straight to error(missing).
import type {MessageKey} from '@schaufenster/core';

/** Why a signup failed: no address, already registered, or anything else. */
export type NewsletterErrorKind = 'missing' | 'duplicate' | 'unexpected';

/** Where the signup stands. */
export type NewsletterState =
  | {status: 'idle'}
  | {status: 'sending'}
  | {status: 'success'}
  | {status: 'error'; kind: NewsletterErrorKind};

/** What can happen to the signup. */
export type NewsletterEvent =
  | {type: 'submit'; email: string}
  | {type: 'succeeded'}
  | {type: 'failed'; kind: 'duplicate' | 'unexpected'};

/** The state before anything was sent. */
export const NEWSLETTER_IDLE: NewsletterState = {status: 'idle'};

type Status = NewsletterState['status'];
type Transitions = {
  [S in Status]: {
    [E in NewsletterEvent['type']]?: (
      event: Extract<NewsletterEvent, {type: E}>,
    ) => NewsletterState;
  };
};

// Spec §5: an empty e-mail gives "Email missing" and no request is made.
const submit = ({email}: {email: string}): NewsletterState =>
  email.trim() === '' ? {status: 'error', kind: 'missing'} : {status: 'sending'};

// Missing entries are ignored events: a second submit while sending, a late answer after a new
// submit went to error(missing), and so on.
const TRANSITIONS: Transitions = {
  idle: {submit},
  sending: {
    succeeded: () => ({status: 'success'}),
    failed: ({kind}) => ({status: 'error', kind}),
  },
  success: {submit},
  error: {submit},
};

/** The next state for `event`, or `state` itself when the table has no such transition. */
export function newsletterReducer(state: NewsletterState, event: NewsletterEvent): NewsletterState {
  const transition = TRANSITIONS[state.status][event.type] as
    ((event: NewsletterEvent) => NewsletterState) | undefined;
  return transition ? transition(event) : state;
}

const ERROR_KEYS: Record<NewsletterErrorKind, MessageKey> = {
  missing: 'newsletterEmailMissing',
  duplicate: 'newsletterAlreadyRegistered',
  unexpected: 'newsletterUnexpectedError',
};

/** The status message to show (spec §5 wording), or null while idle. */
export function newsletterMessageKey(state: NewsletterState): MessageKey | null {
  switch (state.status) {
    case 'idle':
      return null;
    case 'sending':
      return 'newsletterSending';
    case 'success':
      return 'newsletterSuccess';
    case 'error':
      return ERROR_KEYS[state.kind];
  }
}
