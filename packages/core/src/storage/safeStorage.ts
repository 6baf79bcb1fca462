// Safe access to Web Storage (spec §3, §9 Storage keys; ARCHITECTURE "Browser state"): whatever is
// read back is validated, a corrupt entry is dropped with one warning, and storage that is missing
// or throws (private mode, quota, blocked cookies) degrades to memory instead of crashing.
import {parseJsonSafely} from './parseJson.ts';

/** Checks a parsed value: returns it typed when valid, undefined otherwise. */
export type Validate<T> = (raw: unknown) => T | undefined;

/** Entries longer than this many characters are treated as corrupt (docs/decisions/006-storage.md). */
export const MAX_ENTRY_LENGTH = 1_000_000;

/** What `write` saves: plain objects gain the save time (spec §3), other values stay as they are. */
type Timestamped<T> = T extends readonly unknown[]
  ? T
  : T extends Record<string, unknown>
    ? T & {timestamp: number}
    : T;

/** Validated, crash-free access to one Web Storage area. */
export interface SafeStorage {
  /** The stored value if present and valid, else `fallback`; a bad entry is removed with one warning. */
  read<T>(key: string, validate: Validate<T>, fallback: T): T;
  /** Saves `value` as JSON, plain objects with `timestamp: Date.now()` (spec §3); returns it. */
  write<T>(key: string, value: T): Timestamped<T>;
  /** Removes the entry. */
  remove(key: string): void;
}

/**
 * Wraps the storage `getStorage` returns (e.g. `() => globalThis.localStorage`). It is called on
 * every access, inside a try, since merely reading `window.localStorage` can throw.
 * `undefined` (server rendering, node) means memory only, without a warning.
 */
export function createSafeStorage(getStorage: () => Storage | undefined): SafeStorage {
  // Values that could not be persisted, newest first; `null` marks a removal storage refused.
  const memory = new Map<string, string | null>();
  let warnedUnavailable = false;

  const warnUnavailable = (operation: string, error: unknown): void => {
    if (warnedUnavailable) return;
    warnedUnavailable = true;
    console.warn(`[storage] ${operation} failed; keeping browser state in memory only.`, error);
  };

  const storage = (operation: string): Storage | undefined => {
    try {
      return getStorage();
    } catch (error) {
      warnUnavailable(operation, error);
      return undefined;
    }
  };

  const getRaw = (key: string): string | null => {
    if (memory.has(key)) return memory.get(key) ?? null;
    try {
      return storage('Storage access')?.getItem(key) ?? null;
    } catch (error) {
      warnUnavailable('Reading storage', error);
      return null;
    }
  };

  const setRaw = (key: string, text: string): void => {
    try {
      const area = storage('Storage access');
      if (!area) {
        memory.set(key, text);
        return;
      }
      area.setItem(key, text);
      memory.delete(key);
    } catch (error) {
      memory.set(key, text);
      warnUnavailable(`Saving "${key}"`, error);
    }
  };

  const remove = (key: string): void => {
    memory.delete(key);
    try {
      storage('Storage access')?.removeItem(key);
    } catch (error) {
      // Remember the removal so the stale stored value is not read back.
      memory.set(key, null);
      warnUnavailable(`Removing "${key}"`, error);
    }
  };

  const drop = (key: string, reason: string): void => {
    console.warn(`[storage] Dropped invalid entry "${key}": ${reason}.`);
    remove(key);
  };

  return {
    read<T>(key: string, validate: Validate<T>, fallback: T): T {
      const text = getRaw(key);
      if (text === null) return fallback;
      // The limit guards against what others left in storage; our own memory copies are exempt.
      if (text.length > MAX_ENTRY_LENGTH && !memory.has(key)) {
        drop(key, `longer than ${MAX_ENTRY_LENGTH} characters`);
        return fallback;
      }
      let parsed: unknown;
      try {
        parsed = parseJsonSafely(text);
      } catch {
        drop(key, 'not valid JSON');
        return fallback;
      }
      const value = validate(parsed);
      if (value === undefined) {
        drop(key, 'unexpected shape');
        return fallback;
      }
      return value;
    },

    write<T>(key: string, value: T) {
      const saved = isPlainObject(value) ? {...value, timestamp: Date.now()} : value;
      const text = JSON.stringify(saved);
      if (text.length > MAX_ENTRY_LENGTH) {
        // Persisting it would only make the next read drop it; keep it for this page's life.
        memory.set(key, text);
        console.warn(
          `[storage] "${key}" is longer than ${MAX_ENTRY_LENGTH} characters; kept in memory only.`,
        );
      } else {
        setRaw(key, text);
      }
      return saved as Timestamped<T>;
    },

    remove,
  };
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const proto: unknown = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}
