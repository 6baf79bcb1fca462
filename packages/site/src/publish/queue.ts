// The publish server's queue: an owner's save in Directus can fire several calls at once (a
// product with its translations and images, a batch edit), and each call must not start a
// build. A call starts a quiet period (the debounce); more calls in it restart it, up to a
// limit, so a steady stream of calls still publishes. Calls while a build runs mark it dirty:
// exactly one more build follows it. Never two builds at once.

/** The queue's controls. */
export interface PublishQueue {
  /** Asks for a publish. */
  request(): void;
  /** Whether a build runs now. */
  publishing(): boolean;
  /** Whether a publish waits: in its quiet period, or asked for while a build runs. */
  waiting(): boolean;
  /** Resolves when nothing is waiting or running. */
  idle(): Promise<void>;
  /** Drops what waits and resolves once a running build has ended. */
  close(): Promise<void>;
}

/** A queue that runs `run` (one publish) at most once at a time. */
export function createPublishQueue(options: {
  debounceMs: number;
  run: () => Promise<unknown>;
  /** Called with what `run` threw (it should not). */
  onError?: (error: unknown) => void;
}): PublishQueue {
  const {debounceMs} = options;
  // However many calls come, a build starts at most this long after the first one.
  const maxWaitMs = Math.max(debounceMs * 10, 5_000);
  let timer: NodeJS.Timeout | null = null;
  let firstCall = 0;
  let running: Promise<void> | null = null;
  let dirty = false;
  let closed = false;
  let waiters: (() => void)[] = [];

  const settle = () => {
    if (timer !== null || running !== null) return;
    const done = waiters;
    waiters = [];
    for (const resolve of done) resolve();
  };

  const schedule = () => {
    const now = Date.now();
    if (timer === null) firstCall = now;
    else clearTimeout(timer);
    const wait = Math.max(0, Math.min(debounceMs, firstCall + maxWaitMs - now));
    timer = setTimeout(start, wait);
  };

  const start = () => {
    timer = null;
    dirty = false;
    running = (async () => {
      try {
        await options.run();
      } catch (error) {
        options.onError?.(error);
      }
    })().finally(() => {
      running = null;
      if (dirty && !closed) {
        dirty = false;
        schedule();
      }
      settle();
    });
  };

  return {
    request() {
      if (closed) return;
      if (running !== null) dirty = true;
      else schedule();
    },
    publishing: () => running !== null,
    waiting: () => timer !== null || dirty,
    idle() {
      return new Promise((resolve) => {
        waiters.push(resolve);
        settle();
      });
    },
    async close() {
      closed = true;
      dirty = false;
      if (timer !== null) clearTimeout(timer);
      timer = null;
      await running;
      settle();
    },
  };
}
