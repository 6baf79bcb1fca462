// Writes the rendered pages beside the kept ones (decision 033) and app-data.json, and gives back
// what the next build's manifest needs of every page and what `_headers` needs (decision 025).
import path from 'node:path';
import {writeText} from './files.ts';
import type {PageInputs} from './incremental/inputs.ts';
import {stampOf, type FileStamp, type PageRecord} from './incremental/manifest.ts';
import type {ReadTable} from './incremental/readTable.ts';
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

/** Pages written at once. */
const WRITES_AT_ONCE = 16;

/** The page-data file of a path, relative to the output folder. */
export function pageDataFile(server: typeof ServerModule, pagePath: string): string {
  return `page-data/${server.pageDataPath(pagePath)}/page-data.json`;
}

/**
 * Writes rendered pages as they come (from the render workers, while the rest still render): each
 * page's HTML (the shell id put in for the placeholder: decision 012) and page data; `finish`
 * then writes app-data.json with the shell id as `buildId` (what the runtime compares) and a
 * `contentId` over every page's data. `kept` pages are already in the output; their records'
 * reads index the same {@link ReadTable} as the new pages'.
 */
export class PageWriter {
  readonly #staging: string;
  readonly #shell: string;
  readonly #inputs: PageInputs;
  readonly #reads: ReadTable;
  readonly #server: typeof ServerModule;
  readonly #fresh = new Map<string, PageRecord>();
  readonly #queue: (() => Promise<void>)[] = [];
  readonly #idle: (() => void)[] = [];
  #running = 0;
  #error: unknown = null;

  constructor(
    staging: string,
    shell: string,
    inputs: PageInputs,
    reads: ReadTable,
    server: typeof ServerModule,
  ) {
    this.#staging = staging;
    this.#shell = shell;
    this.#inputs = inputs;
    this.#reads = reads;
    this.#server = server;
  }

  /** Queues `page`'s files; at most {@link WRITES_AT_ONCE} pages are written at once. */
  write(planned: PlannedPage, page: RenderedPage): void {
    this.#queue.push(() => this.#writePage(planned, page));
    this.#next();
  }

  /** Waits for every queued page, then writes app-data.json; `order` is the plan's. */
  async finish(
    order: readonly PlannedPage[],
    kept: ReadonlyMap<string, PageRecord>,
  ): Promise<WrittenPages> {
    await new Promise<void>((resolve) => {
      if (this.#running === 0 && this.#queue.length === 0) resolve();
      else this.#idle.push(resolve);
    });
    if (this.#error !== null) throw this.#error;
    const server = this.#server;
    const records = new Map<string, PageRecord>();
    for (const {path: pagePath} of order) {
      const record = this.#fresh.get(pagePath) ?? kept.get(pagePath);
      if (record === undefined) throw new Error(`No page written for ${pagePath}`);
      records.set(pagePath, record);
    }
    const contentId = server.contentHash(
      [this.#shell, ...[...records.values()].map((record) => record.dataHash)].join('\n'),
    );
    await writeText(
      this.#staging,
      'page-data/app-data.json',
      JSON.stringify({buildId: this.#shell, contentId}),
    );
    const embedPages = [...records]
      .filter(([, record]) => record.frameOrigins.length > 0)
      .map(([pagePath, record]) => ({path: pagePath, frameOrigins: record.frameOrigins}));
    return {contentId, records, embedPages};
  }

  #next(): void {
    while (this.#running < WRITES_AT_ONCE && this.#queue.length > 0) {
      const task = this.#queue.shift() as () => Promise<void>;
      this.#running++;
      task()
        .catch((error: unknown) => {
          this.#error ??= error;
        })
        .finally(() => {
          this.#running--;
          this.#next();
          if (this.#running === 0 && this.#queue.length === 0) {
            for (const resolve of this.#idle.splice(0)) resolve();
          }
        });
    }
  }

  async #writePage(planned: PlannedPage, page: RenderedPage): Promise<void> {
    const server = this.#server;
    const staging = this.#staging;
    const html = page.html.replace(server.BUILD_ID_PLACEHOLDER, this.#shell);
    const data = page.pageDataJson;
    const htmlFile = server.htmlFile(page.path);
    const dataFile = pageDataFile(server, page.path);
    await Promise.all([writeText(staging, htmlFile, html), writeText(staging, dataFile, data)]);
    this.#fresh.set(page.path, {
      plan: this.#inputs.plan(planned),
      reads: this.#reads.indexes(page.reads),
      html: stamp(staging, htmlFile),
      data: stamp(staging, dataFile),
      dataHash: server.contentHash(data),
      frameOrigins: server
        .embedPagesOf([{path: page.path, html}])
        .flatMap((embed) => [...embed.frameOrigins]),
    });
  }
}

function stamp(root: string, relative: string): FileStamp {
  const found = stampOf(path.join(root, relative));
  if (found === null) throw new Error(`${relative} vanished after writing`);
  return found;
}
