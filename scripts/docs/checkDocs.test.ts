// The docs check on a small made-up repository: each rule must find the fault it is for and
// nothing on a page that is right.
import {mkdirSync, mkdtempSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {afterEach, describe, expect, it} from 'vitest';
import {FIND_YOUR_WAY, README_MAX_BYTES, checkDocs} from './checkDocs.ts';
import {indexRepo} from './repoIndex.ts';

const STRATEGIES = ['load', 'interaction', 'visible'];

const SOURCE = {
  'packages/core/src/index.ts': [
    'export {formatPhone} from "./phone.ts";',
    'export type {SiteData} from "./model.ts";',
  ].join('\n'),
  'packages/core/src/phone.ts': 'export function formatPhone(value: string) { return value; }',
  'packages/core/src/model.ts': [
    '// RemovedThing is only named in this comment.',
    'export interface SiteData { reorder_possible: boolean; }',
    'const ORDER_API_URL = process.env.ORDER_API_URL;',
    'import {Dialog} from "react-aria-components";',
  ].join('\n'),
  'docs/guides/target.md': '# Target page\n\n## A section\n',
};

const README_TABLE = [
  '| to … | read |',
  '| --- | --- |',
  ...FIND_YOUR_WAY.map((task) => `| ${task} | [guide](docs/guides/target.md) |`),
].join('\n');

let root = '';

/** Writes `files` into a fresh folder and returns the check's messages per file. */
function check(files: Record<string, string>): Record<string, string[]> {
  root = mkdtempSync(path.join(tmpdir(), 'docs-check-'));
  for (const [file, text] of Object.entries({...SOURCE, ...files})) {
    mkdirSync(path.dirname(path.join(root, file)), {recursive: true});
    writeFileSync(path.join(root, file), text);
  }
  const found: Record<string, string[]> = {};
  for (const {file, message} of checkDocs({repo: indexRepo(root), strategies: STRATEGIES})) {
    (found[file] ??= []).push(message);
  }
  return found;
}

afterEach(() => rmSync(root, {recursive: true, force: true}));

describe('docs check', () => {
  it('passes a page whose paths, symbols, links and strategies exist', () => {
    const page = [
      '# Guide',
      '',
      'Read `packages/core/src/phone.ts`, `src/phone.ts`, `phone.ts` and `packages/core/`.',
      'Call `formatPhone()` with `SiteData`, `Dialog`, `reorder_possible` and `ORDER_API_URL`.',
      'Output lands in `dist/kontakt/index.html`; see [target](target.md#a-section).',
      '',
      '| strategy | when |',
      '| --- | --- |',
      '| `load` | at once |',
      '| `interaction` | on a press |',
      '| `visible` | when seen |',
      '',
      '```ts',
      "NewIsland: defineIsland({strategy: 'load'}), // load | interaction | visible",
      '```',
    ].join('\n');
    expect(check({'docs/guides/page.md': page})).toEqual({});
  });

  it('finds a missing path, symbol, word and link', () => {
    const page = [
      '# Guide',
      '',
      'Read `packages/core/src/gone.ts`, `src/sources/` and `gone.tsx`.',
      'Call `removedHelper()`, `RemovedThing`, `renamedField` and `OLD_ENV_VAR`.',
      'See [missing](missing.md), [target](target.md#no-such-heading) and [top](#nowhere).',
    ].join('\n');
    expect(check({'docs/guides/page.md': page})['docs/guides/page.md']).toEqual([
      'link to a missing file: missing.md',
      'link to a missing heading: target.md#no-such-heading',
      'link to a missing heading: #nowhere',
      'names a missing path: `packages/core/src/gone.ts`',
      'names a missing path: `src/sources/`',
      'names a missing path: `gone.tsx`',
      'names a missing symbol: `removedHelper()`',
      'names a missing symbol: `RemovedThing`',
      'names a word no code has: `renamedField`',
      'names a word no code has: `OLD_ENV_VAR`',
    ]);
  });

  it('lets a page exempt a hypothetical name', () => {
    const page = '<!-- docs-check: ignore StoreFinder -->\n\nA new island `StoreFinder`.';
    expect(check({'docs/guides/page.md': page})).toEqual({});
  });

  it('finds strategy lists and tables that differ from the island table', () => {
    const page = [
      '`load | interaction | drawer`',
      '',
      '| Strategy | when |',
      '| --- | --- |',
      '| `load` | at once |',
    ].join('\n');
    expect(check({'docs/guides/page.md': page})['docs/guides/page.md']).toEqual([
      'a strategy table lists strategies load; the table has interaction, load, visible',
      '`load | interaction | drawer` lists strategies drawer, interaction, load; the table has interaction, load, visible',
    ]);
  });

  it('checks only the links of decision records, which are history', () => {
    const record = 'Named `packages/core/src/gone.ts` once. See [next](002-next.md).';
    expect(check({'docs/decisions/001-old.md': record})).toEqual({
      'docs/decisions/001-old.md': ['link to a missing file: 002-next.md'],
    });
  });

  it('holds the README to its size and its find-your-way table', () => {
    expect(check({'README.md': `# Schaufenster\n\n${README_TABLE}\n`})).toEqual({});
    const long = `# Schaufenster\n\n${README_TABLE}\n\n${'x'.repeat(README_MAX_BYTES)}\n`;
    expect(check({'README.md': long})['README.md']).toEqual([
      expect.stringMatching(/^is \d+ bytes; at most 10240/),
    ]);
    const withoutDeploy = README_TABLE.replace(/\| Deploy \|.*\n/, '').replace(
      '| Run the benchmarks | [guide](docs/guides/target.md) |',
      '| Run the benchmarks | see the bench folder |',
    );
    expect(check({'README.md': `# Schaufenster\n\n${withoutDeploy}\n`})['README.md']).toEqual([
      'find-your-way table has no row "Deploy"',
      'find-your-way row "Run the benchmarks" links nowhere',
    ]);
  });
});
