// Test support (not exported): a PayPal stand-in server (packages/payment-standins) on a free
// port and the service's PayPal settings pointing at it. `startTestService` starts one per
// service; its webhooks go nowhere until `standIn.webhooks.url` is set.
import {
  paypalStandIn,
  startStandInServer,
  type PaypalStandIn,
  type StandInServer,
} from '@schaufenster/payment-standins';
import {PAYPAL_STANDIN, type PaypalConfig} from './config.ts';

/** A PayPal stand-in server and the service settings that point at it. */
export interface PaypalStandInForTests {
  standIn: PaypalStandIn;
  server: StandInServer;
  config: PaypalConfig;
  close(): Promise<void>;
}

/** Starts a PayPal stand-in on a free port (webhooks go nowhere until `webhooks.url` is set). */
export async function startPaypalStandIn(): Promise<PaypalStandInForTests> {
  const standIn = paypalStandIn();
  const server = await startStandInServer([standIn.handler]);
  return {
    standIn,
    server,
    config: {
      mode: 'standin',
      apiUrl: `${server.url}/paypal`,
      clientId: PAYPAL_STANDIN.clientId,
      clientSecret: PAYPAL_STANDIN.clientSecret,
      webhookId: PAYPAL_STANDIN.webhookId,
    },
    async close() {
      await standIn.webhooks.settled();
      await server.close();
    },
  };
}
