// The shop settings cache without react-query (decision 052): the islands of cart and checkout
// read nothing else live, so they no longer load a query library. Same rules as the query cache
// had (spec §9 Data cache, QUERY_DEFAULTS): every mount refreshes (staleTime 0), one request at a
// time per domain, a failed read is retried 3 times after 1, 2 and 4 s, settings already loaded
// are kept when a refresh fails.
import {QUERY_DEFAULTS, type ShopSettings} from '@schaufenster/core';
import type {SettingsQueryView} from './settingsState.ts';

/** How a store retries: the number of retries (false: none) and the delay before each. */
export interface SettingsRetry {
  /** Retries after the first failure; false for none (stories). @default 3 */
  retry?: number | false;
  /** The delay before retry n (0-based failure count), in ms. @default QUERY_DEFAULTS.retryDelay */
  retryDelay?: (failureCount: number) => number;
}

/** One domain's settings as the islands see them, plus whether a read is under way. */
export interface SettingsStore {
  /** The entry of `domain`: pending until the first answer or seed (stable until it changes). */
  get: (domain: string) => SettingsQueryView;
  /** Calls `listener` after every change; returns the unsubscribe. */
  subscribe: (listener: () => void) => () => void;
  /** Puts the build's settings in, also over live ones (the prerendered HTML shows them). */
  seed: (domain: string, settings: ShopSettings) => void;
  /** Reads the settings with `load` unless a read of `domain` is under way. */
  refresh: (domain: string, load: () => Promise<ShopSettings | null>) => void;
}

const PENDING: SettingsQueryView = Object.freeze({status: 'pending', data: undefined});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A settings store with the spec's retries unless told otherwise. */
export function createSettingsStore({
  retry = QUERY_DEFAULTS.retry,
  retryDelay = QUERY_DEFAULTS.retryDelay,
}: SettingsRetry = {}): SettingsStore {
  const entries = new Map<string, SettingsQueryView>();
  const loading = new Set<string>();
  const listeners = new Set<() => void>();
  const set = (domain: string, entry: SettingsQueryView) => {
    entries.set(domain, entry);
    for (const listener of listeners) listener();
  };
  const attempt = async (load: () => Promise<ShopSettings | null>) => {
    for (let failures = 0; ; failures += 1) {
      try {
        return {data: await load()};
      } catch {
        if (retry === false || failures >= retry) return null;
        await sleep(retryDelay(failures));
      }
    }
  };
  return {
    get: (domain) => entries.get(domain) ?? PENDING,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    seed: (domain, settings) => set(domain, {status: 'success', data: settings}),
    refresh: (domain, load) => {
      if (loading.has(domain)) return;
      loading.add(domain);
      void attempt(load).then((result) => {
        loading.delete(domain);
        const previous = entries.get(domain)?.data;
        set(
          domain,
          result ? {status: 'success', data: result.data} : {status: 'error', data: previous},
        );
      });
    },
  };
}
