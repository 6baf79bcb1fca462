import {pickTranslation, t} from '@schaufenster/core';
import {RichText} from '@schaufenster/ui';
import {ContactPrompt} from '../common/ContactPrompt.tsx';
import {Page} from '../common/Page.tsx';
import type {PageTemplate} from '../types.ts';

/**
 * The accessibility statement /barrierefreiheit (spec §2; built only with show_accessibility):
 * the CMS text, else a short default, and the way to report barriers.
 */
export const AccessibilityTemplate: PageTemplate = (data, lang) => {
  const html = pickTranslation(
    data.legal.translations,
    lang,
    data.project.languages,
    'legal',
  )?.accessibility;
  return {
    element: (
      <Page title={t(lang, 'pageTitleAccessibility')}>
        {html ? <RichText html={html} /> : <p>{t(lang, 'pageAccessibilityFallback')}</p>}
        <ContactPrompt />
      </Page>
    ),
    head: {title: t(lang, 'pageTitleAccessibility')},
  };
};
