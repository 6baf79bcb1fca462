// POST /forms/contact and /newsletter/subscribe: the bodies the UI sends (decision 007 forms:
// ContactPayload `{name, email, message, privacy_accepted: true, lang}`, newsletter
// `{email, lang}`), so the contact form and signup work on localhost (spec §5).
import * as v from 'valibot';
import {LangSchema} from '@schaufenster/core';
import {parseBody} from '../http/reply.ts';
import {contactMessages} from '../outbox/messages.ts';
import type {Handler} from './context.ts';
import {Email, MAX_MESSAGE_LENGTH, MAX_NAME_LENGTH, requiredText} from './fields.ts';

const Lang = v.optional(LangSchema, 'de');

/** The contact form body: name, e-mail, message, and the privacy agreement (spec §5). */
const ContactPayloadSchema = v.object({
  name: requiredText(MAX_NAME_LENGTH),
  email: Email,
  message: requiredText(MAX_MESSAGE_LENGTH),
  privacy_accepted: v.literal(true),
  lang: Lang,
});

/** The newsletter signup body. */
const NewsletterPayloadSchema = v.object({email: Email, lang: Lang});

/** Handles POST /forms/contact. */
export const handleContact: Handler = (request, context) => {
  const parsed = parseBody(ContactPayloadSchema, request.body);
  if (!parsed.ok) return parsed.reply;
  context.store.addContactMessage(parsed.value, contactMessages(parsed.value));
  return {status: 200, body: {status: 'ok'}};
};

/**
 * Handles POST /newsletter/subscribe. An address is stored once, case-insensitively, pending
 * until it follows the confirmation mail's link (decision 069). A known address gets the same
 * answer as a new one, so the endpoint does not tell anyone who is subscribed (decision 010e; the
 * UI still reads a 409 from services that send one).
 */
export const handleNewsletter: Handler = (request, context) => {
  const parsed = parseBody(NewsletterPayloadSchema, request.body);
  if (!parsed.ok) return parsed.reply;
  context.newsletter.subscribe(parsed.value.email.trim().toLowerCase(), parsed.value.lang);
  return {status: 200, body: {status: 'ok'}};
};
