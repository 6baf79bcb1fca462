import {describe, expect, it} from 'vitest';
import {
  createRateLimiter,
  DEFAULT_RATE_LIMITS,
  RATE_LIMIT_GROUPS,
  resolveRateLimits,
  type RateDecision,
} from './rateLimit.ts';

// A limiter on a clock the test moves.
function limiterAt(options: Parameters<typeof createRateLimiter>[0]) {
  let time = 0;
  const limiter = createRateLimiter(options, () => time);
  return {
    take: limiter.take,
    advance(ms: number) {
      time += ms;
    },
  };
}

const okCount = (decisions: RateDecision[]) => decisions.filter((decision) => decision.ok).length;

describe('createRateLimiter', () => {
  it('lets a burst through, then refuses with the seconds until the next token', () => {
    const limiter = limiterAt({contact: {burst: 3, perMinute: 2}});
    const burst = Array.from({length: 5}, () => limiter.take('contact', '203.0.113.7'));
    expect(okCount(burst)).toBe(3);
    expect(burst[3]).toEqual({ok: false, retryAfterS: 30});
    limiter.advance(29_000);
    expect(limiter.take('contact', '203.0.113.7')).toEqual({ok: false, retryAfterS: 1});
    limiter.advance(1_000);
    expect(limiter.take('contact', '203.0.113.7')).toEqual({ok: true});
    expect(limiter.take('contact', '203.0.113.7')).toEqual({ok: false, retryAfterS: 30});
  });

  it('refills up to the burst only, keeps clients and groups apart', () => {
    const limiter = limiterAt({order: {burst: 2, perMinute: 60}, rating: {burst: 1, perMinute: 1}});
    limiter.advance(3_600_000);
    const later = Array.from({length: 4}, () => limiter.take('order', 'a'));
    expect(okCount(later)).toBe(2);
    expect(limiter.take('order', 'b')).toEqual({ok: true});
    expect(limiter.take('rating', 'a')).toEqual({ok: true});
    expect(limiter.take('rating', 'a').ok).toBe(false);
  });

  it('uses the defaults for groups not named, and none at all when turned off', () => {
    const limiter = limiterAt({contact: false});
    const contact = Array.from({length: 50}, () => limiter.take('contact', 'a'));
    expect(okCount(contact)).toBe(50);
    const newsletter = Array.from({length: 50}, () => limiter.take('newsletter', 'a'));
    expect(okCount(newsletter)).toBe(DEFAULT_RATE_LIMITS.newsletter.burst);
    const off = limiterAt(false);
    for (const group of RATE_LIMIT_GROUPS) {
      expect(okCount(Array.from({length: 100}, () => off.take(group, 'a')))).toBe(100);
    }
  });

  it('stays bounded under a flood of clients: the least recently seen are forgotten', () => {
    const limiter = limiterAt({request: {burst: 1, perMinute: 1}});
    expect(limiter.take('request', 'early').ok).toBe(true);
    expect(limiter.take('request', 'early').ok).toBe(false);
    for (let client = 0; client < 10_000; client++) limiter.take('request', `flood-${client}`);
    // "early" was dropped to make room, so it starts with a fresh bucket.
    expect(limiter.take('request', 'early').ok).toBe(true);
    // The most recent flood clients are still tracked and still empty.
    expect(limiter.take('request', 'flood-9999').ok).toBe(false);
  });
});

describe('resolveRateLimits', () => {
  it('refuses limits that cannot work', () => {
    expect(() => resolveRateLimits({order: {burst: 0, perMinute: 1}})).toThrow(/burst/);
    expect(() => resolveRateLimits({order: {burst: 1.5, perMinute: 1}})).toThrow(/burst/);
    expect(() => resolveRateLimits({order: {burst: 1, perMinute: 0}})).toThrow(/perMinute/);
    expect(() => resolveRateLimits({order: {burst: 1, perMinute: Infinity}})).toThrow(/perMinute/);
  });
});
