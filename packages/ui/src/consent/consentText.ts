// What a consent entry shows in the banner and the consent manager (spec §2 Cookie banner: name,
// description, privacy link; §2 Pages: privacy anchors #cookies and #matomo-ehemals-piwik).
import {pickTranslation, type Consent, type Lang, type LinkInput} from '@schaufenster/core';

/** Name and description of an entry in `lang`; the base (German) fields when there is no translation. */
export function consentText(entry: Consent, lang: Lang): {name: string; description: string} {
  // No fallback languages: the base fields already are the default language's text.
  const translation = pickTranslation(entry.translations, lang, []);
  return {
    name: translation?.display_name || entry.display_name,
    description: translation?.description || entry.description,
  };
}

/** Where the entry's privacy link goes: the provider's policy, else the privacy page's anchor. */
export function consentPrivacyTarget(entry: Consent): LinkInput {
  if (entry.link) return entry.link;
  return {page: 'privacy', anchor: entry.anchor};
}
