// The docs check: what the README, CONTRIBUTING, the package READMEs, the architecture pages and
// the guides name must exist, so a rename in the code cannot leave a page quietly wrong. Decision
// records are history: only their links are checked. `npm run lint` runs it (scripts/docs/check.ts).
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {readMarkdown, type MarkdownParts} from './markdown.ts';
import type {RepoIndex} from './repoIndex.ts';

/** The README's size limit in bytes: what it is, two commands, where to find things. */
export const README_MAX_BYTES = 10_240;

/** Rows the README's find-your-way table must have, by their first cell. */
export const FIND_YOUR_WAY = [
  'Add a page',
  'Add an island',
  'Add a component',
  'Add a form field',
  'Add a content collection',
  'Add an e-mail',
  'Add an order-service endpoint',
  'Change a price rule',
  'Theme a retailer',
  'Add a retailer',
  'Deploy',
  'Run the benchmarks',
] as const;

/** Output and local-data folders a page may name that a clean checkout does not hold. */
const GENERATED =
  /^(?:dist|\.data|node_modules|storybook-static|coverage|\.vitest-attachments|cms\/\.data|cms\/node_modules)(?:\/|$)/;
/** Extensions of files a page names as paths. */
const PATH_EXTENSION = /\.(?:tsx?|mts|mjs|cjs|jsx?|jsonc?|mdx?|css|ya?ml|png|svg|webp|jpe?g|sh)$/;
/** Of those, the ones a bare file name (no folder) is checked for: source and docs only. */
const SOURCE_EXTENSION = /\.(?:tsx?|mts|mjs|cjs|mdx?|css)$/;
const PASCAL = /^[A-Z][a-z0-9]+(?:[A-Z][a-z0-9]*)+$/;
const CAMEL = /^[a-z][a-z0-9]*(?:[A-Z][a-z0-9]*)+$/;
const SNAKE = /^[a-z][a-z0-9]*(?:_[a-z0-9]+)+$/;
const SCREAMING = /^[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+$/;
const CALL = /^([A-Za-z_$][\w$]*)\(\)$/;
const DOTTED = /^[A-Za-z_$][\w$]*(?:\.[A-Za-z_$][\w$]*)+(?:\(\))?$/;
/** `load | interaction | …`: a list of hydration strategies in prose or code. */
const STRATEGY_LIST = /\b[a-z]+(?:\s*\|\s*[a-z]+){2,}\b/g;

/** One thing a page names that the repository does not have. */
export interface Problem {
  file: string;
  message: string;
}

/** What the check reads besides the pages: the repository and the island table's strategies. */
export interface CheckContext {
  repo: RepoIndex;
  strategies: readonly string[];
}

/** The pages checked in full, and the decision records whose links are checked. */
function docsToCheck(repo: RepoIndex): {full: string[]; linksOnly: string[]} {
  const markdown = [...repo.files].filter((file) => file.endsWith('.md')).sort();
  const isRecord = (file: string) =>
    file.startsWith('docs/decisions/') && !file.endsWith('/README.md');
  const full = markdown.filter(
    (file) =>
      !isRecord(file) &&
      !file.startsWith('docs/design/') &&
      (file === 'CONTRIBUTING.md' || file.endsWith('README.md') || file.startsWith('docs/')),
  );
  return {full, linksOnly: markdown.filter(isRecord)};
}

/** Whether `target` (a repo path, a folder with `/`) exists, tried as given, from `fromDir`, and as a tail. */
function pathExists(repo: RepoIndex, target: string, fromDir: string): boolean {
  const candidates = [target, path.posix.normalize(path.posix.join(fromDir, target))];
  const isFolder = target.endsWith('/');
  const has = (candidate: string) =>
    isFolder ? repo.folders.has(candidate) : repo.files.has(candidate);
  if (candidates.some(has)) return true;
  const tail = `/${target.replace(/^\.\//, '')}`;
  return [...(isFolder ? repo.folders : repo.files)].some((file) => file.endsWith(tail));
}

/** Problems with a page's relative links (and their anchors). */
function checkLinks(context: CheckContext, file: string, parts: MarkdownParts): string[] {
  const problems: string[] = [];
  const fromDir = path.posix.dirname(file);
  for (const href of parts.links) {
    if (/^[a-z]+:/i.test(href) || href.startsWith('//')) continue;
    const [target = '', anchor] = href.split('#');
    const resolved = target === '' ? file : path.posix.normalize(path.posix.join(fromDir, target));
    const exists =
      context.repo.files.has(resolved) ||
      context.repo.folders.has(`${resolved.replace(/\/$/, '')}/`);
    if (!exists) {
      problems.push(`link to a missing file: ${href}`);
      continue;
    }
    if (anchor === undefined || anchor === '' || !resolved.endsWith('.md')) continue;
    const anchors = readMarkdown(
      readFileSync(path.join(context.repo.root, resolved), 'utf8'),
    ).anchors;
    if (!anchors.includes(anchor)) problems.push(`link to a missing heading: ${href}`);
  }
  return problems;
}

/** Problems with the paths and code symbols a page's inline code names. */
function checkCodeSpans(context: CheckContext, file: string, parts: MarkdownParts): string[] {
  const {repo} = context;
  const problems: string[] = [];
  const fromDir = path.posix.dirname(file);
  const ignored = new Set(parts.ignored);
  for (const raw of parts.codeSpans) {
    const span = raw.trim().replace(/:\d+(?:-\d+)?$/, '');
    if (ignored.has(span)) continue;
    if (/^[\w.@[\]/-]+$/.test(span) && !span.startsWith('/') && !GENERATED.test(span)) {
      const looksLikePath = span.includes('/')
        ? PATH_EXTENSION.test(span) || span.endsWith('/')
        : SOURCE_EXTENSION.test(span) && !/^(?:[A-Za-z]?\.)/.test(span);
      if (looksLikePath && !span.startsWith('@') && !pathExists(repo, span, fromDir)) {
        problems.push(`names a missing path: \`${span}\``);
        continue;
      }
      if (looksLikePath) continue;
    }
    const call = CALL.exec(span)?.[1];
    const name = call ?? span;
    if (call !== undefined || PASCAL.test(span)) {
      // A function or a type, component or class: declared or exported here, imported from a
      // library, or (a library's method such as Playwright's `tap()`) called in our code.
      if (
        !ignored.has(name) &&
        !repo.declared.has(name) &&
        !repo.imported.has(name) &&
        !repo.words.has(name)
      ) {
        problems.push(`names a missing symbol: \`${span}\``);
      }
    } else if (CAMEL.test(span) || SNAKE.test(span) || SCREAMING.test(span)) {
      if (!repo.words.has(span)) problems.push(`names a word no code has: \`${span}\``);
    } else if (DOTTED.test(span)) {
      const missing = span
        .replace(/\(\)$/, '')
        .split('.')
        .filter((part) => !repo.words.has(part) && !ignored.has(part));
      if (missing.length > 0) problems.push(`names a word no code has: \`${span}\``);
    }
  }
  return problems;
}

/** Problems with lists and tables of hydration strategies that differ from the island table's. */
function checkStrategies(context: CheckContext, parts: MarkdownParts): string[] {
  const expected = [...context.strategies].sort().join(', ');
  const problems: string[] = [];
  const compare = (listed: string[], where: string) => {
    const got = [...new Set(listed)].sort().join(', ');
    if (got !== expected)
      problems.push(`${where} lists strategies ${got}; the table has ${expected}`);
  };
  for (const table of parts.tables) {
    if (table.header[0]?.toLowerCase() !== 'strategy') continue;
    compare(
      table.rows.map((row) => row.cells[0] ?? ''),
      'a strategy table',
    );
  }
  for (const text of [...parts.codeSpans, ...parts.codeBlocks, ...parts.prose]) {
    for (const [list] of text.matchAll(STRATEGY_LIST)) {
      const names = list.split('|').map((name) => name.trim());
      if (names.includes('interaction')) compare(names, `\`${list}\``);
    }
  }
  return [...new Set(problems)];
}

/** Problems with the README's size and its find-your-way table. */
function checkReadme(source: string, parts: MarkdownParts): string[] {
  const problems: string[] = [];
  const bytes = Buffer.byteLength(source);
  if (bytes > README_MAX_BYTES) {
    problems.push(`is ${bytes} bytes; at most ${README_MAX_BYTES} (topics go under docs/)`);
  }
  const table = parts.tables.find((candidate) => /^to\b/i.test(candidate.header[0] ?? ''));
  if (table === undefined) return [...problems, 'has no find-your-way table (first header "to …")'];
  for (const task of FIND_YOUR_WAY) {
    const row = table.rows.find(
      (candidate) => candidate.cells[0]?.toLowerCase() === task.toLowerCase(),
    );
    if (row === undefined) problems.push(`find-your-way table has no row "${task}"`);
    else if (row.links.flat().length === 0)
      problems.push(`find-your-way row "${task}" links nowhere`);
  }
  return problems;
}

/** Every problem of every checked page. */
export function checkDocs(context: CheckContext): Problem[] {
  const {full, linksOnly} = docsToCheck(context.repo);
  const problems: Problem[] = [];
  const add = (file: string, messages: string[]) =>
    problems.push(...messages.map((message) => ({file, message})));
  for (const file of [...full, ...linksOnly]) {
    const source = readFileSync(path.join(context.repo.root, file), 'utf8');
    const parts = readMarkdown(source);
    add(file, checkLinks(context, file, parts));
    if (!full.includes(file)) continue;
    add(file, checkCodeSpans(context, file, parts));
    add(file, checkStrategies(context, parts));
    if (file === 'README.md') add(file, checkReadme(source, parts));
  }
  return problems;
}
