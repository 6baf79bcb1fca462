// The owner API (docs/architecture/order-service.md "Owner API"): the shop owner's tools read
// orders, messages, ratings, stock and subscribers, move orders along the transition table and
// correct the stock.
// Paths under /owner; `Authorization: Bearer <ORDER_OWNER_TOKEN>`. Without a token configured
// every path answers 404, as if the API did not exist. Not rate-limited (only the token holder
// gets past the check), not CORS-enabled (the owner's tools call it from a server or a shell),
// and bodies keep the service's size limit.
import type {IncomingMessage, ServerResponse} from 'node:http';
import type {CatalogueReload} from '../catalogueReload.ts';
import type {ServiceContext} from '../handlers/context.ts';
import type {BodyLimits} from '../http/body.ts';
import {refuse, sendReply, type ServiceReply} from '../http/reply.ts';
import {ownerAccessCheck} from './auth.ts';
import {backOfficeRoutes} from './backOffice.ts';
import {toCsv} from './csv.ts';
import type {DirectusTarget} from './directusTarget.ts';
import {DEFAULT_LIST_LIMIT, MAX_LIST_LIMIT, ownerQueries} from './queries.ts';
import {ownerBody, type Answer, type OwnerCall, type OwnerRoute} from './route.ts';
import {catalogueReloadRoute} from './reload.ts';
import {changeOrderState} from './stateChange.ts';
import {adjustStock, recentMovements} from './stockAdjust.ts';

/** Every owner path starts with this. */
const OWNER_PATH_PREFIX = '/owner';

/** Whether `path` (as `routePath` gives it) belongs to the owner API. */
export function isOwnerPath(path: string): boolean {
  return path === OWNER_PATH_PREFIX || path.startsWith(`${OWNER_PATH_PREFIX}/`);
}

/** Answers one owner request; `path` is the request path without query and trailing slash. */
export type OwnerApi = (
  request: IncomingMessage,
  response: ServerResponse,
  path: string,
) => Promise<void>;

/** What the owner API is built from. */
interface OwnerApiOptions {
  /** `ORDER_OWNER_TOKEN`; undefined turns the API off (404). */
  token: string | undefined;
  /**
   * The handlers' context as of now (store, current catalogue, order lifecycle), taken once per
   * request, so a request works from one catalogue even while it is reloaded.
   */
  context: () => ServiceContext;
  /** Reloads the service's catalogue; null when it has nothing to reload from. */
  reloadCatalogue?: (() => Promise<CatalogueReload>) | null;
  /** The service's body limits. */
  bodyLimits: BodyLimits;
  /** The clock (tracking numbers' time). */
  now?: () => Date;
  /** Where the tax advisor's export goes (Directus files); null: nowhere (409). */
  directus?: DirectusTarget | null;
}

const notFound = (path: string) => refuse(404, 'not_found', `No endpoint ${path}`);

function limitOf(query: URLSearchParams): number | ServiceReply {
  const given = query.get('limit');
  if (given === null) return DEFAULT_LIST_LIMIT;
  const limit = Number(given);
  if (!/^\d+$/.test(given) || limit < 1 || limit > MAX_LIST_LIMIT) {
    return refuse(400, 'invalid', `limit is a whole number from 1 to ${MAX_LIST_LIMIT}`, 'limit');
  }
  return limit;
}

/** Builds the owner API over the service's context. */
export function createOwnerApi(options: OwnerApiOptions): OwnerApi {
  const access = ownerAccessCheck(options.token);
  const reload = catalogueReloadRoute(options.bodyLimits, options.reloadCatalogue ?? null);

  return async (request, response, path) => {
    const granted = access(request.headers);
    if (granted !== 'granted') request.resume();
    if (granted === 'off') {
      sendReply(response, notFound(path));
      return;
    }
    if (granted === 'refused') {
      sendReply(response, refuse(401, 'unauthorized', 'Send Authorization: Bearer <owner token>'), {
        'WWW-Authenticate': 'Bearer realm="owner"',
      });
      return;
    }
    const routes = [reload, ...ownerRoutes(options.context(), options)];
    const matching = routes.filter((route) => route.pattern.test(path));
    const route = matching.find((candidate) => candidate.method === request.method);
    if (!route) {
      request.resume();
      if (matching.length === 0) {
        sendReply(response, notFound(path));
      } else {
        const allow = matching.map((candidate) => candidate.method).join(', ');
        sendReply(response, refuse(405, 'method_not_allowed', `Use ${allow} for ${path}`), {
          Allow: allow,
        });
      }
      return;
    }
    if (route.method === 'GET') request.resume();
    let params: string[];
    try {
      params = (route.pattern.exec(path) ?? []).slice(1).map((part) => decodeURIComponent(part));
    } catch {
      request.resume();
      sendReply(response, refuse(400, 'bad_request_target', 'The path is not valid'));
      return;
    }
    const query = URL.parse(request.url ?? '/', 'http://service.invalid')?.searchParams;
    const answer = await route.answer({request, params, query: query ?? new URLSearchParams()});
    if (answer === null) return;
    if ('csv' in answer) {
      response.writeHead(200, {
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': `attachment; filename="${answer.filename}"`,
        'Content-Length': String(Buffer.byteLength(answer.csv)),
        'Cache-Control': 'no-store',
        'X-Content-Type-Options': 'nosniff',
      });
      response.end(answer.csv);
      return;
    }
    if (answer.headers?.['Connection'] === 'close') {
      response.once('finish', () => request.socket.destroy());
    }
    sendReply(response, answer);
  };
}

/** The routes that work on `context`, the one of the request (built per request). */
function ownerRoutes(context: ServiceContext, options: OwnerApiOptions): OwnerRoute[] {
  const {bodyLimits} = options;
  const now = options.now ?? (() => new Date());
  const queries = ownerQueries(context.store.db, context.catalogue, context.orders);

  const changeState = async ({request, params}: OwnerCall): Promise<Answer> => {
    const body = await ownerBody(request, bodyLimits);
    if (!body.ok) return body.answer;
    const orderId = params[0] ?? '';
    const changed = await changeOrderState(context, orderId, body.value, now);
    if (!changed.ok) return changed.reply;
    return {status: 200, body: {status: 'ok', order: queries.order(orderId) ?? {}}};
  };

  return [
    // First: `/owner/orders/export` is no order number.
    ...backOfficeRoutes({context, bodyLimits, now, directus: options.directus ?? null}),
    {
      method: 'GET',
      pattern: /^\/owner\/orders$/,
      answer: ({query}) => {
        const limit = limitOf(query);
        if (typeof limit !== 'number') return limit;
        const state = query.get('state') ?? undefined;
        return {status: 200, body: {orders: queries.orders({limit, ...(state ? {state} : {})})}};
      },
    },
    {
      method: 'GET',
      pattern: /^\/owner\/orders\/([^/]+)$/,
      answer: ({params}) => {
        const orderId = params[0] ?? '';
        const order = queries.order(orderId);
        return order
          ? {status: 200, body: {order}}
          : refuse(404, 'unknown_order', `No order ${orderId}`);
      },
    },
    {method: 'POST', pattern: /^\/owner\/orders\/([^/]+)\/state$/, answer: changeState},
    {
      method: 'GET',
      pattern: /^\/owner\/stock\/([^/]+)$/,
      answer: ({params}) => {
        const product = params[0] ?? '';
        const stock = queries.stock(product);
        return stock
          ? {
              status: 200,
              body: {stock: {...stock, movements: recentMovements(context.store.db, product)}},
            }
          : refuse(404, 'unknown_product', `No product ${product}`);
      },
    },
    {
      method: 'POST',
      pattern: /^\/owner\/stock\/([^/]+)\/adjust$/,
      answer: async ({request, params}) => {
        const body = await ownerBody(request, bodyLimits);
        return body.ok ? adjustStock(context, params[0] ?? '', body.value) : body.answer;
      },
    },
    {
      method: 'GET',
      pattern: /^\/owner\/messages$/,
      answer: ({query}) => {
        const limit = limitOf(query);
        return typeof limit === 'number'
          ? {status: 200, body: {messages: queries.messages(limit)}}
          : limit;
      },
    },
    {
      method: 'GET',
      pattern: /^\/owner\/ratings$/,
      answer: ({query}) => {
        const limit = limitOf(query);
        return typeof limit === 'number'
          ? {status: 200, body: {ratings: queries.ratings(limit)}}
          : limit;
      },
    },
    {
      method: 'GET',
      pattern: /^\/owner\/subscribers$/,
      answer: ({query}) => {
        const subscribers = queries.subscribers();
        if (query.get('format') !== 'csv') return {status: 200, body: {subscribers}};
        return {
          filename: 'subscribers.csv',
          csv: toCsv(
            ['email', 'lang', 'subscribedAt', 'confirmedAt', 'consentVersion'],
            subscribers,
          ),
        };
      },
    },
  ];
}
