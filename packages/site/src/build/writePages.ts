// Writes the rendered pages beside the kept ones (decision 033) and app-data.json, and gives back
// what the next build's manifest needs of every page and what `_headers` needs (decision 025).
import path from 'node:path';
import {writeText} from './files.ts';
import type {PageInputs} from './incremental/inputs.ts';
import {stampOf, type FileStamp, type PageRecord} from './incremental/manifest.ts';
import type {EmbedPage} from './output/headers.ts';
import type {PlannedPage} from './plan/routes.ts';
import type {RenderedPage} from './render/renderPage.tsx';
import type * as ServerModule from './ssr/server.ts';

/** What writing the pages gives. */
export interface WrittenPages {
  /** app-data.json's `contentId`: changes with any page's data. */
  contentId: string;
  /** Every page, in plan order, for the manifest. */
  records: Map<string, PageRecord>;
  /** The pages with two-click embeds, in plan order. */
  embedPages: EmbedPage[];
}

/** The page-data file of a path, relative to the output folder. */
export function pageDataFile(server: typeof ServerModule, pagePath: string): string {
  return `page-data/${server.pageDataPath(pagePath)}/page-data.json`;
}

/**
 * Writes each rendered page's HTML (the shell id put in for the placeholder: decision 012) and
 * page data, then app-data.json with the shell id as `buildId` (what the runtime compares) and a
 * `contentId` over every page's data. `kept` pages are already in `staging`.
 */
export async function writePages(
  staging: string,
  order: readonly PlannedPage[],
  rendered: readonly {planned: PlannedPage; page: RenderedPage}[],
  kept: ReadonlyMap<string, PageRecord>,
  shell: string,
  inputs: PageInputs,
  server: typeof ServerModule,
): Promise<WrittenPages> {
  const fresh = new Map<string, PageRecord>();
  for (const {planned, page} of rendered) {
    const html = page.html.replace(server.BUILD_ID_PLACEHOLDER, shell);
    const data = page.pageDataJson;
    const htmlFile = server.htmlFile(page.path);
    const dataFile = pageDataFile(server, page.path);
    await writeText(staging, htmlFile, html);
    await writeText(staging, dataFile, data);
    fresh.set(page.path, {
      input: inputs.of(planned, page.reads),
      reads: page.reads,
      html: await stamp(staging, htmlFile),
      data: await stamp(staging, dataFile),
      dataHash: server.contentHash(data),
      frameOrigins: server
        .embedPagesOf([{path: page.path, html}])
        .flatMap((embed) => [...embed.frameOrigins]),
    });
  }
  const records = new Map<string, PageRecord>();
  for (const {path: pagePath} of order) {
    const record = fresh.get(pagePath) ?? kept.get(pagePath);
    if (record === undefined) throw new Error(`No page written for ${pagePath}`);
    records.set(pagePath, record);
  }
  const contentId = server.contentHash(
    [shell, ...[...records.values()].map((record) => record.dataHash)].join('\n'),
  );
  await writeText(staging, 'page-data/app-data.json', JSON.stringify({buildId: shell, contentId}));
  const embedPages = [...records]
    .filter(([, record]) => record.frameOrigins.length > 0)
    .map(([pagePath, record]) => ({path: pagePath, frameOrigins: record.frameOrigins}));
  return {contentId, records, embedPages};
}

async function stamp(root: string, relative: string): Promise<FileStamp> {
  const found = await stampOf(path.join(root, relative));
  if (found === null) throw new Error(`${relative} vanished after writing`);
  return found;
}
