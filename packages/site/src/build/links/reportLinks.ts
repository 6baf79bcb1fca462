// Dangling links are warnings of the content report (decision 029): printed, and written into
// its file beside the output; under STRICT_CONTENT=1 they fail the build.
import type {ContentReport} from '@schaufenster/core';
import {writeContentReport} from '../contentReport.ts';
import {describeDanglingLink, type DanglingLink} from './checkLinks.ts';

/** Where and how to report. */
export interface LinkReportOptions {
  /** The content report's file (contentReport.ts), rewritten with the dangling links. */
  file: string;
  /** The content report the build wrote before its pages. */
  report: ContentReport;
  /** `STRICT_CONTENT=1`: a dangling link fails the build. */
  strict: boolean;
  /** Where the warnings go. @default console.warn */
  warn?: (line: string) => void;
}

/** Reports `dangling`; rejects under `strict` when there is any. */
export async function reportDanglingLinks(
  dangling: readonly DanglingLink[],
  {file, report, strict, warn = console.warn}: LinkReportOptions,
): Promise<void> {
  if (dangling.length === 0) return;
  const lines = dangling.map(describeDanglingLink);
  for (const line of lines) warn(line);
  await writeContentReport(file, report, dangling);
  if (strict) {
    throw new Error(
      `STRICT_CONTENT=1 and ${dangling.length} dangling link(s), first: ${lines[0] ?? ''}`,
    );
  }
}
