import {Footer, type FooterProps} from '@schaufenster/ui';

/** Props of the footer island: the footer's own, all JSON. */
export type FooterIslandProps = FooterProps;

/**
 * The footer as an island: ui's navigation widget holds the "Cookie Einstellungen" button that
 * reopens the banner, so the footer cannot stay plain HTML (decision 011).
 */
export function FooterIsland(props: FooterIslandProps) {
  return <Footer {...props} />;
}
