// The timing table printed at the end of a build (issue 5: time per page).

/** One rendered page's timing. */
export interface PageTiming {
  /** The page's path. */
  path: string;
  /** Milliseconds to render it. */
  ms: number;
}

/** The table: slowest first, then the total and the average per page. */
export function timingReport(
  timings: readonly PageTiming[],
  workers: number,
  totalMs: number,
): string {
  const sorted = [...timings].sort((a, b) => b.ms - a.ms);
  const sum = timings.reduce((total, timing) => total + timing.ms, 0);
  const lines = sorted.map((timing) => `${timing.ms.toFixed(1).padStart(8)} ms  ${timing.path}`);
  const average = timings.length > 0 ? sum / timings.length : 0;
  lines.push(
    `${timings.length} pages rendered on ${workers === 0 ? 'the main thread' : `${workers} worker threads`}: ` +
      `${sum.toFixed(0)} ms of rendering, ${average.toFixed(1)} ms per page; build took ${(totalMs / 1000).toFixed(1)} s`,
  );
  return lines.join('\n');
}
