import {http, HttpResponse} from 'msw';
import {setupServer} from 'msw/node';
import {afterAll, afterEach, beforeAll, describe, expect, it} from 'vitest';
import {createDirectusClient, DEFAULT_CONCURRENCY, DEFAULT_TIMEOUT_MS} from './client.ts';
import {DirectusClientError} from './errors.ts';
import type {DirectusClient} from './types.ts';

const URL_ = 'https://cms.example.test';
const TOKEN = 'static-token';
const server = setupServer();

beforeAll(() => server.listen({onUnhandledFrame: 'error'}));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

interface Seen {
  method: string;
  path: string;
  search: URLSearchParams;
  auth: string | null;
  type: string | null;
  body: string;
}

/** Answers every request with `answer` and records what came in. */
function record(answer: (seen: Seen) => Response = () => HttpResponse.json({data: {}})): Seen[] {
  const seen: Seen[] = [];
  server.use(
    http.all(`${URL_}/*`, async ({request}) => {
      const url = new URL(request.url);
      const entry: Seen = {
        method: request.method,
        path: url.pathname,
        search: url.searchParams,
        auth: request.headers.get('authorization'),
        type: request.headers.get('content-type'),
        body: request.method === 'GET' ? '' : await request.text(),
      };
      seen.push(entry);
      return answer(entry);
    }),
  );
  return seen;
}

function client(): DirectusClient {
  return createDirectusClient({url: URL_, project: 'shop.example', token: TOKEN});
}

async function rejection(promise: Promise<unknown>): Promise<DirectusClientError> {
  const error: unknown = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(DirectusClientError);
  return error as DirectusClientError;
}

describe('configuration (spec §5 Content client)', () => {
  it('pins the spec defaults: 10 concurrent requests, 600000 ms timeout (spec §9)', () => {
    expect(DEFAULT_CONCURRENCY).toBe(10);
    expect(DEFAULT_TIMEOUT_MS).toBe(600_000);
  });

  it('sends nothing without a URL or a project', async () => {
    const seen = record();
    const noUrl = await rejection(createDirectusClient({project: 'p', token: TOKEN}).ping());
    expect(noUrl.kind).toBe('config');
    expect(noUrl.message).toContain('Directus URL is not configured');
    const noProject = await rejection(createDirectusClient({url: URL_, token: TOKEN}).ping());
    expect(noProject.message).toContain('Directus project is not configured');
    const blank = await rejection(createDirectusClient({url: URL_, project: ' '}).readMe());
    expect(blank.kind).toBe('config');
    const relative = await rejection(createDirectusClient({url: '/cms', project: 'p'}).ping());
    expect(relative.message).toBe('Directus URL must be an absolute http(s) URL, got "/cms"');
    expect(seen).toEqual([]);
  });

  it('rejects a concurrency limit below 1 and a bad timeout at creation', () => {
    expect(() => createDirectusClient({concurrency: 0})).toThrow(RangeError);
    expect(() => createDirectusClient({concurrency: -3})).toThrow('at least 1');
    expect(() => createDirectusClient({concurrency: 1.5})).toThrow(RangeError);
    expect(() => createDirectusClient({timeoutMs: 0})).toThrow(RangeError);
    expect(() => createDirectusClient({concurrency: 1})).not.toThrow();
  });

  it('exposes the project', () => {
    expect(client().project).toBe('shop.example');
    expect(createDirectusClient({}).project).toBeNull();
  });
});

interface CallCase {
  name: string;
  call: (c: DirectusClient) => Promise<unknown>;
  method: string;
  path: string;
  answer?: unknown;
  /** Query parameters that must be sent. */
  params?: Record<string, string>;
  /** JSON body that must be sent. */
  body?: unknown;
}

const ITEM = {id: 7, display_name: 'Ring'};

const CALLS: CallCase[] = [
  {name: 'readMe', call: (c) => c.readMe(), method: 'GET', path: '/users/me'},
  {name: 'readUsers', call: (c) => c.readUsers(), method: 'GET', path: '/users', answer: []},
  {name: 'readRoles', call: (c) => c.readRoles(), method: 'GET', path: '/roles', answer: []},
  {name: 'readFiles', call: (c) => c.readFiles(), method: 'GET', path: '/files', answer: []},
  {name: 'readFields', call: (c) => c.readFields(), method: 'GET', path: '/fields', answer: []},
  {
    name: 'readFields of a collection',
    call: (c) => c.readFields('brand'),
    method: 'GET',
    path: '/fields/brand',
    answer: [],
  },
  {
    name: 'readCollections',
    call: (c) => c.readCollections(),
    method: 'GET',
    path: '/collections',
    answer: [],
  },
  {
    name: 'readRelations',
    call: (c) => c.readRelations(),
    method: 'GET',
    path: '/relations',
    answer: [],
  },
  {
    name: 'readActivity',
    call: (c) => c.readActivity({limit: 5}),
    method: 'GET',
    path: '/activity',
    answer: [],
    params: {limit: '5'},
  },
  {name: 'readSettings', call: (c) => c.readSettings(), method: 'GET', path: '/settings'},
  {
    name: 'readSsoProviders (/auth/sso is GET /auth today)',
    call: (c) => c.readSsoProviders(),
    method: 'GET',
    path: '/auth',
    answer: [{name: 'github', driver: 'oauth2'}],
  },
  {
    name: 'readPermissions',
    call: (c) => c.readPermissions({filter: {collection: {_eq: 'brand'}}}),
    method: 'GET',
    path: '/permissions',
    answer: [],
    params: {filter: '{"collection":{"_eq":"brand"}}'},
  },
  {
    name: 'createPermission',
    call: (c) => c.createPermission({collection: 'brand', action: 'read'}),
    method: 'POST',
    path: '/permissions',
    body: {collection: 'brand', action: 'read'},
  },
  {
    name: 'updatePermission',
    call: (c) => c.updatePermission(12, {fields: ['*']}),
    method: 'PATCH',
    path: '/permissions/12',
    body: {fields: ['*']},
  },
  {
    name: 'readMyPermissions',
    call: (c) => c.readMyPermissions(),
    method: 'GET',
    path: '/permissions/me',
  },
  {
    name: 'readItems',
    call: (c) => c.readItems('brand', {fields: ['*', 'logo.*'], sort: ['id'], limit: 100, page: 2}),
    method: 'GET',
    path: '/items/brand',
    answer: [ITEM],
    params: {fields: '*,logo.*', sort: 'id', limit: '100', page: '2'},
  },
  {
    name: 'readItem',
    call: (c) => c.readItem('brand', 7),
    method: 'GET',
    path: '/items/brand/7',
    answer: ITEM,
  },
  {
    name: 'createItem',
    call: (c) => c.createItem('brand', {display_name: 'Ring'}),
    method: 'POST',
    path: '/items/brand',
    answer: ITEM,
    body: {display_name: 'Ring'},
  },
  {
    name: 'updateItem',
    call: (c) => c.updateItem('ecommerce_product', 101, {price_brutto: 4100}),
    method: 'PATCH',
    path: '/items/ecommerce_product/101',
    answer: ITEM,
    body: {price_brutto: 4100},
  },
  {
    name: 'readRevisions (the spec’s GET {item}/revisions)',
    call: (c) => c.readRevisions('brand', 7),
    method: 'GET',
    path: '/revisions',
    answer: [{id: 3, data: ITEM}],
    params: {filter: '{"collection":{"_eq":"brand"},"item":{"_eq":"7"}}', sort: '-id'},
  },
];

describe('calls (spec §7 Content client)', () => {
  it.each(CALLS)('$name: $method $path with the token', async (c) => {
    const seen = record(() => HttpResponse.json({data: c.answer ?? {id: 1}}));
    const result = await c.call(client());
    expect(result).toEqual(c.answer ?? {id: 1});
    expect(seen).toHaveLength(1);
    const [request] = seen;
    expect(request?.method).toBe(c.method);
    expect(request?.path).toBe(c.path);
    expect(request?.auth).toBe(`Bearer ${TOKEN}`);
    for (const [key, value] of Object.entries(c.params ?? {})) {
      expect(request?.search.get(key)).toBe(value);
    }
    if (c.body !== undefined) expect(JSON.parse(request?.body ?? '')).toEqual(c.body);
  });

  it('reads a singleton collection as one object', async () => {
    record(() => HttpResponse.json({data: {id: 1, seo_title: 'Shop'}}));
    expect(await client().readItems('site_config')).toEqual({id: 1, seo_title: 'Shop'});
  });

  it('deletes an item and reverts a revision (POST /utils/revert today)', async () => {
    const seen = record(() => new HttpResponse(null, {status: 204}));
    const c = client();
    await expect(c.deleteItem('brand', 7)).resolves.toBeUndefined();
    await expect(c.revertRevision(42)).resolves.toBeUndefined();
    expect(seen.map((s) => `${s.method} ${s.path}`)).toEqual([
      'DELETE /items/brand/7',
      'POST /utils/revert/42',
    ]);
  });

  it('pings: GET /server/ping answers text', async () => {
    const seen = record(() => HttpResponse.text('pong', {headers: {'content-type': 'text/html'}}));
    expect(await client().ping()).toBe('pong');
    expect(seen[0]?.path).toBe('/server/ping');
  });

  it('uploads a file as multipart form data (POST /files)', async () => {
    const seen = record(() => HttpResponse.json({data: {id: 'f-1', filename_download: 'a.svg'}}));
    const form = new FormData();
    form.append('title', 'Logo');
    form.append('file', new Blob(['<svg/>'], {type: 'image/svg+xml'}), 'a.svg');
    const file = await client().uploadFile(form);
    expect(file).toEqual({id: 'f-1', filename_download: 'a.svg'});
    expect(seen[0]?.method).toBe('POST');
    expect(seen[0]?.path).toBe('/files');
    expect(seen[0]?.type).toMatch(/^multipart\/form-data; boundary=/);
    expect(seen[0]?.body).toContain('name="title"');
    expect(seen[0]?.body).toContain('filename="a.svg"');
    expect(seen[0]?.body).toContain('<svg/>');
  });

  it('reads an asset’s bytes by id (GET /assets/{id})', async () => {
    const seen = record(
      () => new HttpResponse('<svg>logo</svg>', {headers: {'content-type': 'image/svg+xml'}}),
    );
    const bytes = await client().readAsset('2245d6b8', {width: '200'});
    expect(new TextDecoder().decode(bytes)).toBe('<svg>logo</svg>');
    expect(seen[0]?.path).toBe('/assets/2245d6b8');
    expect(seen[0]?.search.get('width')).toBe('200');
  });

  it('password request and reset send the spec’s bodies without a token', async () => {
    const seen = record(() => new HttpResponse(null, {status: 204}));
    const c = client();
    await c.requestPasswordReset('a@example.com', 'https://admin.example/reset');
    await c.requestPasswordReset('b@example.com');
    await c.resetPassword('reset-token', 'n3w-Passwort');
    expect(seen.map((s) => s.path)).toEqual([
      '/auth/password/request',
      '/auth/password/request',
      '/auth/password/reset',
    ]);
    expect(JSON.parse(seen[0]?.body ?? '')).toEqual({
      email: 'a@example.com',
      reset_url: 'https://admin.example/reset',
    });
    expect(JSON.parse(seen[1]?.body ?? '')).toEqual({email: 'b@example.com'});
    expect(JSON.parse(seen[2]?.body ?? '')).toEqual({
      token: 'reset-token',
      password: 'n3w-Passwort',
    });
    expect(seen.every((s) => s.auth === null)).toBe(true);
  });
});

describe('presets (spec §6: user over role over global)', () => {
  const PRESETS = [
    {id: 1, collection: 'brand', user: null, role: null, bookmark: null, layout: 'global'},
    {id: 2, collection: 'brand', user: null, role: 'r-editor', bookmark: null, layout: 'role'},
    {id: 3, collection: 'brand', user: 'u-1', role: null, bookmark: null, layout: 'user'},
  ];

  function serve(presets: typeof PRESETS, me: {id: string; role: unknown}): Seen[] {
    return record((seen) => HttpResponse.json({data: seen.path === '/users/me' ? me : presets}));
  }

  it('takes the user’s own preset first', async () => {
    const seen = serve(PRESETS, {id: 'u-1', role: 'r-editor'});
    expect((await client().resolvePreset('brand'))?.layout).toBe('user');
    const filter = JSON.parse(seen[1]?.search.get('filter') ?? '') as unknown;
    expect(JSON.stringify(filter)).toContain('"collection":{"_eq":"brand"}');
    expect(seen[1]?.path).toBe('/presets');
  });

  it('then the role’s, then the global one, else null', async () => {
    serve(PRESETS, {id: 'u-2', role: {id: 'r-editor'}});
    expect((await client().resolvePreset('brand'))?.layout).toBe('role');
    server.resetHandlers();
    serve(PRESETS, {id: 'u-2', role: 'r-other'});
    expect((await client().resolvePreset('brand'))?.layout).toBe('global');
    server.resetHandlers();
    serve([], {id: 'u-2', role: null});
    expect(await client().resolvePreset('brand')).toBeNull();
  });
});
