import {SocialLinks} from '../SocialLinks/SocialLinks.tsx';
import type {FooterData} from './footerTypes.ts';

/** Props of {@link FooterSocialWidget}. */
export interface FooterSocialWidgetProps {
  /** Social entries (`SiteData.menus.social`). */
  entries: FooterData['social'];
}

/**
 * The social widget (spec §2 Page shell): each network with icon and name, opening in a new tab.
 * The column heading introduces the list, so it is no landmark of its own.
 */
export function FooterSocialWidget({entries}: FooterSocialWidgetProps) {
  return <SocialLinks entries={entries} variant="withNames" isLandmark={false} />;
}
