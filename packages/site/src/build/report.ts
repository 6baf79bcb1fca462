// The timing table printed at the end of a build (time per page) and the split of the build's time
// by phase, so a slow rebuild shows its cause; one line the bench reads.

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

/** Where a build's wall time went, ms. */
export interface BuildPhases {
  /** The SSR, client and service-worker bundles (or taking them from the bundle cache). */
  bundles: number;
  /** Reading and checking the content, its report, and planning the pages. */
  content: number;
  /** Resizing, encoding or copying images (their cache included). */
  images: number;
  /** Prerendering the pages on the workers. */
  rendering: number;
  /** Writing HTML, page data and the other files, and swapping the output in. */
  writing: number;
}

/** The phases in report order. */
const PHASES = ['bundles', 'content', 'images', 'rendering', 'writing'] as const;

/** Adds up the wall time of the phases of one build. */
export class PhaseClock {
  readonly #spent: BuildPhases = {bundles: 0, content: 0, images: 0, rendering: 0, writing: 0};

  /** Runs `work`, counting its wall time to `phase`. */
  async time<T>(phase: keyof BuildPhases, work: () => Promise<T>): Promise<T> {
    const started = performance.now();
    try {
      return await work();
    } finally {
      this.#spent[phase] += performance.now() - started;
    }
  }

  /** The time spent so far per phase, whole ms. */
  get phases(): BuildPhases {
    const spent = this.#spent;
    return {
      bundles: Math.round(spent.bundles),
      content: Math.round(spent.content),
      images: Math.round(spent.images),
      rendering: Math.round(spent.rendering),
      writing: Math.round(spent.writing),
    };
  }
}

/** The time-split line (`Time split: bundles 1234 ms, content 56 ms, …`). */
export function phaseReport(phases: BuildPhases, totalMs: number): string {
  const parts = PHASES.map((phase) => `${phase} ${phases[phase]} ms`);
  return `Time split: ${parts.join(', ')}, total ${Math.round(totalMs)} ms`;
}
