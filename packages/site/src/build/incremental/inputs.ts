// What a page is rendered from, as hashes (decision 033). A page's input hash covers the inputs
// every page shares (the global key: code, client assets, the shell id, settings, runtime config,
// images) plus its planned entry and the values of the content it read last time. Equal hashes
// mean the render would read the same values and write the same bytes.
import {hash as digest} from 'node:crypto';
import type {SiteData} from '@schaufenster/core';
import type {PlannedPage} from '../plan/routes.ts';
import type {ClientAssets} from '../render/document.ts';
import type {ImageManifest} from '../render/images.ts';
import type {RenderContext} from '../render/renderPage.tsx';
import type {SiteReads} from '../render/siteReads.ts';
import {MANIFEST_VERSION} from './manifest.ts';
import {RangeHashes} from './rangeHash.ts';

function hash(text: string): string {
  return digest('sha256', text, 'hex').slice(0, 24);
}

function json(value: unknown): string {
  return JSON.stringify(value) ?? 'undefined';
}

/** Content fields left out of the shell id: the catalogue, which changes often and only in main. */
const CATALOGUE_FIELDS = ['products', 'ratings', 'attributes'] as const;

/**
 * The id every page's HTML and app-data.json carry (decision 012b: a client-side navigation turns
 * into a document load when it differs). It covers what a mounted page keeps across navigations —
 * the client files, the shared data, the runtime config, the settings and the content the shell
 * is built from — but not the catalogue: a price change reaches visitors through the page data,
 * and leaves every other page's HTML byte-identical.
 */
export function shellId(
  site: SiteData,
  context: Pick<RenderContext, 'assets' | 'sharedHash' | 'runtime' | 'settings' | 'businessType'>,
): string {
  const shell = Object.fromEntries(
    Object.entries(site).filter(
      ([field]) => !(CATALOGUE_FIELDS as readonly string[]).includes(field),
    ),
  );
  return hash(
    json([
      context.assets.entry,
      context.assets.styles,
      context.sharedHash,
      context.runtime,
      context.settings,
      context.businessType,
      shell,
    ]),
  ).slice(0, 20);
}

/** The inputs every page shares. */
export interface GlobalInputs {
  /** The bundle cache key (bundleCache.ts): a hash of all the code. */
  code: string;
  /** What pages link. */
  assets: ClientAssets;
  /** The shell id ({@link shellId}), written into every page. */
  shell: string;
  /** Everything else the render context holds but the content. */
  context: Pick<RenderContext, 'settings' | 'businessType' | 'runtime' | 'sharedHash'>;
  /** The prepared images. */
  images: ImageManifest;
}

/** One hash of the inputs every page shares: when it changes, every page is rendered. */
export function globalKey(inputs: GlobalInputs): string {
  return hash(
    json([
      MANIFEST_VERSION,
      inputs.code,
      inputs.assets,
      inputs.shell,
      inputs.context.settings,
      inputs.context.businessType,
      inputs.context.runtime,
      inputs.context.sharedHash,
      inputs.images,
    ]),
  );
}

/** Page input hashes over one build's content; values are hashed once per build. */
export class PageInputs {
  readonly #site: SiteData;
  readonly #global: string;
  readonly #tokens = new Map<string, string>();
  readonly #ranges = new Map<string, RangeHashes>();

  constructor(site: SiteData, global: string) {
    this.#site = site;
    this.#global = global;
  }

  /** The input hash of `page` when it reads `reads`. */
  of(page: PlannedPage, reads: SiteReads): string {
    const parts = [this.#global, json(page)];
    for (const token of reads) parts.push(token, this.#value(token));
    return hash(parts.join('\n'));
  }

  #value(token: string): string {
    let value = this.#tokens.get(token);
    if (value === undefined) {
      value = this.#compute(token);
      this.#tokens.set(token, value);
    }
    return value;
  }

  #compute(token: string): string {
    const site = this.#site as unknown as Record<string, unknown>;
    if (token.endsWith('#')) {
      const list = site[token.slice(0, -1)];
      return Array.isArray(list) ? String(list.length) : 'none';
    }
    const colon = token.indexOf(':');
    if (colon < 0) return hash(json(site[token]));
    // `products.price:3-9` (a field of records 3 to 9) or `products:4` (record 4 whole).
    const key = token.slice(0, colon);
    const [from = NaN, to = from] = token
      .slice(colon + 1)
      .split('-')
      .map(Number);
    return this.#rangesOf(key).of(from, to);
  }

  // Range hashes over one field (`products.price`) or the whole records (`products`) of a list.
  #rangesOf(key: string): RangeHashes {
    let ranges = this.#ranges.get(key);
    if (ranges === undefined) {
      const dot = key.indexOf('.');
      const field = dot < 0 ? key : key.slice(0, dot);
      const list = (this.#site as unknown as Record<string, unknown>)[field];
      const records: unknown[] = Array.isArray(list) ? list : [];
      ranges = new RangeHashes(
        dot < 0
          ? records.map((record) => json(record))
          : records.map((record) =>
              json((record as Record<string, unknown> | null)?.[key.slice(dot + 1)]),
            ),
      );
      this.#ranges.set(key, ranges);
    }
    return ranges;
  }
}
