// Public face of @schaufenster/order-service: the local order service (decision 010).
export {createOrderService} from './service.ts';
export type {OrderService, OrderServiceOptions} from './service.ts';
export {loadCatalogueFile, loadRetailerCatalogue} from './catalogue.ts';
export type {LoadedCatalogue} from './catalogue.ts';
export {priceOrder} from './pricing/priceOrder.ts';
export type {PricedOrder, PricingResult} from './pricing/priceOrder.ts';
export type {PricedLine} from './pricing/lines.ts';
export {ContactPayloadSchema, NewsletterPayloadSchema} from './handlers/forms.ts';
export {isLocalOrigin} from './http/cors.ts';
export type {ServiceError} from './http/reply.ts';
export {TABLES} from './store/schema.ts';
export type {TableName} from './store/schema.ts';
export {
  BODY_LIMIT_BYTES,
  DATABASE_FILE,
  DEFAULT_HOST,
  DEFAULT_PORT,
  FORM_PATHS,
  HEALTH_PATH,
  REPLAY_HEADER,
} from './limits.ts';
