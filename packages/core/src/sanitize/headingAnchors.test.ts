import {describe, expect, it} from 'vitest';
import {headingAnchors, isSafeAnchorId, slugify} from './headingAnchors.ts';

describe('slugify', () => {
  it('gives the spec privacy anchor for its heading', () => {
    expect(slugify('Matomo (ehemals Piwik)')).toBe('matomo-ehemals-piwik');
    expect(slugify('Cookies')).toBe('cookies');
  });

  it('spells out umlauts and drops accents', () => {
    expect(slugify('Datenschutzerklärung für Größen')).toBe('datenschutzerklaerung-fuer-groessen');
    expect(slugify('Politique de confidentialité')).toBe('politique-de-confidentialite');
  });

  it('collapses spaces and punctuation', () => {
    expect(slugify('  Versand & Zahlung!  ')).toBe('versand-zahlung');
    expect(slugify('???')).toBe('');
  });
});

describe('isSafeAnchorId', () => {
  it('accepts slug ids and refuses shell ids, spaces and upper case', () => {
    expect(isSafeAnchorId('cookies')).toBe(true);
    expect(isSafeAnchorId('int-cart')).toBe(false);
    expect(isSafeAnchorId('a b')).toBe(false);
    expect(isSafeAnchorId('Cookies')).toBe(false);
    expect(isSafeAnchorId('x'.repeat(101))).toBe(false);
  });
});

describe('headingAnchors', () => {
  it('adds ids to h2 and h3 by default, not to h4', () => {
    expect(headingAnchors('<h2>Eins</h2><h3>Zwei</h3><h4>Drei</h4>')).toBe(
      '<h2 id="eins">Eins</h2><h3 id="zwei">Zwei</h3><h4>Drei</h4>',
    );
  });

  it('keeps existing ids and makes new ones unique, also against existing ones', () => {
    expect(
      headingAnchors(
        '<h3 id="cookies">Cookies</h3><h2>Cookies</h2><h2>Cookies</h2><p id="x-2"></p>',
      ),
    ).toBe(
      '<h3 id="cookies">Cookies</h3><h2 id="cookies-2">Cookies</h2>' +
        '<h2 id="cookies-3">Cookies</h2><p id="x-2"></p>',
    );
  });

  it('reads the text through inline tags and entities', () => {
    expect(headingAnchors('<h2><strong>Preise</strong> &amp; Versand</h2>')).toBe(
      '<h2 id="preise-versand"><strong>Preise</strong> &amp; Versand</h2>',
    );
  });

  it('names headings without usable text and avoids shell ids', () => {
    expect(headingAnchors('<h2>!!!</h2><h2>Int Cart</h2>')).toBe(
      '<h2 id="section">!!!</h2><h2 id="section-int-cart">Int Cart</h2>',
    );
  });

  it('honours the given levels', () => {
    expect(headingAnchors('<h2>A</h2><h4>B</h4>', [4])).toBe('<h2>A</h2><h4 id="b">B</h4>');
  });
});
