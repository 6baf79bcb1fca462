// Story-only (never exported from the package index): steps of the journeys that stay on one
// page, shared by the page stories' play functions. Elements are found by role and accessible
// name, with texts from the catalogues in the story's language.
import {expect, screen, waitFor, within, type userEvent} from 'storybook/test';
import {t, type MessageKey, type MessageValues} from '@schaufenster/core';
import {langOf} from './pageStories.tsx';

/** Storybook globals of a story. */
type Globals = Record<string, unknown>;
/** The user a play function drives (`userEvent.setup()` or the context's `userEvent`). */
type User = Pick<ReturnType<typeof userEvent.setup>, 'click' | 'keyboard' | 'type' | 'clear'>;

/** Generous waits: islands load their data through msw while two story projects run. */
export const LOADING = {timeout: 8000};

/**
 * A catalogue text in the story's language, whitespace collapsed as Testing Library's name
 * matching does (prices carry a no-break space).
 */
export function text(globals: Globals, key: MessageKey, values?: MessageValues): string {
  return t(langOf(globals), key, values).replace(/\s+/g, ' ');
}

/**
 * A catalogue text as an accessible name (`ByRole`'s `name`), in the story's language. Names are
 * matched as computed, where a single no-break space stays (French before "!" and ":"); only the
 * text queries collapse whitespace, so {@link text} would never match such a name.
 */
export function accessibleName(globals: Globals, key: MessageKey, values?: MessageValues): string {
  return t(langOf(globals), key, values);
}

/**
 * Phone: "Menü" in the bottom bar opens the drawer with the primary menu; the first menu group
 * opens and shows its links. Returns the drawer dialog.
 */
export async function openMenuGroupFromBottomBar(globals: Globals, user: User) {
  const bar = screen.getByRole('navigation', {name: text(globals, 'bottomBarLabel')});
  const menuButton = within(bar).getByRole('button', {name: text(globals, 'bottomBarMenuButton')});
  await user.click(menuButton);
  const drawer = await screen.findByRole('dialog', {name: text(globals, 'drawerMenuTitle')});
  await waitFor(() => expect(drawer).toContainElement(document.activeElement as HTMLElement));

  const menu = within(drawer).getByRole('navigation', {name: text(globals, 'menuPrimaryLabel')});
  const [group] = within(menu)
    .getAllByRole('button')
    .filter((button) => button.hasAttribute('aria-expanded'));
  if (!group) throw new Error('The primary menu has no group');
  await user.click(group);
  await expect(group).toHaveAttribute('aria-expanded', 'true');
  const panel = within(menu).getByRole('group', {name: group.textContent ?? ''});
  // The drawer fades in (its overlay starts at opacity 0): wait for the links to show.
  for (const link of within(panel).getAllByRole('link')) {
    await waitFor(() => expect(link).toBeVisible());
  }
  return drawer;
}

/** The drawer closes with Escape and focus returns to the button that opened it. */
export async function closeDrawerByKeyboard(globals: Globals, user: User) {
  await user.keyboard('{Escape}');
  await waitFor(() =>
    expect(screen.queryByRole('dialog', {name: text(globals, 'drawerMenuTitle')})).toBeNull(),
  );
  const bar = screen.getByRole('navigation', {name: text(globals, 'bottomBarLabel')});
  const menuButton = within(bar).getByRole('button', {name: text(globals, 'bottomBarMenuButton')});
  await waitFor(() => expect(menuButton).toHaveFocus());
}

/** The cookie banner of a first visit, found by its title. */
export function cookieBanner(globals: Globals) {
  return screen.findByRole('region', {name: text(globals, 'cookieBannerTitle')}, LOADING);
}

/** The cart links whose name carries `count` ("Warenkorb (1)"), wherever the width shows one. */
export async function expectCartCount(globals: Globals, count: number) {
  const name = text(globals, 'cartButtonLabel', {count});
  await waitFor(
    () => expect(screen.getAllByRole('link', {name}).length).toBeGreaterThan(0),
    LOADING,
  );
}

/**
 * Ends a journey at the top of the page: full-page snapshots of the end state (Chromatic, the
 * visual project) then do not depend on where focus scrolled to under the fixed bottom bar.
 */
export function backToTop(): void {
  window.scrollTo(0, 0);
}
