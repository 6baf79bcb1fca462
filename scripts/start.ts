// `npm start` (docs/operations/hosting.md): builds a fixture retailer against the local order
// service, runs the service (decision 010) with a local mail inbox for its e-mails (decision
// 066) and the local PayPal and Klarna stand-ins for its payments (decision 072), and serves the
// site on http://localhost:4173 with the service's paths proxied on the same origin. Ctrl-C stops
// them all. Runs on Node 24's type stripping, like the build CLI.
import {createWriteStream, existsSync, readdirSync} from 'node:fs';
import {createServer, type RequestListener} from 'node:http';
import path from 'node:path';
import {DEFAULT_RETAILER, REPO_ROOT} from '../packages/site/src/build/options.ts';
import {logFile, startStep} from './lib/steps.mjs';
import {buildSite, builtPages} from './start/buildSite.ts';
import {startMailInbox, type MailInbox} from './start/mailInbox.ts';
import {ensureOwnerToken} from './orders/token.ts';
import {startOrderService, type OrderServiceProcess} from './start/orderService.ts';
import {
  paypalWebhookUrlOf,
  startPaymentStandins,
  type PaymentStandins,
} from './start/paymentStandins.ts';
import {createSiteHandler, PROXIED_PREFIXES} from './start/siteServer.ts';

const FIXTURES = path.join(REPO_ROOT, 'fixtures/retailers');
/** Build variables `npm start` sets itself: the site must talk to the local service. */
const WIRED = ['ORDER_API_URL', 'CONTACT_FORM_URL', 'NEWSLETTER_URL'] as const;

const env = process.env;
const retailer = env.RETAILER?.trim() || DEFAULT_RETAILER;
const port = portOf('PORT', 4173);
const servicePort = portOf('ORDER_SERVICE_PORT', 4174);
const mailSmtpPort = portOf('MAIL_SMTP_PORT', 1025);
const mailWebPort = portOf('MAIL_INBOX_PORT', 1080);
const standinPort = portOf('PAYMENTS_STANDIN_PORT', 4176);
const outDir = path.resolve(env.OUT_DIR?.trim() || path.join(REPO_ROOT, 'dist'));
const dataDir = path.join(REPO_ROOT, '.data/order-service');
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
});

try {
  await listen();
  const mail = await startMail();
  const payments = await startStandins();
  // The service's lines go to its log: the terminal shows one line per step.
  const serviceStep = startStep('Starting the order service');
  const serviceLog = createWriteStream(logFile(REPO_ROOT, 'order-service'));
  service = await startOrderService({
    retailer,
    port: servicePort,
    dataDir,
    env: {
      ...mail,
      ...payments.serviceEnv,
      PUBLIC_SITE_URL: env.PUBLIC_SITE_URL?.trim() || siteUrl,
      // The owner API's token, kept in the data folder for `npm run orders`.
      ORDER_OWNER_TOKEN: env.ORDER_OWNER_TOKEN?.trim() || ensureOwnerToken(dataDir),
    },
    log: (line) => {
      if (!line.includes(' /health ')) serviceLog.write(`${line}\n`);
    },
  }).catch((error: unknown) => {
    serviceStep.fail('The order service did not start');
    throw new Error(`${(error as Error).message}\n(ORDER_SERVICE_PORT picks another port)`);
  });
  serviceStep.done(`Order service on ${service.url}`);
  void service.exited.then((code) => {
    if (stopping) return;
    console.error(`The order service stopped (exit code ${code}); stopping the site too.`);
    void shutdown(1);
  });
  const overridden = WIRED.filter((name) => env[name]?.trim());
  if (overridden.length > 0) {
    console.warn(
      `npm start points ${overridden.join(', ')} at the local order service; ` +
        'build with npm run build to use other endpoints.',
    );
  }
  const buildLog = logFile(REPO_ROOT, 'build');
  const step = startStep(`Building ${retailer}`);
  const output = await buildSite({
    retailer,
    outDir,
    quiet: true,
    logFile: buildLog,
    signal: building.signal,
    env: {
      // Same origin: the server below proxies these paths to the service (no CORS needed).
      ORDER_API_URL: siteUrl,
      CONTACT_FORM_URL: '/forms/contact',
      NEWSLETTER_URL: '/newsletter/subscribe',
      ...payments.buildEnv,
    },
  }).catch((error: unknown) => {
    step.fail(`Building ${retailer} failed`);
    throw error;
  });
  const pages = builtPages(output);
  step.done(
    `Built ${pages ?? 'the'} pages of ${retailer} into ${path.relative(REPO_ROOT, outDir)}`,
  );
  handler = createSiteHandler({root: outDir, serviceUrl: service.url});
  const proxied = PROXIED_PREFIXES.map((prefix) => `${prefix}*`).join(', ');
  console.info(`✓ Serving ${retailer} at ${siteUrl}  (Ctrl-C stops it)`);
  console.info(
    `  The order service is proxied at ${proxied}; its data is in ` +
      `${shortPath(dataDir)}, the logs in ${shortPath(path.dirname(buildLog))}`,
  );
  if (inbox !== null) console.info(`✓ The shop's e-mails arrive at ${inbox.webUrl}`);
  if (standins !== null) {
    console.info(`✓ Test payments: PayPal and Klarna stand-ins at ${standins.url} (no real money)`);
  }
} catch (error) {
  if (!stopping) {
    console.error((error as Error).message);
    await shutdown(1);
  }
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
  await service?.stop();
  await inbox?.stop();
  await standins?.stop();
  if (code === 0) {
    console.info('Stopped the site, the order service, the mail inbox and the payment stand-ins.');
  }
  process.exit(code);
}

function portOf(name: string, fallback: number): number {
  const given = env[name]?.trim();
  if (!given) return fallback;
  const value = Number(given);
  if (!Number.isInteger(value) || value < 1 || value > 65_535) {
    fail(`${name} must be a port number from 1 to 65535, got "${given}"`);
  }
  return value;
}

/** `file` relative to the repository when inside it, else as it is. */
function shortPath(file: string): string {
  const relative = path.relative(REPO_ROOT, file);
  return relative.startsWith('..') ? file : relative;
}

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}
