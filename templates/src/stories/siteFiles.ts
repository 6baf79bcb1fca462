// Story-only (never exported from the package index): the files a built site serves beside its
// pages, for whole pages in Storybook. Content images come from the fixture files, resolved as the
// build's resolver does (packages/site/src/build/render/images.ts): by lower-cased, trimmed file
// name (spec §3); a missing file gives null (spec §8: nothing rendered).
import {http, bypass, HttpResponse, type RequestHandler} from 'msw';
import {buildStaticCatalogue, type Image} from '@schaufenster/core';
import {loadRetailer, type RetailerName} from '@schaufenster/fixtures';
import {SHOP_CATALOGUE_URL} from '../shop/shopPages.ts';
import type {ImageResolver} from '../types.ts';

const files = import.meta.glob<string>('../../../fixtures/retailers/*/images/*.{svg,jpg,png}', {
  query: '?url',
  import: 'default',
  eager: true,
});

/** Served URL of each fixture file by retailer, then by lower-cased file name. */
const byRetailer = new Map<string, Map<string, string>>();
for (const [path, url] of Object.entries(files)) {
  const [, retailer = '', name = ''] = /retailers\/([^/]+)\/images\/([^/]+)$/.exec(path) ?? [];
  const known = byRetailer.get(retailer) ?? new Map<string, string>();
  known.set(name.toLowerCase(), url);
  byRetailer.set(retailer, known);
}

/** A URL whose path is `/images/<file>`, as the built site serves content images. */
const SITE_IMAGE = /^[a-z]+:\/\/[^/]+\/images\/[^/?#]+(?:[?#].*)?$/;

function fileUrl(retailer: RetailerName, image: Image): string | null {
  return byRetailer.get(retailer)?.get(image.filename_download.trim().toLowerCase()) ?? null;
}

/**
 * The retailer's content images as the build resolves them, from the fixture files Vite serves.
 * No resized renditions (`srcSet` ''), sizes from the content.
 */
export function storyImages(retailer: RetailerName): ImageResolver {
  return (image) => {
    if (!image) return null;
    const src = fileUrl(retailer, image);
    if (src === null) return null;
    return {src, srcSet: '', width: image.width, height: image.height, title: image.title ?? ''};
  };
}

/**
 * Files the build writes beside the pages, answered by msw: `/images/<file>` (islands show
 * product images from there) from the fixture files, and the jeweller's static catalogue (the
 * shop's fallback when the CMS is unreachable, decision 008) as `server.ts` writes it.
 */
export function siteFileHandlers(): RequestHandler[] {
  return [
    http.get(`*${SHOP_CATALOGUE_URL}`, async () =>
      HttpResponse.json(buildStaticCatalogue(await loadRetailer('juwelier-morgenstern'))),
    ),
    // Only `/images/<file>` at the root: the fixture files themselves are served under
    // `…/retailers/<name>/images/` and must pass.
    http.get(SITE_IMAGE, async ({request}) => {
      const {pathname} = new URL(request.url);
      const name = decodeURIComponent(pathname.slice('/images/'.length)).toLowerCase();
      // Product images are the jeweller's (the optician has no shop); it is first alphabetically.
      const url = [...byRetailer.values()].find((known) => known.has(name))?.get(name);
      if (url === undefined) return new HttpResponse(null, {status: 404});
      const file = await fetch(bypass(new URL(url, location.href)));
      return new HttpResponse(await file.arrayBuffer(), {
        status: file.status,
        headers: {'Content-Type': file.headers.get('Content-Type') ?? 'application/octet-stream'},
      });
    }),
  ];
}
