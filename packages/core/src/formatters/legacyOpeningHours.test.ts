import {afterEach, describe, expect, it, vi} from 'vitest';
import {formatLegacyOpeningHours} from './legacyOpeningHours.ts';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('formatLegacyOpeningHours', () => {
  const hours = [
    {
      sort: 2,
      opening_time: '10:00:00',
      closing_time: '14:00:00',
      closed: false,
      translations: [
        {language: 'de', day: 'Samstag', free_text: null},
        {language: 'en', day: 'Saturday', free_text: 'Market day'},
      ],
    },
    {
      sort: 1,
      opening_time: '09:30:00',
      closing_time: '18:30:00',
      closed: false,
      translations: [{language: 'de-DE', day: 'Mo - Fr', free_text: null}],
    },
    {
      sort: 3,
      opening_time: '10:00:00',
      closing_time: '12:00:00',
      closed: true,
      translations: [{language: 'de', day: 'Sonntag', free_text: null}],
    },
  ];

  it('normalises the older shape to the same rows, ordered by sort', () => {
    const {rows, notes} = formatLegacyOpeningHours(hours, 'de');
    expect(notes).toEqual([]);
    expect(rows.map(({label, ranges, closed}) => ({label, ranges, closed}))).toEqual([
      {label: 'Mo - Fr', ranges: ['09:30 – 18:30 Uhr'], closed: false},
      {label: 'Samstag', ranges: ['10:00 – 14:00 Uhr'], closed: false},
      {label: 'Sonntag', ranges: [], closed: true},
    ]);
  });

  it('uses the page language translation, else the first one (logged)', () => {
    const info = vi.spyOn(console, 'info').mockImplementation(() => {});
    const {rows} = formatLegacyOpeningHours(hours, 'en');
    expect(rows.map((row) => row.label)).toEqual(['Mo - Fr', 'Saturday', 'Sonntag']);
    expect(rows[1]?.notes).toEqual(['Market day']);
    expect(info).toHaveBeenCalledTimes(2);
  });

  it('skips a record without translations, with a warning', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const {rows} = formatLegacyOpeningHours(
      [{sort: 1, opening_time: '09:00:00', closing_time: '10:00:00'}],
      'de',
    );
    expect(rows).toEqual([]);
    expect(warn).toHaveBeenCalledOnce();
  });
});
