// The build's content, read and validated before anything else (decision 019): fixture files,
// or Directus with its image files fetched into a temporary content folder, so the image step
// reads `<contentDir>/images/` either way. Node only: the build's main process runs it.
import {mkdir, mkdtemp, rm, writeFile} from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type {ContentReport, SiteData} from '@schaufenster/core';
import type * as Directus from '@schaufenster/core/directus';
// Not the core index: the main process would load libphonenumber, sanitize-html and ICU for it.
import {
  createFixtureSource,
  reportWarnings,
  type PreparedRecordCache,
} from '@schaufenster/core/node';
import type {DirectusBuildOptions} from './contentOptions.ts';
import {imageFileName} from './render/images.ts';

/** Where a build's content comes from. */
export interface ContentSelection {
  /** Fixture folder (`<collection>.json` + `images/`), read when `directus` is null. */
  contentDir: string;
  /** Directus settings, or null for fixture files. */
  directus: DirectusBuildOptions | null;
  /** Fail on any content warning (`STRICT_CONTENT=1`, decision 029). @default false */
  strictContent?: boolean;
}

/** Validated content and the folder whose `images/` holds its image files. */
export interface LoadedContent {
  site: SiteData;
  /** Records read, skipped and ignored (decision 029). */
  report: ContentReport;
  /** Folder with an `images/` sub-folder (the fixture folder, or a temporary one). */
  contentDir: string;
  /** Removes temporary files; call when the build is done. */
  dispose(): Promise<void>;
}

/** Names where the content comes from: the content cache keeps one file per source. */
export function contentSourceId(selection: ContentSelection): string {
  const {directus} = selection;
  return directus === null
    ? `files ${path.resolve(selection.contentDir)}`
    : `directus ${directus.url} ${directus.domain}`;
}

/**
 * Loads and validates all content, printing one warning per skipped or ignored record; `cache`
 * gives records prepared by earlier builds (decision 058). Rejects with a message naming the
 * source on any failure: a bad singleton or shop-settings record (collection, id, field), any
 * warning under `strictContent`, an unreachable or misconfigured Directus (decision 029).
 */
export async function loadContent(
  selection: ContentSelection,
  cache?: PreparedRecordCache,
): Promise<LoadedContent> {
  const strict = selection.strictContent ?? false;
  if (selection.directus === null) {
    const loaded = await createFixtureSource(selection.contentDir).loadWithReport({cache});
    checkWarnings(loaded.report, strict);
    return {...loaded, contentDir: selection.contentDir, dispose: async () => undefined};
  }
  return loadFromDirectus(selection.directus, strict, cache);
}

// Prints each warning once; under STRICT_CONTENT any warning stops the build before it starts.
function checkWarnings(report: ContentReport, strict: boolean): void {
  const warnings = reportWarnings(report);
  for (const warning of warnings) console.warn(warning);
  if (strict && warnings.length > 0) {
    throw new Error(
      `STRICT_CONTENT=1 and ${warnings.length} content warning(s), first: ${warnings[0] ?? ''}`,
    );
  }
}

async function loadFromDirectus(
  options: DirectusBuildOptions,
  strict: boolean,
  cache: PreparedRecordCache | undefined,
): Promise<LoadedContent> {
  // Imported here: the Directus client is some 150 modules a build from files never runs.
  const directus = await import('@schaufenster/core/directus');
  const client = directus.createDirectusClient({
    url: options.url,
    project: options.domain,
    token: options.token ?? undefined,
  });
  let dir: string | null = null;
  let loggedIn = false;
  try {
    // Unreachable or not Directus: the ping says so before credentials or content are involved.
    await client.ping();
    if (options.login) {
      await client.login(options.login);
      loggedIn = true;
    }
    const source = directus.createDirectusSource({client, name: `directus ${options.domain}`});
    const {site, report} = await source.loadWithReport({cache});
    checkWarnings(report, strict);
    dir = await mkdtemp(path.join(os.tmpdir(), 'sf-directus-'));
    await downloadImages(directus, client, site, path.join(dir, 'images'));
    const folder = dir;
    return {
      site,
      report,
      contentDir: folder,
      dispose: () => rm(folder, {recursive: true, force: true}),
    };
  } catch (error) {
    if (dir !== null) await rm(dir, {recursive: true, force: true});
    const reason =
      error instanceof directus.DirectusClientError
        ? directus.describeDirectusError(error)
        : message(error);
    throw new Error(`Could not load content from Directus at ${options.url}: ${reason}`, {
      cause: error,
    });
  } finally {
    if (loggedIn) await client.logout().catch(() => undefined);
    client.close();
  }
}

function message(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

// Every image the content names, as `images/<lower-cased name>`; a missing file is logged and
// left out (spec §8 "Missing image"), any other failure stops the build.
async function downloadImages(
  directus: typeof Directus,
  client: Directus.DirectusClient,
  site: SiteData,
  folder: string,
) {
  await mkdir(folder, {recursive: true});
  await Promise.all(
    directus.collectImages(site).map(async (image) => {
      const name = imageFileName(image.filename_download);
      if (name !== path.basename(name) || name === '.' || name === '..' || name.includes('\\')) {
        console.warn(`Image "${image.filename_download}" (id ${image.id}) has no safe file name`);
        return;
      }
      try {
        await writeFile(path.join(folder, name), new Uint8Array(await client.readAsset(image.id)));
      } catch (error) {
        if (
          error instanceof directus.DirectusClientError &&
          (error.status === 404 || error.status === 403)
        ) {
          console.warn(`Image "${image.filename_download}" (id ${image.id}): ${error.message}`);
          return;
        }
        throw error;
      }
    }),
  );
}
