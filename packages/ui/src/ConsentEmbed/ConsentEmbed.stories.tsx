import type {Meta, StoryContext, StoryObj} from '@storybook/react-vite';
import {expect, userEvent, waitFor} from 'storybook/test';
import {
  entryName,
  headOfficeAddress,
  setUpConsentStory,
  storedChoice,
  storyMessage,
} from '../consent/consentStories.ts';
import {ConsentManager} from '../ConsentManager/ConsentManager.tsx';
import {ConsentEmbed, type ConsentEmbedProps} from './ConsentEmbed.tsx';

const OPT_OUT_PAGE = 'data:text/html;charset=utf-8,<!doctype html><title>Matomo</title>';
// Stored before each story, for the toolbar retailer's entries (decision 051): a choice was
// made, Matomo and the providers' consents refused; or the providers' consents given.
const REFUSED = (ids: string[]) =>
  Object.fromEntries(ids.map((id) => [id, id === 'functional'])) as Record<string, boolean>;
const GIVEN = (ids: string[]) =>
  Object.fromEntries(ids.map((id) => [id, id !== 'matomo'])) as Record<string, boolean>;
// An empty address stands for the toolbar retailer's head office (as the map section gives it).
const MAP = {provider: 'google_maps', address: ''} as const;

/** The props shown: a map without an address gets the toolbar retailer's head office. */
function withAddress(args: ConsentEmbedProps, loaded: StoryContext['loaded']): ConsentEmbedProps {
  return args.provider === 'google_maps' && args.address.trim() === ''
    ? {...args, address: headOfficeAddress(loaded)}
    : args;
}

/** The map's address and frame source in a story. */
function mapOf({args, loaded}: Pick<StoryContext, 'args' | 'loaded'>) {
  const props = withAddress(args as ConsentEmbedProps, loaded);
  const address = props.provider === 'google_maps' ? props.address : '';
  const src = `https://www.google.com/maps?q=${encodeURIComponent(address)}&output=embed`;
  return {address, src};
}

const meta = {
  title: 'Components/Consent/ConsentEmbed',
  component: ConsentEmbed,
  args: MAP,
  render: (args, {loaded}) => <ConsentEmbed {...withAddress(args, loaded)} />,
  parameters: {consent: {stored: REFUSED}},
  beforeEach: setUpConsentStory,
} satisfies Meta<typeof ConsentEmbed>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Before consent: the map's placeholder, and no frame (nothing is requested from Google). */
export const Default: Story = {
  args: MAP,
  play: async ({canvas, globals, canvasElement}) => {
    await expect(
      canvas.getByText(storyMessage(globals, 'consentEmbedProviderGoogleMaps')),
    ).toBeVisible();
    await expect(
      canvas.getByText(
        storyMessage(globals, 'consentEmbedNotice', {
          provider: storyMessage(globals, 'consentEmbedProviderGoogleMaps'),
        }),
      ),
    ).toBeVisible();
    await expect(
      canvas.getByRole('button', {name: storyMessage(globals, 'consentEmbedLoad')}),
    ).toBeVisible();
    await expect(canvas.getByRole('link')).toHaveAttribute(
      'href',
      expect.stringMatching(/datenschutz|privacy|confidentialite/),
    );
    await expect(canvasElement.querySelector('iframe')).toBeNull();
  },
};

/** Props to try: provider and what it shows. */
export const Playground: Story = {
  args: {provider: 'youtube', videoId: 'aqz-KE-bpKQ', title: 'Die Werkstatt'},
};

/** The video's placeholder names YouTube; the button is a 44px target reachable by keyboard. */
export const VideoPlaceholder: Story = {
  args: {provider: 'youtube', videoId: 'aqz-KE-bpKQ', title: 'Die Werkstatt'},
  play: async ({canvas, globals, canvasElement}) => {
    await expect(
      canvas.getByText(storyMessage(globals, 'consentEmbedProviderYoutube')),
    ).toBeVisible();
    const button = canvas.getByRole('button', {name: storyMessage(globals, 'consentEmbedLoad')});
    await expect(button.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await expect(canvasElement.querySelector('iframe')).toBeNull();
  },
};

/**
 * "Inhalt laden" stores the map's consent in int-consents and shows the frame (the second click),
 * at the toolbar retailer's head office.
 */
export const LoadPressed: Story = {
  args: MAP,
  play: async (context) => {
    const {canvas, globals} = context;
    const map = mapOf(context);
    const refused = storedChoice() as Record<string, boolean>;
    await userEvent.click(
      canvas.getByRole('button', {name: storyMessage(globals, 'consentEmbedLoad')}),
    );
    const frame = await canvas.findByTitle(
      storyMessage(globals, 'consentEmbedMapTitle', {address: map.address}),
    );
    await expect(frame).toHaveAttribute('src', map.src);
    await expect(frame).toHaveAttribute('loading', 'lazy');
    await expect(storedChoice()).toEqual({...refused, google_maps: true});
  },
};

/** The consent is already stored: the map frame shows at once, no button. */
export const Consented: Story = {
  args: MAP,
  parameters: {consent: {stored: GIVEN}},
  play: async (context) => {
    const {canvas, globals} = context;
    const map = mapOf(context);
    const frame = await canvas.findByTitle(
      storyMessage(globals, 'consentEmbedMapTitle', {address: map.address}),
    );
    await expect(frame).toHaveAttribute('src', map.src);
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

/**
 * A consented video: YouTube's no-cookie player, titled with what it shows. Pinned to the
 * jeweller: the consent needs a retailer whose content has a YouTube consent entry (the optician's
 * has none).
 */
export const VideoConsentedJeweller: Story = {
  globals: {retailer: 'juwelier-morgenstern'},
  args: {provider: 'youtube', videoId: 'aqz-KE-bpKQ', title: 'Die Werkstatt'},
  parameters: {consent: {stored: GIVEN}},
  play: async ({canvas, globals}) => {
    const frame = await canvas.findByTitle(
      storyMessage(globals, 'consentEmbedVideoTitle', {title: 'Die Werkstatt'}),
    );
    await expect(frame).toHaveAttribute(
      'src',
      'https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ',
    );
  },
};

/** Revoking in the consent manager takes the frame away at once: the placeholder returns. */
export const Revoked: Story = {
  args: MAP,
  parameters: {consent: {stored: GIVEN}},
  render: (args, {loaded}) => (
    <>
      <ConsentEmbed {...withAddress(args, loaded)} />
      <ConsentManager matomoOptOutUrl={OPT_OUT_PAGE} />
    </>
  ),
  play: async (context) => {
    const {canvas, globals} = context;
    const given = storedChoice() as Record<string, boolean>;
    const title = storyMessage(globals, 'consentEmbedMapTitle', {address: mapOf(context).address});
    await canvas.findByTitle(title);
    await userEvent.click(canvas.getByRole('checkbox', {name: entryName(context, 'google_maps')}));
    await waitFor(() => expect(canvas.queryByTitle(title)).toBeNull());
    await expect(
      canvas.getByRole('button', {name: storyMessage(globals, 'consentEmbedLoad')}),
    ).toBeVisible();
    await expect(storedChoice()).toEqual({...given, google_maps: false});
  },
};

/** English placeholder. */
export const English: Story = {...Default, globals: {lang: 'en'}};

/** French placeholder. */
export const French: Story = {...Default, globals: {lang: 'fr'}};

/** English, after "Load content". */
export const LoadPressedEnglish: Story = {...LoadPressed, globals: {lang: 'en'}};

/** French, after "Charger le contenu". */
export const LoadPressedFrench: Story = {...LoadPressed, globals: {lang: 'fr'}};

/** On a phone (390px) the placeholder's text fits: the box grows past 4:3 rather than clip it. */
export const Phone: Story = {
  args: MAP,
  globals: {viewport: {value: 'phone', isRotated: false}},
  play: async (context) => {
    await Default.play?.(context);
    const {canvas, globals} = context;
    const button = canvas.getByRole('button', {name: storyMessage(globals, 'consentEmbedLoad')});
    const box = context.canvasElement.querySelector('[data-sf-embed]');
    if (!box) throw new Error('no embed box');
    await expect(box.scrollHeight).toBeLessThanOrEqual(box.clientHeight + 1);
    await expect(button.getBoundingClientRect().right).toBeLessThanOrEqual(390);
  },
};
