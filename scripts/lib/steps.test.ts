// The quiet first run's step lines: one line per step, the time taken, the tool's output in a log
// that a failure names.
import {mkdtemp, readFile, rm} from 'node:fs/promises';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {afterEach, beforeEach, describe, expect, it, vi} from 'vitest';
import {builtPages} from '../start/buildSite.ts';
import {elapsed, runStep, startStep} from './steps.mjs';

let root: string;
let written: string[];
beforeEach(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'steps-'));
  written = [];
  vi.spyOn(process.stderr, 'write').mockImplementation((chunk) => {
    written.push(String(chunk));
    return true;
  });
});
afterEach(async () => {
  vi.restoreAllMocks();
  await rm(root, {recursive: true, force: true});
});

describe('step lines', () => {
  it('formats the time taken for humans', () => {
    expect(elapsed(0, 420)).toBe('0.4 s');
    expect(elapsed(0, 12_400)).toBe('12 s');
    expect(elapsed(0, 125_000)).toBe('2 min 5 s');
    expect(elapsed(10, 0)).toBe('0.0 s');
  });

  it('writes one line when a step starts and one when it ends, without a terminal', () => {
    const lines: string[] = [];
    const stream = {isTTY: false, write: (text: string) => lines.push(text)};
    const step = startStep('Installing dependencies', stream as unknown as NodeJS.WriteStream);
    step.done('Installed dependencies');
    expect(lines).toEqual([
      'Installing dependencies …\n',
      expect.stringMatching(/^✓ Installed dependencies \(\d\.\d s\)\n$/),
    ]);
  });

  it('keeps a successful command’s output in its log and off the terminal', async () => {
    await runStep('Saying hello', process.execPath, ['-e', 'console.log("npm warn EBADENGINE")'], {
      root,
      name: 'hello',
    });
    expect(written.join('')).not.toContain('EBADENGINE');
    expect(await readFile(path.join(root, '.data/logs/hello.log'), 'utf8')).toContain('EBADENGINE');
  });

  it('names the log and shows its tail when a command fails', async () => {
    const failing = runStep(
      'Failing',
      process.execPath,
      ['-e', 'console.error("boom");process.exit(3)'],
      {
        root,
        name: 'failing',
      },
    );
    await expect(failing).rejects.toThrow('Failing failed');
    const shown = written.join('');
    expect(shown).toContain('✗ Failing failed (exit code 3)');
    expect(shown).toContain('boom');
    expect(shown).toContain(path.join(root, '.data/logs/failing.log'));
  });
});

describe('the build’s page count', () => {
  it('reads rendered and reused pages from the build’s last line', () => {
    const output =
      '186 pages rendered on 2 worker threads: …\nBuilt x into y (build ab12; 9 pages rendered, 177 reused)';
    expect(builtPages(output)).toBe(186);
    expect(builtPages('no such line')).toBeNull();
  });
});
