import type {Meta, StoryObj} from '@storybook/react-vite';
import {expect} from 'storybook/test';
import {Icon} from '../Icon/Icon.tsx';
import {VisuallyHidden} from './VisuallyHidden.tsx';

const meta = {
  title: 'Components/Basics/VisuallyHidden',
  component: VisuallyHidden,
  args: {children: 'Warenkorb'},
  render: (args) => (
    <button type="button">
      <Icon name="cart" />
      <VisuallyHidden {...args} />
    </button>
  ),
} satisfies Meta<typeof VisuallyHidden>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An icon button named by hidden text: screen readers hear it, the eye sees only the icon. */
export const Default: Story = {
  play: async ({canvas}) => {
    const button = canvas.getByRole('button', {name: 'Warenkorb'});
    await expect(button).toBeVisible();
    const text = canvas.getByText('Warenkorb');
    await expect(text.getBoundingClientRect().width).toBeLessThanOrEqual(1);
  },
};

/** Any hidden text. */
export const Playground: Story = {args: {children: 'Menü öffnen'}};
