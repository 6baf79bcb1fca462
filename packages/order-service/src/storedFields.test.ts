// What /ecom/request and /ecom/rating keep (decision 010e): core's fields with length limits,
// nothing else a caller sends.
import {afterEach, beforeEach, describe, expect, it} from 'vitest';
import {ORDER_PATHS, RatingPayloadSchema, RequestPayloadSchema} from '@schaufenster/core';
import {
  MAX_EMAIL_LENGTH,
  MAX_MESSAGE_LENGTH,
  MAX_NAME_LENGTH,
  MAX_PHONE_LENGTH,
} from './handlers/fields.ts';
import {StoredRatingSchema, StoredRequestSchema} from './handlers/feedback.ts';
import {
  errorPaths,
  JEWELLER_DOMAIN,
  post,
  startTestService,
  type TestService,
} from './testService.testing.ts';

let test: TestService;
beforeEach(async () => {
  test = await startTestService();
});
afterEach(() => test.close());

const project = {project: JEWELLER_DOMAIN};
const longest = (length: number) => 'x'.repeat(length);

/**
 * The longest address of `length` characters the standard allows (RFC 5321: a local part of 64
 * at most, domain labels of 63 at most), so only the length limit is under test.
 */
function longestEmail(length: number): string {
  const local = 'x'.repeat(64);
  let domain = 'example.com';
  while (local.length + 1 + domain.length < length) {
    const room = length - local.length - 1 - domain.length - 1;
    domain = `${'d'.repeat(Math.min(63, Math.max(room, 1)))}.${domain}`;
  }
  return `${local}@${domain}`;
}
const storedPayloads = (table: 'requests' | 'ratings') =>
  test.rows(table).map((row) => JSON.parse(String(row['payload'])) as unknown);

describe('stored request and rating fields', () => {
  it('are exactly the fields of core’s payload schemas', () => {
    expect(Object.keys(StoredRequestSchema.entries).sort()).toEqual(
      Object.keys(RequestPayloadSchema.entries).sort(),
    );
    expect(Object.keys(StoredRatingSchema.entries).sort()).toEqual(
      Object.keys(RatingPayloadSchema.entries).sort(),
    );
  });

  it('take texts up to their limits, trimmed, and refuse longer ones with 400', async () => {
    const email = longestEmail(MAX_EMAIL_LENGTH);
    expect(email).toHaveLength(MAX_EMAIL_LENGTH);
    const full = {
      ...project,
      product: 118,
      name: ` ${longest(MAX_NAME_LENGTH)} `,
      email,
      phone: longest(MAX_PHONE_LENGTH),
      message: longest(MAX_MESSAGE_LENGTH),
    };
    expect((await post(`${test.url}${ORDER_PATHS.request}`, full)).status).toBe(200);
    expect(storedPayloads('requests')).toEqual([{...full, name: longest(MAX_NAME_LENGTH)}]);
    for (const [field, value] of [
      ['name', longest(MAX_NAME_LENGTH + 1)],
      ['email', longestEmail(MAX_EMAIL_LENGTH + 1)],
      ['phone', longest(MAX_PHONE_LENGTH + 1)],
      ['message', longest(MAX_MESSAGE_LENGTH + 1)],
      ['product', longest(101)],
    ] as const) {
      const answer = await post(`${test.url}${ORDER_PATHS.request}`, {...full, [field]: value});
      // Refused at that field alone (an address over 254 characters breaks two rules of it).
      expect([answer.status, [...new Set(errorPaths(answer))]], field).toEqual([400, [field]]);
    }
    const rating = {...project, product: 118, rating: 5, comment: longest(MAX_MESSAGE_LENGTH + 1)};
    const tooLong = await post(`${test.url}${ORDER_PATHS.rating}`, rating);
    expect([tooLong.status, errorPaths(tooLong)]).toEqual([400, ['comment']]);
    expect([test.count('requests'), test.count('ratings')]).toEqual([1, 0]);
  });

  it('drop whatever else a caller sends, however much', async () => {
    const extra = {html: '<script>alert(1)</script>', blob: longest(40_000), nested: {a: [1, 2]}};
    const rating = {...project, product: 118, rating: 4, name: 'Erika', comment: 'Schön'};
    expect((await post(`${test.url}${ORDER_PATHS.rating}`, {...rating, ...extra})).status).toBe(
      200,
    );
    const request = {...project, email: 'eva@example.com', message: 'Gibt es den Ring in Gold?'};
    expect((await post(`${test.url}${ORDER_PATHS.request}`, {...request, ...extra})).status).toBe(
      200,
    );
    expect(storedPayloads('ratings')).toEqual([rating]);
    expect(storedPayloads('requests')).toEqual([request]);
  });
});
