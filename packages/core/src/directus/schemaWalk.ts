// Reading valibot schemas structurally: which entries are objects or lists of objects, and
// which accept null. Shared by the field list and the record normaliser of the Directus source.
import * as v from 'valibot';

/** A valibot schema seen structurally (the properties this walk reads). */
export interface SchemaNode {
  type: string;
  entries?: Record<string, SchemaNode>;
  item?: SchemaNode;
  wrapped?: SchemaNode;
  options?: unknown[];
  key?: string;
  getter?: (input: unknown) => SchemaNode;
  /** The schema and actions of a `v.pipe` (the node's own type is its first schema's). */
  pipe?: readonly {type: string}[];
}

/** Views a schema as a node. */
export function nodeOf(schema: v.GenericSchema): SchemaNode {
  return schema as unknown as SchemaNode;
}

const WRAPPERS = new Set([
  'optional',
  'nullable',
  'nullish',
  'exact_optional',
  'undefinedable',
  'non_optional',
  'non_nullable',
  'non_nullish',
]);
const OBJECTS = new Set(['object', 'loose_object', 'strict_object', 'object_with_rest']);

/** The schema inside optional/nullable/… wrappers. */
export function unwrap(node: SchemaNode): SchemaNode {
  let current = node;
  while (WRAPPERS.has(current.type) && current.wrapped) current = current.wrapped;
  return current;
}

/** Whether the node is an object schema with entries. */
export function isObjectNode(node: SchemaNode): node is SchemaNode & {
  entries: Record<string, SchemaNode>;
} {
  return OBJECTS.has(node.type) && node.entries !== undefined;
}

/** The schemas a union or variant chooses from (empty for anything else). */
export function choices(node: SchemaNode): SchemaNode[] {
  if ((node.type === 'union' || node.type === 'variant') && Array.isArray(node.options)) {
    return node.options as SchemaNode[];
  }
  return [];
}

/** Whether `schema` accepts null as it is. */
export function acceptsNull(node: SchemaNode): boolean {
  return v.is(node as unknown as v.GenericSchema, null);
}
