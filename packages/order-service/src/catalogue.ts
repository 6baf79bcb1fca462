// Where the service's catalogue comes from: a fixture retailer folder (read and validated like
// the build reads it) or the static catalogue JSON the site build writes (decision 008).
import {readFile} from 'node:fs/promises';
import path from 'node:path';
import {buildStaticCatalogue, parseStaticCatalogue, type StaticCatalogue} from '@schaufenster/core';
import {createFixtureSource} from '@schaufenster/core/node';
import {shopContentOf, type ShopContent} from './outbox/shop.ts';

/** A catalogue with the project values its orders may carry. */
export interface LoadedCatalogue {
  /** Name for logs: the retailer folder or the file name. */
  name: string;
  /** Settings and published products the prices come from. */
  catalogue: StaticCatalogue;
  /** Accepted `project` values: the project's name and domain (core's client sends either). */
  projects: string[];
  /** What e-mails show of the shop; a catalogue file has none. */
  shop?: ShopContent;
}

/** Loads `retailerDir` (one JSON file per collection) and builds its static catalogue. */
export async function loadRetailerCatalogue(retailerDir: string): Promise<LoadedCatalogue> {
  const siteData = await createFixtureSource(retailerDir).load();
  const projects = [siteData.project.name, siteData.project.domain];
  const domain = siteData.shopSettings?.project.domain;
  if (domain !== undefined) projects.push(domain);
  return {
    name: path.basename(path.resolve(retailerDir)),
    catalogue: buildStaticCatalogue(siteData),
    projects: [...new Set(projects)],
    shop: shopContentOf(siteData, retailerDir),
  };
}

/** Reads a static catalogue JSON file (e.g. the build's shop catalogue) and validates it. */
export async function loadCatalogueFile(file: string): Promise<LoadedCatalogue> {
  let raw: unknown;
  try {
    raw = JSON.parse(await readFile(file, 'utf8')) as unknown;
  } catch (error) {
    throw new Error(`Cannot read catalogue ${file}: ${(error as Error).message}`, {cause: error});
  }
  const catalogue = parseStaticCatalogue(raw);
  const domain = catalogue.settings?.project.domain;
  return {
    name: path.basename(file),
    catalogue,
    projects: domain === undefined ? [] : [domain],
  };
}
