// How long a client may take (decision 010e). node:http checks its request and header timeouts
// only every `connectionsCheckingInterval` (30 s by default), so a client trickling a byte every
// 2 s held its connection about 24 s of the 10 s meant; the interval here is a tenth of the
// timeout, at most a second.
import {KEEP_ALIVE_TIMEOUT_MS} from '../limits.ts';

/** node:http server settings for a client timeout, in ms. */
export interface ServerTimeouts {
  /** Time to send the whole request (headers and body); then 408 and close. */
  requestTimeout: number;
  /** Time to send the headers; half the request time. */
  headersTimeout: number;
  /** How often node checks the two above. */
  connectionsCheckingInterval: number;
  /** Idle keep-alive connections are closed after this. */
  keepAliveTimeout: number;
  /** A socket with no traffic at all for this long is destroyed. */
  socketTimeout: number;
}

/** The server settings that cut a slow or idle client after about `clientTimeoutMs`. */
export function serverTimeouts(clientTimeoutMs: number): ServerTimeouts {
  if (!Number.isInteger(clientTimeoutMs) || clientTimeoutMs < 10) {
    throw new RangeError(`clientTimeoutMs must be a whole number of at least 10 ms`);
  }
  return {
    requestTimeout: clientTimeoutMs,
    headersTimeout: Math.ceil(clientTimeoutMs / 2),
    connectionsCheckingInterval: Math.min(1_000, Math.ceil(clientTimeoutMs / 10)),
    keepAliveTimeout: Math.min(KEEP_ALIVE_TIMEOUT_MS, clientTimeoutMs),
    socketTimeout: clientTimeoutMs,
  };
}
