// A stand-in for the order service's owner API in the back-office test: it records every request
// the Directus Flows send and answers what the test sets.
import {createServer} from 'node:http';
import type {AddressInfo} from 'node:net';

/** One request as the fake received it. */
interface ReceivedRequest {
  method: string;
  path: string;
  authorization: string | undefined;
  body: unknown;
}

/** A running fake service. */
export interface FakeOrderService {
  url: string;
  received: ReceivedRequest[];
  /** The next answers' status and JSON body. */
  answer: {status: number; body: unknown};
  close(): Promise<void>;
}

/** Starts the fake on a free loopback port. */
export async function startFakeOrderService(): Promise<FakeOrderService> {
  const fake: FakeOrderService = {
    url: '',
    received: [],
    answer: {status: 200, body: {status: 'ok', results: []}},
    close: () => Promise.resolve(),
  };
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      fake.received.push({
        method: request.method ?? '',
        path: request.url ?? '',
        authorization: request.headers.authorization,
        body: text === '' ? undefined : (JSON.parse(text) as unknown),
      });
      response.writeHead(fake.answer.status, {'Content-Type': 'application/json'});
      response.end(JSON.stringify(fake.answer.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  fake.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  fake.close = () => new Promise<void>((resolve) => server.close(() => resolve()));
  return fake;
}
