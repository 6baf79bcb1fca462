import {afterEach, describe, expect, it, vi} from 'vitest';
import type {OpeningPeriod} from '@schaufenster/core';
import {localizePeriods} from './localizePeriods.ts';

const info: OpeningPeriod = {
  day: 0,
  time_open: null,
  time_close: null,
  sort: 4,
  free_text: 'Termine nach Vereinbarung.',
  translations: [
    {language: 'de', day: null, free_text: 'Termine nach Vereinbarung.'},
    {language: 'en', day: null, free_text: 'Appointments on request.'},
  ],
};

const bridgeDays: OpeningPeriod = {
  day: 'Brückentage',
  time_open: '10:00:00',
  time_close: '14:00:00',
  sort: 5,
  free_text: null,
  translations: [
    {language: 'de', day: 'Brückentage', free_text: null},
    {language: 'fr', day: 'Jours de pont', free_text: null},
  ],
};

const weekdays: OpeningPeriod = {
  day: 4,
  time_open: '09:30:00',
  time_close: '18:30:00',
  sort: 1,
  free_text: null,
  translations: [{language: 'en', day: 'Weekdays', free_text: null}],
};

afterEach(() => {
  vi.restoreAllMocks();
});

describe('localizePeriods', () => {
  it('takes the free text of the page language', () => {
    expect(localizePeriods([info], 'en', ['de', 'en', 'fr'])[0]?.free_text).toBe(
      'Appointments on request.',
    );
  });

  it('translates a free-text day', () => {
    expect(localizePeriods([bridgeDays], 'fr', ['de', 'en', 'fr'])[0]?.day).toBe('Jours de pont');
  });

  it('keeps a day code, so the catalogue labels it, and keeps times and sort', () => {
    expect(localizePeriods([weekdays], 'en', ['de', 'en', 'fr'])[0]).toEqual({
      day: 4,
      time_open: '09:30:00',
      time_close: '18:30:00',
      sort: 1,
      free_text: null,
    });
  });

  it('falls back to the first available language with a warning (spec §4 Site language)', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(localizePeriods([bridgeDays], 'en', ['de', 'en', 'fr'])[0]?.day).toBe('Brückentage');
    expect(warn).toHaveBeenCalledOnce();
  });

  it('uses the stored fields when there are no translations', () => {
    const plain: OpeningPeriod = {
      ...bridgeDays,
      day: 'Inventur',
      free_text: 'ab 12 Uhr',
      translations: [],
    };
    expect(localizePeriods([plain], 'en', ['de', 'en'])[0]).toMatchObject({
      day: 'Inventur',
      free_text: 'ab 12 Uhr',
    });
  });
});
