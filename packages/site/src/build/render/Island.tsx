// How the prerender renders islands (island contract, decision 011): each island a template
// places becomes its marker with the component rendered inside, in a root of its own exactly as
// `hydrateRoot(div, <IslandRoot><Component {...props} /></IslandRoot>)` will see it, so `useId`
// values match. Regions (main, then the page around it) render through one function.
import type {ComponentType, ReactElement} from 'react';
import {renderToString} from 'react-dom/server';
import {
  IslandRendererContext,
  type IslandRenderer,
  type loadIslandComponents,
  type PlacedIsland,
} from '@schaufenster/templates';
import {
  escapeIslandProps,
  islandAttributes,
  islandId,
  islandIdentifierPrefix,
  islandPropsAttributes,
  type IslandRegion,
} from '../../contract/islandMarkup.ts';
import type {PageDataIsland} from '../../contract/pageData.ts';
import {LanguageProvider} from '@schaufenster/ui';
import {IslandRoot, type IslandRootProps} from '../../islands/IslandRoot.tsx';

/** Every island's component by name, loaded once per build (templates' loadIslandComponents). */
export type IslandComponents = Awaited<ReturnType<typeof loadIslandComponents>>;

/** One region of a page being prerendered: its islands and React's resource hints. */
export interface RegionRender {
  /** The region's HTML. */
  html: string;
  /** Its islands in document order. */
  islands: PageDataIsland[];
  /** Their props as JSON (`JSON.stringify`), in the same order: page data reuses the text. */
  propsJson: string[];
}

/** What rendering a region needs. */
export interface RegionOptions {
  /** The region: its islands' ids start with it. */
  region: IslandRegion;
  /** The page's language, languages and host, as every island root gets them. */
  root: Omit<IslandRootProps, 'children'>;
  /** The island components. */
  components: IslandComponents;
  /** Collects React's resource hints (`<link rel="preload" …>`) for the document's head. */
  preloads: Set<string>;
}

/**
 * Renders `element` (wrapped in the page's language and host) with its islands marked and
 * prerendered. An island inside an island fails: islands are leaves.
 */
export function renderRegion(element: ReactElement, options: RegionOptions): RegionRender {
  const islands: PageDataIsland[] = [];
  const propsJson: string[] = [];
  const renderIsland: IslandRenderer = ({name, props}: PlacedIsland) => {
    const id = islandId(options.region, islands.length);
    islands.push({id, name, props});
    // Serialised once (the props may be tracked content records, each field read a proxy trap).
    const json = JSON.stringify(props);
    propsJson.push(json);
    const Component = options.components[name] as ComponentType<object>;
    const inner = renderToString(
      <IslandRoot {...options.root} languageProvider={LanguageProvider}>
        <Component {...(props as object)} />
      </IslandRoot>,
      {identifierPrefix: islandIdentifierPrefix(id)},
    );
    return (
      <>
        <div
          {...islandAttributes(name, id)}
          // Safe: the island's own prerendered HTML.
          dangerouslySetInnerHTML={{__html: takePreloads(inner, options.preloads)}}
        />
        <script
          type="application/json"
          {...islandPropsAttributes(id)}
          // Safe: JSON with `<` escaped (serializeIslandProps).
          dangerouslySetInnerHTML={{__html: escapeIslandProps(json)}}
        />
      </>
    );
  };
  const html = renderToString(
    <IslandRoot {...options.root} languageProvider={LanguageProvider}>
      <IslandRendererContext value={renderIsland}>{element}</IslandRendererContext>
    </IslandRoot>,
    {identifierPrefix: options.region === 'm' ? 'sf-main-' : 'sf-shell-'},
  );
  return {html: takePreloads(html, options.preloads), islands, propsJson};
}

// React flushes resource hints (`<link rel="preload" as="image">` for the logo, …) before a
// root's content; they belong in <head>, and inside an island they would meet hydration.
const LEADING_PRELOADS = /^(?:<link rel="preload"[^>]*\/>)+/;

function takePreloads(html: string, preloads: Set<string>): string {
  const match = LEADING_PRELOADS.exec(html);
  if (match === null) return html;
  for (const link of match[0].match(/<link[^>]*\/>/g) ?? [])
    preloads.add(link.replace(/\/>$/, '>'));
  return html.slice(match[0].length);
}
