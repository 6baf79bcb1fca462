import {describe, expect, it, vi} from 'vitest';
import type {ShopSettings, SiteData} from '@schaufenster/core';
import {shopSettingText} from './shopTexts.ts';

const settings = {
  call_to_action_text: 'Fragen? Rufen Sie uns an',
  global_footer: 'Alle Preise inkl. MwSt.',
  translations: [
    {language: 'de', call_to_action_text: 'Fragen? Rufen Sie uns an', global_footer: null},
    {
      language: 'en',
      call_to_action_text: '  Questions? Call us  ',
      global_footer: 'All prices incl. VAT',
    },
  ],
} as unknown as ShopSettings;

const site = (shopSettings: ShopSettings | null) =>
  ({project: {languages: ['de', 'en', 'fr']}, shopSettings}) as unknown as SiteData;

describe('shopSettingText (decision 009i)', () => {
  it('takes the page language, trimmed', () => {
    expect(shopSettingText(site(settings), 'call_to_action_text', 'en')).toBe('Questions? Call us');
    expect(shopSettingText(site(settings), 'global_footer', 'en')).toBe('All prices incl. VAT');
  });

  it('falls back to the record field when the translation has no text', () => {
    expect(shopSettingText(site(settings), 'global_footer', 'de')).toBe('Alle Preise inkl. MwSt.');
  });

  it('falls back to the first available language when the page language has no translation', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(shopSettingText(site(settings), 'call_to_action_text', 'fr')).toBe(
      'Fragen? Rufen Sie uns an',
    );
    warn.mockRestore();
  });

  it('is empty without a shop or without the text', () => {
    expect(shopSettingText(site(null), 'global_footer', 'de')).toBe('');
    const blank = {...settings, global_footer: null, translations: []} as ShopSettings;
    expect(shopSettingText(site(blank), 'global_footer', 'de')).toBe('');
  });
});
