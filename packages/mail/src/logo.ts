// The shop's logo travels as an inline attachment; the HTML shows it as `cid:logo`.
import type {MailAttachment, MailShop} from './types.ts';

/** Content id of the logo attachment. */
export const LOGO_CID = 'logo';

/** The attachments of a message: the logo when the shop has one. */
export function logoAttachments(shop: MailShop): MailAttachment[] {
  if (shop.logoPng === undefined) return [];
  return [{filename: 'logo.png', content: shop.logoPng, cid: LOGO_CID, contentType: 'image/png'}];
}
