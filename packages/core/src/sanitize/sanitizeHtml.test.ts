import {describe, expect, it} from 'vitest';
import {sanitizeHtml} from './sanitizeHtml.ts';

const de = {lang: 'de', host: 'www.juwelier-morgenstern.example'} as const;

describe('sanitizeHtml: XSS', () => {
  it('removes script elements with their content', () => {
    expect(sanitizeHtml('<p>Hallo</p><script>alert(1)</script>')).toBe('<p>Hallo</p>');
    expect(sanitizeHtml('<SCRIPT SRC="https://evil.example/x.js"></SCRIPT><p>a</p>')).toBe(
      '<p>a</p>',
    );
  });

  it('removes event handlers and images with onerror', () => {
    expect(sanitizeHtml('<img src=x onerror="alert(1)"><p onclick="alert(2)">Text</p>')).toBe(
      '<p>Text</p>',
    );
    expect(sanitizeHtml('<strong onmouseover=alert(1)>fett</strong>')).toBe(
      '<strong>fett</strong>',
    );
  });

  it('drops javascript: URLs in every spelling, keeping the link text', () => {
    for (const href of [
      'javascript:alert(1)',
      'JaVaScRiPt:alert(1)',
      ' javascript:alert(1)',
      'java\tscript:alert(1)',
      'java&#x09;script:alert(1)',
      '&#106;avascript:alert(1)',
      'vbscript:msgbox(1)',
    ]) {
      expect(sanitizeHtml(`<a href="${href}">Klick</a>`), href).toBe('<span>Klick</span>');
      expect(sanitizeHtml(`<a href="${href}">Klick</a>`, {link: de}), href).toBe(
        '<span>Klick</span>',
      );
    }
  });

  it('drops data: URLs and protocol-relative URLs', () => {
    expect(sanitizeHtml('<a href="data:text/html;base64,PHNjcmlwdD4=">x</a>')).toBe(
      '<span>x</span>',
    );
    expect(sanitizeHtml('<a href="data:text/html,x">x</a>', {link: de})).toBe('<span>x</span>');
    expect(sanitizeHtml('<a href="//evil.example/">x</a>')).toBe('<span>x</span>');
    expect(sanitizeHtml('<a href="//evil.example/">x</a>', {link: de})).toBe('<span>x</span>');
  });

  it('removes svg with onload and its content', () => {
    expect(sanitizeHtml('<svg onload="alert(1)"><text>t</text></svg><p>ok</p>')).toBe('<p>ok</p>');
    expect(sanitizeHtml('<svg><script>alert(1)</script></svg>')).toBe('');
  });

  it('removes iframes, style elements, style and class attributes and forms', () => {
    expect(
      sanitizeHtml(
        '<iframe src="https://evil.example">x</iframe><style>p{}</style>' +
          '<p style="color:red" class="x" id="y">a</p><form><input value="b"></form>',
      ),
    ).toBe('<p>a</p>');
  });

  it('escapes text that looks like markup after decoding', () => {
    expect(sanitizeHtml('<p>&lt;script&gt;alert(1)&lt;/script&gt;</p>')).toBe(
      '<p>&lt;script&gt;alert(1)&lt;/script&gt;</p>',
    );
  });

  it('does not let attributes break out of their quotes', () => {
    expect(sanitizeHtml('<a href="/a&quot; onclick=&quot;alert(1)" title=\'"><b>\'>x</a>')).toBe(
      '<a href="/a&quot; onclick=&quot;alert(1)" title="&quot;&gt;&lt;b&gt;">x</a>',
    );
  });

  it('returns "" for empty input', () => {
    expect(sanitizeHtml(null)).toBe('');
    expect(sanitizeHtml(undefined)).toBe('');
    expect(sanitizeHtml('')).toBe('');
  });
});

describe('sanitizeHtml: allow-list', () => {
  it('keeps rich-text formatting', () => {
    const html =
      '<h2>Titel</h2><p>a<br />b <strong>c</strong> <em>d</em> <b>e</b> <i>f</i> <u>g</u> ' +
      '<span>h</span></p><ul><li>1</li></ul><ol><li>2</li></ol><blockquote>z</blockquote>' +
      '<h3>x</h3><h4>y</h4>';
    expect(sanitizeHtml(html)).toBe(html);
  });

  it('keeps table basics with safe spans and scopes', () => {
    expect(
      sanitizeHtml(
        '<table><caption>T</caption><thead><tr><th scope="col" onclick="x">A</th></tr></thead>' +
          '<tbody><tr><td colspan="2" rowspan="x">1</td></tr></tbody></table>',
      ),
    ).toBe(
      '<table><caption>T</caption><thead><tr><th scope="col">A</th></tr></thead>' +
        '<tbody><tr><td colspan="2">1</td></tr></tbody></table>',
    );
  });

  it('turns h1 into h2 and h5/h6 into h4', () => {
    expect(sanitizeHtml('<h1>a</h1><h5>b</h5><h6>c</h6>')).toBe('<h2>a</h2><h4>b</h4><h4>c</h4>');
  });

  it('keeps safe heading ids (the spec privacy anchors) and drops shell ids', () => {
    expect(sanitizeHtml('<h3 id="cookies">Cookies</h3>')).toBe('<h3 id="cookies">Cookies</h3>');
    expect(sanitizeHtml('<h3 id="matomo-ehemals-piwik">M</h3>')).toBe(
      '<h3 id="matomo-ehemals-piwik">M</h3>',
    );
    expect(sanitizeHtml('<h2 id="int-cart">x</h2><h2 id="a b">y</h2>')).toBe(
      '<h2>x</h2><h2>y</h2>',
    );
  });

  it('keeps http(s), mailto:, tel:, relative and #anchor links', () => {
    for (const href of [
      'https://www.rolex.com/de',
      'http://example.com',
      'mailto:info@example.de',
      'tel:+4969123',
      '/kontakt',
      '#cookies',
    ]) {
      expect(sanitizeHtml(`<a href="${href}">x</a>`), href).toBe(`<a href="${href}">x</a>`);
    }
  });

  it('adds rel noopener noreferrer to target=_blank links and refuses other targets', () => {
    expect(sanitizeHtml('<a href="https://a.example" target="_blank">a</a>')).toBe(
      '<a href="https://a.example" target="_blank" rel="noopener noreferrer">a</a>',
    );
    expect(
      sanitizeHtml('<a href="https://a.example" target="_BLANK" rel="nofollow opener">a</a>'),
    ).toBe('<a href="https://a.example" target="_blank" rel="nofollow noopener noreferrer">a</a>');
    expect(sanitizeHtml('<a href="/x" target="_top">a</a>')).toBe('<a href="/x">a</a>');
  });
});

describe('sanitizeHtml: links with a link context (spec §2 Links)', () => {
  it('opens external links in a new tab with rel nofollow noopener noreferrer external', () => {
    expect(sanitizeHtml('<a href="https://www.rolex.com/de">R</a>', {link: de})).toBe(
      '<a href="https://www.rolex.com/de" target="_blank" ' +
        'rel="nofollow noopener noreferrer external">R</a>',
    );
  });

  it('points new-tab links at the hint element', () => {
    expect(
      sanitizeHtml('<a href="mailto:a@b.de" aria-describedby="evil">m</a>', {
        link: de,
        newTabHintId: 'hint-1',
      }),
    ).toBe(
      '<a href="mailto:a@b.de" target="_blank" rel="noopener noreferrer" ' +
        'aria-describedby="hint-1">m</a>',
    );
  });

  it('localizes internal links and keeps them in the same tab', () => {
    const en = {...de, lang: 'en'} as const;
    expect(sanitizeHtml('<a href="/kontakt" target="_blank">K</a>', {link: en})).toBe(
      '<a href="/en/contact">K</a>',
    );
    expect(
      sanitizeHtml('<a href="https://www.juwelier-morgenstern.example/datenschutz#cookies">D</a>', {
        link: en,
      }),
    ).toBe('<a href="/en/privacy#cookies">D</a>');
  });

  it('never lets a CMS aria-describedby through', () => {
    expect(sanitizeHtml('<a href="/x" aria-describedby="y">x</a>', {link: de})).toBe(
      '<a href="/x">x</a>',
    );
  });
});

describe('sanitizeHtml: anchorLevels', () => {
  it('adds heading ids after sanitizing', () => {
    expect(
      sanitizeHtml('<h2 onclick="x">Datenschutz</h2><h3>Matomo (ehemals Piwik)</h3>', {
        anchorLevels: [2, 3],
      }),
    ).toBe(
      '<h2 id="datenschutz">Datenschutz</h2><h3 id="matomo-ehemals-piwik">Matomo (ehemals Piwik)</h3>',
    );
  });
});
