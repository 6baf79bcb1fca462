// A shop's footer whose own widgets leave out the navigation column: "Vertrag widerrufen" still
// shows, on a line of its own (the withdrawal function must be reachable from every page).
import type {Meta, StoryObj} from '@storybook/react-vite';
import {expect, within} from 'storybook/test';
import {localizedPath, t} from '@schaufenster/core';
import {shopSiteOf} from '@schaufenster/fixtures';
import {stayOnPage} from '../stories/decorators.tsx';
import {langOf} from '../stories/storyText.ts';
import {footerData, widgetNamed} from '../stories/footerStoryKit.tsx';
import {Footer} from './Footer.tsx';

const meta = {
  title: 'Components/Navigation/Footer/Shop without navigation',
  decorators: [stayOnPage],
  render: (_args, {loaded}) => {
    const site = shopSiteOf(loaded);
    return <Footer {...footerData(site)} widgets={widgetNamed('address')(site.widgets)} />;
  },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** Only the address widget: the withdrawal link follows the columns, finger-sized. */
export const WithdrawalLine: Story = {
  play: async ({canvasElement, globals}) => {
    const lang = langOf(globals);
    const footer = within(canvasElement).getByRole('contentinfo');
    const link = within(footer).getByRole('link', {name: t(lang, 'footerWithdrawalForm')});
    await expect(link).toHaveAttribute('href', localizedPath('withdrawalForm', lang));
    await expect(link.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    await expect(within(footer).queryByRole('navigation')).toBeNull();
  },
};
