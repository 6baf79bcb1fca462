import type {Lang} from '../language/lang.ts';
import type {CategoryPageId} from './pageTable.ts';
import {joinPath} from './pathUtils.ts';
import {localizedPath} from './paths.ts';

// The shop's sub-paths stay German in every language, as the spec's cart path does
// (spec §2: {storeRootPath}/warenkorb); decision 003 adds kasse and artikel.
const CART_SEGMENT = 'warenkorb';
const CHECKOUT_SEGMENT = 'kasse';
const ITEM_SEGMENT = 'artikel';

/** A brand page below its category page: `brandPath('watches', 'rolex', 'de')` → `/uhren/rolex`. */
export function brandPath(category: CategoryPageId, slug: string, lang: Lang): string {
  return joinPath(localizedPath(category, lang), slugSegment(slug));
}

/** The cart page `{storeRootPath}/warenkorb` (spec §2), with slashes normalised. */
export function cartPath(storeRootPath: string): string {
  return joinPath(storeRootPath, CART_SEGMENT);
}

/** The checkout page `{storeRootPath}/kasse` (decision 003). */
export function checkoutPath(storeRootPath: string): string {
  return joinPath(storeRootPath, CHECKOUT_SEGMENT);
}

/**
 * An item page `{storeRootPath}/artikel/{slug}` (decision 003); pass the product's id when it
 * has no slug. The fixed segment keeps item slugs from colliding with `warenkorb` and `kasse`.
 */
export function itemPath(storeRootPath: string, slugOrId: string | number): string {
  return joinPath(storeRootPath, ITEM_SEGMENT, slugSegment(String(slugOrId)));
}

// A slug is one path segment: surrounding slashes and spaces are dropped. It is not
// percent-encoded, so the same string can name the built file (the browser encodes hrefs).
function slugSegment(slug: string): string {
  return slug.trim().replace(/^\/+|\/+$/g, '');
}
