import {describe, expect, it} from 'vitest';
import {isLinkText, linkHref, resolveLink, type LinkContext} from './links.ts';

const DE: LinkContext = {lang: 'de', host: 'www.juwelier-muster.de'};
const EN: LinkContext = {lang: 'en', host: 'www.juwelier-muster.de'};
const FR: LinkContext = {lang: 'fr', host: 'www.juwelier-muster.de'};

const EXTERNAL = {target: '_blank', rel: 'nofollow noopener noreferrer external', showIcon: true};
const NEW_TAB = {target: '_blank', rel: 'noopener noreferrer', showIcon: true};

describe('resolveLink: internal', () => {
  it('resolves page ids to the current language', () => {
    expect(resolveLink('contact', DE)).toEqual({kind: 'internal', path: '/kontakt'});
    expect(resolveLink('contact', EN)).toEqual({kind: 'internal', path: '/en/contact'});
    expect(resolveLink({page: 'thanks'}, FR)).toEqual({kind: 'internal', path: '/fr/merci'});
    expect(resolveLink('home', EN)).toEqual({kind: 'internal', path: '/en/'});
  });

  it('maps table paths to the current language', () => {
    expect(resolveLink('/kontakt', EN)).toEqual({kind: 'internal', path: '/en/contact'});
    expect(resolveLink('/en/contact', DE)).toEqual({kind: 'internal', path: '/kontakt'});
    expect(resolveLink('/uhren', FR)).toEqual({kind: 'internal', path: '/uhren'});
    expect(resolveLink('/en/watches', FR)).toEqual({kind: 'internal', path: '/uhren'});
    expect(resolveLink('/', FR)).toEqual({kind: 'internal', path: '/fr/'});
  });

  it('keeps paths outside the table as written', () => {
    expect(resolveLink('/uhren/rolex', EN)).toEqual({kind: 'internal', path: '/uhren/rolex'});
    expect(resolveLink('uhren/rolex/', DE)).toEqual({kind: 'internal', path: '/uhren/rolex'});
  });

  it('appends an anchor as a hash', () => {
    expect(resolveLink({page: 'privacy', anchor: 'cookies'}, DE)).toEqual({
      kind: 'internal',
      path: '/datenschutz#cookies',
    });
    expect(resolveLink({page: 'privacy', anchor: '#matomo-ehemals-piwik'}, EN)).toEqual({
      kind: 'internal',
      path: '/en/privacy#matomo-ehemals-piwik',
    });
    expect(resolveLink({page: 'privacy', anchor: 'cookies'}, FR)).toEqual({
      kind: 'internal',
      path: '/datenschutz#cookies',
    });
    expect(resolveLink({path: '/kontakt#old', anchor: 'form'}, EN)).toEqual({
      kind: 'internal',
      path: '/en/contact#form',
    });
    expect(resolveLink({page: 'contact', anchor: ''}, DE)).toEqual({
      kind: 'internal',
      path: '/kontakt',
    });
  });

  it('keeps query and hash of a path', () => {
    expect(resolveLink('/kontakt?x=1#map', EN)).toEqual({
      kind: 'internal',
      path: '/en/contact?x=1#map',
    });
    expect(resolveLink('#cookies', DE)).toEqual({kind: 'internal', path: '#cookies'});
  });

  it('treats the own host as internal, with or without scheme', () => {
    expect(resolveLink('www.juwelier-muster.de/kontakt', EN)).toEqual({
      kind: 'internal',
      path: '/en/contact',
    });
    expect(resolveLink('www.juwelier-muster.de', DE)).toEqual({kind: 'internal', path: '/'});
    expect(resolveLink('https://WWW.juwelier-muster.de/uhren/rolex', DE)).toEqual({
      kind: 'internal',
      path: '/uhren/rolex',
    });
    expect(resolveLink('/kontakt', {lang: 'en', host: 'https://www.juwelier-muster.de/'})).toEqual({
      kind: 'internal',
      path: '/en/contact',
    });
  });
});

describe('resolveLink: new tab', () => {
  it('marks other hosts external with the spec rel', () => {
    expect(resolveLink('https://www.rolex.com/de', DE)).toEqual({
      kind: 'external',
      href: 'https://www.rolex.com/de',
      ...EXTERNAL,
    });
    expect(resolveLink('http://example.org', DE)).toEqual({
      kind: 'external',
      href: 'http://example.org',
      ...EXTERNAL,
    });
    expect(resolveLink('//cdn.example.org/x', DE)).toMatchObject({kind: 'external'});
    expect(resolveLink('https://www.juwelier-muster.de.evil.com/', DE)).toMatchObject({
      kind: 'external',
    });
  });

  it('replaces the hash of an external link with the anchor', () => {
    expect(resolveLink({path: 'https://example.org/a#b', anchor: 'c'}, DE)).toMatchObject({
      href: 'https://example.org/a#c',
    });
  });

  it('opens mailto: and tel: in a new tab without nofollow', () => {
    expect(resolveLink('mailto:info@juwelier-muster.de', DE)).toEqual({
      kind: 'mailto',
      href: 'mailto:info@juwelier-muster.de',
      ...NEW_TAB,
    });
    expect(resolveLink('tel:+49 30 1234567', DE)).toEqual({
      kind: 'tel',
      href: 'tel:+49301234567',
      ...NEW_TAB,
    });
    expect(resolveLink({path: 'mailto:a@b.de', anchor: 'x'}, DE)).toMatchObject({
      href: 'mailto:a@b.de',
    });
  });

  it('refuses empty input and unsafe schemes', () => {
    expect(resolveLink('', DE)).toBeNull();
    expect(resolveLink('   ', DE)).toBeNull();
    expect(resolveLink('mailto:', DE)).toBeNull();
    expect(resolveLink('javascript:alert(1)', DE)).toBeNull();
    expect(resolveLink('JavaScript:alert(1)', DE)).toBeNull();
    expect(resolveLink('data:text/html,x', DE)).toBeNull();
  });
});

describe('linkHref', () => {
  it('gives path or href', () => {
    const internal = resolveLink('contact', EN);
    const external = resolveLink('https://example.org', EN);
    if (!internal || !external) throw new Error('expected links');
    expect(linkHref(internal)).toBe('/en/contact');
    expect(linkHref(external)).toBe('https://example.org');
  });
});

describe('isLinkText (spec §2: starts with http:// or {host})', () => {
  const host = 'www.juwelier-muster.de';

  it('accepts http://, https:// and the host', () => {
    expect(isLinkText('http://example.org', host)).toBe(true);
    expect(isLinkText('https://example.org', host)).toBe(true);
    expect(isLinkText('HTTP://EXAMPLE.ORG', host)).toBe(true);
    expect(isLinkText('www.juwelier-muster.de/impressum', host)).toBe(true);
    expect(isLinkText('www.juwelier-muster.de', host)).toBe(true);
  });

  it('rejects other texts', () => {
    expect(isLinkText('Fotos: Max Muster', host)).toBe(false);
    expect(isLinkText('www.example.org', host)).toBe(false);
    expect(isLinkText('ftp://example.org', host)).toBe(false);
    expect(isLinkText('mailto:a@b.de', host)).toBe(false);
    expect(isLinkText('see http://example.org', host)).toBe(false);
    expect(isLinkText('www.juwelier-muster.dex', host)).toBe(false);
  });

  it('never matches everything when no host is configured', () => {
    expect(isLinkText('Fotos', '')).toBe(false);
    expect(isLinkText('http://example.org', '')).toBe(true);
  });
});
