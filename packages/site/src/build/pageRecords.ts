// What the build keeps of the written pages (the render threads write them: decision 060) beside
// the kept ones (decision 033): the next build's manifest records, app-data.json and what
// `_headers` needs (decision 025).
import {writeText} from './files.ts';
import type {PageInputs} from './incremental/inputs.ts';
import type {PageRecord} from './incremental/manifest.ts';
import type {ReadTable} from './incremental/readTable.ts';
import type {EmbedPage} from './output/headers.ts';
import type {PageLinks} from './links/pageLinks.ts';
import type {PlannedPage} from './plan/routes.ts';
import type {WrittenPage} from './render/pageWriter.ts';
import type * as ServerModule from './ssr/server.ts';

/** What writing the pages gives. */
export interface WrittenPages {
  /** app-data.json's `contentId`: changes with any page's data. */
  contentId: string;
  /** Every page, in plan order, for the manifest. */
  records: Map<string, PageRecord>;
  /** The pages with two-click embeds, in plan order. */
  embedPages: EmbedPage[];
  /** The links and anchors of the pages this build rendered (not the kept ones). */
  links: ReadonlyMap<string, PageLinks>;
}

/**
 * Collects the written pages' records as they come (from the render threads, while the rest still
 * render); `finish` then writes app-data.json with the shell id as `buildId` (what the runtime
 * compares) and a `contentId` over every page's data. `kept` pages are already in the output;
 * their records' reads index the same {@link ReadTable} as the new pages'.
 */
export class PageRecords {
  readonly #staging: string;
  readonly #shell: string;
  readonly #inputs: PageInputs;
  readonly #reads: ReadTable;
  readonly #server: typeof ServerModule;
  readonly #fresh = new Map<string, PageRecord>();
  readonly #links = new Map<string, PageLinks>();

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

  /** Records `page`, written from `planned`. */
  add(planned: PlannedPage, page: WrittenPage): void {
    this.#fresh.set(page.path, {
      plan: this.#inputs.plan(planned),
      reads: this.#reads.indexes(page.reads),
      html: page.html,
      data: page.data,
      dataHash: page.dataHash,
      frameOrigins: page.frameOrigins,
    });
    this.#links.set(page.path, page.links);
  }

  /** Writes app-data.json; `order` is the plan's. */
  async finish(
    order: readonly PlannedPage[],
    kept: ReadonlyMap<string, PageRecord>,
  ): Promise<WrittenPages> {
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
    return {contentId, records, embedPages, links: this.#links};
  }
}
