// What every message component gets: the language, the shop, core's message formatting, prices,
// dates, absolute links and the colours. Made once per rendered message.
// The components are plain .ts with createElement (`h`), not .tsx: the order service loads this
// package with Node's type stripping, which does not transform JSX.
import {createElement as h, Fragment, type ReactNode} from 'react';
import {
  absoluteUrl,
  contrastRatio,
  formatPrice,
  formatRich,
  normalizeColor,
  t,
  type MessageKey,
  type MessageValues,
  type RichMessageValues,
} from '@schaufenster/core';
import type {MailLang, MailShop} from './types.ts';

/** The shops are German: dates and times in the e-mails are the shop's local time. */
const SHOP_TIME_ZONE = 'Europe/Berlin';

/** The font stack: system faces every mail client has; headings set it too, as some clients
 * style headings on their own. */
export const MAIL_FONT = "Helvetica, Arial, 'Liberation Sans', sans-serif";

/** Text colours, dark enough on white for any brand (WCAG AA at least). */
const TEXT = '#1f1f1f';
const MUTED = '#555555';
const WHITE = '#ffffff';
/** Background of boxed parts (bank details, the withdrawal form). */
const PANEL = '#f5f5f5';
/** Fallback when the content's brand colour is not a colour. */
const NEUTRAL_BRAND = '#333333';
/** WCAG AA for normal text. */
const MIN_TEXT_CONTRAST = 4.5;

/** Colours of one message. */
interface MailColors {
  /** The shop's brand colour: the bar under the header, the button. */
  brand: string;
  /** Text on the brand colour: white or near-black, whichever contrasts more. */
  onBrand: string;
  /** Links: the brand colour when it reads on white and on the panel, else the text colour. */
  link: string;
  text: string;
  muted: string;
  border: string;
  background: string;
  panel: string;
}

/** The message kit: language, shop, texts, formats and colours. */
export interface MailKit {
  lang: MailLang;
  shop: MailShop;
  /** Message `key` of core's catalogue in this message's language. */
  t(key: MessageKey, values?: MessageValues): string;
  /** Message `key` with rich values (links) as React nodes. */
  rich(key: MessageKey, values: RichMessageValues<ReactNode>): ReactNode;
  /** An amount in cents as a price: "1.299,00 €". */
  price(cents: number): string;
  /** An ISO date as a date: "2. März 2026". */
  date(iso: string): string;
  /** An ISO date as a date and time: "2. März 2026 um 09:30". */
  dateTime(iso: string): string;
  /** An absolute link: a site path below `shop.siteUrl`; absolute URLs pass unchanged. */
  url(path: string): string;
  colors: MailColors;
}

/** The kit for one message in `lang`. */
export function mailKit(lang: MailLang, shop: MailShop): MailKit {
  const dateFormat = new Intl.DateTimeFormat(lang, {dateStyle: 'long', timeZone: SHOP_TIME_ZONE});
  const dateTimeFormat = new Intl.DateTimeFormat(lang, {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone: SHOP_TIME_ZONE,
  });
  return {
    lang,
    shop,
    t: (key, values) => t(lang, key, values),
    rich: (key, values) =>
      formatRich<ReactNode>(lang, key, values).map((part, index) =>
        h(Fragment, {key: index}, part),
      ),
    price: (cents) => formatPrice(cents / 100, lang),
    date: (iso) => formatDate(dateFormat, iso),
    dateTime: (iso) => formatDate(dateTimeFormat, iso),
    url: (path) => absoluteUrl(shop.siteUrl, path),
    colors: mailColors(shop.brandColor),
  };
}

function formatDate(format: Intl.DateTimeFormat, iso: string): string {
  const date = new Date(iso);
  // A stored value that is no date is shown as stored rather than failing the whole message.
  return Number.isNaN(date.getTime()) ? iso : format.format(date);
}

function mailColors(brandColor: string): MailColors {
  const brand = normalizeColor(brandColor) ?? NEUTRAL_BRAND;
  const onBrand = contrastRatio(brand, WHITE) >= contrastRatio(brand, TEXT) ? WHITE : TEXT;
  return {
    brand,
    onBrand,
    link:
      Math.min(contrastRatio(brand, WHITE), contrastRatio(brand, PANEL)) >= MIN_TEXT_CONTRAST
        ? brand
        : TEXT,
    text: TEXT,
    muted: MUTED,
    border: '#d9d9d9',
    background: WHITE,
    panel: PANEL,
  };
}
