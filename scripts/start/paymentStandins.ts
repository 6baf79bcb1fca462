// Runs the local stand-ins of PayPal and Klarna (packages/payment-standins, decision 072) as a
// child process for `npm start` and the end-to-end tests: their REST APIs for the order service
// (`PAYPAL_API_URL`, `KLARNA_API_URL`) and their browser SDKs for the checkout
// (`PAYMENTS_STANDIN_URL`), so test payments run without any provider account.
import {spawn} from 'node:child_process';
import path from 'node:path';
import {createInterface} from 'node:readline';
import {setTimeout as sleep} from 'node:timers/promises';
import {REPO_ROOT} from '../../packages/site/src/build/options.ts';
import {controlChild, type ChildControl} from './childControl.ts';

/** The stand-ins' command-line entry. */
const STANDINS_CLI = path.join(REPO_ROOT, 'packages/payment-standins/src/cli.ts');

/** How long the stand-ins may take to listen, in ms. */
const READY_TIMEOUT_MS = 15_000;
/** How long stopping stand-ins may take before they are killed, in ms. */
const STOP_TIMEOUT_MS = 3_000;

/** Options of `startPaymentStandins`. */
export interface PaymentStandinsOptions {
  /** Port; 0 picks a free one. */
  port: number;
  /** Where the PayPal stand-in sends webhook events (the service's `/ecom/paypal/webhook`). */
  paypalWebhookUrl?: string;
  /** Receives each line the stand-ins print; omitted: lines are kept quiet. */
  log?: (line: string) => void;
}

/** Running stand-ins. */
export interface PaymentStandins extends ChildControl {
  /** Their origin, e.g. `http://127.0.0.1:4176`: the build's `PAYMENTS_STANDIN_URL`. */
  url: string;
  /** The order service's environment for them: `PAYPAL_API_URL` and `KLARNA_API_URL`. */
  serviceEnv: {PAYPAL_API_URL: string; KLARNA_API_URL: string};
  /**
   * Points the PayPal stand-in's webhooks at `url` (when the service's address is known only
   * after the stand-ins started). Resolves false when the stand-in did not take it.
   */
  setPaypalWebhookUrl(url: string): Promise<boolean>;
}

/** The order service's environment for stand-ins at `url`. */
export function standinServiceEnv(url: string): PaymentStandins['serviceEnv'] {
  return {PAYPAL_API_URL: `${url}/paypal`, KLARNA_API_URL: `${url}/klarna`};
}

/** A service's PayPal webhook endpoint. */
export function paypalWebhookUrlOf(serviceUrl: string): string {
  return new URL('/ecom/paypal/webhook', serviceUrl).href;
}

/** Starts the stand-ins and resolves once they listen. */
export async function startPaymentStandins(
  options: PaymentStandinsOptions,
): Promise<PaymentStandins> {
  const args = [STANDINS_CLI, '--port', String(options.port)];
  if (options.paypalWebhookUrl) args.push('--paypal-webhook-url', options.paypalWebhookUrl);
  const child = spawn(process.execPath, args, {
    cwd: REPO_ROOT,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output: string[] = [];
  let announced: (url: string) => void = () => {};
  const listening = new Promise<string>((resolve) => (announced = resolve));
  for (const stream of [child.stdout, child.stderr]) {
    createInterface({input: stream}).on('line', (line) => {
      output.push(line);
      if (output.length > 50) output.shift();
      const url = /payment stand-ins listening on (\S+)/.exec(line)?.[1];
      if (url) announced(url.replace(/\/+$/, ''));
      else options.log?.(line);
    });
  }
  const {exited, stop, kill} = controlChild(child, STOP_TIMEOUT_MS);
  const failed = exited.then((code) => {
    throw new Error(
      `payment stand-ins exited (code ${code}) before listening:\n${output.join('\n')}`,
    );
  });
  try {
    const wait = sleep(READY_TIMEOUT_MS, null, {ref: false});
    const url = await Promise.race([listening, failed, wait]);
    if (url === null) {
      throw new Error(
        `payment stand-ins did not listen within ${READY_TIMEOUT_MS} ms:\n${output.join('\n')}`,
      );
    }
    failed.catch(() => {}); // a later exit is reported through `exited`
    return {
      url,
      serviceEnv: standinServiceEnv(url),
      setPaypalWebhookUrl: async (target) => {
        try {
          const answer = await fetch(`${url}/paypal/standin/webhook-url`, {
            method: 'POST',
            headers: {'content-type': 'application/json'},
            body: JSON.stringify({url: target}),
          });
          return answer.ok;
        } catch {
          return false;
        }
      },
      exited,
      stop,
      kill,
    };
  } catch (error) {
    failed.catch(() => {});
    kill();
    throw error;
  }
}
