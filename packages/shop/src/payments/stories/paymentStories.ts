// Story-only helpers for the payment stories (never exported from the package index).
import {http, HttpResponse, type RequestHandler} from 'msw';
import {ShopSettingsSchema, validateWith, type ShopSettings} from '@schaufenster/core';
import {rawRetailers} from '@schaufenster/fixtures';

/** Where stories load the SDK stand-ins from; the shared msw `payments` group serves them. */
const STAND_IN_ORIGIN = 'https://payments.example.test';

/** A PayPal SDK base URL of its own per story, so no story reuses another's script. */
export function paypalSdkUrl(story: string): string {
  return `${STAND_IN_ORIGIN}/${story}/paypal-sdk/js`;
}

/** A Klarna SDK URL of its own per story. */
export function klarnaSdkUrl(story: string): string {
  return `${STAND_IN_ORIGIN}/${story}/klarna/api.js`;
}

/**
 * Stories share one page: drop the SDK globals and stand-in script tags a previous story left,
 * so each story loads (and can observe loading) its own SDK.
 */
export function forgetPaymentSdks(): void {
  const globals = window as unknown as Record<string, unknown>;
  delete globals.paypal;
  delete globals.Klarna;
  for (const script of document.querySelectorAll('script')) {
    if (script.src.startsWith(STAND_IN_ORIGIN)) script.remove();
  }
}

/** The jeweller's validated shop settings (PayPal with client id "sb-test", Klarna, prepayment). */
export function jewellerSettings(): ShopSettings {
  const records = rawRetailers['juwelier-morgenstern'].ecommerce_settings as unknown[];
  const settings = validateWith(ShopSettingsSchema)(records[0]);
  if (!settings) throw new Error('juwelier-morgenstern ecommerce_settings[0] is not valid');
  return settings;
}

/** A recorder of JSON bodies posted to one order-service path, with the handler to install. */
export interface PostRecorder {
  /** Bodies in the order they arrived. */
  bodies: unknown[];
  /** msw handlers for `parameters.msw.handlers`. */
  handlers: RequestHandler[];
  /** Forgets recorded bodies (call in the story's `beforeEach`). */
  reset: () => void;
}

/** Records what reaches `path` and answers with `status` and `body`. */
export function recordPosts(path: string, status: number, body: object): PostRecorder {
  const bodies: unknown[] = [];
  return {
    bodies,
    handlers: [
      http.post(`*${path}`, async ({request}) => {
        bodies.push(await request.json());
        return HttpResponse.json(body, {status});
      }),
    ],
    reset: () => {
      bodies.length = 0;
    },
  };
}

/** A recorder of requests for a script; it answers nothing, so the shared stand-in still serves. */
export interface RequestRecorder {
  /** Requested URLs in order. */
  urls: string[];
  /** msw handlers for `parameters.msw.handlers`. */
  handlers: RequestHandler[];
  /** Forgets recorded URLs. */
  reset: () => void;
}

/** Records GET requests matching `pattern` (e.g. `*\/paypal-sdk/js`) and lets them through. */
export function recordRequests(pattern: string): RequestRecorder {
  const urls: string[] = [];
  return {
    urls,
    handlers: [
      http.get(pattern, ({request}) => {
        urls.push(request.url);
      }),
    ],
    reset: () => {
      urls.length = 0;
    },
  };
}
