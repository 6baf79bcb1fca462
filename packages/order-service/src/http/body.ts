// Reads a JSON request body within the size limit (decision 010: JSON only, 64 kB, 413 beyond).
import type {IncomingMessage} from 'node:http';
import {jsonNestsDeeperThan} from './jsonDepth.ts';
import {refuse, type ServiceReply} from './reply.ts';

/** The body as a JSON object, a refusal to send, or nothing when the client went away. */
export type BodyResult =
  | {kind: 'json'; value: Record<string, unknown>}
  | {kind: 'refused'; reply: ServiceReply; closeConnection: boolean}
  | {kind: 'aborted'};

/** Limits of one body read. */
export interface BodyLimits {
  /** Largest body accepted, in bytes. */
  maxBytes: number;
  /** Beyond this many bytes the rest is not even read: answer and close the connection. */
  drainBytes: number;
  /** Deepest nesting of arrays and objects accepted (the body object is level 1). */
  maxDepth: number;
}

/** Whether a Content-Type header names JSON (`application/json`, `…+json`, any parameters). */
export function isJsonContentType(header: string | undefined): boolean {
  if (header === undefined) return false;
  const type = header.split(';')[0]?.trim().toLowerCase() ?? '';
  return type === 'application/json' || /^application\/[a-z0-9.+-]+\+json$/.test(type);
}

const tooLarge = (maxBytes: number) =>
  refuse(413, 'payload_too_large', `Request body is larger than ${maxBytes} bytes`);

/**
 * Reads `request` as a JSON object. Refuses a non-JSON Content-Type (415), a body over
 * `maxBytes` (413), JSON nested deeper than `maxDepth` (400 `json_too_deep`) and anything but
 * a JSON object (400). A refused body is still read to its end (up to `drainBytes`) so the
 * client sees the answer instead of a reset connection.
 */
export function readJsonBody(request: IncomingMessage, limits: BodyLimits): Promise<BodyResult> {
  const declared = Number(request.headers['content-length'] ?? Number.NaN);
  if (Number.isFinite(declared) && declared > limits.drainBytes) {
    return Promise.resolve({
      kind: 'refused',
      reply: tooLarge(limits.maxBytes),
      closeConnection: true,
    });
  }
  const typeOk = isJsonContentType(request.headers['content-type']);
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    let received = 0;
    let settled = false;
    const settle = (result: BodyResult) => {
      if (settled) return;
      settled = true;
      request.off('data', onData);
      resolve(result);
    };
    const onData = (chunk: Buffer) => {
      received += chunk.length;
      if (received > limits.drainBytes) {
        request.pause();
        settle({kind: 'refused', reply: tooLarge(limits.maxBytes), closeConnection: true});
      } else if (typeOk && received <= limits.maxBytes) {
        chunks.push(chunk);
      }
    };
    request.on('data', onData);
    request.once('error', () => settle({kind: 'aborted'}));
    // 'close' before 'end': the client went away mid-body.
    request.once('close', () => {
      if (!request.complete) settle({kind: 'aborted'});
    });
    request.once('end', () => {
      if (!typeOk) {
        settle({
          kind: 'refused',
          reply: refuse(415, 'unsupported_media_type', 'Send the body as application/json'),
          closeConnection: false,
        });
      } else if (received > limits.maxBytes) {
        settle({kind: 'refused', reply: tooLarge(limits.maxBytes), closeConnection: false});
      } else {
        settle(parseObject(Buffer.concat(chunks).toString('utf8'), limits.maxDepth));
      }
    });
  });
}

function parseObject(text: string, maxDepth: number): BodyResult {
  let value: unknown;
  try {
    value = JSON.parse(text) as unknown;
  } catch {
    return {
      kind: 'refused',
      reply: refuse(400, 'invalid_json', 'Request body is not valid JSON'),
      closeConnection: false,
    };
  }
  if (jsonNestsDeeperThan(text, maxDepth)) {
    return {
      kind: 'refused',
      reply: refuse(400, 'json_too_deep', `Request body nests deeper than ${maxDepth} levels`),
      closeConnection: false,
    };
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    return {
      kind: 'refused',
      reply: refuse(400, 'invalid_json', 'Request body must be a JSON object'),
      closeConnection: false,
    };
  }
  return {kind: 'json', value: value as Record<string, unknown>};
}
