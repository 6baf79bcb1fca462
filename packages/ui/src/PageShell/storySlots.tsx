// Story-only placeholders for the shell's slots (never exported from the package index). The
// real menu, contact block, footer and cart come from other components; these only show that
// the slots render fixture data.
import {
  companyDisplay,
  formatPhone,
  menuEntryTarget,
  pickTranslation,
  type SiteData,
} from '@schaufenster/core';
import {useLanguage} from '../i18n/useLanguage.ts';
import {useMessages} from '../i18n/useMessages.ts';
import {Icon} from '../Icon/Icon.tsx';
import {Link} from '../Link/Link.tsx';
import {ShopMenuMount} from '../ShopMountPoints/ShopMountPoints.tsx';
import jmLogo from '../../../../fixtures/retailers/juwelier-morgenstern/images/logo.svg';
import okLogo from '../../../../fixtures/retailers/optik-klarblick/images/logo.svg';

const LOGOS: Record<string, string> = {'juwelier-morgenstern': jmLogo, 'optik-klarblick': okLogo};

/** Header props from a fixture retailer: its logo file, size and site title. */
export function logoProps(site: SiteData, retailer: unknown) {
  const logo = site.siteConfig.logo;
  return {
    logoSrc: LOGOS[String(retailer)] ?? jmLogo,
    logoAlt: site.siteConfig.seo_title,
    logoWidth: logo?.width ?? 240,
    logoHeight: logo?.height ?? 80,
  };
}

/** The primary menu's top entries as plain links. */
export function PlaceholderMenu({site}: {site: SiteData}) {
  const {lang, available} = useLanguage();
  return (
    <ul>
      {site.menus.primary.map((entry) => {
        const name =
          pickTranslation(entry.translations, lang, available)?.display_name ?? entry.display_name;
        const target = menuEntryTarget(entry);
        return <li key={entry.id ?? name}>{target ? <Link to={target}>{name}</Link> : name}</li>;
      })}
    </ul>
  );
}

/** The company's name, address, phone and email. */
export function PlaceholderContact({site}: {site: SiteData}) {
  const {lang} = useLanguage();
  const company = companyDisplay(site.company, lang);
  const phone = company.phone ? formatPhone(company.phone.number, {lang}) : null;
  return (
    <address>
      <strong>{company.name}</strong>
      {company.address && (
        <p>
          {company.address.street}
          <br />
          {company.address.city}
        </p>
      )}
      <p>
        {phone?.kind === 'tel' ? <Link to={phone.href}>{phone.text}</Link> : phone?.text}
        <br />
        {company.email && <Link to={`mailto:${company.email}`}>{company.email}</Link>}
      </p>
    </address>
  );
}

/** A footer with the company name and, with a shop, the shop menu in its mount point. */
export function PlaceholderFooter({site, shop}: {site: SiteData; shop: boolean}) {
  const t = useMessages();
  return (
    <footer style={{padding: '2rem 1rem', borderBlockStart: '1px solid var(--sf-color-border)'}}>
      <p>{site.company.company_name}</p>
      {shop && (
        <ShopMenuMount>
          <ul>
            <li>
              <Link to="agb">{t('shopMenuTerms')}</Link>
            </li>
            <li>
              <Link to="withdrawal">{t('shopMenuWithdrawal')}</Link>
            </li>
            <li>
              <Link to="shipping_payment">{t('shopMenuShippingPayment')}</Link>
            </li>
          </ul>
        </ShopMenuMount>
      )}
    </footer>
  );
}

/** Stands in for the shop package's cart button. */
export function PlaceholderCart() {
  const t = useMessages();
  return (
    <a href="#cart" style={{display: 'inline-flex', gap: '0.25rem', alignItems: 'center'}}>
      <Icon name="cart" />
      {t('cartButtonLabel', {count: 0})}
    </a>
  );
}

/** Paragraphs of filler so the page can scroll. */
export function PlaceholderPage({site}: {site: SiteData}) {
  const {lang, available} = useLanguage();
  const description =
    pickTranslation(site.siteConfig.translations, lang, available)?.seo_description ?? '';
  return (
    <div style={{padding: '1rem', maxInlineSize: '60rem', marginInline: 'auto'}}>
      <h1>{site.siteConfig.seo_title}</h1>
      {Array.from({length: 12}, (_, i) => (
        <p key={i}>{description}</p>
      ))}
    </div>
  );
}
