// The summary of a multi-retailer build: a table on the console and the same as JSON beside the
// retailers' output folders.

/** How one retailer's build went. */
export interface RetailerResult {
  /** The retailer's folder name. */
  retailer: string;
  /** Whether its site was built. */
  ok: boolean;
  /** Pages written (rendered and kept); 0 when it failed. */
  pages: number;
  /** Lines the build warned with (missing images, fallbacks, …). */
  warnings: string[];
  /** Wall time of its build, ms. */
  ms: number;
  /** Where its site is. */
  outDir: string;
  /** Why it failed (the build's message); null when built. */
  error: string | null;
}

/** The whole run. */
export interface BuildSummary {
  /** Every retailer, in the order given. */
  retailers: RetailerResult[];
  /** Wall time of the whole run, ms (bundles once, then the retailers in parallel). */
  totalMs: number;
  /** The bundles' preparation, ms (compiled, or restored from the bundle cache). */
  bundlesMs: number;
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

/** The summary as a text table, a failed retailer's message under it. */
export function summaryTable(summary: BuildSummary): string {
  const rows = summary.retailers.map((result) => [
    result.retailer,
    result.ok ? 'built' : 'FAILED',
    String(result.pages),
    String(result.warnings.length),
    seconds(result.ms),
  ]);
  const header = ['retailer', 'result', 'pages', 'warnings', 'time'];
  const widths = header.map((title, column) =>
    Math.max(title.length, ...rows.map((row) => (row[column] ?? '').length)),
  );
  const line = (cells: string[]) =>
    cells
      .map((cell, column) =>
        column >= 2 ? cell.padStart(widths[column] ?? 0) : cell.padEnd(widths[column] ?? 0),
      )
      .join('  ');
  const failures = summary.retailers
    .filter((result) => !result.ok)
    .map((result) => `${result.retailer}: ${result.error ?? 'failed'}`);
  const built = summary.retailers.filter((result) => result.ok).length;
  return [
    line(header),
    ...rows.map(line),
    `${built} of ${summary.retailers.length} built in ${seconds(summary.totalMs)} ` +
      `(bundles ${seconds(summary.bundlesMs)})`,
    ...failures,
  ].join('\n');
}
