// One push: the current state of a marked record, written to Directus. Orders and inbox records
// are found by primary key and updated, or created; ratings are found by `origin_id`; stock
// updates the product's or variant's `stock`. An inbox record or rating that no longer exists in
// SQLite (erased on request or by the retention sweep, decision 075) is deleted in Directus too;
// a missing order or stock item pushes nothing. Each push reads SQLite afresh, so whatever
// changed before it is in it.
import type {DatabaseSync} from 'node:sqlite';
import type {StaticCatalogue} from '@schaufenster/core';
import {CmsRequestError, type CmsClient, type CmsItem} from './client.ts';
import {inboxRecord} from './inboxRecord.ts';
import {orderRecord} from './orderRecord.ts';
import {ratingRecord} from './ratingRecord.ts';
import {nameUuid} from './recordIds.ts';
import type {CmsSyncKind} from './schema.ts';
import {stockRecord} from './stockRecord.ts';

/** The Directus collection of orders. */
export const ORDER_COLLECTION = 'shop_order';
/** The Directus collection of messages, requests and subscribers. */
export const INBOX_COLLECTION = 'inbox';
/** The Directus collection of ratings. */
export const RATING_COLLECTION = 'ecommerce_product_rating';

/** A marker to push. */
export interface CmsMarker {
  kind: CmsSyncKind;
  key: string;
}

/** Pushes one marker's record; throws a CmsRequestError (or another error) when it fails. */
export type CmsPush = (marker: CmsMarker, signal: AbortSignal) => Promise<void>;

/** What pushing needs. */
interface PushOptions {
  /** The service's connection (reads only). */
  db: DatabaseSync;
  /** The Directus calls. */
  client: CmsClient;
  /** Product and payment method names: the current catalogue, read once per push. */
  catalogue: () => StaticCatalogue;
  /** The data folder's namespace of inbox and rating ids. */
  namespace: string;
}

/** `record` without `field`. */
function without(record: CmsItem, field: string): CmsItem {
  const {[field]: _dropped, ...rest} = record;
  return rest;
}

/** The pusher over `options`. */
export function createCmsPush({db, client, catalogue, namespace}: PushOptions): CmsPush {
  // By primary key: update when Directus has it, else create. `check` refuses a record that
  // belongs to something else (an order number a new data folder hands out again).
  const upsert = async (
    collection: string,
    pk: string,
    record: CmsItem,
    signal: AbortSignal,
    check?: {field: string},
  ) => {
    const id = String(record[pk]);
    const fields = check ? [pk, check.field] : [pk];
    const found = await client.find(collection, pk, id, fields, signal);
    if (found === null) {
      await client.create(collection, record, signal);
      return;
    }
    if (check && found[check.field] !== record[check.field]) {
      throw new CmsRequestError(
        `${collection} ${id}`,
        409,
        `Directus holds another ${collection} ${id} (${check.field} ${String(found[check.field])}); not overwritten`,
        'OTHER_RECORD',
        true,
      );
    }
    await client.update(collection, id, without(record, pk), signal);
  };

  // The copy whose `field` is `value`, deleted; none there is nothing to do.
  const removeCopy = async (
    collection: string,
    field: string,
    value: string,
    signal: AbortSignal,
  ) => {
    const found = await client.find(collection, field, value, ['id'], signal);
    if (found !== null) await client.remove(collection, String(found['id']), signal);
  };

  return async ({kind, key}, signal) => {
    switch (kind) {
      case 'order': {
        const record = orderRecord(db, key, catalogue());
        if (record) {
          await upsert(ORDER_COLLECTION, 'order_number', record, signal, {field: 'order_uuid'});
        }
        return;
      }
      case 'inbox': {
        const record = inboxRecord(db, key, namespace, catalogue());
        if (record) await upsert(INBOX_COLLECTION, 'id', record, signal);
        else if (/^(contact|request|newsletter):\d+$/.test(key)) {
          await removeCopy(INBOX_COLLECTION, 'id', nameUuid(namespace, key), signal);
        }
        return;
      }
      case 'rating': {
        const record = ratingRecord(db, key, namespace);
        if (!record) {
          if (/^\d+$/.test(key)) {
            await removeCopy(
              RATING_COLLECTION,
              'origin_id',
              nameUuid(namespace, `rating:${key}`),
              signal,
            );
          }
          return;
        }
        const found = await client.find(
          RATING_COLLECTION,
          'origin_id',
          record.origin_id,
          ['id'],
          signal,
        );
        if (found === null) {
          await client.create(RATING_COLLECTION, record, signal);
          return;
        }
        // `pending` is where every rating starts: sending it again would undo an owner's
        // decision made in Directus since. A decision made through the service is sent.
        const update = without(record, 'origin_id');
        await client.update(
          RATING_COLLECTION,
          String(found['id']),
          record.status === 'pending' ? without(update, 'status') : update,
          signal,
        );
        return;
      }
      case 'stock': {
        const record = stockRecord(db, key);
        if (record) {
          await client.update(record.collection, record.id, {stock: record.stock}, signal);
        }
        return;
      }
    }
  };
}
