// The checks of `npm run new-retailer` (decision 041): names, colours and languages, by example and
// as properties (fast-check), against core's own content validators where those decide.
import {PassThrough} from 'node:stream';
import {mkdtempSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import fc from 'fast-check';
import {SiteConfigSchema, validateRecord} from '@schaufenster/core';
import {describe, expect, it} from 'vitest';
import {InputError, checkAnswers, checkColor, checkLanguages, checkName} from './answers.ts';
import {askMissing} from './prompts.ts';

const EMPTY_DIR = mkdtempSync(path.join(os.tmpdir(), 'sf-new-retailer-answers-'));

/** The error `run` throws, or null. */
function errorOf(run: () => unknown): unknown {
  try {
    run();
    return null;
  } catch (error) {
    return error;
  }
}

/** Whether the content model (site config's theme) takes `color` as a brand colour. */
function modelAccepts(color: string): boolean {
  const config = {seo_title: 'x', theme: {brand_color: color, base_color: '#ffffff'}};
  return errorOf(() => validateRecord(SiteConfigSchema, 'site_config', 1, config)) === null;
}

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

describe('the name', () => {
  it('takes slugs up to 60 characters', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[a-z0-9]{1,8}(-[a-z0-9]{1,8}){0,4}$/), (name) => {
        expect(checkName(name, EMPTY_DIR)).toBe(name);
      }),
    );
  });

  it('refuses anything that is not a slug, naming --name', () => {
    const near = fc
      .tuple(
        fc.stringMatching(/^[a-z0-9-]{0,12}$/),
        fc.constantFrom('A', ' ', 'ä', '/', '..', '_', '--', '-', '.', '\t', 'ß'),
      )
      .map(([base, odd]) => (base.length % 2 === 0 ? `${base}${odd}` : `${odd}${base}`));
    fc.assert(
      fc.property(fc.oneof(fc.string(), near), (name) => {
        fc.pre(!SLUG.test(name.trim()));
        const error = errorOf(() => checkName(name, EMPTY_DIR));
        expect(error).toBeInstanceOf(InputError);
        expect((error as InputError).field).toBe('name');
        expect((error as Error).message).toMatch(/^--name: /);
      }),
    );
  });

  it('refuses a name that exists', () => {
    const dir = path.join(process.cwd(), 'fixtures/retailers');
    expect(() => checkName('optik-klarblick', dir)).toThrow(
      /^--name: "optik-klarblick" already exists in /,
    );
  });
});

describe('colours', () => {
  const hex = fc.stringMatching(/^[0-9a-fA-F]{3}$|^[0-9a-fA-F]{6}$/).map((digits) => `#${digits}`);
  const rgb = fc
    .tuple(fc.nat(255), fc.nat(255), fc.nat(255))
    .map(([r, g, b]) => `rgb(${r}, ${g}, ${b})`);
  const hsl = fc
    .tuple(fc.nat(360), fc.nat(100), fc.nat(100))
    .map(([h, s, l]) => `hsl(${h}, ${s}%, ${l}%)`);
  // Near misses: names, translucent colours, wrong digit counts, broken functions.
  const odd = fc.oneof(
    fc.constantFrom(
      'red',
      'transparent',
      '#ggg',
      '#12345',
      '#1234567',
      'rgba(0, 0, 0, 0.5)',
      'hsl(10, 200%, 50%)',
      'rgb(1,2)',
      '',
      '#',
    ),
    fc.stringMatching(/^#[0-9a-z]{0,8}$/),
    fc.stringMatching(/^(rgb|hsl)a?\([0-9., %/]{0,16}\)?$/),
    fc.string(),
  );

  it('takes #rgb, #rrggbb, rgb() and hsl() like the content model does', () => {
    fc.assert(
      fc.property(fc.oneof(hex, rgb, hsl), (color) => {
        expect(modelAccepts(color)).toBe(true);
        expect(checkColor('brandColor', color)).toBe(color.trim());
      }),
    );
  });

  it('refuses exactly what the content model refuses, naming the field', () => {
    fc.assert(
      fc.property(
        odd,
        fc.constantFrom('brandColor', 'baseColor') as fc.Arbitrary<'brandColor' | 'baseColor'>,
        (color, field) => {
          const error = errorOf(() => checkColor(field, color));
          expect(error === null, color).toBe(modelAccepts(color));
          if (error !== null) {
            expect((error as InputError).field).toBe(field);
            expect((error as Error).message).toMatch(
              field === 'brandColor' ? /^--brand-color: / : /^--base-color: /,
            );
          }
        },
      ),
      {numRuns: 300},
    );
  });
});

describe('languages', () => {
  it('keeps German first and always', () => {
    expect(checkLanguages('fr,de')).toEqual(['de', 'fr']);
    expect(checkLanguages('en')).toEqual(['de', 'en']);
    expect(checkLanguages(' de , en , fr ')).toEqual(['de', 'en', 'fr']);
  });

  it('refuses any other language, naming it', () => {
    fc.assert(
      fc.property(
        fc
          .string({minLength: 1, maxLength: 6})
          .filter(
            (code) =>
              !['de', 'en', 'fr'].includes(code.trim()) &&
              !code.includes(',') &&
              code.trim() !== '',
          ),
        (code) => {
          expect(() => checkLanguages(`de,${code}`)).toThrow(
            /^--languages: ".*" is not one of de, en, fr$/,
          );
        },
      ),
    );
    expect(() => checkLanguages('')).toThrow(/^--languages: /);
  });
});

describe('checkAnswers', () => {
  it('fills defaults from the name', () => {
    expect(checkAnswers({name: 'uhren-beispiel'}, EMPTY_DIR)).toEqual({
      name: 'uhren-beispiel',
      displayName: 'Uhren Beispiel',
      domain: 'uhren-beispiel.example',
      type: 'jeweller',
      brandColor: '#8a5a00',
      baseColor: '#ffffff',
      languages: ['de', 'en', 'fr'],
      shop: false,
      logo: null,
    });
  });

  it.each([
    [{type: 'florist'}, /^--type: "florist" is not one of jeweller, watchmaker, optician, other$/],
    [{domain: 'no domain'}, /^--domain: /],
    [{displayName: '<b>'}, /^--display-name: /],
    [{name: undefined}, /^--name: required/],
  ])('refuses %o', (given, message) => {
    expect(() => checkAnswers({name: 'x', ...given}, EMPTY_DIR)).toThrow(message);
  });
});

describe('the prompts', () => {
  it('ask for what the flags left out and ask again after a bad answer', async () => {
    const input = new PassThrough();
    const output = new PassThrough();
    let shown = '';
    output.on('data', (chunk: Buffer) => (shown += chunk.toString()));
    // name given; display name default; bad then good domain; type; bad then good colour; base
    // default; a bad language list; shop yes; no logo.
    input.end(
      [
        '',
        'bad domain',
        'laden-am-markt.de',
        'watchmaker',
        'blau',
        '#0055aa',
        '',
        'de,it',
        'de,en',
        'j',
        '',
      ]
        .map((line) => `${line}\n`)
        .join(''),
    );
    const answers = await askMissing({name: 'laden-am-markt'}, EMPTY_DIR, {input, output});
    expect(checkAnswers(answers, EMPTY_DIR)).toEqual({
      name: 'laden-am-markt',
      displayName: 'Laden Am Markt',
      domain: 'laden-am-markt.de',
      type: 'watchmaker',
      brandColor: '#0055aa',
      baseColor: '#ffffff',
      languages: ['de', 'en'],
      shop: true,
      logo: null,
    });
    expect(shown).toContain('--domain: "bad domain" is not a domain name');
    expect(shown).toContain('--brand-color: "blau" is not a colour');
    expect(shown).toContain('--languages: "it" is not one of de, en, fr');
  });

  it('give up when the input ends', async () => {
    const input = new PassThrough();
    input.end('Not A Slug\n');
    await expect(askMissing({}, EMPTY_DIR, {input, output: new PassThrough()})).rejects.toThrow(
      'Input ended',
    );
  });
});
