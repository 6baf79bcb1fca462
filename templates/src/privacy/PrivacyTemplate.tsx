import {PRIVACY_ANCHORS, pickTranslation, t, type SiteData} from '@schaufenster/core';
import {LegalBlocks, RichText, useLanguage} from '@schaufenster/ui';
import {Page} from '../common/Page.tsx';
import {IslandSlot} from '../islands/IslandSlot.tsx';
import type {PageTemplate, SiteSettings} from '../types.ts';

/**
 * The privacy statement (spec §2): the CMS text (its h2/h3 get anchor ids), the data-protection
 * officer and the consent manager. The consent entries link to `#cookies` and
 * `#matomo-ehemals-piwik`; when the text lacks either id, the consent manager carries it.
 */
export const PrivacyTemplate: PageTemplate = (data, lang, extra) => ({
  element: (
    <PrivacyPage data={data} settings={extra.settings} title={t(lang, 'pageTitlePrivacy')} />
  ),
  head: {title: t(lang, 'pageTitlePrivacy')},
});

interface PrivacyPageProps {
  data: SiteData;
  settings: SiteSettings;
  title: string;
}

function PrivacyPage({data, settings, title}: PrivacyPageProps) {
  const {lang, available} = useLanguage();
  const html = pickTranslation(data.legal.translations, lang, available, 'legal')?.privacy ?? '';
  const missing = Object.values(PRIVACY_ANCHORS).filter((id) => !hasId(html, id));
  const manager = (
    <IslandSlot name="ConsentManager" props={{matomoOptOutUrl: settings.matomoOptOutUrl}} />
  );
  return (
    <Page title={title}>
      <RichText html={html} />
      <LegalBlocks
        blockIds={['data_protection', 'consentmanager']}
        legal={data.legal}
        company={data.company}
        consentManager={missing.reduceRight(
          (inner, id) => (
            <div id={id}>{inner}</div>
          ),
          manager,
        )}
      />
    </Page>
  );
}

// Whether the CMS text already carries the anchor (the sanitizer keeps safe ids, decision 007).
function hasId(html: string, id: string): boolean {
  return new RegExp(`\\sid=["']${id}["']`).test(html);
}
