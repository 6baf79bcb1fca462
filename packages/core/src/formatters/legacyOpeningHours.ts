import type {Lang} from '../language/lang.ts';
import {
  formatOpeningHours,
  type OpeningHoursDisplay,
  type OpeningPeriodInput,
} from './openingHours.ts';

/** One translation of an older opening-hours record. */
interface LegacyOpeningHoursTranslation {
  /** Language of this translation ("de", or a tag such as "de-DE"). */
  language?: string | null;
  /** The day as text (or a day code), shown as given. */
  day?: string | null;
  /** An extra note for the day. */
  free_text?: string | null;
}

/** An older opening-hours record (spec §3: sort, opening_time, closing_time, closed, translations). */
export interface LegacyOpeningHoursInput {
  /** Display order. */
  sort?: number | null;
  /** Opening time, "HH:MM:SS". */
  opening_time?: string | null;
  /** Closing time, "HH:MM:SS". */
  closing_time?: string | null;
  /** True when the day is closed, whatever the times say. */
  closed?: boolean | null;
  /** The day label and note per language. */
  translations?: readonly LegacyOpeningHoursTranslation[] | null;
}

/**
 * Formats the older opening-hours shape into the same rows as `formatOpeningHours`, reading
 * day and note from the translation for `lang` (falling back to the first, logged: spec §4).
 */
export function formatLegacyOpeningHours(
  hours: readonly LegacyOpeningHoursInput[],
  lang: Lang,
): OpeningHoursDisplay {
  const periods = hours.map((record): OpeningPeriodInput => {
    const translation = pickTranslation(record.translations, lang);
    return {
      day: translation?.day,
      time_open: record.closed ? null : record.opening_time,
      time_close: record.closed ? null : record.closing_time,
      sort: record.sort,
      free_text: translation?.free_text,
    };
  });
  return formatOpeningHours(periods, lang);
}

function pickTranslation(
  translations: readonly LegacyOpeningHoursTranslation[] | null | undefined,
  lang: Lang,
): LegacyOpeningHoursTranslation | undefined {
  const list = translations ?? [];
  const match = list.find((entry) => primaryLanguage(entry.language) === lang);
  if (match) return match;
  const first = list[0];
  // spec §4 Site language: a missing translation falls back to the first available one (logged).
  if (first) console.info(`[openingHours] no "${lang}" translation, using "${first.language}"`);
  return first;
}

function primaryLanguage(language: string | null | undefined): string {
  return (language ?? '').trim().toLowerCase().split(/[-_]/)[0] ?? '';
}
