// The cookie banner loads only the consent scope's messages (decision 034). Whether a key is
// missing there shows only in a browser, in a language, in a state, so this reads the built
// client instead: every catalogue key that appears in the banner's chunk, in a chunk it loads
// (statically, or dynamically like a row's details) or in what those import must be in the scope.
// A component the banner starts to use with other texts fails here.
import {readdir, readFile} from 'node:fs/promises';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {CATALOGUES, inConsentScope} from '@schaufenster/core';
import {JEWELLER, site} from './support/sites.ts';

const KEYS = new Set(Object.keys(CATALOGUES.de));

// The chunk files `file` imports statically (`from "./x.js"`), transitively, itself included.
async function staticClosure(dir: string, file: string): Promise<Set<string>> {
  const seen = new Set<string>();
  const todo = [file];
  for (let next = todo.pop(); next !== undefined; next = todo.pop()) {
    if (seen.has(next)) continue;
    seen.add(next);
    const text = await readFile(path.join(dir, next), 'utf8');
    for (const match of text.matchAll(/from\s*"\.\/([^"]+\.js)"/g)) todo.push(match[1] ?? '');
  }
  return seen;
}

describe('message scopes of the client build (decision 034)', () => {
  it('the cookie banner’s code names only messages of the consent scope', async () => {
    const dir = path.join(site(JEWELLER).outDir, 'assets');
    const files = await readdir(dir);
    const banner = [];
    for (const file of files.filter((name) => /^CookieBanner-[\w-]+\.js$/.test(name))) {
      if ((await readFile(path.join(dir, file), 'utf8')).includes('cookieBannerTitle')) {
        banner.push(file);
      }
    }
    expect(banner).toHaveLength(1);
    // The banner's own dynamic imports (a row's details); not main's, which load every island.
    const bannerText = await readFile(path.join(dir, banner[0] ?? ''), 'utf8');
    const roots = [banner[0] ?? ''];
    for (const match of bannerText.matchAll(/import\(["`]\.\/([^"`]+\.js)["`]\)/g))
      roots.push(match[1] ?? '');
    const closure = new Set<string>();
    for (const root of roots) for (const file of await staticClosure(dir, root)) closure.add(file);
    const used = new Set<string>();
    for (const file of closure) {
      const text = await readFile(path.join(dir, file), 'utf8');
      for (const match of text.matchAll(/["'`](\w+)["'`]/g)) {
        if (KEYS.has(match[1] ?? '')) used.add(match[1] ?? '');
      }
    }
    expect(used).toContain('cookieBannerAllowAll');
    expect(used).toContain('cookieBannerPrivacyLink');
    expect([...used].filter((key) => !inConsentScope(key))).toEqual([]);
  });
});
