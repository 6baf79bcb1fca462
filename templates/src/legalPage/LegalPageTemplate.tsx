import {pickTranslation, t, type LegalPage} from '@schaufenster/core';
import {RichText} from '@schaufenster/ui';
import {LEGAL_PAGE_TITLE_KEYS} from '../common/legalOverview.ts';
import {Page} from '../common/Page.tsx';
import type {PageTemplate} from '../types.ts';

/** What a shop legal page adds to {@link PageExtra}. */
export interface LegalPageExtra {
  /** The page from shop settings' legal_pages. */
  legalPage: LegalPage;
}

/**
 * AGB, Widerruf or Versand und Zahlung (spec §2 Other paths) from shop settings' legal_pages;
 * built only when the shop is on. The text in the page language, else the record's content.
 */
export const LegalPageTemplate: PageTemplate<LegalPageExtra> = (data, lang, extra) => {
  const {legalPage} = extra;
  const title = t(lang, LEGAL_PAGE_TITLE_KEYS[legalPage.type]);
  const translated = pickTranslation(
    legalPage.translations,
    lang,
    data.project.languages,
    `legal page ${legalPage.type}`,
  );
  return {
    element: (
      <Page title={title}>
        <RichText html={translated?.content ?? legalPage.content} />
      </Page>
    ),
    head: {title},
  };
};
