import {isLinkText} from '@schaufenster/core';
import {useSite} from '../site/SiteContext.tsx';
import {Link} from './Link.tsx';

/** Props of {@link LinkText}. */
export interface LinkTextProps {
  /** A content text that may be a bare address, such as a picture's caption or credit. */
  text: string;
}

/**
 * A content text shown as written, and as a {@link Link} to itself when it counts as a link
 * (spec §2 Links: it starts with http:// or the site's host). The link follows Link's rules: the
 * own host's pages stay internal in the current language, other sites open in a new tab with
 * the icon and rel "nofollow noopener noreferrer external".
 */
export function LinkText({text}: LinkTextProps) {
  const {host} = useSite();
  const shown = text.trim();
  if (!isLinkText(shown, host)) return text;
  return <Link to={shown}>{shown}</Link>;
}
