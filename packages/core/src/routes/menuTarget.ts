import {hashOf, joinPath, splitPath} from './pathUtils.ts';

/**
 * The fields of a menu entry that decide its target (spec §3 Menu entry). Structural on purpose:
 * the validated model satisfies it without this file importing the model.
 */
export interface MenuEntryLinkFields {
  /** Shown text; not used for the target. */
  display_name?: string | null;
  /** Site path, absolute (`/uhren`) or relative to the parent when path_prefix is set. */
  path?: string | null;
  /** true: join `path` to the parent's path; a non-empty string: that string is the parent path. */
  path_prefix?: boolean | string | null;
  /** Target outside the site; wins over `path` when present. */
  external_path?: string | null;
  /** Fragment appended as `#anchor`. */
  anchor?: string | null;
}

/**
 * The raw target of a menu entry (spec §2 Menus): external_path if present, else path;
 * path_prefix joins the parent path; anchor appends a hash. Feed the result to `resolveLink`.
 * Null when the entry has nothing to link to.
 */
export function menuEntryTarget(
  entry: MenuEntryLinkFields,
  parentPath?: string | null,
): string | null {
  const hash = hashOf(entry.anchor);
  const external = entry.external_path?.trim() ?? '';
  if (external !== '') return externalTarget(external, hash);

  const path = entry.path?.trim() ?? '';
  const prefix = prefixOf(entry.path_prefix, parentPath);
  if (prefix !== null) return replaceHash(joinPath(prefix, path), hash);
  if (path !== '') return replaceHash(path, hash);
  return hash === '' ? null : hash;
}

// The parent path to join, or null when the entry stands alone. The parent's own query and
// hash belong to the parent, not to its children.
function prefixOf(
  flag: MenuEntryLinkFields['path_prefix'],
  parentPath?: string | null,
): string | null {
  const named = typeof flag === 'string' ? flag.trim() : '';
  const parent = named !== '' ? named : flag === true ? (parentPath ?? '').trim() : null;
  return parent === null ? null : splitPath(parent).pathname;
}

// CMS editors type `www.example.com`: without a scheme the browser would read it as a path on
// this site, so https:// is assumed. mailto:/tel: take no anchor.
function externalTarget(target: string, hash: string): string {
  const lower = target.toLowerCase();
  if (lower.startsWith('mailto:') || lower.startsWith('tel:')) return target;
  const hasScheme = /^[a-z][a-z0-9+.-]*:/.test(lower) || /^[/#]/.test(target);
  return replaceHash(hasScheme ? target : `https://${target}`, hash);
}

function replaceHash(target: string, hash: string): string {
  if (hash === '') return target;
  const at = target.indexOf('#');
  return `${at === -1 ? target : target.slice(0, at)}${hash}`;
}
