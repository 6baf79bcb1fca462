// Test support (not exported): orders to withdraw from, and the withdrawal posts of both steps.
import {ORDER_PATHS} from '@schaufenster/core';
import {SHOP_PATHS} from '../limits.ts';
import {JEWELLER_DOMAIN, orderBody, post, type Answer} from '../testService.testing.ts';

/** The customer of `orderBody()`. */
export const CUSTOMER = 'kundin@example.com';

/**
 * A prepayment order (awaiting its transfer) for two of chain 119 and pendant 118 with an
 * engraving (a personalized piece); `overrides` change the order body. Its number.
 */
export async function placeWithdrawable(
  baseUrl: string,
  overrides: Record<string, unknown> = {},
): Promise<string> {
  const answer = await post(`${baseUrl}${ORDER_PATHS.order}`, {
    ...orderBody({
      payment_method: 1,
      products: [
        {product: 119, variant: null, personalization: {}, count: 2, price_brutto: 89},
        {
          product: 118,
          variant: null,
          personalization: {engraving_text: 'Für Ada'},
          count: 1,
          price_brutto: 590,
        },
      ],
      total_price_brutto: 777.9,
      ...overrides,
    }),
    project: JEWELLER_DOMAIN,
  });
  if (answer.status !== 200) throw new Error(`order refused: ${JSON.stringify(answer.body)}`);
  return String(answer.body['order_id']);
}

/** POSTs a withdrawal body (project, e-mail and language filled in unless given). */
export function withdraw(
  baseUrl: string,
  body: Record<string, unknown>,
  headers: Record<string, string> = {},
): Promise<Answer> {
  return post(
    `${baseUrl}${SHOP_PATHS.withdrawal}`,
    {project: JEWELLER_DOMAIN, email: CUSTOMER, lang: 'de', ...body},
    headers,
  );
}
