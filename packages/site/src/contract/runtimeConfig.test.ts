import {describe, expect, it} from 'vitest';
import {
  BUILD_ID_PLACEHOLDER,
  RUNTIME_CONFIG_ID,
  isDocumentPath,
  readRuntimeConfig,
  runtimeConfigHtml,
  type RuntimeConfig,
} from './runtimeConfig.ts';

const CONFIG: RuntimeConfig = {
  buildId: 'abc123',
  adminPortalUrl: 'https://portal.example/</script>',
  matomo: {url: 'https://stats.example.de/', siteId: '7'},
  messages: {de: {navigated: 'Navigiert zu {title}', loading: 'Seite wird geladen …'}},
  documentPaths: ['/shop/kasse', '/en/shop/checkout'],
  consents: {
    records: [
      {
        function_id: 'youtube',
        display_name: 'YouTube',
        translations: [],
      } as unknown as RuntimeConfig['consents']['records'][number],
    ],
    strict: true,
    tools: {analytics: true, clock: false, booking: true},
  },
  shop: {
    domain: 'juwelier-morgenstern.example',
    project: 'Juwelier Morgenstern',
    storeRootPath: '/en/shop',
    orderApiUrl: null,
    contentApiUrl: 'https://cms.example/</script>',
    catalogueUrl: '/shop-catalogue.json',
  },
};

// Reads the JSON back out of the HTML the build writes, as the browser would.
function documentOf(html: string) {
  const text = /<script type="application\/json" id="sf-runtime">([^<]*)<\/script>/.exec(html)?.[1];
  return {
    getElementById: (id: string) =>
      id === RUNTIME_CONFIG_ID && text !== undefined ? {textContent: text} : null,
  };
}

describe('runtime config', () => {
  it('round-trips through the script element with < escaped', () => {
    const html = runtimeConfigHtml(CONFIG);
    expect(html.startsWith('<script type="application/json" id="sf-runtime">')).toBe(true);
    expect(html.match(/<\//g)).toHaveLength(1);
    expect(readRuntimeConfig(documentOf(html))).toEqual(CONFIG);
  });

  it('falls back to an empty config when the script is missing or broken', () => {
    const empty = {
      buildId: '',
      adminPortalUrl: null,
      matomo: null,
      messages: {},
      documentPaths: [],
      consents: {
        records: [],
        strict: false,
        tools: {analytics: false, clock: false, booking: false},
      },
      shop: null,
    };
    expect(readRuntimeConfig({getElementById: () => null})).toEqual(empty);
    const errors: unknown[] = [];
    const original = console.error;
    console.error = (...args: unknown[]) => errors.push(args);
    try {
      expect(readRuntimeConfig({getElementById: () => ({textContent: '{nope'})})).toEqual(empty);
    } finally {
      console.error = original;
    }
    expect(errors).toHaveLength(1);
  });

  it('drops unknown languages, incomplete texts, a half Matomo config, odd consents and shop', () => {
    const text = JSON.stringify({
      shop: {...CONFIG.shop, orderApiUrl: 7},
      buildId: 'x',
      matomo: {url: 'https://stats.example.de/'},
      messages: {xx: {navigated: 'a', loading: 'b'}, en: {navigated: 'Navigated to {title}'}},
      consents: {records: [null, 'youtube', 7], strict: 'yes', tools: {analytics: 'yes', clock: 1}},
    });
    expect(readRuntimeConfig({getElementById: () => ({textContent: text})})).toEqual({
      buildId: 'x',
      adminPortalUrl: null,
      matomo: null,
      messages: {},
      documentPaths: [],
      consents: {
        records: [],
        strict: false,
        tools: {analytics: false, clock: false, booking: false},
      },
      shop: null,
    });
  });

  it('names the document paths (checkout) with or without a trailing slash, any casing', () => {
    expect(isDocumentPath(CONFIG, '/shop/kasse')).toBe(true);
    expect(isDocumentPath(CONFIG, '/shop/kasse/')).toBe(true);
    expect(isDocumentPath(CONFIG, '/EN/shop/Checkout')).toBe(true);
    expect(isDocumentPath(CONFIG, '/shop/warenkorb')).toBe(false);
    expect(isDocumentPath(CONFIG, '/')).toBe(false);
  });

  it('has a placeholder the build can find', () => {
    expect(runtimeConfigHtml({...CONFIG, buildId: BUILD_ID_PLACEHOLDER})).toContain(
      `"buildId":"${BUILD_ID_PLACEHOLDER}"`,
    );
  });
});
