// The content report of a build (decision 029): printed, and written as JSON beside the output
// folder, never inside it, because every file of the output folder is deployed.
import {mkdir, writeFile} from 'node:fs/promises';
import path from 'node:path';
import type {ContentReport} from '@schaufenster/core';
import type {DanglingLink} from './links/checkLinks.ts';

/** The report's file: `<outDir>-content-report.json` next to the output folder (`CONTENT_REPORT` overrides). */
export function contentReportFile(outDir: string, override: string | null = null): string {
  return (
    override ?? path.join(path.dirname(outDir), `${path.basename(outDir)}-content-report.json`)
  );
}

/** Fallbacks per language: how many texts a page in that language shows in another language. */
function fallbacksPerLanguage(report: ContentReport): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const {language} of report.fallbacks) counts[language] = (counts[language] ?? 0) + 1;
  return counts;
}

/** The lines the build prints: records read per collection, skipped with reason, fallbacks. */
export function formatContentReport(report: ContentReport): string {
  const read = Object.entries(report.read)
    .map(([collection, count]) => `${collection} ${count}`)
    .join(', ');
  const fallbacks = Object.entries(fallbacksPerLanguage(report))
    .map(([language, count]) => `${language} ${count}`)
    .join(', ');
  const lines = [
    `Content: read ${read}`,
    `Content: ${report.skipped.length} record(s) skipped, ${report.warnings.length} ignored, ` +
      `fallbacks ${fallbacks === '' ? 'none' : fallbacks}`,
    ...report.skipped.map(
      ({collection, id, field, problem}) =>
        `  skipped ${collection} ${id}${field === '' ? '' : ` (${field})`}: ${problem}`,
    ),
  ];
  return lines.join('\n');
}

/**
 * Writes the report as JSON (with the fallback counts per language) to `file`; with the link
 * check's dangling links once the pages are written (links/checkLinks.ts).
 */
export async function writeContentReport(
  file: string,
  report: ContentReport,
  danglingLinks: readonly DanglingLink[] = [],
): Promise<void> {
  const json = {...report, fallbacksPerLanguage: fallbacksPerLanguage(report), danglingLinks};
  await mkdir(path.dirname(file), {recursive: true});
  await writeFile(file, `${JSON.stringify(json, null, 2)}\n`);
}
