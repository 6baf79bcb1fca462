#!/usr/bin/env node
// Adds message keys to the de/en/fr catalogues in one step, so several people can add keys
// without clobbering each other: node scripts/add-messages.mjs keys.json
// keys.json: {"cookieBannerTitle": {"de": "Cookies", "en": "Cookies", "fr": "Cookies"}, ...}
import {mkdirSync, readFileSync, rmdirSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';

const dir = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../packages/core/src/messages',
);
const LANGS = ['de', 'en', 'fr'];
const lock = path.join(dir, '.lock');

function withLock(work) {
  for (let attempt = 0; attempt < 200; attempt++) {
    try {
      mkdirSync(lock);
    } catch {
      Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 50);
      continue;
    }
    try {
      return work();
    } finally {
      rmdirSync(lock);
    }
  }
  throw new Error(`could not take ${lock}; remove it if no one else is adding messages`);
}

const additions = JSON.parse(readFileSync(process.argv[2], 'utf8'));
for (const [key, values] of Object.entries(additions)) {
  if (!/^[a-z][A-Za-z0-9]*$/.test(key)) throw new Error(`key "${key}" is not flat camelCase`);
  for (const lang of LANGS) {
    if (typeof values[lang] !== 'string' || values[lang] === '') {
      throw new Error(`key "${key}" lacks a ${lang} text`);
    }
  }
}
withLock(() => {
  for (const lang of LANGS) {
    const file = path.join(dir, `${lang}.json`);
    const catalogue = JSON.parse(readFileSync(file, 'utf8'));
    for (const [key, values] of Object.entries(additions)) catalogue[key] = values[lang];
    writeFileSync(file, `${JSON.stringify(catalogue, null, 2)}\n`);
  }
});
console.info(`added or updated ${Object.keys(additions).length} keys in ${LANGS.join(', ')}`);
