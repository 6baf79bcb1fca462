// An in-memory Web Storage for the storage fault tests (decision 016): node has no localStorage.

/** A `Storage` over a Map; `entries` is open for tests to seed and inspect. */
export class MemoryStorage implements Storage {
  /** The stored entries. */
  readonly entries = new Map<string, string>();

  /** Number of entries. */
  get length(): number {
    return this.entries.size;
  }

  /** Removes every entry. */
  clear(): void {
    this.entries.clear();
  }

  /** The value under `key`, or null. */
  getItem(key: string): string | null {
    return this.entries.get(key) ?? null;
  }

  /** The key at `index`, or null. */
  key(index: number): string | null {
    return [...this.entries.keys()][index] ?? null;
  }

  /** Removes `key`. */
  removeItem(key: string): void {
    this.entries.delete(key);
  }

  /** Stores `value` under `key`. */
  setItem(key: string, value: string): void {
    this.entries.set(key, String(value));
  }
}

/** Own property names of the built-in prototypes a polluted parse would change. */
export function prototypeSnapshot(): string {
  return [Object.prototype, Array.prototype, Function.prototype]
    .map((proto) => Reflect.ownKeys(proto).map(String).sort().join(','))
    .join('|');
}
