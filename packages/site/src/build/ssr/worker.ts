// Entry of a prerender worker thread (decision 011 "Parallel prerender"): receives pages one
// at a time, renders and writes each (decision 060) and posts back what was written.
import {parentPort, workerData} from 'node:worker_threads';
import {loadIslandComponents} from '@schaufenster/templates';
import {createImageResolver, type ImageManifest} from '../render/images.ts';
import {PageWriter, type PageOutput} from '../render/pageWriter.ts';
import {createRenderCaches, renderPage, type RenderContext} from '../render/renderPage.tsx';
import type {PlannedPage} from '../plan/routes.ts';
import {routeBuildConsole} from '../jsonLog.ts';

/** What a worker is started with. */
export interface WorkerInput {
  /** Shared by all pages. */
  context: RenderContext;
  /** The prepared images (decision 013), by lower-cased name. */
  images: ImageManifest;
  /** Where the pages are written. */
  output: PageOutput;
}

/** A page to render, by its index in the build's page list. */
export interface WorkerTask {
  /** Index in the page list. */
  index: number;
  /** The page. */
  page: PlannedPage;
}

const port = parentPort;
if (port === null) throw new Error('worker.js must run in a worker thread');
const input = workerData as WorkerInput;
// LOG_FORMAT=json: this thread's warnings as JSON lines too, like the main thread's.
await routeBuildConsole(process.env);
const images = createImageResolver(input.images);
// Messages wait in the port's queue until the listener below is attached.
const components = await loadIslandComponents();
// Every page of this worker has the same context, images and components.
const caches = createRenderCaches(input.context);
const files = new PageWriter(input.output);

port.on('message', (task: WorkerTask) => {
  try {
    port.postMessage({
      index: task.index,
      ok: true,
      page: files.write(renderPage(task.page, input.context, images, components, caches)),
    });
  } catch (error) {
    const message = error instanceof Error ? (error.stack ?? error.message) : String(error);
    port.postMessage({index: task.index, ok: false, error: `${task.page.path}: ${message}`});
  }
});
