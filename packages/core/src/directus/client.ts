// The content client (spec §4 Authentication session, §5, §7 "Content client", §8, §9):
// @directus/sdk's rest() and staticToken() underneath, wrapped for the spec's limits and errors.
// Every request passes the transport (≤ N in flight, 600000 ms timeout) and toClientError.
import {
  createDirectus,
  createPermission,
  customEndpoint,
  deleteItem,
  login,
  logout,
  passwordRequest,
  passwordReset,
  readActivities,
  readAssetArrayBuffer,
  readCollections,
  readFields,
  readFieldsByCollection,
  readItem,
  readItems,
  readMe,
  readPermissions,
  readPresets,
  readProviders,
  readRelations,
  readRevisions,
  readRoles,
  readSettings,
  readUserPermissions,
  readUsers,
  refresh,
  rest,
  serverPing,
  updateItem,
  updatePermission,
  uploadFiles,
  createItem,
  readFiles,
  withToken,
  type RestCommand,
} from '@directus/sdk';
import {clientError, configError, type DirectusClientError} from './errors.ts';
import {excerpt, toClientError} from './mapError.ts';
import {createLimiter} from './limiter.ts';
import {pickPreset, presetFilter, type DirectusPreset} from './presets.ts';
import {createTokenSession, tokenLifetimeMs, type AuthTokens} from './session.ts';
import {createTransport} from './transport.ts';
import type {DirectusClient, DirectusClientOptions, DirectusItem, DirectusQuery} from './types.ts';

/** Spec §9: most concurrent requests by default. */
export const DEFAULT_CONCURRENCY = 10;
/** Spec §9: request timeout. */
export const DEFAULT_TIMEOUT_MS = 600_000;

/** What a call expects back (items: a list or a singleton's object); else it is invalid JSON. */
type Expect = 'data' | 'list' | 'items' | 'text' | 'bytes' | 'none';

/** How one call is sent. */
interface Send {
  /** Sends the access token and applies the session rules (401 → refresh → retry). */
  auth: boolean;
  expect: Expect;
}

// The SDK's command types are generic over a typed schema; this client is schema-less.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnySchema = any;
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyQuery = any;

/** One SDK command: a function producing the request (path, method, params, body). */
type Command = RestCommand<unknown, AnySchema>;

// The token goes on each request (SDK `withToken`), not into shared client state, so a refresh
// running beside other requests never changes what they send.
function sdkFor(url: string, fetch: ReturnType<typeof createTransport>) {
  return createDirectus<AnySchema>(url, {globals: {fetch}}).with(rest());
}

function isRecord(value: unknown): boolean {
  return (
    value !== null &&
    typeof value === 'object' &&
    !Array.isArray(value) &&
    !(value instanceof Response)
  );
}

function checkResult(result: unknown, expect: Expect, request: string): unknown {
  const ok =
    (expect === 'data' && isRecord(result)) ||
    (expect === 'list' && Array.isArray(result)) ||
    (expect === 'items' && (Array.isArray(result) || isRecord(result))) ||
    (expect === 'text' && typeof result === 'string') ||
    (expect === 'bytes' && result instanceof ArrayBuffer) ||
    expect === 'none';
  if (ok) return result;
  // The SDK hands back text for text/html and the raw Response for other non-JSON bodies.
  const detail =
    typeof result === 'string'
      ? `received text: ${excerpt(result)}`
      : `expected ${expect}, received ${result instanceof Response ? 'a non-JSON body' : typeof result}`;
  throw clientError('invalidJson', {status: 200, request, detail});
}

function readUrl(url: string | undefined): string {
  const given = url?.trim() ?? '';
  // Spec §5: a URL must be configured before any request.
  if (given === '') throw configError('Directus URL is not configured (set url / DIRECTUS_URL)');
  try {
    const parsed = new URL(given);
    if (parsed.protocol === 'http:' || parsed.protocol === 'https:') return given;
  } catch {
    // reported below
  }
  throw configError(`Directus URL must be an absolute http(s) URL, got "${given}"`);
}

/**
 * Creates the content client. Throws a RangeError for a concurrency limit below 1 (spec §5);
 * calls reject with a DirectusClientError while URL or project are missing (spec §5).
 */
export function createDirectusClient(options: DirectusClientOptions = {}): DirectusClient {
  const limiter = createLimiter(options.concurrency ?? DEFAULT_CONCURRENCY);
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  if (!Number.isFinite(timeoutMs) || timeoutMs <= 0) {
    throw new RangeError(`Request timeout must be a positive number of ms, got ${timeoutMs}`);
  }
  const transport = createTransport({limiter, timeoutMs, fetch: options.fetch});
  const project = options.project?.trim() || null;
  let sdk: ReturnType<typeof sdkFor> | null = null;
  let sessionToken: string | null = null;

  const session = createTokenSession({
    lifetimeMs: tokenLifetimeMs(options.tokenLifetimeMinutes),
    refresh: (refreshToken) =>
      send<AuthTokens>(refresh({mode: 'json', refresh_token: refreshToken}), {
        auth: false,
        expect: 'data',
      }),
    onToken: (token) => {
      sessionToken = token;
    },
    onAuthError: options.onAuthError,
  });

  function client() {
    const url = readUrl(options.url);
    if (project === null) {
      throw configError('Directus project is not configured (set project / SITE_DOMAIN)');
    }
    sdk ??= sdkFor(url, transport);
    return sdk;
  }

  async function send<T>(command: Command, how: Send, retried = false): Promise<T> {
    const sdkClient = client();
    if (how.auth) session.assertValid();
    let request = 'request';
    let result: unknown;
    // Auth endpoints go without a bearer: Directus rejects an expired one before reading the body.
    const token = how.auth ? (sessionToken ?? options.token ?? null) : null;
    try {
      // Building the command may throw too (the SDK refuses e.g. an empty collection name).
      const {method = 'GET', path} = command();
      request = `${method} ${path}`;
      result = await sdkClient.request<unknown>(
        token === null ? command : withToken(token, command),
      );
    } catch (error) {
      const mapped = toClientError(error, request);
      if (how.auth && !retried && mapped.status === 401 && session.canRefresh()) {
        await refreshAfter401(mapped);
        return send<T>(command, how, true);
      }
      throw mapped;
    }
    return checkResult(result, how.expect, request) as T;
  }

  // A 401 with a refresh token held: renew once; a refused refresh means the session is over.
  async function refreshAfter401(original: DirectusClientError): Promise<void> {
    try {
      await session.refresh();
    } catch (error) {
      const mapped = toClientError(error, 'POST /auth/refresh');
      if (mapped.status !== 401 && mapped.status !== 403) throw mapped;
      session.stop();
      throw clientError('expiredToken', {
        status: original.status,
        request: original.request,
        detail: `refresh refused: ${mapped.message}`,
        cause: mapped,
      });
    }
  }

  const get = <T>(command: Command, expect: Expect) => send<T>(command, {auth: true, expect});

  return {
    project,
    async login({email, password, otp}) {
      const tokens = await send<AuthTokens>(
        login({email, password}, otp === undefined ? {mode: 'json'} : {mode: 'json', otp}),
        {auth: false, expect: 'data'},
      );
      if (typeof tokens.access_token !== 'string') {
        throw clientError('unknown', {request: 'POST /auth/login', detail: 'no access_token'});
      }
      session.start(tokens);
      return tokens;
    },
    async logout() {
      const refreshToken = session.refreshToken();
      try {
        await send(logout({mode: 'json', refresh_token: refreshToken ?? undefined}), {
          auth: false,
          expect: 'none',
        });
      } finally {
        session.stop();
      }
    },
    refresh: () => session.refresh(),
    async requestPasswordReset(email, resetUrl) {
      await send(passwordRequest(email, resetUrl), {auth: false, expect: 'none'});
    },
    async resetPassword(token, password) {
      await send(passwordReset(token, password), {auth: false, expect: 'none'});
    },
    readMe: (query) => get(readMe(query as AnyQuery), 'data'),
    readUsers: (query) => get(readUsers(query as AnyQuery), 'list'),
    readRoles: (query) => get(readRoles(query as AnyQuery), 'list'),
    readFiles: (query) => get(readFiles(query as AnyQuery), 'list'),
    readFields: (collection) =>
      get(collection === undefined ? readFields() : readFieldsByCollection(collection), 'list'),
    readCollections: () => get(readCollections(), 'list'),
    readRelations: () => get(readRelations(), 'list'),
    readActivity: (query) => get(readActivities(query as AnyQuery), 'list'),
    readSettings: (query) => get(readSettings(query as AnyQuery), 'data'),
    ping: () => get(serverPing(), 'text'),
    readSsoProviders: () => get(readProviders(), 'list'),
    readPermissions: (query) => get(readPermissions(query as AnyQuery), 'list'),
    createPermission: (permission) => get(createPermission(permission as AnyQuery), 'data'),
    updatePermission: (id, changes) => get(updatePermission(id, changes as AnyQuery), 'data'),
    readMyPermissions: () => get(readUserPermissions(), 'data'),
    async resolvePreset(collection) {
      const me = await get<DirectusItem>(readMe({fields: ['id', 'role']}), 'data');
      const owner = {user: String(me.id), role: idOf(me.role)};
      const presets = await get<DirectusPreset[]>(
        readPresets({filter: presetFilter(collection, owner), limit: -1} as AnyQuery),
        'list',
      );
      return pickPreset(presets, owner);
    },
    // A list, or one object for a singleton collection.
    readItems: (collection, query) =>
      get(readItems<AnySchema, string, AnyQuery>(collection, query as AnyQuery), 'items'),
    readItem: (collection, id, query) =>
      get(readItem<AnySchema, string, AnyQuery>(collection, id, query as AnyQuery), 'data'),
    createItem: (collection, item) =>
      get(createItem<AnySchema, string, AnyQuery>(collection, item), 'data'),
    updateItem: (collection, id, changes) =>
      get(updateItem<AnySchema, string, AnyQuery>(collection, id, changes), 'data'),
    async deleteItem(collection, id) {
      await get(deleteItem<AnySchema, string>(collection, id), 'none');
    },
    uploadFile: (form) => get(uploadFiles(form), 'data'),
    readAsset: (id, query) => get(readAssetArrayBuffer(id, query as AnyQuery), 'bytes'),
    readRevisions: (collection, id, query: DirectusQuery = {}) =>
      get(
        readRevisions({
          sort: ['-id'],
          ...query,
          filter: {collection: {_eq: collection}, item: {_eq: String(id)}, ...query.filter},
        } as AnyQuery),
        'list',
      ),
    async revertRevision(revision) {
      await get(customEndpoint({path: `/utils/revert/${revision}`, method: 'POST'}), 'none');
    },
    close: () => session.stop(),
  };
}

/** A relation's id whether Directus returned the id or the expanded record. */
function idOf(value: unknown): string | null {
  if (typeof value === 'string' || typeof value === 'number') return String(value);
  if (value !== null && typeof value === 'object' && 'id' in value) return idOf(value.id);
  return null;
}
