// In-thread prerender (BUILD_WORKERS=0): the same rendering without worker threads.
import {loadIslandComponents} from '@schaufenster/templates';
import {createImageResolver, type ImageManifest} from '../render/images.ts';
import {
  createRenderCaches,
  renderPage,
  type RenderContext,
  type RenderedPage,
} from '../render/renderPage.tsx';
import type {PlannedPage} from '../plan/routes.ts';

/** Renders every page in the calling thread. */
export async function renderPagesInline(
  pages: readonly PlannedPage[],
  context: RenderContext,
  imageManifest: ImageManifest,
): Promise<RenderedPage[]> {
  const images = createImageResolver(imageManifest);
  const components = await loadIslandComponents();
  const caches = createRenderCaches(context);
  return pages.map((page) => renderPage(page, context, images, components, caches));
}
