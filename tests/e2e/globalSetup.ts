// Global setup of the vitest project `e2e` (tests/README.md): builds both fixture
// retailers once, starts each one's local order service on its build's catalogue as production
// does, and serves each like `npm start` does (static files plus the service's paths proxied on the same origin). The services mail a
// real SMTP server whose messages the tests read (support/inbox.ts) and take payments from
// their own PayPal and Klarna stand-ins (decision 072), whose SDKs the builds load. Torn down
// after the run; the builds stay in node_modules/.cache/schaufenster-e2e for a look afterwards.
import {mkdtemp, rm} from 'node:fs/promises';
import {createServer, type RequestListener, type Server} from 'node:http';
import type {AddressInfo} from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type {TestProject} from 'vitest/node';
import {REPO_ROOT} from '../../packages/site/src/build/options.ts';
import {buildSite} from '../../scripts/start/buildSite.ts';
import {startOrderService, type OrderServiceProcess} from '../../scripts/start/orderService.ts';
import {
  paypalWebhookUrlOf,
  startPaymentStandins,
  type PaymentStandins,
} from '../../scripts/start/paymentStandins.ts';
import {createSiteHandler} from '../../scripts/start/siteServer.ts';
import {clockStandInUrl, serveClockStandIn} from './support/clockStandIn.ts';
import {startMailCatcher} from './support/mailCatcher.ts';
import {JEWELLER, RETAILERS, type E2eSite} from './support/sites.ts';

/**
 * Where the test builds go: ignored by git, ESLint and Prettier like the rest of node_modules.
 * `SF_E2E_OUT` moves them, so two runs side by side don't overwrite each other's builds.
 */
export const E2E_OUT_DIR =
  process.env.SF_E2E_OUT ?? path.join(REPO_ROOT, 'node_modules/.cache/schaufenster-e2e');

/** Builds and serves every fixture retailer; returns the teardown. */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const started = Date.now();
  const dataRoot = await mkdtemp(path.join(os.tmpdir(), 'sf-e2e-data-'));
  const servers: Server[] = [];
  const services: OrderServiceProcess[] = [];
  const standins: PaymentStandins[] = [];
  const closers: (() => Promise<void>)[] = [];
  const teardown = async () => {
    for (const server of servers) {
      server.closeAllConnections();
      server.close();
    }
    await Promise.all(services.map((service) => service.stop()));
    await Promise.all(standins.map((standin) => standin.stop()));
    await Promise.all(closers.map((close) => close()));
    await rm(dataRoot, {recursive: true, force: true});
  };
  try {
    const sites: Record<string, E2eSite> = {};
    // A stand-in for the provider's admin portal, the target of /login (spec §2 Redirects).
    const portal = await listenOnFreePort();
    servers.push(portal.server);
    portal.use((request, response) => {
      // The same origin stands in for the retailer clock's host (faults.scripts.e2e.ts).
      if (serveClockStandIn(request, response)) return;
      response.writeHead(200, {'content-type': 'text/html; charset=utf-8'});
      response.end('<!doctype html><title>Admin portal</title><h1>Admin portal</h1>');
    });
    const adminPortalUrl = `http://127.0.0.1:${portal.port}/admin/`;
    // Both services deliver their e-mails to one real SMTP server; the tests read what arrived
    // from its folder (support/inbox.ts).
    const mailDir = path.join(dataRoot, 'mail');
    const mail = await startMailCatcher(mailDir);
    closers.push(() => mail.close());
    // The sites' ports are taken first: each service writes its site's address into its mails
    // (PUBLIC_SITE_URL) and each build bakes the site's origin into ORDER_API_URL.
    const slots = await Promise.all(RETAILERS.map(() => listenOnFreePort()));
    servers.push(...slots.map((slot) => slot.server));
    const urls = slots.map((slot) => `http://localhost:${slot.port}`);
    // Each service has stand-ins of its own, so their PayPal webhooks reach that service.
    standins.push(...(await Promise.all(RETAILERS.map(() => startPaymentStandins({port: 0})))));
    // Builds first, one after the other (each already uses both cores): the service then starts
    // on the build's own catalogue, as production runs it (docs/operations/deploy.md), so the
    // project each page sends is the one the service accepts.
    const outDirs = RETAILERS.map((retailer) => path.join(E2E_OUT_DIR, retailer));
    for (const [index, retailer] of RETAILERS.entries()) {
      const url = urls[index];
      const standin = standins[index];
      const outDir = outDirs[index];
      if (!url || !standin || !outDir) throw new Error(`no site slot for ${retailer}`);
      await buildSite({
        retailer,
        outDir,
        quiet: true,
        env: {
          ORDER_API_URL: url,
          CONTACT_FORM_URL: '/forms/contact',
          NEWSLETTER_URL: '/newsletter/subscribe',
          ADMIN_PORTAL_URL: adminPortalUrl,
          CLOCK_SCRIPT_URL: clockStandInUrl(adminPortalUrl),
          // Analytics configured (never reachable), so security.requests.e2e.ts can catch a leak.
          MATOMO_URL: 'https://matomo.e2e.invalid/',
          MATOMO_SITE_ID: '1',
          // Test payments: the checkout loads the stand-ins' SDKs and shows the test notice.
          PAYMENTS_STANDIN_URL: standin.url,
          PAYMENTS_MODE: 'test',
          BUILD_WORKERS: '2',
        },
      });
    }
    // The services (about a second, in parallel), each on its build's shop-catalogue.json.
    // Every browser in the run reaches the service through one proxy address, so the
    // per-client rate limits would count the whole suite as one visitor: off (decision 010e).
    const runningServices = await Promise.all(
      RETAILERS.map((retailer, index) =>
        startOrderService({
          retailer,
          catalogue: path.join(outDirs[index] ?? '', 'shop-catalogue.json'),
          port: 0,
          dataDir: path.join(dataRoot, retailer),
          extraArgs: ['--rate-limit', 'off'],
          env: {
            SMTP_URL: mail.url,
            MAIL_FROM: `Shop <shop@${retailer}.example>`,
            PUBLIC_SITE_URL: urls[index] ?? '',
            ORDER_OWNER_TOKEN: E2E_OWNER_TOKEN,
            ...standins[index]?.serviceEnv,
          },
        }),
      ),
    );
    services.push(...runningServices);
    // Many files order the same piece (support/checkout.ts PRODUCT, 20 in the catalogue); the
    // owner adds stock once, as a shop owner would, so no file depends on another's orders.
    const jeweller = runningServices[RETAILERS.indexOf(JEWELLER)];
    if (jeweller) await addStock(jeweller.url, PRODUCT_ID, 10_000);
    await Promise.all(
      runningServices.map((service, index) =>
        standins[index]?.setPaypalWebhookUrl(paypalWebhookUrlOf(service.url)),
      ),
    );
    for (const [index, retailer] of RETAILERS.entries()) {
      const service = runningServices[index];
      const slot = slots[index];
      const url = urls[index];
      const outDir = outDirs[index];
      const standin = standins[index];
      if (!service || !slot || !url || !outDir || !standin)
        throw new Error(`no order service for ${retailer}`);
      slot.use(createSiteHandler({root: outDir, serviceUrl: service.url}));
      const dataDir = path.join(dataRoot, retailer);
      sites[retailer] = {
        retailer,
        url,
        outDir,
        serviceUrl: service.url,
        dataDir,
        paymentsStandinUrl: standin.url,
      };
    }
    project.provide('mailDir', mailDir);
    project.provide('e2eSites', sites);
    project.provide('adminPortalUrl', adminPortalUrl);
    console.info(`e2e: built and serving ${RETAILERS.join(', ')} in ${Date.now() - started} ms`);
    return teardown;
  } catch (error) {
    await teardown();
    throw error;
  }
}

/** The owner API's token of the test services. */
const E2E_OWNER_TOKEN = 'e2e-owner-token-0123456789abcdef';
/** Fixture product 119, the piece most e2e files order. */
const PRODUCT_ID = '119';

// Adds `quantity` pieces of `product` through the owner API, as `npm run orders -- stock` does.
async function addStock(serviceUrl: string, product: string, quantity: number) {
  const answer = await fetch(`${serviceUrl}/owner/stock/${product}/adjust`, {
    method: 'POST',
    headers: {authorization: `Bearer ${E2E_OWNER_TOKEN}`, 'content-type': 'application/json'},
    body: JSON.stringify({quantity, reason: 'e2e: many test orders'}),
  });
  if (!answer.ok) throw new Error(`stock adjustment: HTTP ${answer.status} ${await answer.text()}`);
}

// A server on a free port whose handler is set once the site is built.
async function listenOnFreePort() {
  let handler: RequestListener = (_request, response) => response.writeHead(503).end();
  const server = createServer((request, response) => handler(request, response));
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, resolve);
  });
  return {
    server,
    port: (server.address() as AddressInfo).port,
    use: (next: RequestListener) => (handler = next),
  };
}
