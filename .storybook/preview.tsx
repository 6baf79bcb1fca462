import type {Decorator, Preview} from '@storybook/react-vite';
import {setupWorker} from 'msw/browser';
import {mswLoader} from 'msw-storybook-addon/csf3';
import {LANGUAGES, isLang, type Lang} from '@schaufenster/core';
import {LanguageProvider, SiteProvider, ThemeProvider} from '@schaufenster/ui';
// The site's own faces (Source Sans Pro from node_modules), so stories render as visitors see.
import '@schaufenster/ui/fonts.css';
import {
  DEFAULT_RETAILER,
  DEVICE_NAMES,
  DEVICE_VIEWPORTS,
  RETAILER_NAMES,
  chromaticModes,
  loadRetailer,
  siteHost,
} from '@schaufenster/fixtures';
import {handlers} from '@schaufenster/fixtures/handlers';
import {designerControls} from './designerControls.ts';
import {PLAYGROUND_PARAM, UNSET_COLORS} from './themePlayground/shared.ts';
import {
  THEME_MODES,
  THEME_TITLES,
  isRetailer,
  playgroundParameter,
  storyHeadingFont,
  storyTheme,
} from './themePlayground/storyTheme.ts';

/** Set by the `visual-phone` test project: the toolbar width of stories that pin none. */
declare const __SF_STORY_VIEWPORT__: string | undefined;
const DEFAULT_VIEWPORT =
  typeof __SF_STORY_VIEWPORT__ === 'string' && __SF_STORY_VIEWPORT__ !== ''
    ? {viewport: {value: __SF_STORY_VIEWPORT__, isRotated: false}}
    : {};

/**
 * The viewport toolbar's widths (Storybook 10 globals API: `globals.viewport.value` is a key of
 * these); Chromatic modes and the story tests' browser size use the same keys.
 */
const VIEWPORT_OPTIONS = Object.fromEntries(
  DEVICE_NAMES.map((key) => {
    const {name, width, height, type} = DEVICE_VIEWPORTS[key];
    return [key, {name, type, styles: {width: `${width}px`, height: `${height}px`}}];
  }),
);

/**
 * Set by the toolbar test projects (`storybook-fr-optician`, `storybook-en-dark`, …, vite.config.ts): toolbar
 * values every story starts from, as if a person had switched them; story `globals` still win.
 */
declare const __SF_STORY_TOOLBAR__: Record<string, string> | undefined;
const TOOLBAR = typeof __SF_STORY_TOOLBAR__ === 'object' ? __SF_STORY_TOOLBAR__ : {};

const LANGUAGE_TITLES: Record<Lang, string> = {de: 'Deutsch', en: 'English', fr: 'Français'};

/**
 * Every story renders in the toolbar's language and in the theme playground's brand and base
 * colour, or the toolbar retailer's where none is chosen (storyTheme).
 */
const withSiteContext: Decorator = (Story, {globals, loaded}) => {
  const lang = isLang(globals.lang) ? globals.lang : 'de';
  const {brandColor, baseColor} = storyTheme(globals);
  const headingFont = storyHeadingFont(globals);
  return (
    <LanguageProvider lang={lang}>
      <SiteProvider host={siteHost(loaded)}>
        <ThemeProvider brandColor={brandColor} baseColor={baseColor} headingFont={headingFont}>
          <Story />
        </ThemeProvider>
      </SiteProvider>
    </LanguageProvider>
  );
};

const preview: Preview = {
  // A docs page for every component from its JSDoc (decision 047); a component's own MDX page
  // (`<Meta of>` beside its stories) replaces it, and pages that are not components opt out.
  tags: ['autodocs'],
  globalTypes: {
    lang: {
      description: 'Site language',
      toolbar: {
        title: 'Language',
        icon: 'globe',
        items: LANGUAGES.map((value) => ({value, title: LANGUAGE_TITLES[value]})),
        dynamicTitle: true,
      },
    },
    retailer: {
      description: 'Fixture retailer (sets brand and base colour)',
      toolbar: {
        title: 'Retailer',
        icon: 'paintbrush',
        items: RETAILER_NAMES.map((value) => ({value, title: value})),
        dynamicTitle: true,
      },
    },
    shop: {
      description: 'Shop add-on',
      toolbar: {
        title: 'Shop',
        icon: 'basket',
        items: [
          {value: 'on', title: 'Shop on'},
          {value: 'off', title: 'Shop off'},
        ],
        dynamicTitle: true,
      },
    },
    theme: {
      description: 'Light or dark base colour (retailer: the retailer’s own)',
      toolbar: {
        title: 'Theme',
        icon: 'contrast',
        items: THEME_MODES.map((value) => ({value, title: THEME_TITLES[value]})),
        dynamicTitle: true,
      },
    },
    // Set by the theme playground panel (.storybook/manager.tsx), no toolbar of their own.
    brandColor: {description: 'Theme playground brand colour (#rrggbb; empty: the retailer’s)'},
    baseColor: {description: 'Theme playground base colour (#rrggbb; empty: the retailer’s)'},
  },
  initialGlobals: {
    lang: 'de',
    retailer: DEFAULT_RETAILER,
    shop: 'on',
    theme: 'retailer',
    ...UNSET_COLORS,
    ...DEFAULT_VIEWPORT,
    ...TOOLBAR,
  },
  decorators: [withSiteContext],
  // Playground controls a designer can use: no JSON editors, no data URLs (decision 046).
  argTypesEnhancers: [designerControls],
  loaders: [
    mswLoader(async () => {
      const worker = setupWorker(...handlers);
      await worker.start({onUnhandledFrame: 'bypass', quiet: true});
      return worker;
    }),
    // The toolbar retailer's validated content, for stories: `render: (args, {loaded}) => …`;
    // `shopSite`: the shop the msw handlers serve (the default retailer's) where the toolbar
    // retailer has no products of its own (fixtures' shopSiteOf, decision 048).
    async ({globals}) => {
      const site = await loadRetailer(
        isRetailer(globals.retailer) ? globals.retailer : DEFAULT_RETAILER,
      );
      const shopSite = site.products.length > 0 ? site : await loadRetailer(DEFAULT_RETAILER);
      return {site, shopSite};
    },
  ],
  parameters: {
    // The sidebar a designer reads (decision 046): sections in this order, components and shop
    // parts grouped by what they are for; stories keep their order within a component. Storybook
    // reads this statically from the file, so the list stays a literal here.
    options: {
      storySort: {
        order: [
          'Introduction',
          'Foundations',
          ['Overview', 'Theme', 'Typography', 'Spacing', 'Radii', 'Icons', 'Motion'],
          'Components',
          [
            'Basics',
            'Layout',
            'Navigation',
            'Sections',
            'Contact',
            'Forms',
            'Consent',
            'Legal',
            'Widgets',
          ],
          'Shop',
          ['Catalogue', 'Item', 'Ratings', 'Cart', 'Checkout', 'Payments', 'Forms', 'Information'],
          'Pages',
          'Mail',
          'Internal',
        ],
      },
    },
    // The default handlers are the worker's initial set; a story adds overrides by name, e.g.
    // `parameters: {msw: {handlers: {orders: orderFailures.serverError}}}`.
    a11y: {test: 'error'},
    controls: {matchers: {color: /(background|color)$/i}},
    layout: 'padded',
    viewport: {options: VIEWPORT_OPTIONS},
    [PLAYGROUND_PARAM]: playgroundParameter(),
    // Every story at phone, tablet and desktop width in each fixture retailer's colours
    // (docs/agencies.md "Chromatic for teams"); page stories narrow theirs (templates'
    // pageStories.tsx).
    chromatic: {modes: chromaticModes(RETAILER_NAMES)},
  },
};

export default preview;
