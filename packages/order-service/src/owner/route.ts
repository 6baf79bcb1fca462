// The shape of one owner API route (owner/api.ts routes them): a method, a path pattern, and what
// answers a matched request. Shared by the API's own routes and those of the back office in
// Directus (owner/backOffice.ts).
import type {IncomingMessage} from 'node:http';
import {readJsonBody, type BodyLimits} from '../http/body.ts';
import type {ServiceReply} from '../http/reply.ts';

/** One route: method, a path pattern with `:name` parts, and what answers it. */
export interface OwnerRoute {
  method: 'GET' | 'POST';
  pattern: RegExp;
  answer: (call: OwnerCall) => Answer | Promise<Answer>;
}

/** A matched request. */
export interface OwnerCall {
  request: IncomingMessage;
  params: string[];
  query: URLSearchParams;
}

/** What a route answers: JSON, a CSV download, or null when the client went away. */
export type Answer = ServiceReply | CsvReply | null;

/** A CSV download. */
interface CsvReply {
  csv: string;
  filename: string;
}

/**
 * The JSON object body of `request`, or the answer that refuses it (null: the client went
 * away). A body far over the limit is not read, so its connection closes after the answer.
 */
export async function ownerBody(
  request: IncomingMessage,
  limits: BodyLimits,
): Promise<{ok: true; value: Record<string, unknown>} | {ok: false; answer: Answer}> {
  const body = await readJsonBody(request, limits);
  if (body.kind === 'aborted') return {ok: false, answer: null};
  if (body.kind === 'refused') {
    const answer = body.closeConnection
      ? {...body.reply, headers: {Connection: 'close'}}
      : body.reply;
    return {ok: false, answer};
  }
  return {ok: true, value: body.value};
}
