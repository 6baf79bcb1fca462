// The Vite builds of the site (decisions 011, 012): the client (hydration entry, island chunks)
// into the output folder; the SSR bundle, with the stylesheet and fonts, into a cache folder;
// the service worker, precaching the client build's files, as `sw.js`.
import {copyFile, mkdir, readdir, rm} from 'node:fs/promises';
import path from 'node:path';
import type {Rolldown, build as viteBuild} from 'vite';
import {ISLANDS} from '@schaufenster/templates/islands';
import {precacheManifest} from '../sw/manifest.ts';
import {clientModules} from './clientModules.ts';
import type {ClientAssets} from './render/document.ts';
import {REPO_ROOT} from './options.ts';

/** The site's Vite config. */
const SITE_VITE_CONFIG = path.join(REPO_ROOT, 'packages/site/vite.site.config.ts');

type Output = Rolldown.RolldownOutput['output'][number];

// Vite is loaded when a bundle is built: a build that takes its bundles from the cache (decision
// 032), as most incremental ones do, saves the import (about 0.2 s, decision 038).
async function build(config: Parameters<typeof viteBuild>[0]): ReturnType<typeof viteBuild> {
  return (await import('vite')).build(config);
}

function outputsOf(result: Awaited<ReturnType<typeof viteBuild>>): Output[] {
  const results = Array.isArray(result) ? result : [result];
  return results.flatMap((one) => ('output' in one ? one.output : []));
}

/** Files the SSR build emitted for the browser: the stylesheet and the fonts it references. */
export interface ServerAssets {
  /** Folder they are in. */
  dir: string;
  /** Their file names relative to `dir` (e.g. `assets/style-abc.css`). */
  files: string[];
}

/** Builds the SSR bundle (server.js, worker.js, the stylesheet and fonts) into `outDir`. */
export async function buildServer(outDir: string): Promise<ServerAssets> {
  const outputs = outputsOf(
    await build({
      configFile: SITE_VITE_CONFIG,
      mode: 'production',
      build: {ssr: true, outDir, emptyOutDir: true},
    }),
  );
  return {
    dir: outDir,
    files: outputs.filter((output) => output.type === 'asset').map((output) => output.fileName),
  };
}

/**
 * Builds the browser side into `outDir`, copies the SSR build's stylesheet and fonts beside it,
 * and returns what pages must link.
 */
export async function buildClient(outDir: string, server: ServerAssets): Promise<ClientAssets> {
  const outputs = outputsOf(
    await build({
      configFile: SITE_VITE_CONFIG,
      mode: 'production',
      build: {outDir, emptyOutDir: true},
    }),
  );
  const chunks = outputs.filter((output) => output.type === 'chunk');
  const entry = chunks.find((chunk) => chunk.isEntry && chunk.name === 'main');
  if (entry === undefined) throw new Error('The client build has no main entry');
  // The client's own CSS covers its islands only; the SSR build's covers every page.
  for (const output of outputs) {
    if (output.fileName.endsWith('.css')) await rm(path.join(outDir, output.fileName));
  }
  for (const file of server.files) {
    await mkdir(path.dirname(path.join(outDir, file)), {recursive: true});
    await copyFile(path.join(server.dir, file), path.join(outDir, file));
  }
  return {
    entry: `/${entry.fileName}`,
    styles: server.files.filter((file) => file.endsWith('.css')).map((file) => `/${file}`),
    // The regular Latin face is on every page: fetch it with the CSS, not after it.
    fonts: server.files
      .filter((file) => /source-sans-pro-latin-400-normal[^/]*\.woff2$/.test(file))
      .map((file) => `/${file}`),
    modules: clientModules(chunks, ISLANDS),
  };
}

/** The service worker's source. */
const SW_ENTRY = path.join(REPO_ROOT, 'packages/site/src/sw/sw.ts');

/**
 * Builds the service worker into `<outDir>/sw.js`: one classic script (workers need no module
 * support that way) with the app shell, every script, stylesheet and woff2 font the client build
 * left in `<outDir>/assets/`, as its precache list. Run after {@link buildClient}.
 */
export async function buildServiceWorker(outDir: string): Promise<void> {
  const manifest = precacheManifest(await readdir(path.join(outDir, 'assets')));
  await build({
    configFile: false,
    root: REPO_ROOT,
    mode: 'production',
    logLevel: 'warn',
    publicDir: false,
    define: {
      __SF_PRECACHE__: JSON.stringify(manifest),
      'process.env.NODE_ENV': JSON.stringify('production'),
    },
    build: {
      outDir,
      emptyOutDir: false,
      target: 'es2022',
      reportCompressedSize: false,
      rolldownOptions: {input: SW_ENTRY, output: {format: 'iife', entryFileNames: 'sw.js'}},
    },
  });
}
