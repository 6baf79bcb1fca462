// Debian's Chromium for the bench (TOOLCHAIN.md "Browser"): Playwright drives it for the script
// and navigation measures; Lighthouse connects to one started here with a debugging port.
import {spawn, type ChildProcess} from 'node:child_process';
import {mkdtemp, rm} from 'node:fs/promises';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {chromium, type Browser} from 'playwright-core';
import {CHROMIUM_ARGS, CHROMIUM_PATH} from '../../tests/chromium.ts';
import {freePort} from './servers.ts';

/** Starts Chromium under Playwright. */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS});
}

/** A Chromium listening for the DevTools protocol. */
export interface DebuggableChromium {
  /** Its remote-debugging port. */
  port: number;
  /** Stops it and removes its profile. */
  close(): Promise<void>;
}

/** Starts Chromium with `--remote-debugging-port` and a throw-away profile. */
export async function launchDebuggableChromium(): Promise<DebuggableChromium> {
  const port = await freePort();
  const profile = await mkdtemp(path.join(tmpdir(), 'sf-bench-chromium-'));
  const child: ChildProcess = spawn(
    CHROMIUM_PATH,
    [
      ...CHROMIUM_ARGS,
      `--remote-debugging-port=${port}`,
      `--user-data-dir=${profile}`,
      'about:blank',
    ],
    {stdio: 'ignore'},
  );
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  try {
    await waitForDevTools(port);
  } catch (error) {
    child.kill();
    throw error;
  }
  return {
    port,
    close: async () => {
      child.kill();
      await exited;
      await rm(profile, {recursive: true, force: true});
    },
  };
}

async function waitForDevTools(port: number): Promise<void> {
  const deadline = Date.now() + 20_000;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(`http://127.0.0.1:${port}/json/version`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`Chromium did not open its debugging port ${port}`);
}
