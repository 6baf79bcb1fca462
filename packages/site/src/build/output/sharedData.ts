// Shared data written once and referenced by every page (spec §2 page loader: sq/d/{hash}.json).
import {createHash} from 'node:crypto';
import type {SiteData} from '@schaufenster/core';

/** The shared data file: its content hash and its JSON text. */
export interface SharedDataFile {
  /** Content hash, the file's name without `.json`. */
  hash: string;
  /** The JSON text. */
  json: string;
}

/** Site config, menus, footer widgets and company, hashed by content. */
export function sharedData(site: SiteData): SharedDataFile {
  const json = JSON.stringify({
    siteConfig: site.siteConfig,
    menus: site.menus,
    widgets: site.widgets,
    company: site.company,
  });
  return {hash: contentHash(json), json};
}

/** A short hex content hash. */
export function contentHash(text: string): string {
  return createHash('sha256').update(text).digest('hex').slice(0, 20);
}
