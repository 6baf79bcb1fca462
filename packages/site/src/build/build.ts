// The site build (docs/decisions/011-site-build.md): SSR bundle → content → client build → parallel
// prerender → files, all in a staging folder that replaces the output at the end. Incremental
// (decision 033): pages whose inputs are unchanged are kept from the previous output.
import {randomUUID} from 'node:crypto';
import {rm} from 'node:fs/promises';
import path from 'node:path';
import {pathToFileURL} from 'node:url';
import {bundleKey} from './bundleCache.ts';
import {prepareBundles} from './bundles.ts';
import {contentReportFile, formatContentReport, writeContentReport} from './contentReport.ts';
import {ContentCache} from './contentCache.ts';
import {contentSourceId, loadContent, type LoadedContent} from './contentSource.ts';
import {writeText} from './files.ts';
import {prepareImages} from './images/prepare.ts';
import {
  PageInputs,
  globalKey,
  shellId,
  type RecordOrigin,
  type RecordRecall,
} from './incremental/inputs.ts';
import {
  forgetManifest,
  MANIFEST_VERSION,
  readManifest,
  writeManifest,
  type PageRecord,
} from './incremental/manifest.ts';
import {publish} from './incremental/publish.ts';
import {ReadTable} from './incremental/readTable.ts';
import {planReuse} from './incremental/reuse.ts';
import {changedPages} from './incremental/stamps.ts';
import {readLinkCache, writeLinkCache} from './links/linkCache.ts';
import {menuLinkSources} from './links/linkSources.ts';
import {checkOutputLinks} from './links/outputLinks.ts';
import {reportDanglingLinks} from './links/reportLinks.ts';
import type {RecordJson} from './output/catalogueJson.ts';
import {hostProxies, writeHostConfigs} from './output/hostConfigs.ts';
import {writeSystemdUnits} from './output/systemdUnits.ts';
import {REPO_ROOT, type BuildOptions} from './options.ts';
import {renderOnWorkers} from './pool.ts';
import {
  PhaseClock,
  phaseReport,
  timingReport,
  type BuildPhases,
  type PageTiming,
} from './report.ts';
import {PageRecords} from './pageRecords.ts';
import type {PlannedPage} from './plan/routes.ts';
import type {WrittenPage} from './render/pageWriter.ts';
import type {RenderContext} from './render/renderPage.tsx';
import type * as ServerModule from './ssr/server.ts';

/** Fewer pages to render than this are rendered in the main thread (incremental builds). */
const INLINE_BELOW = 100;

/** The content cache's folder in the manifests' (decision 058). */
const CONTENT_CACHE_NAME = 'content';

/** What a finished build reports. */
export interface BuildResult {
  /** The output folder. */
  outDir: string;
  /** The build id in every page and app-data.json: the shell id (decision 033). */
  buildId: string;
  /** app-data.json's content id: changes with any page's data. */
  contentId: string;
  /** Paths of the pages, 404 included, in plan order. */
  paths: string[];
  /** Pages rendered by this build. */
  rendered: number;
  /** Pages kept byte for byte from the previous output (incremental build, decision 033). */
  reused: number;
  /** Where the time went, ms, so a slow rebuild shows its cause. */
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
  const say = (line: string) => {
    if (options.report !== false) console.info(line);
  };
  // The code's hash keys the bundle cache and, for incremental builds, every page (decision 033)
  // and the prepared content records (decision 058).
  const code = await clock.time('bundles', async () =>
    options.bundleCacheDir !== null || options.incrementalDir !== null
      ? bundleKey(REPO_ROOT, process.env)
      : null,
  );
  // Content first (decision 019): a bad record or an unreachable CMS stops the build before any
  // Vite build runs or anything is written.
  const content = await clock.time('content', () => loadCachedContent(options, code));
  try {
    // Beside the output folder, never in it: every file of the output is deployed (decision 029).
    await clock.time('content', () =>
      writeContentReport(contentReportFile(options.outDir, options.contentReport), content.report),
    );
    if (options.report !== false) console.info(formatContentReport(content.report));
    const {assets, serverDir} = await clock.time('bundles', () =>
      prepareBundles(options, code, staging, ssrDir),
    );
    const server = await clock.time(
      'bundles',
      async () =>
        (await import(
          pathToFileURL(path.join(serverDir, 'server.js')).href
        )) as typeof ServerModule,
    );
    // The previous build's manifest, and its page files checked on another thread meanwhile.
    const files = {
      outDir: options.outDir,
      html: server.htmlFile,
      data: (pagePath: string) => server.pageDataFile(pagePath),
    };
    const manifest = await clock.time('writing', async () => {
      if (options.incrementalDir !== null) {
        return readManifest(options.incrementalDir, options.outDir, console.warn);
      }
      await forgetManifest(options.manifestDir, options.outDir);
      return null;
    });
    const changed =
      manifest === null ? Promise.resolve(new Set<string>()) : changedPages(manifest, files);
    const {site} = content;
    const prepared = await clock.time('content', async () =>
      server.prepareBuild(site, options.settings, content.recordJson),
    );
    const imagesStarted = performance.now();
    const images = await clock.time('images', () =>
      prepareImages(content.contentDir, staging, {cacheDir: options.imageCacheDir}),
    );
    say(
      `Images: ${images.processed} resized, ${images.cached} from cache, ${images.copied} copied ` +
        `(${Math.round(performance.now() - imagesStarted)} ms)`,
    );
    const context: RenderContext = {
      site,
      settings: prepared.settings,
      assets,
      sharedHash: prepared.shared.hash,
      businessType: options.settings.businessType,
      runtime: prepared.runtime,
    };
    const shell = shellId(site, context);
    const global = globalKey({code: code ?? '', assets, shell, context, images: images.manifest});
    const inputs = new PageInputs(site, {
      origin: content.origin,
      recall: content.recall,
      derive: (token) => server.derivedValue(site, token),
    });
    const {render, kept, previous} = await clock.time('writing', async () => {
      const output = {outDir: options.outDir, changed};
      const plan = await planReuse(prepared.pages, manifest, global, inputs, output, console.warn);
      if (options.incrementalDir !== null && plan.why !== null) {
        say(`Incremental build: ${plan.why}, rendering every page`);
      }
      return {render: plan.render, kept: plan.kept, previous: plan.why === null ? manifest : null};
    });
    // Starting workers (each imports the SSR bundle) costs more than a few pages take to render.
    const inline = options.workers === 0 || render.length < INLINE_BELOW;
    // The render threads write the pages (decision 060); this thread collects their records as
    // they arrive. The kept pages' reads index the previous manifest's list; the new pages' are
    // added to it.
    const reads = new ReadTable(previous?.reads);
    const records = new PageRecords(staging, shell, inputs, reads, server);
    const take = (page: WrittenPage, index: number): PageTiming => {
      records.add(render[index] as PlannedPage, page);
      return {path: page.path, ms: page.ms};
    };
    const output = {staging, shell};
    const pages = await clock.time('rendering', async () =>
      inline
        ? (await server.renderPagesInline(render, context, images.manifest, output)).map(take)
        : renderOnWorkers(
            path.join(serverDir, 'worker.js'),
            options.workers,
            render,
            {context, images: images.manifest, output},
            take,
          ),
    );
    const written = await clock.time('writing', async () => {
      const result = await records.finish(prepared.pages, kept);
      await writeText(staging, `page-data/sq/d/${prepared.shared.hash}.json`, prepared.shared.json);
      for (const [name, text] of Object.entries(prepared.files)) {
        await writeText(staging, name, text);
      }
      const headers = prepared.headers(result.embedPages);
      await writeText(staging, '_headers', headers);
      // nginx.conf and Caddyfile (decision 042), passing the publish webhook and the order
      // service's paths to their servers.
      const proxies = hostProxies(options);
      await writeHostConfigs(staging, headers, prepared.files._redirects ?? '', proxies);
      // The services' systemd units beside them, listening where the configs send their routes.
      await writeSystemdUnits(staging, options);
      // Every link of the whole output, kept pages too, before it is put in place: under
      // STRICT_CONTENT a dangling one fails the build and leaves the output as it was.
      const links = await checkOutputLinks({
        staging,
        outDir: options.outDir,
        pages: prepared.pages,
        kept,
        rendered: result.links,
        htmlFile: server.htmlFile,
        redirects: prepared.files._redirects ?? '',
        sources: menuLinkSources(site, prepared.settings.host, langsOf(prepared.pages)),
        cache:
          options.incrementalDir !== null && previous !== null
            ? await readLinkCache(options.incrementalDir, options.outDir)
            : undefined,
      });
      say(`Links: ${links.dangling.length} dangling on ${links.pages.size} pages`);
      await reportDanglingLinks(links.dangling, {
        file: contentReportFile(options.outDir, options.contentReport),
        report: content.report,
        strict: options.strictContent,
      });
      // Kept pages stay in the output; the rest is moved in around them (decision 038).
      const others = await publish({
        staging,
        outDir: options.outDir,
        files,
        pages: prepared.pages,
        kept: kept.keys(),
        previous,
        beforeUpdate: () => forgetManifest(options.manifestDir, options.outDir),
      });
      if (options.incrementalDir !== null) {
        const stampOf = (pagePath: string) => result.records.get(pagePath)?.html;
        await writeLinkCache(options.incrementalDir, options.outDir, links, stampOf).catch(
          (error: unknown) => {
            console.warn(`Link check: could not write its cache: ${String(error)}`);
          },
        );
        await saveManifest(options.incrementalDir, options.outDir, global, others, {
          records: result.records,
          reads,
          inputs,
        });
      }
      return result;
    });
    const {phases} = clock;
    if (options.report !== false) {
      const totalMs = performance.now() - started;
      console.info(timingReport(pages, inline ? 0 : options.workers, totalMs));
      console.info(phaseReport(phases, totalMs));
      console.info(
        `Built ${options.retailer} into ${options.outDir} (build ${shell}; ` +
          `${pages.length} pages rendered, ${kept.size} reused)`,
      );
    }
    return {
      outDir: options.outDir,
      buildId: shell,
      contentId: written.contentId,
      paths: prepared.pages.map((page) => page.path),
      rendered: pages.length,
      reused: kept.size,
      phases,
    };
  } catch (error) {
    await rm(staging, {recursive: true, force: true});
    throw error;
  } finally {
    await rm(ssrDir, {recursive: true, force: true});
    await content.dispose();
  }
}

function langsOf(pages: readonly PlannedPage[]): Set<PlannedPage['lang']> {
  return new Set(pages.map((page) => page.lang));
}

// Incremental builds take the records an earlier build prepared (decision 058), kept beside the
// manifests; a clean build (INCREMENTAL=0) prepares every record. Failing to write the cache
// costs the next build its speed, not this one. `origin` names the raw record each prepared one
// came from (inputs.ts).
async function loadCachedContent(
  options: BuildOptions,
  code: string | null,
): Promise<
  LoadedContent & {origin?: RecordOrigin; recall?: RecordRecall; recordJson?: RecordJson}
> {
  if (options.incrementalDir === null || code === null) return loadContent(options);
  const cache = await ContentCache.open(
    path.join(options.incrementalDir, CONTENT_CACHE_NAME),
    contentSourceId(options),
    code,
    console.warn,
  );
  const content = await loadContent(options, cache);
  // Written while the build goes on (0.1 s of file writing for the 3,000-product catalogue);
  // waited for when the build disposes of the content, whether it succeeds or fails.
  const saved = cache.save().catch((error: unknown) => {
    console.warn(`Content cache: could not write it: ${String(error)}`);
  });
  return {
    ...content,
    dispose: async () => {
      await saved;
      await content.dispose();
    },
    origin: (record) => cache.originOf(record),
    recall: (digest) => cache.recall(digest),
    recordJson: (record) => cache.jsonOf(record),
  };
}

// The manifest for the next build; failing to write it costs that build its speed, not this one.
async function saveManifest(
  dir: string,
  outDir: string,
  global: string,
  files: string[],
  pages: {records: ReadonlyMap<string, PageRecord>; reads: ReadTable; inputs: PageInputs},
): Promise<void> {
  const {reads, pages: records} = pages.reads.compact(pages.records);
  const manifest = {
    version: MANIFEST_VERSION,
    outDir: path.resolve(outDir),
    global,
    reads,
    // This build's values: a kept page's reads have the values they had when it was rendered.
    values: reads.map((read) => pages.inputs.value(read)),
    records: pages.inputs.records(),
    pages: records,
    files,
  };
  await writeManifest(dir, manifest).catch((error: unknown) => {
    console.warn(`Incremental build: could not write the build manifest: ${String(error)}`);
  });
}
