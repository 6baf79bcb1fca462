// The CLI under native Node (type stripping, no bundler): starts, answers, stops on SIGTERM.
import {spawn, type ChildProcess} from 'node:child_process';
import {mkdtempSync, rmSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {afterEach, describe, expect, it} from 'vitest';
import {JEWELLER_DOMAIN, ORDER_BODY_TOTAL, orderBody, post} from './testService.testing.ts';

const CLI = fileURLToPath(new URL('./cli.ts', import.meta.url));
let child: ChildProcess | null = null;
let dataDir = '';

afterEach(() => {
  if (child && child.exitCode === null) child.kill('SIGKILL');
  child = null;
  rmSync(dataDir, {recursive: true, force: true});
});

function waitForUrl(process: ChildProcess): Promise<string> {
  return new Promise((resolve, reject) => {
    let output = '';
    const timer = setTimeout(() => reject(new Error(`no URL printed: ${output}`)), 10_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /listening on (http:\/\/\S+)/.exec(output);
      if (match?.[1]) {
        clearTimeout(timer);
        resolve(match[1]);
      }
    };
    process.stdout?.on('data', onData);
    process.stderr?.on('data', onData);
    process.once('exit', (code) => reject(new Error(`exited ${code}: ${output}`)));
  });
}

describe('cli.ts', () => {
  it('serves the jeweller under native Node and stops on SIGTERM', {timeout: 20_000}, async () => {
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'order-service-cli-'));
    // process.execPath: the Node 24 the npm script runs on (TOOLCHAIN.md).
    child = spawn(process.execPath, [CLI, '--port', '0', '--data', dataDir], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const url = await waitForUrl(child);
    const answer = await post(`${url}/ecom/order`, {
      ...orderBody(),
      project: 'juwelier-morgenstern',
    });
    expect(answer.body).toMatchObject({status: 'ok', total: ORDER_BODY_TOTAL});
    const byDomain = await post(`${url}/ecom/order`, {...orderBody(), project: JEWELLER_DOMAIN});
    expect(byDomain.status).toBe(200);
    const exited = new Promise<number | null>((resolve) => child?.once('exit', resolve));
    child.kill('SIGTERM');
    expect(await exited).toBe(0);
  });
});
