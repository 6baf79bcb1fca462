// Directus answers differ from fixture files in ways the record schemas should not have to know:
// every field is present (null where unset), PostgreSQL sends decimals as strings, and a
// many-to-many files field wraps each file in a junction row. This maps such an answer onto
// the fixture shape, guided by the record schema, before the shared validation (decision 019).
import * as v from 'valibot';
import {ImageSchema} from '../model/common.ts';
import {FILES_JUNCTION_FIELD} from './fields.ts';
import {acceptsNull, choices, isObjectNode, nodeOf, unwrap, type SchemaNode} from './schemaWalk.ts';

const IMAGE = unwrap(nodeOf(ImageSchema));
const NUMERIC = /^-?\d+(\.\d+)?(e[+-]?\d+)?$/i;
// A timestamp without a zone, as Directus `dateTime` fields and spreadsheets write them.
const ZONELESS_TIMESTAMP = /^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?$/;

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

/**
 * Reshapes one raw record for `schema` (fixture file or Directus; decisions 019, 029): a null where
 * the schema takes no null is dropped (so defaults apply as for a missing field), numeric strings
 * become numbers and `"true"`/`"false"` booleans where one is due, a timestamp without a zone is
 * read as UTC, and `{directus_files_id: file}` junction rows become the file. Nothing is validated.
 */
export function normaliseRecord(schema: v.GenericSchema, value: unknown): unknown {
  return normalise(nodeOf(schema), value);
}

function normalise(node: SchemaNode, value: unknown): unknown {
  if (value === null || value === undefined) return value;
  const inner = unwrap(node);
  if (inner.type === 'lazy' && inner.getter) return normalise(inner.getter(value), value);
  if (inner.type === 'number' && typeof value === 'string' && NUMERIC.test(value.trim())) {
    return Number(value);
  }
  if (inner.type === 'boolean' && (value === 'true' || value === 'false')) return value === 'true';
  if (isTimestampNode(inner) && typeof value === 'string' && ZONELESS_TIMESTAMP.test(value)) {
    return `${value}${value.length === 16 ? ':00' : ''}Z`;
  }
  if (inner.type === 'array' && inner.item && Array.isArray(value)) {
    const item = inner.item;
    return value.map((entry: unknown) => normalise(item, entry));
  }
  const options = choices(inner);
  if (options.length > 0) return normaliseChoice(inner, options, value);
  if (isObjectNode(inner) && isPlainObject(value)) {
    const junction = value[FILES_JUNCTION_FIELD];
    if (inner === IMAGE && isPlainObject(junction)) return normalise(inner, junction);
    const result: Record<string, unknown> = {...value};
    for (const [key, entry] of Object.entries(inner.entries)) {
      if (!(key in result)) continue;
      if (result[key] === null && !acceptsNull(entry)) delete result[key];
      else result[key] = normalise(entry, result[key]);
    }
    return result;
  }
  return value;
}

function isTimestampNode(node: SchemaNode): boolean {
  return node.type === 'string' && (node.pipe ?? []).some((step) => step.type === 'iso_timestamp');
}

function normaliseChoice(node: SchemaNode, options: SchemaNode[], value: unknown): unknown {
  // A variant is decided by its key (menu entries: position).
  if (node.type === 'variant' && node.key !== undefined && isPlainObject(value)) {
    const key = node.key;
    const chosen = options.find(
      (option) =>
        isObjectNode(option) &&
        option.entries[key] !== undefined &&
        v.is(option.entries[key] as unknown as v.GenericSchema, value[key]),
    );
    return chosen ? normalise(chosen, value) : value;
  }
  // A union keeps a value one option takes as it is (a text day stays text), else reshapes.
  if (options.some((option) => v.is(option as unknown as v.GenericSchema, value))) return value;
  for (const option of options) {
    const reshaped = normalise(option, value);
    if (v.is(option as unknown as v.GenericSchema, reshaped)) return reshaped;
  }
  return value;
}
