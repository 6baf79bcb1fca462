import type {Meta, StoryObj} from '@storybook/react-vite';
import {expect, userEvent, waitFor} from 'storybook/test';
import {
  entryIds,
  entryName,
  setUpConsentStory,
  storedChoice,
  storyMessage,
} from '../consent/consentStories.ts';
import {ConsentManager} from './ConsentManager.tsx';

// Stories never reach Matomo: the frame shows a local page.
const OPT_OUT_PAGE =
  'data:text/html;charset=utf-8,<!doctype html><title>Matomo</title><p>Opt-out</p>';

const meta = {
  title: 'Components/Consent/ConsentManager',
  component: ConsentManager,
  args: {matomoOptOutUrl: OPT_OUT_PAGE, headingLevel: 2},
  beforeEach: setUpConsentStory,
} satisfies Meta<typeof ConsentManager>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The toolbar retailer's entries (decision 051): functional, matomo and its first two providers
 * given (the jeweller's YouTube and Google Maps, the optician's Google Maps and appointment
 * booking), any further one refused.
 */
const STORED = (ids: string[]) =>
  Object.fromEntries(ids.map((id, index) => [id, index < 4])) as Record<string, boolean>;

/** The two stored providers, in the order the manager lists them. */
function storedProviders(context: Parameters<typeof entryIds>[0]): [string, string] {
  const [first, second] = entryIds(context).filter((id) => id !== 'functional' && id !== 'matomo');
  if (first === undefined || second === undefined) {
    throw new Error('These stories need a retailer with two consent entries of its own');
  }
  return [first, second];
}

/** Two stored external-content consents (the jeweller's YouTube and Google Maps) and Matomo's. */
export const Default: Story = {
  parameters: {consent: {stored: STORED}},
  play: async (context) => {
    const {canvas, globals} = context;
    const [first, second] = storedProviders(context);
    await expect(
      canvas.getByRole('heading', {level: 2, name: storyMessage(globals, 'consentManagerHeading')}),
    ).toBeVisible();
    await expect(canvas.getAllByRole('checkbox')).toEqual([
      canvas.getByRole('checkbox', {name: entryName(context, first), checked: true}),
      canvas.getByRole('checkbox', {name: entryName(context, second), checked: true}),
    ]);
    await expect(
      canvas.getByRole('heading', {
        level: 3,
        name: storyMessage(globals, 'consentManagerMatomoHeading'),
      }),
    ).toBeVisible();
    await expect(
      canvas.getByTitle(storyMessage(globals, 'consentManagerMatomoFrameTitle')),
    ).toHaveAttribute('src', OPT_OUT_PAGE);
  },
};

/** Props to try (heading level). */
export const Playground: Story = {
  args: {headingLevel: 3},
  parameters: {consent: {stored: STORED}},
};

/**
 * Unticking removes that stored consent: the row goes, the removal is announced and focus moves
 * to the next row, then to the empty state when the last one goes.
 */
export const WithStoredConsents: Story = {
  parameters: {consent: {stored: STORED}},
  play: async (context) => {
    const {canvas, globals} = context;
    const [first, second] = storedProviders(context);
    const stored = STORED(entryIds(context));
    const firstBox = canvas.getByRole('checkbox', {name: entryName(context, first)});
    const secondBox = canvas.getByRole('checkbox', {name: entryName(context, second)});
    await expect(firstBox).toBeChecked();
    await expect(secondBox).toBeChecked();
    await userEvent.tab();
    await expect(firstBox).toHaveFocus();
    await userEvent.keyboard(' ');
    await waitFor(() =>
      expect(canvas.queryByRole('checkbox', {name: entryName(context, first)})).toBeNull(),
    );
    await expect(storedChoice()).toEqual({...stored, [first]: false});
    await expect(canvas.getByRole('status')).toHaveTextContent(
      storyMessage(globals, 'consentManagerRevoked', {name: entryName(context, first)}),
    );
    await waitFor(() => expect(secondBox).toHaveFocus());
    await userEvent.click(secondBox);
    const empty = await canvas.findByText(storyMessage(globals, 'consentManagerEmpty'));
    await waitFor(() => expect(empty).toHaveFocus());
    await expect(storedChoice()).toEqual({...stored, [first]: false, [second]: false});
  },
};

/** Revoking in English. */
export const WithStoredConsentsEnglish: Story = {...WithStoredConsents, globals: {lang: 'en'}};

/** Revoking in French. */
export const WithStoredConsentsFrench: Story = {...WithStoredConsents, globals: {lang: 'fr'}};

/** Nothing stored (first visit, or only functional and matomo): the empty state. */
export const WithoutStoredConsents: Story = {
  parameters: {
    consent: {stored: (ids: string[]) => ({functional: true, matomo: false, [ids[2]!]: false})},
  },
  play: async ({canvas, globals}) => {
    await expect(canvas.queryByRole('checkbox')).toBeNull();
    await expect(canvas.getByText(storyMessage(globals, 'consentManagerEmpty'))).toBeVisible();
    await expect(
      canvas.getByTitle(storyMessage(globals, 'consentManagerMatomoFrameTitle')),
    ).toBeInTheDocument();
  },
};

/** The empty state in English. */
export const WithoutStoredConsentsEnglish: Story = {
  ...WithoutStoredConsents,
  globals: {lang: 'en'},
};

/** The empty state in French. */
export const WithoutStoredConsentsFrench: Story = {...WithoutStoredConsents, globals: {lang: 'fr'}};

/**
 * A site without Matomo (no `MATOMO_URL`): no "Matomo Tracking" heading and no opt-out frame,
 * only the stored external-content consents (decision 076).
 */
export const WithoutMatomo: Story = {
  args: {matomoOptOutUrl: null},
  parameters: {consent: {stored: STORED, tools: {analytics: false}}},
  play: async (context) => {
    const {canvas, globals} = context;
    const [first] = storedProviders(context);
    await expect(
      canvas.getByRole('checkbox', {name: entryName(context, first), checked: true}),
    ).toBeVisible();
    await expect(
      canvas.queryByRole('heading', {name: storyMessage(globals, 'consentManagerMatomoHeading')}),
    ).toBeNull();
    await expect(
      canvas.queryByTitle(storyMessage(globals, 'consentManagerMatomoFrameTitle')),
    ).toBeNull();
    await expect(context.canvasElement.querySelector('iframe')).toBeNull();
  },
};

/** Without Matomo, in French. */
export const WithoutMatomoFrench: Story = {...WithoutMatomo, globals: {lang: 'fr'}};
