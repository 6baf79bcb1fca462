// The login session of the content client (spec §4 "Authentication session", §9 timings):
// the token lives in memory with a local expiry; every 10 s a check refreshes it when under
// 30 s remain; once the local expiry has passed, calls fail with auth_expired_token (102).
import {clientError, DirectusClientError} from './errors.ts';

/** Spec §9: token lifetime when none is configured, in milliseconds. */
export const DEFAULT_TOKEN_LIFETIME_MS = 30_000;
/** Spec §9: the refresh check runs this often. */
export const REFRESH_CHECK_INTERVAL_MS = 10_000;
/** Spec §4: refresh when fewer than this many milliseconds remain. */
export const REFRESH_BEFORE_EXPIRY_MS = 30_000;

/** Spec §9: the lifetime is configured in minutes and multiplied by 60000. */
export function tokenLifetimeMs(minutes: number | undefined): number {
  if (minutes === undefined) return DEFAULT_TOKEN_LIFETIME_MS;
  if (!Number.isFinite(minutes) || minutes <= 0) {
    throw new RangeError(`Token lifetime must be a positive number of minutes, got ${minutes}`);
  }
  return minutes * 60_000;
}

/** Tokens as /auth/login and /auth/refresh return them in JSON mode. */
export interface AuthTokens {
  access_token: string;
  refresh_token: string | null;
  /** Server-side lifetime in ms (informational; the local expiry follows the spec). */
  expires?: number | null;
}

/** Options of {@link createTokenSession}. */
export interface TokenSessionOptions {
  /** Local lifetime of a token in ms. */
  lifetimeMs: number;
  /** Exchanges a refresh token for new tokens (POST /auth/refresh). */
  refresh: (refreshToken: string) => Promise<AuthTokens>;
  /** Called with each new access token, and with null when the session ends. */
  onToken: (accessToken: string | null) => void;
  /** Told about a failed background refresh and about expiry. */
  onAuthError?: (error: DirectusClientError) => void;
}

/** A login session. */
export interface TokenSession {
  /** Starts (or restarts) the session with fresh tokens and starts the 10 s check. */
  start(tokens: AuthTokens): void;
  /** Throws auth_expired_token (102) once the local expiry has passed; no-op without a login. */
  assertValid(): void;
  /** Whether a refresh token is held (a 401 may then be retried after a refresh). */
  canRefresh(): boolean;
  /** Refreshes now; concurrent callers share one request. */
  refresh(): Promise<void>;
  /** One run of the periodic check (exposed for the timer and for tests of its rule). */
  check(): Promise<void>;
  /** The current refresh token, e.g. for logout. */
  refreshToken(): string | null;
  /** Forgets the tokens and stops the check. */
  stop(): void;
}

/** Creates a session; nothing runs until {@link TokenSession.start}. */
export function createTokenSession(options: TokenSessionOptions): TokenSession {
  let refreshToken: string | null = null;
  let expiresAt: number | null = null;
  let timer: ReturnType<typeof setInterval> | null = null;
  let pending: Promise<void> | null = null;

  const expired = () => expiresAt !== null && Date.now() >= expiresAt;

  const accept = (tokens: AuthTokens) => {
    refreshToken = tokens.refresh_token ?? refreshToken;
    expiresAt = Date.now() + options.lifetimeMs;
    options.onToken(tokens.access_token);
  };

  const stopTimer = () => {
    if (timer !== null) clearInterval(timer);
    timer = null;
  };

  const session: TokenSession = {
    start(tokens) {
      accept(tokens);
      stopTimer();
      timer = setInterval(() => void session.check(), REFRESH_CHECK_INTERVAL_MS);
      // A build or script must be able to exit while a session is open.
      if (typeof timer === 'object' && timer !== null && 'unref' in timer) timer.unref();
    },
    assertValid() {
      if (expired()) throw clientError('expiredToken', {detail: 'local token expiry passed'});
    },
    canRefresh: () => refreshToken !== null,
    refresh() {
      pending ??= (async () => {
        const token = refreshToken;
        if (token === null) throw clientError('expiredToken', {detail: 'no refresh token held'});
        accept(await options.refresh(token));
      })().finally(() => {
        pending = null;
      });
      return pending;
    },
    async check() {
      if (expiresAt === null) return;
      const remaining = expiresAt - Date.now();
      if (remaining <= 0) {
        // Spec §4: an expired token raises auth_expired_token; the session is over.
        stopTimer();
        options.onAuthError?.(clientError('expiredToken', {detail: 'local token expiry passed'}));
        return;
      }
      if (remaining >= REFRESH_BEFORE_EXPIRY_MS) return;
      try {
        await session.refresh();
      } catch (error) {
        // Reported, not thrown: the next check retries until the token expires.
        if (error instanceof DirectusClientError) options.onAuthError?.(error);
      }
    },
    refreshToken: () => refreshToken,
    stop() {
      stopTimer();
      refreshToken = null;
      expiresAt = null;
      options.onToken(null);
    },
  };
  return session;
}
