// What the build prerenders into every page (decision 040): the first-visit banner, hidden, with
// the content's entries switched as a first visit sees them, whatever the store holds; without
// `prerendered`, nothing (the stories' and the kit's default).
import {createElement} from 'react';
import {renderToString} from 'react-dom/server';
import {describe, expect, it} from 'vitest';
import {ALL_CONSENT_TOOLS, buildConsents, type SafeStorage} from '@schaufenster/core';
import {initConsents} from '../consent/consentStore.ts';
import {LanguageProvider} from '../i18n/LanguageProvider.tsx';
import {CookieBanner} from './CookieBanner.tsx';

const content = buildConsents([], ALL_CONSENT_TOOLS);

function prerender(props: Parameters<typeof CookieBanner>[0]): string {
  const banner = createElement(CookieBanner, props);
  return renderToString(createElement(LanguageProvider, {lang: 'de', children: banner}));
}

// The checked state of each switch, in order, as `checked` attributes in the markup.
const switches = (html: string) =>
  [...html.matchAll(/<input type="checkbox" role="switch"[^>]*>/g)].map((match) =>
    match[0].includes('checked=""'),
  );

describe('the prerendered cookie banner', () => {
  it('is the first-visit banner, hidden, with a focusable heading and both buttons', () => {
    const html = prerender({prerendered: {content, strict: false}});
    expect(html).toMatch(/^<section [^>]*hidden=""/);
    expect(html).toContain('tabindex="-1"');
    expect(html).toContain('>Cookies</h2>');
    expect(html).toContain('Ausgewählte Cookies erlauben');
    expect(html).toContain('Alle Cookies erlauben');
    // Functional (locked) on, matomo off: a pre-ticked box is no consent (decision 076).
    expect(switches(html)).toEqual([true, false]);
  });

  it('in strict mode starts with only the locked entries on and offers "only necessary"', () => {
    const html = prerender({prerendered: {content, strict: true}});
    expect(switches(html)).toEqual([true, false]);
    expect(html).toContain('Nur notwendige Cookies');
  });

  it('ignores what the store holds: the build cannot know the visitor’s choice', () => {
    const stored = {read: () => ({matomo: true}), write: () => ({}), remove() {}};
    initConsents(content, {storage: stored as unknown as SafeStorage});
    expect(switches(prerender({prerendered: {content, strict: false}}))).toEqual([true, false]);
  });

  it('renders nothing without `prerendered`', () => {
    expect(prerender({})).toBe('');
  });
});
