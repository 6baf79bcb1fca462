// spec §2 Links: "A text counts as a link if it starts with http:// or {host}". A caption that is
// a bare address renders as a link with the Link component's rules; any other text stays text.
import {createElement, type ReactNode} from 'react';
import {renderToString} from 'react-dom/server';
import {describe, expect, it} from 'vitest';
import {LanguageProvider} from '../i18n/LanguageProvider.tsx';
import {MediaText} from '../MediaText/MediaText.tsx';
import {SiteProvider} from '../site/SiteContext.tsx';
import {LinkText} from './LinkText.tsx';

const HOST = 'www.juwelier-muster.de';

function prerender(element: ReactNode, lang: 'de' | 'en' = 'de'): string {
  const site = createElement(SiteProvider, {host: HOST, children: element});
  return renderToString(createElement(LanguageProvider, {lang, children: site}));
}

const linkText = (text: string, lang?: 'de' | 'en') =>
  prerender(createElement(LinkText, {text}), lang);

describe('LinkText', () => {
  it('makes an http(s) address an external link: new tab, rel and the icon', () => {
    const html = linkText('https://www.uhrenwerk.example/fotos');
    expect(html).toMatch(/^<a [^>]*href="https:\/\/www\.uhrenwerk\.example\/fotos"/);
    expect(html).toContain('target="_blank"');
    expect(html).toContain('rel="nofollow noopener noreferrer external"');
    expect(html).toContain('<svg');
    expect(html).toContain('>https://www.uhrenwerk.example/fotos<');
  });

  it("makes a text starting with the site's host an internal link in the page language", () => {
    const html = linkText('www.juwelier-muster.de/kontakt', 'en');
    expect(html).toMatch(/^<a [^>]*href="\/en\/contact"/);
    expect(html).not.toContain('target=');
    expect(html).toContain('>www.juwelier-muster.de/kontakt</a>');
  });

  it('leaves any other text as text', () => {
    expect(linkText('Fotos: Max Muster')).toBe('Fotos: Max Muster');
    expect(linkText('www.example.org')).toBe('www.example.org');
    expect(linkText('Quelle: https://example.org')).toBe('Quelle: https://example.org');
  });
});

describe('a picture caption', () => {
  const image = {src: '/images/laden.jpg', width: 1200, height: 800};

  it('is a link when it is an address', () => {
    const html = prerender(
      createElement(MediaText, {image, alt: '', caption: 'http://fotograf.example'}),
    );
    expect(html).toMatch(/<figcaption[^>]*><a [^>]*href="http:\/\/fotograf\.example"/);
  });

  it('is text otherwise', () => {
    const html = prerender(createElement(MediaText, {image, alt: '', caption: 'Unser Laden'}));
    expect(html).toMatch(/<figcaption[^>]*>Unser Laden<\/figcaption>/);
  });
});
