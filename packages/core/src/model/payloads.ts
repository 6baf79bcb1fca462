// Bodies posted to the order service (spec §7 Order service, §3 Payloads).
import * as v from 'valibot';
import {EmailSchema, IdSchema, PriceSchema, maybe} from './common.ts';
import {AddressSchema, PersonalizationValuesSchema} from './cart.ts';

const ProjectField = {project: v.pipe(v.string(), v.nonEmpty())};

/** An order's UUID, as the checkout made it for POST /ecom/order. */
const OrderUuidSchema = v.pipe(v.string(), v.uuid());

/** Longest order number or Klarna token the order service takes (real ones are ~10 / ~40). */
const MAX_REFERENCE_LENGTH = 256;

/** One ordered line; prices are recomputed by the server. */
const OrderLineSchema = v.object({
  product: IdSchema,
  variant: maybe(IdSchema),
  personalization: v.optional(PersonalizationValuesSchema, {}),
  count: v.pipe(v.number(), v.integer(), v.minValue(1)),
  price_brutto: PriceSchema,
});
/** One ordered line. */
export type OrderLine = v.InferOutput<typeof OrderLineSchema>;

/** POST /ecom/order body (spec leaves the detail open; this is the checkout's summary). */
export const OrderPayloadSchema = v.object({
  ...ProjectField,
  /** Client-made id so a retried order is not placed twice. */
  order_uuid: OrderUuidSchema,
  customer_email: EmailSchema,
  shipping_address: AddressSchema,
  invoice_address: maybe(AddressSchema),
  comment: maybe(v.string()),
  payment_method: IdSchema,
  shipping_method: IdSchema,
  present_wrap: v.optional(v.boolean(), false),
  products: v.pipe(v.array(OrderLineSchema), v.minLength(1)),
  shipping_cost: PriceSchema,
  total_price_brutto: PriceSchema,
  language: v.optional(v.string(), 'de'),
});
/** POST /ecom/order body. */
export type OrderPayload = v.InferOutput<typeof OrderPayloadSchema>;

/** POST /ecom/request body: project plus caller-given fields (spec §3). */
export const RequestPayloadSchema = v.looseObject({
  ...ProjectField,
  product: v.optional(IdSchema),
  variant: v.optional(v.nullable(IdSchema)),
  name: v.optional(v.string()),
  email: v.optional(EmailSchema),
  phone: v.optional(v.string()),
  message: v.optional(v.string()),
});
/** POST /ecom/request body. */
export type RequestPayload = v.InferOutput<typeof RequestPayloadSchema>;

/** POST /ecom/rating body: project plus the rating (spec §3). */
export const RatingPayloadSchema = v.looseObject({
  ...ProjectField,
  product: IdSchema,
  rating: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(5)),
  name: v.optional(v.string()),
  comment: v.optional(v.string()),
});
/** POST /ecom/rating body. */
export type RatingPayload = v.InferOutput<typeof RatingPayloadSchema>;

/**
 * POST /ecom/order/paypal_transaction body: spec §3's `project, order_id, paypal` plus the
 * order's `order_uuid`. The number (SF-1001) is sequential and guessable; only the UUID, which
 * the checkout made and the order answer repeats, proves the caller placed the order (decision
 * 010f).
 */
export const PayPalTransactionPayloadSchema = v.object({
  ...ProjectField,
  order_id: v.pipe(v.string(), v.nonEmpty(), v.maxLength(MAX_REFERENCE_LENGTH)),
  order_uuid: OrderUuidSchema,
  /**
   * PayPal's captured order (Orders v2) as PayPal returned it; the order service keeps only its
   * id, status, capture, amount and payer id.
   */
  paypal: v.record(v.string(), v.unknown()),
});
/** POST /ecom/order/paypal_transaction body. */
export type PayPalTransactionPayload = v.InferOutput<typeof PayPalTransactionPayloadSchema>;

/** POST /ecom/klarna/order body. */
export const KlarnaOrderPayloadSchema = v.object({
  ...ProjectField,
  authorization_token: v.pipe(v.string(), v.nonEmpty(), v.maxLength(MAX_REFERENCE_LENGTH)),
  order_uuid: OrderUuidSchema,
});
/** POST /ecom/klarna/order body. */
export type KlarnaOrderPayload = v.InferOutput<typeof KlarnaOrderPayloadSchema>;
