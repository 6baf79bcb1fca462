import type {Meta, StoryObj} from '@storybook/react-vite';
import {expect, within} from 'storybook/test';
import {colorMode, contrastRatio, normalizeColor, type ColorMode} from '@schaufenster/core';
import {ThemeSwatch} from './ThemeSwatch.tsx';

const meta = {
  title: 'Foundations/ThemeSwatch',
  component: ThemeSwatch,
  args: {brandColor: '#8a6d3b', baseColor: '#ffffff'},
  argTypes: {
    brandColor: {control: 'color'},
    baseColor: {control: 'color'},
    huePreset: {
      control: {
        type: 'inline-radio',
        labels: {none: 'None (brand hue)', cool: 'Cool', slate: 'Slate', warm: 'Warm'},
      },
      options: ['none', 'cool', 'slate', 'warm'],
      mapping: {none: undefined},
    },
  },
} satisfies Meta<typeof ThemeSwatch>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Every sample's rendered text colour reaches 4.5:1 on its rendered background (spec §5), read from
 * the browser's computed styles, and the swatch's theme has the expected colour mode (spec §1).
 */
async function expectReadable(canvasElement: HTMLElement, brandColor: string, mode: ColorMode) {
  const region = within(canvasElement).getByRole('region', {name: normalizeColor(brandColor)});
  // The nearest theme wrapper is the swatch's own, nested inside the preview's.
  await expect(region.closest('[data-color-mode]')).toHaveAttribute('data-color-mode', mode);
  const samples = within(region).getAllByRole('listitem');
  await expect(samples).toHaveLength(4);
  for (const sample of samples) {
    const {color, backgroundColor} = getComputedStyle(sample);
    await expect(contrastRatio(color, backgroundColor)).toBeGreaterThanOrEqual(4.5);
  }
}

/** A jeweller's bronze on white. */
export const Default: Story = {
  play: async ({canvasElement, args}) => {
    await expectReadable(canvasElement, args.brandColor, 'light');
  },
};

/** Try any brand and base colour; the contrast always holds. */
export const Playground: Story = {
  args: {brandColor: '#0b5fff', baseColor: '#f4f1ea', huePreset: 'warm'},
  play: async ({canvasElement, args}) => {
    await expectReadable(canvasElement, args.brandColor, colorMode(args.baseColor));
  },
};

/** A dark slate base: white text reaches 4.5 on it, so the mode is dark (spec §1). */
export const DarkBase: Story = {
  args: {brandColor: '#c9a227', baseColor: '#1d2733', huePreset: 'slate'},
  play: async ({canvasElement, args}) => {
    await expectReadable(canvasElement, args.brandColor, 'dark');
  },
};

/** Gold yellow: white fails on it, so buttons get dark text and text links a darkened gold. */
export const YellowBrand: Story = {
  args: {brandColor: '#ffd700', baseColor: '#ffffff'},
  play: async ({canvasElement, args}) => {
    await expectReadable(canvasElement, args.brandColor, 'light');
    const button = within(canvasElement).getByText('#111111 / #ffd700').closest('li');
    await expect(button && getComputedStyle(button).color).toBe('rgb(17, 17, 17)');
  },
};
