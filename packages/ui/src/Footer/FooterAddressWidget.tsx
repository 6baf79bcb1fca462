import {CompanyAddress} from '../CompanyAddress/CompanyAddress.tsx';
import {useMessages} from '../i18n/useMessages.ts';
import type {FooterData} from './footerTypes.ts';
import styles from './Footer.module.css';

/** Props of {@link FooterAddressWidget}. */
export interface FooterAddressWidgetProps {
  /** The company whose name and first address are shown. */
  company: FooterData['company'];
  /** The footer logo, shown above the address; none when null. @default undefined */
  logo?: FooterData['logo'];
  /** The site title, for the logo's text alternative ("Logo {siteTitle}"). */
  siteTitle: string;
}

/**
 * The address widget (spec §2 Page shell): optionally the footer's own logo (max height 80px,
 * instead of the header logo), then the company's name and first address.
 */
export function FooterAddressWidget({company, logo, siteTitle}: FooterAddressWidgetProps) {
  const t = useMessages();
  return (
    <>
      {logo?.src ? (
        <img
          className={styles.logo}
          src={logo.src}
          alt={t('footerLogoAlt', {siteTitle})}
          width={logo.width ?? undefined}
          height={logo.height ?? undefined}
          loading="lazy"
          decoding="async"
        />
      ) : null}
      <CompanyAddress company={company} />
    </>
  );
}
