import type {Lang} from '@schaufenster/core';

/** Rolex's legal pages the brand-area notice links to (spec §2 Legal blocks: rolex). */
export interface RolexLinks {
  /** Terms of use. */
  terms: string;
  /** Privacy notice. */
  privacy: string;
  /** Cookie policy. */
  cookies: string;
}

/**
 * Rolex's terms, privacy notice and cookie policy in `lang` (English pages have no prefix).
 * Used only when the CMS has no rolex text of its own for the language.
 */
export function rolexLinks(lang: Lang): RolexLinks {
  const base = `https://www.rolex.com/${lang === 'en' ? '' : `${lang}/`}legal-notices`;
  return {
    terms: `${base}/terms-of-use`,
    privacy: `${base}/privacy-notice`,
    cookies: `${base}/cookies`,
  };
}
