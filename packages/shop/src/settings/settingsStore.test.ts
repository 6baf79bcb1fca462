import {afterEach, beforeEach, describe, expect, it, vi} from 'vitest';
import type {ShopSettings} from '@schaufenster/core';
import {createSettingsStore} from './settingsStore.ts';

const settings = {id: 1, enable_cart: true, maintenance_mode: false} as ShopSettings;
const live = {...settings, maintenance_mode: true} as ShopSettings;

describe('createSettingsStore (decision 052, spec §9 Data cache)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('is pending until the first answer, then holds it and tells its listeners', async () => {
    const store = createSettingsStore();
    const listener = vi.fn();
    store.subscribe(listener);
    expect(store.get('a.de')).toEqual({status: 'pending', data: undefined});
    store.refresh('a.de', () => Promise.resolve(settings));
    await vi.runAllTimersAsync();
    expect(store.get('a.de')).toEqual({status: 'success', data: settings});
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('shares one read per domain while it is under way', async () => {
    const store = createSettingsStore();
    const load = vi.fn(() => Promise.resolve(settings));
    store.refresh('a.de', load);
    store.refresh('a.de', load);
    await vi.runAllTimersAsync();
    store.refresh('a.de', load);
    await vi.runAllTimersAsync();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('retries 3 times after 1, 2 and 4 s, then fails', async () => {
    const store = createSettingsStore();
    const load = vi.fn(() => Promise.reject(new Error('down')));
    store.refresh('a.de', load);
    await vi.advanceTimersByTimeAsync(0);
    expect(load).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1000);
    expect(load).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(2000);
    expect(load).toHaveBeenCalledTimes(3);
    await vi.advanceTimersByTimeAsync(3999);
    expect(load).toHaveBeenCalledTimes(3);
    await vi.advanceTimersByTimeAsync(1);
    expect(load).toHaveBeenCalledTimes(4);
    expect(store.get('a.de')).toEqual({status: 'error', data: undefined});
  });

  it('keeps seeded settings when a refresh fails, and a seed wins over live ones', async () => {
    const store = createSettingsStore({retry: false});
    store.seed('a.de', settings);
    store.refresh('a.de', () => Promise.reject(new Error('down')));
    await vi.runAllTimersAsync();
    expect(store.get('a.de')).toEqual({status: 'error', data: settings});
    store.refresh('a.de', () => Promise.resolve(live));
    await vi.runAllTimersAsync();
    expect(store.get('a.de').data).toBe(live);
    store.seed('a.de', settings);
    expect(store.get('a.de').data).toBe(settings);
  });
});
