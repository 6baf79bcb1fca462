// Sends the contact form to a hosted form service (spec §5 Contact form, §7 "the contact form
// may be a hosted form service"). The body shape is our contract with that service (decision 007).
import {FORM_REQUEST_TIMEOUT_MS, postJson, type FetchLike, type Lang} from '@schaufenster/core';

/** What the visitor typed into the contact form. */
export interface ContactFormValues {
  /** The sender's name. */
  name: string;
  /** The sender's e-mail address. */
  email: string;
  /** The message. */
  message: string;
}

/** Who sent the message, as the thanks page shows it. */
export interface ContactSender {
  /** The sender's name, trimmed. */
  name: string;
  /** The sender's e-mail address, trimmed. */
  email: string;
}

/** The JSON body POSTed to the form service. */
export interface ContactPayload extends ContactFormValues {
  /** Always true: the form cannot be sent without the agreement (spec §5). */
  privacy_accepted: true;
  /** The page language, so the service can answer in it. */
  lang: Lang;
}

/** Success with the sender, or why the message did not go out. */
export type ContactSubmitResult =
  | {ok: true; sender: ContactSender}
  | {ok: false; reason: 'http'; status: number}
  | {ok: false; reason: 'network' | 'timeout'};

/** The request body for `values` in `lang`, with surrounding white space removed. */
export function contactPayload(values: ContactFormValues, lang: Lang): ContactPayload {
  return {
    name: values.name.trim(),
    email: values.email.trim(),
    message: values.message.trim(),
    privacy_accepted: true,
    lang,
  };
}

/**
 * POSTs the form as JSON to `endpoint`. Any 2xx answer is success; another status, a network
 * failure or no answer within `timeoutMs` is a failure the form shows without losing input.
 */
export async function submitContactForm(
  endpoint: string,
  data: ContactFormValues & {lang: Lang},
  fetchImpl: FetchLike = globalThis.fetch,
  timeoutMs: number = FORM_REQUEST_TIMEOUT_MS,
): Promise<ContactSubmitResult> {
  const payload = contactPayload(data, data.lang);
  const outcome = await postJson(endpoint, payload, {fetch: fetchImpl, timeoutMs});
  // The form passes no abort signal, so `aborted` cannot happen; it would read as no answer.
  if (outcome.kind === 'aborted') return {ok: false, reason: 'network'};
  if (outcome.kind !== 'response') return {ok: false, reason: outcome.kind};
  if (!outcome.ok) return {ok: false, reason: 'http', status: outcome.status};
  return {ok: true, sender: {name: payload.name, email: payload.email}};
}
