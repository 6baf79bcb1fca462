// POST /ecom/request and /ecom/rating (spec §7 Order service; §3 "project plus caller-given
// fields"): checked against the catalogue and stored. Only the fields core's payload schemas
// name are kept, each with a length limit; anything else a caller sends is dropped
// (decision 010e), so a post stores a few kilobytes at most, never arbitrary JSON.
import * as v from 'valibot';
import {RatingPayloadSchema, RequestPayloadSchema, type Id} from '@schaufenster/core';
import {failure, parseBody, refuse, type ServiceError, type ServiceReply} from '../http/reply.ts';
import {ratingMessages, requestMessages} from '../outbox/messages.ts';
import {sameId} from '../pricing/money.ts';
import {checkProject, type Handler, type ServiceContext} from './context.ts';
import {
  Email,
  Id as IdField,
  MAX_MESSAGE_LENGTH,
  MAX_NAME_LENGTH,
  MAX_PHONE_LENGTH,
  text,
} from './fields.ts';

/** A product request as stored: core's fields (the item page's form sends them all). */
export const StoredRequestSchema = v.object({
  project: RequestPayloadSchema.entries.project,
  product: v.optional(IdField),
  variant: v.optional(v.nullable(IdField)),
  name: v.optional(text(MAX_NAME_LENGTH)),
  email: v.optional(Email),
  phone: v.optional(text(MAX_PHONE_LENGTH)),
  message: v.optional(text(MAX_MESSAGE_LENGTH)),
});

/** A rating as stored: core's fields (the rating form sends stars, name and comment). */
export const StoredRatingSchema = v.object({
  project: RatingPayloadSchema.entries.project,
  product: IdField,
  rating: RatingPayloadSchema.entries.rating,
  name: v.optional(text(MAX_NAME_LENGTH)),
  comment: v.optional(text(MAX_MESSAGE_LENGTH)),
});

// A request or rating must name a product the shop lists (published, this domain, spec §4).
function checkProduct(
  context: ServiceContext,
  productId: Id,
  variantId: Id | null | undefined,
): ServiceReply | null {
  const product = context.catalogue.products.find((candidate) => sameId(candidate.id, productId));
  if (!product) return refuse(422, 'unknown_product', `Unknown product ${productId}`, 'product');
  if (variantId !== null && variantId !== undefined) {
    if (!product.variants.some((variant) => sameId(variant.id, variantId))) {
      return refuse(422, 'unknown_variant', `Product has no variant ${variantId}`, 'variant');
    }
  }
  return null;
}

/**
 * Whether a request holds what the owner needs to act on it: a way to answer (an e-mail address
 * or a phone number) and something to answer about (a message or a product). Without them a
 * stored request is a row nobody can handle. Texts are trimmed already, so blanks count as none.
 */
function checkComplete(payload: v.InferOutput<typeof StoredRequestSchema>): ServiceReply | null {
  const errors: ServiceError[] = [];
  if (!payload.email && !payload.phone) {
    errors.push({
      code: 'contact_required',
      message: 'A request needs an e-mail address or a phone number',
      path: 'email',
    });
  }
  if (!payload.message && payload.product === undefined) {
    errors.push({
      code: 'subject_required',
      message: 'A request needs a message or a product',
      path: 'message',
    });
  }
  return errors.length > 0 ? failure(422, errors) : null;
}

/** The display name of product `id`, for the owner's message. */
function productName(context: ServiceContext, id: Id | undefined): string | undefined {
  if (id === undefined) return undefined;
  return context.catalogue.products.find((candidate) => sameId(candidate.id, id))?.display_name;
}

/** Handles POST /ecom/request (a product enquiry; refused with 422 when it is incomplete). */
export const handleRequest: Handler = (request, context) => {
  const parsed = parseBody(StoredRequestSchema, request.body);
  if (!parsed.ok) return parsed.reply;
  const payload = parsed.value;
  const wrong =
    checkProject(context, payload.project) ??
    checkComplete(payload) ??
    (payload.product === undefined
      ? null
      : checkProduct(context, payload.product, payload.variant));
  if (wrong) return wrong;
  const product = payload.product === undefined ? null : String(payload.product);
  const messages = requestMessages(payload, productName(context, payload.product));
  context.store.addRequest(payload.project, product, payload, messages);
  return {status: 200, body: {status: 'ok'}};
};

/** Handles POST /ecom/rating (rating 1–5, only where the shop allows ratings). */
export const handleRating: Handler = (request, context) => {
  const parsed = parseBody(StoredRatingSchema, request.body);
  if (!parsed.ok) return parsed.reply;
  const payload = parsed.value;
  const wrongProject = checkProject(context, payload.project);
  if (wrongProject) return wrongProject;
  if (!context.catalogue.settings?.allow_ratings) {
    return refuse(422, 'ratings_disabled', 'The shop does not take ratings');
  }
  const wrongProduct = checkProduct(context, payload.product, undefined);
  if (wrongProduct) return wrongProduct;
  const messages = ratingMessages(payload, productName(context, payload.product));
  context.store.addRating(
    payload.project,
    String(payload.product),
    payload.rating,
    payload,
    messages,
  );
  return {status: 200, body: {status: 'ok'}};
};
