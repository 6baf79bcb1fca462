// Test support (node only, not exported): the jeweller fixture as the shop tests read it.
import {readFileSync} from 'node:fs';
import {fileURLToPath} from 'node:url';
import * as v from 'valibot';
import type {SiteData} from '../content/site-data.ts';
import {ProductSchema, type Product} from '../model/product.ts';
import {createFixtureSource} from '../node.ts';

/** The jeweller fixture folder. */
const JEWELLER_DIR = fileURLToPath(
  new URL('../../../../fixtures/retailers/juwelier-morgenstern', import.meta.url),
);
/** The jeweller's project domain. */
export const JEWELLER_DOMAIN = 'juwelier-morgenstern.example';

/** The jeweller's validated site data (published products of its domain only). */
export function loadJewellerSiteData(): Promise<SiteData> {
  return createFixtureSource(JEWELLER_DIR).load();
}

/** Every product record of the fixture file, drafts and other domains included. */
export function allFixtureProducts(): Product[] {
  const raw = JSON.parse(readFileSync(`${JEWELLER_DIR}/ecommerce_product.json`, 'utf8')) as unknown;
  return v.parse(v.array(ProductSchema), raw);
}
