// Roles, policies, permissions and users of the owner's back office, created through the API (a
// schema snapshot holds none of them). Since Directus 11 permissions sit on policies; a role
// gets policies through directus_access.
//
// Directus 12 without a licence refuses "custom permission rules" (a field list other than `*`,
// an item filter, a validation or a preset; @directus/license CORE_LICENSE) and ignores them at
// run time. So every permission here covers a whole collection, and the fields only the order
// service writes are guarded by cms/extensions/shop-guard/. The system permissions of the owner
// are exactly the app's "recommended" ones, the only rules the licence lets through.
import {
  EXPORTS_FOLDER_ID,
  OWNER_POLICY_ID,
  OWNER_ROLE_ID,
  SERVICE_POLICY_ID,
  SERVICE_ROLE_ID,
} from './back-office-ids.ts';
import {MODEL} from './model.ts';
import type {Rest} from './rest.ts';

/** Logins of the back office (kept in the data folder's secrets.json). */
export interface BackOfficeLogin {
  ownerEmail: string;
  ownerPassword: string;
  /** Static token of the service's user: the order service's DIRECTUS_SERVICE_TOKEN. */
  serviceToken: string;
}

type Action = 'create' | 'read' | 'update' | 'delete';
type Permission = Record<string, unknown> & {collection: string; action: Action};

/** The collections the order service writes (besides `stock`). */
const SHOP_WRITTEN = ['shop_order', 'inbox', 'ecommerce_product_rating'];
/** The collections whose `stock` the service writes. */
const STOCKED = ['ecommerce_product', 'ecommerce_product_variant'];
const ALL: Action[] = ['create', 'read', 'update', 'delete'];

/** The site's content: every collection and junction table except the back office's own. */
function contentCollections(): string[] {
  const names: string[] = [];
  for (const def of MODEL) {
    if (SHOP_WRITTEN.includes(def.name)) continue;
    names.push(def.name);
    if (def.translations) names.push(`${def.name}_translations`);
    for (const field of def.fields) if (field.kind === 'm2m') names.push(field.junction);
  }
  return names;
}

const grant = (collections: string[], actions: Action[]): Permission[] =>
  collections.flatMap((collection) =>
    actions.map((action) => ({collection, action, fields: ['*']})),
  );

/**
 * The app's recommended permissions the owner needs (files, folders, users, comments, manual
 * Flows), copied exactly from @directus/system-data: any difference makes them custom rules.
 */
const OWNER_SYSTEM: Permission[] = [
  {collection: 'directus_comments', action: 'read', permissions: {}, fields: ['*']},
  {collection: 'directus_files', action: 'create', permissions: {}, fields: ['*']},
  {collection: 'directus_files', action: 'read', permissions: {}, fields: ['*']},
  {
    collection: 'directus_files',
    action: 'update',
    permissions: {uploaded_by: {_eq: '$CURRENT_USER'}},
    fields: [
      'title',
      'description',
      'tags',
      'location',
      'folder',
      'focal_point_x',
      'focal_point_y',
      'filename_download',
    ],
  },
  {
    collection: 'directus_files',
    action: 'delete',
    permissions: {uploaded_by: {_eq: '$CURRENT_USER'}},
    fields: ['*'],
  },
  {collection: 'directus_folders', action: 'create', permissions: {}, fields: ['*']},
  {collection: 'directus_folders', action: 'read', permissions: {}, fields: ['*']},
  {collection: 'directus_folders', action: 'update', permissions: {}, fields: ['*']},
  {collection: 'directus_users', action: 'read', permissions: {}, fields: ['*']},
  {collection: 'directus_roles', action: 'read', permissions: {}, fields: ['*']},
  {
    collection: 'directus_flows',
    action: 'read',
    permissions: {trigger: {_eq: 'manual'}},
    fields: ['id', 'status', 'name', 'icon', 'color', 'options', 'trigger'],
  },
];

/** The owner: all content; orders, inbox and ratings to read and (guarded) update. */
function ownerPermissions(): Permission[] {
  return [
    ...grant(contentCollections(), ALL),
    ...grant(SHOP_WRITTEN, ['read', 'update']),
    ...OWNER_SYSTEM,
  ];
}

/**
 * The service: reads content, writes the shop collections, (guarded) updates stock, exports. It
 * deletes the copies of messages and ratings erased on request or by the retention sweep
 * (decision 075); orders are never deleted, only stripped of what the tax record does not need.
 */
function servicePermissions(): Permission[] {
  return [
    ...grant(contentCollections(), ['read']),
    ...grant(SHOP_WRITTEN, ['create', 'read', 'update']),
    ...grant(['inbox', 'ecommerce_product_rating'], ['delete']),
    ...grant(STOCKED, ['update']),
    ...grant(['directus_files', 'directus_folders'], ['create', 'read']),
  ];
}

/** Creates the back office's folder, policies, roles, permissions and users; the owner's id. */
export async function seedAccess(rest: Rest, login: BackOfficeLogin): Promise<string> {
  await rest.request('POST', '/folders', {id: EXPORTS_FOLDER_ID, name: 'Exporte'});
  await rest.request('POST', '/policies', [
    {
      id: OWNER_POLICY_ID,
      name: 'Inhaber',
      icon: 'storefront',
      description: 'Inhalte pflegen, Bestellungen und Nachrichten sehen, Aktionen ausführen',
      app_access: true,
      admin_access: false,
    },
    {
      id: SERVICE_POLICY_ID,
      name: 'Bestelldienst',
      icon: 'sync',
      description: 'Der Bestelldienst: schreibt Bestellungen, Posteingang, Bewertungen und Bestand',
      app_access: false,
      admin_access: false,
    },
  ]);
  await rest.request('POST', '/roles', [
    {id: OWNER_ROLE_ID, name: 'Inhaber', icon: 'storefront'},
    {id: SERVICE_ROLE_ID, name: 'Bestelldienst', icon: 'sync'},
  ]);
  await rest.request('POST', '/access', [
    {role: OWNER_ROLE_ID, policy: OWNER_POLICY_ID},
    {role: SERVICE_ROLE_ID, policy: SERVICE_POLICY_ID},
  ]);
  await rest.request('POST', '/permissions', [
    ...ownerPermissions().map((permission) => ({...permission, policy: OWNER_POLICY_ID})),
    ...servicePermissions().map((permission) => ({...permission, policy: SERVICE_POLICY_ID})),
  ]);
  const owner = await rest.request<{id: string}>('POST', '/users', {
    email: login.ownerEmail,
    password: login.ownerPassword,
    first_name: 'Inhaber',
    role: OWNER_ROLE_ID,
    language: 'de-DE',
    // No mail server is configured for Directus itself; notifications show in the app.
    email_notifications: false,
  });
  await rest.request('POST', '/users', {
    email: 'bestelldienst@example.com',
    first_name: 'Bestelldienst',
    role: SERVICE_ROLE_ID,
    token: login.serviceToken,
    email_notifications: false,
  });
  return owner.id;
}
