// Which category pages a retailer's site has (decision 027 "Pages a retailer has"): the spec §2
// route table is the table of paths, not a list of pages every retailer must have.
import {
  PAGE_PATHS,
  menuEntryTarget,
  sectionsOf,
  resolveLink,
  splitPath,
  type MenuLink,
  type SiteData,
} from '@schaufenster/core';
import {brandsOf} from './brands.ts';
import type {CategoryTemplatePage} from './pageTitles.ts';

/** What the rule reads of the content. */
type CategoryContentSource = Pick<
  SiteData,
  'menus' | 'brands' | 'sections' | 'siteConfig' | 'project'
>;

/**
 * Whether a category page (watches … bicycles, events) has anything on it, so it is built:
 * - a menu of the retailer links to it (the entry is the reason the page exists, and its link
 *   must not be dead);
 * - brands live under it (their pages sit below its path, the brands index and a brand page's
 *   "more" fall back to it);
 * - the owner gave it published page sections (decision 030), whatever the menus say.
 */
export function categoryHasContent(
  site: CategoryContentSource,
  page: CategoryTemplatePage,
): boolean {
  return (
    sectionsOf(site.sections, {page}).length > 0 ||
    menuLinkedPaths(site).has(PAGE_PATHS[page].de) ||
    brandsOf(site.brands, page).length > 0
  );
}

/**
 * The German paths of the internal pages the menus link to, resolved as the menu renders them
 * (spec §2 Menus: external_path else path, path_prefix joins the parent; spec §2 Links: own-host
 * URLs are internal, table paths of any language become the German one on a German page).
 * Primary entries with their sub-links and groups, and social entries.
 */
function menuLinkedPaths(site: CategoryContentSource): Set<string> {
  const hosts = ownHosts(site);
  const paths = new Set<string>();
  const add = (target: string | null) => {
    const path = target === null ? null : internalPath(target, hosts);
    if (path !== null) paths.add(path);
  };
  const visit = (link: MenuLink, parentPath: string | null) => {
    const target = menuEntryTarget(link, parentPath);
    add(target);
    for (const sub of link.sub) visit(sub, target);
    for (const group of link.groups) for (const sub of group.sub) visit(sub, target);
  };
  for (const entry of site.menus.primary) visit(entry, null);
  for (const entry of site.menus.social) add(entry.external_path);
  return paths;
}

// The site's own hosts: a URL on one of them is an internal link (spec §2 Links).
function ownHosts(site: CategoryContentSource): string[] {
  const url = site.siteConfig.site_url;
  return [site.project.domain, ...(url ? [new URL(url).host] : [])];
}

function internalPath(target: string, hosts: readonly string[]): string | null {
  for (const host of hosts) {
    const link = resolveLink(target, {lang: 'de', host});
    if (link?.kind === 'internal') return splitPath(link.path).pathname;
  }
  return null;
}
