import type {Meta, StoryObj} from '@storybook/react-vite';
import {expect, within} from 'storybook/test';
import {BRANCH_SORT_MISSING, phoneBook, t, type Branch, type Lang} from '@schaufenster/core';
import {siteOf} from '@schaufenster/fixtures';
import {langOf, literal, text} from '../stories/storyText.ts';
import {BranchList} from './BranchList.tsx';

// The numbers are formatted as the build formats them, in the story's language (decision 031).

function phonesOf(branches: readonly Branch[], globals: Record<string, unknown>) {
  return phoneBook(
    branches.map((branch) => branch.phone),
    {lang: langOf(globals)},
  );
}

const meta = {
  title: 'Components/Contact/BranchList',
  component: BranchList,
  args: {branches: [], phones: {}, headingLevel: 3},
  argTypes: {headingLevel: {control: 'inline-radio', options: [2, 3, 4]}},
  // The toolbar retailer's branches.
  render: (args, {loaded, globals}) => {
    const {branches} = siteOf(loaded);
    return <BranchList {...args} branches={branches} phones={phonesOf(branches, globals)} />;
  },
} satisfies Meta<typeof BranchList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** One list item per branch of the toolbar retailer, each named by a heading. */
export const Default: Story = {
  play: async ({canvas, loaded}) => {
    const {branches} = siteOf(loaded);
    await expect(canvas.getAllByRole('heading', {level: 4})).toHaveLength(branches.length);
  },
};

/** Try the heading level on the toolbar retailer. */
export const Playground: Story = {args: {headingLevel: 2}};

/**
 * The jeweller's two branches (fixed retailer: the others have one), each with name, address, an
 * external Google Maps link (new tab, spec §2 Links rel), phone and hours.
 */
export const Jeweller: Story = {
  globals: {retailer: 'juwelier-morgenstern'},
  play: async ({canvas, globals}) => {
    const lang = langOf(globals);
    await expect(canvas.getByRole('heading', {level: 3})).toHaveTextContent(
      t(lang, 'contactPanelBranches'),
    );
    const names = canvas.getAllByRole('heading', {level: 4}).map((h) => h.textContent);
    await expect(names).toEqual(['Stammhaus Goethestraße', 'Filiale Zeil']);
    const map = canvas.getByRole('link', {name: mapLink(lang, 'Filiale Zeil')});
    await expect(map).toHaveAttribute(
      'href',
      'https://www.google.com/maps/search/?api=1&query=Zeil%2085%2C%2060313%20Frankfurt%20am%20Main',
    );
    await expect(map).toHaveAttribute('target', '_blank');
    await expect(map).toHaveAttribute('rel', 'nofollow noopener noreferrer external');
    await expect(
      canvas.getByRole('link', {
        name: new RegExp(`^${literal(t(lang, 'phoneLabel'))} \\+49 69 90009200 `),
      }),
    ).toHaveAttribute('href', 'tel:+496990009200');
    await expect(canvas.getAllByRole('heading', {level: 5})).toHaveLength(2);
  },
};

// A workshop without sort (the model's default for it), listed first by the CMS.
const withWorkshop = (branches: readonly Branch[]): Branch[] => {
  const [first] = branches;
  if (!first) return [];
  const workshop: Branch = {
    ...first,
    id: 99,
    display_name: 'Werkstatt Hinterhof',
    street: 'Hinterhof 1',
    phone: null,
    sort: BRANCH_SORT_MISSING,
  };
  return [workshop, ...branches];
};

/** A branch without sort comes after those with one (decision 027), whatever the CMS order. */
export const BranchWithoutSort: Story = {
  render: (args, {loaded, globals}) => {
    const branches = withWorkshop(siteOf(loaded).branches);
    return <BranchList {...args} branches={branches} phones={phonesOf(branches, globals)} />;
  },
  play: async ({canvas, globals, loaded}) => {
    const sorted = [...siteOf(loaded).branches].sort((a, b) => a.sort - b.sort);
    const names = canvas.getAllByRole('heading', {level: 4}).map((h) => h.textContent);
    await expect(names).toEqual([
      ...sorted.map((branch) => branch.display_name),
      'Werkstatt Hinterhof',
    ]);
    const workshop = canvas.getAllByRole('listitem').at(-1);
    if (!workshop) throw new Error('the workshop is missing');
    await expect(
      within(workshop).getByRole('link', {name: mapLink(langOf(globals), 'Werkstatt Hinterhof')}),
    ).toBeVisible();
  },
};

/** Fixed to English: heading and link texts follow the language. */
export const English: Story = {
  globals: {lang: 'en'},
  play: async ({canvas, loaded}) => {
    const [branch] = siteOf(loaded).branches;
    if (!branch) throw new Error('the fixture has no branch');
    await expect(canvas.getByRole('heading', {level: 3})).toHaveTextContent('Branches');
    await expect(
      canvas.getByRole('link', {
        name: new RegExp(`^Show ${literal(branch.display_name)} on the map`),
      }),
    ).toBeVisible();
  },
};

/** The map link's name (its new-tab note follows). */
function mapLink(lang: Lang, name: string): RegExp {
  return new RegExp(`^${literal(text(lang, 'contactPanelBranchMap', {name}))}`);
}

/** No branches: nothing at all, not even the heading. */
export const NoBranches: Story = {
  render: (args) => <BranchList {...args} branches={[]} />,
  play: async ({canvasElement}) => {
    await expect(canvasElement.querySelector('h3')).toBeNull();
  },
};
