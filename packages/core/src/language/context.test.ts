import {describe, expect, it} from 'vitest';
import {createLanguageContext, normaliseLanguageCode} from './context.ts';

describe('createLanguageContext (spec §4 Site language)', () => {
  it('holds the current and available languages in project order', () => {
    expect(createLanguageContext('en', ['de', 'en'])).toEqual({
      current: 'en',
      available: ['de', 'en'],
    });
    expect(createLanguageContext('de', ['fr', 'de'])).toEqual({
      current: 'de',
      available: ['fr', 'de'],
    });
  });

  it('drops unknown codes and repeats, reads regions', () => {
    expect(createLanguageContext('de', ['de-DE', 'it', 'DE', 'en_GB']).available).toEqual([
      'de',
      'en',
    ]);
  });

  it('falls back to German when the project lists none', () => {
    expect(createLanguageContext('de', []).available).toEqual(['de']);
    expect(createLanguageContext('fr', null)).toEqual({current: 'fr', available: ['de']});
  });

  it('is frozen', () => {
    const context = createLanguageContext('de', ['de']);
    expect(Object.isFrozen(context)).toBe(true);
    expect(Object.isFrozen(context.available)).toBe(true);
  });
});

describe('normaliseLanguageCode', () => {
  it('keeps the primary subtag in lower case', () => {
    expect(normaliseLanguageCode(' FR-ch ')).toBe('fr');
    expect(normaliseLanguageCode('de_AT')).toBe('de');
  });
});
