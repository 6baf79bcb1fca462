// POST /owner/catalogue/reload: the service reads its catalogue again from where it started (the
// publish server calls it after switching the site to a new build; docs/architecture/
// order-service.md "Reloading the catalogue"). A catalogue that does not load is refused with 422
// and the old one stays.
import type {IncomingMessage} from 'node:http';
import {CatalogueLoadError, type CatalogueReload} from '../catalogueReload.ts';
import type {BodyLimits} from '../http/body.ts';
import {refuse} from '../http/reply.ts';
import {ownerBody, type Answer, type OwnerRoute} from './route.ts';

/** Whether `request` comes without a body (no length or a zero length, and not chunked). */
function hasNoBody(request: IncomingMessage): boolean {
  const length = request.headers['content-length'];
  return request.headers['transfer-encoding'] === undefined && (length ?? '0') === '0';
}

/** The route over `reload`; null answers 409, since the service has nothing to reload from. */
export function catalogueReloadRoute(
  limits: BodyLimits,
  reload: (() => Promise<CatalogueReload>) | null,
): OwnerRoute {
  return {
    method: 'POST',
    pattern: /^\/owner\/catalogue\/reload$/,
    answer: async ({request}): Promise<Answer> => {
      // No body or a JSON object (`{}`); what it holds is not read.
      if (hasNoBody(request)) {
        request.resume();
      } else {
        const body = await ownerBody(request, limits);
        if (!body.ok) return body.answer;
      }
      if (reload === null) {
        return refuse(
          409,
          'reload_unavailable',
          'This service was started without a catalogue source; restart it to change the catalogue',
        );
      }
      try {
        const done = await reload();
        return {
          status: 200,
          body: {status: 'ok', products: done.products, reloadedAt: done.reloadedAt},
        };
      } catch (error) {
        if (error instanceof CatalogueLoadError) {
          return refuse(422, 'catalogue_invalid', error.message);
        }
        throw error;
      }
    },
  };
}
