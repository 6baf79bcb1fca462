// Pure helpers of the "request availability" form (spec §2 Item page, §7 /ecom/request):
// field rules (core's, configured), the prefilled message and the posted body.
import {
  emailRule,
  mustAccept,
  requiredText,
  t,
  type Id,
  type Lang,
  type RequestInput,
} from '@schaufenster/core';

/** The product the request is about (data from the item page). */
export interface RequestProduct {
  /** Product id, posted as `product`. */
  id: Id;
  /** Shown name, quoted in the prefilled message. */
  display_name: string;
}

/** The chosen variant, if any (posted as `variant`). */
export interface RequestVariant {
  /** Variant id. */
  id: Id;
  /** Shown name, quoted in the prefilled message. */
  display_name: string;
}

/** What the request form holds, as typed. */
export interface RequestFormValues {
  /** Sender's name (required). */
  name: string;
  /** Sender's e-mail (required). */
  email: string;
  /** Sender's phone (optional). */
  phone: string;
  /** The message (required; prefilled with the product and variant). */
  message: string;
}

/** The name field's rule: filled in. */
export const requestNameError = requiredText('requestFormNameRequired');

/** The e-mail field's rule: missing, malformed, or valid. */
export const requestEmailError = emailRule({
  missing: 'requestFormEmailRequired',
  invalid: 'requestFormEmailInvalid',
});

/** The message field's rule: filled in. */
export const requestMessageError = requiredText('requestFormMessageRequired');

/** The privacy agreement's rule: ticked. */
export const requestPrivacyError = mustAccept('requestFormPrivacyRequired');

/** The message the form starts with: names the product and, when one is chosen, the variant. */
export function defaultRequestMessage(
  lang: Lang,
  product: RequestProduct,
  variant: RequestVariant | null,
): string {
  return variant
    ? t(lang, 'requestFormMessageDefaultVariant', {
        product: product.display_name,
        variant: variant.display_name,
      })
    : t(lang, 'requestFormMessageDefault', {product: product.display_name});
}

/**
 * The /ecom/request body without `project` (the order client adds it):
 * `{product, variant, name, email, phone, message}`, texts trimmed, `variant` null when none is
 * chosen and `phone` left out when blank.
 */
export function requestPayload(
  product: RequestProduct,
  variant: RequestVariant | null,
  values: RequestFormValues,
): RequestInput {
  const phone = values.phone.trim();
  return {
    product: product.id,
    variant: variant ? variant.id : null,
    name: values.name.trim(),
    email: values.email.trim(),
    ...(phone ? {phone} : {}),
    message: values.message.trim(),
  };
}
