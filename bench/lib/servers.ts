// Serving built sites for the bench: the project's own static server
// (packages/site/src/build/serve.ts, what `npm run preview` runs) behind a small proxy that gzips
// text responses the way a static host does, so Lighthouse and the navigation timing see compressed
// transfers. Script sizes are measured from the decoded bodies either way.
import {createServer, request, type Server} from 'node:http';
import type {AddressInfo} from 'node:net';
import {createGzip} from 'node:zlib';
import {createStaticServer} from '../../packages/site/src/build/serve.ts';

/** A served folder. */
export interface ServedSite {
  /** Origin of the gzipping front, e.g. `http://127.0.0.1:40123`. */
  url: string;
  /** Stops both servers. */
  close(): Promise<void>;
}

const COMPRESSIBLE = /^(text\/|application\/(json|javascript|xml)|image\/svg)/;

/** Serves `root` on free ports: the static server, and the gzipping proxy in front of it. */
export async function serveSite(root: string): Promise<ServedSite> {
  const origin = createStaticServer(root);
  const originPort = await listen(origin);
  const front = createServer((incoming, outgoing) => {
    const forwarded = request(
      {
        host: '127.0.0.1',
        port: originPort,
        method: incoming.method,
        path: incoming.url,
        headers: {...incoming.headers, 'accept-encoding': 'identity'},
      },
      (response) => {
        const type = String(response.headers['content-type'] ?? '');
        const gzip =
          COMPRESSIBLE.test(type) && /\bgzip\b/.test(String(incoming.headers['accept-encoding']));
        const headers = {...response.headers};
        if (gzip) {
          delete headers['content-length'];
          headers['content-encoding'] = 'gzip';
          headers.vary = 'accept-encoding';
        }
        outgoing.writeHead(response.statusCode ?? 502, headers);
        (gzip ? response.pipe(createGzip({level: 9})) : response).pipe(outgoing);
      },
    );
    forwarded.on('error', (error) => outgoing.destroy(error));
    incoming.pipe(forwarded);
  });
  const port = await listen(front);
  return {
    url: `http://127.0.0.1:${port}`,
    close: async () => {
      await Promise.all([stop(front), stop(origin)]);
    },
  };
}

/** Listens on a free port of 127.0.0.1 and returns it. */
function listen(server: Server): Promise<number> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port));
  });
}

/** A port that was free a moment ago (for programs that need a port number up front). */
export async function freePort(): Promise<number> {
  const probe = createServer();
  const port = await listen(probe);
  await stop(probe);
  return port;
}

function stop(server: Server): Promise<void> {
  server.closeAllConnections();
  return new Promise((resolve) => server.close(() => resolve()));
}
