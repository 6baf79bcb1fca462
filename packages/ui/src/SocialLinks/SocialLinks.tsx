import type {SocialMenuEntry} from '@schaufenster/core';
import {useMessages} from '../i18n/useMessages.ts';
import {Icon} from '../Icon/Icon.tsx';
import {Link} from '../Link/Link.tsx';
import {VisuallyHidden} from '../VisuallyHidden/VisuallyHidden.tsx';
import {socialIcon} from './socialIcon.ts';
import styles from './SocialLinks.module.css';

/** How social links show: icons only (header) or icons with names (footer widget). */
type SocialLinksVariant = 'icons' | 'withNames';

/** Props of {@link SocialLinks}. */
export interface SocialLinksProps {
  /** The social entries (`SiteData.menus.social`), ordered by sort. */
  entries: readonly SocialMenuEntry[];
  /** `icons`: icons only (header); `withNames`: each icon with its name (footer). @default 'icons' */
  variant?: SocialLinksVariant;
  /**
   * Wrap the list in a navigation landmark named "Soziale Medien". Turn off where a heading
   * already introduces the list (footer widget), so a page has no two landmarks of one name.
   * @default true
   */
  isLandmark?: boolean;
}

/**
 * Links to the retailer's social-media pages, opening in a new tab (spec §2 Page shell). Each
 * link's accessible name is `socialLinkLabel` ("{name} (öffnet in einem neuen Tab)"), so the
 * Link's own icon and hint are left out rather than said twice.
 */
export function SocialLinks({entries, variant = 'icons', isLandmark = true}: SocialLinksProps) {
  const t = useMessages();
  if (entries.length === 0) return null;
  const list = (
    <ul className={styles.list} data-variant={variant}>
      {entries.map((entry) => {
        const label = t('socialLinkLabel', {name: entry.display_name});
        return (
          <li key={`${entry.id ?? entry.media}:${entry.external_path}`}>
            <Link to={entry.external_path} className={styles.link} ownNewTabHint>
              <Icon name={socialIcon(entry.media)} size="1.5em" />
              {variant === 'withNames' ? (
                // The visible name is part of the hidden label; hiding it avoids saying it twice.
                <span className={styles.name} aria-hidden="true">
                  {entry.display_name}
                </span>
              ) : null}
              <VisuallyHidden>{label}</VisuallyHidden>
            </Link>
          </li>
        );
      })}
    </ul>
  );
  return isLandmark ? <nav aria-label={t('socialNavLabel')}>{list}</nav> : list;
}
