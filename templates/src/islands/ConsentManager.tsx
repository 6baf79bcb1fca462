import {ConsentManager} from '@schaufenster/ui';

/** Props of {@link ConsentManagerIsland}. */
export interface ConsentManagerIslandProps {
  /** The Matomo opt-out frame's URL from build configuration; null: no frame (decision 076). */
  matomoOptOutUrl: string | null;
}

/**
 * The privacy page's consent manager (spec §2 Legal blocks: consentmanager) as an island. The
 * consent store it reads is set up by the runtime from the runtime config.
 */
export function ConsentManagerIsland({matomoOptOutUrl}: ConsentManagerIslandProps) {
  return <ConsentManager matomoOptOutUrl={matomoOptOutUrl} />;
}
