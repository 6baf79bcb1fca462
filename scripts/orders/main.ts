// `npm run orders -- <command>`: the shop owner's shell over the order service's owner API
// (docs/architecture/order-service.md "Owner API"). Parses the command, calls the API, prints a
// table; any failure is one sentence on stderr and a non-zero exit code.
import {parseArgs} from 'node:util';
import {backupCommand, BackupCommandError, restoreCommand} from './backups.ts';
import {exportCommand, ratingsCommand, UsageError} from './backOffice.ts';
import {createOwnerClient, OwnerApiError, type OwnerClient} from './client.ts';
import {table, when} from './format.ts';
import {orderDetails, orderTable} from './orderViews.ts';
import {
  exportCustomerCommand,
  forgetCustomerCommand,
  PrivacyCommandError,
  sweepCommand,
} from './privacy.ts';

/** Where the shell looks when ORDER_SERVICE_URL is not set (the service's default port). */
const DEFAULT_SERVICE_URL = 'http://127.0.0.1:4174';

/** Usage text of `npm run orders -- help`. */
const USAGE = `Usage: npm run orders -- <command>

  list [--state <state>] [--limit <n>]   newest orders (state: a fulfilment or payment state)
  show <order>                           one order: lines, addresses, history
  paid <order>                           the money arrived (a transfer waits for this)
  confirm <order>                        accept an order that waits for its payment
  ship <order> [--tracking <number>]     shipped; the customer's e-mail names the tracking number
  complete <order>                       delivered and done
  cancel <order>                         cancelled; its stock is given back
  refund <order> [--line <n>]            the payment was refunded; with --line, Klarna refunds
                                         that line of the order (1 is the first) and only it
  stock <product>                        pieces available of a product (each variant) and the
                                         latest stock movements
  stock <product> [--variant <id>] --adjust <+N|-N> [--reason <text>]
                                         correct the stock: an adjust movement naming you and
                                         the reason; refused below 0 pieces
  messages [--limit <n>]                 contact messages and product requests
  ratings [--limit <n>]                  product ratings with their status (pending until
                                         published or rejected)
  ratings publish <id> | reject <id>     show a rating on the site, or never
  export --from <YYYY-MM-DD> --to <YYYY-MM-DD>
                                         the tax advisor's CSV: one line per order and VAT rate
  subscribers [--csv]                    newsletter subscribers (--csv for the newsletter tool)
  backup [--data <folder>]               a checked copy of the order database in
                                         <folder>/backups (runs beside the service; keeps the
                                         newest BACKUP_KEEP, default 14)
  restore <file> [--data <folder>]       put a backup in place of the order database; refused
                                         while the service runs on the folder; the database
                                         before is kept as order-service.sqlite.before-restore-*
  export-customer <email> [--name <name>] [--out <file>] [--data <folder>]
                                         everything held about the address as JSON: orders,
                                         messages, requests, sign-ups, mails, Directus copies;
                                         ratings (they hold no address) by --name
  forget-customer <email> [--name <name>] [--wait <s>] [--data <folder>]
                                         erase what no retention duty keeps; finished orders
                                         keep the invoice data 8 years, sent order mails 6;
                                         exit code 3 while Directus copies are still queued
  sweep [--data <folder>]                delete contact messages and product requests older
                                         than RETENTION_MESSAGES_DAYS (default 180) now, and
                                         age out orders, order mails and newsletter sign-ups

<order> is the order number (JM-1001) or its digits (1001). The service is at ORDER_SERVICE_URL
(default ${DEFAULT_SERVICE_URL}); the token is ORDER_OWNER_TOKEN, else the one npm start keeps in
.data/order-service/owner-token. backup and restore work on the data folder itself (--data,
default .data/order-service) and need no token, as do export-customer, forget-customer and
sweep (docs/operations/data-requests.md).`;

/** What the shell runs with. */
interface OrdersIo {
  /** The environment (ORDER_SERVICE_URL, ORDER_OWNER_TOKEN). */
  env: Readonly<Record<string, string | undefined>>;
  /** The service's data folder for backup and restore when --data is not given. */
  dataDir?: string;
  /** The token npm start keeps, when ORDER_OWNER_TOKEN is unset. */
  keptToken: () => string | undefined;
  /** Writes to standard output. */
  out: (text: string) => void;
  /** Writes to standard error. */
  err: (text: string) => void;
  /** Fetch to use. @default globalThis.fetch */
  fetch?: typeof fetch;
}

const ORDER_COMMANDS = ['paid', 'confirm', 'ship', 'complete', 'cancel', 'refund'] as const;
type OrderCommand = (typeof ORDER_COMMANDS)[number];
const isOrderCommand = (name: string): name is OrderCommand =>
  (ORDER_COMMANDS as readonly string[]).includes(name);

type Values = {
  tracking?: string;
  line?: string;
  state?: string;
  limit?: string;
  csv?: boolean;
  variant?: string;
  adjust?: string;
  reason?: string;
  from?: string;
  to?: string;
  data?: string;
  name?: string;
  out?: string;
  wait?: string;
};

function one(positionals: readonly string[], what: string): string {
  const [value, ...rest] = positionals;
  if (value === undefined || value === '') throw new UsageError(`Name the ${what}.`);
  if (rest.length > 0) throw new UsageError(`Unexpected ${rest.join(' ')}.`);
  return value;
}

/** The pieces of `--adjust`: a whole number other than 0, with or without its sign. */
function adjustment(given: string): number {
  if (!/^[+-]?\d{1,7}$/.test(given) || Number(given) === 0) {
    throw new UsageError('--adjust takes a whole number other than 0, e.g. +2 or -1.');
  }
  return Number(given);
}

/** A number with its sign, e.g. `+2`, `-1`. */
const signed = (value: unknown) =>
  typeof value === 'number' && value > 0 ? `+${value}` : String(value ?? '');

/**
 * `argv` with `--adjust -1` written as `--adjust=-1`: node's parseArgs reads a value starting
 * with a dash as the next option, and a negative correction is the usual one.
 */
function joinAdjust(argv: readonly string[]): string[] {
  const joined: string[] = [];
  for (let index = 0; index < argv.length; index++) {
    const arg = argv[index] ?? '';
    const next = argv[index + 1];
    if (arg === '--adjust' && next !== undefined && /^[+-]\d+$/.test(next)) {
      joined.push(`--adjust=${next}`);
      index++;
    } else {
      joined.push(arg);
    }
  }
  return joined;
}

function limitQuery(values: Values): string {
  if (values.limit === undefined) return '';
  if (!/^\d+$/.test(values.limit)) throw new UsageError('--limit takes a whole number.');
  return `limit=${values.limit}`;
}

const query = (...parts: string[]) => {
  const given = parts.filter((part) => part !== '');
  return given.length > 0 ? `?${given.join('&')}` : '';
};

/** The order number for `given`: as it is, or the order whose number ends in `-<digits>`. */
async function orderNumber(client: OwnerClient, given: string): Promise<string> {
  if (!/^\d+$/.test(given)) return given;
  const {orders} = (await client.getJson('/owner/orders?limit=500')) as {
    orders: {orderId: string}[];
  };
  const found = orders.find((order) => order.orderId.endsWith(`-${given}`));
  if (!found) throw new OwnerApiError(`No order numbered ${given} among the latest 500.`);
  return found.orderId;
}

async function run(command: string, positionals: string[], values: Values, io: OrdersIo) {
  const token = io.env['ORDER_OWNER_TOKEN']?.trim() || io.keptToken();
  if (!token) {
    throw new OwnerApiError(
      "No owner token: set ORDER_OWNER_TOKEN to the service's token, or run npm start once " +
        '(it keeps one in .data/order-service/owner-token).',
    );
  }
  const client = createOwnerClient({
    baseUrl: io.env['ORDER_SERVICE_URL']?.trim() || DEFAULT_SERVICE_URL,
    token,
    ...(io.fetch ? {fetch: io.fetch} : {}),
  });
  if (values.tracking !== undefined && command !== 'ship') {
    throw new UsageError('--tracking goes with ship.');
  }
  if (values.line !== undefined && (command !== 'refund' || !/^[1-9]\d{0,3}$/.test(values.line))) {
    throw new UsageError('--line goes with refund: the number of an order line, 1 or more.');
  }
  if (values.adjust === undefined && (values.variant ?? values.reason) !== undefined) {
    throw new UsageError('--variant and --reason go with stock <product> --adjust.');
  }
  if (values.adjust !== undefined && command !== 'stock') {
    throw new UsageError('--adjust goes with stock <product>.');
  }
  if ((values.from ?? values.to) !== undefined && command !== 'export') {
    throw new UsageError('--from and --to go with export.');
  }
  if (command === 'list') {
    if (positionals.length > 0) throw new UsageError(`Unexpected ${positionals.join(' ')}.`);
    const state = values.state ? `state=${encodeURIComponent(values.state)}` : '';
    const {orders} = await client.getJson(`/owner/orders${query(state, limitQuery(values))}`);
    io.out(orderTable(orders as Record<string, unknown>[]));
  } else if (command === 'show') {
    const orderId = await orderNumber(client, one(positionals, 'order'));
    const {order} = await client.getJson(`/owner/orders/${encodeURIComponent(orderId)}`);
    io.out(orderDetails(order as Record<string, unknown>));
  } else if (isOrderCommand(command)) {
    const orderId = await orderNumber(client, one(positionals, 'order'));
    const {order} = (await client.postJson(`/owner/orders/${encodeURIComponent(orderId)}/state`, {
      action: command,
      ...(values.tracking === undefined ? {} : {tracking: values.tracking}),
      ...(values.line === undefined ? {} : {line: Number(values.line)}),
    })) as {order: Record<string, unknown>};
    const tracking = typeof order['tracking'] === 'string' ? `, tracking ${order['tracking']}` : '';
    io.out(
      `${orderId} is now ${String(order['fulfilment'])}, payment ${String(order['payment'])}${
        command === 'ship' ? tracking : ''
      }.\n`,
    );
  } else if (command === 'stock') {
    const product = one(positionals, 'product');
    if (values.adjust !== undefined) {
      const quantity = adjustment(values.adjust);
      const adjusted = await client.postJson(`/owner/stock/${encodeURIComponent(product)}/adjust`, {
        quantity,
        ...(values.variant === undefined ? {} : {variant: values.variant}),
        ...(values.reason === undefined ? {} : {reason: values.reason}),
      });
      const variant = values.variant === undefined ? '' : ` variant ${values.variant}`;
      io.out(
        `Product ${product}${variant}: ${quantity > 0 ? '+' : ''}${quantity}, now ${String(
          adjusted['available'],
        )} available.\n\n`,
      );
    }
    const {stock} = (await client.getJson(`/owner/stock/${encodeURIComponent(product)}`)) as {
      stock: {
        name: string;
        items: {variant: string | null; name: string; available: number | null}[];
        movements?: Record<string, unknown>[];
      };
    };
    io.out(
      `${stock.name} (product ${product})\n` +
        table(
          ['Variant', 'Name', 'Available'],
          stock.items.map((item) => [
            item.variant ?? '–',
            item.name,
            item.available ?? 'not counted',
          ]),
          'No items.',
        ) +
        '\nLatest movements\n' +
        table(
          ['When', 'Variant', 'Kind', 'Pieces', 'Cause'],
          (stock.movements ?? []).map((movement) => [
            when(movement['createdAt']),
            movement['variant'] ?? '–',
            movement['kind'],
            signed(movement['quantity']),
            movement['cause'],
          ]),
          'No movements.',
        ),
    );
  } else if (command === 'messages') {
    const {messages} = await client.getJson(`/owner/messages${query(limitQuery(values))}`);
    io.out(
      table(
        ['Received', 'Kind', 'From', 'E-mail', 'Product', 'Message'],
        (messages as Record<string, unknown>[]).map((message) => [
          when(message['createdAt']),
          message['kind'],
          message['name'],
          message['email'],
          message['productName'] ?? message['product'],
          message['message'],
        ]),
        'No messages.',
      ),
    );
  } else if (command === 'ratings') {
    await ratingsCommand(client, positionals, query(limitQuery(values)), io.out);
  } else if (command === 'export') {
    await exportCommand(client, positionals, values, io.out);
  } else if (command === 'subscribers') {
    if (values.csv) {
      io.out(await client.getText('/owner/subscribers?format=csv'));
      return;
    }
    const {subscribers} = await client.getJson('/owner/subscribers');
    io.out(
      table(
        ['E-mail', 'Language', 'Signed up', 'Confirmed'],
        (subscribers as Record<string, unknown>[]).map((subscriber) => [
          subscriber['email'],
          subscriber['lang'],
          when(subscriber['subscribedAt']),
          when(subscriber['confirmedAt']),
        ]),
        'No subscribers.',
      ),
    );
  } else {
    throw new UsageError(`Unknown command ${command}.`);
  }
}

/** Runs `argv` (after `npm run orders --`); resolves to the exit code. */
export async function runOrders(argv: readonly string[], io: OrdersIo): Promise<number> {
  try {
    const {values, positionals} = parseArgs({
      args: joinAdjust(argv),
      allowPositionals: true,
      strict: true,
      options: {
        tracking: {type: 'string'},
        line: {type: 'string'},
        state: {type: 'string'},
        limit: {type: 'string'},
        csv: {type: 'boolean'},
        variant: {type: 'string'},
        adjust: {type: 'string'},
        reason: {type: 'string'},
        from: {type: 'string'},
        to: {type: 'string'},
        data: {type: 'string'},
        name: {type: 'string'},
        out: {type: 'string'},
        wait: {type: 'string'},
        help: {type: 'boolean', short: 'h'},
      },
    });
    const [command, ...rest] = positionals;
    if (values.help || command === undefined || command === 'help') {
      io.out(`${USAGE}\n`);
      return command === undefined && !values.help ? 2 : 0;
    }
    if (command === 'backup' || command === 'restore') {
      const dataDir = values.data ?? io.dataDir;
      if (dataDir === undefined) throw new UsageError('Name the data folder with --data.');
      if (command === 'backup') await backupCommand(dataDir, rest, io.env, io.out);
      else restoreCommand(dataDir, rest, io.out);
      return 0;
    }
    const privacy = ['export-customer', 'forget-customer', 'sweep'];
    if (privacy.includes(command)) {
      const dataDir = values.data ?? io.dataDir;
      if (dataDir === undefined) throw new UsageError('Name the data folder with --data.');
      if (values.out !== undefined && command !== 'export-customer') {
        throw new UsageError('--out goes with export-customer.');
      }
      if (values.wait !== undefined && command !== 'forget-customer') {
        throw new UsageError('--wait goes with forget-customer.');
      }
      if (values.name !== undefined && command === 'sweep') {
        throw new UsageError('--name goes with export-customer and forget-customer.');
      }
      if (command === 'sweep') return sweepCommand(dataDir, rest, io);
      return command === 'export-customer'
        ? await exportCustomerCommand(dataDir, rest, values, io)
        : await forgetCustomerCommand(dataDir, rest, values, io);
    }
    if (values.data !== undefined) {
      throw new UsageError('--data goes with backup, restore and the data request commands.');
    }
    if ((values.name ?? values.out ?? values.wait) !== undefined) {
      throw new UsageError('--name, --out and --wait go with the data request commands.');
    }
    await run(command, rest, values, io);
    return 0;
  } catch (error) {
    if (
      error instanceof OwnerApiError ||
      error instanceof BackupCommandError ||
      error instanceof PrivacyCommandError
    ) {
      io.err(`${error.message}\n`);
      return 1;
    }
    const message = (error as Error).message;
    if (
      error instanceof UsageError ||
      (error as {code?: string}).code?.startsWith('ERR_PARSE_ARGS')
    ) {
      io.err(`${message}\n\n${USAGE}\n`);
      return 2;
    }
    throw error;
  }
}
