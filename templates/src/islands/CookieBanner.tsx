import {CookieBanner} from '@schaufenster/ui';

/**
 * Props of the cookie banner island: none. The consent entries and the strict flag are in the
 * runtime config, which the runtime loads into the consent store before any island hydrates.
 */
export type CookieBannerIslandProps = Record<string, never>;

/** The cookie banner (spec §2, §4 Cookie banner); it shows only after hydration. */
export function CookieBannerIsland(_props: CookieBannerIslandProps) {
  return <CookieBanner />;
}
