import {describe, expect, it} from 'vitest';
import {interceptedClick, internalLinkUrl, isPlainClick, type ClickLike} from './links.ts';

const CURRENT = {origin: 'https://shop.example', pathname: '/kontakt', search: ''};
const CLICK: ClickLike = {
  button: 0,
  metaKey: false,
  ctrlKey: false,
  shiftKey: false,
  altKey: false,
  defaultPrevented: false,
};

function anchor(href: unknown, attributes: Record<string, string> = {}) {
  return {
    href,
    target: attributes.target ?? '',
    hasAttribute: (name: string) => name in attributes,
  };
}

describe('link interception', () => {
  it('takes over plain clicks on internal page links', () => {
    expect(interceptedClick(CLICK, anchor('https://shop.example/uhren'), CURRENT)?.href).toBe(
      'https://shop.example/uhren',
    );
    expect(internalLinkUrl(anchor('https://shop.example/datenschutz#cookies'), CURRENT)?.hash).toBe(
      '#cookies',
    );
  });

  it('leaves modifier keys, other buttons and handled clicks to the browser', () => {
    for (const change of [
      {metaKey: true},
      {ctrlKey: true},
      {shiftKey: true},
      {altKey: true},
      {button: 1},
      {defaultPrevented: true},
    ]) {
      expect(isPlainClick({...CLICK, ...change}), JSON.stringify(change)).toBe(false);
      expect(
        interceptedClick({...CLICK, ...change}, anchor('https://shop.example/uhren'), CURRENT),
      ).toBe(null);
    }
  });

  it('leaves other origins, targets, downloads, files and non-http links alone', () => {
    expect(internalLinkUrl(anchor('https://other.example/uhren'), CURRENT)).toBe(null);
    expect(internalLinkUrl(anchor('https://shop.example/uhren', {target: '_blank'}), CURRENT)).toBe(
      null,
    );
    expect(
      internalLinkUrl(anchor('https://shop.example/uhren', {target: '_self'}), CURRENT),
    ).not.toBe(null);
    expect(internalLinkUrl(anchor('https://shop.example/a.pdf', {download: ''}), CURRENT)).toBe(
      null,
    );
    expect(internalLinkUrl(anchor('https://shop.example/sitemap.xml'), CURRENT)).toBe(null);
    expect(internalLinkUrl(anchor('https://shop.example/404.html'), CURRENT)).toBe(null);
    expect(internalLinkUrl(anchor('mailto:info@shop.example'), CURRENT)).toBe(null);
    expect(internalLinkUrl(anchor({baseVal: '/uhren'}), CURRENT)).toBe(null);
  });

  it('leaves a hash-only change on the same page to the browser', () => {
    expect(internalLinkUrl(anchor('https://shop.example/kontakt#map'), CURRENT)).toBe(null);
    // The same page without a hash, or with another query, is a navigation.
    expect(internalLinkUrl(anchor('https://shop.example/kontakt'), CURRENT)).not.toBe(null);
    expect(internalLinkUrl(anchor('https://shop.example/kontakt?x=1#map'), CURRENT)).not.toBe(null);
  });
});
