// The legal pages a site has, for the imprint's "overview" subnavigation (spec §2 Legal notice sidebar).
import {
  LEGAL_PAGE_TYPES,
  t,
  type Lang,
  type LegalPageType,
  type PageId,
  type SiteData,
} from '@schaufenster/core';
import type {LegalNoticeOverviewLink} from '@schaufenster/ui';

/** Page id of each shop legal page type (shop settings legal_pages). */
export const LEGAL_PAGE_IDS = {
  agb: 'agb',
  widerruf: 'withdrawal',
  versand_und_zahlung: 'shipping_payment',
} as const satisfies Record<LegalPageType, PageId>;

/** Heading key of each shop legal page. */
export const LEGAL_PAGE_TITLE_KEYS = {
  agb: 'pageTitleAgb',
  widerruf: 'pageTitleWithdrawal',
  versand_und_zahlung: 'pageTitleShippingPayment',
} as const;

/** The shop legal pages that exist: the shop is on and the settings hold their text. */
export function shopLegalPages(data: SiteData) {
  const pages = data.shopSettings?.legal_pages ?? [];
  return LEGAL_PAGE_TYPES.flatMap((type) => {
    const page = pages.find((candidate) => candidate.type === type);
    return page ? [page] : [];
  });
}

/** Imprint, privacy, the shop's legal pages and the accessibility statement where they exist. */
export function legalOverview(data: SiteData, lang: Lang): LegalNoticeOverviewLink[] {
  const links: LegalNoticeOverviewLink[] = [
    {label: t(lang, 'pageTitleImprint'), to: 'imprint'},
    {label: t(lang, 'pageTitlePrivacy'), to: 'privacy'},
  ];
  for (const page of shopLegalPages(data)) {
    links.push({label: t(lang, LEGAL_PAGE_TITLE_KEYS[page.type]), to: LEGAL_PAGE_IDS[page.type]});
  }
  if (data.project.show_accessibility) {
    links.push({label: t(lang, 'pageTitleAccessibility'), to: 'accessibility'});
  }
  return links;
}
