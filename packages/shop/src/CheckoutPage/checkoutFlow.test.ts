import {describe, expect, it} from 'vitest';
import {
  FORM_STEPS,
  TRANSITIONS,
  flowReducer,
  initialFlow,
  isFormStep,
  transition,
  type CheckoutStep,
  type FlowEvent,
  type FlowEventType,
} from './checkoutFlow.ts';

const run = (events: FlowEvent[], from = initialFlow()) => events.reduce(flowReducer, from);

describe('checkout transition table', () => {
  it('walks address → shipping → payment → review → placing → done', () => {
    const steps: CheckoutStep[] = [];
    let state = initialFlow();
    for (const event of [
      {type: 'next'},
      {type: 'next'},
      {type: 'next'},
      {type: 'place'},
      {type: 'placed', orderId: 'SF-1001', amount: 262.9, paymentMethod: 1},
    ] as FlowEvent[]) {
      state = flowReducer(state, event);
      steps.push(state.step);
    }
    expect(steps).toEqual(['shipping', 'payment', 'review', 'placing', 'done']);
    expect(state.orderId).toBe('SF-1001');
    // The confirmation shows a prepayment's amount and takes the method from here.
    expect(state).toMatchObject({amount: 262.9, paymentMethod: 1});
  });

  it('lists exactly these moves', () => {
    expect(TRANSITIONS).toEqual({
      address: {next: 'shipping'},
      shipping: {next: 'payment', back: 'address'},
      payment: {next: 'review', back: 'shipping'},
      review: {place: 'placing', back: 'payment'},
      placing: {placed: 'done', awaitPayment: 'paying', fail: 'failed', repriced: 'review'},
      paying: {paid: 'done', paymentFailed: 'paying'},
      failed: {place: 'placing', back: 'payment'},
      done: {restart: 'address'},
    });
  });

  it('goes back one form step at a time', () => {
    expect(transition('review', 'back')).toBe('payment');
    expect(transition('payment', 'back')).toBe('shipping');
    expect(transition('shipping', 'back')).toBe('address');
    expect(transition('address', 'back')).toBeNull();
  });

  it('ignores a second "place" while placing (double click)', () => {
    const placing = run([{type: 'next'}, {type: 'next'}, {type: 'next'}, {type: 'place'}]);
    expect(placing.step).toBe('placing');
    expect(flowReducer(placing, {type: 'place'})).toBe(placing);
    expect(flowReducer(placing, {type: 'back'})).toBe(placing);
  });

  it('cannot skip steps or place from the form', () => {
    const events: FlowEventType[] = ['place', 'placed', 'fail', 'repriced', 'paid'];
    for (const step of ['address', 'shipping', 'payment'] as const) {
      for (const event of events) expect(transition(step, event)).toBeNull();
    }
  });

  it('a failure keeps the review reachable and allows a retry', () => {
    const failed = run([
      {type: 'next'},
      {type: 'next'},
      {type: 'next'},
      {type: 'place'},
      {type: 'fail'},
    ]);
    expect(failed).toMatchObject({step: 'failed', error: 'order'});
    const retry = flowReducer(failed, {type: 'place'});
    expect(retry).toMatchObject({step: 'placing', error: null});
    expect(flowReducer(failed, {type: 'back'}).step).toBe('payment');
  });

  it('keeps the items no longer available with their failure only', () => {
    const gone = [{product: '103', variant: null}];
    const failed = run([{type: 'place'}, {type: 'fail', unavailable: gone}], initialFlow('review'));
    expect(failed).toMatchObject({step: 'failed', error: 'order', unavailable: gone});
    expect(flowReducer(failed, {type: 'place'})).toMatchObject({unavailable: []});
  });

  it('a re-priced cart goes back to the review with its changes, to be confirmed again', () => {
    const changes = [{cartId: 'p111-v1008', name: 'Ring – 52', oldPrice: 2490, newPrice: 2590}];
    const repriced = run([{type: 'place'}, {type: 'repriced', changes}], initialFlow('review'));
    expect(repriced).toMatchObject({step: 'review', error: 'order', repriced: changes});
    // Only while placing: a late answer after the shopper moved on changes nothing.
    expect(flowReducer(initialFlow('review'), {type: 'repriced', changes})).toEqual(
      initialFlow('review'),
    );
    expect(flowReducer(repriced, {type: 'place'})).toMatchObject({
      step: 'placing',
      error: null,
      repriced: [],
    });
    expect(flowReducer(repriced, {type: 'back'})).toMatchObject({step: 'payment', repriced: []});
    const failedAgain = run([{type: 'place'}, {type: 'fail'}], repriced);
    expect(failedAgain).toMatchObject({step: 'failed', repriced: []});
  });

  it('waits in paying for PayPal/Klarna and stays there when the payment fails', () => {
    const paying = run(
      [
        {type: 'place'},
        {
          type: 'awaitPayment',
          orderId: 'SF-1',
          orderUuid: 'uuid-1',
          amount: 109.9,
          clientToken: 'klarna-token',
        },
      ],
      initialFlow('review'),
    );
    expect(paying).toEqual({
      step: 'paying',
      orderId: 'SF-1',
      orderUuid: 'uuid-1',
      amount: 109.9,
      paymentMethod: null,
      clientToken: 'klarna-token',
      error: null,
      unavailable: [],
      repriced: [],
    });
    const failed = flowReducer(paying, {type: 'paymentFailed', error: 'paypal'});
    expect(failed).toMatchObject({step: 'paying', error: 'paypal', orderId: 'SF-1'});
    expect(flowReducer(failed, {type: 'paid'})).toMatchObject({step: 'done', error: null});
  });

  it('done only restarts, from an empty flow', () => {
    const done = run(
      [{type: 'place'}, {type: 'placed', orderId: 'SF-2', amount: 10, paymentMethod: 1}],
      initialFlow('review'),
    );
    expect(flowReducer(done, {type: 'back'})).toBe(done);
    expect(flowReducer(done, {type: 'restart'})).toEqual(initialFlow());
  });

  it('form steps are the four the indicator lists', () => {
    expect(FORM_STEPS).toEqual(['address', 'shipping', 'payment', 'review']);
    expect(isFormStep('review')).toBe(true);
    expect(isFormStep('placing')).toBe(false);
  });
});
