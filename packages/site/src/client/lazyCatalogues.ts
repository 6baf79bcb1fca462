// Vite plugin of the site's client build (decision 014). The browser loads only the page
// language's messages, already compiled:
// - core's eager catalogue source (all three languages in the bundle) is swapped for the lazy
//   one, which loads one language's catalogue as a chunk of its own;
// - each catalogue is split into the consent scope (all the cookie banner needs, decision 034)
//   and the rest, two chunks per language;
// - each catalogue is compiled to ICU syntax trees here, as `parse` would at run time, so the
//   ICU parser (about 9 KB gzip) is replaced by formatjs' parser-less build in the browser.
// Node, tests and Storybook keep the eager source and the parser.
import {readFile} from 'node:fs/promises';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import type {MessageFormatElement} from '@formatjs/icu-messageformat-parser';
import type {Plugin} from 'vite';
import {inConsentScope, isServerOnly, parseMessage, type Lang} from '@schaufenster/core';

const MESSAGES_DIR = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../core/src/messages',
);
/** Core's eager catalogue source. */
const EAGER_CATALOGUE_SOURCE = path.join(MESSAGES_DIR, 'catalogueSource.ts');
/** Its browser replacement. */
const LAZY_CATALOGUE_SOURCE = path.join(MESSAGES_DIR, 'catalogueSource.lazy.ts');

const CATALOGUE_IMPORT = /^\.\/(de|en|fr)\.json(\?consent)?$/;
// A virtual module per language: compiled JavaScript, not the JSON file.
const VIRTUAL_PREFIX = '\0sf/messages-';
const PARSER = '@formatjs/icu-messageformat-parser';
// The consent scope's part of a catalogue (decision 034); the plain module holds the rest.
const CONSENT_SUFFIX = '-consent';

/**
 * The messages of one part: the consent scope's (core `inConsentScope`), or all others but the
 * e-mails' (core `isServerOnly`), which only the order service formats.
 */
export function scopePart(
  messages: Readonly<Record<string, string>>,
  consent: boolean,
): Record<string, string> {
  return Object.fromEntries(
    Object.entries(messages).filter(
      ([key]) => !isServerOnly(key) && inConsentScope(key) === consent,
    ),
  );
}

/**
 * A catalogue's messages as ICU syntax trees, parsed as core's message runtime parses them in
 * Node (`parseMessage`), so formatting gives the same text.
 */
export function compileCatalogue(
  messages: Readonly<Record<string, string>>,
  lang: Lang,
): Record<string, MessageFormatElement[]> {
  return Object.fromEntries(
    Object.entries(messages).map(([key, message]) => [key, parseMessage(message, lang)]),
  );
}

/** The plugin; use it for the client build only (the prerender needs every catalogue). */
export function lazyCatalogues(): Plugin {
  return {
    name: 'schaufenster:lazy-catalogues',
    enforce: 'pre',
    config: () => ({
      resolve: {
        alias: [{find: new RegExp(`^${PARSER}$`), replacement: `${PARSER}/no-parser.js`}],
      },
    }),
    async resolveId(source, importer, options) {
      if (importer === LAZY_CATALOGUE_SOURCE) {
        const match = CATALOGUE_IMPORT.exec(source);
        if (match === null) return null;
        return `${VIRTUAL_PREFIX}${match[1]}${match[2] === undefined ? '' : CONSENT_SUFFIX}`;
      }
      if (!source.endsWith('catalogueSource.ts')) return null;
      const resolved = await this.resolve(source, importer, {...options, skipSelf: true});
      return resolved?.id === EAGER_CATALOGUE_SOURCE ? LAZY_CATALOGUE_SOURCE : null;
    },
    async load(id) {
      if (!id.startsWith(VIRTUAL_PREFIX)) return null;
      const name = id.slice(VIRTUAL_PREFIX.length);
      const consent = name.endsWith(CONSENT_SUFFIX);
      const lang = consent ? name.slice(0, -CONSENT_SUFFIX.length) : name;
      const file = path.join(MESSAGES_DIR, `${lang}.json`);
      this.addWatchFile(file);
      const messages = scopePart(JSON.parse(await readFile(file, 'utf8')), consent);
      const compiled = compileCatalogue(messages, lang as Lang);
      // JSON.parse of one string: smaller and faster to start than an object literal.
      return `export default JSON.parse(${JSON.stringify(JSON.stringify(compiled))});`;
    },
  };
}
