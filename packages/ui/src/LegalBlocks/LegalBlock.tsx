import type {ReactNode} from 'react';
import {
  phoneBook,
  pickTranslation,
  type Company,
  type DataProtectionCommissioner,
  type Legal,
  type LegalBlockId,
} from '@schaufenster/core';
import {useLanguage} from '../i18n/useLanguage.ts';
import {useMessages, useRichMessages} from '../i18n/useMessages.ts';
import {Link} from '../Link/Link.tsx';
import {PhoneDisplay} from '../PhoneDisplay/PhoneDisplay.tsx';
import {RichText} from '../RichText/RichText.tsx';
import {rolexLinks} from './rolexLinks.ts';
import styles from './LegalBlock.module.css';

/** Heading levels of the block headings. */
export type LegalBlockHeadingLevel = 2 | 3 | 4;

/** Props of {@link LegalBlock}. */
export interface LegalBlockProps {
  /** Which block to render (spec §2 "Legal blocks by id"). */
  blockId: LegalBlockId;
  /** The retailer's legal texts (`SiteData.legal`). */
  legal: Legal;
  /** The company; block legal_authority shows its `legal_authority`. */
  company: Pick<Company, 'legal_authority'>;
  /** The consent manager shown by block consentmanager; without it that block renders nothing. @default undefined */
  consentManager?: ReactNode;
  /** Level of the block's heading, to fit the page outline. @default 2 */
  headingLevel?: LegalBlockHeadingLevel;
}

/**
 * One legal block by id (spec §2): the section carries the block id as its `id`, so pages can
 * link to `#insurance`. Texts are CMS HTML in the page language (falling back per spec §4) and
 * are sanitized by RichText. A block with nothing to show renders nothing.
 */
export function LegalBlock({
  blockId,
  legal,
  company,
  consentManager,
  headingLevel = 2,
}: LegalBlockProps) {
  const {lang, available} = useLanguage();
  const t = useMessages();
  const texts = pickTranslation(legal.translations, lang, available, 'legal');
  const heading = (text: string) => {
    const Heading = `h${headingLevel}` as const;
    return <Heading className={styles.heading}>{text}</Heading>;
  };
  switch (blockId) {
    case 'legal_authority':
      return (
        <TextBlock id={blockId} html={company.legal_authority}>
          {heading(t('legalAuthorityHeading'))}
        </TextBlock>
      );
    case 'insurance':
      return (
        <TextBlock id={blockId} html={texts?.insurance}>
          {heading(t('legalInsuranceHeading'))}
        </TextBlock>
      );
    case 'image_sources':
      return (
        <TextBlock id={blockId} html={texts?.image_sources}>
          {heading(t('legalImageSourcesHeading'))}
        </TextBlock>
      );
    case 'additional_top_info':
      return <TextBlock id={blockId} html={texts?.additional_top_info} />;
    case 'additional_bottom_info':
      return <TextBlock id={blockId} html={texts?.additional_bottom_info} />;
    case 'data_protection':
      if (legal.data_protection_commissioner.length === 0) return null;
      return (
        <section id={blockId} className={styles.block}>
          {heading(t('legalDataProtectionHeading'))}
          {legal.data_protection_commissioner.map((officer, index) => (
            <Officer key={`${officer.name}-${index}`} officer={officer} />
          ))}
        </section>
      );
    case 'rolex':
      // spec §2: the brand-area notice shows only when rolex_area is set.
      if (!legal.rolex_area) return null;
      return (
        <section id={blockId} className={styles.block}>
          {texts?.rolex ? <RichText html={texts.rolex} headingAnchors={false} /> : <RolexNotice />}
        </section>
      );
    case 'consentmanager':
      // The ConsentManager island brings its own heading ("Zustimmungen verwalten").
      if (consentManager === undefined || consentManager === null) return null;
      return (
        <section id={blockId} className={styles.block}>
          {consentManager}
        </section>
      );
  }
}

interface TextBlockProps {
  id: LegalBlockId;
  html: string | null | undefined;
  children?: ReactNode;
}

// Block headings are the section anchors, so the short texts get no heading ids of their own.
function TextBlock({id, html, children}: TextBlockProps) {
  if (!html || html.trim() === '') return null;
  return (
    <section id={id} className={styles.block}>
      {children}
      <RichText html={html} headingAnchors={false} />
    </section>
  );
}

function Officer({officer}: {officer: DataProtectionCommissioner}) {
  const {lang} = useLanguage();
  const t = useMessages();
  // Static HTML only (no island holds legal blocks): formatted while prerendering.
  const phones = phoneBook([officer.phone_number], {lang});
  const street = [officer.street, officer.number].filter(Boolean).join(' ');
  const city = [officer.zip_code, officer.city].filter(Boolean).join(' ');
  return (
    <address className={styles.address}>
      <span className={styles.name}>{officer.name}</span>
      {street && <span>{street}</span>}
      {city && <span>{city}</span>}
      {officer.phone_number && (
        <span>
          <PhoneDisplay number={officer.phone_number} phones={phones} />
        </span>
      )}
      {officer.email && (
        <span>
          {`${t('legalNoticeEmail')} `}
          <Link to={`mailto:${officer.email}`}>{officer.email}</Link>
        </span>
      )}
    </address>
  );
}

// Fallback when the CMS has no rolex text for the language: the catalogue's notice.
function RolexNotice() {
  const {lang} = useLanguage();
  const tRich = useRichMessages();
  const links = rolexLinks(lang);
  return (
    <p className={styles.notice}>
      {tRich('legalRolexNotice', {
        termsLink: (chunks) => <Link to={links.terms}>{chunks}</Link>,
        privacyLink: (chunks) => <Link to={links.privacy}>{chunks}</Link>,
        cookieLink: (chunks) => <Link to={links.cookies}>{chunks}</Link>,
      })}
    </p>
  );
}
