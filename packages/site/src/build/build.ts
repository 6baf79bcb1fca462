// The site build (issue 5; docs/decisions/011-site-build.md): SSR bundle → content → client
// build → parallel prerender → files, all in a staging folder that replaces the output at the end.
import {randomUUID} from 'node:crypto';
import {rm} from 'node:fs/promises';
import path from 'node:path';
import {pathToFileURL} from 'node:url';
import {bundleKey, restoreBundles, storeBundles} from './bundleCache.ts';
import {contentReportFile, formatContentReport, writeContentReport} from './contentReport.ts';
import {loadContent} from './contentSource.ts';
import {assertNoForbiddenFiles, replaceDir, writeText} from './files.ts';
import {prepareImages} from './images/prepare.ts';
import {REPO_ROOT, type BuildOptions} from './options.ts';
import {renderOnWorkers} from './pool.ts';
import {PhaseClock, phaseReport, timingReport, type BuildPhases} from './report.ts';
import {buildClient, buildServer, buildServiceWorker} from './viteBuild.ts';
import type {ClientAssets} from './render/document.ts';
import type {RenderContext, RenderedPage} from './render/renderPage.tsx';
import type * as ServerModule from './ssr/server.ts';

/** What a finished build reports. */
export interface BuildResult {
  /** The output folder. */
  outDir: string;
  /** The build id written to app-data.json. */
  buildId: string;
  /** Paths of the rendered pages, 404 included. */
  paths: string[];
  /** Where the time went (issue 15), ms. */
  phases: BuildPhases;
}

/** Builds the site described by `options` into `options.outDir`. */
export async function runBuild(options: BuildOptions): Promise<BuildResult> {
  const started = performance.now();
  const clock = new PhaseClock();
  const run = `${process.pid}-${randomUUID().slice(0, 8)}`;
  const staging = `${options.outDir}.tmp-${run}`;
  // Inside the repository so the bundle's bare imports (react, …) resolve from node_modules.
  const ssrDir = path.join(REPO_ROOT, 'node_modules/.cache/schaufenster-site', `ssr-${run}`);
  // Content first (decision 019): a bad record or an unreachable CMS stops the build before any
  // Vite build runs or anything is written.
  const content = await clock.time('content', () => loadContent(options));
  try {
    // Beside the output folder, never in it: every file of the output is deployed (decision 029).
    await clock.time('content', () =>
      writeContentReport(contentReportFile(options.outDir, options.contentReport), content.report),
    );
    if (options.report !== false) console.info(formatContentReport(content.report));
    const assets = await clock.time('bundles', () => bundles(options, staging, ssrDir));
    const server = await clock.time(
      'bundles',
      async () =>
        (await import(pathToFileURL(path.join(ssrDir, 'server.js')).href)) as typeof ServerModule,
    );
    const {site} = content;
    const prepared = await clock.time('content', async () =>
      server.prepareBuild(site, options.settings),
    );
    const imagesStarted = performance.now();
    const images = await clock.time('images', () =>
      prepareImages(content.contentDir, staging, {cacheDir: options.imageCacheDir}),
    );
    if (options.report !== false) {
      console.info(
        `Images: ${images.processed} resized, ${images.cached} from cache, ${images.copied} copied ` +
          `(${Math.round(performance.now() - imagesStarted)} ms)`,
      );
    }
    const context: RenderContext = {
      site,
      settings: prepared.settings,
      assets,
      sharedHash: prepared.shared.hash,
      businessType: options.settings.businessType,
      runtime: prepared.runtime,
    };
    const pages = await clock.time('rendering', () =>
      options.workers === 0
        ? server.renderPagesInline(prepared.pages, context, images.manifest)
        : renderOnWorkers(path.join(ssrDir, 'worker.js'), options.workers, prepared.pages, {
            context,
            images: images.manifest,
          }),
    );
    const buildId = await clock.time('writing', async () => {
      const id = await writePages(staging, pages, server, [
        assets.entry,
        ...assets.styles,
        prepared.shared.hash,
      ]);
      await writeText(staging, `page-data/sq/d/${prepared.shared.hash}.json`, prepared.shared.json);
      for (const [name, text] of Object.entries(prepared.files)) {
        await writeText(staging, name, text);
      }
      await writeText(staging, '_headers', prepared.headers(pages));
      await assertNoForbiddenFiles(staging);
      await replaceDir(staging, options.outDir);
      return id;
    });
    const {phases} = clock;
    if (options.report !== false) {
      const totalMs = performance.now() - started;
      console.info(timingReport(pages, options.workers, totalMs));
      console.info(phaseReport(phases, totalMs));
      console.info(`Built ${options.retailer} into ${options.outDir} (build ${buildId})`);
    }
    return {outDir: options.outDir, buildId, paths: pages.map((page) => page.path), phases};
  } catch (error) {
    await rm(staging, {recursive: true, force: true});
    throw error;
  } finally {
    await rm(ssrDir, {recursive: true, force: true});
    await content.dispose();
  }
}

// The SSR bundle into `ssrDir`, the client files (with the stylesheet, fonts and service worker)
// into `staging`: from the bundle cache when the code is unchanged (decision 032), else built and
// stored there. Returns what pages link.
async function bundles(
  options: BuildOptions,
  staging: string,
  ssrDir: string,
): Promise<ClientAssets> {
  const cacheDir = options.bundleCacheDir;
  const key = cacheDir === null ? null : await bundleKey(REPO_ROOT, process.env);
  const say = (line: string) => {
    if (options.report !== false) console.info(line);
  };
  if (cacheDir !== null && key !== null) {
    const cached = await restoreBundles(cacheDir, key, staging, ssrDir);
    if (cached !== null) {
      say(`Bundles: from cache ${key}`);
      return cached.assets;
    }
  }
  const serverAssets = await buildServer(ssrDir);
  const assets = await buildClient(staging, serverAssets);
  await buildServiceWorker(staging);
  if (cacheDir !== null && key !== null) {
    await storeBundles(cacheDir, key, staging, serverAssets, assets);
    say(`Bundles: built, cached as ${key}`);
  } else {
    say('Bundles: built (cache off)');
  }
  return assets;
}

// Writes each page's HTML and page data, then app-data.json; returns the build id, a hash over
// every page's data and the client files, so it changes whenever anything a page loads changes.
// The HTML carries the id too (the runtime's config, decision 012): it is put in last.
async function writePages(
  staging: string,
  pages: readonly RenderedPage[],
  server: typeof ServerModule,
  clientFiles: readonly string[],
): Promise<string> {
  const pageData = pages.map((page) => JSON.stringify(page.pageData));
  // Client file names carry content hashes, so new code changes the id too.
  const buildId = server.contentHash([...clientFiles, ...pageData].join('\n'));
  for (const [index, page] of pages.entries()) {
    await writeText(
      staging,
      server.htmlFile(page.path),
      page.html.replace(server.BUILD_ID_PLACEHOLDER, buildId),
    );
    await writeText(
      staging,
      `page-data/${server.pageDataPath(page.path)}/page-data.json`,
      pageData[index] ?? '',
    );
  }
  await writeText(staging, 'page-data/app-data.json', JSON.stringify({buildId}));
  return buildId;
}
