// The sync's Directus client: four REST calls on items (find by a field, create, update, delete)
// with `Authorization: Bearer DIRECTUS_SERVICE_TOKEN` and a timeout, on plain fetch. Core's
// content client (`@schaufenster/core/directus`) is a build-time reader around @directus/sdk that
// needs a project and reads whole collections; the service needs none of that at run time.
//
// A find uses `filter[<field>][_eq]` on the list endpoint, never `GET /items/<collection>/<id>`:
// Directus answers a missing item there with 403 (to hide what exists), which would read as a
// refusal. Every failure is a `CmsRequestError` whose `permanent` says whether the same request
// would fail again (a 4xx other than 404, 408, 409 and 429, or a taken unique value): the worker
// parks those and tries the others again later.

/** Longest wait for one Directus answer, in ms. */
const CMS_REQUEST_TIMEOUT_MS = 15_000;

/** Statuses tried again: not found (a collection not yet created), timeout, conflict, too many. */
const RETRIED_CLIENT_STATUSES = new Set([404, 408, 409, 429]);

/** A Directus call that failed: its HTTP status (null: no answer) and Directus's error code. */
export class CmsRequestError extends Error {
  /** HTTP status, or null when no answer came (network, timeout). */
  readonly status: number | null;
  /** Directus's `extensions.code`, e.g. `FORBIDDEN`, or the network error's code. */
  readonly code: string | undefined;
  /** Whether the same request would be refused again (read by outbox/retry.ts). */
  readonly permanent: boolean;

  /**
   * Creates the error for `request` (`METHOD /path`); `permanent` overrides what the status
   * says (a conflict no retry resolves).
   */
  constructor(
    request: string,
    status: number | null,
    message: string,
    code?: string,
    permanent?: boolean,
  ) {
    super(`${request}: ${status === null ? '' : `${status} `}${message}`);
    this.name = 'CmsRequestError';
    this.status = status;
    this.code = code;
    this.permanent =
      permanent ??
      (status !== null &&
        status >= 400 &&
        status < 500 &&
        !RETRIED_CLIENT_STATUSES.has(status) &&
        // Directus answers a taken unique value with 400; the next try finds the record.
        code !== 'RECORD_NOT_UNIQUE');
  }
}

/** A record as Directus sends or takes it. */
export type CmsItem = Record<string, unknown>;

/** The calls the sync makes. */
export interface CmsClient {
  /** The first item of `collection` whose `field` equals `value` (with `fields`), or null. */
  find(
    collection: string,
    field: string,
    value: string,
    fields: readonly string[],
    signal?: AbortSignal,
  ): Promise<CmsItem | null>;
  /** Creates `item` in `collection`. */
  create(collection: string, item: CmsItem, signal?: AbortSignal): Promise<void>;
  /** Changes the fields of `item` on item `id` of `collection`. */
  update(collection: string, id: string, item: CmsItem, signal?: AbortSignal): Promise<void>;
  /** Deletes item `id` of `collection` (erased in the service, decision 075). */
  remove(collection: string, id: string, signal?: AbortSignal): Promise<void>;
}

/** Options of `createCmsClient`. */
export interface CmsClientOptions {
  /** Directus base URL (`DIRECTUS_URL`). */
  url: string;
  /** Static token (`DIRECTUS_SERVICE_TOKEN`). */
  token: string;
  /** Longest wait per call, in ms. @default CMS_REQUEST_TIMEOUT_MS */
  timeoutMs?: number;
}

/** Directus's error answer: `{errors: [{message, extensions: {code}}]}`. */
function errorOf(text: string): {message?: string; code?: string} {
  try {
    const body = JSON.parse(text) as {
      errors?: {message?: unknown; extensions?: {code?: unknown}}[];
    };
    const first = body.errors?.[0];
    return {
      ...(typeof first?.message === 'string' ? {message: first.message} : {}),
      ...(typeof first?.extensions?.code === 'string' ? {code: first.extensions.code} : {}),
    };
  } catch {
    return {};
  }
}

/** The sync's client for the Directus at `options.url`. */
export function createCmsClient(options: CmsClientOptions): CmsClient {
  const base = options.url.endsWith('/') ? options.url : `${options.url}/`;
  const timeoutMs = options.timeoutMs ?? CMS_REQUEST_TIMEOUT_MS;
  const itemsPath = (collection: string, id?: string) =>
    `items/${encodeURIComponent(collection)}${id === undefined ? '' : `/${encodeURIComponent(id)}`}`;

  async function call(
    method: string,
    path: string,
    body: unknown,
    signal: AbortSignal | undefined,
  ): Promise<unknown> {
    const url = new URL(path, base);
    const request = `${method} /${path.split('?')[0] ?? ''}`;
    const timeout = AbortSignal.timeout(timeoutMs);
    let response: Response;
    let text: string;
    try {
      response = await fetch(url, {
        method,
        headers: {
          Authorization: `Bearer ${options.token}`,
          Accept: 'application/json',
          ...(body === undefined ? {} : {'Content-Type': 'application/json'}),
        },
        ...(body === undefined ? {} : {body: JSON.stringify(body)}),
        signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
      });
      text = await response.text();
    } catch (error) {
      const reason = timeout.aborted ? `no answer in ${timeoutMs} ms` : (error as Error).message;
      const cause = (error as {cause?: {code?: unknown}}).cause?.code;
      throw new CmsRequestError(
        request,
        null,
        reason,
        typeof cause === 'string' ? cause : undefined,
      );
    }
    if (!response.ok) {
      const {message, code} = errorOf(text);
      throw new CmsRequestError(
        request,
        response.status,
        message ?? (response.statusText || 'refused'),
        code,
      );
    }
    if (text === '') return null;
    try {
      return JSON.parse(text) as unknown;
    } catch {
      throw new CmsRequestError(request, response.status, 'the answer is not JSON');
    }
  }

  return {
    async find(collection, field, value, fields, signal) {
      const query = new URLSearchParams({
        filter: JSON.stringify({[field]: {_eq: value}}),
        fields: fields.join(','),
        limit: '1',
      });
      const answer = (await call(
        'GET',
        `${itemsPath(collection)}?${query}`,
        undefined,
        signal,
      )) as {
        data?: unknown;
      } | null;
      const first: unknown = Array.isArray(answer?.data) ? answer.data[0] : undefined;
      return typeof first === 'object' && first !== null ? (first as CmsItem) : null;
    },
    async create(collection, item, signal) {
      await call('POST', itemsPath(collection), item, signal);
    },
    async update(collection, id, item, signal) {
      await call('PATCH', itemsPath(collection, id), item, signal);
    },
    async remove(collection, id, signal) {
      await call('DELETE', itemsPath(collection, id), undefined, signal);
    },
  };
}
