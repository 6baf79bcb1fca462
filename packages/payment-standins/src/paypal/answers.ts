// How the PayPal stand-in answers: an HTTP status with a JSON body, PayPal's error body
// (`name`, `message`, `debug_id`, `details`, `links`) for the errors the stand-in gives, its ids
// and its times. Error names as PayPal documents them:
// https://developer.paypal.com/api/rest/reference/orders/v2/errors/.
import {randomBytes} from 'node:crypto';

/** An answer: HTTP status and JSON body. */
export interface Answer {
  status: number;
  body: unknown;
}

/** One error detail of PayPal's error body. */
interface Detail {
  field?: string;
  issue: string;
  description: string;
}

const ID_CHARS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';

/** A PayPal-like id: `length` upper-case letters and digits (PayPal's are 17). */
export function randomId(length = 17): string {
  return [...randomBytes(length)].map((byte) => ID_CHARS[byte % ID_CHARS.length]).join('');
}

/** A time as PayPal writes it: ISO 8601 in UTC, without milliseconds. */
export function paypalTime(date: Date): string {
  return date.toISOString().replace(/\.\d{3}Z$/, 'Z');
}

/** PayPal's error body (`name`, `message`, `debug_id`, `details`). */
function paypalError(
  status: number,
  name: string,
  message: string,
  details: Detail[] = [],
): Answer {
  return {
    status,
    body: {
      name,
      message,
      debug_id: randomId(13).toLowerCase(),
      ...(details.length > 0 ? {details} : {}),
      links: [
        {
          href: `https://developer.paypal.com/api/rest/reference/orders/v2/errors/#${details[0]?.issue ?? name}`,
          rel: 'information_link',
        },
      ],
    },
  };
}

/** 422: a request PayPal understood and refuses by its rules. */
export const unprocessable = (issue: string, description: string, field?: string) =>
  paypalError(
    422,
    'UNPROCESSABLE_ENTITY',
    'The requested action could not be performed, semantically incorrect, or failed business validation.',
    [{...(field ? {field} : {}), issue, description}],
  );

/** 400: a field missing or malformed. */
export const invalid = (field: string, issue: string, description: string) =>
  paypalError(
    400,
    'INVALID_REQUEST',
    'Request is not well-formed, syntactically incorrect, or violates schema.',
    [{field, issue, description}],
  );

/** 404: no resource with id `what`. */
export const notFound = (what: string) =>
  paypalError(404, 'RESOURCE_NOT_FOUND', 'The specified resource does not exist.', [
    {issue: 'INVALID_RESOURCE_ID', description: `Specified resource ID ${what} does not exist.`},
  ]);
