// Maps whatever a content-client call threw to the spec's errors (spec §8 "Content client").
import {clientError, DirectusClientError} from './errors.ts';
import {causeText, NetworkFailure, RequestTimeoutError} from './failures.ts';

/** The SDK's RequestError (not exported by the SDK): an answer that was not a success. */
interface SdkRequestError {
  name: 'RequestError';
  response: Response;
  errors: unknown;
}

function isSdkRequestError(error: unknown): error is SdkRequestError {
  return (
    error instanceof Error &&
    error.name === 'RequestError' &&
    'response' in error &&
    error.response instanceof Response
  );
}

/** The first server error entry: its message and Directus code. */
function serverMessage(errors: unknown): {message: string; reason: string | null} | null {
  if (!Array.isArray(errors)) return null;
  const first: unknown = errors[0];
  if (first === null || typeof first !== 'object' || !('message' in first)) return null;
  const {message} = first;
  if (typeof message !== 'string' || message.trim() === '') return null;
  const extensions = 'extensions' in first ? first.extensions : null;
  const code =
    extensions !== null && typeof extensions === 'object' && 'code' in extensions
      ? extensions.code
      : null;
  return {message, reason: typeof code === 'string' ? code : null};
}

/** A short excerpt of a body that was not what it should be. */
export function excerpt(text: string): string {
  const line = text.replace(/\s+/g, ' ').trim();
  return line.length > 80 ? `${line.slice(0, 80)}…` : line;
}

/**
 * The spec's error for `error`, thrown while making `request` (e.g. `GET /items/brand`):
 * no answer → "Network error" (-1); unparsable JSON → "API returned invalid JSON" (422);
 * a Directus error body → the server's message (code = HTTP status); else "Unknown error occured".
 */
export function toClientError(error: unknown, request: string): DirectusClientError {
  if (error instanceof DirectusClientError) return error;
  if (error instanceof RequestTimeoutError || error instanceof NetworkFailure) {
    // Their message already says what happened (timeout, or the fetch error with its cause).
    return clientError('network', {request, detail: error.message, cause: error});
  }
  if (isSdkRequestError(error)) {
    const status = error.response.status;
    if (error.errors instanceof SyntaxError) {
      return clientError('invalidJson', {
        status,
        request,
        detail: error.errors.message,
        cause: error,
      });
    }
    const server = serverMessage(error.errors);
    if (server) {
      return new DirectusClientError('server', server.message, status, {
        status,
        reason: server.reason,
        request,
        cause: error,
      });
    }
    const detail = typeof error.errors === 'string' ? excerpt(error.errors) : `HTTP ${status}`;
    return clientError('unknown', {status, request, detail, cause: error});
  }
  return clientError('unknown', {request, detail: causeText(error), cause: error});
}
