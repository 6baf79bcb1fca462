// Which columns the footer shows, in which order, under which headings (spec §2 Page shell).
// Pure: no React, tested in node.
import {
  pickTranslation,
  type Company,
  type Lang,
  type MessageKey,
  type PageId,
  type Project,
  type Widget,
} from '@schaufenster/core';

/** One footer column, ready to render. */
export interface FooterColumn {
  /** Stable React key. */
  key: string;
  /** The widget name; unknown names render "Widget not found". */
  name: string;
  /** The column heading, or null when the widget has none in any language. */
  header: string | null;
  /** Whether the address column shows the footer logo. */
  showLogo: boolean;
}

/** The language the headings are picked in. */
export interface FooterLanguage {
  /** The page's language. */
  lang: Lang;
  /** The project's languages (fallback order for a missing translation, spec §4). */
  available: readonly Lang[];
}

/** The widget position the footer reads; other positions belong to other places. */
const FOOTER_POSITION = 'footer';

/**
 * The default footer (spec §2: "address (with logo), contact, opening hours and navigation, with
 * headers Adresse, Kontakt, Öffnungszeiten and Rechtliches"), headings as message keys.
 */
const DEFAULT_FOOTER_WIDGETS: readonly {
  name: 'address' | 'contact' | 'openingHours' | 'navigation';
  header: MessageKey;
  showLogo: boolean;
}[] = [
  {name: 'address', header: 'footerAddressHeading', showLogo: true},
  {name: 'contact', header: 'footerContactHeading', showLogo: false},
  {name: 'openingHours', header: 'footerOpeningHoursHeading', showLogo: false},
  {name: 'navigation', header: 'footerLegalHeading', showLogo: false},
];

/**
 * The footer's columns: the footer widgets ordered by sort (ties keep content order), each with
 * its heading from the widget's translations; with no footer widgets, the default footer with
 * catalogue headings (`translate` formats a message in the page language).
 */
export function footerColumns(
  widgets: readonly Widget[],
  language: FooterLanguage,
  translate: (key: MessageKey) => string,
): FooterColumn[] {
  const own = widgets.filter((widget) => widget.position === FOOTER_POSITION);
  if (own.length === 0) {
    return DEFAULT_FOOTER_WIDGETS.map((widget) => ({
      key: `default-${widget.name}`,
      name: widget.name,
      header: translate(widget.header),
      showLogo: widget.showLogo,
    }));
  }
  // Array.prototype.sort is stable, so equal sorts keep the content system's order.
  return [...own]
    .sort((a, b) => a.sort - b.sort)
    .map((widget) => {
      const header = pickTranslation(
        widget.translations,
        language.lang,
        language.available,
        `widget ${widget.widget_name}`,
      )?.header?.trim();
      return {
        key: `widget-${widget.id}`,
        name: widget.widget_name,
        header: header ? header : null,
        showLogo: widget.props.showLogo === true,
      };
    });
}

/** One link of the navigation widget. */
export interface FooterNavLink {
  /** The page it goes to (resolved per language by the kit's Link). */
  page: PageId;
  /** Its label. */
  label: MessageKey;
}

/**
 * The navigation widget's links: imprint and privacy; the accessibility statement only with
 * project.show_accessibility, the booking page only with the calendar-booking feature (spec §2
 * Other paths); "Vertrag widerrufen" on a site with the shop, which must offer the withdrawal
 * function on every page (§356a BGB). The cookie-settings button follows them.
 */
export function footerNavLinks(
  project: Pick<Project, 'show_accessibility' | 'features'>,
  shop = false,
): FooterNavLink[] {
  const links: FooterNavLink[] = [
    {page: 'imprint', label: 'footerImprint'},
    {page: 'privacy', label: 'footerPrivacy'},
  ];
  if (project.show_accessibility) links.push({page: 'accessibility', label: 'footerAccessibility'});
  if (project.features.calendar_booking) {
    links.push({page: 'appointment', label: 'footerAppointment'});
  }
  if (shop) links.push({page: 'withdrawalForm', label: 'footerWithdrawalForm'});
  return links;
}

/**
 * Whether the footer must carry "Vertrag widerrufen" on a line of its own: on a site with the
 * shop whose footer shows no navigation widget (a retailer's own widgets may leave it out), since
 * the withdrawal function must be reachable from every page (§356a BGB).
 */
export function needsWithdrawalLine(columns: readonly FooterColumn[], shop: boolean): boolean {
  return shop && !columns.some((column) => column.name === 'navigation');
}

/** The contact widget's entries: primary phone, primary mobile, primary e-mail (null if none). */
export interface FooterContacts {
  /** The first primary phone number. */
  phone: string | null;
  /** The first primary mobile number. */
  mobile: string | null;
  /** The first primary e-mail address. */
  email: string | null;
}

/**
 * What the contact widget lists (spec §2 Page shell: "contact (phone, mobile, email)"): phone and
 * mobile each, as the widget names both; only primary entries, as everywhere (spec §5).
 */
export function footerContacts(company: Pick<Company, 'numbers' | 'emails'>): FooterContacts {
  const number = (type: 'phone' | 'mobile') =>
    company.numbers.find((entry) => entry.primary && entry.type === type)?.number.trim() || null;
  return {
    phone: number('phone'),
    mobile: number('mobile'),
    email: company.emails.find((entry) => entry.primary)?.email.trim() || null,
  };
}
