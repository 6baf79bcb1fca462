import {ClockWidget, type ClockWidgetProps} from '@schaufenster/ui';

/** Props of the clock island: the widget's own. */
export type ClockIslandProps = ClockWidgetProps;

/** The luxury-watch clock widget (spec §2 Page contents) as an island; it loads its script. */
export function ClockIsland(props: ClockIslandProps) {
  return <ClockWidget {...props} />;
}
