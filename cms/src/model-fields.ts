// The shapes model.ts describes collections with, and short constructors for its fields.
// create-schema.ts turns them into Directus collections, fields and relations; seed.ts into
// payloads.

/** A stored field type. On SQLite Directus keeps `decimal` as a float column. */
type ScalarType =
  'string' | 'text' | 'integer' | 'decimal' | 'boolean' | 'json' | 'time' | 'timestamp';

/** A dropdown value, with the German text the owner sees (shown as a label in lists too). */
export interface Choice {
  value: string;
  text: string;
}

/** A column of a collection. */
export interface ScalarField {
  kind: 'scalar';
  name: string;
  type: ScalarType;
  /** HTML from the CMS (sanitised at build): edited with the WYSIWYG editor. */
  html?: boolean;
  unique?: boolean;
  /** Fixed values for a dropdown: the schemas' picklists, or values with a German text. */
  choices?: readonly string[] | readonly Choice[];
  /** Column default (also filled into existing rows when the column is added). */
  defaultValue?: string | boolean;
  /** German field name shown in the app (the owner's collections). */
  label?: string;
  /** Shown read-only in the app (written by the order service only). */
  readonly?: boolean;
  note?: string;
}

/** A many-to-one: a file (`related: 'directus_files'`) or a record of another collection. */
interface ManyToOneField {
  kind: 'm2o';
  name: string;
  related: string;
  /** Type of the foreign key (the related primary key's type). */
  keyType: 'integer' | 'uuid';
  label?: string;
  readonly?: boolean;
  note?: string;
}

/** A one-to-many list of another collection's records that point here with `foreignKey`. */
interface OneToManyField {
  kind: 'o2m';
  name: string;
  related: string;
  foreignKey: string;
  note?: string;
}

/** A many-to-many through `junction` (`<this>_id` → here, `relatedKey` → `related`). */
export interface ManyToManyField {
  kind: 'm2m';
  name: string;
  junction: string;
  related: string;
  /** Junction field towards `related` (the fixtures' `subcategory_id`, files' `directus_files_id`). */
  relatedKey: string;
  relatedKeyType: 'integer' | 'uuid';
  /** Sortable junction (images keep their order). */
  sorted?: boolean;
  note?: string;
}

/** Any field except the primary key `id` and `translations`. */
export type FieldDef = ScalarField | ManyToOneField | OneToManyField | ManyToManyField;

/** A collection; `translations` lists the translated fields (each gets a junction collection). */
export interface CollectionDef {
  name: string;
  note: string;
  icon: string;
  singleton?: boolean;
  /** Primary key: auto-increment integer (default) or a string code (languages). */
  key?: 'integer' | 'string';
  /** A string key's field name and note (default: `code`, a language code). */
  keyField?: {name: string; label?: string; note: string};
  /** German singular and plural name shown in the app (the owner's collections). */
  label?: {singular: string; plural: string};
  /** Field the app sorts by (drag and drop). */
  sortField?: string;
  displayTemplate?: string;
  fields: FieldDef[];
  translations?: ScalarField[];
}

/** Adds `note` only when there is one, so the snapshot holds no empty notes. */
const withNote = (note?: string) => (note ? {note} : {});

export const str = (name: string, extra: Partial<ScalarField> = {}): ScalarField => ({
  kind: 'scalar',
  name,
  type: 'string',
  ...extra,
});
export const text = (name: string, html = false, note?: string): ScalarField => ({
  kind: 'scalar',
  name,
  type: 'text',
  html,
  ...withNote(note),
});
export const int = (name: string, note?: string): ScalarField => ({
  kind: 'scalar',
  name,
  type: 'integer',
  ...withNote(note),
});
export const dec = (name: string): ScalarField => ({kind: 'scalar', name, type: 'decimal'});
export const bool = (name: string): ScalarField => ({kind: 'scalar', name, type: 'boolean'});
export const json = (name: string, note?: string): ScalarField => ({
  kind: 'scalar',
  name,
  type: 'json',
  ...withNote(note),
});
export const time = (name: string): ScalarField => ({kind: 'scalar', name, type: 'time'});
export const stamp = (name: string): ScalarField => ({kind: 'scalar', name, type: 'timestamp'});
export const file = (name: string, note?: string): ManyToOneField => ({
  kind: 'm2o',
  name,
  related: 'directus_files',
  keyType: 'uuid',
  ...withNote(note),
});
export const m2o = (name: string, related: string, note?: string): ManyToOneField => ({
  kind: 'm2o',
  name,
  related,
  keyType: 'integer',
  ...withNote(note),
});
export const o2m = (name: string, related: string, foreignKey: string): OneToManyField => ({
  kind: 'o2m',
  name,
  related,
  foreignKey,
});
