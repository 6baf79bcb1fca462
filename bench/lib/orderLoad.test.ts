import {describe, expect, it} from 'vitest';
import {measureOrderLoad} from './orderLoad.ts';

describe('measureOrderLoad', () => {
  it('loads the in-process order service with valid orders and reports no errors', async () => {
    const figures = await measureOrderLoad({clients: 3, seconds: 0.5});
    expect(figures).toMatchObject({clients: 3, errors: 0});
    expect(figures).not.toHaveProperty('first_error');
    expect(figures.orders).toBeGreaterThan(3);
    expect(figures.orders_per_s).toBeGreaterThan(0);
    expect(figures.p50_ms).toBeGreaterThan(0);
    expect(figures.p99_ms).toBeGreaterThanOrEqual(figures.p50_ms);
  });

  it('refuses impossible settings', async () => {
    await expect(measureOrderLoad({clients: 0})).rejects.toThrow(RangeError);
    await expect(measureOrderLoad({seconds: 0})).rejects.toThrow(RangeError);
  });
});
