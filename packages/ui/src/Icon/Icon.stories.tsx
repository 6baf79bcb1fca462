import type {Meta, StoryObj} from '@storybook/react-vite';
import {expect} from 'storybook/test';
import {Icon} from './Icon.tsx';
import {ICON_NAMES} from './icons.ts';

const meta = {
  title: 'Components/Basics/Icon',
  component: Icon,
  args: {name: 'menu'},
} satisfies Meta<typeof Icon>;

export default meta;
type Story = StoryObj<typeof meta>;

/** One icon: decorative, hidden from assistive technology. */
export const Default: Story = {
  play: async ({canvasElement}) => {
    const svg = canvasElement.querySelector('svg');
    await expect(svg).toHaveAttribute('aria-hidden', 'true');
    await expect(svg).toHaveAttribute('focusable', 'false');
  },
};

/** Any icon and size. */
export const Playground: Story = {args: {name: 'cart', size: '3rem'}};

/** Every icon of the kit, in the theme's text colour. */
export const AllIcons: Story = {
  render: () => (
    <ul style={{display: 'flex', gap: '1rem', listStyle: 'none', padding: 0, flexWrap: 'wrap'}}>
      {ICON_NAMES.map((name) => (
        <li key={name}>
          <Icon name={name} size="2rem" />
        </li>
      ))}
    </ul>
  ),
  play: async ({canvasElement}) => {
    await expect(canvasElement.querySelectorAll('svg[aria-hidden="true"]')).toHaveLength(
      ICON_NAMES.length,
    );
  },
};
