// What the messages show of the shop (decision 066): read from the content when the service
// starts and again when it reloads its catalogue (company name, address, primary e-mail and
// phone, brand colour, logo, the AGB and the Widerrufsbelehrung), completed with PUBLIC_SITE_URL
// and the owner's address.
import type {ShopContent} from '@schaufenster/core';
import {domainOf} from './enqueue.ts';
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
async function mailShopOf(
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

/** A From header: as `MAIL_FROM` gives it, or a name and an address. */
type MailFrom = string | {name: string; address: string};

/**
 * Everything the messages take from one version of the shop's content: the shop they show, the
 * From header, the owner's address and the Message-ID domain. Worked out once per catalogue (at
 * start and on each reload), so a message never mixes two versions.
 */
export interface ShopMail {
  /** The shop every message shows. */
  shop: MailShop;
  /** The From header (`MAIL_FROM`, else the shop's name and owner address). */
  from: MailFrom;
  /** The owner's address; undefined parks the owner's messages. */
  ownerEmail?: string;
  /** Domain of the Message-IDs (that of the From address). */
  messageIdDomain: string;
}

/** The `ShopMail` of `content` under the service's fixed mail settings. */
export async function shopMailOf(
  content: ShopContent | undefined,
  settings: {
    /** Names the shop when there is no content (the project's domain). */
    name: string;
    /** `SHOP_NOTIFY_EMAIL`, before the content's primary e-mail. */
    notifyEmail: string | undefined;
    /** `MAIL_FROM`, before the shop's name and owner address. */
    mailFrom: string | undefined;
    /** Absolute site URL for links. */
    siteUrl: string;
    /** Says what is missing (no owner address, an unusable logo). */
    log: (line: string) => void;
  },
): Promise<ShopMail> {
  const ownerEmail = settings.notifyEmail ?? content?.email;
  const shop = await mailShopOf(content, {
    name: settings.name,
    ownerEmail,
    siteUrl: settings.siteUrl,
    warn: settings.log,
  });
  if (ownerEmail === undefined) {
    settings.log(
      'mail: no owner address (SHOP_NOTIFY_EMAIL or a primary company e-mail); owner messages are parked',
    );
  }
  const from = settings.mailFrom ?? {name: shop.name, address: shop.email || 'shop@localhost'};
  return {
    shop,
    from,
    ...(ownerEmail === undefined ? {} : {ownerEmail}),
    messageIdDomain: domainOf(typeof from === 'string' ? from : from.address) ?? 'localhost',
  };
}
