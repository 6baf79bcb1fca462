// What the messages show of the shop (decision 066): read from the content when the service
// starts (company name, address, primary e-mail and phone, brand colour, logo, the AGB and the
// Widerrufsbelehrung), completed with PUBLIC_SITE_URL and the owner's address.
import type {ShopContent} from '@schaufenster/core';
import {logoPngOf} from './logoPng.ts';
import type {MailShop} from './mailTypes.ts';

// The content's part lives in core (`shopContentOf`, `parseShopContent`): the site build writes
// the same data beside its catalogue for a service started with `--catalogue`.
export type {ShopContent};

/** Colour used when the content has none (a catalogue file without its shop content file). */
const DEFAULT_BRAND_COLOR = '#333333';

/**
 * The `MailShop` of `content` (or of a bare name when the catalogue came without content): the
 * owner's address and the site's URL given, the logo as PNG (`logoPngOf`).
 */
export async function mailShopOf(
  content: ShopContent | undefined,
  extra: {
    name: string;
    ownerEmail: string | undefined;
    siteUrl: string;
    /** Says why the logo could not be used. @default silent */
    warn?: (line: string) => void;
  },
): Promise<MailShop> {
  const logoFile = content?.logoFile;
  const logoPng = logoFile === undefined ? undefined : await logoPngOf(logoFile, extra.warn);
  return {
    name: content?.name ?? extra.name,
    email: extra.ownerEmail ?? content?.email ?? '',
    ...(content?.phone ? {phone: content.phone} : {}),
    address: content?.address ?? [],
    brandColor: content?.brandColor ?? DEFAULT_BRAND_COLOR,
    ...(logoPng ? {logoPng} : {}),
    siteUrl: extra.siteUrl.replace(/\/+$/, ''),
    ...(content?.legal ? {legal: content.legal} : {}),
  };
}
