// Bodies posted to the order service (spec §7 Order service, §3 Payloads).
import * as v from 'valibot';
import {EmailSchema, IdSchema, PriceSchema, maybe} from './common.ts';
import {AddressSchema, PersonalizationValuesSchema} from './cart.ts';

const ProjectField = {project: v.pipe(v.string(), v.nonEmpty())};

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
  order_uuid: v.pipe(v.string(), v.uuid()),
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

/** POST /ecom/order/paypal_transaction body. */
export const PayPalTransactionPayloadSchema = v.object({
  ...ProjectField,
  order_id: v.pipe(v.string(), v.nonEmpty()),
  /** The PayPal order details as PayPal returned them. */
  paypal: v.record(v.string(), v.unknown()),
});
/** POST /ecom/order/paypal_transaction body. */
export type PayPalTransactionPayload = v.InferOutput<typeof PayPalTransactionPayloadSchema>;

/** POST /ecom/klarna/order body. */
export const KlarnaOrderPayloadSchema = v.object({
  ...ProjectField,
  authorization_token: v.pipe(v.string(), v.nonEmpty()),
  order_uuid: v.pipe(v.string(), v.nonEmpty()),
});
/** POST /ecom/klarna/order body. */
export type KlarnaOrderPayload = v.InferOutput<typeof KlarnaOrderPayloadSchema>;
