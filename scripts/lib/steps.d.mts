// Types of steps.mjs (plain JavaScript: it runs on Node 20 before Node 24 is installed).

/** A running step's line. */
export interface Step {
  /** Ends the line with ✓, the summary (or the label) and the time taken. */
  done(summary?: string): void;
  /** Ends the line with ✗, the summary (or the label) and the time taken. */
  fail(summary?: string): void;
}

export function elapsed(start: number, now?: number): string;
export function startStep(label: string, stream?: NodeJS.WriteStream): Step;
export function logFile(root: string, name: string): string;
export function runStep(
  label: string,
  command: string,
  args: readonly string[],
  options: {root: string; name: string; done?: string; env?: NodeJS.ProcessEnv},
): Promise<void>;
