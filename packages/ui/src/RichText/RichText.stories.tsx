import type {Meta, StoryObj} from '@storybook/react-vite';
import {expect} from 'storybook/test';
import {isLang, localizedPath, pickTranslation} from '@schaufenster/core';
import {siteOf} from '@schaufenster/fixtures';
import {langOf, text} from '../stories/storyText.ts';
import {RichText} from './RichText.tsx';

// Every classic way to run script through rich text; none of it may survive.
const MALICIOUS = [
  '<p>Willkommen<script>window.__richTextXss = "script"</script></p>',
  '<p><img src="x" onerror="window.__richTextXss = \'onerror\'" alt="">Bild</p>',
  '<p><a href="javascript:window.__richTextXss=\'href\'">Klick mich</a></p>',
  '<p><a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">Daten</a></p>',
  '<svg onload="window.__richTextXss = \'svg\'"><circle r="1"></circle></svg>',
  '<iframe src="https://evil.example/"></iframe>',
  '<p style="position:fixed;inset:0" onclick="window.__richTextXss = \'click\'">Text</p>',
].join('');

const TYPOGRAPHY = [
  '<h2>Versand und Zahlung</h2>',
  '<p>Wir liefern <strong>versichert</strong> und <em>diskret</em> verpackt.</p>',
  '<h3>Zahlungsarten</h3>',
  '<ul><li>PayPal</li><li>Klarna</li><li>Vorkasse</li></ul>',
  '<ol><li>Bestellen</li><li>Bezahlen</li></ol>',
  '<blockquote>Schmuck ist Vertrauenssache.</blockquote>',
  '<table><caption>Versandkosten</caption><thead><tr><th scope="col">Land</th>',
  '<th scope="col">Kosten</th></tr></thead><tbody><tr><td>Deutschland</td><td>kostenlos</td>',
  '</tr><tr><td>Österreich</td><td>9,90 €</td></tr></tbody></table>',
].join('');

const LINKS = [
  '<p>Mehr bei <a href="https://www.rolex.com/de">Rolex</a>, ',
  'per <a href="mailto:info@juwelier-morgenstern.example">E-Mail</a> ',
  'oder über das <a href="/kontakt" target="_blank">Kontaktformular</a>.</p>',
].join('');

const meta = {
  title: 'Components/Sections/RichText',
  component: RichText,
  args: {html: TYPOGRAPHY},
} satisfies Meta<typeof RichText>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The toolbar retailer's privacy text: h2/h3 get anchors, given ids (#cookies) are kept. */
export const Default: Story = {
  render: (args, {loaded, globals}) => {
    const lang = isLang(globals.lang) ? globals.lang : 'de';
    const legal = siteOf(loaded).legal;
    return <RichText {...args} html={pickTranslation(legal.translations, lang, ['de'])?.privacy} />;
  },
  play: async ({canvas, canvasElement}) => {
    await expect(canvas.getAllByRole('heading', {level: 2})[0]).toHaveAttribute('id');
    await expect(canvasElement.querySelector('#cookies')).toHaveRole('heading');
    await expect(canvasElement.querySelector('#matomo-ehemals-piwik')).toHaveRole('heading');
  },
};

/** Paste any HTML: it is sanitized before it renders. */
export const Playground: Story = {args: {html: LINKS, headingAnchors: true}};

/** Script, event handlers, javascript:/data: URLs, svg and iframes are removed; text stays. */
export const Malicious: Story = {
  args: {html: MALICIOUS},
  play: async ({canvas}) => {
    await expect(canvas.getByText('Willkommen')).toBeVisible();
    await expect(canvas.getByText('Klick mich')).toBeVisible();
    // The sanitized HTML's own container (the preview's theme wrapper has a style attribute).
    const content = canvas.getByText('Willkommen').closest('div');
    await expect(content?.querySelector('script')).toBeNull();
    await expect(content?.querySelector('[onerror], [onload], [onclick], [style]')).toBeNull();
    await expect(content?.querySelector('img, svg, iframe')).toBeNull();
    await expect(canvas.queryByRole('link')).toBeNull();
    await expect((window as {__richTextXss?: string}).__richTextXss).toBeUndefined();
  },
};

/**
 * Typical content (German sample HTML, whatever the toolbar language: content is the retailer's):
 * headings, emphasis, lists, a quote and a table.
 */
export const Typography: Story = {
  play: async ({canvas}) => {
    await expect(canvas.getByRole('heading', {name: 'Versand und Zahlung'})).toHaveAttribute(
      'id',
      'versand-und-zahlung',
    );
    await expect(canvas.getByRole('table', {name: 'Versandkosten'})).toBeVisible();
    await expect(canvas.getAllByRole('listitem')).toHaveLength(5);
  },
};

/**
 * Links follow spec §2 Links: external and mailto: open in a new tab with a described hint;
 * internal links go to the current language's path in the same tab.
 */
export const Links: Story = {
  args: {html: LINKS},
  play: async ({canvas, globals}) => {
    const lang = langOf(globals);
    const rolex = canvas.getByRole('link', {name: 'Rolex'});
    await expect(rolex).toHaveAttribute('target', '_blank');
    await expect(rolex).toHaveAttribute('rel', 'nofollow noopener noreferrer external');
    await expect(rolex).toHaveAccessibleDescription(text(lang, 'externalLinkNewTab'));
    const mail = canvas.getByRole('link', {name: 'E-Mail'});
    await expect(mail).toHaveAttribute('rel', 'noopener noreferrer');
    const contact = canvas.getByRole('link', {name: 'Kontaktformular'});
    await expect(contact).toHaveAttribute('href', localizedPath('contact', lang));
    await expect(contact).not.toHaveAttribute('target');
  },
};

/** Nothing left after sanitizing renders nothing. */
export const Empty: Story = {
  args: {html: '<script>alert(1)</script>'},
  play: async ({canvasElement}) => {
    await expect(canvasElement.textContent).toBe('');
  },
};
