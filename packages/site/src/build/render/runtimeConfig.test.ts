import {describe, expect, it} from 'vitest';
import {BUILD_ID_PLACEHOLDER} from '../../contract/runtimeConfig.ts';
import {runtimeConfig} from './runtimeConfig.ts';

const NONE = {adminPortalUrl: null, matomoUrl: null, matomoSiteId: null};

describe('runtimeConfig', () => {
  it('carries the announcer texts of the project languages with the title slot', () => {
    const config = runtimeConfig(['de', 'en'], NONE);
    expect(config.buildId).toBe(BUILD_ID_PLACEHOLDER);
    expect(config.messages).toEqual({
      de: {navigated: 'Navigiert zu {title}', loading: 'Seite wird geladen …'},
      en: {navigated: 'Navigated to {title}', loading: 'Loading page…'},
    });
    expect(config.matomo).toBe(null);
    expect(config.adminPortalUrl).toBe(null);
  });

  it('passes the admin portal and Matomo on', () => {
    const config = runtimeConfig(['de'], {
      adminPortalUrl: 'https://portal.example/',
      matomoUrl: 'https://stats.example.de/',
      matomoSiteId: '3',
    });
    expect(config.adminPortalUrl).toBe('https://portal.example/');
    expect(config.matomo).toEqual({url: 'https://stats.example.de/', siteId: '3'});
  });

  it('carries the consent entries, the strict flag and the tools for the consent store', () => {
    expect(runtimeConfig(['de'], NONE).consents).toEqual({
      records: [],
      strict: false,
      tools: {analytics: false, clock: false, booking: false},
    });
    const records = [{function_id: 'youtube'}] as unknown as NonNullable<
      Parameters<typeof runtimeConfig>[3]
    >['records'];
    const tools = {analytics: true, clock: true, booking: false};
    expect(runtimeConfig(['de'], NONE, [], {records, strict: true, tools}).consents).toEqual({
      records,
      strict: true,
      tools,
    });
  });
});
