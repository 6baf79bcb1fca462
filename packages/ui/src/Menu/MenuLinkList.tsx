import {Link} from '../Link/Link.tsx';
import type {MenuLinkView} from './menuView.ts';
import styles from './Menu.module.css';

/** Props of {@link MenuLinkList}. */
export interface MenuLinkListProps {
  /** The links to list, each with its own sub-links. */
  links: readonly MenuLinkView[];
  /** Called when any link in the list is followed (closes the menu's groups). */
  onFollow: () => void;
}

/** A nested list of menu links; sub-links are always shown, only groups expand (spec §2 Menus). */
export function MenuLinkList({links, onFollow}: MenuLinkListProps) {
  return (
    <ul className={styles.subList}>
      {links.map((link) => (
        <li key={link.key} className={styles.subItem}>
          <MenuItemLink link={link} onFollow={onFollow} />
          {link.sub.length > 0 && <MenuLinkList links={link.sub} onFollow={onFollow} />}
        </li>
      ))}
    </ul>
  );
}

/** Props of {@link MenuItemLink}. */
export interface MenuItemLinkProps {
  /** The link to render. */
  link: MenuLinkView;
  /** Called when the link is followed. */
  onFollow: () => void;
}

/** One menu link through the kit's Link (spec §2 Links); text only when it has no target. */
export function MenuItemLink({link, onFollow}: MenuItemLinkProps) {
  if (link.target === null) return <span className={styles.text}>{link.label}</span>;
  return (
    <Link to={link.target} className={styles.link} onFollow={onFollow}>
      {link.label}
    </Link>
  );
}
