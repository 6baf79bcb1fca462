import type {Meta, StoryObj} from '@storybook/react-vite';
import {expect, userEvent, within} from 'storybook/test';
import {BRANCH_SORT_MISSING, contactPhoneBook, t, type Lang} from '@schaufenster/core';
import {siteOf} from '@schaufenster/fixtures';
import {closeDrawer, drawerStore, openDrawer} from '../drawer/drawerStore.ts';
import {stayOnPage} from '../stories/decorators.tsx';
import {langOf, literal, text} from '../stories/storyText.ts';
import {ContactPanel} from './ContactPanel.tsx';

// The numbers are formatted as the build formats them, in the story's language (decision 031).

/** A link name that starts with the catalogue text `key` (the new-tab note may follow). */
const starts = (lang: Lang, key: Parameters<typeof text>[1], values?: Parameters<typeof text>[2]) =>
  new RegExp(`^${literal(text(lang, key, values))}`);

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
  globals: {retailer: 'juwelier-morgenstern'},
  play: async ({canvas, globals}) => {
    const lang = langOf(globals);
    const newTab = text(lang, 'externalLinkNewTab');
    const route = canvas.getByRole('link', {
      name: `${text(lang, 'contactPanelRoute')} ${newTab}`,
    });
    await expect(route).toHaveAttribute(
      'href',
      'https://www.google.com/maps/dir/?api=1&destination=Goethestra%C3%9Fe%2012%2C%2060313%20Frankfurt%20am%20Main',
    );
    await expect(route).toHaveAttribute('target', '_blank');
    await expect(route).toHaveAttribute('rel', 'nofollow noopener noreferrer external');
    await expect(
      canvas.getByRole('link', {name: `${text(lang, 'contactPanelEmail')} ${newTab}`}),
    ).toHaveAttribute('href', 'mailto:info@juwelier-morgenstern.example');

    await expect(canvas.getByRole('heading', {level: 3})).toHaveTextContent(
      t(lang, 'contactPanelBranches'),
    );
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
      mainBranch.getByRole('link', {
        name: starts(lang, 'contactPanelBranchMap', {name: 'Stammhaus Goethestraße'}),
      }),
    ).toHaveAttribute(
      'href',
      'https://www.google.com/maps/search/?api=1&query=Goethestra%C3%9Fe%2012%2C%2060313%20Frankfurt%20am%20Main',
    );
    await expect(
      mainBranch.getByRole('link', {name: phone(lang, '+49 69 90009100')}),
    ).toHaveAttribute('href', 'tel:+496990009100');
    await expect(mainBranch.getByRole('heading', {level: 5})).toHaveTextContent(
      t(lang, 'openingHoursHeading'),
    );
    await expect(mainBranch.getAllByRole('term')[0]).toHaveTextContent(t(lang, 'openingHoursDay4'));

    const zeilBranch = within(zeil);
    await expect(zeilBranch.getByRole('heading', {level: 4})).toHaveTextContent('Filiale Zeil');
    await expect(
      zeilBranch.getByRole('link', {name: phone(lang, '+49 69 90009200')}),
    ).toHaveAttribute('href', 'tel:+496990009200');
    await expect(zeilBranch.getAllByRole('term')[0]).toHaveTextContent(t(lang, 'openingHoursDay1'));
    await expect(zeilBranch.getAllByRole('definition')[0]).toHaveTextContent(
      t(lang, 'openingHoursClosed'),
    );
  },
};

/** The optician (fixed retailer): one branch; route to Leopoldstraße 140, München. */
export const Optician: Story = {
  globals: {retailer: 'optik-klarblick'},
  play: async ({canvas, globals, loaded}) => {
    const lang = langOf(globals);
    await expect(
      canvas.getByRole('link', {name: starts(lang, 'contactPanelRoute')}),
    ).toHaveAttribute(
      'href',
      'https://www.google.com/maps/dir/?api=1&destination=Leopoldstra%C3%9Fe%20140%2C%2080804%20M%C3%BCnchen',
    );
    await expect(
      canvas.getByRole('link', {name: starts(lang, 'contactPanelEmail')}),
    ).toHaveAttribute('href', 'mailto:hallo@optik-klarblick.example');
    await expect(canvas.getAllByRole('heading', {level: 4})).toHaveLength(1);
    // The branch's code-0 info line, in the page language.
    const [branch] = siteOf(loaded).branches;
    const info = branch?.opening_periods.find((period) => period.day === 0);
    const note = info?.translations.find((entry) => entry.language === lang)?.free_text;
    await expect(canvas.getByText(note ?? 'no info line')).toBeVisible();
  },
};

/** Fixed to English: link texts, the branches heading and opening hours follow the language. */
export const English: Story = {
  globals: {lang: 'en'},
  play: async ({canvas, loaded}) => {
    const [branch] = siteOf(loaded).branches;
    if (!branch) throw new Error('the fixture has no branch');
    await expect(canvas.getByRole('link', {name: /^Navigate with Google Maps/})).toBeVisible();
    await expect(canvas.getByRole('link', {name: /^Send an email/})).toBeVisible();
    await expect(canvas.getByRole('heading', {level: 3})).toHaveTextContent('Branches');
    await expect(
      canvas.getByRole('link', {
        name: new RegExp(`^Show ${literal(branch.display_name)} on the map`),
      }),
    ).toBeVisible();
  },
};

/** Following the route link closes the drawer it sits in (spec §2 Links). */
export const RouteClosesDrawer: Story = {
  decorators: [stayOnPage],
  beforeEach: () => {
    openDrawer('contact');
  },
  play: async ({canvas, globals}) => {
    await expect(drawerStore.getState().isOpen).toBe(true);
    await userEvent.click(
      canvas.getByRole('link', {name: starts(langOf(globals), 'contactPanelRoute')}),
    );
    await expect(drawerStore.getState().isOpen).toBe(false);
  },
};

/** Without an address, e-mail or branches only the name remains: no route, no mail link. */
export const Minimal: Story = {
  render: (args, {loaded}) => (
    <ContactPanel {...args} company={{display_name: siteOf(loaded).company.display_name}} />
  ),
  play: async ({canvas, loaded}) => {
    await expect(canvas.getByText(siteOf(loaded).company.display_name)).toBeVisible();
    await expect(canvas.queryByRole('link')).toBeNull();
    await expect(canvas.queryByRole('heading')).toBeNull();
  },
};

/**
 * A company without an address: the route goes to the head office (decision 027), not to a
 * workshop without sort that the CMS lists first; the workshop is listed last.
 */
export const RouteToHeadOffice: Story = {
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
  play: async ({canvas, globals, loaded}) => {
    const sorted = [...siteOf(loaded).branches].sort((a, b) => a.sort - b.sort);
    const [head] = sorted;
    if (!head) throw new Error('the fixture has no branch');
    const destination = encodeURIComponent(`${head.street}, ${head.zip} ${head.city}`);
    await expect(
      canvas.getByRole('link', {name: starts(langOf(globals), 'contactPanelRoute')}),
    ).toHaveAttribute('href', `https://www.google.com/maps/dir/?api=1&destination=${destination}`);
    const names = canvas.getAllByRole('heading', {level: 4}).map((h) => h.textContent);
    await expect(names).toEqual([
      ...sorted.map((branch) => branch.display_name),
      'Werkstatt Hinterhof',
    ]);
  },
};

/** A phone link's name: label and number first, the new-tab note after. */
function phone(lang: Lang, number: string): RegExp {
  return new RegExp(`^${literal(t(lang, 'phoneLabel'))} ${literal(number)} `);
}
