// A Web Storage test double for node, with switches to make each operation throw (tests only).

/** Which operations throw, and with what. */
export interface FakeStorageFaults {
  getItem?: Error;
  setItem?: Error;
  removeItem?: Error;
}

/** An in-memory `Storage` whose operations can be made to throw like private mode or a full quota. */
export class FakeStorage implements Storage {
  /** The stored entries, open for tests to seed and inspect. */
  readonly entries = new Map<string, string>();
  /** Errors to throw per operation. */
  faults: FakeStorageFaults = {};

  get length(): number {
    return this.entries.size;
  }

  clear(): void {
    this.entries.clear();
  }

  getItem(key: string): string | null {
    if (this.faults.getItem) throw this.faults.getItem;
    return this.entries.get(key) ?? null;
  }

  key(index: number): string | null {
    return [...this.entries.keys()][index] ?? null;
  }

  removeItem(key: string): void {
    if (this.faults.removeItem) throw this.faults.removeItem;
    this.entries.delete(key);
  }

  setItem(key: string, value: string): void {
    if (this.faults.setItem) throw this.faults.setItem;
    this.entries.set(key, String(value));
  }
}

/** A DOMException like the one browsers throw when the storage quota is exceeded. */
export function quotaError(): Error {
  return new DOMException('The quota has been exceeded.', 'QuotaExceededError');
}
