// Creates the collections, fields and relations of model.ts in a running Directus through its
// API. Only snapshot.ts uses this; everyone else applies the committed snapshot.
import {
  MODEL,
  type CollectionDef,
  type FieldDef,
  type ManyToManyField,
  type ScalarField,
} from './model.ts';
import type {Rest} from './rest.ts';

type Json = Record<string, unknown>;

interface RelationDef {
  collection: string;
  field: string;
  related_collection: string;
  meta: Json;
  schema: Json;
}

/** The app language of the owner's German names. */
const GERMAN = 'de-DE';

const INTERFACES: Record<ScalarField['type'], string> = {
  string: 'input',
  text: 'input-multiline',
  integer: 'input',
  decimal: 'input',
  boolean: 'boolean',
  json: 'input-code',
  time: 'datetime',
  timestamp: 'datetime',
};

function scalarField(field: ScalarField): Json {
  const meta: Json = {interface: INTERFACES[field.type]};
  if (field.html) meta.interface = 'input-rich-text-html';
  if (field.type === 'json') {
    meta.special = ['cast-json'];
    meta.options = {language: 'JSON'};
  }
  if (field.type === 'boolean') meta.special = ['cast-boolean'];
  if (field.choices) {
    const choices = field.choices.map((choice) =>
      typeof choice === 'string' ? {text: choice, value: choice} : {...choice},
    );
    meta.interface = 'select-dropdown';
    meta.options = {choices};
    // Values with a German text show that text in lists too.
    if (field.choices.some((choice) => typeof choice !== 'string')) {
      Object.assign(meta, {display: 'labels', display_options: {choices}});
    }
  }
  if (field.note) meta.note = field.note;
  if (field.readonly) meta.readonly = true;
  Object.assign(meta, labelled(field.label));
  const schema: Json = {};
  if (field.unique) schema.is_unique = true;
  if (field.defaultValue !== undefined) schema.default_value = field.defaultValue;
  if (field.type === 'decimal') Object.assign(schema, {numeric_precision: 10, numeric_scale: 2});
  return {field: field.name, type: field.type, meta, schema};
}

/** The app's field name in German (meta translations), when the model gives one. */
function labelled(label: string | undefined): Json {
  return label ? {translations: [{language: GERMAN, translation: label}]} : {};
}

function primaryKey(def: CollectionDef): Json {
  if (def.key === 'string') {
    const key = def.keyField ?? {name: 'code', note: 'Language code, e.g. de'};
    return {
      field: key.name,
      type: 'string',
      meta: {interface: 'input', note: key.note, ...labelled(key.label)},
      schema: {is_primary_key: true, is_nullable: false},
    };
  }
  return {
    field: 'id',
    type: 'integer',
    meta: {interface: 'input', readonly: true, hidden: true},
    schema: {is_primary_key: true, has_auto_increment: true},
  };
}

function collectionMeta(def: CollectionDef, hidden = false): Json {
  return {
    icon: def.icon,
    note: def.note,
    singleton: def.singleton ?? false,
    hidden,
    ...(def.sortField ? {sort_field: def.sortField} : {}),
    ...(def.displayTemplate ? {display_template: def.displayTemplate} : {}),
    ...(def.label
      ? {translations: [{language: GERMAN, translation: def.label.plural, ...def.label}]}
      : {}),
  };
}

/** Columns and aliases of one collection, plus the relations its fields need. */
function fieldsOf(def: CollectionDef, relations: Map<string, RelationDef>): Json[] {
  const fields: Json[] = [primaryKey(def)];
  for (const field of def.fields) fields.push(fieldOf(def.name, field, relations));
  if (def.translations) {
    fields.push({
      field: 'translations',
      type: 'alias',
      meta: {special: ['translations'], interface: 'translations', options: {}},
    });
  }
  return fields;
}

function fieldOf(collection: string, field: FieldDef, relations: Map<string, RelationDef>): Json {
  switch (field.kind) {
    case 'scalar':
      return scalarField(field);
    case 'm2o': {
      const isFile = field.related === 'directus_files';
      addRelation(relations, {
        collection,
        field: field.name,
        related_collection: field.related,
        meta: {one_field: null},
        schema: {on_delete: 'SET NULL'},
      });
      return {
        field: field.name,
        type: field.keyType,
        meta: {
          interface: isFile ? 'file-image' : 'select-dropdown-m2o',
          special: isFile ? ['file'] : ['m2o'],
          ...(field.note ? {note: field.note} : {}),
          ...(field.readonly ? {readonly: true} : {}),
          ...labelled(field.label),
        },
        schema: {},
      };
    }
    case 'o2m':
      // The related collection's many-to-one carries the relation; name its list here.
      addRelation(relations, {
        collection: field.related,
        field: field.foreignKey,
        related_collection: collection,
        meta: {one_field: field.name, one_deselect_action: 'delete'},
        schema: {on_delete: 'CASCADE'},
      });
      return {
        field: field.name,
        type: 'alias',
        meta: {special: ['o2m'], interface: 'list-o2m'},
      };
    case 'm2m':
      addJunctionRelations(collection, field, relations);
      return {
        field: field.name,
        type: 'alias',
        meta: {
          special: [field.related === 'directus_files' ? 'files' : 'm2m'],
          interface: field.related === 'directus_files' ? 'files' : 'list-m2m',
        },
      };
  }
}

function addRelation(relations: Map<string, RelationDef>, relation: RelationDef): void {
  const key = `${relation.collection}.${relation.field}`;
  const known = relations.get(key);
  if (!known) {
    relations.set(key, relation);
    return;
  }
  // An o2m and the many-to-one it reads are one relation: a null never hides a known value.
  const merged = (a: Json, b: Json) =>
    Object.fromEntries(
      [...new Set([...Object.keys(a), ...Object.keys(b)])].map((name) => [
        name,
        b[name] ?? a[name],
      ]),
    );
  relations.set(key, {
    ...relation,
    meta: merged(known.meta, relation.meta),
    schema: merged(known.schema, relation.schema),
  });
}

function addJunctionRelations(
  collection: string,
  field: ManyToManyField,
  relations: Map<string, RelationDef>,
): void {
  const ownKey = `${collection}_id`;
  addRelation(relations, {
    collection: field.junction,
    field: ownKey,
    related_collection: collection,
    meta: {
      one_field: field.name,
      junction_field: field.relatedKey,
      sort_field: field.sorted ? 'sort' : null,
      one_deselect_action: 'delete',
    },
    schema: {on_delete: 'CASCADE'},
  });
  addRelation(relations, {
    collection: field.junction,
    field: field.relatedKey,
    related_collection: field.related,
    meta: {one_field: null, junction_field: ownKey},
    schema: {on_delete: 'CASCADE'},
  });
}

function junctionCollections(def: CollectionDef): {name: string; fields: Json[]}[] {
  const result: {name: string; fields: Json[]}[] = [];
  const id = primaryKey({...def, key: 'integer'});
  for (const field of def.fields) {
    if (field.kind !== 'm2m') continue;
    result.push({
      name: field.junction,
      fields: [
        id,
        {field: `${def.name}_id`, type: 'integer', meta: {hidden: true}, schema: {}},
        {
          field: field.relatedKey,
          type: field.relatedKeyType,
          // 'file' keeps a UUID key typed uuid on SQLite (char(36) would read back as a string,
          // and every later schema apply would turn it into varchar and back).
          meta: {hidden: true, ...(field.relatedKeyType === 'uuid' ? {special: ['file']} : {})},
          schema: {},
        },
        ...(field.sorted
          ? [{field: 'sort', type: 'integer', meta: {hidden: true}, schema: {}}]
          : []),
      ],
    });
  }
  return result;
}

/**
 * Creates every collection of the model, then every relation. Junction tables (translations,
 * many-to-many) are created without collection meta: Directus 12 without a licence counts at most
 * 25 collections, and tables without meta do not count (license/entitlements/lib/collections.js).
 */
export async function createSchema(rest: Rest, log: (message: string) => void): Promise<void> {
  const relations = new Map<string, RelationDef>();
  for (const def of MODEL) {
    await rest.request('POST', '/collections', {
      collection: def.name,
      meta: collectionMeta(def),
      schema: {},
      fields: fieldsOf(def, relations),
    });
    for (const junction of junctionCollections(def)) {
      await rest.request('POST', '/collections', {
        collection: junction.name,
        meta: null,
        schema: {},
        fields: junction.fields,
      });
    }
    if (def.translations) {
      const junction = `${def.name}_translations`;
      await rest.request('POST', '/collections', {
        collection: junction,
        meta: null,
        schema: {},
        fields: [
          primaryKey({...def, key: 'integer'}),
          {field: `${def.name}_id`, type: 'integer', meta: {hidden: true}, schema: {}},
          {field: 'language', type: 'string', meta: {hidden: true}, schema: {}},
          ...def.translations.map(scalarField),
        ],
      });
      addRelation(relations, {
        collection: junction,
        field: `${def.name}_id`,
        related_collection: def.name,
        meta: {
          one_field: 'translations',
          junction_field: 'language',
          one_deselect_action: 'delete',
        },
        schema: {on_delete: 'CASCADE'},
      });
      addRelation(relations, {
        collection: junction,
        field: 'language',
        related_collection: 'languages',
        meta: {one_field: null, junction_field: `${def.name}_id`},
        schema: {on_delete: 'CASCADE'},
      });
    }
    log(`collection ${def.name}`);
  }
  for (const relation of relations.values()) {
    await rest.request('POST', '/relations', relation);
  }
  log(`${relations.size} relations`);
}
