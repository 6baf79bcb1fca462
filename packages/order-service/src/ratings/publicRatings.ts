// GET /ecom/ratings?product=<id>: the published ratings a visitor left through this service. A
// site built from fixtures has no CMS to move them to, so its rating list asks here when it
// loads. Built like the live stock read (stock/liveStock.ts): read-only and small, so it takes no
// rate-limit bucket; CORS like every /ecom/* path. A minute of caching is fine, since a rating
// waits for the owner's moderation anyway.
import {checkProject, type ServiceContext} from '../handlers/context.ts';
import {coded, codedRefusal} from '../http/coded.ts';
import type {ServiceReply} from '../http/reply.ts';
import {publishedRatings} from './status.ts';

/** The path of the public read. */
export const RATINGS_PATH = '/ecom/ratings';

/** Most ratings one answer holds (the newest). */
const MAX_PUBLIC_RATINGS = 200;

/** How long a browser or proxy may keep an answer, in seconds. */
export const RATINGS_MAX_AGE_S = 60;

/** A product id as the query names it: a CMS id (digits or a short key). */
const ID = /^[A-Za-z0-9_-]{1,100}$/;

/**
 * Answers GET /ecom/ratings: `{status: 'ok', ratings}` with the newest published ratings of
 * `product`; an empty list for a product the shop does not list, so nobody learns about unlisted
 * items, and always an empty list when Directus moderates the ratings. `project` is optional; when given it must be one this service serves.
 */
export function handleRatings(query: URLSearchParams, context: ServiceContext): ServiceReply {
  const project = query.get('project');
  if (project !== null) {
    const wrongProject = checkProject(context, project);
    if (wrongProject) return coded(wrongProject);
  }
  const product = query.get('product')?.trim() ?? '';
  if (!ID.test(product)) {
    return codedRefusal(400, 'invalid', 'product names one product id', 'product');
  }
  // With Directus, a published rating reaches the site through its content: answering it here
  // too would show it twice, or keep showing one the owner later rejected there.
  const listed =
    context.ratingsInCms !== true &&
    context.catalogue.products.some((entry) => String(entry.id) === product);
  const ratings = listed ? publishedRatings(context.store.db, product, MAX_PUBLIC_RATINGS) : [];
  return {
    status: 200,
    body: {status: 'ok', ratings},
    headers: {'Cache-Control': `public, max-age=${RATINGS_MAX_AGE_S}`},
  };
}
