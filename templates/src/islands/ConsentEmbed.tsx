import {ConsentEmbed, type ConsentEmbedProps} from '@schaufenster/ui';

/** Props of the embed island: the component's own (provider and what it shows). */
export type ConsentEmbedIslandProps = ConsentEmbedProps;

/**
 * A two-click map or video (decision 025) as an island, for page sections: prerendered as the
 * placeholder, hydrated when near the viewport so a stored consent shows the frame.
 */
export function ConsentEmbedIsland(props: ConsentEmbedIslandProps) {
  return <ConsentEmbed {...props} />;
}
