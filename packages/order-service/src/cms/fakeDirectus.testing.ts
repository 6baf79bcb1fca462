// Test support (not exported): a small Directus on node:http for the sync's tests. It keeps items
// per collection in memory, answers the calls the sync makes as Directus does (list with
// `filter[field][_eq]`, create, update, delete; a missing item on update or delete is 403, a
// taken key 400 RECORD_NOT_UNIQUE), checks the bearer token, records every request, and answers
// with a given failure (503, 404, 403), after a delay, or only once released when a test asks.
import {createServer, type IncomingMessage, type ServerResponse} from 'node:http';
import type {AddressInfo} from 'node:net';

/** One request as the fake received it. */
interface FakeRequest {
  method: string;
  /** Path without the query, e.g. `/items/shop_order`. */
  path: string;
  query: URLSearchParams;
  body: Record<string, unknown> | null;
}

/** A failure to answer with instead of handling a request. */
interface Failure {
  status: number;
  code?: string;
}

/** The fake and its controls. */
export interface FakeDirectus {
  /** Base URL, e.g. `http://127.0.0.1:40123`. */
  url: string;
  /** The token it accepts. */
  token: string;
  /** Every request, in order. */
  requests: FakeRequest[];
  /** The items of `collection` (empty when none). */
  items(collection: string): Record<string, unknown>[];
  /** Adds items (with their primary key field set). */
  seed(collection: string, items: readonly Record<string, unknown>[]): void;
  /** Answers the next `count` requests with `failure`. */
  failNext(count: number, failure: Failure): void;
  /** Answers every request `when` picks with `failure`, until called with null. */
  failWhen(when: ((request: FakeRequest) => Failure | undefined) | null): void;
  /** Waits `ms` before each answer (0: none). */
  delayMs: number;
  /** Holds every answer (pushes stay in flight) until `release()`. */
  hold(): void;
  /** Sends the held answers and stops holding. */
  release(): void;
  /** Requests with `method` to a path starting with `/items/<collection>`. */
  count(method: string, collection: string): number;
  /** Resolves once `check` holds (polled), or rejects after `timeoutMs`. */
  until(check: () => boolean, timeoutMs?: number): Promise<void>;
  /** Stops the server. */
  close(): Promise<void>;
}

/** Primary key fields of the collections the sync writes; others use `id`. */
const PRIMARY_KEYS: Readonly<Record<string, string>> = {shop_order: 'order_number'};
/** Unique fields besides the primary key. */
const UNIQUE_FIELDS: Readonly<Record<string, string>> = {ecommerce_product_rating: 'origin_id'};
/** Collections whose new items get a number id from the fake. */
const NUMBERED = new Set(['ecommerce_product_rating']);

function send(response: ServerResponse, status: number, body?: unknown): void {
  const text = body === undefined ? '' : JSON.stringify(body);
  response.writeHead(status, text === '' ? {} : {'Content-Type': 'application/json'});
  response.end(text);
}

const refusal = (code: string, message: string) => ({
  errors: [{message, extensions: {code}}],
});

async function bodyOf(request: IncomingMessage): Promise<Record<string, unknown> | null> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  return text === '' ? null : (JSON.parse(text) as Record<string, unknown>);
}

/** Starts the fake on a free port. */
export async function startFakeDirectus(token = 'service-token-for-tests'): Promise<FakeDirectus> {
  const collections = new Map<string, Map<string, Record<string, unknown>>>();
  const failures: Failure[] = [];
  let failWhen: ((request: FakeRequest) => Failure | undefined) | null = null;
  let nextNumber = 1;
  let held: {promise: Promise<void>; release: () => void} | null = null;
  const tableOf = (name: string) => {
    let table = collections.get(name);
    if (!table) {
      table = new Map();
      collections.set(name, table);
    }
    return table;
  };
  const pkOf = (collection: string) => PRIMARY_KEYS[collection] ?? 'id';

  function handle(request: FakeRequest, response: ServerResponse): void {
    const match = /^\/items\/([^/]+)(?:\/([^/]+))?$/.exec(request.path);
    if (!match?.[1]) return send(response, 404, refusal('ROUTE_NOT_FOUND', 'No route'));
    const collection = decodeURIComponent(match[1]);
    const id = match[2] === undefined ? undefined : decodeURIComponent(match[2]);
    const table = tableOf(collection);
    const pk = pkOf(collection);
    if (request.method === 'GET' && id === undefined) {
      const filter = JSON.parse(request.query.get('filter') ?? '{}') as Record<
        string,
        {_eq: unknown}
      >;
      const found = [...table.values()].filter((item) =>
        Object.entries(filter).every(([field, {_eq}]) => String(item[field]) === String(_eq)),
      );
      return send(response, 200, {data: found.slice(0, Number(request.query.get('limit') ?? 100))});
    }
    if (request.method === 'POST' && id === undefined && request.body) {
      const item = {...request.body};
      if (NUMBERED.has(collection) && item[pk] === undefined) item[pk] = nextNumber++;
      const key = String(item[pk]);
      const unique = UNIQUE_FIELDS[collection];
      const taken =
        table.has(key) ||
        (unique !== undefined &&
          [...table.values()].some((other) => other[unique] === item[unique]));
      if (taken) return send(response, 400, refusal('RECORD_NOT_UNIQUE', 'Taken'));
      table.set(key, item);
      return send(response, 200, {data: item});
    }
    if (request.method === 'PATCH' && id !== undefined && request.body) {
      const item = table.get(id);
      if (!item) return send(response, 403, refusal('FORBIDDEN', 'No permission'));
      Object.assign(item, request.body);
      return send(response, 200, {data: item});
    }
    if (request.method === 'DELETE' && id !== undefined) {
      if (!table.delete(id)) return send(response, 403, refusal('FORBIDDEN', 'No permission'));
      return send(response, 204);
    }
    return send(response, 405, refusal('INVALID_PAYLOAD', 'Unexpected request'));
  }

  const fake: Omit<FakeDirectus, 'url'> & {url: string} = {
    url: '',
    token,
    requests: [],
    delayMs: 0,
    items: (collection) => [...(collections.get(collection)?.values() ?? [])],
    seed(collection, items) {
      const table = tableOf(collection);
      for (const item of items) table.set(String(item[pkOf(collection)]), {...item});
    },
    failNext(count, failure) {
      for (let index = 0; index < count; index += 1) failures.push(failure);
    },
    failWhen(when) {
      failWhen = when;
    },
    hold() {
      if (held) return;
      let release = () => {};
      const promise = new Promise<void>((resolve) => {
        release = resolve;
      });
      held = {promise, release};
    },
    release() {
      held?.release();
      held = null;
    },
    count: (method, collection) =>
      fake.requests.filter(
        (request) => request.method === method && request.path.startsWith(`/items/${collection}`),
      ).length,
    async until(check, timeoutMs = 5_000) {
      const end = Date.now() + timeoutMs;
      while (!check()) {
        if (Date.now() > end) throw new Error('The fake Directus did not get there in time');
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };

  const server = createServer((message, response) => {
    void (async () => {
      const url = new URL(message.url ?? '/', 'http://fake.invalid');
      const request: FakeRequest = {
        method: message.method ?? 'GET',
        path: url.pathname,
        query: url.searchParams,
        body: await bodyOf(message),
      };
      fake.requests.push(request);
      if (fake.delayMs > 0) await new Promise((resolve) => setTimeout(resolve, fake.delayMs));
      if (held) await held.promise;
      const failure = failures.shift() ?? failWhen?.(request);
      if (failure) {
        return send(response, failure.status, refusal(failure.code ?? 'X', 'Fails'));
      }
      if (message.headers.authorization !== `Bearer ${token}`) {
        return send(response, 401, refusal('INVALID_CREDENTIALS', 'Invalid token'));
      }
      handle(request, response);
    })().catch(() => send(response, 500, refusal('INTERNAL', 'Fake failed')));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  fake.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return fake;
}
