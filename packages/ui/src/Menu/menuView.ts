// The primary menu as the component renders it: labels in the page's language and raw link
// targets resolved once, so Menu.tsx only maps data to elements (spec §2 Menus).
import {
  menuEntryTarget,
  pickTranslation,
  type Lang,
  type MenuGroup,
  type MenuLink,
  type MenuTranslation,
} from '@schaufenster/core';

/** A link of the menu, with its nested sub-links. */
export interface MenuLinkView {
  /** Stable key: the index path in the menu (`2`, `2.1`), unique even when CMS ids repeat. */
  key: string;
  /** Label in the page's language. */
  label: string;
  /** Raw target for `<Link to>`; null when the entry links nowhere (rendered as text). */
  target: string | null;
  /** Sub-links, ordered by sort. */
  sub: MenuLinkView[];
}

/** A group of sub-links that expands in a panel. */
export interface MenuGroupView {
  /** Key of the group in the menu-group state (`2/0`: entry 2, group 0). */
  key: string;
  /** Group name in the page's language; it names the group's toggle button. */
  label: string;
  /** The group's links, ordered by sort. */
  links: MenuLinkView[];
}

/** A top-level entry: a link, its sub-links and its groups. */
export interface MenuEntryView extends MenuLinkView {
  /** Groups of sub-links; empty for plain entries and entries with sub-links only. */
  groups: MenuGroupView[];
}

/** Where labels come from: the page's language, falling back along the project's languages. */
export interface MenuLanguage {
  /** The page's language. */
  lang: Lang;
  /** The project's languages, for the fallback (spec §4 Site language). */
  available: readonly Lang[];
}

/** The primary menu's entries prepared for rendering (labels translated, targets resolved). */
export function menuView(entries: readonly MenuLink[], language: MenuLanguage): MenuEntryView[] {
  return bySort(entries).map((entry, index) => {
    const key = String(index);
    const target = menuEntryTarget(entry);
    return {
      ...linkView(entry, key, null, language),
      groups: entry.groups.map((group, at) => groupView(group, `${key}/${at}`, target, language)),
    };
  });
}

function groupView(
  group: MenuGroup,
  key: string,
  parentPath: string | null,
  language: MenuLanguage,
): MenuGroupView {
  return {
    key,
    label: labelOf(group.translations, group.display_name, language),
    // spec §2 Menus: "path_prefix joins the parent path" — a group's parent is its entry.
    links: bySort(group.sub).map((link, at) =>
      linkView(link, `${key}.${at}`, parentPath, language),
    ),
  };
}

function linkView(
  link: MenuLink,
  key: string,
  parentPath: string | null,
  language: MenuLanguage,
): MenuLinkView {
  const target = menuEntryTarget(link, parentPath);
  return {
    key,
    label: labelOf(link.translations, link.display_name, language),
    target,
    sub: bySort(link.sub).map((child, at) => linkView(child, `${key}.${at}`, target, language)),
  };
}

// display_name is the CMS's default-language label; a translation wins when there is one.
function labelOf(
  translations: readonly MenuTranslation[],
  fallback: string,
  {lang, available}: MenuLanguage,
): string {
  const picked = pickTranslation(translations, lang, available, `menu entry "${fallback}"`);
  const label = picked?.display_name.trim() ?? '';
  return label === '' ? fallback : label;
}

// Array.prototype.sort is stable, so entries with equal sort keep the CMS order.
function bySort<T extends {sort: number}>(items: readonly T[]): T[] {
  return [...items].sort((a, b) => a.sort - b.sort);
}
