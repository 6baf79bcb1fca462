// Where the service's catalogue comes from: a fixture retailer folder (read and validated like
// the build reads it) or the static catalogue JSON the site build writes (decision 008), with the
// shop content file the build writes beside it for the e-mails.
import {existsSync} from 'node:fs';
import {readFile, realpath} from 'node:fs/promises';
import path from 'node:path';
import {
  buildStaticCatalogue,
  parseShopContent,
  parseStaticCatalogue,
  SHOP_CONTENT_FILE,
  shopContentOf,
  type ShopContent,
  type StaticCatalogue,
} from '@schaufenster/core';
import {createFixtureSource} from '@schaufenster/core/node';

/** A catalogue with the project values its orders may carry. */
export interface LoadedCatalogue {
  /** Name for logs: the retailer folder or the file name. */
  name: string;
  /** Settings and published products the prices come from. */
  catalogue: StaticCatalogue;
  /** Accepted `project` values: the project's name and domain (core's client sends either). */
  projects: string[];
  /** What e-mails show of the shop; absent for a catalogue file without its content file. */
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
    shop: shopContentOf(siteData, (fileName) => path.join(retailerDir, 'images', fileName)),
  };
}

/** Reads and parses the JSON file `file`; `what` names it in the error. */
async function readJson(file: string, what: string): Promise<unknown> {
  try {
    return JSON.parse(await readFile(file, 'utf8')) as unknown;
  } catch (error) {
    throw new Error(`Cannot read ${what} ${file}: ${(error as Error).message}`, {cause: error});
  }
}

/**
 * Reads a static catalogue JSON file (e.g. the build's shop catalogue) and validates it, with
 * the build's shop content file beside it (`SHOP_CONTENT_FILE`) when there is one: a broken
 * content file stops the start; a missing one is logged with `log`, since the mails then lack
 * the company's address, logo and legal texts.
 */
export async function loadCatalogueFile(
  file: string,
  log: (line: string) => void = console.warn,
): Promise<LoadedCatalogue> {
  // Both files from one folder even when `file` goes through a symlink the publish server
  // switches (`<PUBLISH_DIR>/current`): its real path is taken once.
  const real = await realpath(file).catch(() => file);
  const catalogue = parseStaticCatalogue(await readJson(real, 'catalogue'));
  const domain = catalogue.settings?.project.domain;
  const shop = await loadShopContent(path.join(path.dirname(real), SHOP_CONTENT_FILE), log);
  // The built site sends the project's name; the domain is accepted too, as core's client may
  // send either. A file from a build before the name was written accepts the domain alone.
  if (catalogue.project === undefined) {
    log(
      `The catalogue ${file} names no project (an older build): only the domain is accepted ` +
        'as project; rebuild the site, or start with --project <name>',
    );
  }
  const projects = [catalogue.project, domain].filter((value) => value !== undefined);
  return {
    name: path.basename(file),
    catalogue,
    projects: [...new Set(projects)],
    ...(shop === undefined ? {} : {shop}),
  };
}

/** The shop content in `file`, its logo path made absolute; undefined (logged) without the file. */
async function loadShopContent(
  file: string,
  log: (line: string) => void,
): Promise<ShopContent | undefined> {
  if (!existsSync(file)) {
    log(
      `No ${SHOP_CONTENT_FILE} beside the catalogue (${file}): e-mails go without the shop's ` +
        'name, address, logo, AGB and Widerrufsbelehrung; build the site to write it',
    );
    return undefined;
  }
  const raw = await readJson(file, 'shop content');
  let content: ShopContent;
  try {
    content = parseShopContent(raw);
  } catch (error) {
    throw new Error(`Shop content ${file} is not valid: ${(error as Error).message}`, {
      cause: error,
    });
  }
  const {logoFile} = content;
  return logoFile === undefined
    ? content
    : {...content, logoFile: path.resolve(path.dirname(file), logoFile)};
}
