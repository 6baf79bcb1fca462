// `npm start` (docs/operations/hosting.md): builds a fixture retailer against the local order
// service, runs the service (decision 010) with a local mail inbox for its e-mails (decision
// 066) and the local PayPal and Klarna stand-ins for its payments (decision 072), and serves the
// site on http://localhost:4173 with the service's paths proxied on the same origin. Ctrl-C stops
// them all. Runs on Node 24's type stripping, like the build CLI.
// `npm start -- --cms` also runs the local Directus (scripts/start/cms.ts), builds the site from
// it and lets the service write into it: the owner's whole setup (docs/operations/directus.md).
import {createWriteStream, existsSync, readdirSync} from 'node:fs';
import {createServer, type RequestListener} from 'node:http';
import path from 'node:path';
import {DEFAULT_RETAILER, REPO_ROOT} from '../packages/site/src/build/options.ts';
import {logFile, startStep} from './lib/steps.mjs';
import {buildSite, builtPages} from './start/buildSite.ts';
import {
  cmsDataDirOf,
  cmsStepLabel,
  cmsSummary,
  directusBuildEnv,
  directusServiceEnv,
  isCmsInstalled,
  otherRetailerNote,
  parseStartArgs,
  START_USAGE,
  startCms,
  type CmsProcess,
} from './start/cms.ts';
import {startMailInbox, type MailInbox} from './start/mailInbox.ts';
import {ensureOwnerToken} from './orders/token.ts';
import {startOrderService, type OrderServiceProcess} from './start/orderService.ts';
import {
  paypalWebhookUrlOf,
  startPaymentStandins,
  type PaymentStandins,
} from './start/paymentStandins.ts';
import {
  firstPublish,
  newPublishSecret,
  publishWebhookUrl,
  rollbackCommand,
  servedRoot,
  startPublishServer,
  type StartPublishing,
} from './start/publishing.ts';
import {createSiteHandler, PROXIED_PREFIXES} from './start/siteServer.ts';
import {fail, portOf, shortPath} from './start/terminal.ts';
import type {PublishServer} from '../packages/site/src/publish/server.ts';

const FIXTURES = path.join(REPO_ROOT, 'fixtures/retailers');
/** Build variables `npm start` sets itself: the site must talk to the local service. */
const WIRED = ['ORDER_API_URL', 'CONTACT_FORM_URL', 'NEWSLETTER_URL'] as const;

const env = process.env;
const args = (() => {
  try {
    return parseStartArgs(process.argv.slice(2));
  } catch (error) {
    return fail((error as Error).message);
  }
})();
if (args.help) {
  console.info(START_USAGE);
  process.exit(0);
}
const retailer = env.RETAILER?.trim() || DEFAULT_RETAILER;
const port = portOf(env, 'PORT', 4173);
const servicePort = portOf(env, 'ORDER_SERVICE_PORT', 4174);
const mailSmtpPort = portOf(env, 'MAIL_SMTP_PORT', 1025);
const mailWebPort = portOf(env, 'MAIL_INBOX_PORT', 1080);
const standinPort = portOf(env, 'PAYMENTS_STANDIN_PORT', 4176);
const cmsPort = env.CMS_PORT?.trim() ? portOf(env, 'CMS_PORT', 8055) : undefined;
const publishPort = portOf(env, 'PUBLISH_PORT', 4175);
const outDir = path.resolve(env.OUT_DIR?.trim() || path.join(REPO_ROOT, 'dist'));
const dataDir = path.join(REPO_ROOT, '.data/order-service');
// With --cms the service's data lives beside Directus's: deleting that folder resets both.
const serviceDataDir = args.cms ? path.join(cmsDataDirOf(env), 'order-service') : dataDir;
// With --cms the site is published into releases there too; `current` is the one served.
const publishDir = path.join(cmsDataDirOf(env), 'publish');
const siteUrl = `http://localhost:${port}`;

if (!existsSync(path.join(FIXTURES, retailer, 'project.json'))) {
  const known = readdirSync(FIXTURES).filter((name) =>
    existsSync(path.join(FIXTURES, name, 'project.json')),
  );
  fail(`RETAILER "${retailer}" is not a fixture retailer; known: ${known.join(', ')}`);
}

let stopping = false;
let service: OrderServiceProcess | null = null;
// Typed by assertion: startMail() sets it, which control-flow narrowing does not see.
let inbox = null as MailInbox | null;
let standins = null as PaymentStandins | null;
let cms = null as CmsProcess | null;
let publisher = null as PublishServer | null;
const building = new AbortController();
// Until the build is done the port is already ours (a clash shows at once) and answers 503.
let handler: RequestListener = (_request, response) => {
  response.writeHead(503, {'content-type': 'text/plain; charset=utf-8', 'retry-after': '5'});
  response.end('The site is being built; reload in a few seconds.\n');
};
const server = createServer((request, response) => handler(request, response));

process.once('SIGINT', () => void shutdown(0));
process.once('SIGTERM', () => void shutdown(0));
process.on('exit', () => {
  service?.kill();
  inbox?.kill();
  standins?.kill();
  cms?.kill();
});

try {
  await listen();
  const mail = await startMail();
  const payments = await startStandins();
  // The owner API's token, kept in the data folder for `npm run orders`.
  const ownerToken = env.ORDER_OWNER_TOKEN?.trim() || ensureOwnerToken(dataDir);
  const serviceEnv = {
    ...mail,
    ...payments.serviceEnv,
    PUBLIC_SITE_URL: env.PUBLIC_SITE_URL?.trim() || siteUrl,
    ORDER_OWNER_TOKEN: ownerToken,
  };
  const overridden = WIRED.filter((name) => env[name]?.trim());
  if (overridden.length > 0) {
    console.warn(
      `npm start points ${overridden.join(', ')} at the local order service; ` +
        'build with npm run build to use other endpoints.',
    );
  }
  let served = retailer;
  let running: OrderServiceProcess;
  let root = outDir;
  if (args.cms) {
    // Directus first: the publish reads it, then the service prices against the served release;
    // from then on every edit in Directus is published by the publish server.
    const secret = newPublishSecret();
    const directus = await startDirectus(ownerToken, secret);
    served = directus.ready.domain;
    const publishing: StartPublishing = {
      publishDir,
      port: publishPort,
      buildEnv: {
        ...process.env,
        ...siteBuildEnv({...payments.buildEnv, ...directusBuildEnv(directus)}),
      },
      orderService: {url: `http://127.0.0.1:${servicePort}`, token: ownerToken},
      directus: {url: directus.ready.url, token: directus.login.adminToken},
      logFile: logFile(REPO_ROOT, 'publish'),
    };
    await publish(publishing, `${served} from Directus`);
    root = servedRoot(publishDir);
    const directusEnv = {...serviceEnv, ...directusServiceEnv(directus)};
    running = await startService(directusEnv, path.join(root, 'shop-catalogue.json'));
    publisher = await startPublishServer(publishing, secret);
  } else {
    running = await startService(serviceEnv);
    await build(payments.buildEnv, retailer);
  }
  handler = createSiteHandler({root, serviceUrl: running.url});
  const proxied = PROXIED_PREFIXES.map((prefix) => `${prefix}*`).join(', ');
  const logs = shortPath(path.dirname(logFile(REPO_ROOT, 'build')));
  console.info(`✓ Serving ${served} at ${siteUrl}  (Ctrl-C stops it)`);
  console.info(
    `  The order service is proxied at ${proxied}; its data is in ` +
      `${shortPath(serviceDataDir)}, the logs in ${logs}`,
  );
  if (inbox !== null) console.info(`✓ The shop's e-mails arrive at ${inbox.webUrl}`);
  if (standins !== null) {
    console.info(`✓ Test payments: PayPal and Klarna stand-ins at ${standins.url} (no real money)`);
  }
  if (cms !== null) {
    const where = {dataDir: shortPath(cms.ready.dataDir), logFile: shortPath(cmsLog())};
    for (const line of cmsSummary(cms, where)) console.info(line);
  }
  if (publisher !== null) {
    console.info(
      `✓ Edits in Directus go live by themselves (publish server ${publisher.url}, log ` +
        `${shortPath(logFile(REPO_ROOT, 'publish'))}); back to the previous release: ` +
        rollbackCommand(publishDir),
    );
  }
} catch (error) {
  if (!stopping) {
    console.error((error as Error).message);
    await shutdown(1);
  }
}

/**
 * Starts the order service with `extra` variables; with `catalogue` (the catalogue file of the
 * served release) it prices against that instead of the fixture retailer. Sets `service`.
 */
async function startService(
  extra: Record<string, string>,
  catalogue?: string,
): Promise<OrderServiceProcess> {
  // The service's lines go to its log: the terminal shows one line per step.
  const serviceStep = startStep('Starting the order service');
  const serviceLog = createWriteStream(logFile(REPO_ROOT, 'order-service'));
  const started = await startOrderService({
    retailer,
    ...(catalogue === undefined ? {} : {catalogue}),
    port: servicePort,
    dataDir: serviceDataDir,
    env: extra,
    log: (line) => {
      if (!line.includes(' /health ')) serviceLog.write(`${line}\n`);
    },
  }).catch((error: unknown) => {
    serviceStep.fail('The order service did not start');
    throw new Error(`${(error as Error).message}\n(ORDER_SERVICE_PORT picks another port)`);
  });
  service = started;
  const writes = extra.DIRECTUS_URL ? ', writing to Directus' : '';
  serviceStep.done(`Order service on ${started.url}${writes}`);
  void started.exited.then((code) => {
    if (stopping) return;
    console.error(`The order service stopped (exit code ${code}); stopping the site too.`);
    void shutdown(1);
  });
  return started;
}

/** The build variables for the local service, with `extra` on top. */
function siteBuildEnv(extra: Record<string, string>): Record<string, string> {
  return {
    // Same origin: the server below proxies these paths to the service (no CORS needed).
    ORDER_API_URL: siteUrl,
    CONTACT_FORM_URL: '/forms/contact',
    NEWSLETTER_URL: '/newsletter/subscribe',
    ...extra,
  };
}

/** Builds the site into `outDir` for the local service, with `extra` variables on top. */
async function build(extra: Record<string, string>, what: string): Promise<void> {
  const buildLog = logFile(REPO_ROOT, 'build');
  const step = startStep(`Building ${what}`);
  const output = await buildSite({
    retailer,
    outDir,
    quiet: true,
    logFile: buildLog,
    signal: building.signal,
    env: siteBuildEnv(extra),
  }).catch((error: unknown) => {
    step.fail(`Building ${what} failed`);
    throw error;
  });
  const pages = builtPages(output);
  step.done(`Built ${pages ?? 'the'} pages of ${what} into ${path.relative(REPO_ROOT, outDir)}`);
}

/** Publishes `what` into the publish folder's releases (the first one, or over the last). */
async function publish(publishing: StartPublishing, what: string): Promise<void> {
  const step = startStep(`Publishing ${what} into ${shortPath(publishDir)}`);
  await firstPublish(publishing).catch((error: unknown) => {
    step.fail(`Publishing ${what} failed (log: ${shortPath(publishing.logFile)})`);
    throw error;
  });
  step.done(`Published ${what}; ${shortPath(servedRoot(publishDir))} is served`);
}

/** The log file of Directus and `npm run cms`. */
function cmsLog(): string {
  return logFile(REPO_ROOT, 'cms');
}

/**
 * The local Directus of `npm run cms` (`CMS_PORT`, else 8055 or a free port), seeded, its Flows
 * pointed at the service with the owner's token. Sets `cms`.
 */
async function startDirectus(ownerToken: string, publishSecret: string): Promise<CmsProcess> {
  const shownDir = shortPath(cmsDataDirOf(env));
  const seeded = existsSync(path.join(cmsDataDirOf(env), '.bootstrapped'));
  const step = startStep(cmsStepLabel(isCmsInstalled(), seeded, retailer));
  const started = await startCms({
    serviceUrl: `http://127.0.0.1:${servicePort}`,
    ownerToken,
    publishWebhookUrl: publishWebhookUrl(publishPort),
    publishSecret,
    ...(cmsPort === undefined ? {} : {port: cmsPort}),
    logFile: cmsLog(),
  }).catch((error: unknown) => {
    step.fail('Directus did not start');
    throw new Error(`${(error as Error).message}\n(CMS_PORT picks another port)`);
  });
  cms = started;
  step.done(`Directus on ${started.ready.url}, data in ${shownDir}`);
  const note = otherRetailerNote(retailer, started.ready, shownDir);
  if (note) console.warn(note);
  void started.exited.then((code) => {
    if (!stopping) console.error(`Directus stopped (exit code ${code}); see ${cmsLog()}.`);
  });
  return started;
}

/**
 * Where the service sends its e-mails: an `SMTP_URL` from the environment as it is (with its
 * `MAIL_FROM`), otherwise a local maildev inbox started here (`MAIL_SMTP_PORT`,
 * `MAIL_INBOX_PORT`).
 */
async function startMail(): Promise<Record<string, string>> {
  const given = env.SMTP_URL?.trim();
  if (given) {
    console.info(`✓ E-mails go to the SMTP server of SMTP_URL (${new URL(given).host})`);
    return {SMTP_URL: given};
  }
  const step = startStep('Starting the mail inbox');
  inbox = await startMailInbox({smtpPort: mailSmtpPort, webPort: mailWebPort}).catch(
    (error: unknown) => {
      step.fail('The mail inbox did not start');
      throw new Error(`${(error as Error).message}\n(MAIL_SMTP_PORT, MAIL_INBOX_PORT pick others)`);
    },
  );
  step.done(`Mail inbox on ${inbox.webUrl}`);
  void inbox.exited.then((code) => {
    if (!stopping) console.error(`The mail inbox stopped (exit code ${code}).`);
  });
  return {SMTP_URL: inbox.smtpUrl};
}

/**
 * The PayPal and Klarna stand-ins (`PAYMENTS_STANDIN_PORT`), unless `PAYPAL_MODE` or
 * `KLARNA_MODE` asks for a provider's sandbox or live API: then the service and the checkout use
 * the providers and the environment's credentials. Returns the variables for the service and
 * the build.
 */
async function startStandins(): Promise<{
  serviceEnv: Record<string, string>;
  buildEnv: Record<string, string>;
}> {
  const modes = [env.PAYPAL_MODE, env.KLARNA_MODE].map((mode) => mode?.trim() || 'standin');
  if (modes.some((mode) => mode !== 'standin')) {
    console.info('✓ Payments go to the providers (PAYPAL_MODE / KLARNA_MODE): no stand-ins');
    return {serviceEnv: {}, buildEnv: {}};
  }
  const step = startStep('Starting the payment stand-ins');
  const log = createWriteStream(logFile(REPO_ROOT, 'payment-standins'));
  standins = await startPaymentStandins({
    port: standinPort,
    // The service listens on 127.0.0.1 (its CLI's default host).
    paypalWebhookUrl: paypalWebhookUrlOf(`http://127.0.0.1:${servicePort}`),
    log: (line) => log.write(`${line}\n`),
  }).catch((error: unknown) => {
    step.fail('The payment stand-ins did not start');
    throw new Error(`${(error as Error).message}\n(PAYMENTS_STANDIN_PORT picks another port)`);
  });
  step.done(`Payment stand-ins on ${standins.url}`);
  void standins.exited.then((code) => {
    if (!stopping) console.error(`The payment stand-ins stopped (exit code ${code}).`);
  });
  return {
    serviceEnv: standins.serviceEnv,
    buildEnv: {PAYMENTS_STANDIN_URL: standins.url, PAYMENTS_MODE: 'test'},
  };
}

async function listen(): Promise<void> {
  await new Promise<void>((resolve, reject) => {
    server.once('error', (error: NodeJS.ErrnoException) => {
      const inUse = error.code === 'EADDRINUSE';
      reject(
        inUse ? new Error(`Port ${port} is in use: stop the other server or set PORT`) : error,
      );
    });
    server.listen(port, resolve);
  });
}

async function shutdown(code: number): Promise<void> {
  if (stopping) return;
  stopping = true;
  building.abort();
  server.closeAllConnections();
  server.close();
  await publisher?.close();
  await service?.stop();
  await inbox?.stop();
  await standins?.stop();
  await cms?.stop();
  if (code === 0) {
    const directus = cms === null ? '' : ', the publish server, Directus';
    console.info(
      `Stopped the site, the order service${directus}, the mail inbox and the payment stand-ins.`,
    );
  }
  process.exit(code);
}
