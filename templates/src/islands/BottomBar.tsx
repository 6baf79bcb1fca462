import {BottomBar} from '@schaufenster/ui';

/** Props of the bottom-bar island: none, labels come from the catalogues. */
export type BottomBarIslandProps = Record<string, never>;

/** The small-screen button bar (spec §2 Page shell) as an island. */
export function BottomBarIsland(_props: BottomBarIslandProps) {
  return <BottomBar />;
}
