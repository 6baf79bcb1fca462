// The mail package's contract as the outbox uses it (`@schaufenster/mail`: `renderMail` and its
// types). Kept here so the outbox builds and its tests run with a stand-in renderer; the shapes
// are the mail package's, field for field.

/** A language a message is written in. */
export type MailLang = 'de' | 'en' | 'fr';

/** What every message needs to know about the shop (from the content, at service start). */
export interface MailShop {
  /** Company or display name. */
  name: string;
  /** The owner's address (also shown in the footer). */
  email: string;
  /** The primary phone number. */
  phone?: string;
  /** Postal address lines. */
  address: string[];
  /** Brand colour, `#rrggbb`. */
  brandColor: string;
  /** Rasterised logo, sent as an inline (CID) attachment. */
  logoPng?: Uint8Array;
  /** `PUBLIC_SITE_URL`: absolute, no trailing slash. */
  siteUrl: string;
  /** AGB and Widerrufsbelehrung HTML (German, from the shop's legal pages). */
  legal?: {terms?: string; withdrawal?: string};
}

/** An order as a message shows it. */
export interface MailOrder {
  /** Order number, e.g. `SF-1001`. */
  orderId: string;
  /** When it was placed, ISO. */
  createdAt: string;
  /** Who ordered. */
  customer: {email: string; name: string};
  /** Invoice address fields as stored. */
  billing: Record<string, string>;
  /** Shipping address, when it differs from the invoice address. */
  shipping?: Record<string, string>;
  /** The priced lines. */
  lines: {
    name: string;
    variant?: string;
    personalization?: string;
    quantity: number;
    unitCents: number;
    totalCents: number;
  }[];
  /** Sum of the lines, in cents. */
  subtotalCents: number;
  /** Shipping, in cents. */
  shippingCents: number;
  /** What the shop charges, in cents. */
  totalCents: number;
  /** The payment method's display name. */
  paymentMethod: string;
  /** Bank details for prepayment, with the order number as the reference. */
  prepayment?: {
    iban: string;
    bic?: string;
    accountHolder: string;
    bank?: string;
    reference: string;
  };
}

/** One message to render, by kind; `data` is JSON. */
export type MailRequest =
  | {kind: 'owner-contact'; data: {name: string; email: string; message: string}}
  | {
      kind: 'owner-request';
      data: {
        name?: string;
        email: string;
        message?: string;
        product?: {id: string; name?: string};
        payload: Record<string, unknown>;
      };
    }
  | {
      kind: 'owner-rating';
      data: {product: {id: string; name?: string}; rating: number; name?: string; text?: string};
    }
  | {kind: 'newsletter-confirm'; data: {confirmUrl: string; unsubscribeUrl: string}}
  | {kind: 'order-received'; data: MailOrder}
  | {kind: 'order-confirmed'; data: MailOrder}
  | {kind: 'owner-new-order'; data: MailOrder}
  | {kind: 'payment-received'; data: MailOrder}
  | {kind: 'order-shipped'; data: MailOrder & {tracking?: string}}
  | {kind: 'order-cancelled'; data: MailOrder}
  | {kind: 'withdrawal-received'; data: MailOrder & {at: string}}
  | {kind: 'owner-withdrawal'; data: MailOrder & {at: string}};

/** A message's kind. */
export type MailKind = MailRequest['kind'];

/** A rendered message: subject, HTML and text parts, inline images. */
interface RenderedMail {
  subject: string;
  html: string;
  text: string;
  attachments: {filename: string; content: Uint8Array; cid: string; contentType: string}[];
}

/** The mail package's `renderMail`. */
export type RenderMail = (
  request: MailRequest,
  context: {lang: MailLang; shop: MailShop},
) => Promise<RenderedMail>;
