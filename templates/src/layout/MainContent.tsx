import type {ReactNode} from 'react';
import type {SiteData} from '@schaufenster/core';
import {isClockShown} from '@schaufenster/ui';
import {IslandSlot} from '../islands/IslandSlot.tsx';
import type {SiteSettings} from '../types.ts';

/** Props of {@link MainContent}. */
export interface MainContentProps {
  /** The retailer's content. */
  data: SiteData;
  /** The page's path (the clock is hidden on the Longines page). */
  path: string;
  /** Build settings (the clock script URL). */
  settings: SiteSettings;
  /** The template's element. */
  children: ReactNode;
}

/**
 * What the build puts into `<main>`: the template's content, then the clock widget where it is
 * configured (site config rolex_clock and a clock script URL). The clock sits inside main because
 * its visibility depends on the path, and main is what changes on navigation.
 */
export function MainContent({data, path, settings, children}: MainContentProps) {
  const brandConfig = data.siteConfig.brand_config;
  const clock = settings.clockScriptUrl !== null && isClockShown(brandConfig, path);
  return (
    <>
      {children}
      {clock && settings.clockScriptUrl !== null && (
        <IslandSlot
          name="Clock"
          props={{brandConfig, currentPath: path, scriptUrl: settings.clockScriptUrl}}
        />
      )}
    </>
  );
}
