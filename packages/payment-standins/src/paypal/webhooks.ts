// The PayPal stand-in's webhooks: events are sent to one configured URL with PayPal's
// transmission headers, signed with a key only this stand-in process holds, so the only way to
// check one is the stand-in's `POST /v1/notifications/verify-webhook-signature`, as with PayPal
// (whose signature is SHA256withRSA over `<transmission id>|<time>|<webhook id>|<crc32 of the
// body>`; the stand-in signs the same string with HMAC-SHA256 instead of a certificate).
// References: https://developer.paypal.com/api/rest/webhooks/ (headers, event shape),
// https://developer.paypal.com/docs/api/webhooks/v1/#verify-webhook-signature_post.
import {createHmac, randomBytes, randomUUID, timingSafeEqual} from 'node:crypto';
import {crc32} from 'node:zlib';
import {randomId} from './answers.ts';

/**
 * The webhook id of the stand-in's one registered webhook (the service's `PAYPAL_WEBHOOK_ID`);
 * letters and digits only, as PayPal's webhook ids are.
 */
export const STANDIN_WEBHOOK_ID = 'STANDINWEBHOOK';

/** The algorithm name the stand-in puts in `PAYPAL-AUTH-ALGO`. */
const AUTH_ALGO = 'SHA256withRSA';

/** A webhook event as PayPal sends it. */
export interface WebhookEvent {
  id: string;
  event_version: '1.0';
  create_time: string;
  resource_type: string;
  resource_version: '2.0';
  event_type: string;
  summary: string;
  resource: unknown;
  links: {href: string; rel: string; method: string}[];
}

/** One attempt to deliver an event. */
export interface Delivery {
  eventId: string;
  eventType: string;
  url: string;
  /** The receiver's HTTP status, or 0 when it could not be reached. */
  status: number;
  at: string;
}

/** The transmission headers of one signed event. */
type Headers = Record<string, string>;

const SUMMARIES: Record<string, string> = {
  'PAYMENT.CAPTURE.COMPLETED': 'Payment completed',
  'PAYMENT.CAPTURE.PENDING': 'Payment pending',
  'PAYMENT.CAPTURE.DENIED': 'Payment denied',
  'PAYMENT.CAPTURE.DECLINED': 'Payment declined',
  'PAYMENT.CAPTURE.REFUNDED': 'A capture payment was refunded',
  'PAYMENT.CAPTURE.REVERSED': 'A payment was reversed',
};

/** Signs, sends and verifies the stand-in's webhook events. */
export class PaypalWebhooks {
  /** Where events go; none until configured. */
  url: string | undefined;
  readonly deliveries: Delivery[] = [];
  /** Events whose last delivery failed, for a redelivery. */
  private readonly undelivered = new Map<string, {event: WebhookEvent; text: string}>();
  private readonly key = randomBytes(32);
  private readonly certUrl: () => string;
  private readonly now: () => Date;
  private readonly inFlight = new Set<Promise<void>>();

  constructor(options: {url?: string; certUrl: () => string; now?: () => Date}) {
    this.url = options.url;
    this.certUrl = options.certUrl;
    this.now = options.now ?? (() => new Date());
  }

  private signature(transmissionId: string, time: string, webhookId: string, text: string): string {
    const signed = `${transmissionId}|${time}|${webhookId}|${crc32(text)}`;
    return createHmac('sha256', this.key).update(signed).digest('base64');
  }

  /** An event of `eventType` about `resource`. */
  event(eventType: string, resourceType: string, resource: unknown): WebhookEvent {
    return {
      id: `WH-${randomId(17)}-${randomId(17)}`,
      event_version: '1.0',
      create_time: this.now().toISOString(),
      resource_type: resourceType,
      resource_version: '2.0',
      event_type: eventType,
      summary: SUMMARIES[eventType] ?? eventType,
      resource,
      links: [],
    };
  }

  /** The body and PayPal's transmission headers of `event`. */
  signed(event: WebhookEvent, text = JSON.stringify(event)): {text: string; headers: Headers} {
    const transmissionId = randomUUID();
    const time = this.now().toISOString();
    return {
      text,
      headers: {
        'content-type': 'application/json',
        'paypal-transmission-id': transmissionId,
        'paypal-transmission-time': time,
        'paypal-transmission-sig': this.signature(transmissionId, time, STANDIN_WEBHOOK_ID, text),
        'paypal-cert-url': this.certUrl(),
        'paypal-auth-algo': AUTH_ALGO,
      },
    };
  }

  /** Sends `event` to the configured URL (nothing without one); resolves with the delivery. */
  async send(event: WebhookEvent, text = JSON.stringify(event)): Promise<Delivery | null> {
    const url = this.url;
    if (url === undefined) return null;
    // The signature covers the exact text sent.
    const {headers} = this.signed(event, text);
    let status = 0;
    try {
      const response = await fetch(url, {
        method: 'POST',
        headers,
        body: text,
        signal: AbortSignal.timeout(10_000),
      });
      status = response.status;
      await response.arrayBuffer();
    } catch {
      status = 0;
    }
    const delivery = {
      eventId: event.id,
      eventType: event.event_type,
      url,
      status,
      at: this.now().toISOString(),
    };
    this.deliveries.push(delivery);
    if (status >= 200 && status < 300) this.undelivered.delete(event.id);
    else this.undelivered.set(event.id, {event, text});
    return delivery;
  }

  /** Sends `event` without waiting (as PayPal does after a capture); `settled()` waits for it. */
  sendLater(event: WebhookEvent): void {
    const sending = this.send(event).then(() => {
      this.inFlight.delete(sending);
    });
    this.inFlight.add(sending);
  }

  /** Resolves once every event sent so far has been answered or failed. */
  async settled(): Promise<void> {
    while (this.inFlight.size > 0) await Promise.all([...this.inFlight]);
  }

  /** Sends every event whose last delivery failed again (PayPal retries for days). */
  async redeliver(): Promise<Delivery[]> {
    const again = [...this.undelivered.values()];
    const done: Delivery[] = [];
    for (const {event, text} of again) {
      const delivery = await this.send(event, text);
      if (delivery) done.push(delivery);
    }
    return done;
  }

  /**
   * Answers `POST /v1/notifications/verify-webhook-signature`: SUCCESS only for an event this
   * stand-in signed, unchanged, checked against the stand-in's webhook id and certificate URL.
   */
  verify(body: unknown): {status: number; body: unknown} {
    const request = (body ?? {}) as Record<string, unknown>;
    const fields = [
      'auth_algo',
      'cert_url',
      'transmission_id',
      'transmission_sig',
      'transmission_time',
      'webhook_id',
    ];
    for (const field of fields) {
      if (typeof request[field] !== 'string' || request[field] === '') {
        return {
          status: 400,
          body: {
            name: 'VALIDATION_ERROR',
            message: 'Invalid request - see details',
            debug_id: randomId(13).toLowerCase(),
            details: [{field, location: 'body', issue: 'Required field cannot be blank'}],
          },
        };
      }
    }
    if (typeof request['webhook_event'] !== 'object' || request['webhook_event'] === null) {
      return {
        status: 400,
        body: {
          name: 'VALIDATION_ERROR',
          message: 'Invalid request - see details',
          details: [
            {field: 'webhook_event', location: 'body', issue: 'Required field cannot be blank'},
          ],
        },
      };
    }
    const text = JSON.stringify(request['webhook_event']);
    const expected = this.signature(
      String(request['transmission_id']),
      String(request['transmission_time']),
      String(request['webhook_id']),
      text,
    );
    const given = Buffer.from(String(request['transmission_sig']));
    const wanted = Buffer.from(expected);
    const ok =
      request['webhook_id'] === STANDIN_WEBHOOK_ID &&
      request['cert_url'] === this.certUrl() &&
      request['auth_algo'] === AUTH_ALGO &&
      given.length === wanted.length &&
      timingSafeEqual(given, wanted);
    return {status: 200, body: {verification_status: ok ? 'SUCCESS' : 'FAILURE'}};
  }
}
