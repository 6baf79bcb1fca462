// The `fields` list a collection is read with, derived from its record schema: `*` plus `<path>.*`
// for every entry that holds an object or a list of objects, so relations (files, translations,
// m2o, o2m, m2m junctions) come back expanded. Directus skips a dotted path whose root is not a
// relation, so the same list also fits entries stored as JSON fields (decision 019).
import type * as v from 'valibot';
import {ImageSchema} from '../model/common.ts';
import {choices, isObjectNode, nodeOf, unwrap, type SchemaNode} from './schemaWalk.ts';

/** Directus's junction field towards directus_files in a many-to-many "files" field. */
export const FILES_JUNCTION_FIELD = 'directus_files_id';

const IMAGE = unwrap(nodeOf(ImageSchema));

/** The Directus `fields` to read a record of `schema` with. */
export function directusFields(schema: v.GenericSchema): string[] {
  const paths = new Set<string>(['*']);
  collect(nodeOf(schema), '', paths, new Set());
  return [...paths];
}

/** Whether a node holds an object (directly, in a list, behind a lazy or a union). */
function holdsObjects(node: SchemaNode, seen: Set<SchemaNode>): boolean {
  const inner = unwrap(node);
  if (inner.type === 'lazy' && inner.getter) {
    if (seen.has(inner)) return true;
    return holdsObjects(inner.getter(undefined), new Set(seen).add(inner));
  }
  if (inner.type === 'array' && inner.item) return holdsObjects(inner.item, seen);
  if (isObjectNode(inner)) return true;
  return choices(inner).some((option) => holdsObjects(option, seen));
}

function collect(node: SchemaNode, prefix: string, paths: Set<string>, lazy: Set<SchemaNode>) {
  const inner = unwrap(node);
  if (inner.type === 'lazy' && inner.getter) {
    // A recursive schema (menu sub-links) is followed once per path, then left to `*`.
    if (lazy.has(inner)) return;
    collect(inner.getter(undefined), prefix, paths, new Set(lazy).add(inner));
    return;
  }
  if (inner.type === 'array' && inner.item) {
    // A list of files may be a many-to-many junction: expand the file behind it too.
    if (prefix !== '' && unwrap(inner.item) === IMAGE) {
      paths.add(`${prefix}.${FILES_JUNCTION_FIELD}.*`);
    }
    collect(inner.item, prefix, paths, lazy);
    return;
  }
  for (const option of choices(inner)) collect(option, prefix, paths, lazy);
  if (!isObjectNode(inner)) return;
  for (const [key, entry] of Object.entries(inner.entries)) {
    if (!holdsObjects(entry, lazy)) continue;
    const path = prefix === '' ? key : `${prefix}.${key}`;
    paths.add(`${path}.*`);
    collect(entry, path, paths, lazy);
  }
}
