// The deployment smoke test (docs/operations/deploy.md, "The smoke test"): the page's shell blocks
// run in order with bash, with only the variables of its first block set; the order service runs
// from the unit those blocks filled in, in production mode on the built catalogue, and mails an
// SMTP catcher. Debian's nginx, then Caddy, serve the site with the configs the blocks filled in,
// and through each a shopper orders, writes, signs up for the newsletter and confirms it, and two
// visitors keep rate limits of their own. Skipped, with a message, where a server is missing.
import {readdir, readFile, mkdir, mkdtemp, rm} from 'node:fs/promises';
import {request} from 'node:http';
import os from 'node:os';
import path from 'node:path';
import {setTimeout as sleep} from 'node:timers/promises';
import {simpleParser, type AddressObject, type ParsedMail} from 'mailparser';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {
  confirmNewsletter,
  localizedPath,
  newsletterActionUrl,
  tokenFromSearch,
} from '@schaufenster/core';
import {REPO_ROOT} from '../../packages/site/src/build/options.ts';
import {
  ORDERS_UNIT_FILE,
  PUBLISH_UNIT_FILE,
} from '../../packages/site/src/build/output/systemdUnits.ts';
import {startMailCatcher, type MailCatcher} from '../e2e/support/mailCatcher.ts';
import {
  freePort,
  HOST_SERVERS,
  isInstalled,
  type HostServerName,
} from '../e2e/support/hostServers.ts';
import {
  deployBlocks,
  deployScript,
  runBash,
  serviceStart,
  settingNames,
  startFromUnit,
  tail,
  type StartedService,
} from './deployDoc.ts';
import {startWebServer, type RunningWebServer} from './webServer.ts';

const SERVERS: HostServerName[] = ['nginx', 'caddy'];
const missing = SERVERS.filter((name) => !isInstalled(name));
for (const name of missing) {
  console.warn(
    `deploy.test.ts: ${HOST_SERVERS[name]} is missing, the deployment with ${name} is skipped ` +
      '(install Debian\'s "nginx-light caddy", or run npm test as root to have it installed)',
  );
}
const anyServer = missing.length < SERVERS.length;

/** Kept between runs, so the documented build is incremental after the first run. */
const SITE_DIR = path.join(REPO_ROOT, 'node_modules/.cache/schaufenster-deploy/site');
/** The documented build and the rest of the blocks, on a busy two-core machine. */
const SCRIPT_TIMEOUT_MS = 480_000;

let root = '';
let port = 0;
let siteUrl = '';
let mail: MailCatcher | null = null;
let service: StartedService | null = null;

/** The test's value of every variable of deploy.md's first block. */
async function substitutions(): Promise<Record<string, string>> {
  const [orderPort, publishPort] = [await freePort(), await freePort()];
  return {
    APP_DIR: REPO_ROOT,
    CONTENT_DIR: path.join(REPO_ROOT, 'fixtures/retailers/juwelier-morgenstern'),
    SITE_DIR,
    DATA_DIR: path.join(root, 'data'),
    CONFIG_DIR: path.join(root, 'config'),
    SITE_DOMAIN: '127.0.0.1',
    SITE_URL: siteUrl,
    HTTP_LISTEN: `127.0.0.1:${port}`,
    CADDY_SITE: siteUrl,
    ORDER_PORT: String(orderPort),
    PUBLISH_PORT: String(publishPort),
    SMTP_URL: mail?.url ?? '',
    MAIL_FROM: 'Juwelier Morgenstern <shop@deploy.example>',
  };
}

/** An answer: status, headers and body text. */
interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  text: string;
}

/**
 * A request to the site from the client address `from` (a loopback address: the web server sees
 * it as the visitor's and passes it on in X-Forwarded-For).
 */
function send(
  pathname: string,
  {
    method = 'GET',
    body,
    from = '127.0.0.1',
    headers = {},
  }: {method?: string; body?: unknown; from?: string; headers?: Record<string, string>} = {},
): Promise<Answer> {
  const payload = body === undefined ? '' : JSON.stringify(body);
  const sent = body === undefined ? headers : {'content-type': 'application/json', ...headers};
  return new Promise((resolve, reject) => {
    request(`${siteUrl}${pathname}`, {method, headers: sent, localAddress: from}, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({
          status: response.statusCode ?? 0,
          headers: response.headers,
          text: Buffer.concat(chunks).toString(),
        }),
      );
    })
      .on('error', reject)
      .end(payload);
  });
}

const json = (answer: Answer) => JSON.parse(answer.text) as Record<string, unknown>;

/** Waits for a mail to `address` (the outbox sends within seconds) and parses it. */
async function mailTo(address: string): Promise<ParsedMail> {
  const folder = path.join(root, 'mail');
  const deadline = Date.now() + 30_000;
  const recipients = (value: AddressObject | AddressObject[] | undefined) =>
    (Array.isArray(value) ? value : value ? [value] : [])
      .flatMap((object) => object.value)
      .map((entry) => entry.address?.toLowerCase());
  for (;;) {
    for (const name of (await readdir(folder)).filter((file) => file.endsWith('.eml'))) {
      const parsed = await simpleParser(await readFile(path.join(folder, name)));
      if (recipients(parsed.to).includes(address.toLowerCase())) return parsed;
    }
    if (Date.now() > deadline) {
      throw new Error(`no mail to ${address}; the service said:\n${tail(service?.output() ?? '')}`);
    }
    await sleep(250);
  }
}

/** A fresh address per check, so each check reads only its own mail. */
const uniqueEmail = (label: string) =>
  `deploy-${label}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.org`;

/** A prepayment order of one piece of fixture product 119, picked up, priced from the catalogue. */
async function orderBody(project: string, email: string): Promise<Record<string, unknown>> {
  const catalogue = JSON.parse(
    await readFile(path.join(SITE_DIR, 'shop-catalogue.json'), 'utf8'),
  ) as {
    products: {id: number; price_brutto: number}[];
    settings: {
      payment_methods: {id: number; method: string}[];
      shipping_methods: {id: number; free: boolean}[];
    };
  };
  const product = catalogue.products.find((candidate) => candidate.id === 119);
  const payment = catalogue.settings.payment_methods.find((one) => one.method === 'prepayment');
  const pickUp = catalogue.settings.shipping_methods.find((one) => one.free);
  if (!product || !payment || !pickUp) throw new Error('the catalogue lacks product 119');
  return {
    project,
    order_uuid: crypto.randomUUID(),
    customer_email: email,
    shipping_address: {
      first_name: 'Erika',
      last_name: 'Mustermann',
      street: 'Hauptstraße',
      number: '1',
      zip_code: '60311',
      city: 'Frankfurt am Main',
      country_code: 'DE',
    },
    invoice_address: null,
    comment: null,
    payment_method: payment.id,
    shipping_method: pickUp.id,
    present_wrap: false,
    products: [
      {
        product: 119,
        variant: null,
        personalization: {},
        count: 1,
        price_brutto: product.price_brutto,
      },
    ],
    shipping_cost: 0,
    total_price_brutto: product.price_brutto,
    language: 'de',
  };
}

beforeAll(async () => {
  if (!anyServer) return;
  const started = Date.now();
  root = await mkdtemp(path.join(os.tmpdir(), 'sf-deploy-'));
  port = await freePort();
  siteUrl = `http://127.0.0.1:${port}`;
  mail = await startMailCatcher(path.join(root, 'mail'));
  await mkdir(path.dirname(SITE_DIR), {recursive: true});
  const values = await substitutions();
  const blocks = await deployBlocks();
  const [settings] = blocks;
  if (!settings) throw new Error('deploy.md has no shell blocks');
  // The test sets exactly the documented variables: a new one in deploy.md needs a value here.
  expect(settingNames(settings).sort()).toEqual(Object.keys(values).sort());
  const environment = {PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? root, ...values};
  const run = await runBash(deployScript(blocks), environment, SCRIPT_TIMEOUT_MS);
  if (run.code !== 0)
    throw new Error(`deploy.md's blocks failed (${run.code}):\n${tail(run.output)}`);
  console.info(`deploy.test.ts: deploy.md's blocks ran in ${Date.now() - started} ms`);
  // What `systemctl enable --now schaufenster-orders` starts.
  const unit = await serviceStart(path.join(values.CONFIG_DIR ?? '', ORDERS_UNIT_FILE));
  service = startFromUnit(unit);
  const health = `http://127.0.0.1:${values.ORDER_PORT}/health`;
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (service.child.exitCode !== null) {
      throw new Error(`the order service exited:\n${tail(service.output())}`);
    }
    const ok = await fetch(health).then(
      (answer) => answer.ok,
      () => false,
    );
    if (ok) break;
    if (Date.now() > deadline) throw new Error(`no /health:\n${tail(service.output())}`);
    await sleep(200);
  }
}, 600_000);

afterAll(async () => {
  await service?.stop();
  await mail?.close();
  if (root !== '') await rm(root, {recursive: true, force: true});
});

/**
 * The client addresses of each server's two visitors: fresh ones per server, since the service
 * (and its rate-limit buckets) stays up from one web server to the next.
 */
const VISITORS: Record<HostServerName, [string, string]> = {
  nginx: ['127.0.0.2', '127.0.0.3'],
  caddy: ['127.0.0.4', '127.0.0.5'],
};

// One after the other on the same port: the site's address (SITE_URL) is the same for both.
describe.each(SERVERS)('the documented deployment on %s', (name) => {
  const skip = !isInstalled(name);
  let server: RunningWebServer | null = null;

  beforeAll(async () => {
    if (skip) return;
    const file = name === 'nginx' ? 'nginx.conf' : 'Caddyfile';
    server = await startWebServer(
      name,
      path.join(root, 'config', file),
      path.join(root, name),
      siteUrl,
    );
  }, 30_000);
  afterAll(async () => {
    await server?.stop();
  });

  it.skipIf(skip)('places an order with prepayment and mails its confirmation', async () => {
    // The project exactly as the built checkout sends it.
    const checkout = await send('/shop/kasse');
    expect(checkout.status).toBe(200);
    const project = /"shop":\{[^}]*"project":"([^"]+)"/.exec(checkout.text)?.[1];
    expect(project).toBeDefined();
    const email = uniqueEmail(`order-${name}`);
    const answer = await send('/ecom/order', {
      method: 'POST',
      body: await orderBody(project ?? '', email),
    });
    expect([answer.status, answer.text]).toEqual([200, expect.stringContaining('"order_id"')]);
    const orderId = String(json(answer)['order_id']);
    expect(orderId).toMatch(/^[A-Z0-9]+-\d+$/);
    const confirmation = await mailTo(email);
    expect(`${confirmation.subject ?? ''} ${confirmation.text ?? ''}`).toContain(orderId);
  });

  it.skipIf(skip)('takes a contact message', async () => {
    const answer = await send('/forms/contact', {
      method: 'POST',
      body: {
        name: 'Erika Mustermann',
        email: uniqueEmail(`contact-${name}`),
        message: `Haben Sie am Samstag geöffnet? (${name})`,
        privacy_accepted: true,
        lang: 'de',
      },
    });
    expect([answer.status, json(answer)]).toEqual([200, {status: 'ok'}]);
  });

  it.skipIf(skip)('signs up for the newsletter and confirms from the mail’s link', async () => {
    const email = uniqueEmail(`newsletter-${name}`);
    const subscribed = await send('/newsletter/subscribe', {
      method: 'POST',
      body: {email, lang: 'en'},
    });
    expect(subscribed.status).toBe(200);
    const confirmPage = `${siteUrl}${localizedPath('newsletterConfirm', 'en')}?`;
    const links = [...((await mailTo(email)).html || '').matchAll(/href="([^"]+)"/g)].map((match) =>
      (match[1] ?? '').replaceAll('&amp;', '&'),
    );
    const link = links.find((href) => href.startsWith(confirmPage));
    expect(link, links.join('\n')).toBeDefined();
    // The visitor opens the page through the web server; its script posts the token.
    const url = new URL(link ?? '');
    const page = await send(`${url.pathname}${url.search}`);
    expect([page.status, String(page.headers['content-type'])]).toEqual([
      200,
      expect.stringMatching(/^text\/html/),
    ]);
    const token = tokenFromSearch(url.search) ?? '';
    const confirmUrl = newsletterActionUrl(`${siteUrl}/newsletter/subscribe`, 'confirm');
    expect(await confirmNewsletter(confirmUrl, token)).toBe('confirmed');
  });

  it.skipIf(skip)('serves none of the files meant for the server', async () => {
    for (const file of [ORDERS_UNIT_FILE, PUBLISH_UNIT_FILE, 'nginx.conf', 'Caddyfile']) {
      expect((await send(`/${file}`)).status, file).toBe(404);
    }
  });

  it.skipIf(skip)('keeps a rate limit per visitor behind the proxy', async () => {
    const [first, second] = VISITORS[name];
    const message = (from: string) => ({
      method: 'POST',
      from,
      body: {
        name: 'Max Muster',
        email: 'max@example.org',
        message: `Rate limit (${name}, ${from})`,
        privacy_accepted: true,
        lang: 'de',
      },
    });
    // The contact form's burst is five messages a visitor (the service's default limits).
    const statuses = [];
    for (let count = 0; count < 6; count += 1) {
      statuses.push((await send('/forms/contact', message(first))).status);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    // A claimed address does not buy the first visitor a fresh bucket…
    const claiming = {...message(first), headers: {'x-forwarded-for': '203.0.113.9'}};
    expect((await send('/forms/contact', claiming)).status).toBe(429);
    // …while another visitor writes as usual.
    expect((await send('/forms/contact', message(second))).status).toBe(200);
  });
});
