// The mail contract between this package and the order service's outbox: what a message needs
// (the shop, the request) and what rendering gives back. The outbox stores `kind`, `lang` and
// `data` (JSON) in the same transaction as the record and renders at send time.

/** A language of the site, and so of the customer's e-mails. */
export type MailLang = 'de' | 'en' | 'fr';

/** What every message needs to know about the shop (from the content, at service start). */
export interface MailShop {
  /** Company or display name. */
  name: string;
  /** The owner's address, also shown in the footer. */
  email: string;
  phone?: string;
  /** Postal address lines. */
  address: string[];
  /** Brand colour, `#rrggbb`. */
  brandColor: string;
  /** The rasterised logo, sent as an inline attachment with the content id `logo`. */
  logoPng?: Uint8Array;
  /** `PUBLIC_SITE_URL`: absolute, without a trailing slash. */
  siteUrl: string;
  /** AGB and Widerrufsbelehrung as HTML, German (the shop's `legal_pages`). */
  legal?: {terms?: string; withdrawal?: string};
  /**
   * Absolute address of the withdrawal function ("Vertrag widerrufen") when the shop runs it
   * elsewhere; without it the order mails link the site's form (page `withdrawalForm`).
   */
  withdrawalUrl?: string;
}

/** A product as the owner's messages name it. */
export interface MailProduct {
  id: string;
  name?: string;
}

/** One line of an order. */
interface MailOrderLine {
  name: string;
  variant?: string;
  /** The customer's personalization (engraving, size): such a piece is made to order. */
  personalization?: string;
  quantity: number;
  unitCents: number;
  totalCents: number;
}

/** Bank details of a prepayment order; `reference` is the order number. */
export interface MailPrepayment {
  iban: string;
  bic?: string;
  accountHolder: string;
  bank?: string;
  reference: string;
}

/** An order as the order messages show it. */
export interface MailOrder {
  /** The order number, e.g. `JM-1001`. */
  orderId: string;
  /** ISO date and time the order was placed. */
  createdAt: string;
  customer: {email: string; name: string};
  /** Address fields as stored (core's `Address`: company, first_name, …, country_code). */
  billing: Record<string, string>;
  shipping?: Record<string, string>;
  lines: MailOrderLine[];
  subtotalCents: number;
  shippingCents: number;
  totalCents: number;
  /** Display name of the payment method, in the customer's language. */
  paymentMethod: string;
  prepayment?: MailPrepayment;
}

/**
 * A payment that came for an order already cancelled (or withdrawn) and was refunded at once
 * (decision 072): the order's messages show it instead of a payment received.
 */
export interface MailLateRefund {
  /** Who took the money and gave it back, as the customer knows it: `PayPal`. */
  provider: string;
  /** The provider's id of the refund. */
  refundId: string;
  /** The amount refunded, in cents. */
  amountCents: number;
  /** What had become of the order: expired unpaid, cancelled otherwise, or withdrawn. */
  reason: 'expired' | 'cancelled' | 'withdrawn';
}

/** One message to render: a union on `kind`; `data` is JSON-serialisable. */
export type MailRequest =
  | {kind: 'owner-contact'; data: {name: string; email: string; message: string}}
  | {
      kind: 'owner-request';
      data: {
        name?: string;
        email: string;
        message?: string;
        product?: MailProduct;
        payload: Record<string, unknown>;
      };
    }
  | {
      kind: 'owner-rating';
      data: {product: MailProduct; rating: number; name?: string; text?: string};
    }
  | {kind: 'newsletter-confirm'; data: {confirmUrl: string; unsubscribeUrl: string}}
  | {kind: 'order-received'; data: MailOrder}
  | {kind: 'order-confirmed'; data: MailOrder}
  | {kind: 'owner-new-order'; data: MailOrder}
  | {kind: 'payment-received'; data: MailOrder}
  | {kind: 'order-shipped'; data: MailOrder & {tracking?: string}}
  | {kind: 'order-cancelled'; data: MailOrder}
  | {kind: 'withdrawal-received'; data: MailOrder & {at: string}}
  | {kind: 'owner-withdrawal'; data: MailOrder & {at: string}}
  | {kind: 'payment-refunded'; data: MailOrder & {refund: MailLateRefund}}
  | {kind: 'owner-late-payment-refunded'; data: MailOrder & {refund: MailLateRefund}};

/** The kind of a message. */
export type MailKind = MailRequest['kind'];

/** The request of one kind. */
export type MailRequestOf<K extends MailKind> = Extract<MailRequest, {kind: K}>;

/** An inline attachment, referenced from the HTML as `cid:<cid>`. */
export interface MailAttachment {
  filename: string;
  content: Uint8Array;
  cid: string;
  contentType: string;
}

/** A rendered message, ready for the SMTP sender. */
export interface RenderedMail {
  /** One line: no CR or LF, whatever the input. */
  subject: string;
  html: string;
  text: string;
  attachments: MailAttachment[];
  /**
   * Extra headers the message needs: `List-Unsubscribe` and `List-Unsubscribe-Post` (RFC 8058)
   * on newsletter mails. Values are one line.
   */
  headers?: Record<string, string>;
}

/** Where a message goes and in which language. */
export interface MailContext {
  /** The visitor's language; messages to the owner are always German. */
  lang: MailLang;
  shop: MailShop;
}
