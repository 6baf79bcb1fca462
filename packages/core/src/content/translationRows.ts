// Translation rows as a stock Directus holds them, made fit for the schemas (decision 029):
// `de-DE` is `de`, rows in a language the site does not serve are dropped with a warning, and an
// empty or null text falls back like a missing translation. Runs on raw records, before validation.
import {normaliseLanguageCode} from '../language/context.ts';
import {isLang, type Lang} from '../language/lang.ts';

/** Something found in one record, by field path. */
export interface RowFinding {
  field: string;
  problem: string;
}

/** A translated text taken from another language. */
export interface Fallback {
  /** Path of the translations list, e.g. `translations` or `sub.0.translations`. */
  field: string;
  /** The language shown with another language's text. */
  language: Lang;
  /** The language the text comes from. */
  from: Lang;
  /** The text field that was empty, or null when the whole row is missing. */
  text: string | null;
}

/** What {@link normaliseTranslationRows} found. */
export interface RowReport {
  ignored: RowFinding[];
  fallbacks: Fallback[];
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

function isBlank(value: unknown): boolean {
  return (
    value === null || value === undefined || (typeof value === 'string' && value.trim() === '')
  );
}

/**
 * The project's languages as site languages: region codes mapped (`en-US` → `en`), repeats and
 * languages the site does not have dropped (reported). Other fields are left as they are.
 */
export function normaliseProjectLanguages(raw: unknown, found: RowFinding[]): unknown {
  if (!isRecord(raw) || !Array.isArray(raw.languages)) return raw;
  const languages: Lang[] = [];
  for (const [index, code] of (raw.languages as unknown[]).entries()) {
    const lang = typeof code === 'string' ? normaliseLanguageCode(code) : '';
    if (!isLang(lang)) {
      found.push({
        field: `languages.${index}`,
        problem: `language ${JSON.stringify(code)} is not a site language`,
      });
    } else if (!languages.includes(lang)) languages.push(lang);
  }
  return {...raw, languages};
}

/**
 * Walks a raw record and rewrites every `translations` list for the `served` languages (in their
 * fallback order): language codes normalised, unserved and repeated rows dropped, and each empty
 * text filled from the first served language that has one. Rows missing for a served language are
 * reported as fallbacks too (the templates pick another row for them, core `pickTranslation`).
 */
export function normaliseTranslationRows(
  raw: unknown,
  served: readonly Lang[],
): {value: unknown; report: RowReport} {
  const report: RowReport = {ignored: [], fallbacks: []};
  return {value: walk(raw, '', served, report), report};
}

function walk(value: unknown, path: string, served: readonly Lang[], report: RowReport): unknown {
  if (Array.isArray(value)) {
    return value.map((item: unknown, index) =>
      walk(item, join(path, String(index)), served, report),
    );
  }
  if (!isRecord(value)) return value;
  const result: Record<string, unknown> = {};
  for (const [key, entry] of Object.entries(value)) {
    const at = join(path, key);
    result[key] =
      key === 'translations' && Array.isArray(entry)
        ? rows(entry, at, served, report)
        : walk(entry, at, served, report);
  }
  return result;
}

function join(path: string, key: string): string {
  return path === '' ? key : `${path}.${key}`;
}

function rows(
  list: unknown[],
  path: string,
  served: readonly Lang[],
  report: RowReport,
): unknown[] {
  const kept = new Map<Lang, Record<string, unknown>>();
  const others: unknown[] = [];
  for (const [index, row] of list.entries()) {
    if (!isRecord(row) || typeof row.language !== 'string') {
      others.push(row); // the schema names what is wrong with it
      continue;
    }
    const lang = normaliseLanguageCode(row.language);
    const field = `${path}.${index}.language`;
    if (!isLang(lang) || !served.includes(lang)) {
      report.ignored.push({field, problem: `language "${row.language}" is not served`});
    } else if (kept.has(lang)) {
      report.ignored.push({field, problem: `a second "${lang}" translation`});
    } else kept.set(lang, {...row, language: lang});
  }
  if (kept.size === 0) return others;
  const texts = new Set([...kept.values()].flatMap((row) => Object.keys(row)));
  texts.delete('language');
  for (const lang of served) {
    const row = kept.get(lang);
    if (row === undefined) {
      const from = served.find((other) => kept.has(other));
      if (from !== undefined)
        report.fallbacks.push({field: path, language: lang, from, text: null});
      continue;
    }
    for (const text of texts) {
      if (!isBlank(row[text])) continue;
      const from = served.find((other) => other !== lang && !isBlank(kept.get(other)?.[text]));
      if (from === undefined) continue;
      row[text] = kept.get(from)?.[text];
      report.fallbacks.push({field: path, language: lang, from, text});
    }
  }
  return [...kept.values(), ...others];
}
