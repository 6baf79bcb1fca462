import type {Meta, StoryObj} from '@storybook/react-vite';
import {expect, userEvent, within} from 'storybook/test';
import {isLang, localizedPath, t, type Lang} from '@schaufenster/core';
import {drawerStore, openDrawer} from '../drawer/drawerStore.ts';
import {SiteProvider} from '../site/SiteContext.tsx';
import {stayOnPage} from '../stories/decorators.tsx';
import {Link} from './Link.tsx';

const meta = {
  title: 'Components/Basics/Link',
  component: Link,
  args: {to: 'contact', children: 'Kontakt'},
  decorators: [
    stayOnPage,
    (Story) => (
      <SiteProvider host="www.juwelier-morgenstern.example">
        <Story />
      </SiteProvider>
    ),
  ],
} satisfies Meta<typeof Link>;

export default meta;
type Story = StoryObj<typeof meta>;

const langOf = (globals: Record<string, unknown>): Lang =>
  isLang(globals.lang) ? globals.lang : 'de';

/** A page id resolves to the current language's path. */
export const Default: Story = {
  play: async ({canvas, globals}) => {
    const expected = {de: '/kontakt', en: '/en/contact', fr: '/fr/contact'}[String(globals.lang)];
    await expect(canvas.getByRole('link', {name: 'Kontakt'})).toHaveAttribute('href', expected);
  },
};

/** Props to try any target. */
export const Playground: Story = {args: {to: 'https://www.rolex.com', children: 'Rolex'}};

/** An anchor goes to the path plus a hash. */
export const WithAnchor: Story = {
  args: {to: {page: 'privacy', anchor: 'cookies'}, children: 'Cookies'},
  play: async ({canvas, globals}) => {
    await expect(canvas.getByRole('link', {name: 'Cookies'})).toHaveAttribute(
      'href',
      `${localizedPath('privacy', langOf(globals))}#cookies`,
    );
  },
};

/** External links open in a new tab with rel nofollow noopener noreferrer external and a hint. */
export const External: Story = {
  args: {to: 'http://www.rolex.com/de', children: 'Rolex'},
  play: async ({canvas, globals}) => {
    const link = canvas.getByRole('link', {name: /Rolex/});
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'nofollow noopener noreferrer external');
    await expect(link).toHaveAccessibleName(`Rolex ${t(langOf(globals), 'externalLinkNewTab')}`);
  },
};

/** mailto: and tel: open in a new tab too, without nofollow. */
export const MailAndPhone: Story = {
  render: () => (
    <p>
      <Link to="mailto:info@juwelier-morgenstern.example">E-Mail</Link>{' '}
      <Link to="tel:+49 69 1234567">069 1234567</Link>
    </p>
  ),
  globals: {lang: 'en'},
  play: async ({canvas}) => {
    const tel = canvas.getByRole('link', {name: /069 1234567/});
    await expect(tel).toHaveAttribute('href', 'tel:+49691234567');
    await expect(tel).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(canvas.getByRole('link', {name: /E-Mail/})).toHaveAttribute('target', '_blank');
  },
};

/** A text starting with the site's host is an internal link, in the page's language. */
export const OwnHost: Story = {
  args: {to: 'www.juwelier-morgenstern.example/kontakt', children: 'Kontakt'},
  globals: {lang: 'fr'},
  play: async ({canvas}) => {
    const link = canvas.getByRole('link', {name: 'Kontakt'});
    await expect(link).toHaveAttribute('href', '/fr/contact');
    await expect(link).not.toHaveAttribute('target');
  },
};

/** Following a link closes the drawer (spec §2 Links). */
export const ClosesDrawer: Story = {
  args: {to: '#top', children: 'Nach oben'},
  play: async ({canvasElement}) => {
    openDrawer('primaryMenu');
    await expect(drawerStore.getState().isOpen).toBe(true);
    await userEvent.click(within(canvasElement).getByRole('link', {name: 'Nach oben'}));
    await expect(drawerStore.getState().isOpen).toBe(false);
  },
};
