// Lookups pages make in the whole catalogue, without reading it all again on every page, so a
// rebuild stays fast (decision 039). Through the read tracker (decision 033) an item page's product
// lookup and ratings read thousands of records, and a list page filters and sorts every product
// twice. One index per render thread over the untracked content finds the records at once, and the
// page notes the reads the scan would have made (TrackedSite.noteScan); values computed from the
// content alone are kept with their reads (TrackedSite.capture) and noted again for every page that
// uses them. So pages and their reads are the same as before.
import {
  ratingsOf,
  type Id,
  type Product,
  type ProductRating,
  type SiteData,
} from '@schaufenster/core';
import {deriveValue, derivedToken, type Derived, type DerivedKey} from './derivedReads.ts';
import type {ReadLog, TrackedSite} from './siteReads.ts';

/** The lookups of one page, its reads noted in its tracker. */
export interface PageLookups {
  /** The product `site.products.find((p) => String(p.id) === String(id))` finds. */
  product: (id: Id) => Product | undefined;
  /** `ratingsOf(site.ratings, productId)`: the product's ratings, newest first. */
  ratings: (productId: Id) => ProductRating[];
  /**
   * `compute()`, a pure function of the content giving plain data (no content records: those
   * note their reads where they are read), computed once per thread by `key`.
   */
  memo: <T>(key: string, compute: () => T) => T;
  /**
   * A value worked out from the content (derivedReads.ts), once per thread; the page notes its
   * token instead of the reads it was worked out from.
   */
  derived: <K extends DerivedKey>(key: K) => Derived<K>;
}

/** The indices of one render thread; build them from the same content every page gets. */
export class ContentLookups {
  readonly #productCount: number;
  readonly #ratingCount: number;
  /** First index of each product id (as a string). */
  readonly #products = new Map<string, number>();
  /** Indices of each product's ratings, ascending (as `filter` gives them). */
  readonly #ratings = new Map<string, number[]>();
  readonly #memos = new Map<string, {value: unknown; log: ReadLog}>();
  readonly #site: SiteData;
  readonly #derived = new Map<DerivedKey, unknown>();

  constructor(site: SiteData) {
    this.#site = site;
    this.#productCount = site.products.length;
    this.#ratingCount = site.ratings.length;
    site.products.forEach((product, index) => {
      const key = String(product.id);
      if (!this.#products.has(key)) this.#products.set(key, index);
    });
    site.ratings.forEach((rating, index) => {
      // core's sameId: a rating without a product belongs to none.
      if (rating.product == null) return;
      const key = String(rating.product);
      const list = this.#ratings.get(key);
      if (list === undefined) this.#ratings.set(key, [index]);
      else list.push(index);
    });
  }

  /** The lookups of the page `tracked` renders. */
  forPage(tracked: TrackedSite): PageLookups {
    return {
      product: (id) => {
        const index = this.#products.get(String(id));
        tracked.noteScan('products', 'id', index === undefined ? this.#productCount : index + 1);
        return index === undefined ? undefined : tracked.site.products[index];
      },
      ratings: (productId) => {
        tracked.noteScan('ratings', 'product', this.#ratingCount);
        const {ratings} = tracked.site;
        const own = productId == null ? undefined : this.#ratings.get(String(productId));
        // ratingsOf over the product's own ratings, in list order: the same ratings in the same
        // order, and no reads but those the whole scan makes too.
        return ratingsOf(
          (own ?? []).map((index) => ratings[index] as ProductRating),
          productId,
        );
      },
      derived: <K extends DerivedKey>(key: K): Derived<K> => {
        tracked.noteDerived(derivedToken(key));
        if (!this.#derived.has(key)) this.#derived.set(key, deriveValue(this.#site, key));
        return this.#derived.get(key) as Derived<K>;
      },
      memo: <T>(key: string, compute: () => T): T => {
        let kept = this.#memos.get(key);
        if (kept === undefined) {
          kept = tracked.capture(compute);
          this.#memos.set(key, kept);
        } else {
          tracked.replay(kept.log);
        }
        return kept.value as T;
      },
    };
  }
}
