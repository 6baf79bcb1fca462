// Story-only (never exported from the package index): how a page story file describes its page.
// `pageMeta(spec)` gives the meta every file under templates/src/pages shares: the islands'
// components loaded once, the page rendered whole from the toolbar retailer's validated content
// in the toolbar language, fresh browser state, and Chromatic modes for every width.
import type {Meta, StoryContext} from '@storybook/react-vite';
import {isLang, type Alternate, type Lang, type SiteData} from '@schaufenster/core';
import {
  DEFAULT_RETAILER,
  DEVICE_NAMES,
  RETAILER_NAMES,
  chromaticModes,
  siteOf,
  type RetailerName,
} from '@schaufenster/fixtures';
import {loadIslandComponents} from '../islands/islandTable.ts';
import type {PageExtra, TemplateResult} from '../types.ts';
import {startPage, type PageStateSetup} from './pageState.ts';
import {siteFileHandlers, storyImages} from './siteFiles.ts';
import {storySettings} from './storySettings.ts';
import {WholePage, type IslandComponents} from './WholePage.tsx';

/** One page kind, as a story file gives it. */
export interface PageSpec {
  /** The page's path in `lang` (core's route helpers). */
  path: (site: SiteData, lang: Lang) => string;
  /** Runs the page's template, as the build's runTemplate does. */
  template: (site: SiteData, lang: Lang, extra: PageExtra) => TemplateResult;
  /** The page's hreflang alternates (core `alternates(pageId)`). @default none */
  alternates?: (site: SiteData) => Alternate[];
}

/** Options of {@link pageMeta}. */
export interface PageMetaOptions {
  /** A shop page: it needs the jeweller (the optician has no shop), pinned in every mode. */
  shop?: boolean;
  /** The browser state every story of the file starts from. @default returning visitor, empty */
  page?: PageStateSetup;
}

/** The retailer of a story: the toolbar's, or the default. */
function retailerOf(globals: Record<string, unknown>): RetailerName {
  const value = globals.retailer;
  return (RETAILER_NAMES as readonly unknown[]).includes(value)
    ? (value as RetailerName)
    : DEFAULT_RETAILER;
}

/** The language of a story: the toolbar's, or German. */
export function langOf(globals: Record<string, unknown>): Lang {
  return isLang(globals.lang) ? globals.lang : 'de';
}

/** A reviewed device width (fixtures' DEVICE_VIEWPORTS). */
type Device = (typeof DEVICE_NAMES)[number];

/**
 * Chromatic modes (https://www.chromatic.com/docs/modes/): every width of the viewport toolbar
 * × every fixture retailer, e.g. "phone juwelier-morgenstern"; shop pages only the jeweller's.
 */
export function pageModes(
  retailers: readonly RetailerName[] = RETAILER_NAMES,
  devices: readonly Device[] = DEVICE_NAMES,
) {
  return chromaticModes(RETAILER_NAMES, retailers, devices);
}

/** A story's viewport global: the story renders at that width, whatever the toolbar says. */
function atWidth(device: Device) {
  return {viewport: {value: device, isRotated: false}};
}

/**
 * A story pinned to one width (and retailer): its globals and only the Chromatic modes that
 * match them, so Chromatic takes no copies of the same pinned picture.
 */
export function pinned(device: Device, retailers: readonly RetailerName[] = RETAILER_NAMES) {
  const onlyRetailer = retailers.length === 1 ? {retailer: retailers[0]} : {};
  return {
    globals: {...atWidth(device), ...onlyRetailer},
    parameters: {chromatic: {modes: pageModes(retailers, [device])}},
  };
}

function islandsOf(loaded: Record<string, unknown>): IslandComponents {
  const islands = loaded.islands;
  if (typeof islands !== 'object' || islands === null) {
    throw new Error('No island components loaded: page stories load them in pageMeta');
  }
  return islands as IslandComponents;
}

/** Renders the spec's page whole for the story's retailer and language. */
function renderPage(spec: PageSpec, {loaded, globals}: StoryContext) {
  // Shop toolbar off: the site as built without the shop add-on (no cart, no shop menu).
  const loadedSite = siteOf(loaded);
  const site = globals.shop === 'off' ? {...loadedSite, shopSettings: null} : loadedSite;
  const lang = langOf(globals);
  const settings = storySettings(site);
  const images = storyImages(retailerOf(globals));
  const path = spec.path(site, lang);
  return (
    <WholePage
      site={site}
      lang={lang}
      path={path}
      page={spec.template(site, lang, {path, settings, images})}
      islands={islandsOf(loaded)}
      images={images}
      settings={settings}
      alternates={spec.alternates?.(site) ?? []}
    />
  );
}

/** The meta of a page story file. */
export function pageMeta(spec: PageSpec, options: PageMetaOptions = {}) {
  return {
    render: (_args, context) => renderPage(spec, context),
    loaders: [async () => ({islands: await loadIslandComponents()})],
    beforeEach: ({loaded, parameters, id}) =>
      startPage(siteOf(loaded), (parameters.page ?? {}) as PageStateSetup, id),
    // A shop page exists only on a site with the shop (decision 048): the jeweller, shop on.
    ...(options.shop ? {globals: {retailer: 'juwelier-morgenstern', shop: 'on'}} : {}),
    parameters: {
      layout: 'fullscreen',
      page: options.page ?? {},
      msw: {handlers: {siteFiles: siteFileHandlers()}},
      chromatic: {
        modes: pageModes(options.shop ? ['juwelier-morgenstern'] : RETAILER_NAMES),
      },
    },
  } satisfies Meta;
}
