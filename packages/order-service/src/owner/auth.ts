// Who may use the owner API: the bearer of ORDER_OWNER_TOKEN. The token is compared in constant
// time (SHA-256 digests of equal length through timingSafeEqual), so the time an answer takes
// tells nothing about how much of a guess was right.
import {createHash, timingSafeEqual} from 'node:crypto';
import type {IncomingHttpHeaders} from 'node:http';

/** Whether a request may use the owner API. */
type OwnerAccess = 'off' | 'granted' | 'refused';

/** Shortest owner token the service takes; a shorter one is a mistake, not a secret. */
const MIN_OWNER_TOKEN_LENGTH = 16;

const digest = (value: string) => createHash('sha256').update(value, 'utf8').digest();

/**
 * The owner token from `ORDER_OWNER_TOKEN`: undefined when unset or blank (the owner API is off);
 * throws a RangeError for one shorter than `MIN_OWNER_TOKEN_LENGTH`.
 */
export function ownerTokenOf(value: string | undefined): string | undefined {
  const token = value?.trim();
  if (token === undefined || token === '') return undefined;
  if (token.length < MIN_OWNER_TOKEN_LENGTH) {
    throw new RangeError(
      `ORDER_OWNER_TOKEN must be at least ${MIN_OWNER_TOKEN_LENGTH} characters long`,
    );
  }
  return token;
}

/**
 * The check of the owner API for `token`: `off` for every request without a token, else
 * `granted` for `Authorization: Bearer <token>` and `refused` for anything else.
 */
export function ownerAccessCheck(
  token: string | undefined,
): (headers: IncomingHttpHeaders) => OwnerAccess {
  if (token === undefined) return () => 'off';
  const expected = digest(token);
  return (headers) => {
    const match = /^Bearer[ \t]+(\S+)[ \t]*$/i.exec(headers.authorization ?? '');
    // A missing header is hashed too, so it takes as long as a wrong token.
    const given = digest(match?.[1] ?? '');
    return timingSafeEqual(given, expected) && match !== null ? 'granted' : 'refused';
  };
}
