import type {Meta, StoryObj} from '@storybook/react-vite';
import {expect} from 'storybook/test';

/** A 1×1 transparent GIF, the kind of inlined image a logo import becomes. */
const DATA_URL = 'data:image/gif;base64,R0lGODlhAQABAAAAACw=';

/**
 * Internal/DesignerControls: the preview's control policy (designerControls.ts, decision 046) on
 * one arg of each kind. Raw data gets no control; text, colours and numbers keep theirs.
 */
const meta = {
  args: {
    label: 'Text',
    brandColor: '#8a6d3b',
    width: 240,
    logoSrc: DATA_URL,
    product: {id: 'ring', price: 100},
    branches: ['Mitte', 'Nord'],
  },
  render: (args) => <p>{String(args.label)}</p>,
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** What the Controls panel offers for each arg. */
export const Policy: Story = {
  play: async ({argTypes}) => {
    const byName: Partial<Record<string, {control?: unknown}>> = argTypes;
    const controlOf = (name: string): unknown => {
      const control = byName[name]?.control;
      return typeof control === 'object' && control !== null && 'type' in control
        ? control.type
        : control;
    };
    await expect(controlOf('label')).toBe('text');
    await expect(controlOf('brandColor')).toBe('color');
    await expect(controlOf('width')).toBe('number');
    await expect(controlOf('logoSrc')).toBe(false);
    await expect(controlOf('product')).toBe(false);
    await expect(controlOf('branches')).toBe(false);
  },
};
