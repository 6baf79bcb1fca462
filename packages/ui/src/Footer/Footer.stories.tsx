import type {Meta, StoryObj} from '@storybook/react-vite';
import {expect, userEvent, within} from 'storybook/test';
import {createSafeStorage, headOffice, localizedPath, t, type MessageKey} from '@schaufenster/core';
import {siteOf} from '@schaufenster/fixtures';
import {consentStore, initConsents} from '../consent/consentStore.ts';
import {stayOnPage} from '../stories/decorators.tsx';
import {langOf, literal, text} from '../stories/storyText.ts';
import {footerContacts, footerNavLinks} from './footerLayout.ts';
import {Footer} from './Footer.tsx';
import {
  footerData,
  footerOf,
  headings,
  columnBoxes,
  expectedHeadings,
  hqAddress,
  noteOf,
  widgetLinks,
  widgetNamed,
  UNKNOWN_WIDGET,
  PLAYGROUND_ARGS,
  logoName,
  widgetHeadings,
} from '../stories/footerStoryKit.tsx';

const meta = {
  title: 'Components/Navigation/Footer',
  component: Footer,
  args: PLAYGROUND_ARGS,
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
  decorators: [stayOnPage],
} satisfies Meta<typeof Footer>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The toolbar retailer's footer: its widgets ordered by sort (the jeweller's newsletter signup
 * last), or the default footer for a retailer without widgets (the optician).
 */
export const Default: Story = {
  render: footerOf(),
  play: async ({canvas, canvasElement, globals, loaded}) => {
    const lang = langOf(globals);
    const site = siteOf(loaded);
    await expect(canvas.getByRole('contentinfo')).toBeVisible();
    await expect(headings(canvasElement)).toEqual(expectedHeadings(site, site.widgets, lang));
    await expect(canvas.queryByText(t(lang, 'footerWidgetNotFound'))).toBeNull();
    // The newsletterTeaser column: the kit's signup under the widget's header, no second heading.
    const newsletter = canvasElement.querySelector('[data-widget="newsletterTeaser"]');
    if (newsletter instanceof HTMLElement) {
      await expect(
        within(newsletter).getByRole('textbox', {name: t(lang, 'newsletterEmailLabel')}),
      ).toBeVisible();
      await expect(
        within(newsletter).getByRole('button', {name: t(lang, 'newsletterSubmit')}),
      ).toBeVisible();
      await expect(within(newsletter).getAllByRole('heading')).toHaveLength(1);
    }
    await expect(canvas.getByRole('img', {name: logoName(site, lang)})).toBeVisible();
    for (const [page, key] of [
      ['imprint', 'footerImprint'],
      ['privacy', 'footerPrivacy'],
    ] as const) {
      await expect(canvas.getByRole('link', {name: t(lang, key)})).toHaveAttribute(
        'href',
        localizedPath(page, lang),
      );
    }
    // The accessibility statement only where the project shows it (the optician, not the jeweller).
    const accessibility = canvas.queryByRole('link', {name: t(lang, 'footerAccessibility')});
    if (site.project.show_accessibility) await expect(accessibility).toBeVisible();
    else await expect(accessibility).toBeNull();
    await expect(canvas.getByRole('button', {name: t(lang, 'footerCookieSettings')})).toBeVisible();
  },
};

/** Any widgets and project flags, against the toolbar retailer's content. */
export const Playground: Story = {};

/**
 * A note under the widgets, inside the footer landmark: the site passes the shop's global_footer,
 * here the demo shop's in the story's language.
 */
export const WithNote: Story = {
  render: (_args, {loaded, globals}) => {
    const site = siteOf(loaded);
    return (
      <Footer
        {...footerData(site)}
        widgets={site.widgets}
        note={<p>{noteOf(loaded, globals)}</p>}
      />
    );
  },
  play: async ({canvas, globals, loaded}) => {
    const note = noteOf(loaded, globals);
    await expect(note).not.toBe('');
    await expect(within(canvas.getByRole('contentinfo')).getByText(note)).toBeVisible();
  },
};

/**
 * No widgets (as the optician has): the default footer with the spec's headings, logo included;
 * its legal links follow the project (accessibility statement, appointment booking).
 */
export const DefaultFooter: Story = {
  render: footerOf(() => []),
  play: async ({canvas, canvasElement, globals, loaded}) => {
    const lang = langOf(globals);
    const site = siteOf(loaded);
    await expect(headings(canvasElement)).toEqual(expectedHeadings(site, [], lang));
    await expect(canvas.getByRole('img', {name: logoName(site, lang)})).toBeVisible();
    const legal = canvas.getByRole('navigation', {name: t(lang, 'footerLegalHeading')});
    const optional = [
      ['accessibility', 'footerAccessibility', site.project.show_accessibility],
      ['appointment', 'footerAppointment', site.project.features.calendar_booking],
    ] as const;
    for (const [page, key, shown] of optional) {
      const link = within(legal).queryByRole('link', {name: t(lang, key)});
      if (shown) await expect(link).toHaveAttribute('href', localizedPath(page, lang));
      else await expect(link).toBeNull();
    }
    await expect(canvas.queryByText(t(lang, 'footerWidgetNotFound'))).toBeNull();
  },
};

/** The default footer, fixed to English: headings and legal paths follow the language. */
export const DefaultFooterEnglish: Story = {
  render: footerOf(() => []),
  globals: {lang: 'en'},
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
  render: footerOf(widgetNamed('address')),
  play: async ({canvas, canvasElement, globals, loaded}) => {
    const lang = langOf(globals);
    const site = siteOf(loaded);
    await expect(headings(canvasElement)).toEqual(widgetHeadings(site, 'address', lang));
    const logo = canvas.getByRole('img', {name: logoName(site, lang)});
    await expect(logo.getBoundingClientRect().height).toBeLessThanOrEqual(80);
    const address = hqAddress(site);
    await expect(canvas.getByText(new RegExp(`${address.street} ${address.number}`))).toBeVisible();
    await expect(canvas.getByText(new RegExp(`${address.zip_code} ${address.city}`))).toBeVisible();
  },
};

/** The address widget without showLogo shows no logo. */
export const AddressWidgetWithoutLogo: Story = {
  render: footerOf((widgets) =>
    widgetNamed('address')(widgets).map((widget) => ({...widget, props: {showLogo: false}})),
  ),
  play: async ({canvas, loaded}) => {
    const address = hqAddress(siteOf(loaded));
    await expect(canvas.queryByRole('img')).toBeNull();
    await expect(canvas.getByText(new RegExp(`${address.street} ${address.number}`))).toBeVisible();
  },
};

/** The contact widget: primary phone, mobile and e-mail, each labelled (no fax, no others). */
export const ContactWidget: Story = {
  render: footerOf(widgetNamed('contact')),
  play: async ({canvas, canvasElement, globals, loaded}) => {
    const lang = langOf(globals);
    const site = siteOf(loaded);
    await expect(headings(canvasElement)).toEqual(widgetHeadings(site, 'contact', lang));
    const {phone, mobile, email} = footerContacts(site.company);
    const expected = [
      ...(phone ? [{label: t(lang, 'phoneLabel'), href: /^tel:\+\d+$/}] : []),
      ...(mobile ? [{label: t(lang, 'phoneMobileLabel'), href: /^tel:\+\d+$/}] : []),
      ...(email ? [{label: `${t(lang, 'contactEmailLabel')} ${email}`, href: /^mailto:/}] : []),
    ];
    const links = widgetLinks(canvas, lang);
    await expect(links).toHaveLength(expected.length);
    // Label and number read together, the new-tab note last.
    for (const [index, entry] of expected.entries()) {
      const link = links[index];
      await expect(link?.getAttribute('href')).toMatch(entry.href);
      await expect(link).toHaveAccessibleName(
        expect.stringMatching(
          new RegExp(`^${literal(entry.label)} .*${literal(text(lang, 'externalLinkNewTab'))}$`),
        ),
      );
    }
    if (email) await expect(links.at(-1)).toHaveAttribute('href', `mailto:${email}`);
  },
};

/** The opening-hours widget: the main branch's hours, list at most 320px wide. */
export const OpeningHoursWidget: Story = {
  render: footerOf(widgetNamed('openingHours')),
  play: async ({canvas, canvasElement, globals, loaded}) => {
    const lang = langOf(globals);
    const site = siteOf(loaded);
    await expect(headings(canvasElement)).toEqual(widgetHeadings(site, 'openingHours', lang));
    const list = canvasElement.querySelector('dl');
    await expect(list).not.toBeNull();
    await expect(list?.getBoundingClientRect().width).toBeLessThanOrEqual(320);
    const first = headOffice(site)?.opening_periods[0];
    if (!first) throw new Error('the head office has no opening periods');
    await expect(
      canvas.getAllByText(t(lang, `openingHoursDay${first.day}` as MessageKey))[0],
    ).toBeVisible();
  },
};

/**
 * The navigation widget: the legal links the project has ("Vertrag widerrufen" last on a site
 * with the shop), then the cookie-settings button; in French the privacy link goes to the German
 * statement (spec §2: no French path).
 */
export const NavigationWidget: Story = {
  render: footerOf(widgetNamed('navigation')),
  play: async ({canvas, globals, loaded}) => {
    const lang = langOf(globals);
    const site = siteOf(loaded);
    const heading = widgetHeadings(site, 'navigation', lang)[0];
    const nav = canvas.getByRole('navigation', {name: heading});
    const links = footerNavLinks(site.project, site.shopSettings !== null);
    const items = within(nav).getAllByRole('listitem');
    await expect(items.map((item) => item.textContent)).toEqual([
      ...links.map((link) => t(lang, link.label)),
      t(lang, 'footerCookieSettings'),
    ]);
    for (const link of links) {
      await expect(within(nav).getByRole('link', {name: t(lang, link.label)})).toHaveAttribute(
        'href',
        localizedPath(link.page, lang),
      );
    }
    if (lang === 'fr') {
      await expect(within(nav).getByRole('link', {name: t(lang, 'footerPrivacy')})).toHaveAttribute(
        'href',
        '/datenschutz',
      );
    }
  },
};

/** The social widget: icons with names, each opening in a new tab. */
export const SocialWidget: Story = {
  render: footerOf(widgetNamed('social')),
  play: async ({canvas, canvasElement, globals, loaded}) => {
    const lang = langOf(globals);
    const site = siteOf(loaded);
    await expect(headings(canvasElement)).toEqual(widgetHeadings(site, 'social', lang));
    const links = widgetLinks(canvas, lang);
    await expect(links).toHaveLength(site.menus.social.length);
    for (const entry of site.menus.social) {
      await expect(canvas.getByText(entry.display_name)).toBeVisible();
      await expect(
        canvas.getByRole('link', {name: text(lang, 'socialLinkLabel', {name: entry.display_name})}),
      ).toHaveAttribute('target', '_blank');
    }
  },
};

/**
 * An unknown widget name shows "Widget not found" under its own heading (the sample widget is
 * headed in English only, the fallback language for the others).
 */
export const UnknownWidget: Story = {
  render: footerOf(() => [
    {...UNKNOWN_WIDGET, translations: [{language: 'en', header: 'Weather'}]},
  ]),
  play: async ({canvas, canvasElement, globals}) => {
    await expect(headings(canvasElement)).toEqual(['Weather']);
    await expect(canvas.getByText(t(langOf(globals), 'footerWidgetNotFound'))).toBeVisible();
  },
};

/** "Cookie Einstellungen" reopens the cookie banner (spec §2 Page shell, §4 Cookie banner). */
export const CookieSettingsReopens: Story = {
  render: footerOf(widgetNamed('navigation')),
  beforeEach: () => {
    // In-memory int-consents (no browser storage), then a visitor who already chose: the banner
    // is hidden until reopened.
    initConsents([], {storage: createSafeStorage(() => undefined)});
    consentStore.dispatch({type: 'allowSelected'});
  },
  play: async ({canvas, globals}) => {
    await expect(consentStore.getState().banner).toBe('hidden');
    await userEvent.click(
      canvas.getByRole('button', {name: t(langOf(globals), 'footerCookieSettings')}),
    );
    await expect(consentStore.getState().banner).toBe('reopened');
  },
};

/** Keyboard: the legal links and the button are reachable in order. */
export const KeyboardOrder: Story = {
  render: footerOf(widgetNamed('navigation')),
  play: async ({canvas, globals, loaded}) => {
    const lang = langOf(globals);
    const site = siteOf(loaded);
    for (const link of footerNavLinks(site.project, site.shopSettings !== null)) {
      await userEvent.tab();
      await expect(canvas.getByRole('link', {name: t(lang, link.label)})).toHaveFocus();
    }
    await userEvent.tab();
    await expect(canvas.getByRole('button', {name: t(lang, 'footerCookieSettings')})).toHaveFocus();
  },
};

/** A phone-sized viewport (320px): the columns stack at full width (below 640px). */
export const Narrow: Story = {
  render: footerOf(),
  globals: {viewport: {value: 'mobile1', isRotated: false}},
  play: async ({canvasElement, globals, loaded}) => {
    const site = siteOf(loaded);
    const boxes = columnBoxes(canvasElement);
    await expect(boxes).toHaveLength(expectedHeadings(site, site.widgets, langOf(globals)).length);
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
  globals: {viewport: {value: 'tablet', isRotated: false}},
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
  globals: {viewport: {value: 'fullHd', isRotated: false}},
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
