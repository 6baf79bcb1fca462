// Public face of @schaufenster/order-service: the local order service (decision 010). `npm start`
// and the end-to-end tests run it through its CLI (src/cli.ts); code that embeds it calls
// createOrderService.
/** @public Embedding API of decision 010; the CLI is today's only caller. */
export {createOrderService} from './service.ts';
/** @public */
export type {OrderService, OrderServiceOptions} from './service.ts';
export {DATABASE_FILE} from './limits.ts';
