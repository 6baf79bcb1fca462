// The Klarna SDK failing to load is logged (fault tests, decision 016), then rejects so the payment
// shows "unavailable" (KlarnaPayment).
import {describe, expect, it, vi} from 'vitest';
import {KLARNA_SDK_URL, loadKlarnaPayments} from './klarna.ts';
import type {ScriptDocument} from './loadScript.ts';

// A document whose script tags fail to load as soon as they are appended.
function failingDocument(): ScriptDocument {
  return {
    createElement: () => {
      const listeners: Array<() => void> = [];
      return {
        src: '',
        async: false,
        isConnected: false,
        remove() {},
        addEventListener: (type: string, listener: () => void) => {
          if (type === 'error') listeners.push(listener);
        },
        fire: () => listeners.forEach((listener) => listener()),
      } as unknown as HTMLScriptElement;
    },
    head: {
      appendChild: (node) => {
        queueMicrotask(() => (node as unknown as {fire: () => void}).fire());
        return node;
      },
    },
  };
}

describe('loadKlarnaPayments when the script fails', () => {
  it('logs the failure naming Klarna and rejects', async () => {
    const logger = {error: vi.fn()};
    await expect(
      loadKlarnaPayments({document: failingDocument(), window: {}, url: KLARNA_SDK_URL, logger}),
    ).rejects.toThrow(`Could not load the script ${KLARNA_SDK_URL}`);
    expect(logger.error).toHaveBeenCalledTimes(1);
    expect(logger.error.mock.calls[0]?.[0]).toBe(
      'Klarna: the Klarna Payments script failed to load',
    );
  });

  it('logs a script that defines no usable API', async () => {
    const logger = {error: vi.fn()};
    const window = {Klarna: {Payments: {init: () => undefined}}};
    await expect(
      loadKlarnaPayments({document: failingDocument(), window, url: KLARNA_SDK_URL, logger}),
    ).rejects.toThrow('lacks init, load or authorize');
    expect(logger.error).toHaveBeenCalledTimes(1);
  });

  it('logs nothing when the API is there', async () => {
    const logger = {error: vi.fn()};
    const api = {init: () => undefined, load: () => undefined, authorize: () => undefined};
    await loadKlarnaPayments({
      document: failingDocument(),
      window: {Klarna: {Payments: api}},
      url: KLARNA_SDK_URL,
      logger,
    });
    expect(logger.error).not.toHaveBeenCalled();
  });
});
