// How `npm start` ends the helper processes it runs (the order service, the mail inbox): each
// resolves `exited` with its exit code, stops on SIGTERM, and is killed when it does not stop.
import type {ChildProcess} from 'node:child_process';

/** The controls of one child process. */
export interface ChildControl {
  /** Resolves with the exit code once the process has ended, for whatever reason. */
  exited: Promise<number | null>;
  /** Sends SIGTERM and waits for the exit (SIGKILL after `stopTimeoutMs`). */
  stop(): Promise<void>;
  /** Kills at once, synchronously (for `process.on('exit')`). */
  kill(): void;
}

/** The controls of `child`, which gets `stopTimeoutMs` to end after SIGTERM. */
export function controlChild(child: ChildProcess, stopTimeoutMs: number): ChildControl {
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  const running = () => child.exitCode === null && child.signalCode === null;
  const kill = () => {
    if (running()) child.kill('SIGKILL');
  };
  const stop = async () => {
    if (!running()) return;
    child.kill('SIGTERM');
    const timer = setTimeout(kill, stopTimeoutMs);
    await exited;
    clearTimeout(timer);
  };
  return {exited, stop, kill};
}
