// Comparing two site builds (round-trip test): file lists, and JSON with the differences named by
// path so a failure says which field differs.
import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';

/** Every file under `dir`, as sorted relative paths. */
export function listFiles(dir: string): string[] {
  const found: string[] = [];
  const walk = (folder: string) => {
    for (const entry of readdirSync(folder, {withFileTypes: true})) {
      const full = path.join(folder, entry.name);
      if (entry.isDirectory()) walk(full);
      else found.push(path.relative(dir, full));
    }
  };
  walk(dir);
  return found.sort();
}

/** Files in one list and not the other. */
export function fileSetDiff(a: string[], b: string[]): {onlyA: string[]; onlyB: string[]} {
  const setA = new Set(a);
  const setB = new Set(b);
  return {onlyA: a.filter((file) => !setB.has(file)), onlyB: b.filter((file) => !setA.has(file))};
}

/**
 * An id a site was written with (page-data/app-data.json): the build id (the page shell's), or
 * the content id (a hash over every page's data, decision 033).
 */
export function buildIdOf(outDir: string, field: 'buildId' | 'contentId' = 'buildId'): string {
  const appData = JSON.parse(
    readFileSync(path.join(outDir, 'page-data', 'app-data.json'), 'utf8'),
  ) as Record<string, unknown>;
  const id = appData[field];
  if (typeof id !== 'string') throw new Error(`${outDir}: no ${field} in app-data.json`);
  return id;
}

/** Replaces each key of `replacements` in `text` by its value. */
export function replaceAll(text: string, replacements: ReadonlyMap<string, string>): string {
  let result = text;
  for (const [from, to] of replacements) result = result.split(from).join(to);
  return result;
}

function show(value: unknown): string {
  const text = JSON.stringify(value) ?? String(value);
  return text.length > 120 ? `${text.slice(0, 117)}...` : text;
}

/** Where two strings first differ, with some context. */
function textDiff(a: string, b: string): string {
  let index = 0;
  while (index < a.length && index < b.length && a[index] === b[index]) index += 1;
  const from = Math.max(0, index - 60);
  return `differs at ${index}: ${show(a.slice(from, index + 60))} vs ${show(b.slice(from, index + 60))}`;
}

/** The differences between two JSON values as `path: a → b` lines (at most `limit`). */
export function jsonDiff(a: unknown, b: unknown, limit = 20): string[] {
  const out: string[] = [];
  const visit = (x: unknown, y: unknown, at: string) => {
    if (out.length >= limit || Object.is(x, y)) return;
    if (typeof x === 'string' && typeof y === 'string') {
      out.push(
        `${at || '(root)'}: ${x.length > 120 || y.length > 120 ? textDiff(x, y) : `${show(x)} → ${show(y)}`}`,
      );
      return;
    }
    if (Array.isArray(x) && Array.isArray(y)) {
      if (x.length !== y.length) out.push(`${at}: ${x.length} entries → ${y.length}`);
      for (let i = 0; i < Math.min(x.length, y.length); i += 1) visit(x[i], y[i], `${at}[${i}]`);
      return;
    }
    const isObject = (value: unknown): value is Record<string, unknown> =>
      value !== null && typeof value === 'object' && !Array.isArray(value);
    if (isObject(x) && isObject(y)) {
      for (const key of new Set([...Object.keys(x), ...Object.keys(y)])) {
        if (!(key in y)) out.push(`${at}.${key}: ${show(x[key])} → (missing)`);
        else if (!(key in x)) out.push(`${at}.${key}: (missing) → ${show(y[key])}`);
        else visit(x[key], y[key], `${at}.${key}`);
      }
      return;
    }
    out.push(`${at || '(root)'}: ${show(x)} → ${show(y)}`);
  };
  visit(a, b, '');
  return out;
}
