import type {Meta, StoryObj} from '@storybook/react-vite';
import {expect, userEvent, waitFor} from 'storybook/test';
import {
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
  globals: {retailer: 'juwelier-morgenstern'},
  beforeEach: setUpConsentStory,
} satisfies Meta<typeof ConsentManager>;

export default meta;
type Story = StoryObj<typeof meta>;

const STORED = {
  functional: true,
  matomo: true,
  youtube: true,
  google_maps: true,
  rolex_clock: false,
};

/** Two stored external-content consents (YouTube, Google Maps) and the Matomo section. */
export const Default: Story = {
  parameters: {consent: {stored: STORED}},
  play: async (context) => {
    const {canvas, globals} = context;
    await expect(
      canvas.getByRole('heading', {level: 2, name: storyMessage(globals, 'consentManagerHeading')}),
    ).toBeVisible();
    await expect(canvas.getAllByRole('checkbox')).toEqual([
      canvas.getByRole('checkbox', {name: entryName(context, 'youtube'), checked: true}),
      canvas.getByRole('checkbox', {name: entryName(context, 'google_maps'), checked: true}),
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
    const youtube = canvas.getByRole('checkbox', {name: entryName(context, 'youtube')});
    const maps = canvas.getByRole('checkbox', {name: entryName(context, 'google_maps')});
    await expect(youtube).toBeChecked();
    await expect(maps).toBeChecked();
    await userEvent.tab();
    await expect(youtube).toHaveFocus();
    await userEvent.keyboard(' ');
    await waitFor(() =>
      expect(canvas.queryByRole('checkbox', {name: entryName(context, 'youtube')})).toBeNull(),
    );
    await expect(storedChoice()).toEqual({...STORED, youtube: false});
    await expect(canvas.getByRole('status')).toHaveTextContent(
      storyMessage(globals, 'consentManagerRevoked', {name: entryName(context, 'youtube')}),
    );
    await waitFor(() => expect(maps).toHaveFocus());
    await userEvent.click(maps);
    const empty = await canvas.findByText(storyMessage(globals, 'consentManagerEmpty'));
    await waitFor(() => expect(empty).toHaveFocus());
    await expect(storedChoice()).toEqual({...STORED, youtube: false, google_maps: false});
  },
};

/** Revoking in English. */
export const WithStoredConsentsEnglish: Story = {...WithStoredConsents, globals: {lang: 'en'}};

/** Revoking in French. */
export const WithStoredConsentsFrench: Story = {...WithStoredConsents, globals: {lang: 'fr'}};

/** Nothing stored (first visit, or only functional and matomo): the empty state. */
export const WithoutStoredConsents: Story = {
  parameters: {consent: {stored: {functional: true, matomo: false, youtube: false}}},
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
