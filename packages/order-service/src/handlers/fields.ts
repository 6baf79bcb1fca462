// Caller-written fields as the service stores them (decision 010e): each with a length limit, so
// a post stores at most a few kilobytes of text and nothing the spec does not name.
import * as v from 'valibot';
import {EmailSchema, RatingPayloadSchema} from '@schaufenster/core';

/** Longest stored name (contact form, request, rating). */
export const MAX_NAME_LENGTH = 200;
/** Longest stored e-mail address (RFC 5321's path limit). */
export const MAX_EMAIL_LENGTH = 254;
/** Longest stored phone number: spec §5 Phone numbers, "max 250 characters of input". */
export const MAX_PHONE_LENGTH = 250;
/** Longest stored message or comment. */
export const MAX_MESSAGE_LENGTH = 10_000;
/** Longest product or variant id given as text (CMS ids are numbers or short keys). */
const MAX_ID_LENGTH = 100;

/** An e-mail address (core's rule) of at most 254 characters. */
export const Email = v.pipe(EmailSchema, v.maxLength(MAX_EMAIL_LENGTH));

/** A product or variant id: core's (a whole number or text), as text at most 100 characters. */
export const Id = v.pipe(
  RatingPayloadSchema.entries.product,
  v.check(
    (id) => String(id).length <= MAX_ID_LENGTH,
    `Expected at most ${MAX_ID_LENGTH} characters`,
  ),
);

/** Text of at most `max` characters, trimmed. */
export const text = (max: number) => v.pipe(v.string(), v.trim(), v.maxLength(max));

/** Text of 1 to `max` characters once trimmed. */
export const requiredText = (max: number) => v.pipe(text(max), v.nonEmpty());
