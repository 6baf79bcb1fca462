import type {Meta, StoryObj} from '@storybook/react-vite';
import {expect} from 'storybook/test';
import {siteOf} from '@schaufenster/fixtures';
import {ICON_PATHS} from '../Icon/icons.ts';
import {SocialLinks} from './SocialLinks.tsx';

// "{name} (öffnet in einem neuen Tab)" per language (catalogue key socialLinkLabel).
const NEW_TAB: Record<string, string> = {
  de: '(öffnet in einem neuen Tab)',
  en: '(opens in a new tab)',
  fr: "(s'ouvre dans un nouvel onglet)",
};
const NAV_LABEL: Record<string, string> = {
  de: 'Soziale Medien',
  en: 'Social media',
  fr: 'Réseaux sociaux',
};

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

/** Icons only, as in the header: Instagram, Facebook and Pinterest (default icon). */
export const Default: Story = {
  globals: {retailer: 'juwelier-morgenstern'},
  play: async ({canvas, globals}) => {
    const lang = String(globals.lang);
    await expect(canvas.getByRole('navigation', {name: NAV_LABEL[lang]})).toBeVisible();
    const links = canvas.getAllByRole('link');
    await expect(links).toHaveLength(3);
    const instagram = canvas.getByRole('link', {name: `Instagram ${NEW_TAB[lang]}`});
    await expect(instagram).toHaveAttribute(
      'href',
      'https://www.instagram.com/juwelier.morgenstern.example',
    );
    for (const link of links) {
      // spec §2 Links: new tab, rel nofollow noopener noreferrer external; the hint said once.
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', 'nofollow noopener noreferrer external');
      await expect(link.textContent?.split(NEW_TAB[lang] ?? '?')).toHaveLength(2);
    }
    await expect(canvas.getByRole('link', {name: `Facebook ${NEW_TAB[lang]}`})).toBeVisible();
    await expect(canvas.getByRole('link', {name: `Pinterest ${NEW_TAB[lang]}`})).toBeVisible();
  },
};

/** Props to try: variant and landmark. */
export const Playground: Story = {args: {variant: 'withNames', isLandmark: false}};

/** Icons with names, as in the footer's social widget (its heading names the list). */
export const WithNames: Story = {
  args: {variant: 'withNames', isLandmark: false},
  globals: {retailer: 'juwelier-morgenstern'},
  play: async ({canvas, globals}) => {
    const lang = String(globals.lang);
    await expect(canvas.queryByRole('navigation')).toBeNull();
    await expect(canvas.getByText('Facebook')).toBeVisible();
    const facebook = canvas.getByRole('link', {name: `Facebook ${NEW_TAB[lang]}`});
    await expect(facebook).toHaveAttribute('target', '_blank');
    await expect(facebook).toHaveAttribute('rel', 'nofollow noopener noreferrer external');
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
    const lang = String(globals.lang);
    const link = canvas.getByRole('link', {name: `XING ${NEW_TAB[lang]}`});
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'nofollow noopener noreferrer external');
    // The drawn icon is the default one, not a network's.
    const drawn = canvasElement.querySelector('a svg path')?.getAttribute('d');
    await expect(drawn).toBe(ICON_PATHS.link);
  },
};
