import type {MessageKey} from '../messages/intl.ts';

/** Day code of an opening period that is an info line, not a day (spec §3 Opening period). */
export const INFO_DAY_CODE = 0;

/** A day code that names a day or a span of days, 1–16 (spec §3 Opening period). */
export type OpeningDayCode = 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9 | 10 | 11 | 12 | 13 | 14 | 15 | 16;

/** Any day code of an opening period, 0–16. */
export type DayCode = typeof INFO_DAY_CODE | OpeningDayCode;

/** A schema.org DayOfWeek name, for a later JSON-LD OpeningHoursSpecification. */
export type SchemaDay =
  'Monday' | 'Tuesday' | 'Wednesday' | 'Thursday' | 'Friday' | 'Saturday' | 'Sunday';

// Literal keys so the catalogue check can prove de, en and fr have every one (STYLE.md).
/** Message key of each day code's label (spec §3: 1 Montag … 16 Silvester). */
export const DAY_CODE_KEYS = {
  1: 'openingHoursDay1',
  2: 'openingHoursDay2',
  3: 'openingHoursDay3',
  4: 'openingHoursDay4',
  5: 'openingHoursDay5',
  6: 'openingHoursDay6',
  7: 'openingHoursDay7',
  8: 'openingHoursDay8',
  9: 'openingHoursDay9',
  10: 'openingHoursDay10',
  11: 'openingHoursDay11',
  12: 'openingHoursDay12',
  13: 'openingHoursDay13',
  14: 'openingHoursDay14',
  15: 'openingHoursDay15',
  16: 'openingHoursDay16',
} as const satisfies Record<OpeningDayCode, MessageKey>;

/**
 * The weekdays each day code covers. 15 (Heiligabend) and 16 (Silvester) are dates, not
 * weekdays, so they have none; a JSON-LD writer needs validFrom/validThrough for them.
 */
export const DAY_CODE_SCHEMA_DAYS: Record<OpeningDayCode, readonly SchemaDay[]> = {
  1: ['Monday'],
  2: ['Monday', 'Tuesday', 'Wednesday'],
  3: ['Monday', 'Tuesday', 'Wednesday', 'Thursday'],
  4: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'],
  5: ['Tuesday'],
  6: ['Tuesday', 'Wednesday', 'Thursday', 'Friday'],
  7: ['Wednesday'],
  8: ['Thursday'],
  9: ['Friday'],
  10: ['Saturday'],
  11: ['Sunday'],
  12: ['Monday', 'Tuesday'],
  13: ['Thursday', 'Friday'],
  14: ['Monday', 'Wednesday', 'Friday'],
  15: [],
  16: [],
};

const MAX_DAY_CODE = 16;

/**
 * Reads a day code from a number or a numeric string ("4", " 4 "); anything else, including
 * integers outside 0–16, is not a code and returns null (the caller shows it as free text).
 */
export function parseDayCode(day: unknown): DayCode | null {
  let value: number;
  if (typeof day === 'number') value = day;
  else if (typeof day === 'string' && /^\s*\d{1,2}\s*$/.test(day)) value = Number(day);
  else return null;
  return Number.isInteger(value) && value >= INFO_DAY_CODE && value <= MAX_DAY_CODE
    ? (value as DayCode)
    : null;
}
