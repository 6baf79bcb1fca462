// A page section's texts in the page language (spec §4 Site language fallback; decision 029:
// empty fields were already filled from German, then the first language that has them).
import {pickTranslation, type Lang, type PageSection} from '@schaufenster/core';

/** The translated texts of a section; null where no language has a value. */
export interface SectionTexts {
  heading: string | null;
  text: string | null;
  caption: string | null;
  alt: string | null;
  linkLabel: string | null;
}

/** Trimmed, with blank as null. */
function value(text: string | null | undefined): string | null {
  const trimmed = text?.trim() ?? '';
  return trimmed === '' ? null : trimmed;
}

/** The section's texts in `lang`, else the site's languages in order. */
export function sectionTexts(
  section: PageSection,
  lang: Lang,
  available: readonly Lang[],
): SectionTexts {
  const row = pickTranslation(section.translations, lang, available, `page_section ${section.id}`);
  return {
    heading: value(row?.heading),
    text: value(row?.text),
    caption: value(row?.caption),
    // Alt text may be empty on purpose (a decorative picture): kept as ''.
    alt: row?.alt === null || row?.alt === undefined ? null : row.alt.trim(),
    linkLabel: value(row?.link_label),
  };
}
