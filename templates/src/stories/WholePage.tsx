// Story-only (never exported from the package index): a whole page as the build composes it
// (docs/guides/life-of-a-page.md steps 3–4): the template's element inside MainContent, inside
// PageLayout, with every island the template and the layout place rendered live in place.
import type {Alternate, Lang, SiteData} from '@schaufenster/core';
import {IslandsInPlace} from '../islands/IslandsInPlace.tsx';
import type {loadIslandComponents} from '../islands/islandTable.ts';
import {MainContent} from '../layout/MainContent.tsx';
import {PageLayout} from '../layout/PageLayout.tsx';
import {shopIslandConfig} from '../shop/shopPages.ts';
import type {ImageResolver, SiteSettings, TemplateResult} from '../types.ts';

/** Every island's component, as `loadIslandComponents()` gives them. */
export type IslandComponents = Awaited<ReturnType<typeof loadIslandComponents>>;

/** Props of {@link WholePage}. */
export interface WholePageProps {
  /** The retailer's validated content. */
  site: SiteData;
  /** The page language. */
  lang: Lang;
  /** The page's own path. */
  path: string;
  /** What the page's template returned. */
  page: TemplateResult;
  /** Every island's component. */
  islands: IslandComponents;
  /** Content image lookup. */
  images: ImageResolver;
  /** Build settings. */
  settings: SiteSettings;
  /** The page's hreflang alternates, for the language links. @default [] */
  alternates?: readonly Alternate[];
}

/** A built page's body, live: header, drawer, main, footer, bottom bar and banner. */
export function WholePage({
  site,
  lang,
  path,
  page,
  islands,
  images,
  settings,
  alternates = [],
}: WholePageProps) {
  const shop = site.shopSettings === null ? null : shopIslandConfig(site, lang, settings);
  return (
    <IslandsInPlace components={islands} shop={shop}>
      <PageLayout data={site} images={images} alternates={alternates}>
        <MainContent data={site} path={path} settings={settings}>
          {page.element}
        </MainContent>
      </PageLayout>
    </IslandsInPlace>
  );
}
