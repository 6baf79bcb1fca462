// The service's answers as plain data, so handlers stay pure and testable without a socket.
import type {ServerResponse} from 'node:http';
import * as v from 'valibot';

/** One reason a request was refused; `path` names the body field (dot path) when there is one. */
export interface ServiceError {
  /** Machine-readable reason, e.g. `unknown_product` (decision 010 lists them). */
  code: string;
  /** Human-readable reason, English (the site shows its own messages, spec §8). */
  message: string;
  /** Dot path of the offending body field, e.g. `products.0.variant`. */
  path?: string;
  /**
   * The catalogue's value where the client's disagrees, in euros (e.g. `1290` or `89.9`): on
   * `price_mismatch` the line's unit price, on `shipping_cost_mismatch` and `total_mismatch` the
   * shipping cost and the total, so a checkout can re-price its cart.
   */
  expected?: number;
}

/** What a handler answers: HTTP status, JSON body and extra headers. */
export interface ServiceReply {
  /** HTTP status code. */
  status: number;
  /** JSON body. */
  body: Readonly<Record<string, unknown>>;
  /** Extra response headers. */
  headers?: Readonly<Record<string, string>>;
}

/** Most issues reported per request; the rest would only lengthen the answer. */
const MAX_ERRORS = 20;

/** An error answer: `{status: 'error', errors}` with the given HTTP status. */
export function failure(status: number, errors: readonly ServiceError[]): ServiceReply {
  return {status, body: {status: 'error', errors: errors.slice(0, MAX_ERRORS)}};
}

/** A one-error answer. */
export function refuse(status: number, code: string, message: string, path?: string): ServiceReply {
  return failure(status, [path === undefined ? {code, message} : {code, message, path}]);
}

/** The errors of a failed valibot parse, one per issue, with the field's dot path. */
function issueErrors(issues: readonly v.BaseIssue<unknown>[]): ServiceError[] {
  return issues.map((issue) => ({
    code: 'invalid',
    message: issue.message,
    path: v.getDotPath(issue) ?? '',
  }));
}

/**
 * Parses `body` with `schema`: the output, or a 400 answer listing every issue (spec §5 style
 * validation at the boundary; core's payload schemas are the contract the client types follow).
 */
export function parseBody<const S extends v.GenericSchema>(
  schema: S,
  body: unknown,
): {ok: true; value: v.InferOutput<S>} | {ok: false; reply: ServiceReply} {
  const result = v.safeParse(schema, body);
  if (result.success) return {ok: true, value: result.output};
  return {ok: false, reply: failure(400, issueErrors(result.issues))};
}

/** Writes `reply` as JSON with `headers` (CORS and the like) added. */
export function sendReply(
  response: ServerResponse,
  reply: ServiceReply,
  headers: Readonly<Record<string, string>> = {},
): void {
  const text = JSON.stringify(reply.body);
  // Nothing is cached unless the reply says so (the public ratings read may be, briefly).
  response.writeHead(reply.status, {
    'Cache-Control': 'no-store',
    ...headers,
    ...reply.headers,
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': String(Buffer.byteLength(text)),
    'X-Content-Type-Options': 'nosniff',
  });
  response.end(text);
}
