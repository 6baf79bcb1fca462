// Directus 12 without a licence allows 25 collections (junction tables without collection meta do
// not count, decision 020). The committed snapshot is what every Directus of ours gets, so it must
// stay within that budget and hold every collection of the model.
import {readFileSync} from 'node:fs';
import {describe, expect, it} from 'vitest';
import {MODEL} from '../src/model.ts';
import {SNAPSHOT_FILE} from '../src/paths.ts';

/** Collections Directus allows without a licence (@directus/license CORE_LICENSE). */
const LICENCE_LIMIT = 25;

const snapshot = JSON.parse(readFileSync(SNAPSHOT_FILE, 'utf8')) as {
  collections: {collection: string}[];
};
const managed = snapshot.collections.map((entry) => entry.collection);

describe('the schema snapshot', () => {
  it(`manages at most ${LICENCE_LIMIT} collections`, () => {
    expect(managed.length, managed.join(', ')).toBeLessThanOrEqual(LICENCE_LIMIT);
  });

  it('manages exactly the collections of the model', () => {
    expect([...managed].sort()).toEqual(MODEL.map((def) => def.name).sort());
  });
});
