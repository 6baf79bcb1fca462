// The payment stand-ins' public surface: the server and each provider's handler factory.
export {startStandInServer} from './server.ts';
export type {StandInServer} from './server.ts';
export {klarnaStandIn} from './klarna/handler.ts';
export {KlarnaStandInState} from './klarna/state.ts';
export {paypalStandIn} from './paypal/handler.ts';
export type {PaypalStandIn} from './paypal/handler.ts';
