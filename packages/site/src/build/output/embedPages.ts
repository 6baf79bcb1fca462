// Which pages' CSP allows which embed frames: read from the rendered HTML (decisions 025, 030).
import {EMBED_PROVIDERS} from '@schaufenster/ui';
import type {EmbedPage} from './headers.ts';

/** A rendered page as `_headers` reads it. */
export interface RenderedHtml {
  path: string;
  html: string;
}

/** The `data-sf-embed` marks ConsentEmbed puts on its placeholder (decision 025). */
const EMBED_MARK = /data-sf-embed="([a-z_]+)"/g;

/** The providers of the two-click embeds in `html`, in the order of `EMBED_PROVIDERS`. */
export function embedProvidersOf(html: string): string[] {
  const marked = new Set([...html.matchAll(EMBED_MARK)].map((match) => match[1]));
  return Object.keys(EMBED_PROVIDERS).filter((provider) => marked.has(provider));
}

/** The pages with two-click embeds (contact map, video and map sections) and their frame hosts. */
export function embedPagesOf(rendered: readonly RenderedHtml[]): EmbedPage[] {
  return rendered.flatMap(({path, html}) => {
    const providers = new Set(embedProvidersOf(html));
    const frameOrigins = Object.entries(EMBED_PROVIDERS)
      .filter(([provider]) => providers.has(provider))
      .flatMap(([, {frameOrigins: origins}]) => origins);
    return frameOrigins.length > 0 ? [{path, frameOrigins}] : [];
  });
}
