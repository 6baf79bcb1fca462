import type {ReactNode} from 'react';
import {useMessages} from '../i18n/useMessages.ts';
import {Icon} from '../Icon/Icon.tsx';
import {Link} from '../Link/Link.tsx';
import {CartMount} from '../ShopMountPoints/ShopMountPoints.tsx';
import {VisuallyHidden} from '../VisuallyHidden/VisuallyHidden.tsx';
import {HeaderDrawerButton} from './HeaderDrawerButton.tsx';
import {headerSocialLinks, type SocialLink} from './socialLinks.ts';
import styles from './Header.module.css';

/** Props of {@link Header}. */
export interface HeaderProps {
  /** URL of the logo image (site config logo). */
  logoSrc: string;
  /** The site title (data): the logo link reads "{siteTitle} – zur Startseite". */
  logoAlt: string;
  /** The logo's intrinsic width in px, reserving its space before it loads. */
  logoWidth: number;
  /** The logo's intrinsic height in px; it is shown at most 80px high. */
  logoHeight: number;
  /** Social entries; the header shows instagram and facebook (spec §2 Page shell). @default [] */
  social?: readonly SocialLink[];
  /**
   * The cart button, filled by the shop package only with the shop add-on; rendered inside the
   * `int-cart` mount point. Without it there is no mount point. @default undefined
   */
  cart?: ReactNode;
  /** The "Menü" button. @default <HeaderDrawerButton content="primaryMenu" /> */
  menuButton?: ReactNode;
  /** The "Kontakt" button. @default <HeaderDrawerButton content="contact" /> */
  contactButton?: ReactNode;
}

/**
 * The page header (spec §2 Page shell, §9 Layout): 120px tall, sticky from the lg breakpoint,
 * the logo linking home on the left; on large screens also the menu and contact buttons that
 * open the drawer, the cart and the social icons. Small screens use the bottom bar instead. The
 * buttons and the cart are slots, so the site can make just them live (islands) in a static header.
 */
export function Header({
  logoSrc,
  logoAlt,
  logoWidth,
  logoHeight,
  social = [],
  cart,
  menuButton = <HeaderDrawerButton content="primaryMenu" />,
  contactButton = <HeaderDrawerButton content="contact" />,
}: HeaderProps) {
  const t = useMessages();
  const socialLinks = headerSocialLinks(social);
  return (
    <header className={styles.header}>
      <div className={styles.inner}>
        <Link to={{page: 'home'}} className={styles.home}>
          {/* The image is the link's only content, so its alt says where the link goes. Above
              the fold on every page and often its largest paint: fetched before the scripts a
              page lists at start (decision 062). */}
          <img
            className={styles.logo}
            fetchPriority="high"
            src={logoSrc}
            alt={t('headerHomeLink', {siteTitle: logoAlt})}
            width={logoWidth}
            height={logoHeight}
          />
        </Link>
        <div className={styles.actions}>
          {menuButton}
          {contactButton}
          {cart != null && <CartMount className={styles.cart}>{cart}</CartMount>}
          {socialLinks.length > 0 && (
            <ul className={styles.social}>
              {socialLinks.map((link) => (
                <li key={link.external_path}>
                  <Link to={link.external_path} className={styles.socialLink}>
                    <Icon name={link.icon} size="1.5rem" />
                    {/* Link adds "(öffnet in einem neuen Tab)": together socialLinkLabel's text. */}
                    <VisuallyHidden>{link.display_name}</VisuallyHidden>
                  </Link>
                </li>
              ))}
            </ul>
          )}
        </div>
      </div>
    </header>
  );
}
