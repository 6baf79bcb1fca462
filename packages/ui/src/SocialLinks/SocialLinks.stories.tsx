import type {Meta, StoryObj} from '@storybook/react-vite';
import {expect} from 'storybook/test';
import {siteOf} from '@schaufenster/fixtures';
import {ICON_PATHS} from '../Icon/icons.ts';
import {langOf, text} from '../stories/storyText.ts';
import {SocialLinks} from './SocialLinks.tsx';

const meta = {
  title: 'Components/Navigation/SocialLinks',
  component: SocialLinks,
  args: {entries: [], variant: 'icons', isLandmark: true},
  argTypes: {
    // Entries come from the toolbar retailer's fixture, not from the controls.
    entries: {control: false},
    variant: {control: 'inline-radio', options: ['icons', 'withNames']},
  },
  render: (args, {loaded}) => <SocialLinks {...args} entries={siteOf(loaded).menus.social} />,
} satisfies Meta<typeof SocialLinks>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Icons only, as in the header: the toolbar retailer's networks (Pinterest: default icon). */
export const Default: Story = {
  play: async ({canvas, globals, loaded}) => {
    const lang = langOf(globals);
    const entries = siteOf(loaded).menus.social;
    await expect(
      canvas.getByRole('navigation', {name: text(lang, 'socialNavLabel')}),
    ).toBeVisible();
    const links = canvas.getAllByRole('link');
    await expect(links).toHaveLength(entries.length);
    for (const entry of entries) {
      await expect(
        canvas.getByRole('link', {name: text(lang, 'socialLinkLabel', {name: entry.display_name})}),
      ).toHaveAttribute('href', entry.external_path);
    }
    const newTab = text(lang, 'externalLinkNewTab');
    for (const link of links) {
      // spec §2 Links: new tab, rel nofollow noopener noreferrer external; the hint said once.
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', 'nofollow noopener noreferrer external');
      await expect(link.textContent?.replace(/\s+/g, ' ').split(newTab)).toHaveLength(2);
    }
  },
};

/** Props to try: variant and landmark. */
export const Playground: Story = {args: {variant: 'withNames', isLandmark: false}};

/** Icons with names, as in the footer's social widget (its heading names the list). */
export const WithNames: Story = {
  args: {variant: 'withNames', isLandmark: false},
  play: async ({canvas, globals, loaded}) => {
    const [entry] = siteOf(loaded).menus.social;
    if (!entry) throw new Error('the fixture has no social entry');
    await expect(canvas.queryByRole('navigation')).toBeNull();
    await expect(canvas.getByText(entry.display_name)).toBeVisible();
    const link = canvas.getByRole('link', {
      name: text(langOf(globals), 'socialLinkLabel', {name: entry.display_name}),
    });
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'nofollow noopener noreferrer external');
  },
};

/** A medium without its own icon gets the default icon (spec §2 footer social widget). */
export const UnknownMedia: Story = {
  render: (args, {loaded}) => {
    const [entry] = siteOf(loaded).menus.social;
    if (!entry) throw new Error('the fixture has no social entry');
    return (
      <SocialLinks
        {...args}
        entries={[
          {
            ...entry,
            media: 'xing',
            display_name: 'XING',
            external_path: 'https://www.xing.com/pages/schaufenster-example',
          },
        ]}
      />
    );
  },
  play: async ({canvas, canvasElement, globals}) => {
    const link = canvas.getByRole('link', {
      name: text(langOf(globals), 'socialLinkLabel', {name: 'XING'}),
    });
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'nofollow noopener noreferrer external');
    // The drawn icon is the default one, not a network's.
    const drawn = canvasElement.querySelector('a svg path')?.getAttribute('d');
    await expect(drawn).toBe(ICON_PATHS.link);
  },
};
