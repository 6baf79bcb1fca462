// One node:http server for both providers' stand-ins. Each provider registers its routes as a
// handler that answers a request it knows and returns true, or returns false to pass it on; the
// first handler to answer wins, anything unknown is a 404 in the providers' error shape.
import {createServer, type IncomingMessage, type Server, type ServerResponse} from 'node:http';
import type {AddressInfo} from 'node:net';

/** A request with its body read (JSON bodies parsed; others as text). */
export interface StandInRequest {
  method: string;
  /** The path without the provider's prefix is the handler's business; this is the full URL. */
  url: URL;
  headers: IncomingMessage['headers'];
  /** The raw body as text ('' for none). */
  text: string;
}

/** Answers `request` and resolves true, or resolves false when the path is not its own. */
export type StandInHandler = (
  request: StandInRequest,
  response: ServerResponse,
) => boolean | Promise<boolean>;

/** A running stand-in server. */
export interface StandInServer {
  /** Its origin, e.g. `http://127.0.0.1:4176`. */
  url: string;
  server: Server;
  close(): Promise<void>;
}

/** Largest body the stand-ins read, in bytes (provider requests are small). */
const BODY_LIMIT = 256 * 1024;

async function readText(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > BODY_LIMIT) throw new Error('body too large');
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/** Sends `body` as JSON with `status`. */
export function sendJson(response: ServerResponse, status: number, body: unknown): true {
  response.writeHead(status, {
    'content-type': 'application/json',
    'cache-control': 'no-store',
  });
  response.end(JSON.stringify(body));
  return true;
}

/** Starts the server with `handlers` on `host:port` (0 picks a free port). */
export async function startStandInServer(
  handlers: readonly StandInHandler[],
  {port = 0, host = '127.0.0.1'}: {port?: number; host?: string} = {},
): Promise<StandInServer> {
  const server = createServer((request, response) => {
    void (async () => {
      try {
        const url = new URL(request.url ?? '/', 'http://standin.invalid');
        const standIn: StandInRequest = {
          method: request.method ?? 'GET',
          url,
          headers: request.headers,
          text: await readText(request),
        };
        for (const handler of handlers) {
          if (await handler(standIn, response)) return;
        }
        sendJson(response, 404, {
          name: 'RESOURCE_NOT_FOUND',
          message: `No stand-in for ${url.pathname}`,
        });
      } catch (error) {
        if (!response.headersSent) {
          sendJson(response, 400, {name: 'INVALID_REQUEST', message: (error as Error).message});
        } else response.destroy();
      }
    })();
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, resolve);
  });
  const address = server.address() as AddressInfo;
  return {
    url: `http://${host}:${address.port}`,
    server,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
