import {
  pickTranslation,
  type Lang,
  type OpeningPeriod,
  type OpeningPeriodInput,
} from '@schaufenster/core';

/**
 * Opening periods with their translated texts (spec §4 Site language): a free-text day and the
 * free text come from the translation for `lang` (else the first available language, logged by
 * core); day codes keep their catalogue labels. Missing translated texts fall back to the
 * period's own fields, so an entry without translations renders as stored.
 */
export function localizePeriods(
  periods: readonly OpeningPeriod[],
  lang: Lang,
  available: readonly Lang[],
): OpeningPeriodInput[] {
  return periods.map((period) => {
    const translation = pickTranslation(period.translations, lang, available, 'opening period');
    const day = typeof period.day === 'string' && translation?.day ? translation.day : period.day;
    return {
      day,
      time_open: period.time_open,
      time_close: period.time_close,
      sort: period.sort,
      free_text: translation?.free_text ?? period.free_text,
    };
  });
}
