// Placing a Klarna order through the order service against the real Klarna stand-in (decision
// 072): the session opened at POST /ecom/order, and the order placed at POST /ecom/klarna/order
// only with an authorization the stand-in's buyer gave for that session and amount, with the
// fraud outcomes, idempotent replays and Klarna being down.
import {ORDER_PATHS} from '@schaufenster/core';
import {afterEach, describe, expect, it} from 'vitest';
import {PAYMENT} from '../../payments.testing.ts';
import {JEWELLER_DOMAIN, orderBody, post} from '../../testService.testing.ts';
import {
  approve,
  klarnaOrder,
  placeKlarnaOrder,
  service,
  standIn,
  standInOrdersOf,
  start,
  statesOf,
  stop,
  TOTAL_CENTS,
} from './klarna.testing.ts';

afterEach(stop);

/** Kinds of the order's queued messages. */
const messageKinds = () =>
  service()
    .rows('outbox')
    .map((row) => String(row['kind']));

describe('POST /ecom/order with Klarna', () => {
  it("answers the real session's client token, with the service's lines and totals", async () => {
    await start();
    const placed = await placeKlarnaOrder();
    const sessions = [...standIn().state.sessions.values()];
    expect(sessions).toHaveLength(1);
    const [session] = sessions;
    expect(placed.clientToken).toBe(session?.clientToken);
    expect(session?.body).toMatchObject({
      purchase_country: 'DE',
      purchase_currency: 'EUR',
      locale: 'de-DE',
      order_amount: TOTAL_CENTS,
      merchant_reference2: placed.orderUuid,
    });
    expect(session?.body.order_lines.map((line) => [line.type, line.total_amount])).toEqual([
      ['physical', 405000],
      ['physical', 17800],
      ['shipping_fee', 990],
    ]);
    // The replay answers the stored token and opens no second session.
    const again = await post(`${service().url}${ORDER_PATHS.order}`, placed.body);
    expect(again.status).toBe(200);
    expect(again.body['klarna_client_token']).toBe(placed.clientToken);
    expect(standIn().state.sessions.size).toBe(1);
    expect(service().rows('klarna_orders')).toMatchObject([
      {order_uuid: placed.orderUuid, session_id: session?.id, amount_cents: TOTAL_CENTS},
    ]);
    expect(standIn().state.calls.at(-1)).toMatchObject({user: 'test-merchant'});
  });

  it('speaks German on German pages and English otherwise (French too)', async () => {
    await start();
    for (const [language, locale] of [
      ['de', 'de-DE'],
      ['en', 'en-DE'],
      ['fr', 'en-DE'],
    ]) {
      const placed = await placeKlarnaOrder({language});
      const session = [...standIn().state.sessions.values()].find(
        (each) => each.clientToken === placed.clientToken,
      );
      expect(session?.body.locale).toBe(locale);
    }
  });

  it('answers 503 and places nothing when Klarna is down or not configured', async () => {
    await start();
    standIn().state.unavailableCalls = 1;
    const down = await post(`${service().url}${ORDER_PATHS.order}`, {
      ...orderBody({payment_method: PAYMENT.klarna}),
      project: JEWELLER_DOMAIN,
    });
    expect(down.status).toBe(503);
    expect(down.body).toMatchObject({errors: [{code: 'payment_provider_unavailable'}]});
    expect(service().count('orders')).toBe(0);
    await stop();
    await start({klarna: null});
    const off = await post(`${service().url}${ORDER_PATHS.order}`, {
      ...orderBody({payment_method: PAYMENT.klarna}),
      project: JEWELLER_DOMAIN,
    });
    expect(off.status).toBe(503);
    // Other payment methods do not need Klarna.
    const paypal = await post(`${service().url}${ORDER_PATHS.order}`, {
      ...orderBody({payment_method: PAYMENT.prepayment}),
      project: JEWELLER_DOMAIN,
    });
    expect(paypal.status).toBe(200);
  });
});

describe('POST /ecom/klarna/order', () => {
  it('refuses a made-up token ("anything-at-all") and changes nothing', async () => {
    await start();
    const placed = await placeKlarnaOrder();
    const answer = await klarnaOrder(placed.orderUuid, 'anything-at-all');
    expect(answer.status).toBe(402);
    expect(answer.body).toMatchObject({errors: [{code: 'klarna_authorization_invalid'}]});
    expect(await statesOf(placed.orderId)).toEqual({
      fulfilment: 'awaiting_payment',
      payment: 'pending',
    });
    expect(service().count('klarna_payments')).toBe(0);
  });

  it('places an accepted order: authorized, confirmed, mails queued; a replay is the same', async () => {
    await start();
    const placed = await placeKlarnaOrder();
    const token = approve(placed.clientToken);
    const answer = await klarnaOrder(placed.orderUuid, token);
    expect([answer.status, answer.body]).toEqual([200, {message: 'ok'}]);
    expect(await statesOf(placed.orderId)).toEqual({
      fulfilment: 'confirmed',
      payment: 'authorized',
    });
    // The customer's receipt at placing; the owner hears once Klarna authorized the money.
    expect(messageKinds()).toEqual(expect.arrayContaining(['order-received', 'owner-new-order']));
    const again = await klarnaOrder(placed.orderUuid, token);
    expect([again.status, again.body]).toEqual([200, {message: 'ok'}]);
    expect(standInOrdersOf(placed.orderUuid)).toHaveLength(1);
    expect(standInOrdersOf(placed.orderUuid)[0]?.body.merchant_reference1).toBe(placed.orderId);
    // Another authorization cannot pay the order twice.
    const other = await klarnaOrder(placed.orderUuid, approve(placed.clientToken));
    expect(other.status).toBe(409);
  });

  it('cancels a rejected order and gives its stock back (402 klarna_rejected)', async () => {
    await start();
    for (const outcome of ['REJECTED', 'REFUSED'] as const) {
      const placed = await placeKlarnaOrder();
      standIn().state.nextOutcomes.push(outcome);
      const answer = await klarnaOrder(placed.orderUuid, approve(placed.clientToken));
      expect(answer.status).toBe(402);
      expect(answer.body).toMatchObject({status: 'error', errors: [{code: 'klarna_rejected'}]});
      expect(await statesOf(placed.orderId)).toEqual({fulfilment: 'cancelled', payment: 'failed'});
      const released = service()
        .rows('stock_movements')
        .filter((row) => row['cause'] === placed.orderId && row['kind'] === 'release');
      expect(released.length).toBe(2);
    }
  });

  it('refuses an authorization for another amount (tampering) and keeps the order open', async () => {
    await start();
    const placed = await placeKlarnaOrder();
    const cheap = approve(placed.clientToken, {order_amount: 100});
    const answer = await klarnaOrder(placed.orderUuid, cheap);
    expect(answer.status).toBe(402);
    expect(answer.body).toMatchObject({errors: [{code: 'amount_mismatch'}]});
    expect(await statesOf(placed.orderId)).toEqual({
      fulfilment: 'awaiting_payment',
      payment: 'pending',
    });
    // The honest authorization still pays it.
    const honest = await klarnaOrder(placed.orderUuid, approve(placed.clientToken));
    expect(honest.body).toEqual({message: 'ok'});
  });

  it('waits for a pending review: 202, then the job applies Klarna’s decision', async () => {
    await start({klarnaJobMs: 50});
    const placed = await placeKlarnaOrder();
    standIn().state.nextOutcomes.push('PENDING');
    const answer = await klarnaOrder(placed.orderUuid, approve(placed.clientToken));
    expect([answer.status, answer.body]).toEqual([202, {message: 'pending'}]);
    expect(await statesOf(placed.orderId)).toEqual({
      fulfilment: 'awaiting_payment',
      payment: 'pending',
    });
    const klarnaId = standInOrdersOf(placed.orderUuid)[0]?.id ?? '';
    standIn().state.decide(klarnaId, 'ACCEPTED');
    await expect
      .poll(() => statesOf(placed.orderId), {timeout: 3000})
      .toEqual({fulfilment: 'confirmed', payment: 'authorized'});
    const replay = await klarnaOrder(placed.orderUuid, 'x'.repeat(10));
    expect(replay.status).toBe(409);
  });

  it('answers 503 when Klarna cannot be reached, and the retry succeeds', async () => {
    await start();
    const placed = await placeKlarnaOrder();
    const token = approve(placed.clientToken);
    standIn().state.unavailableCalls = 1;
    const down = await klarnaOrder(placed.orderUuid, token);
    expect(down.status).toBe(503);
    expect((await klarnaOrder(placed.orderUuid, token)).body).toEqual({message: 'ok'});
  });
});
