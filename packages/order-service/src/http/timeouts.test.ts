import {describe, expect, it} from 'vitest';
import {CLIENT_TIMEOUT_MS} from '../limits.ts';
import {serverTimeouts} from './timeouts.ts';

describe('serverTimeouts', () => {
  it('cuts a slow client after 10 s by default, checked every second (node checks every 30 s)', () => {
    expect(serverTimeouts(CLIENT_TIMEOUT_MS)).toEqual({
      requestTimeout: 10_000,
      headersTimeout: 5_000,
      connectionsCheckingInterval: 1_000,
      keepAliveTimeout: 5_000,
      socketTimeout: 10_000,
    });
  });

  it('scales down for short timeouts and refuses impossible ones', () => {
    expect(serverTimeouts(500)).toEqual({
      requestTimeout: 500,
      headersTimeout: 250,
      connectionsCheckingInterval: 50,
      keepAliveTimeout: 500,
      socketTimeout: 500,
    });
    for (const ms of [0, 5, 1.5, Number.NaN]) expect(() => serverTimeouts(ms)).toThrow(RangeError);
  });
});
