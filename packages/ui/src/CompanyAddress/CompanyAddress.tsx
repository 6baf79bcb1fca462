import {companyDisplay, type CompanyInput} from '@schaufenster/core';
import {useLanguage} from '../i18n/useLanguage.ts';
import styles from './CompanyAddress.module.css';

/** Props of {@link CompanyAddress}. */
export interface CompanyAddressProps {
  /** The company record (`SiteData.company`). */
  company: CompanyInput;
  /** Shows the address type ("Hauptgeschäftsstelle", "Bundesgeschäftsstelle") under the name. @default false */
  showType?: boolean;
  /** Shows the registered company_name instead of display_name, as a legal notice needs. @default false */
  showLegalName?: boolean;
}

/**
 * The company's name and first address (spec §5 Company display: only the first address is
 * used), with the address-type label where asked (spec §5 Address type labels).
 */
export function CompanyAddress({
  company,
  showType = false,
  showLegalName = false,
}: CompanyAddressProps) {
  const {lang} = useLanguage();
  const display = companyDisplay(company, lang);
  const name = showLegalName && display.companyName ? display.companyName : display.name;
  const address = display.address;
  if (!name && !address) return null;
  return (
    <address className={styles.address}>
      {name && <span className={styles.name}>{name}</span>}
      {showType && address?.typeLabel && <span className={styles.type}>{address.typeLabel}</span>}
      {address?.street && <span className={styles.line}>{address.street}</span>}
      {address?.city && <span className={styles.line}>{address.city}</span>}
    </address>
  );
}
