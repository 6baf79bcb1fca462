// The records behind the links of a page, so a dangling link names what to fix: the menu entries
// by id, with the href each one gets in each language (the same resolution the menu renders with).
import {
  linkHref,
  menuEntryTarget,
  resolveLink,
  type Lang,
  type MenuLink,
  type SiteData,
} from '@schaufenster/core';

/** The `href` each menu entry gets per language, mapped to `menu entry <id> "<name>"`. */
export function menuLinkSources(
  site: Pick<SiteData, 'menus'>,
  host: string,
  langs: Iterable<Lang>,
): Map<string, string> {
  const sources = new Map<string, string>();
  for (const lang of langs) {
    const visit = (entry: MenuLink, parentPath: string | null) => {
      const target = menuEntryTarget(entry, parentPath);
      const link = target === null ? null : resolveLink(target, {lang, host});
      if (link !== null && !sources.has(linkHref(link))) {
        const id = entry.id === null ? '' : ` ${String(entry.id)}`;
        sources.set(linkHref(link), `menu entry${id} "${entry.display_name}"`);
      }
      for (const sub of entry.sub) visit(sub, target);
      for (const group of entry.groups) for (const sub of group.sub) visit(sub, target);
    };
    for (const entry of site.menus.primary) visit(entry, null);
  }
  return sources;
}
