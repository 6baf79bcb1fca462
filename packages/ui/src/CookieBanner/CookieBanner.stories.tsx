import type {Meta, StoryContext, StoryObj} from '@storybook/react-vite';
import {expect, userEvent, waitFor, within} from 'storybook/test';
import {
  choiceWith,
  entryIds,
  entryName,
  firstProvider,
  setUpConsentStory,
  storedChoice,
  storyMessage,
  switchName,
} from '../consent/consentStories.ts';
import {CookieSettingsButton} from '../CookieSettingsButton/CookieSettingsButton.tsx';
import {stayOnPage} from '../stories/decorators.tsx';
import {CookieBanner} from './CookieBanner.tsx';

// The toolbar retailer's entries (decision 051): functional, matomo, then its own (the
// jeweller's youtube, google_maps, rolex_clock; the optician's google_maps, calendar_booking).
// Stories have every tool unless `parameters.consent.tools` leaves one out (decision 076).
const meta = {
  title: 'Components/Consent/CookieBanner',
  component: CookieBanner,
  args: {headingLevel: 2},
  beforeEach: setUpConsentStory,
} satisfies Meta<typeof CookieBanner>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The banner region, found by its title. */
function banner(context: StoryContext) {
  return within(document.body).queryByRole('region', {
    name: storyMessage(context.globals, 'cookieBannerTitle'),
  });
}

const button = (context: StoryContext, key: 'cookieBannerAllowSelected' | 'cookieBannerAllowAll') =>
  within(document.body).getByRole('button', {name: storyMessage(context.globals, key)});

/**
 * First visit: nothing stored, the banner shows and takes focus on its title. Matomo is offered
 * unticked: a pre-ticked box is no consent (Planet49, BGH I ZR 7/16; decision 076).
 */
export const Default: Story = {
  play: async (context) => {
    const region = banner(context);
    await expect(region).toBeVisible();
    await expect(
      within(region!).getByRole('switch', {name: switchName(context, 'matomo')}),
    ).not.toBeChecked();
    await waitFor(() =>
      expect(
        within(region!).getByRole('heading', {
          level: 2,
          name: storyMessage(context.globals, 'cookieBannerTitle'),
        }),
      ).toHaveFocus(),
    );
  },
};

/** Props to try. */
export const Playground: Story = {args: {headingLevel: 3}};

/**
 * Keyboard only: tab to the retailer's first provider switch (the jeweller's YouTube), turn it
 * on, "allow selected cookies" stores exactly that set under int-consents and hides the banner.
 */
export const FirstVisit: Story = {
  play: async (context) => {
    const provider = firstProvider(context);
    const toggle = within(banner(context)!).getByRole('switch', {
      name: switchName(context, provider),
    });
    await waitFor(() => expect(banner(context)).toContainElement(document.activeElement as never));
    // Title → Functional trigger, switch → Matomo trigger, switch → provider trigger, switch.
    for (let i = 0; i < 6; i++) await userEvent.tab();
    await expect(toggle).toHaveFocus();
    await expect(toggle).not.toBeChecked();
    await userEvent.keyboard(' ');
    await expect(toggle).toBeChecked();
    await expect(storedChoice()).toBeNull();
    button(context, 'cookieBannerAllowSelected').focus();
    await userEvent.keyboard('{Enter}');
    // Matomo was not ticked, so it is stored as refused.
    await expect(storedChoice()).toEqual(choiceWith(context, ['functional', provider]));
    await expect(banner(context)).toBeNull();
  },
};

/** The first visit in English. */
export const FirstVisitEnglish: Story = {...FirstVisit, globals: {lang: 'en'}};

/** The first visit in French. */
export const FirstVisitFrench: Story = {...FirstVisit, globals: {lang: 'fr'}};

/** "allow all cookies" stores every consent as given and hides the banner. */
export const AllowAll: Story = {
  play: async (context) => {
    await userEvent.click(button(context, 'cookieBannerAllowAll'));
    await expect(storedChoice()).toEqual(choiceWith(context, entryIds(context)));
    await expect(banner(context)).toBeNull();
  },
};

/** "allow all cookies" in English. */
export const AllowAllEnglish: Story = {...AllowAll, globals: {lang: 'en'}};

/**
 * Consents are stored, so the banner is hidden until the footer's button reopens it with the
 * stored choice; saving hides it and gives focus back to the button.
 */
export const Reopened: Story = {
  // Matomo refused, the retailer's first provider (the jeweller's YouTube) allowed.
  parameters: {
    consent: {stored: (ids: string[]) => ({functional: true, matomo: false, [ids[2]!]: true})},
  },
  render: (args) => (
    <>
      <CookieSettingsButton />
      <CookieBanner {...args} />
    </>
  ),
  play: async (context) => {
    const {canvas, globals} = context;
    await expect(banner(context)).toBeNull();
    const settings = canvas.getByRole('button', {
      name: storyMessage(globals, 'footerCookieSettings'),
    });
    await userEvent.tab();
    await expect(settings).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const region = await waitFor(() => within(banner(context)!).getByRole('heading', {level: 2}));
    await waitFor(() => expect(region).toHaveFocus());
    const inBanner = within(banner(context)!);
    await expect(
      inBanner.getByRole('switch', {name: switchName(context, 'matomo')}),
    ).not.toBeChecked();
    const provider = firstProvider(context);
    await expect(inBanner.getByRole('switch', {name: switchName(context, provider)})).toBeChecked();
    await userEvent.click(inBanner.getByRole('switch', {name: switchName(context, 'matomo')}));
    await userEvent.click(button(context, 'cookieBannerAllowSelected'));
    await expect(banner(context)).toBeNull();
    await expect(settings).toHaveFocus();
    await expect(storedChoice()).toEqual(choiceWith(context, ['functional', 'matomo', provider]));
  },
};

/** Reopened, in French. */
export const ReopenedFrench: Story = {...Reopened, globals: {lang: 'fr'}};

/**
 * The functional entry is locked: its switch is read-only, marked "Immer aktiv" and stays on when
 * pressed; its row expands to the description and the privacy page's #cookies anchor.
 */
export const LockedEntries: Story = {
  decorators: [stayOnPage],
  play: async (context) => {
    const inBanner = within(banner(context)!);
    const functional = inBanner.getByRole('switch', {name: switchName(context, 'functional')});
    await expect(functional).toBeChecked();
    await expect(functional).toHaveAttribute('aria-readonly', 'true');
    await expect(functional).toHaveAccessibleDescription(
      storyMessage(context.globals, 'cookieBannerLocked'),
    );
    await userEvent.click(functional);
    await expect(functional).toBeChecked();
    functional.focus();
    await userEvent.keyboard(' ');
    await expect(functional).toBeChecked();
    const trigger = inBanner.getByRole('button', {name: entryName(context, 'functional')});
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    // The row's details load when it first opens (decision 034).
    const privacy = await inBanner.findByRole('link', {
      name: storyMessage(context.globals, 'cookieBannerPrivacyLink', {
        name: entryName(context, 'functional'),
      }),
    });
    const expected = {
      de: '/datenschutz#cookies',
      en: '/en/privacy#cookies',
      fr: '/datenschutz#cookies',
    };
    await expect(privacy).toHaveAttribute(
      'href',
      expected[context.globals.lang as keyof typeof expected],
    );
    await userEvent.click(inBanner.getByRole('button', {name: entryName(context, 'matomo')}));
    const matomo = await inBanner.findByRole('link', {
      name: storyMessage(context.globals, 'cookieBannerPrivacyLink', {name: 'Matomo'}),
    });
    await expect(matomo.getAttribute('href')).toMatch(/#matomo-ehemals-piwik$/);
  },
};

/** Locked entries in English. */
export const LockedEntriesEnglish: Story = {...LockedEntries, globals: {lang: 'en'}};

/**
 * Strict mode (site config `cookie_banner_strict`): a third button "only necessary cookies",
 * styled like the others, stores only the functional consent. Matomo starts off as in every mode.
 */
export const StrictMode: Story = {
  parameters: {consent: {strict: true}},
  play: async (context) => {
    const inBanner = within(banner(context)!);
    const buttons = inBanner
      .getAllByRole('button')
      .filter((element) => !element.hasAttribute('aria-expanded'));
    await expect(buttons.map((element) => element.textContent)).toEqual([
      storyMessage(context.globals, 'cookieBannerOnlyNecessary'),
      storyMessage(context.globals, 'cookieBannerAllowSelected'),
      storyMessage(context.globals, 'cookieBannerAllowAll'),
    ]);
    await expect(new Set(buttons.map((element) => element.className)).size).toBe(1);
    await expect(
      inBanner.getByRole('switch', {name: switchName(context, 'matomo')}),
    ).not.toBeChecked();
    await userEvent.click(
      inBanner.getByRole('switch', {name: switchName(context, firstProvider(context))}),
    );
    await userEvent.click(buttons[0]!);
    await expect(storedChoice()).toEqual(choiceWith(context, ['functional']));
    await expect(banner(context)).toBeNull();
  },
};

/** Strict mode in French. */
export const StrictModeFrench: Story = {...StrictMode, globals: {lang: 'fr'}};

/** int-consents holds garbage: it is dropped with a warning and the banner shows, no crash. */
export const CorruptStorage: Story = {
  parameters: {consent: {raw: '{"consents": tr'}},
  play: async (context) => {
    await expect(banner(context)).toBeVisible();
    await expect(console.warn).toHaveBeenCalledWith(expect.stringContaining('int-consents'));
    await expect(localStorage.getItem('int-consents')).toBeNull();
    await userEvent.click(button(context, 'cookieBannerAllowAll'));
    await expect(storedChoice()).toMatchObject({functional: true, matomo: true});
  },
};

/** Corrupt storage in English. */
export const CorruptStorageEnglish: Story = {...CorruptStorage, globals: {lang: 'en'}};

/**
 * Pinned to the optician (its own entries: online appointment booking), whatever the toolbar
 * retailer: the banner lists what the retailer's content adds.
 */
export const OtherRetailer: Story = {
  globals: {retailer: 'optik-klarblick'},
  play: async (context) => {
    await expect(
      within(banner(context)!).getByRole('switch', {name: switchName(context, 'calendar_booking')}),
    ).not.toBeChecked();
  },
};

/**
 * A site without Matomo and without the clock (no `MATOMO_URL`, no `CLOCK_SCRIPT_URL`): the banner
 * asks only for what loads, so neither row shows (decision 076).
 */
export const WithoutMatomo: Story = {
  parameters: {consent: {tools: {analytics: false, clock: false}}},
  play: async (context) => {
    const inBanner = within(banner(context)!);
    await expect(
      inBanner.queryByRole('switch', {name: switchName(context, 'matomo')}),
    ).not.toBeInTheDocument();
    // The jeweller has a clock entry in its content; the banner leaves it out all the same.
    if (entryIds({loaded: context.loaded}).includes('rolex_clock')) {
      await expect(
        inBanner.queryByRole('switch', {name: switchName(context, 'rolex_clock')}),
      ).not.toBeInTheDocument();
    }
    await expect(inBanner.getAllByRole('switch')).toHaveLength(entryIds(context).length);
    await expect(
      inBanner.getByRole('switch', {name: switchName(context, firstProvider(context))}),
    ).not.toBeChecked();
  },
};

/** Without Matomo, in English. */
export const WithoutMatomoEnglish: Story = {...WithoutMatomo, globals: {lang: 'en'}};

/** Without Matomo and the clock, "allow all cookies" stores no key for either (decision 076). */
export const WithoutMatomoAllowAll: Story = {
  parameters: {consent: {tools: {analytics: false, clock: false}}},
  play: async (context) => {
    await userEvent.click(button(context, 'cookieBannerAllowAll'));
    const stored = storedChoice() as Record<string, boolean>;
    await expect(Object.keys(stored)).toEqual(entryIds(context));
    await expect(stored).not.toHaveProperty('matomo');
    await expect(stored).not.toHaveProperty('rolex_clock');
    await expect(banner(context)).toBeNull();
  },
};
