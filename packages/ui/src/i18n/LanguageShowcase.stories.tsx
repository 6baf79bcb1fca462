import type {Meta, StoryObj} from '@storybook/react-vite';
import {expect, within} from 'storybook/test';
import {isLang, t} from '@schaufenster/core';
import {LanguageProvider} from './LanguageProvider.tsx';
import {LanguageShowcase} from './LanguageShowcase.tsx';

const meta = {
  title: 'Internal/LanguageShowcase',
  component: LanguageShowcase,
} satisfies Meta<typeof LanguageShowcase>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The text shown under a key (its `dd`), found through the key's term. */
function definitionOf(canvasElement: HTMLElement, id: string): HTMLElement {
  const term = within(canvasElement).getByText(id).closest('dt');
  const definition = term?.nextElementSibling;
  if (!(definition instanceof HTMLElement)) throw new Error(`no definition for ${id}`);
  return definition;
}

/** Follows the toolbar language (the preview wraps every story in a LanguageProvider). */
export const Default: Story = {
  play: async ({canvasElement}) => {
    const lang = canvasElement.querySelector('dl')?.getAttribute('lang');
    await expect(isLang(lang)).toBe(true);
    if (!isLang(lang)) return;
    // Stories run in German unless the toolbar says otherwise (spec §9: de is the default).
    const menu = lang === 'de' ? 'Menü' : t(lang, 'drawerMenuTitle');
    await expect(definitionOf(canvasElement, 'drawerMenuTitle').textContent).toBe(menu);
    await expect(definitionOf(canvasElement, 'useLocale()').textContent).toBe(lang);
  },
};

/** Pick which messages to show. */
export const Playground: Story = {
  args: {
    entries: [{id: 'cartButtonLabel', values: {count: 12}}, {id: 'footerCookieSettings'}],
  },
};

/** German regardless of the toolbar: the spec's labels (§2 Page shell). */
export const German: Story = {
  decorators: [
    (Story) => (
      <LanguageProvider lang="de">
        <Story />
      </LanguageProvider>
    ),
  ],
  play: async ({canvasElement}) => {
    await expect(definitionOf(canvasElement, 'drawerMenuTitle').textContent).toBe('Menü');
    await expect(definitionOf(canvasElement, 'drawerContactTitle').textContent).toBe('Kontakt');
    await expect(definitionOf(canvasElement, 'cartButtonLabel').textContent).toBe('Warenkorb (3)');
    await expect(definitionOf(canvasElement, 'useLocale()').textContent).toBe('de');
  },
};

/** French regardless of the toolbar: react-aria follows the provider too. */
export const French: Story = {
  decorators: [
    (Story) => (
      <LanguageProvider lang="fr">
        <Story />
      </LanguageProvider>
    ),
  ],
  play: async ({canvasElement}) => {
    await expect(definitionOf(canvasElement, 'drawerMenuTitle').textContent).toBe('Menu');
    await expect(definitionOf(canvasElement, 'cartButtonLabel').textContent).toBe('Panier (3)');
    await expect(definitionOf(canvasElement, 'itemListResultCount').textContent).toBe('3 produits');
    await expect(definitionOf(canvasElement, 'useLocale()').textContent).toBe('fr');
  },
};
