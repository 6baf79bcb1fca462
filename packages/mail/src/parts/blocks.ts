// Small building blocks of the messages: paragraphs, section headings, greeting, sign-off, a
// label-value table, quoted text and links. Inline styles, as everywhere in a mail.
import {createElement as h, Fragment, type ReactNode} from 'react';
import {Button, Heading, Link, Section, Text} from 'react-email';
import {MAIL_FONT, type MailKit} from '../kit.ts';

const BODY_TEXT = {fontSize: '15px', lineHeight: '24px', margin: '0 0 16px'} as const;

/** A paragraph of body text: `p(kit, …children)`. */
export function p(kit: MailKit, ...children: ReactNode[]) {
  return h(Text, {style: {...BODY_TEXT, color: kit.colors.text}}, ...children);
}

/** A paragraph in the muted colour (still AA on white). */
export function mutedP(kit: MailKit, ...children: ReactNode[]) {
  return h(Text, {style: {...BODY_TEXT, color: kit.colors.muted}}, ...children);
}

/** A section heading (h2). */
export function h2(kit: MailKit, text: string) {
  return h(
    Heading,
    {
      as: 'h2',
      style: {
        fontFamily: MAIL_FONT,
        fontSize: '18px',
        lineHeight: '26px',
        margin: '28px 0 12px',
        color: kit.colors.text,
      },
    },
    text,
  );
}

/** A sub-heading (h3). */
export function h3(kit: MailKit, text: string) {
  return h(
    Heading,
    {
      as: 'h3',
      style: {
        fontFamily: MAIL_FONT,
        fontSize: '15px',
        lineHeight: '22px',
        margin: '16px 0 4px',
        color: kit.colors.text,
      },
    },
    text,
  );
}

/** "Guten Tag {name}," or "Guten Tag," without a name. */
export function greeting(kit: MailKit, name?: string) {
  const trimmed = name?.trim() ?? '';
  return p(
    kit,
    trimmed === '' ? kit.t('mailGreetingAnonymous') : kit.t('mailGreeting', {name: trimmed}),
  );
}

/** "Mit freundlichen Grüßen" and the shop's name. */
export function signOff(kit: MailKit) {
  return p(kit, kit.t('mailSignOff'), h('br'), kit.shop.name);
}

/** "Bei Fragen erreichen Sie uns unter …" with the shop's address as a link. */
export function questions(kit: MailKit) {
  const {email} = kit.shop;
  return p(kit, kit.rich('mailQuestions', {email: mailLink(kit, `mailto:${email}`, email)}));
}

/** A link in the brand colour (or the text colour where the brand does not read on white). */
export function mailLink(kit: MailKit, href: string, children: ReactNode) {
  return h(Link, {href, style: {color: kit.colors.link, textDecoration: 'underline'}}, children);
}

/** A button link in the brand colour. */
export function mailButton(kit: MailKit, href: string, text: string) {
  return h(
    Section,
    {style: {margin: '8px 0 24px'}},
    h(
      Button,
      {
        href,
        style: {
          backgroundColor: kit.colors.brand,
          color: kit.colors.onBrand,
          fontSize: '15px',
          fontWeight: 700,
          lineHeight: '24px',
          padding: '12px 24px',
          borderRadius: '4px',
          textDecoration: 'none',
        },
      },
      text,
    ),
  );
}

/** One row of {@link facts}: a row heading and its value. */
export type Fact = readonly [string, ReactNode];

/** A table of labelled facts, one row each. */
export function facts(kit: MailKit, rows: readonly Fact[]) {
  const cell = {
    fontSize: '15px',
    lineHeight: '22px',
    padding: '4px 0',
    verticalAlign: 'top',
    color: kit.colors.text,
  } as const;
  return h(
    'table',
    {
      cellPadding: 0,
      cellSpacing: 0,
      style: {width: '100%', borderCollapse: 'collapse', margin: '0 0 16px'},
    },
    h(
      'tbody',
      null,
      ...rows.map(([label, value], index) =>
        h(
          'tr',
          {key: index},
          h(
            'th',
            {
              scope: 'row',
              style: {
                ...cell,
                textAlign: 'left',
                fontWeight: 700,
                paddingRight: '16px',
                width: '40%',
              },
            },
            label,
          ),
          h('td', {style: cell}, value),
        ),
      ),
    ),
  );
}

/** Lines of text as one paragraph, with line breaks between them. */
export function lines(kit: MailKit, texts: readonly string[]) {
  return p(
    kit,
    ...texts.map((text, index) => h(Fragment, {key: index}, index > 0 ? h('br') : null, text)),
  );
}

/** Multi-line text as the visitor wrote it: line breaks kept, everything escaped by React. */
export function quoted(kit: MailKit, text: string) {
  return h(
    Text,
    {
      style: {
        ...BODY_TEXT,
        color: kit.colors.text,
        backgroundColor: kit.colors.panel,
        borderLeft: `4px solid ${kit.colors.brand}`,
        padding: '12px 16px',
      },
    },
    ...text
      .split(/\r\n|\r|\n/)
      .map((line, index) => h(Fragment, {key: index}, index > 0 ? h('br') : null, line)),
  );
}
