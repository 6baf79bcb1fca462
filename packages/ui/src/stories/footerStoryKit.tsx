// What the footer's stories share (Footer/Footer.stories.tsx): the loaded retailer's footer data
// with the fixture logos, widget pickers, the playground's widgets and layout queries.
import {within} from 'storybook/test';
import type {SiteData, Widget} from '@schaufenster/core';
import {siteOf} from '@schaufenster/fixtures';
// Story-only: the fixture logos as URLs (the build resolves site images itself).
import jewellerLogo from '../../../../fixtures/retailers/juwelier-morgenstern/images/logo.svg?url';
import opticianLogo from '../../../../fixtures/retailers/optik-klarblick/images/logo.svg?url';
import {NewsletterSignup} from '../NewsletterSignup/NewsletterSignup.tsx';
import {Footer, type FooterProps} from '../Footer/Footer.tsx';

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

export const only = (name: string) => (widgets: Widget[]) =>
  widgets.filter((widget) => widget.widget_name === name);

/** The column headings (h2) in document order. */
export function headings(canvasElement: HTMLElement): string[] {
  return within(canvasElement)
    .getAllByRole('heading', {level: 2})
    .map((heading) => heading.textContent ?? '');
}

// A widget name the footer does not know (the demo content has none since issue 14).
export const UNKNOWN_WIDGET: Widget = {
  id: 4,
  sort: 4,
  widget_name: 'weather',
  position: 'footer',
  props: {},
  translations: [],
};

// Playground widgets: every kind plus an unknown one; edit them in the controls.
export const PLAYGROUND_WIDGETS: Widget[] = [
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

/** The footer columns' boxes (each column is the parent of its h2), in order. */
export function columnBoxes(canvasElement: HTMLElement): DOMRect[] {
  return [...canvasElement.querySelectorAll('footer h2')].map(
    (heading) => heading.parentElement?.getBoundingClientRect() ?? new DOMRect(),
  );
}
