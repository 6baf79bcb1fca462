// Directus hook: the order service is the only writer of order states, inbox records and stock.
// Directus 12 without a licence ignores field-level permissions ("custom permission rules"), so
// the owner's policy grants whole collections and this hook refuses the fields the owner may not
// write (docs/operations/directus.md). Plain JavaScript: Directus loads it as it is. server.ts
// copies this folder into the data folder's extensions/ and sets SHOP_SERVICE_ROLE.

/** What the owner (anyone but an admin or the service) may change in the service's records. */
const OWNER_MAY = {
  shop_order: ['owner_note'],
  inbox: ['handled', 'owner_note'],
  ecommerce_product_rating: ['status'],
};

/** Fields only the service writes in the owner's own collections (the ledger's count). */
const SERVICE_WRITES = {
  ecommerce_product: ['stock'],
  ecommerce_product_variant: ['stock'],
};

/** An error Directus answers with its status and message (duck-typed like @directus/errors). */
class RefusedError extends Error {
  constructor(message) {
    super(message);
    this.name = 'DirectusError';
    this.code = 'FORBIDDEN';
    this.status = 403;
    this.extensions = {};
  }
}

const list = (fields) => fields.map((field) => `„${field}“`).join(', ');

/** The payload's fields apart from the primary key. */
function changedFields(payload, collection, schema) {
  const primary = schema?.collections?.[collection]?.primary;
  return Object.keys(payload ?? {}).filter((field) => field !== primary);
}

export default ({filter}, {env}) => {
  const serviceRole = env.SHOP_SERVICE_ROLE;

  /** Who writes: 'system' (no user, an admin), 'service' or 'owner' (everyone else). */
  const writer = (accountability) => {
    if (!accountability || accountability.admin) return 'system';
    return serviceRole && accountability.role === serviceRole ? 'service' : 'owner';
  };

  filter('items.update', (payload, {collection}, {accountability, schema}) => {
    const who = writer(accountability);
    if (who === 'system') return payload;
    const fields = changedFields(payload, collection, schema);
    if (who === 'service') {
      const allowed = SERVICE_WRITES[collection];
      const others = allowed ? fields.filter((field) => !allowed.includes(field)) : [];
      if (others.length > 0) {
        throw new RefusedError(`The order service may only change ${list(allowed)} here.`);
      }
      return payload;
    }
    const allowed = OWNER_MAY[collection];
    const refused = allowed
      ? fields.filter((field) => !allowed.includes(field))
      : fields.filter((field) => (SERVICE_WRITES[collection] ?? []).includes(field));
    if (refused.length > 0) {
      throw new RefusedError(
        `${list(refused)} schreibt nur der Bestelldienst. Nutzen Sie die Aktionen ` +
          '(„Bestellung bearbeiten“, „Bestand anpassen“).',
      );
    }
    return payload;
  });

  // A product the owner creates (or copies) starts without stock: the ledger books it later.
  filter('items.create', (payload, {collection}, {accountability}) => {
    const guarded = SERVICE_WRITES[collection];
    if (!guarded || writer(accountability) !== 'owner' || !payload) return payload;
    const kept = {...payload};
    for (const field of guarded) delete kept[field];
    return kept;
  });
};
