import type {Meta, StoryObj} from '@storybook/react-vite';
import {expect, userEvent, within} from 'storybook/test';
import {BRANCH_SORT_MISSING, contactPhoneBook, isLang, type Lang} from '@schaufenster/core';
import {siteOf} from '@schaufenster/fixtures';
import {closeDrawer, drawerStore, openDrawer} from '../drawer/drawerStore.ts';
import {stayOnPage} from '../stories/decorators.tsx';
import {ContactPanel} from './ContactPanel.tsx';

// The numbers are formatted as the build formats them, in the story's language (decision 031).
function langOf(globals: Record<string, unknown>): Lang {
  return isLang(globals.lang) ? globals.lang : 'de';
}

const meta = {
  title: 'Components/Contact/ContactPanel',
  component: ContactPanel,
  args: {
    company: {display_name: 'Juwelier Morgenstern'},
    branches: [],
    phones: {},
    headingLevel: 3,
  },
  argTypes: {headingLevel: {control: 'inline-radio', options: [2, 3, 4]}},
  // The drawer store is shared by every story of the file.
  beforeEach: () => {
    closeDrawer();
  },
  // The toolbar retailer's company and branches.
  render: (args, {loaded, globals}) => {
    const {company, branches} = siteOf(loaded);
    return (
      <ContactPanel
        {...args}
        company={company}
        branches={branches}
        phones={contactPhoneBook(company, branches, langOf(globals))}
      />
    );
  },
} satisfies Meta<typeof ContactPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The route and mailto links and one list item per branch, for the toolbar retailer. */
export const Default: Story = {
  play: async ({canvas, loaded}) => {
    const {branches} = siteOf(loaded);
    const route = canvas.getByRole('link', {name: /Google Maps/});
    await expect(route.getAttribute('href')).toMatch(
      /^https:\/\/www\.google\.com\/maps\/dir\/\?api=1&destination=\S+$/,
    );
    await expect(canvas.getAllByRole('heading', {level: 4})).toHaveLength(branches.length);
  },
};

/** Try the heading level on the toolbar retailer. */
export const Playground: Story = {args: {headingLevel: 2}};

/**
 * The jeweller (spec §2 contact panel): route to the first company address, percent-encoded;
 * a mailto link; two branches, each with address, map link, phone and opening periods.
 */
export const Jeweller: Story = {
  globals: {retailer: 'juwelier-morgenstern', lang: 'de'},
  play: async ({canvas}) => {
    const route = canvas.getByRole('link', {
      name: 'Mit Google Maps navigieren (öffnet in einem neuen Tab)',
    });
    await expect(route).toHaveAttribute(
      'href',
      'https://www.google.com/maps/dir/?api=1&destination=Goethestra%C3%9Fe%2012%2C%2060313%20Frankfurt%20am%20Main',
    );
    await expect(route).toHaveAttribute('target', '_blank');
    await expect(route).toHaveAttribute('rel', 'nofollow noopener noreferrer external');
    await expect(
      canvas.getByRole('link', {name: 'E-Mail schreiben (öffnet in einem neuen Tab)'}),
    ).toHaveAttribute('href', 'mailto:info@juwelier-morgenstern.example');

    await expect(canvas.getByRole('heading', {level: 3})).toHaveTextContent('Filialen');
    const [main, zeil, ...rest] = canvas
      .getAllByRole('listitem')
      .filter((item) => item.querySelector('h4'));
    await expect(rest).toHaveLength(0);
    if (!main || !zeil) throw new Error('two branches expected');

    const mainBranch = within(main);
    await expect(mainBranch.getByRole('heading', {level: 4})).toHaveTextContent(
      'Stammhaus Goethestraße',
    );
    await expect(main.querySelector('address')?.textContent).toBe(
      'Goethestraße 1260313 Frankfurt am Main',
    );
    await expect(
      mainBranch.getByRole('link', {name: /^Stammhaus Goethestraße auf der Karte anzeigen/}),
    ).toHaveAttribute(
      'href',
      'https://www.google.com/maps/search/?api=1&query=Goethestra%C3%9Fe%2012%2C%2060313%20Frankfurt%20am%20Main',
    );
    await expect(
      mainBranch.getByRole('link', {name: /^Telefon \+49 69 90009100 /}),
    ).toHaveAttribute('href', 'tel:+496990009100');
    await expect(mainBranch.getByRole('heading', {level: 5})).toHaveTextContent('Öffnungszeiten');
    await expect(mainBranch.getAllByRole('term')[0]).toHaveTextContent('Mo - Fr');

    const zeilBranch = within(zeil);
    await expect(zeilBranch.getByRole('heading', {level: 4})).toHaveTextContent('Filiale Zeil');
    await expect(
      zeilBranch.getByRole('link', {name: /^Telefon \+49 69 90009200 /}),
    ).toHaveAttribute('href', 'tel:+496990009200');
    await expect(zeilBranch.getAllByRole('term')[0]).toHaveTextContent('Montag');
    await expect(zeilBranch.getAllByRole('definition')[0]).toHaveTextContent('geschlossen');
  },
};

/** The optician: one branch; route to Leopoldstraße 140, München. */
export const Optician: Story = {
  globals: {retailer: 'optik-klarblick', lang: 'de'},
  play: async ({canvas}) => {
    await expect(canvas.getByRole('link', {name: /^Mit Google Maps navigieren/})).toHaveAttribute(
      'href',
      'https://www.google.com/maps/dir/?api=1&destination=Leopoldstra%C3%9Fe%20140%2C%2080804%20M%C3%BCnchen',
    );
    await expect(canvas.getByRole('link', {name: /^E-Mail schreiben/})).toHaveAttribute(
      'href',
      'mailto:hallo@optik-klarblick.example',
    );
    await expect(canvas.getAllByRole('heading', {level: 4})).toHaveLength(1);
    await expect(canvas.getByText('Sehtests bitte mit Termin.')).toBeVisible();
  },
};

/** English: link texts, the branches heading and opening hours follow the language. */
export const English: Story = {
  globals: {retailer: 'juwelier-morgenstern', lang: 'en'},
  play: async ({canvas}) => {
    await expect(canvas.getByRole('link', {name: /^Navigate with Google Maps/})).toBeVisible();
    await expect(canvas.getByRole('link', {name: /^Send an email/})).toBeVisible();
    await expect(canvas.getByRole('heading', {level: 3})).toHaveTextContent('Branches');
    await expect(canvas.getByRole('link', {name: /^Show Filiale Zeil on the map/})).toBeVisible();
  },
};

/** Following the route link closes the drawer it sits in (spec §2 Links). */
export const RouteClosesDrawer: Story = {
  globals: {retailer: 'optik-klarblick', lang: 'de'},
  decorators: [stayOnPage],
  beforeEach: () => {
    openDrawer('contact');
  },
  play: async ({canvas}) => {
    await expect(drawerStore.getState().isOpen).toBe(true);
    await userEvent.click(canvas.getByRole('link', {name: /^Mit Google Maps navigieren/}));
    await expect(drawerStore.getState().isOpen).toBe(false);
  },
};

/** Without an address, e-mail or branches only the name remains: no route, no mail link. */
export const Minimal: Story = {
  render: (args) => <ContactPanel {...args} />,
  play: async ({canvas}) => {
    await expect(canvas.getByText('Juwelier Morgenstern')).toBeVisible();
    await expect(canvas.queryByRole('link')).toBeNull();
    await expect(canvas.queryByRole('heading')).toBeNull();
  },
};

/**
 * A company without an address: the route goes to the head office (decision 027), not to a
 * workshop without sort that the CMS lists first; the workshop is listed last.
 */
export const RouteToHeadOffice: Story = {
  globals: {retailer: 'juwelier-morgenstern', lang: 'de'},
  render: (args, {loaded, globals}) => {
    const {company, branches} = siteOf(loaded);
    const [first] = branches;
    const workshop = first && {
      ...first,
      id: 99,
      display_name: 'Werkstatt Hinterhof',
      street: 'Hinterhof 1',
      sort: BRANCH_SORT_MISSING,
    };
    const listed = workshop ? [workshop, ...branches] : branches;
    return (
      <ContactPanel
        {...args}
        company={{...company, addresses: []}}
        branches={listed}
        phones={contactPhoneBook(company, listed, langOf(globals))}
      />
    );
  },
  play: async ({canvas}) => {
    await expect(canvas.getByRole('link', {name: /^Mit Google Maps navigieren/})).toHaveAttribute(
      'href',
      'https://www.google.com/maps/dir/?api=1&destination=Goethestra%C3%9Fe%2012%2C%2060313%20Frankfurt%20am%20Main',
    );
    const names = canvas.getAllByRole('heading', {level: 4}).map((h) => h.textContent);
    await expect(names).toEqual(['Stammhaus Goethestraße', 'Filiale Zeil', 'Werkstatt Hinterhof']);
  },
};
