import {describe, expect, it} from 'vitest';
import {
  normaliseProjectLanguages,
  normaliseTranslationRows,
  type RowFinding,
} from './translationRows.ts';

describe('normaliseTranslationRows (decision 029)', () => {
  it('maps region codes to the site language (de-DE → de, en_US → en)', () => {
    const {value, report} = normaliseTranslationRows(
      {
        translations: [
          {language: 'de-DE', title: 'Ring'},
          {language: 'en_US', title: 'Ring EN'},
        ],
      },
      ['de', 'en'],
    );
    expect(value).toEqual({
      translations: [
        {language: 'de', title: 'Ring'},
        {language: 'en', title: 'Ring EN'},
      ],
    });
    expect(report).toEqual({ignored: [], fallbacks: []});
  });

  it('drops rows in languages the project does not serve, and repeats, with a finding each', () => {
    const {value, report} = normaliseTranslationRows(
      {
        translations: [
          {language: 'de', title: 'Ring'},
          {language: 'es', title: 'Anillo'},
          {language: 'fr', title: 'Bague'},
          {language: 'de-AT', title: 'Reif'},
        ],
      },
      ['de', 'en'],
    );
    expect(value).toEqual({translations: [{language: 'de', title: 'Ring'}]});
    expect(report.ignored).toEqual([
      {field: 'translations.1.language', problem: 'language "es" is not served'},
      {field: 'translations.2.language', problem: 'language "fr" is not served'},
      {field: 'translations.3.language', problem: 'a second "de" translation'},
    ]);
  });

  it('fills an empty or null text from the first served language that has it', () => {
    const {value, report} = normaliseTranslationRows(
      {
        translations: [
          {language: 'en', title: '  ', description: 'Gold'},
          {language: 'de', title: 'Ring', description: null},
          {language: 'fr', title: null, description: ''},
        ],
      },
      ['de', 'en', 'fr'],
    );
    expect(value).toEqual({
      translations: [
        {language: 'en', title: 'Ring', description: 'Gold'},
        {language: 'de', title: 'Ring', description: 'Gold'},
        {language: 'fr', title: 'Ring', description: 'Gold'},
      ],
    });
    expect(report.fallbacks).toEqual([
      {field: 'translations', language: 'de', from: 'en', text: 'description'},
      {field: 'translations', language: 'en', from: 'de', text: 'title'},
      {field: 'translations', language: 'fr', from: 'de', text: 'title'},
      {field: 'translations', language: 'fr', from: 'de', text: 'description'},
    ]);
  });

  it('reports a missing row as a fallback to the first served language present, in nested lists too', () => {
    const {report} = normaliseTranslationRows(
      {sub: [{translations: [{language: 'en', display_name: 'Watches'}]}]},
      ['de', 'en', 'fr'],
    );
    expect(report.fallbacks).toEqual([
      {field: 'sub.0.translations', language: 'de', from: 'en', text: null},
      {field: 'sub.0.translations', language: 'fr', from: 'en', text: null},
    ]);
  });

  it('leaves a text empty when no language has it, and rows without a language to the schema', () => {
    const raw = {translations: [{language: 'de', title: ''}, {title: 'x'}]};
    const {value, report} = normaliseTranslationRows(raw, ['de']);
    expect(value).toEqual(raw);
    expect(report.fallbacks).toEqual([]);
  });
});

describe('normaliseProjectLanguages', () => {
  it('maps region codes, drops repeats and unknown languages with a finding', () => {
    const found: RowFinding[] = [];
    expect(
      normaliseProjectLanguages({name: 'x', languages: ['de-DE', 'en-US', 'de', 'es']}, found),
    ).toEqual({
      name: 'x',
      languages: ['de', 'en'],
    });
    expect(found).toEqual([
      {field: 'languages.3', problem: 'language "es" is not a site language'},
    ]);
  });
});
