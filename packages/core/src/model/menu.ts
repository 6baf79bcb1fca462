// Menu entries (spec §3 Menu entry, §2 Menus): recursive links, groups, social entries.
import * as v from 'valibot';
import {IdSchema, LangSchema} from './common.ts';

/** A translation of a menu label. */
export interface MenuTranslation {
  language: v.InferOutput<typeof LangSchema>;
  display_name: string;
}

/** A group of sub-links that expands in a panel (spec §2 Menus). */
export interface MenuGroup {
  display_name: string;
  translations: MenuTranslation[];
  sub: MenuLink[];
}

/**
 * A link of the primary menu. Its target is external_path if present, else path;
 * path_prefix joins the parent path; anchor adds a hash (spec §2 Links, Menus).
 */
export interface MenuLink {
  id: number | string | null;
  display_name: string;
  path: string | null;
  /** true: join path to the parent's path; a string: that string is the parent path. */
  path_prefix: boolean | string | null;
  external_path: string | null;
  anchor: string | null;
  /** Optional entry kind, e.g. a page id of the spec §2 table such as "watches". */
  type: string | null;
  sort: number;
  translations: MenuTranslation[];
  sub: MenuLink[];
  groups: MenuGroup[];
}

const nullableString = v.optional(v.nullable(v.string()), null);

const MenuTranslationSchema = v.object({
  language: LangSchema,
  display_name: v.string(),
});

// Recursive schemas need an explicit output type; the input side is left open.
const MenuLinkLazy: v.GenericSchema<unknown, MenuLink> = v.lazy(() => MenuLinkSchema);

/** A group of sub-links. */
const MenuGroupSchema: v.GenericSchema<unknown, MenuGroup> = v.object({
  display_name: v.string(),
  translations: v.optional(v.array(MenuTranslationSchema), []),
  sub: v.optional(v.array(MenuLinkLazy), []),
});

const menuLinkEntries = {
  id: v.optional(v.nullable(IdSchema), null),
  display_name: v.string(),
  path: nullableString,
  path_prefix: v.optional(v.nullable(v.union([v.boolean(), v.string()])), null),
  external_path: nullableString,
  anchor: nullableString,
  type: nullableString,
  sort: v.optional(v.number(), 0),
  translations: v.optional(v.array(MenuTranslationSchema), []),
  sub: v.optional(v.array(MenuLinkLazy), []),
  groups: v.optional(v.array(MenuGroupSchema), []),
};

/** A link of the primary menu, with nested sub[] and groups[]. */
const MenuLinkSchema: v.GenericSchema<unknown, MenuLink> = v.object(menuLinkEntries);

/** A top-level entry of the primary menu. */
const PrimaryMenuEntrySchema = v.object({
  ...menuLinkEntries,
  position: v.literal('primary'),
});
/** A top-level entry of the primary menu. */
export type PrimaryMenuEntry = MenuLink & {position: 'primary'};

/** A social-media entry: media (facebook, instagram, googleplus, …), name and external link. */
const SocialMenuEntrySchema = v.object({
  id: v.optional(v.nullable(IdSchema), null),
  position: v.literal('social'),
  media: v.pipe(v.string(), v.nonEmpty()),
  display_name: v.string(),
  external_path: v.pipe(v.string(), v.url()),
  sort: v.optional(v.number(), 0),
});
/** A social-media entry. */
export type SocialMenuEntry = v.InferOutput<typeof SocialMenuEntrySchema>;

/** One record of collection `menu_entry`: primary or social, chosen by position. */
export const MenuEntrySchema = v.variant('position', [
  PrimaryMenuEntrySchema,
  SocialMenuEntrySchema,
]);

/** Menu entries split by position, each list ordered by sort. */
export interface Menus {
  primary: PrimaryMenuEntry[];
  social: SocialMenuEntry[];
}
