// `npm start` and the tests run the stand-ins as one process: `node src/cli.ts --port 4176`.
// It prints `payment stand-ins listening on <url>` once it listens (the start scripts wait for
// that line) and stops on SIGTERM or SIGINT. `--paypal-webhook-url <url>` names where the PayPal
// stand-in sends its webhook events (the service's `/ecom/paypal/webhook`).
import {parseArgs} from 'node:util';
import {standInHandlers} from './handlers.ts';
import {startStandInServer} from './server.ts';

const {values} = parseArgs({
  options: {
    port: {type: 'string', default: '4176'},
    host: {type: 'string', default: '127.0.0.1'},
    'paypal-webhook-url': {type: 'string'},
  },
});
const server = await startStandInServer(
  standInHandlers({paypalWebhookUrl: values['paypal-webhook-url']}),
  {
    port: Number(values.port),
    host: values.host,
  },
);
console.info(`payment stand-ins listening on ${server.url}`);
for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.once(signal, () => void server.close().then(() => process.exit(0)));
}
