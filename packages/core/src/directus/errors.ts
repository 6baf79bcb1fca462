// The content client's errors (spec §8 "Content client", §4 "Authentication session").
// Developer- and agency-facing (build logs, scripts), never shown to visitors: the spec's texts are
// kept verbatim here instead of the visitor message catalogue (decision 019).

/** The spec's content-client failures: message text and code. */
export const DIRECTUS_ERRORS = {
  /** No answer: refused, reset, DNS, timeout (spec §8). */
  network: {message: 'Network error', code: -1},
  /** The server answered, but not with JSON where JSON was due (spec §8). */
  invalidJson: {message: 'API returned invalid JSON', code: 422},
  /** Anything else; the spec's spelling (spec §8). */
  unknown: {message: 'Unknown error occured', code: -1},
  /** The locally held token ran out without a refresh (spec §4 Authentication session). */
  expiredToken: {message: 'auth_expired_token', code: 102},
} as const;

/** Which of the spec's failures an error is; `server` carries the server's own message. */
export type DirectusErrorKind = keyof typeof DIRECTUS_ERRORS | 'server' | 'config';

/** Details of a failed call, for logs. */
export interface DirectusErrorDetails {
  /** HTTP status when the server answered, else null. */
  status?: number | null;
  /** Directus's own error code (`errors[0].extensions.code`, e.g. INVALID_CREDENTIALS). */
  reason?: string | null;
  /** The call, e.g. `GET /items/brand`. */
  request?: string | null;
  /** A short technical explanation (e.g. `connect ECONNREFUSED 127.0.0.1:8055`). */
  detail?: string | null;
  /** The underlying error. */
  cause?: unknown;
}

/**
 * A failed content-client call. `message` is exactly the spec's text (or the server's message),
 * `code` the spec's code (the HTTP status for server messages); {@link describeDirectusError}
 * adds the call and the technical detail.
 */
export class DirectusClientError extends Error {
  /** Which failure this is. */
  readonly kind: DirectusErrorKind;
  /** The spec's code: -1 network/unknown, 422 invalid JSON, 102 expired token, else HTTP status. */
  readonly code: number;
  /** HTTP status when the server answered, else null. */
  readonly status: number | null;
  /** Directus's error code string, when it sent one. */
  readonly reason: string | null;
  /** The call that failed, e.g. `GET /items/brand`. */
  readonly request: string | null;
  /** Technical detail for logs. */
  readonly detail: string | null;

  /** Creates the error. */
  constructor(
    kind: DirectusErrorKind,
    message: string,
    code: number,
    details: DirectusErrorDetails = {},
  ) {
    super(message, details.cause === undefined ? undefined : {cause: details.cause});
    this.name = 'DirectusClientError';
    this.kind = kind;
    this.code = code;
    this.status = details.status ?? null;
    this.reason = details.reason ?? null;
    this.request = details.request ?? null;
    this.detail = details.detail ?? null;
  }
}

/** Creates one of the spec's fixed failures. */
export function clientError(
  kind: keyof typeof DIRECTUS_ERRORS,
  details: DirectusErrorDetails = {},
): DirectusClientError {
  const {message, code} = DIRECTUS_ERRORS[kind];
  // Unknown failures with an answer carry its status as code (no code in the spec for those).
  const withStatus = kind === 'unknown' && details.status != null ? details.status : code;
  return new DirectusClientError(kind, message, withStatus, details);
}

/** A client used before its URL or project is set, or set wrongly (spec §5 Content client). */
export function configError(message: string): DirectusClientError {
  return new DirectusClientError('config', message, -1);
}

/** One line for logs: message, code, call and detail, e.g. for a build's failure message. */
export function describeDirectusError(error: DirectusClientError): string {
  const parts = [`${error.message} (code ${error.code})`];
  if (error.request) parts.push(`on ${error.request}`);
  if (error.reason) parts.push(`[${error.reason}]`);
  if (error.detail) parts.push(`– ${error.detail}`);
  return parts.join(' ');
}
