import type {Meta, StoryObj} from '@storybook/react-vite';
import {expect, spyOn, waitFor} from 'storybook/test';
import {isLang, t, type Lang} from '@schaufenster/core';
import {siteOf} from '@schaufenster/fixtures';
import {clockFailures} from '@schaufenster/fixtures/handlers';
import {setUpConsentStory} from '../consent/consentStories.ts';
import {CLOCK_GLOBAL} from './clockLoader.ts';
import {clockLinkPath} from './clockVisibility.ts';
import {CLOCK_CONSENT_ID, ClockWidget} from './ClockWidget.tsx';

// Served by the shared msw `clock` group: a stand-in that writes its call into data attributes.
const CLOCK_URL = 'https://clock.example.test/clock/rlx-clock.js';
const STAND_IN_TEXT = 'Clock stand-in (gold)';

function langOf(globals: Record<string, unknown>): Lang {
  return isLang(globals.lang) ? globals.lang : 'de';
}

// Stories share one page: drop the global a previous story's script defined, and give each story
// its own script URL (the query string) so it loads its own script.
function freshClock() {
  delete (window as unknown as Record<string, unknown>)[CLOCK_GLOBAL];
}

function clockScripts(url: string): Element[] {
  return [...document.querySelectorAll('script')].filter((script) => script.src === url);
}

const meta = {
  title: 'Components/Widgets/ClockWidget',
  component: ClockWidget,
  args: {
    brandConfig: {rolex_clock: true, rolex_api_key: 'playground-key'},
    currentPath: '/',
    scriptUrl: `${CLOCK_URL}?story=playground`,
  },
  // The retailer's own brand_config from the loaded fixture (Playground uses the args instead).
  render: (args, {loaded}) => (
    <ClockWidget {...args} brandConfig={siteOf(loaded).siteConfig.brand_config} />
  ),
  globals: {retailer: 'juwelier-morgenstern'},
  // The visitor allowed the clock (its script contacts a third-party host): stories without
  // consent say so with their own `parameters.consent`.
  parameters: {consent: {stored: {[CLOCK_CONSENT_ID]: true}}},
  beforeEach: (context) => {
    freshClock();
    return setUpConsentStory(context);
  },
} satisfies Meta<typeof ClockWidget>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The jeweller enables the clock: the script loads once and is called with the dealer key, the
 * page language and colour "gold"; the link goes to the Rolex page.
 */
export const Default: Story = {
  args: {scriptUrl: `${CLOCK_URL}?story=default`},
  play: async ({canvas, globals, loaded}) => {
    const lang = langOf(globals);
    const clock = await canvas.findByText(STAND_IN_TEXT);
    await expect(clock).toHaveAttribute(
      'data-dealer-key',
      siteOf(loaded).siteConfig.brand_config.rolex_api_key,
    );
    await expect(clock).toHaveAttribute('data-lang', lang);
    await expect(clock).toHaveAttribute('data-colour', 'gold');
    await expect(canvas.getByRole('link', {name: t(lang, 'clockWidgetLink')})).toHaveAttribute(
      'href',
      clockLinkPath(lang),
    );
    await expect(clockScripts(`${CLOCK_URL}?story=default`)).toHaveLength(1);
  },
};

/** Any brand config, path and script URL. */
export const Playground: Story = {
  render: (args) => <ClockWidget {...args} />,
};

/** English: the clock gets `en`, the link the English brand path. */
export const English: Story = {
  args: {scriptUrl: `${CLOCK_URL}?story=english`},
  globals: {lang: 'en'},
  play: async ({canvas}) => {
    await expect(await canvas.findByText(STAND_IN_TEXT)).toHaveAttribute('data-lang', 'en');
    await expect(canvas.getByRole('link', {name: 'Discover Rolex watches'})).toHaveAttribute(
      'href',
      '/en/watches/rolex',
    );
  },
};

/** On /uhren/longines the widget renders nothing and loads no script (spec §2). */
export const HiddenOnLongines: Story = {
  args: {currentPath: '/uhren/longines', scriptUrl: `${CLOCK_URL}?story=longines`},
  play: async ({canvas}) => {
    await expect(canvas.queryByRole('link')).toBeNull();
    await expect(clockScripts(`${CLOCK_URL}?story=longines`)).toHaveLength(0);
  },
};

/** No stored consent for the clock: only the link shows and the clock's host is never asked. */
export const WithoutConsent: Story = {
  args: {scriptUrl: `${CLOCK_URL}?story=no-consent`},
  // Parameters merge deeply: the meta's stored consent has to be switched off, not left out.
  parameters: {consent: {stored: {[CLOCK_CONSENT_ID]: false}}},
  play: async ({canvas, globals}) => {
    await expect(
      canvas.getByRole('link', {name: t(langOf(globals), 'clockWidgetLink')}),
    ).toBeVisible();
    await expect(canvas.queryByText(STAND_IN_TEXT)).toBeNull();
    await expect(clockScripts(`${CLOCK_URL}?story=no-consent`)).toHaveLength(0);
  },
};

/** The optician does not enable the clock (brand_config.rolex_clock false): nothing at all. */
export const DisabledByConfig: Story = {
  args: {scriptUrl: `${CLOCK_URL}?story=disabled`},
  globals: {retailer: 'optik-klarblick'},
  play: async ({canvas}) => {
    await expect(canvas.queryByRole('link')).toBeNull();
    await expect(clockScripts(`${CLOCK_URL}?story=disabled`)).toHaveLength(0);
  },
};

/** The script answers 404: only logged (spec §8), the link still works. */
export const ScriptFails: Story = {
  args: {scriptUrl: `${CLOCK_URL}?story=fails`},
  parameters: {msw: {handlers: {clock: clockFailures.notFound}}},
  beforeEach: () => {
    const spy = spyOn(console, 'error').mockImplementation(() => undefined);
    return () => spy.mockRestore();
  },
  play: async ({canvas, globals}) => {
    const lang = langOf(globals);
    await waitFor(() =>
      expect(console.error).toHaveBeenCalledWith(
        'Clock widget: the clock script failed to load',
        expect.any(Error),
      ),
    );
    await expect(canvas.queryByText(STAND_IN_TEXT)).toBeNull();
    await expect(canvas.getByRole('link', {name: t(lang, 'clockWidgetLink')})).toHaveAttribute(
      'href',
      clockLinkPath(lang),
    );
  },
};

/** The script runs but defines no clock: only logged, the link still works. */
export const MissingGlobal: Story = {
  args: {scriptUrl: `${CLOCK_URL}?story=missing`},
  parameters: {msw: {handlers: {clock: clockFailures.missingGlobal}}},
  beforeEach: () => {
    const spy = spyOn(console, 'error').mockImplementation(() => undefined);
    return () => spy.mockRestore();
  },
  play: async ({canvas, globals}) => {
    await waitFor(() =>
      expect(console.error).toHaveBeenCalledWith(expect.stringContaining(CLOCK_GLOBAL)),
    );
    await expect(
      canvas.getByRole('link', {name: t(langOf(globals), 'clockWidgetLink')}),
    ).toBeVisible();
  },
};

/** The clock's mount throws: only logged, the link still works. */
export const MountThrows: Story = {
  args: {scriptUrl: `${CLOCK_URL}?story=throws`},
  parameters: {msw: {handlers: {clock: clockFailures.mountThrows}}},
  beforeEach: () => {
    const spy = spyOn(console, 'error').mockImplementation(() => undefined);
    return () => spy.mockRestore();
  },
  play: async ({canvas, globals}) => {
    await waitFor(() =>
      expect(console.error).toHaveBeenCalledWith(
        'Clock widget: mounting the clock failed',
        expect.any(Error),
      ),
    );
    await expect(
      canvas.getByRole('link', {name: t(langOf(globals), 'clockWidgetLink')}),
    ).toBeVisible();
  },
};
