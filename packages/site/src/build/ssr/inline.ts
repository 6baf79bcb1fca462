// In-thread prerender (BUILD_WORKERS=0, and incremental builds with few pages): the same
// rendering and writing (decision 060) without worker threads.
import {loadIslandComponents} from '@schaufenster/templates';
import {createImageResolver, type ImageManifest} from '../render/images.ts';
import {PageWriter, type PageOutput, type WrittenPage} from '../render/pageWriter.ts';
import {createRenderCaches, renderPage, type RenderContext} from '../render/renderPage.tsx';
import type {PlannedPage} from '../plan/routes.ts';

/** Renders and writes every page in the calling thread. */
export async function renderPagesInline(
  pages: readonly PlannedPage[],
  context: RenderContext,
  imageManifest: ImageManifest,
  output: PageOutput,
): Promise<WrittenPage[]> {
  const images = createImageResolver(imageManifest);
  const components = await loadIslandComponents();
  const caches = createRenderCaches(context);
  const files = new PageWriter(output);
  return pages.map((page) => files.write(renderPage(page, context, images, components, caches)));
}
