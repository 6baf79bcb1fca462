import type {Lang} from '../language/lang.ts';
import {t} from '../messages/intl.ts';
import {
  DAY_CODE_KEYS,
  DAY_CODE_SCHEMA_DAYS,
  INFO_DAY_CODE,
  parseDayCode,
  type OpeningDayCode,
  type SchemaDay,
} from './dayCodes.ts';

/** One opening period as the content system stores it (spec §3 Opening period). */
export interface OpeningPeriodInput {
  /** Day code 0–16 (number or numeric string) or a free-text day label. */
  day: number | string | null | undefined;
  /** Opening time, "HH:MM:SS" (or "HH:MM"); missing means the day shows as closed. */
  time_open?: string | null;
  /** Closing time, "HH:MM:SS" (or "HH:MM"); missing means the day shows as closed. */
  time_close?: string | null;
  /** Display order; periods without one come last, in input order. */
  sort?: number | null;
  /** For code 0 the info line; for a day an extra note shown with that day. */
  free_text?: string | null;
}

/** One open interval in machine form, both "HH:MM" (schema.org opens/closes). */
interface OpeningTime {
  /** Opening time, "HH:MM". */
  opens: string;
  /** Closing time, "HH:MM". */
  closes: string;
}

/** One displayed line of opening hours: a day (or span of days) with its ranges. */
export interface OpeningHoursRow {
  /** Stable list key: `code:4` for a day code, `text:<label>` for a free-text day. */
  key: string;
  /** The day code, or null for a free-text day. */
  code: OpeningDayCode | null;
  /** Day label in the page language ("Mo - Fr"), or the free-text day as given. */
  label: string;
  /** Display ranges in the page language ("09:30 – 18:00 Uhr"), earliest first. */
  ranges: string[];
  /** True when no period of this day has both times (spec §4: shows as closed). */
  closed: boolean;
  /** The same ranges in machine form, for JSON-LD OpeningHoursSpecification. */
  times: OpeningTime[];
  /** schema.org days the row covers; empty for codes 15, 16 and free-text days. */
  days: SchemaDay[];
  /** Free texts attached to this day's periods, in order, without duplicates. */
  notes: string[];
}

/** Opening hours ready to render: day rows plus the info lines (code 0). */
export interface OpeningHoursDisplay {
  /** Day rows ordered by sort. */
  rows: OpeningHoursRow[];
  /** Free texts of code-0 info periods, ordered by sort; they are not day rows. */
  notes: string[];
}

interface RowDraft {
  key: string;
  code: OpeningDayCode | null;
  label: string;
  times: OpeningTime[];
  notes: string[];
}

/**
 * Groups opening periods into display rows (spec §4 Opening hours display): ordered by sort,
 * code 0 moved to `notes`, periods of one day combined, a day without both times closed,
 * seconds cut from times.
 */
export function formatOpeningHours(
  periods: readonly OpeningPeriodInput[],
  lang: Lang,
): OpeningHoursDisplay {
  const drafts = new Map<string, RowDraft>();
  const notes: string[] = [];

  for (const period of sortPeriods(periods)) {
    const code = parseDayCode(period.day);
    const note = cleanText(period.free_text);
    if (code === INFO_DAY_CODE) {
      // spec §3: code 0 is an info line, skipped from the day list; we keep its text.
      if (note) notes.push(note);
      continue;
    }
    const draft = draftFor(drafts, code, period.day, lang);
    if (!draft) continue;
    const time = openingTime(period);
    if (time && !draft.times.some((known) => sameTime(known, time))) draft.times.push(time);
    if (note && !draft.notes.includes(note)) draft.notes.push(note);
  }

  const rows = [...drafts.values()].map((draft) => toRow(draft, lang));
  return {rows, notes};
}

function sortPeriods(periods: readonly OpeningPeriodInput[]): OpeningPeriodInput[] {
  // Array.prototype.sort is stable, so equal sorts keep input order.
  return [...periods].sort((a, b) => sortValue(a) - sortValue(b));
}

function sortValue(period: OpeningPeriodInput): number {
  return typeof period.sort === 'number' && Number.isFinite(period.sort)
    ? period.sort
    : Number.POSITIVE_INFINITY;
}

function draftFor(
  drafts: Map<string, RowDraft>,
  code: OpeningDayCode | null,
  day: OpeningPeriodInput['day'],
  lang: Lang,
): RowDraft | undefined {
  let key: string;
  let label: string;
  if (code !== null) {
    key = `code:${code}`;
    label = t(lang, DAY_CODE_KEYS[code]);
  } else {
    // spec §3: a day is a code or free text; free text is shown as given.
    const text = cleanText(typeof day === 'number' ? String(day) : day);
    if (!text) {
      console.warn('[openingHours] period without a day skipped', day);
      return undefined;
    }
    key = `text:${text}`;
    label = text;
  }
  let draft = drafts.get(key);
  if (!draft) {
    draft = {key, code, label, times: [], notes: []};
    drafts.set(key, draft);
  }
  return draft;
}

function toRow(draft: RowDraft, lang: Lang): OpeningHoursRow {
  // A visitor reads ranges chronologically, whatever order they were entered in.
  const times = [...draft.times].sort((a, b) => a.opens.localeCompare(b.opens));
  return {
    key: draft.key,
    code: draft.code,
    label: draft.label,
    ranges: times.map(({opens, closes}) =>
      t(lang, 'openingHoursRange', {open: opens, close: closes}),
    ),
    closed: times.length === 0,
    times,
    days: draft.code === null ? [] : [...DAY_CODE_SCHEMA_DAYS[draft.code]],
    notes: draft.notes,
  };
}

function openingTime(period: OpeningPeriodInput): OpeningTime | null {
  const opens = cutSeconds(period.time_open);
  const closes = cutSeconds(period.time_close);
  // spec §4: a day lacking a time (open or close) shows as closed.
  return opens && closes ? {opens, closes} : null;
}

const TIME_PATTERN = /^(\d{1,2}):(\d{2})(:\d{2})?$/;

/** "09:30:00" → "09:30" (spec §4: seconds cut); "9:30" → "09:30"; anything else → null. */
export function cutSeconds(time: string | null | undefined): string | null {
  const text = cleanText(time);
  if (!text) return null;
  const match = TIME_PATTERN.exec(text);
  if (!match) {
    console.warn('[openingHours] unreadable time treated as missing', time);
    return null;
  }
  return `${match[1]?.padStart(2, '0')}:${match[2]}`;
}

function sameTime(a: OpeningTime, b: OpeningTime): boolean {
  return a.opens === b.opens && a.closes === b.closes;
}

function cleanText(text: string | null | undefined): string {
  return typeof text === 'string' ? text.trim() : '';
}
