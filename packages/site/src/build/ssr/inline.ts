// In-thread prerender (BUILD_WORKERS=0): the same rendering without worker threads.
import {createImageResolver, type ImageManifest} from '../render/images.ts';
import {renderPage, type RenderContext, type RenderedPage} from '../render/renderPage.tsx';
import type {PlannedPage} from '../plan/routes.ts';

/** Renders every page in the calling thread. */
export function renderPagesInline(
  pages: readonly PlannedPage[],
  context: RenderContext,
  imageManifest: ImageManifest,
): RenderedPage[] {
  const images = createImageResolver(imageManifest);
  return pages.map((page) => renderPage(page, context, images));
}
