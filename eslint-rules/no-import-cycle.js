// @ts-check
// `local/no-import-cycle`: reports every static import or re-export that is part of an import
// cycle, type-only imports included. import-x/no-cycle skips `import type` by design (see its
// rule source: type-only declarations are never traversed), but a cycle through types still ties
// two modules together and is the first step to a runtime cycle, so here every edge counts.
//
// The graph is built once per ESLint process from the files on disk: relative specifiers, and
// `@schaufenster/*` specifiers resolved through the workspaces' package.json `exports`. Dynamic
// `import()` is not an edge (lazy loading is how islands break a cycle on purpose), the same as
// ../shared/tools/import-cycles.mjs. Cycles are the strongly connected components of the graph
// (Tarjan), so the cost is one pass over the repository however many files are linted.
import {existsSync, readFileSync, readdirSync, statSync} from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '..');
const SOURCE = /\.(ts|tsx|mts|js|mjs)$/;
const SKIP_DIRS = new Set(['node_modules', 'dist', 'storybook-static', 'coverage', 'public']);

/** Static imports and re-exports: `import … from 'x'`, `import 'x'`, `export … from 'x'`. */
const IMPORT =
  /(?:^|[\s;}])(?:import|export)\s+(?:type\s+)?(?:[^'";]*?\sfrom\s*)?['"]([^'"\n]+)['"]/g;

/** @param {string} text */
function stripComments(text) {
  return text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');
}

/** @param {string} dir @param {string[]} out */
function walk(dir, out) {
  for (const entry of readdirSync(dir)) {
    if (SKIP_DIRS.has(entry) || (entry.startsWith('.') && entry !== '.storybook')) continue;
    const full = path.join(dir, entry);
    if (statSync(full).isDirectory()) walk(full, out);
    else if (SOURCE.test(entry) && !entry.endsWith('.d.ts')) out.push(full);
  }
}

/** Workspace package name → its `exports` map, as absolute file paths. */
function workspaceExports() {
  /** @type {Map<string, Record<string, string>>} */
  const packages = new Map();
  const root = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8'));
  for (const workspace of root.workspaces ?? []) {
    const file = path.join(ROOT, workspace, 'package.json');
    if (!existsSync(file)) continue;
    const pkg = JSON.parse(readFileSync(file, 'utf8'));
    /** @type {Record<string, string>} */
    const exports = {};
    for (const [key, target] of Object.entries(pkg.exports ?? {})) {
      if (typeof target === 'string') exports[key] = path.join(ROOT, workspace, target);
    }
    packages.set(pkg.name, exports);
  }
  return packages;
}

/**
 * @param {Map<string, Record<string, string>>} packages
 * @param {Set<string>} files
 */
function createResolver(packages, files) {
  /** @param {string} base */
  const candidates = (base) => [
    base,
    `${base}.ts`,
    `${base}.tsx`,
    path.join(base, 'index.ts'),
    path.join(base, 'index.tsx'),
    base.replace(/\.js$/, '.ts'),
    base.replace(/\.js$/, '.tsx'),
  ];
  /** @param {string} from @param {string} specifier @returns {string | null} */
  return (from, specifier) => {
    if (specifier.startsWith('.')) {
      const base = path.resolve(path.dirname(from), specifier);
      return candidates(base).find((file) => files.has(file)) ?? null;
    }
    const match = /^(@schaufenster\/[^/]+)(\/.*)?$/.exec(specifier);
    const exports = match && packages.get(match[1]);
    if (!match || !exports) return null;
    const key = `.${match[2] ?? ''}`;
    if (exports[key]) return exports[key];
    for (const [pattern, target] of Object.entries(exports)) {
      const star = pattern.indexOf('*');
      if (star < 0) continue;
      const [head, tail] = [pattern.slice(0, star), pattern.slice(star + 1)];
      if (key.startsWith(head) && key.endsWith(tail) && key.length >= head.length + tail.length) {
        const file = target.replace('*', key.slice(head.length, key.length - tail.length));
        if (files.has(file)) return file;
      }
    }
    return null;
  };
}

/** @typedef {{resolve: (from: string, specifier: string) => string | null, component: Map<string, number>, edges: Map<string, Set<string>>}} Graph */

/** @type {Graph | undefined} */
let graph;

/** @returns {Graph} */
function loadGraph() {
  if (graph) return graph;
  /** @type {string[]} */
  const list = [];
  walk(ROOT, list);
  const files = new Set(list);
  const resolve = createResolver(workspaceExports(), files);
  /** @type {Map<string, Set<string>>} */
  const edges = new Map();
  for (const file of list) {
    const out = new Set();
    for (const [, specifier] of stripComments(readFileSync(file, 'utf8')).matchAll(IMPORT)) {
      const target = resolve(file, /** @type {string} */ (specifier));
      if (target && target !== file) out.add(target);
    }
    edges.set(file, out);
  }
  // Tarjan's strongly connected components, iterative so deep graphs cannot overflow the stack.
  /** @type {Map<string, number>} */
  const index = new Map();
  /** @type {Map<string, number>} */
  const low = new Map();
  /** @type {Map<string, number>} */
  const component = new Map();
  /** @type {string[]} */
  const stack = [];
  const onStack = new Set();
  let next = 0;
  let components = 0;
  for (const start of edges.keys()) {
    if (index.has(start)) continue;
    /** @type {[string, Iterator<string>][]} */
    const work = [[start, /** @type {Set<string>} */ (edges.get(start)).values()]];
    index.set(start, next);
    low.set(start, next++);
    stack.push(start);
    onStack.add(start);
    while (work.length > 0) {
      const [node, targets] = /** @type {[string, Iterator<string>]} */ (work.at(-1));
      const step = targets.next();
      if (!step.done) {
        const target = step.value;
        if (!index.has(target)) {
          index.set(target, next);
          low.set(target, next++);
          stack.push(target);
          onStack.add(target);
          work.push([target, (edges.get(target) ?? new Set()).values()]);
        } else if (onStack.has(target)) {
          low.set(
            node,
            Math.min(
              /** @type {number} */ (low.get(node)),
              /** @type {number} */ (index.get(target)),
            ),
          );
        }
        continue;
      }
      work.pop();
      const parent = work.at(-1);
      if (parent) {
        low.set(
          parent[0],
          Math.min(
            /** @type {number} */ (low.get(parent[0])),
            /** @type {number} */ (low.get(node)),
          ),
        );
      }
      if (low.get(node) === index.get(node)) {
        /** @type {string[]} */
        const members = [];
        let member;
        do {
          member = /** @type {string} */ (stack.pop());
          onStack.delete(member);
          members.push(member);
        } while (member !== node);
        // Only real cycles get a number: a module alone in its component is in none.
        if (members.length > 1) {
          components += 1;
          for (const m of members) component.set(m, components);
        }
      }
    }
  }
  graph = {resolve, component, edges};
  return graph;
}

/**
 * The shortest way back from `target` to `file` inside their component, for the message.
 * @param {Graph} g @param {string} target @param {string} file
 */
function pathBack(g, target, file) {
  const id = g.component.get(file);
  /** @type {Map<string, string | null>} */
  const previous = new Map([[target, null]]);
  const queue = [target];
  while (queue.length > 0) {
    const node = /** @type {string} */ (queue.shift());
    if (node === file) break;
    for (const nextNode of g.edges.get(node) ?? []) {
      if (previous.has(nextNode) || g.component.get(nextNode) !== id) continue;
      previous.set(nextNode, node);
      queue.push(nextNode);
    }
  }
  /** @type {string[]} */
  const chain = [];
  for (
    let node = /** @type {string | null | undefined} */ (file);
    node;
    node = previous.get(node)
  ) {
    chain.unshift(path.relative(ROOT, node));
  }
  return chain.join(' → ');
}

/** @type {import('eslint').Rule.RuleModule} */
const rule = {
  meta: {
    type: 'problem',
    docs: {description: 'Disallow import cycles between modules, type-only imports included.'},
    schema: [
      {
        type: 'object',
        properties: {
          known: {type: 'array', items: {type: 'array', items: {type: 'string'}}},
        },
        additionalProperties: false,
      },
    ],
    messages: {
      cycle: 'Import cycle: {{file}} → {{chain}}. Move what both need into a third module.',
    },
  },
  create(context) {
    const file = context.physicalFilename;
    const g = loadGraph();
    const id = g.component.get(file);
    if (id === undefined) return {};
    // A cycle listed under `known` (repo-relative paths) is skipped while it has exactly those
    // members; once it grows or shrinks it is reported again.
    const members = [...g.component].flatMap(([m, c]) =>
      c === id ? [path.relative(ROOT, m)] : [],
    );
    const known = context.options[0]?.known ?? [];
    const same = (/** @type {string[]} */ list) =>
      list.length === members.length && list.every((m) => members.includes(m));
    if (known.some(same)) return {};
    /** @param {{source?: {value?: unknown} | null}} node An import, export-from or export-all. */
    const check = (node) => {
      const specifier = node.source?.value;
      if (typeof specifier !== 'string') return;
      const target = g.resolve(file, specifier);
      if (!target || g.component.get(target) !== id) return;
      context.report({
        node: /** @type {import('eslint').Rule.Node} */ (node.source ?? node),
        messageId: 'cycle',
        data: {file: path.relative(ROOT, file), chain: pathBack(g, target, file)},
      });
    };
    return {ImportDeclaration: check, ExportNamedDeclaration: check, ExportAllDeclaration: check};
  },
};

export default {meta: {name: 'schaufenster-local'}, rules: {'no-import-cycle': rule}};
