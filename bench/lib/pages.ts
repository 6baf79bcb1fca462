// The pages the bench measures on the jeweller's site (fixtures/retailers/juwelier-morgenstern),
// one per template, all German (issue 6 Benchmark), and their static HTML figures.
import {readFile} from 'node:fs/promises';
import path from 'node:path';
import {TEMPLATES, type Template} from './budget.ts';
import {aboveFold, gzipBytes, toKb, type AboveFold} from './gzip.ts';

/** The retailer the per-template figures are taken on. */
export const MEASURED_RETAILER = 'juwelier-morgenstern';

/** One German page per template (spec §2 Pages and paths); the item has variants. */
export const TEMPLATE_PATHS: Record<Template, string> = {
  home: '/',
  category: '/uhren',
  contact: '/kontakt',
  imprint: '/impressum',
  item_list: '/shop',
  item: '/shop/artikel/tudor-black-bay-58',
  cart: '/shop/warenkorb',
  checkout: '/shop/kasse',
};

/** Client-side hops of the navigation timing, starting at `/`. */
export const NAVIGATION_TARGETS = [
  '/kontakt',
  '/uhren',
  '/impressum',
  '/shop',
  '/shop/artikel/tudor-black-bay-58',
  '/shop/warenkorb',
  '/marken',
  '/',
] as const;

/** The HTML file a path is written to (decision 011 Output). */
export function htmlFile(outDir: string, pathname: string): string {
  return path.join(outDir, pathname.replace(/^\/+|\/+$/g, ''), 'index.html');
}

/** Each template's gzipped HTML size and above-the-fold offsets. */
export interface HtmlFigures {
  gzKb: Record<Template, number>;
  aboveFold: Record<Template, AboveFold>;
}

/** Reads each template's HTML from the build output; a missing page breaks the bench. */
export async function measureHtml(outDir: string): Promise<HtmlFigures> {
  const gzKb = {} as Record<Template, number>;
  const fold = {} as Record<Template, AboveFold>;
  for (const template of TEMPLATES) {
    const file = htmlFile(outDir, TEMPLATE_PATHS[template]);
    let html: string;
    try {
      html = await readFile(file, 'utf8');
    } catch (error) {
      throw new Error(`The ${template} page ${TEMPLATE_PATHS[template]} was not built (${file})`, {
        cause: error,
      });
    }
    gzKb[template] = toKb(gzipBytes(html));
    fold[template] = aboveFold(html);
  }
  return {gzKb, aboveFold: fold};
}
