// The e2e run's mail server (global setup side): a real SMTP server (smtp-server, no STARTTLS) on
// 127.0.0.1 that both order services deliver to. Each accepted message is written as it came,
// one `.eml` file per message, into a folder the tests read with mailparser (support/inbox.ts):
// the tests run in other processes than the global setup, and a folder needs no protocol.
import {mkdir, rename, writeFile} from 'node:fs/promises';
import type {AddressInfo} from 'node:net';
import path from 'node:path';
import {SMTPServer} from 'smtp-server';

/** A running mail catcher. */
export interface MailCatcher {
  /** `smtp://127.0.0.1:<port>`, the services' SMTP_URL. */
  url: string;
  /** Stops the server. */
  close(): Promise<void>;
}

/** Starts the catcher; every accepted message lands in `folder` as `<n>.eml`. */
export async function startMailCatcher(folder: string): Promise<MailCatcher> {
  await mkdir(folder, {recursive: true});
  let count = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    closeTimeout: 100,
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('error', callback);
      stream.on('end', () => {
        count += 1;
        // Written under a temporary name, then renamed: a reader never sees half a message.
        const name = path.join(folder, `${String(count).padStart(5, '0')}.eml`);
        writeFile(`${name}.part`, Buffer.concat(chunks))
          .then(() => rename(`${name}.part`, name))
          .then(() => callback(null), callback);
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const {port} = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
