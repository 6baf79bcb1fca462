// Prerenders one page: main region and shell separately, islands each in a root of their own
// (island contract, decision 011), then the document around them.
import type {ReactNode} from 'react';
import {renderToString} from 'react-dom/server';
import {
  buildHeadTags,
  colorMode,
  createThemeTokens,
  localizedPath,
  pickTranslation,
  type HeadTags,
  type Lang,
  type SiteData,
} from '@schaufenster/core';
import {LanguageProvider, SiteProvider} from '@schaufenster/ui';
import {
  IslandBoundaryContext,
  LanguageLinks,
  MainContent,
  PageLayout,
  type ImageResolver,
  type IslandRenderer,
  type SiteSettings,
} from '@schaufenster/templates';
import {
  Island,
  IslandCollectorContext,
  createIslandCollector,
  prerenderNestedIslands,
  type IslandCollector,
} from '../../islands/Island.tsx';
import {IslandRoot} from '../../islands/IslandRoot.tsx';
import {islandIdentifierPrefix} from '../../islands/islandMarkup.ts';
import type {RuntimeConfig} from '../../runtime/config.ts';
import type {PlannedPage} from '../plan/routes.ts';
import {renderDocument, type ClientAssets} from './document.ts';
import {businessJsonLd} from './jsonLd.ts';
import {runTemplate} from './runTemplate.ts';

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

/** One island of the main region as page-data.json lists it. */
export interface PageDataIsland {
  /** Island id (`m0`, `m1`, …). */
  id: string;
  /** Registry name. */
  name: string;
  /** Its props. */
  props: object;
}

/** `page-data/<page-path>/page-data.json` (island contract, decision 011). */
export interface PageData {
  /** The page's path. */
  path: string;
  /** Its language. */
  lang: Lang;
  /** Its head tags. */
  head: HeadTags;
  /** Inner HTML of `<main id="main">`. */
  mainHtml: string;
  /** The page's JSON-LD objects (business, product): the runtime swaps them (decision 014). */
  jsonLd: object[];
  /** The islands inside main. */
  islands: PageDataIsland[];
  /** Shared data files this page uses. */
  staticQueryHashes: string[];
  /** `<meta name="robots" content="noindex">` (thanks, 404): the runtime sets it after a swap. */
  noindex: boolean;
  /**
   * The language nav before main (templates' LanguageLinks), empty when the page has no other
   * language: outside main, so the runtime replaces it on a swap (decision 012).
   */
  languageLinksHtml: string;
}

/** A rendered page. */
export interface RenderedPage {
  /** The page's path. */
  path: string;
  /** The complete HTML document. */
  html: string;
  /** Its page data. */
  pageData: PageData;
  /** Milliseconds spent rendering it. */
  ms: number;
}

// Marks every island a template places with the site's Island (island contract).
const renderIsland: IslandRenderer = ({name, props, children}) => (
  <Island name={name} props={props}>
    {children}
  </Island>
);

// Stands in for main while the shell renders; replaced by the main region's HTML.
const MAIN_PLACEHOLDER = '<template data-sf-main=""></template>';

/** Renders a planned page into its HTML document and page data. */
export function renderPage(
  page: PlannedPage,
  context: RenderContext,
  images: ImageResolver,
): RenderedPage {
  const started = performance.now();
  const {site, settings} = context;
  const {lang} = page;
  const available = site.project.languages;
  const root = {lang, host: settings.host, available};
  const result = runTemplate(page, site, {path: page.path, settings, images});

  const preloads = new Set<string>();
  const main = createIslandCollector('m');
  const mainHtml = withIslands(
    renderToString(
      <Providers root={root} collector={main}>
        <MainContent data={site} path={page.path} settings={settings}>
          {result.element}
        </MainContent>
      </Providers>,
      {identifierPrefix: 'sf-main-'},
    ),
    main,
    root,
    preloads,
  );
  const shell = createIslandCollector('s');
  const shellHtml = withIslands(
    renderToString(
      <Providers root={root} collector={shell}>
        <PageLayout data={site} images={images} settings={settings} alternates={page.alternates}>
          <template data-sf-main="" />
        </PageLayout>
      </Providers>,
      {identifierPrefix: 'sf-shell-'},
    ),
    shell,
    root,
    preloads,
  );
  if (!shellHtml.includes(MAIN_PLACEHOLDER)) throw new Error(`No main region in ${page.path}`);
  const body = shellHtml.replace(MAIN_PLACEHOLDER, () => mainHtml);

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
    themeTokens: createThemeTokens({
      brandColor: theme.brand_color,
      baseColor: theme.base_color,
      huePreset: theme.config.hue_preset ?? undefined,
    }),
    colorMode: colorMode(theme.base_color),
    host: settings.host,
    languages: available,
    jsonLd,
    noindex: result.head.noindex ?? false,
    preloads: [...preloads],
    assets: context.assets,
    runtime: context.runtime,
    icon: logo?.src ?? null,
    body,
  });
  const pageData: PageData = {
    path: page.path,
    lang,
    head,
    mainHtml,
    jsonLd,
    islands: main.islands.map(({id, name, props}) => ({id, name, props})),
    staticQueryHashes: [context.sharedHash],
    noindex: result.head.noindex ?? false,
    languageLinksHtml: renderToString(
      <LanguageProvider lang={lang} available={available}>
        <LanguageLinks alternates={page.alternates} available={available} />
      </LanguageProvider>,
    ),
  };
  return {path: page.path, html, pageData, ms: performance.now() - started};
}

interface RootProps {
  lang: Lang;
  host: string;
  available: readonly Lang[];
}

function Providers({
  root,
  collector,
  children,
}: {
  root: RootProps;
  collector: IslandCollector;
  children: ReactNode;
}) {
  return (
    <LanguageProvider lang={root.lang} available={root.available}>
      <SiteProvider host={root.host}>
        <IslandBoundaryContext value={renderIsland}>
          <IslandCollectorContext value={collector}>{children}</IslandCollectorContext>
        </IslandBoundaryContext>
      </SiteProvider>
    </LanguageProvider>
  );
}

// React flushes resource hints (`<link rel="preload" as="image">` for the logo, …) before a
// fragment's content; they belong in <head>, and inside an island they would meet hydration.
const LEADING_PRELOADS = /^(?:<link rel="preload"[^>]*\/>)+/;

function takePreloads(html: string, preloads: Set<string>): string {
  const match = LEADING_PRELOADS.exec(html);
  if (match === null) return html;
  for (const link of match[0].match(/<link[^>]*\/>/g) ?? [])
    preloads.add(link.replace(/\/>$/, '>'));
  return html.slice(match[0].length);
}

// Renders each island's element in its own root (as hydrateRoot will) into its marker div. An
// island nested in another registers while its parent renders, so the loop reaches it after.
function withIslands(
  html: string,
  collector: IslandCollector,
  root: RootProps,
  preloads: Set<string>,
): string {
  let out = takePreloads(html, preloads);
  for (const island of collector.islands) {
    const open = `<div data-island="${island.name}" data-island-id="${island.id}">`;
    const marker = `${open}</div>`;
    const at = out.indexOf(marker);
    if (at < 0) throw new Error(`Marker of island ${island.name} (${island.id}) not found`);
    const inner = takePreloads(
      renderToString(
        <IslandRoot {...root} nested={prerenderNestedIslands(island.id, collector)}>
          {island.element}
        </IslandRoot>,
        {
          identifierPrefix: islandIdentifierPrefix(island.id),
        },
      ),
      preloads,
    );
    out = `${out.slice(0, at)}${open}${inner}</div>${out.slice(at + marker.length)}`;
  }
  return out;
}
