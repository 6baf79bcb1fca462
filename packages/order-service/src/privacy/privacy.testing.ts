// Test support (not exported): one person's records of every kind, written through the running
// service's endpoints, and a second connection to the data folder as `npm run orders` opens it.
import path from 'node:path';
import {DatabaseSync} from 'node:sqlite';
import {ORDER_PATHS} from '@schaufenster/core';
import {DATABASE_FILE, FORM_PATHS} from '../limits.ts';
import {JEWELLER_DOMAIN, orderBody, post} from '../testService.testing.ts';

/** The owner token of the privacy tests. */
export const PRIVACY_OWNER_TOKEN = 'owner-token-for-privacy-tests';

/** What `seedPerson` wrote. */
export interface SeededPerson {
  /** The order numbers, in the order placed. */
  orders: string[];
}

async function posted(url: string, body: unknown): Promise<Record<string, unknown>> {
  const answer = await post(url, body);
  if (answer.status !== 200) throw new Error(`${url}: ${answer.status} ${JSON.stringify(answer)}`);
  return answer.body;
}

/**
 * Writes, for `email` and `name`: `orders` prepayment orders of product 119, a contact message,
 * a product request, a rating and a newsletter sign-up.
 */
export async function seedPerson(
  url: string,
  email: string,
  name: string,
  orders = 1,
): Promise<SeededPerson> {
  const project = {project: JEWELLER_DOMAIN};
  const numbers: string[] = [];
  const [first = name, last = ''] = name.split(' ');
  for (let index = 0; index < orders; index += 1) {
    const body = await posted(`${url}${ORDER_PATHS.order}`, {
      ...orderBody({
        customer_email: email,
        payment_method: 1,
        comment: 'Bitte als Geschenk verpacken',
        shipping_address: {
          first_name: first,
          last_name: last,
          street: 'Hauptstraße',
          number: '1',
          zip_code: '60311',
          city: 'Frankfurt am Main',
          country_code: 'DE',
          phone: '069 1234567',
        },
        products: [{product: 119, variant: null, personalization: {}, count: 1, price_brutto: 89}],
        total_price_brutto: 98.9,
      }),
      ...project,
    });
    numbers.push(String(body['order_id']));
  }
  await posted(`${url}${FORM_PATHS.contact}`, {
    name,
    email,
    message: 'Haben Sie samstags geöffnet?',
    privacy_accepted: true,
    lang: 'de',
  });
  await posted(`${url}${ORDER_PATHS.request}`, {
    ...project,
    product: 101,
    name,
    email,
    message: 'Gibt es den Ring in 54?',
  });
  await posted(`${url}${ORDER_PATHS.rating}`, {
    ...project,
    product: 118,
    rating: 5,
    name,
    comment: 'Wunderschön',
  });
  await posted(`${url}${FORM_PATHS.newsletter}`, {email, lang: 'de'});
  return {orders: numbers};
}

/** Runs an owner action (`cancel`, `paid`, …) on order `orderId`. */
export async function ownerAction(url: string, orderId: string, action: string): Promise<void> {
  const answer = await post(
    `${url}/owner/orders/${orderId}/state`,
    {action},
    {Authorization: `Bearer ${PRIVACY_OWNER_TOKEN}`},
  );
  if (answer.status !== 200) throw new Error(`${action} refused: ${JSON.stringify(answer)}`);
}

/** A connection to the database of `dataDir`, as `npm run orders` opens it. */
export function openDataFolder(dataDir: string): DatabaseSync {
  return new DatabaseSync(path.join(dataDir, DATABASE_FILE), {timeout: 5_000});
}
