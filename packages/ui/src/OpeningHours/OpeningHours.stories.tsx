import type {Meta, StoryObj} from '@storybook/react-vite';
import {expect, within} from 'storybook/test';
import {t, type Lang, type MessageKey, type SiteData} from '@schaufenster/core';
import {siteOf} from '@schaufenster/fixtures';
import {collapse, langOf, text, translationOf} from '../stories/storyText.ts';
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

/** Each row of the list as [term, definition] text, whitespace collapsed, against the labels. */
function rowsOf(canvasElement: HTMLElement): [string, string][] {
  return within(canvasElement)
    .getAllByRole('term')
    .map((term) => [
      collapse(term.textContent ?? ''),
      collapse(term.nextElementSibling?.textContent ?? ''),
    ]);
}

// The catalogue's labels (spec §4 Opening hours display) in the story's language.
const day = (lang: Lang, code: number) => text(lang, `openingHoursDay${code}` as MessageKey);
const closed = (lang: Lang) => text(lang, 'openingHoursClosed');
/** One or more periods' times, as the definition's text runs them together. */
const times = (lang: Lang, ...ranges: [string, string][]) =>
  ranges.map(([open, close]) => text(lang, 'openingHoursRange', {open, close})).join('');

/** A content text of branch `index`'s periods: a free-text day or the code-0 info line. */
function periodText(site: SiteData, index: number, lang: Lang, field: 'day' | 'free_text') {
  const periods = site.branches[index]?.opening_periods ?? [];
  const period = periods.find((entry) =>
    field === 'day' ? typeof entry.day === 'string' : entry.day === 0,
  );
  return collapse(translationOf(period?.translations, lang, site)?.[field] ?? '');
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
 * The jeweller's main shop (fixed retailer, spec §4): Mo - Fr has two periods, combined in time
 * order; Sonntag has no times, so it is closed; a free-text day; the code-0 info line comes last.
 */
export const JewellerBranch: Story = {
  globals: {retailer: 'juwelier-morgenstern'},
  play: async ({canvasElement, canvas, globals, loaded}) => {
    const lang = langOf(globals);
    const site = siteOf(loaded);
    await expect(rowsOf(canvasElement)).toEqual([
      [day(lang, 4), times(lang, ['09:30', '13:00'], ['14:00', '18:30'])],
      [day(lang, 10), times(lang, ['10:00', '16:00'])],
      [day(lang, 11), closed(lang)],
      [periodText(site, 0, lang, 'day'), times(lang, ['10:00', '14:00'])],
    ]);
    const [weekdays] = canvas.getAllByRole('definition');
    const stamps = weekdays?.querySelectorAll('time') ?? [];
    await expect([...stamps].map((time) => time.getAttribute('datetime'))).toEqual([
      '09:30',
      '13:00',
      '14:00',
      '18:30',
    ]);
    const info = periodText(site, 0, lang, 'free_text');
    await expect(info).not.toBe('');
    await expect(canvas.getByText(info)).toBeVisible();
    await expect(canvas.queryByRole('heading')).toBeNull();
  },
};

/**
 * The jeweller's second shop (fixed retailer): closed Monday, two Saturday periods, Heiligabend
 * and Silvester.
 */
export const JewellerSecondBranch: Story = {
  globals: {retailer: 'juwelier-morgenstern'},
  render: (args, {loaded}) => (
    <OpeningHours periods={siteOf(loaded).branches[1]?.opening_periods} {...args} />
  ),
  play: async ({canvasElement, globals}) => {
    const lang = langOf(globals);
    await expect(rowsOf(canvasElement)).toEqual([
      [day(lang, 1), closed(lang)],
      [day(lang, 6), times(lang, ['10:00', '19:00'])],
      [day(lang, 10), times(lang, ['10:00', '14:00'], ['15:00', '18:00'])],
      [day(lang, 11), closed(lang)],
      [day(lang, 15), times(lang, ['10:00', '13:00'])],
      [day(lang, 16), times(lang, ['10:00', '13:00'])],
    ]);
  },
};

/** The optician (fixed retailer): weekdays, Saturday, closed Sunday and an info line. */
export const Optician: Story = {
  globals: {retailer: 'optik-klarblick'},
  play: async ({canvasElement, canvas, globals, loaded}) => {
    const lang = langOf(globals);
    await expect(rowsOf(canvasElement)).toEqual([
      [day(lang, 4), times(lang, ['09:00', '18:00'])],
      [day(lang, 10), times(lang, ['10:00', '14:00'])],
      [day(lang, 11), closed(lang)],
    ]);
    const info = periodText(siteOf(loaded), 0, lang, 'free_text');
    await expect(info).not.toBe('');
    await expect(canvas.getByText(info)).toBeVisible();
  },
};

/** The older rows' expected [term, definition]: `closed` wins, then times, then the note. */
function legacyRows(site: SiteData, lang: Lang): [string, string][] {
  return site.openingHours.map((row) => {
    const translation = translationOf(row.translations, lang, site);
    const hhmm = (value: string | null) => value?.slice(0, 5) ?? '';
    const shown =
      row.closed || (!row.opening_time && !translation?.free_text)
        ? closed(lang)
        : row.opening_time
          ? times(lang, [hhmm(row.opening_time), hhmm(row.closing_time)])
          : collapse(translation?.free_text ?? '');
    return [collapse(translation?.day ?? ''), shown];
  });
}

/**
 * The older opening-hours shape: day texts from the translations, `closed` wins over times,
 * and a row without times but with a note (the jeweller's) shows the note, not "geschlossen".
 */
export const Legacy: Story = {
  render: (args, {loaded}) => <OpeningHours {...args} legacy={siteOf(loaded).openingHours} />,
  play: async ({canvasElement, globals, loaded}) => {
    const site = siteOf(loaded);
    await expect(site.openingHours.length).toBeGreaterThan(0);
    await expect(rowsOf(canvasElement)).toEqual(legacyRows(site, langOf(globals)));
  },
};

/** Branch periods win; the older rows are only the fallback when a branch has none. */
export const LegacyFallback: Story = {
  render: (args, {loaded}) => (
    <OpeningHours {...args} periods={[]} legacy={siteOf(loaded).openingHours} />
  ),
  play: async ({canvasElement, globals, loaded}) => {
    const [first] = legacyRows(siteOf(loaded), langOf(globals));
    await expect(rowsOf(canvasElement)[0]).toEqual(first);
  },
};

/** With the heading "Öffnungszeiten" (spec §5 Company display) at level 3. */
export const WithHeading: Story = {
  args: {showHeading: true, headingLevel: 3},
  play: async ({canvas, globals}) => {
    await expect(canvas.getByRole('heading', {level: 3})).toHaveTextContent(
      t(langOf(globals), 'openingHoursHeading'),
    );
  },
};

/** Fixed to English: catalogue day labels, no "Uhr", translated info line. */
export const English: Story = {
  args: {showHeading: true},
  globals: {lang: 'en'},
  play: async ({canvasElement, canvas, loaded}) => {
    await expect(canvas.getByRole('heading', {level: 2})).toHaveTextContent('Opening hours');
    const rows = rowsOf(canvasElement);
    await expect(rows[0]?.[0]).toBe('Mon - Fri');
    await expect(rows).toContainEqual(['Sunday', 'closed']);
    await expect(canvasElement.textContent).not.toMatch(/Uhr/);
    await expect(canvas.getByText(periodText(siteOf(loaded), 0, 'en', 'free_text'))).toBeVisible();
  },
};

/** Fixed to French. */
export const French: Story = {
  globals: {lang: 'fr'},
  play: async ({canvasElement, canvas, loaded}) => {
    await expect(rowsOf(canvasElement)).toContainEqual(['Dimanche', 'fermé']);
    await expect(canvas.getByText(periodText(siteOf(loaded), 0, 'fr', 'free_text'))).toBeVisible();
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
