import type {Meta, StoryObj} from '@storybook/react-vite';
import {expect} from 'storybook/test';
import {Link} from '../Link/Link.tsx';
import {SiteProvider} from './SiteContext.tsx';

const meta = {
  title: 'Internal/SiteProvider',
  component: SiteProvider,
  args: {host: 'www.juwelier-morgenstern.example'},
  render: (args) => (
    <SiteProvider {...args}>
      <Link to="www.juwelier-morgenstern.example/impressum">Impressum</Link>
    </SiteProvider>
  ),
} satisfies Meta<typeof SiteProvider>;

export default meta;
type Story = StoryObj<typeof meta>;

/** With the site's host known, a text starting with it is an internal link (spec §2 Links). */
export const Default: Story = {
  globals: {lang: 'de'},
  play: async ({canvas}) => {
    const link = canvas.getByRole('link', {name: 'Impressum'});
    await expect(link).toHaveAttribute('href', '/impressum');
    await expect(link).not.toHaveAttribute('target');
  },
};

/** Another host: the same text is not the site's own, so it is not resolved as internal. */
export const Playground: Story = {args: {host: 'www.example.test'}};
