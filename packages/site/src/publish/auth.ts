// Who may start a publish: a caller that knows the shared secret. The Directus Flow sends it as
// `Authorization: Bearer <secret>`; a caller that signs sends `X-Publish-Signature:
// sha256=<hex HMAC-SHA256 of the raw body>` instead. Both are compared in constant time.
import {createHash, createHmac, timingSafeEqual} from 'node:crypto';
import type {IncomingHttpHeaders} from 'node:http';

/** Whether `headers` (and the raw `body` they sign) carry the secret. */
export function isAuthorized(headers: IncomingHttpHeaders, body: Buffer, secret: string): boolean {
  const authorization = headers.authorization;
  if (typeof authorization === 'string') {
    const match = /^Bearer\s+(\S+)\s*$/i.exec(authorization);
    if (match?.[1] !== undefined && sameSecret(match[1], secret)) return true;
  }
  const signature = headers['x-publish-signature'];
  if (typeof signature === 'string') {
    const match = /^sha256=([0-9a-f]{64})$/i.exec(signature.trim());
    if (match?.[1] !== undefined) {
      const expected = createHmac('sha256', secret).update(body).digest();
      return timingSafeEqual(Buffer.from(match[1], 'hex'), expected);
    }
  }
  return false;
}

/** The signature header value of `body` (for callers and tests). */
export function signatureOf(body: string | Buffer, secret: string): string {
  return `sha256=${createHmac('sha256', secret).update(body).digest('hex')}`;
}

// Hashing both first gives equal lengths, so the comparison takes the same time whatever the
// given token's length.
function sameSecret(given: string, secret: string): boolean {
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(given), digest(secret));
}
