import type {Meta, StoryObj} from '@storybook/react-vite';
import {expect} from 'storybook/test';
import {SettingsStatus} from '../stories/SettingsStatus.tsx';
import {withShop} from '../stories/withShop.tsx';

/**
 * The provider has no look of its own: these stories show that a shop island inside it reads
 * live data through the provider's ShopApi (here: the shared msw handlers).
 */
const meta = {
  title: 'Internal/ShopProvider',
  decorators: [withShop],
  render: () => <SettingsStatus />,
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** Settings load through the provider's ShopApi and query cache. */
export const Default: Story = {
  play: async ({canvas}) => {
    await expect(await canvas.findByText('useShopSettings() → data')).toBeVisible();
  },
};

/** The same, to try in the toolbar's languages and retailers. */
export const Playground: Story = {};
