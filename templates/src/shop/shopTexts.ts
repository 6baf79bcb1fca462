// The shop settings' own texts in a page's language (spec §3 Shop settings field list:
// call_to_action_text, global_footer; decision 009i "Settings"): the translation of the page
// language (else the first available one, spec §4 Site language), else the record's own field.
import {pickTranslation, type Lang, type SiteData} from '@schaufenster/core';

/** The settings fields that hold operator text per language. */
type ShopSettingText = 'call_to_action_text' | 'global_footer';

/** The text of `field` in `lang`, trimmed; '' without a shop or without the text. */
export function shopSettingText(data: SiteData, field: ShopSettingText, lang: Lang): string {
  const settings = data.shopSettings;
  if (settings === null) return '';
  const translation = pickTranslation(
    settings.translations,
    lang,
    data.project.languages,
    'shop settings',
  );
  return (translation?.[field] || settings[field] || '').trim();
}
