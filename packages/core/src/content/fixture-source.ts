// Node-only: reads a retailer folder of `<collection>.json` files (ARCHITECTURE.md Layout).
import {readFile} from 'node:fs/promises';
import path from 'node:path';
import {createCollectionSource} from './collection-source.ts';
import type {CollectionName} from './collections.ts';
import type {ContentSource} from './site-data.ts';

/** A ContentSource over `<retailerDir>/<collection>.json`; a missing list file counts as empty. */
export function createFixtureSource(retailerDir: string): ContentSource {
  const name = path.basename(path.resolve(retailerDir));
  return createCollectionSource(name, (collection) => readCollectionFile(retailerDir, collection));
}

async function readCollectionFile(dir: string, collection: CollectionName): Promise<unknown> {
  const file = path.join(dir, `${collection}.json`);
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    if (isMissing(error)) return undefined;
    throw error;
  }
  try {
    return JSON.parse(text) as unknown;
  } catch (error) {
    throw new Error(`Invalid JSON in ${file}: ${(error as Error).message}`, {cause: error});
  }
}

function isMissing(error: unknown): boolean {
  return error instanceof Error && 'code' in error && error.code === 'ENOENT';
}
