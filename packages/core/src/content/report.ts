// What loading content found (decision 029): records read, records skipped and why, warnings.
// Filled by the collection source at the boundary; the build prints it and writes it as JSON.
import type {Fallback} from './translationRows.ts';

/** One problem found in a record, named like a ContentValidationError. */
interface ContentIssue {
  /** Collection the record came from, e.g. "brand". */
  collection: string;
  /** Id of the record (or its list position, `#3`). */
  id: string;
  /** Dot path of the field, "" for the record itself. */
  field: string;
  /** What was wrong, e.g. `expected lower-case slug`. */
  problem: string;
}

/** The content report of one load. */
export interface ContentReport {
  /** Records read per collection (singletons count 1), before anything was skipped. */
  read: Record<string, number>;
  /** List records left out because they failed validation (decision 029). */
  skipped: ContentIssue[];
  /** Other warnings: data that was read but partly ignored (e.g. unserved translations). */
  warnings: ContentIssue[];
  /** Texts shown in another language: a missing row or an empty text (decision 029). */
  fallbacks: ContentFallback[];
}

/** One translated text taken from another language. */
interface ContentFallback extends Fallback {
  collection: string;
  id: string;
}

/** An empty report to fill while loading. */
export function emptyReport(): ContentReport {
  return {read: {}, skipped: [], warnings: [], fallbacks: []};
}

/**
 * The report in collection order (`names`), whatever order the parallel reads finished in, so
 * the printed lines and the JSON file are the same on every run.
 */
export function inCollectionOrder(report: ContentReport, names: readonly string[]): ContentReport {
  const rank = (collection: string) => names.indexOf(collection);
  const byCollection = <T extends {collection: string}>(list: T[]) =>
    [...list].sort((a, b) => rank(a.collection) - rank(b.collection));
  return {
    read: Object.fromEntries(
      names.filter((name) => name in report.read).map((name) => [name, report.read[name] ?? 0]),
    ),
    skipped: byCollection(report.skipped),
    warnings: byCollection(report.warnings),
    fallbacks: byCollection(report.fallbacks),
  };
}

/** Every warning of a report: skipped records first, then the others (STRICT_CONTENT counts these). */
export function reportWarnings(report: ContentReport): string[] {
  return [
    ...report.skipped.map((issue) => `Skipped ${describeIssue(issue)}`),
    ...report.warnings.map((issue) => `Ignored ${describeIssue(issue)}`),
  ];
}

function describeIssue({collection, id, field, problem}: ContentIssue): string {
  const where = field === '' ? 'record' : `field "${field}"`;
  return `content in collection "${collection}", id "${id}", ${where}: ${problem}`;
}
