// POST /forms/contact and /newsletter/subscribe: the bodies the UI sends (decision 007 forms:
// ContactPayload `{name, email, message, privacy_accepted: true, lang}`, newsletter
// `{email, lang}`), so the contact form and signup work on localhost (spec §5).
import * as v from 'valibot';
import {EmailSchema, LangSchema} from '@schaufenster/core';
import {parseBody, type ServiceReply} from '../http/reply.ts';
import type {Handler} from './context.ts';

const Email = v.pipe(EmailSchema, v.maxLength(254));
const Lang = v.optional(LangSchema, 'de');
const requiredText = (max: number) => v.pipe(v.string(), v.trim(), v.nonEmpty(), v.maxLength(max));

/** The contact form body: name, e-mail, message, and the privacy agreement (spec §5). */
const ContactPayloadSchema = v.object({
  name: requiredText(200),
  email: Email,
  message: requiredText(10_000),
  privacy_accepted: v.literal(true),
  lang: Lang,
});

/** The newsletter signup body. */
const NewsletterPayloadSchema = v.object({email: Email, lang: Lang});

/** The spec §5 text for an address already registered, sent with HTTP 409. */
const NEWSLETTER_DUPLICATE_MESSAGE = 'Email Address already registered';

/** Handles POST /forms/contact. */
export const handleContact: Handler = (request, context) => {
  const parsed = parseBody(ContactPayloadSchema, request.body);
  if (!parsed.ok) return parsed.reply;
  context.store.addContactMessage(parsed.value);
  return {status: 200, body: {status: 'ok'}};
};

/** Handles POST /newsletter/subscribe; an address is registered once, case-insensitively. */
export const handleNewsletter: Handler = (request, context) => {
  const parsed = parseBody(NewsletterPayloadSchema, request.body);
  if (!parsed.ok) return parsed.reply;
  const email = parsed.value.email.trim().toLowerCase();
  if (context.store.addSubscriber(email, parsed.value.lang) === 'duplicate') {
    return duplicate();
  }
  return {status: 200, body: {status: 'ok'}};
};

// The UI reads a duplicate from the 409 status or `code: 'duplicate'` (subscribeNewsletter.ts).
function duplicate(): ServiceReply {
  return {
    status: 409,
    body: {
      status: 'error',
      code: 'duplicate',
      errors: [{code: 'duplicate', message: NEWSLETTER_DUPLICATE_MESSAGE, path: 'email'}],
    },
  };
}
