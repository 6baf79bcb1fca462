// What the footer's stories share (Footer/Footer.stories.tsx): the loaded retailer's footer data
// with the fixture logos, widget pickers, the playground's widgets and first args, the names and
// headings the checks expect, and layout queries.
import {within} from 'storybook/test';
import {
  LANGUAGES,
  localizedPath,
  t,
  type Lang,
  type MessageKey,
  type SiteData,
  type Widget,
} from '@schaufenster/core';
import {shopSiteOf, siteOf} from '@schaufenster/fixtures';
// Story-only: the fixture logos as URLs (the build resolves site images itself).
import jewellerLogo from '../../../../fixtures/retailers/juwelier-morgenstern/images/logo.svg?url';
import opticianLogo from '../../../../fixtures/retailers/optik-klarblick/images/logo.svg?url';
import {NewsletterSignup} from '../NewsletterSignup/NewsletterSignup.tsx';
import {Footer, type FooterProps} from '../Footer/Footer.tsx';
import {langOf, translationOf} from './storyText.ts';

const LOGOS: Record<string, string> = {
  'juwelier-morgenstern': jewellerLogo,
  'optik-klarblick': opticianLogo,
};

// Everything but the widgets, from the loaded retailer (as the page shell passes it).
export function footerData(site: SiteData): Omit<FooterProps, 'widgets'> {
  const logo = site.siteConfig.logo;
  return {
    company: site.company,
    branches: site.branches,
    openingHours: site.openingHours,
    social: site.menus.social,
    project: site.project,
    logo: logo
      ? {src: LOGOS[site.project.name] ?? '', width: logo.width, height: logo.height}
      : null,
    siteTitle: site.siteConfig.seo_title,
    // As the page shell passes it: a site with the shop links its withdrawal form.
    shop: site.shopSettings !== null,
  };
}

/** Renders the loaded retailer's footer with the widgets `pick` chooses (all by default). */
export function footerOf(pick: (widgets: Widget[]) => Widget[] = (widgets) => widgets) {
  return (_args: unknown, {loaded}: {loaded: Record<string, unknown>}) => {
    const site = siteOf(loaded);
    return <Footer {...footerData(site)} widgets={pick(site.widgets)} newsletter={NEWSLETTER} />;
  };
}

// The site passes the Newsletter island; the stories the plain form, posting to the msw handler.
const NEWSLETTER = (
  <NewsletterSignup
    endpoint="https://forms.example.test/newsletter/subscribe"
    showHeading={false}
  />
);

const only = (name: string) => (widgets: Widget[]) =>
  widgets.filter((widget) => widget.widget_name === name);

// Headings of the stand-in widgets below: the default footer's, the social nav's label.
const STAND_IN_HEADERS: Record<string, MessageKey> = {
  address: 'footerAddressHeading',
  contact: 'footerContactHeading',
  openingHours: 'footerOpeningHoursHeading',
  navigation: 'footerLegalHeading',
  social: 'socialNavLabel',
};

/**
 * The retailer's footer widget called `name`, or, for a retailer without one (the optician has
 * no widgets), a stand-in of that kind headed in every language, so single-widget stories follow
 * the Retailer toolbar.
 */
export const widgetNamed = (name: string) => (widgets: Widget[]) => {
  const own = only(name)(widgets);
  if (own.length > 0) return own;
  const header = STAND_IN_HEADERS[name];
  const standIn: Widget = {
    id: 100,
    sort: 1,
    widget_name: name,
    position: 'footer',
    props: name === 'address' ? {showLogo: true} : {},
    translations: header
      ? LANGUAGES.map((language) => ({language, header: t(language, header)}))
      : [],
  };
  return [standIn];
};

/** The column headings a footer with `widgets` shows in `lang` (spec §2: default footer's without). */
export function expectedHeadings(site: SiteData, widgets: readonly Widget[], lang: Lang): string[] {
  const own = widgets.filter((widget) => widget.position === 'footer');
  if (own.length === 0) {
    return (
      [
        'footerAddressHeading',
        'footerContactHeading',
        'footerOpeningHoursHeading',
        'footerLegalHeading',
      ] as const
    ).map((key) => t(lang, key));
  }
  return [...own]
    .sort((a, b) => a.sort - b.sort)
    .map((widget) => translationOf(widget.translations, lang, site)?.header ?? '');
}

/** The column headings (h2) in document order. */
export function headings(canvasElement: HTMLElement): string[] {
  return within(canvasElement)
    .getAllByRole('heading', {level: 2})
    .map((heading) => heading.textContent ?? '');
}

// A widget name the footer does not know (the real demo content has none).
export const UNKNOWN_WIDGET: Widget = {
  id: 4,
  sort: 4,
  widget_name: 'weather',
  position: 'footer',
  props: {},
  translations: [],
};

// Playground widgets: every kind plus an unknown one; edit them in the controls.
const PLAYGROUND_WIDGETS: Widget[] = [
  {
    id: 1,
    sort: 1,
    widget_name: 'address',
    position: 'footer',
    props: {showLogo: true},
    translations: [{language: 'de', header: 'Besuchen Sie uns'}],
  },
  {
    id: 2,
    sort: 2,
    widget_name: 'openingHours',
    position: 'footer',
    props: {},
    translations: [{language: 'de', header: 'Geöffnet'}],
  },
  {
    id: 3,
    sort: 3,
    widget_name: 'navigation',
    position: 'footer',
    props: {},
    translations: [{language: 'de', header: 'Rechtliches'}],
  },
  UNKNOWN_WIDGET,
];

/** The stories' first args (the Playground's controls); the render fills in the retailer's. */
export const PLAYGROUND_ARGS: FooterProps = {
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
};

/** The footer logo's accessible name for `site` in `lang`. */
export const logoName = (site: SiteData, lang: Lang) =>
  t(lang, 'footerLogoAlt', {siteTitle: site.siteConfig.seo_title});

/** The column headings of a footer with only the widget called `name` ({@link widgetNamed}). */
export const widgetHeadings = (site: SiteData, name: string, lang: Lang) =>
  expectedHeadings(site, widgetNamed(name)(site.widgets), lang);

/** The footer columns' boxes (each column is the parent of its h2), in order. */
export function columnBoxes(canvasElement: HTMLElement): DOMRect[] {
  return [...canvasElement.querySelectorAll('footer h2')].map(
    (heading) => heading.parentElement?.getBoundingClientRect() ?? new DOMRect(),
  );
}

/** The company's hq address (the first address when none is marked). */
export function hqAddress(site: SiteData) {
  const address =
    site.company.addresses.find((entry) => entry.address_type === 'hq') ??
    site.company.addresses[0];
  if (!address) throw new Error('the fixture company has no address');
  return address;
}

/** The shop's global_footer note in the story's language (the demo shop's for a retailer without). */
export function noteOf(loaded: Record<string, unknown>, globals: Record<string, unknown>): string {
  const site = shopSiteOf(loaded);
  const note = translationOf(site.shopSettings?.translations, langOf(globals), site);
  return note?.global_footer ?? site.shopSettings?.global_footer ?? '';
}

/**
 * The links of a single-widget footer: without the "Vertrag widerrufen" line a shop's footer adds
 * when no navigation column carries it (FooterWithdrawal.stories.tsx shows that line).
 */
export function widgetLinks(canvas: {getAllByRole: (role: 'link') => HTMLElement[]}, lang: Lang) {
  const withdrawal = localizedPath('withdrawalForm', lang);
  return canvas.getAllByRole('link').filter((link) => link.getAttribute('href') !== withdrawal);
}
