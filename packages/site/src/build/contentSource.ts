// The build's content, read and validated before anything else (decision 019): fixture files,
// or Directus with its image files fetched into a temporary content folder, so the image step
// reads `<contentDir>/images/` either way. Node only: the build's main process runs it.
import {mkdir, mkdtemp, rm, writeFile} from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type {SiteData} from '@schaufenster/core';
import {
  collectImages,
  createDirectusClient,
  createDirectusSource,
  describeDirectusError,
  DirectusClientError,
  type DirectusClient,
} from '@schaufenster/core/directus';
import {createFixtureSource} from '@schaufenster/core/node';
import type {DirectusBuildOptions} from './contentOptions.ts';
import {imageFileName} from './render/images.ts';

/** Where a build's content comes from. */
export interface ContentSelection {
  /** Fixture folder (`<collection>.json` + `images/`), read when `directus` is null. */
  contentDir: string;
  /** Directus settings, or null for fixture files. */
  directus: DirectusBuildOptions | null;
}

/** Validated content and the folder whose `images/` holds its image files. */
export interface LoadedContent {
  site: SiteData;
  /** Folder with an `images/` sub-folder (the fixture folder, or a temporary one). */
  contentDir: string;
  /** Removes temporary files; call when the build is done. */
  dispose(): Promise<void>;
}

/**
 * Loads and validates all content. Rejects with a message naming the source on any failure:
 * a bad record (collection, id, field), an unreachable or misconfigured Directus.
 */
export async function loadContent(selection: ContentSelection): Promise<LoadedContent> {
  if (selection.directus === null) {
    const site = await createFixtureSource(selection.contentDir).load();
    return {site, contentDir: selection.contentDir, dispose: async () => undefined};
  }
  return loadFromDirectus(selection.directus);
}

async function loadFromDirectus(options: DirectusBuildOptions): Promise<LoadedContent> {
  const client = createDirectusClient({
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
    const site = await createDirectusSource({client, name: `directus ${options.domain}`}).load();
    dir = await mkdtemp(path.join(os.tmpdir(), 'sf-directus-'));
    await downloadImages(client, site, path.join(dir, 'images'));
    const folder = dir;
    return {site, contentDir: folder, dispose: () => rm(folder, {recursive: true, force: true})};
  } catch (error) {
    if (dir !== null) await rm(dir, {recursive: true, force: true});
    const reason =
      error instanceof DirectusClientError ? describeDirectusError(error) : message(error);
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
async function downloadImages(client: DirectusClient, site: SiteData, folder: string) {
  await mkdir(folder, {recursive: true});
  await Promise.all(
    collectImages(site).map(async (image) => {
      const name = imageFileName(image.filename_download);
      if (name !== path.basename(name) || name === '.' || name === '..' || name.includes('\\')) {
        console.warn(`Image "${image.filename_download}" (id ${image.id}) has no safe file name`);
        return;
      }
      try {
        await writeFile(path.join(folder, name), new Uint8Array(await client.readAsset(image.id)));
      } catch (error) {
        if (
          error instanceof DirectusClientError &&
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
