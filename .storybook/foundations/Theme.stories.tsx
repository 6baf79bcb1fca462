import type {Meta, StoryObj} from '@storybook/react-vite';
import {expect, within} from 'storybook/test';
import {themeReport} from '@schaufenster/core';
import {storyHeadingFont, storyTheme} from '../themePlayground/storyTheme.ts';
import {ThemePage} from './ThemePage.tsx';

/**
 * Foundations/Theme (decision 043): the theme of the colours every story wears now, the toolbar
 * retailer's or the Theme playground panel's.
 */
const meta = {
  // A page of its own: no automatic docs page beside it (decision 047).
  tags: ['!autodocs'],
  // The colours come from the globals, read exactly as the preview's decorator reads them.
  render: (_args, {globals}) => (
    <ThemePage {...storyTheme(globals)} headingFont={storyHeadingFont(globals)} />
  ),
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** The rows of a table named `name`, header row left out, each as its cells' texts. */
function rows(canvasElement: HTMLElement, name: string): string[][] {
  const table = within(canvasElement).getByRole('table', {name});
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent.trim()));
}

/** `4.58:1` → 4.58. */
function ratioOf(text: string | undefined): number {
  return Number.parseFloat(text ?? '');
}

/**
 * Every token is listed with the value the preview's theme really set on the page (read from the
 * computed style of the story's theme wrapper), and every pair reaches its ratio.
 */
export const Default: Story = {
  play: async ({canvasElement, step}) => {
    const listed = [
      ...rows(canvasElement, 'Colour tokens'),
      ...rows(canvasElement, 'Other tokens'),
    ];
    const wrapper = canvasElement.querySelector('[data-color-mode]');
    await step('every --sf-* token, with the value the page wears', async () => {
      await expect(wrapper).not.toBeNull();
      const style = getComputedStyle(wrapper as Element);
      const names = listed.map(([name]) => name);
      await expect(names).toContain('--sf-color-brand');
      await expect(names).toContain('--sf-space-8');
      for (const [name, value] of listed) {
        await expect(style.getPropertyValue(name ?? '').trim()).toBe(value);
      }
      const brand = style.getPropertyValue('--sf-color-brand').trim();
      const base = style.getPropertyValue('--sf-color-base').trim();
      await expect(listed).toHaveLength(
        themeReport({brandColor: brand, baseColor: base}).tokens.length,
      );
    });
    await step('every colour pair at or above its ratio', async () => {
      for (const [, , , ratio, needs] of rows(
        canvasElement,
        'Contrast of each colour pair the kit uses',
      )) {
        await expect(ratioOf(ratio)).toBeGreaterThanOrEqual(ratioOf(needs));
      }
    });
  },
};

/**
 * Yellow on white: white text fails on yellow and yellow text fails on white, so the kit darkens
 * the brand text colour until it reaches 4.5:1. Pinned with story globals, as the Theme playground
 * panel would set them.
 */
export const YellowOnWhite: Story = {
  globals: {brandColor: '#ffff00', baseColor: '#ffffff'},
  play: async ({canvasElement}) => {
    const adjusted = rows(canvasElement, 'Adjusted colours');
    const brandText = adjusted.find(([token]) => token === '--sf-color-brand-text');
    await expect(brandText).toBeDefined();
    const [, given, givenRatio, used, usedRatio, , isAdjusted] = brandText ?? [];
    await expect(given).toBe('#ffff00');
    await expect(ratioOf(givenRatio)).toBeLessThan(4.5);
    await expect(used).not.toBe('#ffff00');
    await expect(ratioOf(usedRatio)).toBeGreaterThanOrEqual(4.5);
    await expect(isAdjusted).toBe('yes');
    for (const [, , , ratio, needs] of rows(
      canvasElement,
      'Contrast of each colour pair the kit uses',
    )) {
      await expect(ratioOf(ratio)).toBeGreaterThanOrEqual(ratioOf(needs));
    }
  },
};
