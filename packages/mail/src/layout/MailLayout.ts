// The frame of every message: the shop's logo (inline attachment `cid:logo`) or name, a bar in
// the brand colour, the heading, the content, and a footer with the shop's name, postal address,
// e-mail address and website. Inline styles only: most mail clients drop <style> blocks.
import {createElement as h, Fragment, type ReactNode} from 'react';
import {
  Body,
  Container,
  Head,
  Heading,
  Hr,
  Html,
  Img,
  Link,
  Preview,
  Section,
  Text,
} from 'react-email';
import {MAIL_FONT, type MailKit} from '../kit.ts';
import {LOGO_CID} from '../logo.ts';

/** Height of the logo in the header (CSS px); the width follows the image. */
const LOGO_HEIGHT = 48;

const FOOTER_TEXT = {fontSize: '13px', lineHeight: '20px', margin: 0} as const;

/** Props of {@link MailLayout}. */
interface MailLayoutProps {
  kit: MailKit;
  /** The inbox preview line (the heading or the first sentence). */
  preview: string;
  heading: string;
  /** A message to the owner: its footer says the website sent it. */
  owner?: boolean;
  children?: ReactNode;
}

/** The frame of every message. */
export function MailLayout({kit, preview, heading, owner = false, children}: MailLayoutProps) {
  const {shop, colors, lang} = kit;
  const siteHost = hostOf(shop.siteUrl);
  const footerLink = {color: colors.muted, textDecoration: 'underline'};
  const header =
    shop.logoPng === undefined
      ? h(
          Text,
          {style: {fontSize: '22px', lineHeight: '28px', fontWeight: 700, margin: 0}},
          shop.name,
        )
      : h(Img, {
          src: `cid:${LOGO_CID}`,
          alt: shop.name,
          height: LOGO_HEIGHT,
          style: {height: `${LOGO_HEIGHT}px`, width: 'auto'},
        });
  return h(
    Html,
    {lang},
    h(
      Head,
      null,
      h('meta', {name: 'color-scheme', content: 'light'}),
      h('meta', {name: 'supported-color-schemes', content: 'light'}),
    ),
    h(Preview, null, preview),
    h(
      Body,
      {
        lang,
        style: {
          backgroundColor: colors.background,
          color: colors.text,
          fontFamily: MAIL_FONT,
          margin: 0,
          padding: 0,
        },
      },
      h(
        Container,
        {style: {maxWidth: '600px', margin: '0 auto', padding: '24px 16px'}},
        h(Section, {style: {padding: '0 0 12px'}}, header),
        h(Section, brandBar(colors.brand), '\u00a0'),
        h(
          Heading,
          {
            as: 'h1',
            style: {
              fontFamily: MAIL_FONT,
              fontSize: '24px',
              lineHeight: '32px',
              margin: '24px 0 16px',
              color: colors.text,
            },
          },
          heading,
        ),
        children,
        h(Hr, {style: {borderColor: colors.border, margin: '32px 0 16px'}}),
        h(
          Section,
          null,
          h(
            Text,
            {style: {...FOOTER_TEXT, color: colors.muted}},
            h('strong', null, shop.name),
            ...shop.address.map((line, index) => h(Fragment, {key: index}, h('br'), line)),
            h('br'),
            h(Link, {href: `mailto:${shop.email}`, style: footerLink}, shop.email),
            shop.phone === undefined
              ? null
              : h(Fragment, null, h('br'), kit.t('mailFooterPhone', {phone: shop.phone})),
            h('br'),
            h(Link, {href: kit.url('/'), style: footerLink}, siteHost),
          ),
          owner
            ? h(
                Text,
                {style: {...FOOTER_TEXT, margin: '12px 0 0', color: colors.muted}},
                kit.t('mailOwnerFooter', {site: siteHost}),
              )
            : null,
        ),
      ),
    ),
  );
}

/** Props of the brand-colour bar: decorative, so left out of the text part. */
function brandBar(brand: string) {
  const props = {
    'data-skip-in-text': 'true',
    style: {backgroundColor: brand, height: '4px', lineHeight: '4px', fontSize: '4px'},
  };
  return props;
}

function hostOf(siteUrl: string): string {
  try {
    return new URL(siteUrl).host;
  } catch {
    return siteUrl;
  }
}
