import type {SiteData} from '@schaufenster/core';
import {IslandSlot} from '../islands/IslandSlot.tsx';
import {shopIsOn, teaserPick} from './shopPages.ts';

/** Props of {@link ShopTeaser}. */
export interface ShopTeaserProps {
  /** The retailer's content. */
  data: SiteData;
  /** How many products. */
  limit: number;
  /** Level of the teaser heading. @default 2 */
  headingLevel?: 2 | 3;
  /** Seeds the build's pick, e.g. the page path, so each page shows its own. */
  seed: string;
}

/**
 * A random product teaser island (spec §7 random list) when the shop is on; nothing otherwise.
 * Used by the store window and the category pages (issue 5: "a product teaser where the shop is on").
 */
export function ShopTeaser({data, limit, headingLevel = 2, seed}: ShopTeaserProps) {
  if (!shopIsOn(data)) return null;
  return (
    <IslandSlot
      name="ProductTeaser"
      props={{
        limit,
        initialProducts: teaserPick(data, limit, seed),
        headingLevel,
      }}
    />
  );
}
