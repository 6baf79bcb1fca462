// Command-line entry of the local order service (decision 010), for native Node 24:
//   node packages/order-service/src/cli.ts --retailer juwelier-morgenstern --port 4174 --data .data/order-service
import {main} from './cli/main.ts';

try {
  await main(process.argv.slice(2));
} catch (error) {
  process.stderr.write(`Order service failed to start: ${(error as Error).message}\n`);
  process.exitCode = 1;
}
