import {afterEach, beforeEach, describe, expect, it, vi, type MockInstance} from 'vitest';
import {pickTranslation} from './translations.ts';

type Header = {language: string; header: string};

describe('pickTranslation (spec §4 Site language)', () => {
  let warn: MockInstance<typeof console.warn>;

  beforeEach(() => {
    warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
  });

  afterEach(() => {
    warn.mockRestore();
  });

  it('returns the exact match without logging', () => {
    const translations: Header[] = [
      {language: 'de', header: 'Adresse'},
      {language: 'en', header: 'Address'},
    ];
    expect(pickTranslation(translations, 'en', ['de', 'en'])?.header).toBe('Address');
    expect(warn).not.toHaveBeenCalled();
  });

  it('matches language codes with a region', () => {
    const translations: Header[] = [{language: 'fr-FR', header: 'Adresse FR'}];
    expect(pickTranslation(translations, 'fr', ['de'])?.header).toBe('Adresse FR');
    expect(warn).not.toHaveBeenCalled();
  });

  it('falls back to the first available language and logs it', () => {
    const translations: Header[] = [
      {language: 'en', header: 'Address'},
      {language: 'de', header: 'Adresse'},
    ];
    expect(pickTranslation(translations, 'fr', ['de', 'en'], 'widget address')?.header).toBe(
      'Adresse',
    );
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn).toHaveBeenCalledWith('[language] widget address: no "fr" translation, using "de"');
  });

  it('skips available languages that have no translation either', () => {
    const translations: Header[] = [{language: 'en', header: 'Address'}];
    expect(pickTranslation(translations, 'fr', ['de', 'en'])?.header).toBe('Address');
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it('logs once per record and language', () => {
    const translations: Header[] = [{language: 'de', header: 'Adresse'}];
    pickTranslation(translations, 'fr', ['de']);
    pickTranslation(translations, 'fr', ['de']);
    expect(warn).toHaveBeenCalledTimes(1);
    pickTranslation(translations, 'en', ['de']);
    expect(warn).toHaveBeenCalledTimes(2);
    pickTranslation([{language: 'de', header: 'Adresse'}], 'fr', ['de']);
    expect(warn).toHaveBeenCalledTimes(3);
  });

  it('returns undefined when nothing fits', () => {
    expect(pickTranslation([{language: 'it', header: 'x'}], 'fr', ['de', 'en'])).toBeUndefined();
    expect(pickTranslation([], 'de', ['de'])).toBeUndefined();
    expect(pickTranslation(null, 'de', ['de'])).toBeUndefined();
    expect(pickTranslation(undefined, 'de', ['de'])).toBeUndefined();
    expect(warn).not.toHaveBeenCalled();
  });
});
