import type {Meta, StoryObj} from '@storybook/react-vite';
import {expect, userEvent, within} from 'storybook/test';
import {createSafeStorage} from '@schaufenster/core';
import {siteOf} from '@schaufenster/fixtures';
import {consentStore, initConsents} from '../consent/consentStore.ts';
import {stayOnPage} from '../stories/decorators.tsx';
import {Footer} from './Footer.tsx';
import {
  footerData,
  footerOf,
  headings,
  columnBoxes,
  only,
  UNKNOWN_WIDGET,
  PLAYGROUND_WIDGETS,
} from '../stories/footerStoryKit.tsx';

const meta = {
  title: 'Components/Navigation/Footer',
  component: Footer,
  args: {
    widgets: PLAYGROUND_WIDGETS,
    project: {show_accessibility: true, features: {calendar_booking: false, newsletter: false}},
    siteTitle: 'Juwelier Morgenstern',
    // Filled from the loaded retailer by the render function.
    company: {
      company_name: '',
      display_name: '',
      legal_form: 'single',
      legal_authority: null,
      logo: null,
      addresses: [],
      emails: [],
      numbers: [],
      executives: [],
      registers: [],
      ust_id: null,
      vat_number: null,
    },
    branches: [],
    openingHours: [],
    social: [],
  },
  argTypes: {
    company: {control: false},
    branches: {control: false},
    openingHours: {control: false},
    social: {control: false},
    logo: {control: false},
  },
  render: (args, {loaded}) => {
    const site = siteOf(loaded);
    const {project, siteTitle, widgets} = args;
    return (
      <Footer {...footerData(site)} project={project} siteTitle={siteTitle} widgets={widgets} />
    );
  },
  parameters: {layout: 'fullscreen'},
  globals: {retailer: 'juwelier-morgenstern'},
  decorators: [stayOnPage],
} satisfies Meta<typeof Footer>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The jeweller: every widget kind ordered by sort, the newsletter signup last. */
export const Default: Story = {
  render: footerOf(),
  globals: {lang: 'de'},
  play: async ({canvas, canvasElement}) => {
    await expect(canvas.getByRole('contentinfo')).toBeVisible();
    await expect(headings(canvasElement)).toEqual([
      'Adresse',
      'Kontakt',
      'Öffnungszeiten',
      'Rechtliches',
      'Folgen Sie uns',
      'Newsletter',
    ]);
    await expect(canvas.queryByText('Widget nicht gefunden')).toBeNull();
    // The newsletterTeaser column: the kit's signup under the widget's header, no second heading.
    const newsletter = canvasElement.querySelector('[data-widget="newsletterTeaser"]');
    if (!(newsletter instanceof HTMLElement)) throw new Error('no newsletter column');
    await expect(within(newsletter).getByRole('textbox', {name: /E-Mail/})).toBeVisible();
    await expect(within(newsletter).getByRole('button', {name: 'Anmelden'})).toBeVisible();
    await expect(within(newsletter).getAllByRole('heading')).toHaveLength(1);
    await expect(canvas.getByRole('img', {name: 'Logo Juwelier Morgenstern'})).toBeVisible();
    await expect(canvas.getByRole('link', {name: 'Impressum'})).toHaveAttribute(
      'href',
      '/impressum',
    );
    await expect(canvas.getByRole('link', {name: 'Datenschutz'})).toHaveAttribute(
      'href',
      '/datenschutz',
    );
    // show_accessibility is off for the jeweller.
    await expect(canvas.queryByRole('link', {name: 'Barrierefreiheit'})).toBeNull();
    await expect(canvas.getByRole('button', {name: 'Cookie Einstellungen'})).toBeVisible();
    await expect(canvas.getByRole('link', {name: /^Instagram/})).toHaveAttribute(
      'target',
      '_blank',
    );
  },
};

/** Any widgets and project flags, against the toolbar retailer's content. */
export const Playground: Story = {};

/** A note under the widgets, inside the footer landmark (the site passes the shop's global_footer). */
export const WithNote: Story = {
  render: (_args, {loaded}) => {
    const site = siteOf(loaded);
    return (
      <Footer
        {...footerData(site)}
        widgets={site.widgets}
        note={<p>Alle Preise inkl. gesetzlicher MwSt., zzgl. Versandkosten.</p>}
      />
    );
  },
  globals: {lang: 'de'},
  play: async ({canvas}) => {
    const footer = canvas.getByRole('contentinfo');
    await expect(
      within(footer).getByText('Alle Preise inkl. gesetzlicher MwSt., zzgl. Versandkosten.'),
    ).toBeVisible();
  },
};

/** The optician has no widgets: the default footer with the spec's headings, logo included. */
export const DefaultFooter: Story = {
  render: footerOf(),
  globals: {retailer: 'optik-klarblick', lang: 'de'},
  play: async ({canvas, canvasElement}) => {
    await expect(headings(canvasElement)).toEqual([
      'Adresse',
      'Kontakt',
      'Öffnungszeiten',
      'Rechtliches',
    ]);
    await expect(canvas.getByRole('img', {name: 'Logo Optik Klarblick'})).toBeVisible();
    const legal = canvas.getByRole('navigation', {name: 'Rechtliches'});
    // show_accessibility is on for the optician, and it books appointments.
    await expect(within(legal).getByRole('link', {name: 'Barrierefreiheit'})).toHaveAttribute(
      'href',
      '/barrierefreiheit',
    );
    await expect(within(legal).getByRole('link', {name: 'Terminvereinbarung'})).toHaveAttribute(
      'href',
      '/terminvereinbarung',
    );
    await expect(canvas.queryByText('Widget nicht gefunden')).toBeNull();
  },
};

/** The default footer in English: headings and legal paths follow the language. */
export const DefaultFooterEnglish: Story = {
  render: footerOf(),
  globals: {retailer: 'optik-klarblick', lang: 'en'},
  play: async ({canvas, canvasElement}) => {
    await expect(headings(canvasElement)).toEqual(['Address', 'Contact', 'Opening hours', 'Legal']);
    await expect(canvas.getByRole('link', {name: 'Imprint'})).toHaveAttribute(
      'href',
      '/en/imprint',
    );
    await expect(canvas.getByRole('link', {name: 'Privacy'})).toHaveAttribute(
      'href',
      '/en/privacy',
    );
    await expect(canvas.getByRole('button', {name: 'Cookie settings'})).toBeVisible();
  },
};

/** The address widget with the footer logo (props.showLogo). */
export const AddressWidget: Story = {
  render: footerOf(only('address')),
  globals: {lang: 'de'},
  play: async ({canvas, canvasElement}) => {
    await expect(headings(canvasElement)).toEqual(['Adresse']);
    const logo = canvas.getByRole('img', {name: 'Logo Juwelier Morgenstern'});
    await expect(logo.getBoundingClientRect().height).toBeLessThanOrEqual(80);
    await expect(canvas.getByText(/Goethestraße 12/)).toBeVisible();
    await expect(canvas.getByText(/60313 Frankfurt am Main/)).toBeVisible();
  },
};

/** The address widget without showLogo shows no logo. */
export const AddressWidgetWithoutLogo: Story = {
  render: footerOf((widgets) =>
    only('address')(widgets).map((widget) => ({...widget, props: {showLogo: false}})),
  ),
  play: async ({canvas}) => {
    await expect(canvas.queryByRole('img')).toBeNull();
    await expect(canvas.getByText(/Goethestraße 12/)).toBeVisible();
  },
};

/** The contact widget: phone, mobile and e-mail. */
export const ContactWidget: Story = {
  render: footerOf(only('contact')),
  globals: {lang: 'de'},
  play: async ({canvas, canvasElement}) => {
    await expect(headings(canvasElement)).toEqual(['Kontakt']);
    const contact = canvas.getAllByRole('link');
    await expect(contact.map((link) => link.getAttribute('href'))).toEqual([
      'tel:+496990009100',
      'tel:+4915228817386',
      'mailto:info@juwelier-morgenstern.example',
    ]);
    // Label and number read together; the fax and non-primary entries are not listed.
    await expect(contact[0]).toHaveAccessibleName(
      'Telefon +49 69 90009100 (öffnet in einem neuen Tab)',
    );
    await expect(contact[1]).toHaveAccessibleName(
      'Mobil +49 1522 8817386 (öffnet in einem neuen Tab)',
    );
    await expect(contact[2]).toHaveAccessibleName(
      'E-Mail info@juwelier-morgenstern.example (öffnet in einem neuen Tab)',
    );
  },
};

/** The opening-hours widget: the main branch's hours, list at most 320px wide. */
export const OpeningHoursWidget: Story = {
  render: footerOf(only('openingHours')),
  globals: {lang: 'de'},
  play: async ({canvas, canvasElement}) => {
    await expect(headings(canvasElement)).toEqual(['Öffnungszeiten']);
    const list = canvasElement.querySelector('dl');
    await expect(list).not.toBeNull();
    await expect(list?.getBoundingClientRect().width).toBeLessThanOrEqual(320);
    await expect(canvas.getByText('Mo - Fr')).toBeVisible();
  },
};

/** The navigation widget: legal links and the cookie-settings button. */
export const NavigationWidget: Story = {
  render: footerOf(only('navigation')),
  globals: {lang: 'fr'},
  play: async ({canvas}) => {
    const nav = canvas.getByRole('navigation', {name: 'Mentions légales'});
    const items = within(nav).getAllByRole('listitem');
    await expect(items.map((item) => item.textContent)).toEqual([
      'Mentions légales',
      'Confidentialité',
      'Paramètres des cookies',
    ]);
    await expect(within(nav).getByRole('link', {name: 'Mentions légales'})).toHaveAttribute(
      'href',
      '/fr/mentions-legales',
    );
    // spec §2: privacy has no French path, so French visitors get the German statement.
    await expect(within(nav).getByRole('link', {name: 'Confidentialité'})).toHaveAttribute(
      'href',
      '/datenschutz',
    );
  },
};

/** The social widget: icons with names, each opening in a new tab. */
export const SocialWidget: Story = {
  render: footerOf(only('social')),
  globals: {lang: 'en'},
  play: async ({canvas, canvasElement}) => {
    await expect(headings(canvasElement)).toEqual(['Follow us']);
    await expect(canvas.getByText('Pinterest')).toBeVisible();
    const links = canvas.getAllByRole('link');
    await expect(links.map((link) => link.textContent?.startsWith('Instagram') ?? false)).toEqual([
      true,
      false,
      false,
    ]);
    for (const link of links) await expect(link).toHaveAttribute('target', '_blank');
  },
};

/** An unknown widget name shows "Widget not found" under its own heading. */
export const UnknownWidget: Story = {
  render: footerOf(() => [
    {...UNKNOWN_WIDGET, translations: [{language: 'en', header: 'Weather'}]},
  ]),
  globals: {lang: 'en'},
  play: async ({canvas, canvasElement}) => {
    await expect(headings(canvasElement)).toEqual(['Weather']);
    await expect(canvas.getByText('Widget not found')).toBeVisible();
  },
};

/** "Cookie Einstellungen" reopens the cookie banner (spec §2 Page shell, §4 Cookie banner). */
export const CookieSettingsReopens: Story = {
  render: footerOf(only('navigation')),
  globals: {lang: 'de'},
  beforeEach: () => {
    // In-memory int-consents (no browser storage), then a visitor who already chose: the banner
    // is hidden until reopened.
    initConsents([], {storage: createSafeStorage(() => undefined)});
    consentStore.dispatch({type: 'allowSelected'});
  },
  play: async ({canvas}) => {
    await expect(consentStore.getState().banner).toBe('hidden');
    await userEvent.click(canvas.getByRole('button', {name: 'Cookie Einstellungen'}));
    await expect(consentStore.getState().banner).toBe('reopened');
  },
};

/** Keyboard: the legal links and the button are reachable in order. */
export const KeyboardOrder: Story = {
  render: footerOf(only('navigation')),
  globals: {lang: 'de'},
  play: async ({canvas}) => {
    await userEvent.tab();
    await expect(canvas.getByRole('link', {name: 'Impressum'})).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('link', {name: 'Datenschutz'})).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', {name: 'Cookie Einstellungen'})).toHaveFocus();
  },
};

/** A phone-sized viewport (320px): the columns stack at full width (below 640px). */
export const Narrow: Story = {
  render: footerOf(),
  globals: {lang: 'de', viewport: {value: 'mobile1', isRotated: false}},
  play: async ({canvasElement}) => {
    const boxes = columnBoxes(canvasElement);
    await expect(boxes).toHaveLength(6);
    for (const [index, box] of boxes.entries()) {
      const above = boxes[index - 1];
      if (!above) continue;
      await expect(box.top).toBeGreaterThanOrEqual(above.bottom);
      await expect(box.width).toBe(above.width);
    }
  },
};

/** A tablet viewport (834px): two columns per row (50% below 1260px). */
export const Tablet: Story = {
  render: footerOf(),
  globals: {lang: 'de', viewport: {value: 'tablet', isRotated: false}},
  play: async ({canvasElement}) => {
    const [first, second, third] = columnBoxes(canvasElement);
    if (!first || !second || !third) throw new Error('expected at least three columns');
    await expect(second.top).toBe(first.top);
    await expect(second.left).toBeGreaterThan(first.left);
    await expect(third.top).toBeGreaterThanOrEqual(first.bottom);
    await expect(third.left).toBe(first.left);
  },
};

/** A wide viewport (1920px): one row of columns inside the 1600px wrapper. */
export const Wide: Story = {
  render: footerOf(),
  globals: {lang: 'de', viewport: {value: 'fullHd', isRotated: false}},
  parameters: {
    viewport: {options: {fullHd: {name: 'Full HD', styles: {width: '1920px', height: '1080px'}}}},
  },
  play: async ({canvasElement}) => {
    const boxes = columnBoxes(canvasElement);
    await expect(new Set(boxes.map((box) => box.top)).size).toBe(1);
    const left = Math.min(...boxes.map((box) => box.left));
    const right = Math.max(...boxes.map((box) => box.right));
    await expect(right - left).toBeLessThanOrEqual(1600);
  },
};
