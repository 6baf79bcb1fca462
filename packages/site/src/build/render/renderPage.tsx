// Prerenders one page (island contract, decision 011): main on its own (its HTML is also the
// page data's), then the page layout around it, islands prerendered in place by renderRegion;
// then the document around the body.
import {renderToString} from 'react-dom/server';
import {
  buildHeadTags,
  colorMode,
  createThemeTokens,
  localizedPath,
  pickTranslation,
  type SiteData,
} from '@schaufenster/core';
import {LanguageProvider} from '@schaufenster/ui';
import {
  LanguageLinks,
  MainContent,
  PageLayout,
  shopIslandConfig,
  type ImageResolver,
  type SiteSettings,
} from '@schaufenster/templates';
import type {PageData} from '../../contract/pageData.ts';
import type {RuntimeConfig} from '../../contract/runtimeConfig.ts';
import {embedProvidersOf} from '../output/embedPages.ts';
import type {PlannedPage} from '../plan/routes.ts';
import {ContentLookups} from './contentLookups.ts';
import {renderDocument, type ClientAssets} from './document.ts';
import {renderRegion, type IslandComponents} from './Island.tsx';
import {businessJsonLd} from './jsonLd.ts';
import {modulePreloads} from './modulePreloads.ts';
import {pageDataJson} from './pageDataJson.ts';
import {runTemplate} from './runTemplate.ts';
import {createShellCache, pageShell, type ShellCache} from './shellTemplate.ts';
import {trackSiteReads, type SiteReads} from './siteReads.ts';

/** What every page of one build shares; JSON, so workers can receive it. */
export interface RenderContext {
  /** The validated content. */
  site: SiteData;
  /** Settings passed to templates. */
  settings: SiteSettings;
  /** Client build files. */
  assets: ClientAssets;
  /** Hash of the shared data file (`page-data/sq/d/<hash>.json`). */
  sharedHash: string;
  /** BUSINESS_TYPE override. */
  businessType: string | null;
  /** The browser runtime's config (decision 012), the build id still a placeholder. */
  runtime: RuntimeConfig;
}

/** A rendered page. */
export interface RenderedPage {
  /** The page's path. */
  path: string;
  /** The complete HTML document. */
  html: string;
  /**
   * Its page data as JSON, serialised here: islands' props may hold records of the tracked
   * content, which must be read before the page's reads are taken (and cannot go to another thread).
   */
  pageDataJson: string;
  /** Milliseconds spent rendering it. */
  ms: number;
  /** The content it read (decision 033): a later build re-renders it when one of these changes. */
  reads: SiteReads;
}

/** What a render thread keeps for its next pages (same context, images and components). */
export interface RenderCaches {
  /** The page frame of each language. */
  shells: ShellCache;
  /** Indices of the catalogue and values computed from the content alone. */
  lookups: ContentLookups;
}

/** Empty caches for the pages of `context` one thread renders. */
export function createRenderCaches(context: RenderContext): RenderCaches {
  return {shells: createShellCache(), lookups: new ContentLookups(context.site)};
}

/** Renders a planned page into its HTML document and page data. */
export function renderPage(
  page: PlannedPage,
  context: RenderContext,
  images: ImageResolver,
  components: IslandComponents,
  {shells, lookups}: RenderCaches,
): RenderedPage {
  const started = performance.now();
  const tracked = trackSiteReads(context.site);
  const {site} = tracked;
  const {settings} = context;
  const {lang} = page;
  const available = site.project.languages;
  const preloads = new Set<string>();
  // The runtime config carries the same, so islands hydrate with what they were prerendered with.
  const shop = site.shopSettings ? shopIslandConfig(site, lang, settings) : null;
  const region = {root: {lang, host: settings.host, available, shop}, components, preloads};
  const lookup = lookups.forPage(tracked);
  const result = runTemplate(page, site, {path: page.path, settings, images}, lookup);
  const main = renderRegion(
    <MainContent data={site} path={page.path} settings={settings}>
      {result.element}
    </MainContent>,
    {...region, region: 'm'},
  );
  const shell = pageShell(
    shells,
    lang,
    {mainHtml: main.html, alternates: page.alternates},
    ({mainHtml, alternates}) => {
      const added = new Set<string>();
      const {value: frame, log} = tracked.capture(() =>
        renderRegion(
          <PageLayout
            data={site}
            images={images}
            alternates={alternates}
            mainHtml={mainHtml}
            newsletterUrl={settings.newsletterUrl}
            consentTools={context.runtime.consents.tools}
          />,
          {...region, preloads: added, region: 's'},
        ),
      );
      const islands = frame.islands.map((island) => island.name);
      return {html: frame.html, preloads: [...added], islands, reads: log};
    },
  );
  tracked.replay(shell.reads);
  for (const preload of shell.preloads) preloads.add(preload);
  const body = shell.html;

  const siteTexts = pickTranslation(site.siteConfig.translations, lang, available, 'site_config');
  const head = buildHeadTags({
    title: result.head.title,
    siteTitle: siteTexts?.seo_title?.trim() || site.siteConfig.seo_title,
    description: result.head.description ?? siteTexts?.seo_description,
    keywords: result.head.keywords,
    image: result.head.image,
    type: result.head.type,
    path: page.path,
    lang,
    siteUrl: settings.siteUrl,
    alternates: page.alternates,
    canonical: page.kind === 'notFound' ? {exclude: [page.path]} : undefined,
  });
  const {theme} = site.siteConfig;
  const logo = images(site.siteConfig.logo ?? site.project.logo);
  const jsonLd = [
    ...(result.head.businessJsonLd
      ? [
          businessJsonLd(site, {
            lang,
            siteUrl: settings.siteUrl,
            homePath: localizedPath('home', lang),
            logo,
            type: context.businessType,
          }),
        ]
      : []),
    ...(result.head.jsonLd ?? []),
  ];
  const html = renderDocument({
    lang,
    head,
    // The same theme on every page: its tokens (colour maths) once per thread.
    themeTokens: lookup.memo('themeTokens', () =>
      createThemeTokens({
        brandColor: theme.brand_color,
        baseColor: theme.base_color,
        huePreset: theme.config.hue_preset ?? undefined,
        headingFont: theme.heading_font ?? undefined,
      }),
    ),
    colorMode: colorMode(theme.base_color),
    host: settings.host,
    languages: available,
    jsonLd,
    noindex: result.head.noindex ?? false,
    preloads: [...preloads],
    assets: context.assets,
    modulePreloads: modulePreloads(
      context.assets.modules,
      [...shell.islands, ...main.islands.map((island) => island.name)],
      lang,
    ),
    runtime: {...context.runtime, shop},
    icon: logo?.src ?? null,
    body,
  });
  const embeds = embedProvidersOf(main.html);
  const pageData: PageData = {
    path: page.path,
    lang,
    head,
    mainHtml: main.html,
    jsonLd,
    islands: main.islands,
    staticQueryHashes: [context.sharedHash],
    noindex: result.head.noindex ?? false,
    languageLinksHtml: renderToString(
      <LanguageProvider lang={lang} available={available}>
        <LanguageLinks alternates={page.alternates} available={available} />
      </LanguageProvider>,
    ),
    // Tells the router before it renders that the page may need its own CSP (decision 025).
    ...(embeds.length > 0 ? {embeds} : {}),
  };
  return {
    path: page.path,
    html,
    pageDataJson: pageDataJson(pageData, main.propsJson),
    ms: performance.now() - started,
    reads: tracked.reads(),
  };
}
