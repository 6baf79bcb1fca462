// A rendered page's files, written by the thread that rendered it, for a fast rebuild (decision
// 060): its HTML with the build id put in for the placeholder (decision 012) and its page data. The
// writes are synchronous: a render thread has nothing else to do meanwhile, and the build's main
// thread then only collects what the next build's manifest keeps of each page.
import {closeSync, fstatSync, mkdirSync, openSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {BUILD_ID_PLACEHOLDER} from '../../contract/runtimeConfig.ts';
import type {FileStamp} from '../incremental/manifest.ts';
import {pageLinks, type PageLinks} from '../links/pageLinks.ts';
import {embedPagesOf} from '../output/embedPages.ts';
import {contentHash} from '../output/sharedData.ts';
import {htmlFile, pageDataPath} from '../plan/routes.ts';
import type {RenderedPage} from './renderPage.tsx';

/** Where and for which build the pages are written. */
export interface PageOutput {
  /** The build's staging folder. */
  staging: string;
  /** The build id every page carries (the shell id, decision 033). */
  shell: string;
}

/** A written page: what the build manifest and `_headers` need of it (decisions 025, 033). */
export interface WrittenPage extends Pick<RenderedPage, 'path' | 'ms' | 'reads'> {
  /** Its HTML file when written. */
  html: FileStamp;
  /** Its page-data file when written. */
  data: FileStamp;
  /** Hash of its page data, for app-data.json's content id. */
  dataHash: string;
  /** Frame hosts of the two-click embeds on it; often empty. */
  frameOrigins: string[];
  /** Its links and anchors for the link check, read here so the check reads no page again. */
  links: PageLinks;
}

/** The page-data file of a path, relative to the output folder. */
export function pageDataFile(pagePath: string): string {
  return `page-data/${pageDataPath(pagePath)}/page-data.json`;
}

/** Writes one thread's rendered pages into the staging folder. */
export class PageWriter {
  readonly #output: PageOutput;
  /** Folders this thread made or found: each is made once, not once per file. */
  readonly #folders = new Set<string>();

  constructor(output: PageOutput) {
    this.#output = output;
  }

  /** Writes `page`'s HTML and page data. */
  write(page: RenderedPage): WrittenPage {
    const html = page.html.replace(BUILD_ID_PLACEHOLDER, this.#output.shell);
    const data = page.pageDataJson;
    return {
      path: page.path,
      ms: page.ms,
      reads: page.reads,
      html: this.#writeFile(htmlFile(page.path), html),
      data: this.#writeFile(pageDataFile(page.path), data),
      dataHash: contentHash(data),
      frameOrigins: embedPagesOf([{path: page.path, html}]).flatMap((embed) => [
        ...embed.frameOrigins,
      ]),
      links: pageLinks(html),
    };
  }

  // The stamp is taken from the open file, after the write: the size and time the next build's
  // manifest compares the file with.
  #writeFile(relative: string, text: string): FileStamp {
    const file = path.join(this.#output.staging, relative);
    const folder = path.dirname(file);
    if (!this.#folders.has(folder)) {
      mkdirSync(folder, {recursive: true});
      this.#folders.add(folder);
    }
    const fd = openSync(file, 'w');
    try {
      writeFileSync(fd, text);
      const stats = fstatSync(fd);
      return {size: stats.size, mtimeMs: stats.mtimeMs};
    } finally {
      closeSync(fd);
    }
  }
}
