// The shell's commands for what the back office in Directus does too, for an owner without
// Directus: `ratings` (with each rating's moderation status), `ratings publish N` and
// `ratings reject N`, and `export --from … --to …`, the tax advisor's CSV.
import type {OwnerClient} from './client.ts';
import {table, when} from './format.ts';

/** A usage mistake: printed with the usage, exit code 2. */
export class UsageError extends Error {}

/** What `ratings <verb>` sets. */
const RATING_VERBS = {publish: 'published', reject: 'rejected'} as const;

/** The status word a rating has, as the table shows it. */
const statusLabel = (status: unknown) => (typeof status === 'string' ? status : '');

/**
 * `ratings [--limit n]` lists the ratings with their status; `ratings publish N` and
 * `ratings reject N` set one's status.
 */
export async function ratingsCommand(
  client: OwnerClient,
  positionals: readonly string[],
  limitQuery: string,
  out: (text: string) => void,
): Promise<void> {
  const [verb, id, ...rest] = positionals;
  if (verb === undefined) {
    const {ratings} = await client.getJson(`/owner/ratings${limitQuery}`);
    out(
      table(
        ['Id', 'Received', 'Product', 'Stars', 'Status', 'Name', 'Comment'],
        (ratings as Record<string, unknown>[]).map((rating) => [
          rating['id'],
          when(rating['createdAt']),
          rating['productName'] ?? rating['product'],
          '★'.repeat(Number(rating['rating'])),
          statusLabel(rating['status']),
          rating['name'],
          rating['comment'],
        ]),
        'No ratings.',
      ),
    );
    return;
  }
  if (verb !== 'publish' && verb !== 'reject') {
    throw new UsageError(`ratings takes publish <id> or reject <id>, not ${verb}.`);
  }
  if (limitQuery !== '') throw new UsageError('--limit goes with ratings alone.');
  if (id === undefined || !/^[1-9]\d{0,15}$/.test(id)) {
    throw new UsageError(`Name the rating to ${verb} by its id (the first column of ratings).`);
  }
  if (rest.length > 0) throw new UsageError(`Unexpected ${rest.join(' ')}.`);
  const {rating} = (await client.postJson(`/owner/ratings/${id}/status`, {
    status: RATING_VERBS[verb],
  })) as {rating: {status: string; previous: string}};
  const was = rating.previous === rating.status ? 'it already was' : `was ${rating.previous}`;
  out(`Rating ${id} is now ${rating.status} (${was}).\n`);
}

/** A day as the service takes it. */
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** `export --from YYYY-MM-DD --to YYYY-MM-DD` prints the tax advisor's CSV. */
export async function exportCommand(
  client: OwnerClient,
  positionals: readonly string[],
  period: {from?: string | undefined; to?: string | undefined},
  out: (text: string) => void,
): Promise<void> {
  if (positionals.length > 0) throw new UsageError(`Unexpected ${positionals.join(' ')}.`);
  const {from, to} = period;
  if (from === undefined || to === undefined || !DAY.test(from) || !DAY.test(to)) {
    throw new UsageError('export takes --from and --to, each a day written YYYY-MM-DD.');
  }
  const query = new URLSearchParams({from, to});
  out(await client.getText(`/owner/orders/export?${query.toString()}`));
}
