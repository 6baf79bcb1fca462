// Per-client rate limits (decision 010e): one token bucket per client and endpoint group. A
// bucket holds up to `burst` tokens, refills `perMinute` tokens a minute and each request takes
// one; an empty bucket answers 429 with the seconds until the next token (Retry-After).

/** The endpoint groups with their own buckets. */
export const RATE_LIMIT_GROUPS = [
  'contact',
  'newsletter',
  'request',
  'rating',
  'order',
  'payment',
  'withdrawal',
  'newsletterLink',
  'providerWebhook',
] as const;
/** An endpoint group (see `RATE_LIMIT_GROUPS`). */
export type RateLimitGroup = (typeof RATE_LIMIT_GROUPS)[number];

/** One group's limit per client. */
export interface RateLimit {
  /** Requests a client may send at once (the bucket's size); a whole number, at least 1. */
  burst: number;
  /** Requests a minute a client may keep sending (the refill rate); above 0. */
  perMinute: number;
}

/**
 * Rate limits as configured: `false` turns them all off, otherwise each named group gets its
 * limit (or `false` for none) and the others keep `DEFAULT_RATE_LIMITS`.
 */
export type RateLimitOptions = false | Partial<Record<RateLimitGroup, RateLimit | false>>;

/**
 * Defaults per client: forms a person sends a few times (contact, newsletter), feedback on a
 * few products, and checkouts with their retries and payment follow-ups.
 */
export const DEFAULT_RATE_LIMITS: Readonly<Record<RateLimitGroup, RateLimit>> = {
  contact: {burst: 5, perMinute: 1},
  newsletter: {burst: 5, perMinute: 1},
  request: {burst: 10, perMinute: 2},
  rating: {burst: 10, perMinute: 2},
  order: {burst: 20, perMinute: 10},
  payment: {burst: 20, perMinute: 10},
  // Two steps per withdrawal and a retyped number now and then; more is someone guessing.
  withdrawal: {burst: 10, perMinute: 10},
  // The double opt-in's links: a page load or a mail client's one-click post each, and a mail
  // provider may post for many of its users from one address.
  newsletterLink: {burst: 20, perMinute: 20},
  // A payment provider delivers every shop's events from a few addresses, in bursts after an
  // outage; each is verified with the provider before it counts, so the bucket is wide.
  providerWebhook: {burst: 200, perMinute: 200},
};

/** Buckets kept per group before full ones are forgotten (bounds memory under a flood). */
const MAX_TRACKED_CLIENTS = 10_000;

/** Whether a request may go ahead, or in how many whole seconds the client may try again. */
export type RateDecision = {ok: true} | {ok: false; retryAfterS: number};

/** Takes tokens from the clients' buckets. */
export interface RateLimiter {
  /** Takes one token of `client`'s bucket for `group`. */
  take(group: RateLimitGroup, client: string): RateDecision;
}

interface Bucket {
  tokens: number;
  at: number;
}

/** Throws a RangeError unless `limit` has a whole burst ≥ 1 and a finite rate above 0. */
export function checkRateLimit(limit: RateLimit, name: string): void {
  if (!Number.isInteger(limit.burst) || limit.burst < 1) {
    throw new RangeError(`Rate limit ${name}: burst must be a whole number of at least 1`);
  }
  if (!Number.isFinite(limit.perMinute) || limit.perMinute <= 0) {
    throw new RangeError(`Rate limit ${name}: perMinute must be a number above 0`);
  }
}

/** The limit of every group, or null for none, from the options and the defaults. */
export function resolveRateLimits(
  options: RateLimitOptions | undefined,
): Record<RateLimitGroup, RateLimit | null> {
  const resolved = {} as Record<RateLimitGroup, RateLimit | null>;
  for (const group of RATE_LIMIT_GROUPS) {
    const chosen = options === false ? false : (options?.[group] ?? DEFAULT_RATE_LIMITS[group]);
    if (chosen !== false) checkRateLimit(chosen, group);
    resolved[group] = chosen === false ? null : chosen;
  }
  return resolved;
}

/** A limiter over `options` (see `RateLimitOptions`); `now` gives milliseconds. */
export function createRateLimiter(
  options: RateLimitOptions | undefined,
  now: () => number = () => performance.now(),
): RateLimiter {
  const limits = resolveRateLimits(options);
  const buckets = new Map<RateLimitGroup, Map<string, Bucket>>(
    RATE_LIMIT_GROUPS.map((group) => [group, new Map()]),
  );
  return {
    take(group, client) {
      const limit = limits[group];
      const clients = buckets.get(group);
      if (limit === null || clients === undefined) return {ok: true};
      const perMs = limit.perMinute / 60_000;
      const time = now();
      const level = (bucket: Bucket) =>
        Math.min(limit.burst, bucket.tokens + (time - bucket.at) * perMs);
      if (!clients.has(client) && clients.size >= MAX_TRACKED_CLIENTS) {
        forget(clients, (bucket) => level(bucket) >= limit.burst);
      }
      const bucket = clients.get(client) ?? {tokens: limit.burst, at: time};
      const tokens = level(bucket);
      // Deleted and set again, so the map stays ordered from least to most recently seen.
      clients.delete(client);
      if (tokens >= 1) {
        clients.set(client, {tokens: tokens - 1, at: time});
        return {ok: true};
      }
      clients.set(client, {tokens, at: time});
      return {ok: false, retryAfterS: Math.max(1, Math.ceil((1 - tokens) / perMs / 1000))};
    },
  };
}

// Drops the buckets that are full again (a new one would be the same); when every client is
// still waiting, drops the least recently seen half, which gives those clients a fresh burst.
function forget(clients: Map<string, Bucket>, isFull: (bucket: Bucket) => boolean): void {
  for (const [client, bucket] of clients) if (isFull(bucket)) clients.delete(client);
  if (clients.size < MAX_TRACKED_CLIENTS) return;
  let drop = Math.ceil(clients.size / 2);
  for (const client of clients.keys()) {
    if (drop-- <= 0) break;
    clients.delete(client);
  }
}
