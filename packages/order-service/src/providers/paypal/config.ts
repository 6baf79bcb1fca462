// PayPal's settings from the service's environment, never from the CMS or a browser bundle:
// PAYPAL_MODE (standin, sandbox or live; default standin), PAYPAL_API_URL, PAYPAL_CLIENT_ID,
// PAYPAL_CLIENT_SECRET and PAYPAL_WEBHOOK_ID. The public client id also sits in the settings
// (spec §4), where the browser's SDK URL takes it from; the service uses the settings' one unless
// told otherwise, and in live mode refuses to start when the two differ: the buyer would approve
// at one PayPal account and the service capture at another. Without a URL in standin mode PayPal
// is off: PayPal calls are answered 503 `payment_provider_unavailable`, and the start says so once.

/** Where the service's PayPal calls go. */
const PAYPAL_MODES = ['standin', 'sandbox', 'live'] as const;
/** A PayPal mode. */
type PaypalMode = (typeof PAYPAL_MODES)[number];

/** How the service reaches PayPal. */
export interface PaypalConfig {
  mode: PaypalMode;
  /** Base URL of PayPal's REST API, without a trailing slash (the stand-in's is `<stand-in>/paypal`). */
  apiUrl: string;
  /** The REST app's client id (public). */
  clientId: string;
  /** The REST app's secret. */
  clientSecret: string;
  /** The id of the webhook registered for this service; undefined: webhooks are refused. */
  webhookId: string | undefined;
  /**
   * Test only (`PAYPAL_FAULT`, with NODE_ENV=test): `after-capture` kills the process with
   * SIGKILL right after PayPal answered a capture, before the order is updated, as a crash would.
   */
  fault?: 'after-capture';
}

/** PayPal's API hosts (https://developer.paypal.com/api/rest/requests/). */
const PAYPAL_API_URLS: Readonly<Record<Exclude<PaypalMode, 'standin'>, string>> = {
  sandbox: 'https://api-m.sandbox.paypal.com',
  live: 'https://api-m.paypal.com',
};

/** What the stand-in is called with: any client id, its fixed secret and webhook id. */
export const PAYPAL_STANDIN = {
  clientId: 'standin-client',
  clientSecret: 'standin-secret',
  webhookId: 'STANDINWEBHOOK',
} as const;

const set = (value: string | undefined) =>
  value === undefined || value.trim() === '' ? undefined : value.trim();

/** The parsed PayPal settings: a config, null when PayPal is off (with why), or an error. */
type PaypalEnvironment =
  | {ok: true; value: PaypalConfig; notice?: undefined}
  | {ok: true; value: null; notice: string}
  | {ok: false; message: string};

/**
 * The PayPal settings of `env`; `settingsClientId` is the public client id of the shop's
 * settings (`payment_methods[].paypal_client_id`), when it has one.
 */
export function paypalEnvironment(
  env: Readonly<Record<string, string | undefined>>,
  settingsClientId: string | undefined,
): PaypalEnvironment {
  const fault = set(env['PAYPAL_FAULT']);
  if (fault !== undefined && (fault !== 'after-capture' || env['NODE_ENV'] !== 'test')) {
    return {
      ok: false,
      message: 'PAYPAL_FAULT is for tests only: after-capture, with NODE_ENV=test',
    };
  }
  const faultPoint = fault === undefined ? {} : {fault: 'after-capture' as const};
  const mode = set(env['PAYPAL_MODE']) ?? 'standin';
  if (!(PAYPAL_MODES as readonly string[]).includes(mode)) {
    return {ok: false, message: `PAYPAL_MODE is one of ${PAYPAL_MODES.join(', ')}, not ${mode}`};
  }
  const givenUrl = set(env['PAYPAL_API_URL']);
  if (givenUrl !== undefined && !/^https?:\/\/[^/\s]+/.test(givenUrl)) {
    return {ok: false, message: `PAYPAL_API_URL is not an http(s) URL: ${givenUrl}`};
  }
  const clientId = set(env['PAYPAL_CLIENT_ID']) ?? set(settingsClientId);
  const secret = set(env['PAYPAL_CLIENT_SECRET']);
  const webhookId = set(env['PAYPAL_WEBHOOK_ID']);
  if (mode === 'standin') {
    if (givenUrl === undefined) {
      return {
        ok: true,
        value: null,
        notice:
          'PayPal off: set PAYPAL_API_URL (the payment stand-ins, e.g. http://localhost:4176/paypal) ' +
          'or PAYPAL_MODE=sandbox|live with credentials; PayPal payments are answered 503 until then',
      };
    }
    return {
      ok: true,
      value: {
        mode,
        apiUrl: givenUrl.replace(/\/+$/, ''),
        clientId: clientId ?? PAYPAL_STANDIN.clientId,
        clientSecret: secret ?? PAYPAL_STANDIN.clientSecret,
        webhookId: webhookId ?? PAYPAL_STANDIN.webhookId,
        ...faultPoint,
      },
    };
  }
  const paypalMode = mode as Exclude<PaypalMode, 'standin'>;
  if (clientId === undefined) {
    return {
      ok: false,
      message: `PAYPAL_MODE=${mode} needs PAYPAL_CLIENT_ID or a client id in the settings`,
    };
  }
  if (secret === undefined)
    return {ok: false, message: `PAYPAL_MODE=${mode} needs PAYPAL_CLIENT_SECRET`};
  if (paypalMode === 'live') {
    if (settingsClientId !== undefined && set(settingsClientId) !== clientId) {
      return {
        ok: false,
        message:
          'PAYPAL_CLIENT_ID differs from the PayPal client id in the shop settings: the buyer ' +
          'would approve at one PayPal app and the service capture at another. Make them equal.',
      };
    }
    if (webhookId === undefined)
      return {ok: false, message: 'PAYPAL_MODE=live needs PAYPAL_WEBHOOK_ID'};
  }
  return {
    ok: true,
    value: {
      mode: paypalMode,
      apiUrl: (givenUrl ?? PAYPAL_API_URLS[paypalMode]).replace(/\/+$/, ''),
      clientId,
      clientSecret: secret,
      webhookId,
      ...faultPoint,
    },
  };
}
