import {CookieSettingsButton} from '@schaufenster/ui';

/** Props of {@link CookieSettingsButtonIsland}: none, the label comes from the catalogues. */
export type CookieSettingsButtonIslandProps = Record<string, never>;

/**
 * The footer's "Cookie Einstellungen" button (spec §2 Page shell, navigation widget) as an
 * island: the rest of the footer is static HTML.
 */
export function CookieSettingsButtonIsland(_props: CookieSettingsButtonIslandProps) {
  return <CookieSettingsButton />;
}
