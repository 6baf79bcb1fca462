// JSON-LD for the business: a LocalBusiness subtype with OpeningHoursSpecification from the first
// branch's opening periods (spec §3 Opening period, day codes 1–14).
import {
  DAY_CODE_SCHEMA_DAYS,
  INFO_DAY_CODE,
  absoluteUrl,
  companyDisplay,
  cutSeconds,
  headOffice,
  formatPhone,
  parseDayCode,
  type Lang,
  type OpeningPeriod,
  type SiteData,
} from '@schaufenster/core';
import type {ResolvedImage} from '@schaufenster/templates';

const JEWELLERY_PAGES = new Set([
  'watches',
  'jewelry',
  'wedding_rings',
  'beads',
  'engagement_rings',
]);

/**
 * The business type: `override` (BUSINESS_TYPE) if given, else from the brands' category pages
 * and types: mostly optics → Optician, mostly jewellery and watches → JewelryStore, else Store.
 */
export function businessType(site: SiteData, override: string | null): string {
  if (override) return override;
  let optics = 0;
  let jewellery = 0;
  for (const brand of site.brands) {
    const kind = brand.category_page ?? brand.type;
    if (kind === 'optics') optics++;
    else if (JEWELLERY_PAGES.has(kind)) jewellery++;
  }
  if (optics === 0 && jewellery === 0) return 'Store';
  return optics > jewellery ? 'Optician' : 'JewelryStore';
}

/** One OpeningHoursSpecification per period with a weekday code and both times. */
export function openingHoursSpecification(periods: readonly OpeningPeriod[]): object[] {
  return periods.flatMap((period) => {
    const code = parseDayCode(period.day);
    if (code === null || code === INFO_DAY_CODE || !period.time_open || !period.time_close) {
      return [];
    }
    const days = DAY_CODE_SCHEMA_DAYS[code];
    // Heiligabend and Silvester are dates without a year in the content: not expressible.
    if (days.length === 0) return [];
    return [
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: [...days],
        opens: cutSeconds(period.time_open),
        closes: cutSeconds(period.time_close),
      },
    ];
  });
}

/** What the business JSON-LD is built from besides the content. */
export interface BusinessJsonLdInput {
  /** The page language (address and names are language-neutral; the URL is the home page). */
  lang: Lang;
  /** Absolute site URL, or null (then no url and logo fields). */
  siteUrl: string | null;
  /** The home page path of the language. */
  homePath: string;
  /** The resolved logo. */
  logo: ResolvedImage | null;
  /** BUSINESS_TYPE override. */
  type: string | null;
}

/** The business as a schema.org LocalBusiness subtype. */
export function businessJsonLd(site: SiteData, input: BusinessJsonLdInput): object {
  const display = companyDisplay(site.company, input.lang);
  const address = site.company.addresses[0];
  const phone = display.phone ? formatPhone(display.phone.number, {lang: input.lang}) : null;
  const periods = headOffice(site)?.opening_periods ?? [];
  const data: Record<string, unknown> = {
    '@context': 'https://schema.org',
    '@type': businessType(site, input.type),
    name: display.name,
  };
  if (input.siteUrl) {
    data.url = absoluteUrl(input.siteUrl, input.homePath);
    if (input.logo) data.logo = absoluteUrl(input.siteUrl, input.logo.src);
  }
  if (phone?.kind === 'tel') data.telephone = phone.href.replace(/^tel:/, '');
  if (display.email) data.email = display.email;
  if (address) {
    data.address = {
      '@type': 'PostalAddress',
      streetAddress: `${address.street} ${address.number}`.trim(),
      postalCode: address.zip_code,
      addressLocality: address.city,
      addressCountry: 'DE',
    };
  }
  const hours = openingHoursSpecification(periods);
  if (hours.length > 0) data.openingHoursSpecification = hours;
  if (site.company.ust_id) data.vatID = site.company.ust_id;
  return data;
}
