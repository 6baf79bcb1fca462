// Which icon a social entry gets (spec §2 Page shell, footer social widget: "icons for facebook,
// googleplus, instagram, a default icon otherwise").
import type {IconName} from '../Icon/icons.ts';

/** The media with an icon of their own, by normalised media name. */
const SOCIAL_ICONS: ReadonlyMap<string, IconName> = new Map<string, IconName>([
  ['facebook', 'facebook'],
  ['googleplus', 'googleplus'],
  ['instagram', 'instagram'],
]);

/** The icon for any other medium. */
export const DEFAULT_SOCIAL_ICON: IconName = 'link';

/**
 * The icon for a social entry's `media`. Case, spaces, `-` and `_` are ignored and `+` reads as
 * "plus", because CMS editors write "Google+", "google-plus" or "Instagram" for one network.
 */
export function socialIcon(media: string): IconName {
  const key = media
    .toLowerCase()
    .replace(/\+/g, 'plus')
    .replace(/[\s_-]/g, '');
  return SOCIAL_ICONS.get(key) ?? DEFAULT_SOCIAL_ICON;
}
