// The CLI's catalogue reloads (docs/architecture/order-service.md "Reloading the catalogue"):
// SIGHUP reloads the catalogue file and logs the outcome, and a switched release link behind
// `--catalogue` is followed without a call or a signal. The service's own reloads are in
// `reload.test.ts`.
import {spawn, type ChildProcess} from 'node:child_process';
import {mkdirSync, renameSync, symlinkSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {afterEach, beforeAll, describe, expect, it} from 'vitest';
import {
  folder,
  loadBase,
  order,
  place,
  removeFolders,
  version,
  writeCatalogue,
} from './catalogueVersions.testing.ts';
import {waitForUrl} from './cliUrl.testing.ts';

let child: ChildProcess | null = null;

beforeAll(async () => {
  await loadBase();
});

afterEach(() => {
  if (child && child.exitCode === null) child.kill('SIGKILL');
  child = null;
  removeFolders();
});

describe('SIGHUP', () => {
  it('reloads the catalogue file of the CLI and logs it', {timeout: 20_000}, async () => {
    const dir = folder();
    const file = writeCatalogue(dir, version());
    const cli = fileURLToPath(new URL('./cli.ts', import.meta.url));
    const started = spawn(
      process.execPath,
      [cli, '--catalogue', file, '--port', '0', '--data', path.join(dir, 'data')],
      {stdio: ['ignore', 'pipe', 'pipe']},
    );
    child = started;
    let output = '';
    started.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const url = await waitForUrl(started, 10_000);
    expect((await place(url, order(89))).status).toBe(200);

    writeCatalogue(dir, version({price: 95}));
    started.kill('SIGHUP');
    await expect.poll(() => output, {timeout: 10_000}).toMatch(/catalogue reloaded/);
    expect(output).toMatch(/catalogue reloaded from shop-catalogue\.json: \d+ products/);
    expect((await place(url, order(95))).status).toBe(200);

    writeFileSync(file, 'not json');
    started.kill('SIGHUP');
    await expect.poll(() => output, {timeout: 10_000}).toMatch(/catalogue reload failed/);
    expect((await place(url, order(95))).status).toBe(200);

    const exited = new Promise<number | null>((resolve) => started.once('exit', resolve));
    started.kill('SIGTERM');
    expect(await exited).toBe(0);
  });
});

describe('a switched release link', () => {
  it(
    'is followed by the CLI within seconds, without a call or a signal',
    {timeout: 20_000},
    async () => {
      const dir = folder();
      for (const [release, price] of [
        ['one', 89],
        ['two', 95],
      ] as const) {
        mkdirSync(path.join(dir, release));
        writeCatalogue(path.join(dir, release), version({price}));
      }
      symlinkSync('one', path.join(dir, 'current'));
      const file = path.join(dir, 'current', 'shop-catalogue.json');
      const cli = fileURLToPath(new URL('./cli.ts', import.meta.url));
      const started = spawn(
        process.execPath,
        [cli, '--catalogue', file, '--port', '0', '--data', path.join(dir, 'data')],
        {stdio: ['ignore', 'pipe', 'pipe']},
      );
      child = started;
      const url = await waitForUrl(started, 10_000);
      expect((await place(url, order(89))).status).toBe(200);

      // What a rollback or `ln -sfn` does: a new link renamed over `current`.
      symlinkSync('two', path.join(dir, 'next'));
      renameSync(path.join(dir, 'next'), path.join(dir, 'current'));
      await expect
        .poll(async () => (await place(url, order(95))).status, {timeout: 10_000, interval: 300})
        .toBe(200);
    },
  );
});
