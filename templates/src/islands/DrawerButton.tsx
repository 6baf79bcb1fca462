import {BottomBarDrawerButton, HeaderDrawerButton} from '@schaufenster/ui';

/** Props of {@link DrawerButtonIsland} (all JSON). */
export interface DrawerButtonIslandProps {
  /** What the drawer shows: the primary menu or the contact panel. */
  content: 'primaryMenu' | 'contact';
  /** Where the button sits: the header (from lg) or the bottom bar (below lg). */
  placement: 'header' | 'bottomBar';
}

/**
 * One drawer button (spec §2 Page shell: "Menü", "Kontakt") as an island: the header and the
 * bottom bar around it are static HTML, only the button is live (decision 014).
 */
export function DrawerButtonIsland({content, placement}: DrawerButtonIslandProps) {
  return placement === 'header' ? (
    <HeaderDrawerButton content={content} />
  ) : (
    <BottomBarDrawerButton content={content} />
  );
}
