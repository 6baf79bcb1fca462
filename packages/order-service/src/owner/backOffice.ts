// The owner API's routes for the back office in Directus (docs/architecture/order-service.md
// "Owner API"): the Flows' endpoint, the moderation of ratings and the tax advisor's export.
// owner/api.ts routes them before its own, so `/owner/orders/export` is not read as an order
// number.
import type {ServiceContext} from '../handlers/context.ts';
import type {BodyLimits} from '../http/body.ts';
import {refuse} from '../http/reply.ts';
import {isRatingStatus, RATING_STATUSES} from '../ratings/schema.ts';
import {ratingIdOf, setRatingStatus} from '../ratings/status.ts';
import type {DirectusTarget} from './directusTarget.ts';
import {ownerLanguage} from './flowMessages.ts';
import {flowBodyRefusal, runFlow} from './flows.ts';
import {ownerBody, type OwnerRoute} from './route.ts';
import {periodOf, taxExportCsv, taxExportFilename, taxLines} from './taxExport.ts';

/** What the routes are built from. */
interface BackOfficeOptions {
  context: ServiceContext;
  bodyLimits: BodyLimits;
  now: () => Date;
  /** Where the export Flow puts its file; null: nowhere (409). */
  directus: DirectusTarget | null;
  /** Fetch for Directus. @default globalThis.fetch */
  fetch?: typeof fetch;
}

/** The routes, in the order they are tried. */
export function backOfficeRoutes(options: BackOfficeOptions): OwnerRoute[] {
  const {context, bodyLimits} = options;
  return [
    {
      method: 'GET',
      pattern: /^\/owner\/orders\/export$/,
      answer: ({query}) => {
        const period = periodOf(query.get('from'), query.get('to'));
        if (!period.ok) return refuse(400, 'invalid', period.message, period.field);
        const lines = taxLines(context.store.db, context.catalogue, period);
        return {csv: taxExportCsv(lines), filename: taxExportFilename(period)};
      },
    },
    {
      method: 'POST',
      pattern: /^\/owner\/flows\/([^/]+)$/,
      answer: async ({request, params}) => {
        // Directus shows the answer's message to the owner, in the language the Flow asks for.
        const lang = ownerLanguage(request.headers['accept-language']);
        const body = await ownerBody(request, bodyLimits);
        if (!body.ok) return flowBodyRefusal(lang, body.answer);
        return runFlow(
          {
            context,
            now: options.now,
            directus: options.directus,
            lang,
            ...(options.fetch ? {fetch: options.fetch} : {}),
          },
          params[0] ?? '',
          body.value,
        );
      },
    },
    {
      method: 'POST',
      pattern: /^\/owner\/ratings\/([^/]+)\/status$/,
      answer: async ({request, params}) => {
        const body = await ownerBody(request, bodyLimits);
        if (!body.ok) return body.answer;
        const given = params[0] ?? '';
        if (context.ratingsInCms === true) {
          return refuse(
            409,
            'moderated_in_cms',
            'Ratings are moderated in Directus: publish or reject them there',
          );
        }
        const id = ratingIdOf(given);
        if (id === null) return refuse(404, 'unknown_rating', `No rating ${given}`);
        const status = body.value['status'];
        if (!isRatingStatus(status)) {
          const statuses = RATING_STATUSES.join(', ');
          return refuse(400, 'invalid', `status is one of ${statuses}`, 'status');
        }
        const changed = setRatingStatus(context.store, id, status);
        if (!changed.ok) return refuse(404, 'unknown_rating', `No rating ${given}`);
        return {
          status: 200,
          body: {status: 'ok', rating: {id, status: changed.to, previous: changed.from}},
        };
      },
    },
  ];
}
