// Malformed and slow requests (decision 010e): deep JSON and unreadable request targets are 400,
// not 500, and a client that trickles or idles is cut after the client timeout. Raw sockets,
// because fetch can neither send such targets nor trickle bytes.
import {connect} from 'node:net';
import {afterEach, describe, expect, it} from 'vitest';
import {ORDER_PATHS} from '@schaufenster/core';
import {HEALTH_PATH, MAX_JSON_DEPTH} from './limits.ts';
import {ROUTES} from './router.ts';
import {TABLES} from './store/schema.ts';
import {
  errorCodes,
  JEWELLER_DOMAIN,
  orderBody,
  post,
  startTestService,
  type TestService,
} from './testService.testing.ts';

let test: TestService;
afterEach(() => test.close());

// Rows beyond those the service holds once started.
let baseline = 0;
const allRows = () => TABLES.reduce((sum, table) => sum + test.count(table), 0);
const storedRows = () => allRows() - baseline;
const nested = (levels: number) => `${'['.repeat(levels)}${']'.repeat(levels)}`;

/** What a raw connection got: everything the server wrote, and when it closed (ms after open). */
interface RawExchange {
  text: string;
  closedAfterMs: number;
}

/**
 * Opens a socket to the service, sends `chunks` one after the other `gapMs` apart (stopping
 * once the server closes), and resolves when the server has closed the connection.
 */
function exchange(chunks: readonly string[], gapMs = 0): Promise<RawExchange> {
  const {port, hostname} = new URL(test.url);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname);
    const opened = Date.now();
    let text = '';
    let timer: NodeJS.Timeout | undefined;
    socket.setEncoding('utf8');
    socket.on('data', (data: string) => (text += data));
    socket.on('error', () => {});
    socket.on('close', () => {
      clearTimeout(timer);
      resolve({text, closedAfterMs: Date.now() - opened});
    });
    const sendFrom = (index: number) => {
      if (socket.destroyed || index >= chunks.length) return;
      socket.write(chunks[index] ?? '');
      timer = setTimeout(() => sendFrom(index + 1), gapMs);
    };
    socket.once('connect', () => sendFrom(0));
    setTimeout(() => reject(new Error(`still open: ${text}`)), 20_000).unref();
  });
}

const statusOf = (text: string) => Number(/^HTTP\/1\.1 (\d{3})/.exec(text)?.[1]);
const bodyOf = (text: string) => JSON.parse(text.slice(text.indexOf('\r\n\r\n') + 4)) as object;

describe('JSON depth', () => {
  it(`answers 400 json_too_deep beyond ${MAX_JSON_DEPTH} levels on every endpoint, storing nothing`, async () => {
    test = await startTestService();
    baseline = allRows();
    // The order body is level 1, so an extra field of 31 nested arrays is level 32: accepted.
    const order = {...orderBody(), project: JEWELLER_DOMAIN};
    const ok = await post(`${test.url}${ORDER_PATHS.order}`, {
      ...order,
      extra: JSON.parse(nested(MAX_JSON_DEPTH - 1)) as unknown,
    });
    expect(ok.status).toBe(200);
    // The order and what it writes with it (its messages); nothing after it.
    const placed = storedRows();
    const deep = JSON.stringify({...order, order_uuid: crypto.randomUUID()}).replace(
      /^\{/,
      `{"extra": ${nested(MAX_JSON_DEPTH)}, `,
    );
    const refused = await post(`${test.url}${ORDER_PATHS.order}`, deep);
    expect([refused.status, errorCodes(refused)]).toEqual([400, ['json_too_deep']]);
    // 4,400 levels once overflowed JSON.stringify's stack: 500 where the body was stored whole.
    for (const path of ROUTES.keys()) {
      const body = `{"project": "${JEWELLER_DOMAIN}", "paypal": {"a": ${nested(4_400)}}, "message": ${nested(4_400)}}`;
      const answer = await post(`${test.url}${path}`, body);
      expect([answer.status, errorCodes(answer)], path).toEqual([400, ['json_too_deep']]);
    }
    expect(storedRows()).toBe(placed);
    expect(test.count('orders')).toBe(1);
  });
});

describe('request targets', () => {
  it('answers 400 to a target the router cannot read, and keeps serving', async () => {
    test = await startTestService();
    baseline = allRows();
    for (const target of ['http://[bad/ecom/order', 'http://[::1/', 'http://host:port/']) {
      const {text} = await exchange([
        `POST ${target} HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n` +
          'Content-Length: 2\r\nConnection: close\r\n\r\n{}',
      ]);
      expect(statusOf(text), target).toBe(400);
      expect(bodyOf(text), target).toMatchObject({errors: [{code: 'bad_request_target'}]});
    }
    // An absolute-form target that is a URL is routed by its path.
    const {text} = await exchange([
      `GET http://service.example${HEALTH_PATH} HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`,
    ]);
    expect([statusOf(text), bodyOf(text)]).toMatchObject([200, {status: 'ok'}]);
    expect(storedRows()).toBe(0);
  });
});

describe('slow and idle clients', () => {
  const TIMEOUT_MS = 600;
  const request = (body: string) =>
    `POST /newsletter/subscribe HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n` +
    `Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`;
  const body = JSON.stringify({email: 'slow@example.com'});

  it('cuts a client that trickles its headers, its body, or sends nothing', async () => {
    test = await startTestService({clientTimeoutMs: TIMEOUT_MS});
    const whole = request(body);
    const headers = whole.slice(0, whole.length - body.length);
    // One byte every 100 ms: each would take 10 s or more, and no single gap reaches the timeout.
    const [trickledHeaders, trickledBody, idle] = await Promise.all([
      exchange([...whole], 100),
      exchange([headers, ...body], 100),
      exchange([]),
    ]);
    for (const cut of [trickledHeaders, trickledBody, idle]) {
      expect(cut.closedAfterMs).toBeGreaterThanOrEqual(TIMEOUT_MS / 2 - 50);
      expect(cut.closedAfterMs).toBeLessThan(3_000);
    }
    expect(statusOf(trickledBody.text)).toBe(408);
    expect(test.count('newsletter_subscriptions')).toBe(0);
    // A client that sends its request in time is served as ever.
    expect(
      statusOf(
        (await exchange([request(body).replace('\r\n\r\n', '\r\nConnection: close\r\n\r\n')])).text,
      ),
    ).toBe(200);
  });
});
