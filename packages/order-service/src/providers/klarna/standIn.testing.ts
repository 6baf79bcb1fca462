// Test support (not exported): the Klarna stand-in of @schaufenster/payment-standins on a free
// port, and the service's Klarna settings pointing at it.
import {
  klarnaStandIn,
  startStandInServer,
  type KlarnaStandInState,
} from '@schaufenster/payment-standins';
import type {KlarnaConfig} from './config.ts';

/** A running Klarna stand-in. */
export interface KlarnaForTests {
  /** Its memory: sessions, orders, calls, the next outcomes. */
  state: KlarnaStandInState;
  /** The stand-in server's origin. */
  url: string;
  /** The service's settings for it. */
  config: KlarnaConfig;
  close(): Promise<void>;
}

/** Starts the Klarna stand-in on 127.0.0.1 and a free port. */
export async function startKlarnaStandIn(): Promise<KlarnaForTests> {
  const {handler, state} = klarnaStandIn();
  const server = await startStandInServer([handler]);
  return {
    state,
    url: server.url,
    config: {
      mode: 'standin',
      apiUrl: `${server.url}/klarna`,
      username: 'test-merchant',
      password: 'test-secret',
      region: 'eu',
    },
    close: () => server.close(),
  };
}

/**
 * The stand-in buyer approves the Klarna session of shop order `orderUuid` (what the SDK
 * stand-in does in a page): a real authorization token, or a made-up one when Klarna gives none
 * (the session completed). `changes` are the order fields a page passes to `authorize`.
 */
export function authorizeOrder(
  klarna: KlarnaForTests | null,
  orderUuid: string,
  changes: Record<string, unknown> = {},
): string {
  const session = [...(klarna?.state.sessions.values() ?? [])].find(
    (each) => each.body.merchant_reference2 === orderUuid,
  );
  const answer = klarna?.state.authorize(session?.clientToken, changes);
  if (answer?.status !== 200) return `no-authorization-${answer?.status ?? 0}`;
  return String((answer.body as {authorization_token: string}).authorization_token);
}
