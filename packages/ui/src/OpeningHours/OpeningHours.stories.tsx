import type {Meta, StoryObj} from '@storybook/react-vite';
import {expect, within} from 'storybook/test';
import {siteOf} from '@schaufenster/fixtures';
import {OpeningHours} from './OpeningHours.tsx';

const meta = {
  title: 'Components/Contact/OpeningHours',
  component: OpeningHours,
  args: {showHeading: false, headingLevel: 2},
  argTypes: {headingLevel: {control: 'inline-radio', options: [2, 3, 4, 5, 6]}},
  // The toolbar retailer's first branch, unless a story passes its own data.
  render: (args, {loaded}) => (
    <OpeningHours periods={siteOf(loaded).branches[0]?.opening_periods} {...args} />
  ),
} satisfies Meta<typeof OpeningHours>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Each row of the list as [term, definition] text, for comparing against the spec's labels. */
function rowsOf(canvasElement: HTMLElement): [string, string][] {
  return within(canvasElement)
    .getAllByRole('term')
    .map((term) => [term.textContent ?? '', term.nextElementSibling?.textContent ?? '']);
}

/** The toolbar retailer's first branch. */
export const Default: Story = {
  play: async ({canvas}) => {
    await expect(canvas.getAllByRole('term').length).toBeGreaterThan(0);
    await expect(canvas.getAllByRole('definition')).toHaveLength(
      canvas.getAllByRole('term').length,
    );
  },
};

/** Try the heading options on the toolbar retailer's first branch. */
export const Playground: Story = {args: {showHeading: true, headingLevel: 3}};

/**
 * The jeweller's main shop (spec §4): Mo - Fr has two periods, combined in time order;
 * Sonntag has no times, so it is closed; a free-text day; the code-0 info line comes last.
 */
export const JewellerBranch: Story = {
  globals: {retailer: 'juwelier-morgenstern', lang: 'de'},
  play: async ({canvasElement, canvas}) => {
    await expect(rowsOf(canvasElement)).toEqual([
      ['Mo - Fr', '09:30 – 13:00 Uhr14:00 – 18:30 Uhr'],
      ['Samstag', '10:00 – 16:00 Uhr'],
      ['Sonntag', 'geschlossen'],
      ['Brückentage', '10:00 – 14:00 Uhr'],
    ]);
    const [weekdays] = canvas.getAllByRole('definition');
    const times = weekdays?.querySelectorAll('time') ?? [];
    await expect([...times].map((time) => time.getAttribute('datetime'))).toEqual([
      '09:30',
      '13:00',
      '14:00',
      '18:30',
    ]);
    await expect(
      canvas.getByText('Termine außerhalb der Öffnungszeiten nach Vereinbarung.'),
    ).toBeVisible();
    await expect(canvas.queryByRole('heading')).toBeNull();
  },
};

/** The jeweller's second shop: closed Monday, two Saturday periods, Heiligabend and Silvester. */
export const JewellerSecondBranch: Story = {
  globals: {retailer: 'juwelier-morgenstern', lang: 'de'},
  render: (args, {loaded}) => (
    <OpeningHours periods={siteOf(loaded).branches[1]?.opening_periods} {...args} />
  ),
  play: async ({canvasElement}) => {
    await expect(rowsOf(canvasElement)).toEqual([
      ['Montag', 'geschlossen'],
      ['Di - Fr', '10:00 – 19:00 Uhr'],
      ['Samstag', '10:00 – 14:00 Uhr15:00 – 18:00 Uhr'],
      ['Sonntag', 'geschlossen'],
      ['Heiligabend', '10:00 – 13:00 Uhr'],
      ['Silvester', '10:00 – 13:00 Uhr'],
    ]);
  },
};

/** The optician: weekdays, Saturday, closed Sunday and an info line. */
export const Optician: Story = {
  globals: {retailer: 'optik-klarblick', lang: 'de'},
  play: async ({canvasElement, canvas}) => {
    await expect(rowsOf(canvasElement)).toEqual([
      ['Mo - Fr', '09:00 – 18:00 Uhr'],
      ['Samstag', '10:00 – 14:00 Uhr'],
      ['Sonntag', 'geschlossen'],
    ]);
    await expect(canvas.getByText('Sehtests bitte mit Termin.')).toBeVisible();
  },
};

/**
 * The older opening-hours shape: day texts from the translations, `closed` wins over times,
 * and a row without times but with a note shows the note rather than "geschlossen".
 */
export const Legacy: Story = {
  globals: {retailer: 'juwelier-morgenstern', lang: 'de'},
  render: (args, {loaded}) => <OpeningHours {...args} legacy={siteOf(loaded).openingHours} />,
  play: async ({canvasElement}) => {
    await expect(rowsOf(canvasElement)).toEqual([
      ['Montag – Freitag', '09:30 – 18:30 Uhr'],
      ['Samstag', '10:00 – 16:00 Uhr'],
      ['Sonntag', 'geschlossen'],
      ['Hinweis', 'Mittagspause 13:00 – 14:00 Uhr'],
    ]);
  },
};

/** Branch periods win; the older rows are only the fallback when a branch has none. */
export const LegacyFallback: Story = {
  globals: {retailer: 'optik-klarblick', lang: 'de'},
  render: (args, {loaded}) => (
    <OpeningHours {...args} periods={[]} legacy={siteOf(loaded).openingHours} />
  ),
  play: async ({canvasElement}) => {
    await expect(rowsOf(canvasElement)[0]).toEqual(['Montag – Freitag', '09:00 – 18:00 Uhr']);
  },
};

/** With the heading "Öffnungszeiten" (spec §5 Company display) at level 3. */
export const WithHeading: Story = {
  args: {showHeading: true, headingLevel: 3},
  globals: {retailer: 'juwelier-morgenstern', lang: 'de'},
  play: async ({canvas}) => {
    await expect(canvas.getByRole('heading', {level: 3})).toHaveTextContent('Öffnungszeiten');
  },
};

/** English: catalogue day labels, no "Uhr", translated free-text day and info line. */
export const English: Story = {
  args: {showHeading: true},
  globals: {retailer: 'juwelier-morgenstern', lang: 'en'},
  play: async ({canvasElement, canvas}) => {
    await expect(canvas.getByRole('heading', {level: 2})).toHaveTextContent('Opening hours');
    await expect(rowsOf(canvasElement)).toEqual([
      ['Mon - Fri', '09:30 – 13:0014:00 – 18:30'],
      ['Saturday', '10:00 – 16:00'],
      ['Sunday', 'closed'],
      ['Bridge days', '10:00 – 14:00'],
    ]);
    await expect(canvas.getByText('Appointments outside opening hours on request.')).toBeVisible();
  },
};

/** French. */
export const French: Story = {
  globals: {retailer: 'juwelier-morgenstern', lang: 'fr'},
  play: async ({canvasElement, canvas}) => {
    const rows = rowsOf(canvasElement);
    await expect(rows[2]).toEqual(['Dimanche', 'fermé']);
    await expect(rows[3]?.[0]).toBe('Jours de pont');
    await expect(
      canvas.getByText('Rendez-vous en dehors des heures d’ouverture sur demande.'),
    ).toBeVisible();
  },
};

/** No periods and no older rows: nothing is rendered, not even the heading. */
export const Empty: Story = {
  args: {showHeading: true},
  render: (args) => <OpeningHours {...args} periods={[]} legacy={[]} />,
  play: async ({canvas}) => {
    await expect(canvas.queryByRole('heading')).toBeNull();
    await expect(canvas.queryByRole('term')).toBeNull();
  },
};
