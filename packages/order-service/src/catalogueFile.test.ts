// A service started from the build's files (`--catalogue <dist>/shop-catalogue.json`, how a site
// built from Directus runs it) takes the shop content the build writes beside the catalogue: the
// contract confirmation carries the AGB and the company's address, the owner's mails an address.
import {copyFile, mkdir, mkdtemp, readFile, rm, writeFile} from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {SHOP_CONTENT_FILE, shopContentOf, staticCatalogueFile} from '@schaufenster/core';
import {createFixtureSource} from '@schaufenster/core/node';
import {renderMail} from '@schaufenster/mail';
import {loadCatalogueFile} from './catalogue.ts';
import {startSmtpServer, type TestSmtpServer} from './outbox/smtpServer.testing.ts';
import {PAYMENT, placeOrder} from './payments.testing.ts';
import {payWithPaypal} from './providers/paypal/standIn.testing.ts';
import {
  orderBody,
  post,
  startTestService,
  withAmpleStock,
  type TestService,
} from './testService.testing.ts';

const JEWELLER_DIR = fileURLToPath(
  new URL('../../../fixtures/retailers/juwelier-morgenstern', import.meta.url),
);
const OWNER = 'info@juwelier-morgenstern.example';

let tmp = '';
let dist = '';

/** Writes the catalogue, the shop content and the logo the way the site build does. */
beforeAll(async () => {
  tmp = await mkdtemp(path.join(os.tmpdir(), 'order-service-catalogue-file-'));
  dist = path.join(tmp, 'dist');
  const site = await createFixtureSource(JEWELLER_DIR).load();
  await mkdir(path.join(dist, 'images'), {recursive: true});
  await copyFile(path.join(JEWELLER_DIR, 'images/logo.svg'), path.join(dist, 'images/logo.svg'));
  await writeFile(
    path.join(dist, 'shop-catalogue.json'),
    JSON.stringify(staticCatalogueFile(site)),
  );
  const content = shopContentOf(site, (name) => `images/${name.toLowerCase()}`);
  await writeFile(path.join(dist, SHOP_CONTENT_FILE), JSON.stringify(content));
});

afterAll(async () => {
  if (tmp) await rm(tmp, {recursive: true, force: true});
});

/** A copy of the build's files in a folder of its own, with `content` as the content file. */
async function distWith(name: string, content: string | null): Promise<string> {
  const dir = path.join(tmp, name);
  await mkdir(dir);
  await copyFile(path.join(dist, 'shop-catalogue.json'), path.join(dir, 'shop-catalogue.json'));
  if (content !== null) await writeFile(path.join(dir, SHOP_CONTENT_FILE), content);
  return path.join(dir, 'shop-catalogue.json');
}

describe('loadCatalogueFile', () => {
  it('accepts the project name the built site sends, and the domain', async () => {
    const loaded = await loadCatalogueFile(path.join(dist, 'shop-catalogue.json'));
    expect(loaded.projects).toEqual(['juwelier-morgenstern', 'juwelier-morgenstern.example']);
  });

  it('accepts the domain alone from an older build, and says how to fix it', async () => {
    const file = await distWith('older', null);
    const {project: _dropped, ...older} = JSON.parse(await readFile(file, 'utf8')) as Record<
      string,
      unknown
    >;
    await writeFile(file, JSON.stringify(older));
    const lines: string[] = [];
    const loaded = await loadCatalogueFile(file, (line) => lines.push(line));
    expect(loaded.projects).toEqual(['juwelier-morgenstern.example']);
    expect(lines.join('\n')).toContain('names no project');
  });

  it('reads the shop content beside the catalogue, the logo inside the output folder', async () => {
    const lines: string[] = [];
    const loaded = await loadCatalogueFile(path.join(dist, 'shop-catalogue.json'), (line) =>
      lines.push(line),
    );
    expect(loaded.shop).toMatchObject({name: 'Juwelier Morgenstern', email: OWNER});
    expect(loaded.shop?.logoFile).toBe(path.join(dist, 'images/logo.svg'));
    expect(loaded.shop?.legal?.terms).toContain('Allgemeine Geschäftsbedingungen');
    expect(lines).toEqual([]);
  });

  it('says once that the mails lack the shop when there is no content file', async () => {
    const lines: string[] = [];
    const loaded = await loadCatalogueFile(await distWith('bare', null), (line) =>
      lines.push(line),
    );
    expect(loaded.shop).toBeUndefined();
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain(`No ${SHOP_CONTENT_FILE} beside the catalogue`);
  });

  it.each([
    ['a bad colour', JSON.stringify({name: 'X', address: [], brandColor: 'bunt'}), /brandColor: /],
    [
      'a logo outside the output folder',
      JSON.stringify({name: 'X', address: [], brandColor: '#123456', logoFile: '../../key.png'}),
      /logoFile: expected a relative path/,
    ],
    ['no JSON', '{"name": ', /Cannot read shop content .*shop-content\.json/],
  ])('refuses a content file with %s, naming the file and the field', async (what, text, why) => {
    const file = await distWith(what.replaceAll(' ', '-'), text);
    const loading = loadCatalogueFile(file, () => {});
    await expect(loading).rejects.toThrow(why);
    await expect(loading).rejects.toThrow(path.join(path.dirname(file), SHOP_CONTENT_FILE));
  });
});

describe('a service started from the build files', () => {
  let smtp: TestSmtpServer;
  let test: TestService;

  beforeAll(async () => {
    smtp = await startSmtpServer();
    const loaded = await loadCatalogueFile(path.join(dist, 'shop-catalogue.json'));
    // Two orders of the same piece: the stock ledger's own tests use the real stock.
    test = await startTestService({
      catalogue: withAmpleStock(loaded.catalogue),
      projects: loaded.projects,
      mail: {
        smtpUrl: smtp.url,
        ...(loaded.shop ? {shop: loaded.shop} : {}),
        render: renderMail,
        timing: {pollMs: 20, retryScheduleMs: [20]},
      },
    });
  });

  afterAll(async () => {
    await test.close();
    await smtp.close();
  });

  it('confirms the contract with the AGB, the Widerrufsbelehrung, the address and the logo', async () => {
    const order = await placeOrder(test.url, {payment_method: PAYMENT.paypal});
    const paypal = test.paypal;
    if (paypal === null) throw new Error('no PayPal stand-in');
    expect((await payWithPaypal(paypal, order, test.url)).status).toBe(200);
    // order-received, payment-received, owner-new-order, order-confirmed (decision 067).
    const mails = await smtp.waitFor(4);
    const rows = test.rows('outbox');
    const idOf = (kind: string) => rows.find((row) => row['kind'] === kind)?.['message_id'];
    const confirmation = mails.find((mail) => mail.mail.messageId === idOf('order-confirmed'));
    const owners = mails.find((mail) => mail.mail.messageId === idOf('owner-new-order'));
    // The owner's mail goes to the company's address from the content file.
    expect(owners?.rcptTo).toEqual([OWNER]);
    const html = typeof confirmation?.mail.html === 'string' ? confirmation.mail.html : '';
    expect(html).toContain('Allgemeine Geschäftsbedingungen');
    expect(html).toContain('Widerrufsbelehrung');
    expect(html).toContain('Goethestraße');
    expect(confirmation?.mail.text).toContain('Juwelier Morgenstern');
    const logo = confirmation?.mail.attachments.find((file) => file.cid === 'logo');
    expect(logo?.contentType).toBe('image/png');
  });

  it('takes an order carrying the project name, as the built pages send it', async () => {
    const answer = await post(`${test.url}/ecom/order`, {
      ...orderBody({payment_method: PAYMENT.prepayment}),
      project: 'juwelier-morgenstern',
    });
    expect(answer.status).toBe(200);
  });
});
