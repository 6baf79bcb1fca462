import {afterEach, describe, expect, it, vi} from 'vitest';
import {parseDayCode} from './dayCodes.ts';
import {cutSeconds, formatOpeningHours, type OpeningPeriodInput} from './openingHours.ts';

afterEach(() => {
  vi.restoreAllMocks();
});

/** A period open 09:00–18:00 on `day` with `sort`. */
function period(
  day: OpeningPeriodInput['day'],
  sort: number,
  extra: Partial<OpeningPeriodInput> = {},
) {
  return {day, sort, time_open: '09:00:00', time_close: '18:00:00', free_text: null, ...extra};
}

// spec §3 Opening period: day codes.
const GERMAN_DAY_LABELS: [number, string][] = [
  [1, 'Montag'],
  [2, 'Mo - Mi'],
  [3, 'Mo - Do'],
  [4, 'Mo - Fr'],
  [5, 'Dienstag'],
  [6, 'Di - Fr'],
  [7, 'Mittwoch'],
  [8, 'Donnerstag'],
  [9, 'Freitag'],
  [10, 'Samstag'],
  [11, 'Sonntag'],
  [12, 'Mo - Di'],
  [13, 'Do - Fr'],
  [14, 'Mo, Mi, Fr'],
  [15, 'Heiligabend'],
  [16, 'Silvester'],
];

describe('formatOpeningHours', () => {
  it.each(GERMAN_DAY_LABELS)('labels day code %i as "%s" in German', (code, label) => {
    const {rows} = formatOpeningHours([period(code, 1)], 'de');
    expect(rows.map((row) => row.label)).toEqual([label]);
    expect(rows[0]?.code).toBe(code);
  });

  it('reads day codes given as numeric strings', () => {
    const {rows} = formatOpeningHours([period('4', 1), period(' 10 ', 2)], 'de');
    expect(rows.map((row) => row.label)).toEqual(['Mo - Fr', 'Samstag']);
  });

  it('labels days in English and French', () => {
    expect(formatOpeningHours([period(1, 1)], 'en').rows[0]?.label).toBe('Monday');
    expect(formatOpeningHours([period(1, 1)], 'fr').rows[0]?.label).toBe('Lundi');
  });

  it('skips code 0 from the day list and keeps its text as an info note', () => {
    const result = formatOpeningHours(
      [
        period(4, 1),
        {day: 0, sort: 2, time_open: null, time_close: null, free_text: ' Termine nach Absprache '},
        {day: '0', sort: 0, time_open: null, time_close: null, free_text: 'Parkplätze im Hof'},
      ],
      'de',
    );
    expect(result.rows.map((row) => row.label)).toEqual(['Mo - Fr']);
    expect(result.notes).toEqual(['Parkplätze im Hof', 'Termine nach Absprache']);
  });

  it('cuts seconds and formats the range with the message (de adds "Uhr")', () => {
    const {rows} = formatOpeningHours(
      [period(1, 1, {time_open: '09:30:00', time_close: '18:00:00'})],
      'de',
    );
    expect(rows[0]?.ranges).toEqual(['09:30 – 18:00 Uhr']);
    expect(rows[0]?.times).toEqual([{opens: '09:30', closes: '18:00'}]);
    expect(rows[0]?.closed).toBe(false);
  });

  it('formats ranges without "Uhr" in English', () => {
    const {rows} = formatOpeningHours([period(1, 1, {time_open: '09:30:00'})], 'en');
    expect(rows[0]?.ranges).toEqual(['09:30 – 18:00']);
  });

  it('combines several periods of one day into one row, earliest range first', () => {
    const {rows} = formatOpeningHours(
      [
        period(10, 5, {time_open: '14:00:00', time_close: '18:00:00'}),
        period(4, 1),
        period(10, 5, {time_open: '09:30:00', time_close: '12:30:00'}),
      ],
      'de',
    );
    expect(rows).toHaveLength(2);
    expect(rows[1]).toMatchObject({
      label: 'Samstag',
      closed: false,
      ranges: ['09:30 – 12:30 Uhr', '14:00 – 18:00 Uhr'],
    });
  });

  it('orders rows by sort, periods without sort last in input order', () => {
    const {rows} = formatOpeningHours(
      [
        period(11, 30),
        {...period(16, 0), sort: null},
        period(1, 10),
        {...period(15, 0), sort: undefined},
        period(10, 20),
      ],
      'de',
    );
    expect(rows.map((row) => row.label)).toEqual([
      'Montag',
      'Samstag',
      'Sonntag',
      'Silvester',
      'Heiligabend',
    ]);
  });

  it.each([
    ['no opening time', {time_open: null}],
    ['no closing time', {time_close: null}],
    ['neither time', {time_open: null, time_close: null}],
    ['empty strings', {time_open: '', time_close: ''}],
  ])('shows a day with %s as closed', (_name, times) => {
    const {rows} = formatOpeningHours([period(11, 1, times)], 'de');
    expect(rows[0]).toMatchObject({label: 'Sonntag', closed: true, ranges: [], times: []});
  });

  it('shows a day as open when one of its periods has both times', () => {
    const {rows} = formatOpeningHours(
      [period(10, 1, {time_close: null}), period(10, 2, {time_open: '10:00:00'})],
      'de',
    );
    expect(rows[0]).toMatchObject({closed: false, ranges: ['10:00 – 18:00 Uhr']});
  });

  it('shows a free-text day as given and groups equal texts', () => {
    const {rows} = formatOpeningHours(
      [
        period(' 24.12.2026 ', 1, {time_open: '09:00:00', time_close: '12:00:00'}),
        period('24.12.2026', 2, {time_open: '13:00:00', time_close: '14:00:00'}),
        period(17, 3),
      ],
      'de',
    );
    expect(rows.map((row) => [row.key, row.label, row.code, row.days])).toEqual([
      ['text:24.12.2026', '24.12.2026', null, []],
      ['text:17', '17', null, []],
    ]);
    expect(rows[0]?.ranges).toEqual(['09:00 – 12:00 Uhr', '13:00 – 14:00 Uhr']);
  });

  it('skips a period without any day, with a warning', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const {rows} = formatOpeningHours([period('  ', 1), period(null, 2)], 'de');
    expect(rows).toEqual([]);
    expect(warn).toHaveBeenCalledTimes(2);
  });

  it('keeps the free text of a day period as a row note, once', () => {
    const {rows} = formatOpeningHours(
      [
        period(9, 1, {free_text: 'nach Vereinbarung'}),
        period(9, 2, {free_text: 'nach Vereinbarung'}),
      ],
      'de',
    );
    expect(rows[0]?.notes).toEqual(['nach Vereinbarung']);
    expect(rows[0]?.ranges).toEqual(['09:00 – 18:00 Uhr']);
  });

  it('gives schema.org days for JSON-LD, none for 15, 16', () => {
    const {rows} = formatOpeningHours(
      [period(2, 1), period(14, 2), period(15, 3), period(16, 4)],
      'de',
    );
    expect(rows.map((row) => row.days)).toEqual([
      ['Monday', 'Tuesday', 'Wednesday'],
      ['Monday', 'Wednesday', 'Friday'],
      [],
      [],
    ]);
  });

  it('returns no rows and no notes for no periods', () => {
    expect(formatOpeningHours([], 'de')).toEqual({rows: [], notes: []});
  });
});

describe('cutSeconds', () => {
  it.each([
    ['09:30:00', '09:30'],
    ['18:00:59', '18:00'],
    ['09:30', '09:30'],
    ['9:30:00', '09:30'],
    [' 07:05:00 ', '07:05'],
    [null, null],
    ['', null],
  ])('reads %j as %j', (input, expected) => {
    expect(cutSeconds(input)).toBe(expected);
  });

  it('treats an unreadable time as missing, with a warning', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(cutSeconds('9 Uhr')).toBeNull();
    expect(warn).toHaveBeenCalledOnce();
  });
});

describe('parseDayCode', () => {
  it.each([
    [0, 0],
    [16, 16],
    ['7', 7],
    [17, null],
    [-1, null],
    [1.5, null],
    ['1a', null],
    ['Heiligabend', null],
    [null, null],
  ])('reads %j as %j', (input, expected) => {
    expect(parseDayCode(input)).toBe(expected);
  });
});
