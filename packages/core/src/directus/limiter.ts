// A small concurrency limiter: at most N tasks run at once, the rest wait in order
// (spec §9 Content client: max 10 concurrent requests; §5: a limit below 1 is rejected).

/** Runs async tasks with at most `max` of them in flight. */
export interface Limiter {
  /** Runs `task` as soon as a slot is free; settles like the task. */
  run<T>(task: () => Promise<T>): Promise<T>;
  /** Tasks running now. */
  readonly active: number;
  /** Tasks waiting for a slot. */
  readonly waiting: number;
}

/** Creates a limiter; throws a RangeError when `max` is not an integer of at least 1. */
export function createLimiter(max: number): Limiter {
  if (!Number.isInteger(max) || max < 1) {
    throw new RangeError(`Concurrency limit must be an integer of at least 1, got ${String(max)}`);
  }
  let active = 0;
  const queue: (() => void)[] = [];

  const release = () => {
    active -= 1;
    const next = queue.shift();
    if (next) next();
  };

  return {
    run<T>(task: () => Promise<T>): Promise<T> {
      return new Promise<T>((resolve, reject) => {
        const start = () => {
          active += 1;
          // A task that throws synchronously still frees its slot.
          Promise.resolve().then(task).then(resolve, reject).finally(release);
        };
        if (active < max) start();
        else queue.push(start);
      });
    },
    get active() {
      return active;
    },
    get waiting() {
      return queue.length;
    },
  };
}
