import type {Branch, Company, PhoneBook, PrimaryMenuEntry} from '@schaufenster/core';
import {ContactPanel, Menu, SiteDrawer} from '@schaufenster/ui';

/** Props of {@link SiteDrawerIsland}: the data behind the drawer's two contents. */
export interface SiteDrawerIslandProps {
  /** Primary menu entries (`SiteData.menus.primary`). */
  entries: readonly PrimaryMenuEntry[];
  /** The company, for the contact panel. */
  company: Company;
  /** Branches listed in the contact panel. */
  branches: readonly Branch[];
  /** Their numbers, formatted while prerendering (decision 031). */
  phones: PhoneBook;
  /** The shop's cart page, listed last in the menu; null without the shop's cart. */
  cartPath: string | null;
}

/**
 * The drawer (spec §2 Page shell): the primary menu inline under "Menü", the contact panel under
 * "Kontakt". Its own island; header, bottom bar and links reach it through the drawer store.
 */
export function SiteDrawerIsland({
  entries,
  company,
  branches,
  phones,
  cartPath,
}: SiteDrawerIslandProps) {
  return (
    <SiteDrawer
      menu={<Menu entries={entries} variant="inline" cartPath={cartPath} />}
      contact={<ContactPanel company={company} branches={branches} phones={phones} />}
    />
  );
}
