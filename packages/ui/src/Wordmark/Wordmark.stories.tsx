import type {Meta, StoryObj} from '@storybook/react-vite';
import {expect} from 'storybook/test';
import {Wordmark} from './Wordmark.tsx';

/** Width over height of the lettering's box (inside the padding, where the ratio applies). */
function ratioOf(mark: HTMLElement): number {
  const style = getComputedStyle(mark);
  const across = mark.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
  const down = mark.clientHeight - parseFloat(style.paddingTop) - parseFloat(style.paddingBottom);
  return across / down;
}

const meta = {
  title: 'Components/Sections/Wordmark',
  component: Wordmark,
  args: {name: 'Wellendorff'},
  render: (args) => (
    <div style={{maxInlineSize: '16rem'}}>
      <Wordmark {...args} />
    </div>
  ),
} satisfies Meta<typeof Wordmark>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A brand without a picture: its name lettered in the pictures' 3:2 shape. */
export const Default: Story = {
  play: async ({canvasElement}) => {
    const mark = canvasElement.querySelector('[aria-hidden="true"]');
    if (!(mark instanceof HTMLElement)) throw new Error('No wordmark');
    await expect(mark).toHaveTextContent('Wellendorff');
    await expect(ratioOf(mark)).toBeCloseTo(3 / 2, 1);
  },
};

/** No name: a neutral tint of the same shape, so the picture's place is not left empty. */
export const Neutral: Story = {
  args: {name: null},
  play: async ({canvasElement}) => {
    const mark = canvasElement.querySelector('[aria-hidden="true"]');
    if (!(mark instanceof HTMLElement)) throw new Error('No placeholder');
    await expect(mark).toBeEmptyDOMElement();
    await expect(ratioOf(mark)).toBeCloseTo(3 / 2, 1);
  },
};

/** Another shape: a square context (a product card) sets `--sf-wordmark-ratio: 1`. */
export const Square: Story = {
  render: (args) => (
    <div style={{maxInlineSize: '12rem', ['--sf-wordmark-ratio' as string]: '1'}}>
      <Wordmark {...args} />
    </div>
  ),
  play: async ({canvasElement}) => {
    const mark = canvasElement.querySelector('[aria-hidden="true"]');
    if (!(mark instanceof HTMLElement)) throw new Error('No wordmark');
    await expect(ratioOf(mark)).toBeCloseTo(1, 1);
  },
};
