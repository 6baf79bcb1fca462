// The content client's public shape (spec §7 "Content client"; decision 019 maps each call to
// today's Directus endpoint where the spec's name is from an older API).
import type {DirectusClientError} from './errors.ts';
import type {DirectusPreset} from './presets.ts';
import type {AuthTokens} from './session.ts';
import type {FetchFn} from './transport.ts';

/** A JSON record as Directus returns it. */
export type DirectusItem = Record<string, unknown>;

/** A Directus query (the SDK formats it into URL parameters). */
export interface DirectusQuery {
  /** Fields, dotted for relations (`*`, `translations.*`). */
  fields?: string[];
  /** A Directus filter object. */
  filter?: Record<string, unknown>;
  /** Sort keys, `-` for descending. */
  sort?: string[];
  /** Page size; -1 for all. */
  limit?: number;
  /** 1-based page. */
  page?: number;
  offset?: number;
  search?: string;
  deep?: Record<string, unknown>;
  /** Aggregates, e.g. `{count: '*'}`. */
  aggregate?: Record<string, string | string[]>;
}

/** Options of createDirectusClient. */
export interface DirectusClientOptions {
  /** Directus base URL; required before any request (spec §5). */
  url?: string;
  /** The project (its domain) the client reads for; required before any request (spec §5). */
  project?: string;
  /** A static access token (e.g. DIRECTUS_TOKEN); without it, call `login`. */
  token?: string;
  /** Most requests in flight at once. @default 10 (spec §9); below 1 is rejected (spec §5). */
  concurrency?: number;
  /** Request timeout in ms. @default 600000 (spec §9) */
  timeoutMs?: number;
  /** Local token lifetime in minutes (× 60000). @default 30000 ms (spec §9) */
  tokenLifetimeMinutes?: number;
  /** Told about failed background refreshes and about token expiry (auth_expired_token). */
  onAuthError?: (error: DirectusClientError) => void;
  /** Fetch to use; the global one by default. */
  fetch?: FetchFn;
}

/** Login credentials (spec §7: email, password, optional otp; mode is always json). */
interface LoginCredentials {
  email: string;
  password: string;
  /** One-time password when the user has two-factor authentication. */
  otp?: string;
}

/**
 * The content client: every call of spec §7 "Content client". All calls reject with a
 * DirectusClientError (spec §8 messages); none is sent without a configured URL and project.
 */
export interface DirectusClient {
  /** The configured project (domain), or null. */
  readonly project: string | null;
  /** POST /auth/login (the spec's /auth/authenticate) in JSON mode; starts the session. */
  login(credentials: LoginCredentials): Promise<AuthTokens>;
  /** POST /auth/logout with the refresh token; ends the session. */
  logout(): Promise<void>;
  /** POST /auth/refresh with the refresh token; renews the local expiry. */
  refresh(): Promise<void>;
  /** POST /auth/password/request (email, optional reset_url). */
  requestPasswordReset(email: string, resetUrl?: string): Promise<void>;
  /** POST /auth/password/reset (token, password). */
  resetPassword(token: string, password: string): Promise<void>;
  /** GET /users/me. */
  readMe(query?: DirectusQuery): Promise<DirectusItem>;
  /** GET /users. */
  readUsers(query?: DirectusQuery): Promise<DirectusItem[]>;
  /** GET /roles. */
  readRoles(query?: DirectusQuery): Promise<DirectusItem[]>;
  /** GET /files. */
  readFiles(query?: DirectusQuery): Promise<DirectusItem[]>;
  /** GET /fields, or /fields/{collection}. */
  readFields(collection?: string): Promise<DirectusItem[]>;
  /** GET /collections. */
  readCollections(): Promise<DirectusItem[]>;
  /** GET /relations. */
  readRelations(): Promise<DirectusItem[]>;
  /** GET /activity. */
  readActivity(query?: DirectusQuery): Promise<DirectusItem[]>;
  /** GET /settings. */
  readSettings(query?: DirectusQuery): Promise<DirectusItem>;
  /** GET /server/ping; resolves with the server's text ("pong"). */
  ping(): Promise<string>;
  /** GET /auth: the login providers (the spec's /auth/sso). */
  readSsoProviders(): Promise<DirectusItem[]>;
  /** GET /permissions. */
  readPermissions(query?: DirectusQuery): Promise<DirectusItem[]>;
  /** POST /permissions. */
  createPermission(permission: DirectusItem): Promise<DirectusItem>;
  /** PATCH /permissions/{id}. */
  updatePermission(id: number, changes: DirectusItem): Promise<DirectusItem>;
  /** GET /permissions/me: the caller's own permissions. */
  readMyPermissions(): Promise<unknown>;
  /** The caller's preset for a collection: user over role over global (spec §6); null if none. */
  resolvePreset(collection: string): Promise<DirectusPreset | null>;
  /** GET /items/{collection}: a list, or the object of a singleton collection. */
  readItems(collection: string, query?: DirectusQuery): Promise<DirectusItem[] | DirectusItem>;
  /** GET /items/{collection}/{id}. */
  readItem(collection: string, id: number | string, query?: DirectusQuery): Promise<DirectusItem>;
  /** POST /items/{collection}. */
  createItem(collection: string, item: DirectusItem): Promise<DirectusItem>;
  /** PATCH /items/{collection}/{id}. */
  updateItem(collection: string, id: number | string, changes: DirectusItem): Promise<DirectusItem>;
  /** DELETE /items/{collection}/{id}. */
  deleteItem(collection: string, id: number | string): Promise<void>;
  /** POST /files as multipart form data (fields first, then the `file` part). */
  uploadFile(form: FormData): Promise<DirectusItem>;
  /** GET /assets/{id}: the file's bytes. */
  readAsset(id: string, query?: Record<string, string>): Promise<ArrayBuffer>;
  /** GET /revisions for one item (the spec's GET {item}/revisions). */
  readRevisions(
    collection: string,
    id: number | string,
    query?: DirectusQuery,
  ): Promise<DirectusItem[]>;
  /** POST /utils/revert/{revision} (the spec's PATCH revert). */
  revertRevision(revision: number | string): Promise<void>;
  /** Stops the refresh check; the client can still make calls with a static token. */
  close(): void;
}
