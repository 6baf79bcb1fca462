// The publish server's settings from the environment (docs/operations/publishing.md). Every
// other variable (CONTENT_SOURCE, SITE_DOMAIN, RETAILER, …) is the build's and passed on to it.
import path from 'node:path';
import {REPO_ROOT} from '../build/options.ts';
import {DEFAULT_NOTIFY_ROLE, type NotifyTarget} from './notify.ts';
import type {OrderServiceTarget} from './reload.ts';

/** A shared secret shorter than this is refused: it must not be guessable. */
const MIN_SECRET_LENGTH = 32;

/** The publish server's settings. */
export interface PublishConfig {
  /** `PUBLISH_SECRET`: the webhook's shared secret; null when not set (serve refuses to start). */
  secret: string | null;
  /** `PUBLISH_PORT` (default 4175). */
  port: number;
  /** `PUBLISH_HOST` (default 127.0.0.1: only the web server in front reaches it). */
  host: string;
  /** `PUBLISH_DIR` (default `.data/publish` in the repository). */
  publishDir: string;
  /** `PUBLISH_KEEP`: releases kept (default 5; the current one and the one before always). */
  keep: number;
  /** `PUBLISH_DEBOUNCE_MS`: quiet time after a call before the build starts (default 500). */
  debounceMs: number;
  /** `ORDER_SERVICE_URL` + `ORDER_OWNER_TOKEN`; null: no reload after a switch. */
  orderService: OrderServiceTarget | null;
  /** `DIRECTUS_URL` + `DIRECTUS_TOKEN` (+ `PUBLISH_NOTIFY_ROLE`); null: failures are logged only. */
  notify: NotifyTarget | null;
  /**
   * The builds' environment: the server's, with `PUBLISH_UPSTREAM` (where the generated host
   * configs send the webhook) pointing at this server unless it is set, so a changed
   * `PUBLISH_PORT` does not leave the configs at the default port.
   */
  buildEnv: Record<string, string | undefined>;
}

/** Reads the settings; throws naming the variable that is wrong. */
export function readPublishConfig(env: Record<string, string | undefined>): PublishConfig {
  const secret = text(env.PUBLISH_SECRET);
  if (secret !== null && secret.length < MIN_SECRET_LENGTH) {
    throw new Error(`PUBLISH_SECRET must be at least ${MIN_SECRET_LENGTH} characters long`);
  }
  const serviceUrl = text(env.ORDER_SERVICE_URL);
  const ownerToken = text(env.ORDER_OWNER_TOKEN);
  if (serviceUrl !== null && !URL.canParse(serviceUrl)) {
    throw new Error(`ORDER_SERVICE_URL must be an absolute URL, got "${serviceUrl}"`);
  }
  if ((serviceUrl === null) !== (ownerToken === null)) {
    throw new Error('ORDER_SERVICE_URL and ORDER_OWNER_TOKEN go together: set both or neither');
  }
  const directusUrl = text(env.DIRECTUS_URL);
  const directusToken = text(env.DIRECTUS_TOKEN);
  const port = integer(env.PUBLISH_PORT, 'PUBLISH_PORT', 4175, 0, 65_535);
  const host = text(env.PUBLISH_HOST) ?? '127.0.0.1';
  return {
    secret,
    port,
    host,
    publishDir: path.resolve(text(env.PUBLISH_DIR) ?? path.join(REPO_ROOT, '.data/publish')),
    keep: integer(env.PUBLISH_KEEP, 'PUBLISH_KEEP', 5, 2, 1000),
    debounceMs: integer(env.PUBLISH_DEBOUNCE_MS, 'PUBLISH_DEBOUNCE_MS', 500, 0, 600_000),
    orderService:
      serviceUrl !== null && ownerToken !== null ? {url: serviceUrl, token: ownerToken} : null,
    notify:
      directusUrl !== null && directusToken !== null
        ? {
            url: directusUrl,
            token: directusToken,
            role: text(env.PUBLISH_NOTIFY_ROLE) ?? DEFAULT_NOTIFY_ROLE,
          }
        : null,
    buildEnv: {...env, PUBLISH_UPSTREAM: text(env.PUBLISH_UPSTREAM) ?? upstreamOf(host, port)},
  };
}

/** The origin a web server on this machine reaches the server at; undefined for port 0. */
function upstreamOf(host: string, port: number): string | undefined {
  if (port === 0) return undefined;
  const local = host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host;
  return `http://${local.includes(':') ? `[${local}]` : local}:${port}`;
}

function text(value: string | undefined): string | null {
  const trimmed = value?.trim() ?? '';
  return trimmed === '' ? null : trimmed;
}

function integer(
  value: string | undefined,
  name: string,
  fallback: number,
  min: number,
  max: number,
): number {
  const given = text(value);
  if (given === null) return fallback;
  const number = Number(given);
  if (!/^\d+$/.test(given) || number < min || number > max) {
    throw new Error(`${name} must be a whole number from ${min} to ${max}, got "${given}"`);
  }
  return number;
}
