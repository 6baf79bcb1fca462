// The newsletter signup's configuration of the kit's submission machine (spec §5 Newsletter, §8):
// idle → sending → sent | failed(kind); an empty e-mail fails at once as "Email missing".
import type {SubmissionMessages, SubmissionOutcome} from '../FormField/index.ts';
import type {NewsletterOutcome} from './subscribeNewsletter.ts';

/** Why a signup failed: no address, already registered, or anything else. */
export type NewsletterErrorKind = 'missing' | 'duplicate' | 'unexpected';

const ERROR_KEYS = {
  missing: 'newsletterEmailMissing',
  duplicate: 'newsletterAlreadyRegistered',
  unexpected: 'newsletterUnexpectedError',
} as const;

/** The spec's wording for each state of the signup. */
export const NEWSLETTER_MESSAGES: SubmissionMessages<NewsletterErrorKind> = {
  sending: 'newsletterSending',
  sent: 'newsletterSuccess',
  failed: (kind) => ERROR_KEYS[kind],
};

/** A request's outcome as the machine takes it. */
export function newsletterSubmissionOutcome(
  outcome: NewsletterOutcome,
): SubmissionOutcome<NewsletterErrorKind> {
  return outcome === 'success' ? {ok: true} : {ok: false, reason: outcome};
}
