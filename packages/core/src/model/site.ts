// Site configuration, project, footer widgets and brands (spec §3 Site config, Project, Widget).
import * as v from 'valibot';
import {
  ColorSchema,
  IdSchema,
  ImageSchema,
  LangSchema,
  flag,
  maybe,
  translations,
} from './common.ts';

// Hue preset names (spec §9: cool 237, slate 122, warm 69); the values live in theme/constants.ts.
const HUE_PRESET_NAMES = ['cool', 'slate', 'warm'] as const;

// Heading faces (decision 049); the font stacks live in theme/constants.ts.
const HEADING_FONT_NAMES = ['sans', 'serif'] as const;

/** Theme colours; the colour mode follows from base_color (spec §1), never from the system. */
const ThemeSchema = v.object({
  brand_color: ColorSchema,
  base_color: ColorSchema,
  /**
   * The face of headings (decision 049): `sans` (the text face, also when absent) or `serif`
   * (a self-hosted display serif). Optional, so content from before it stays valid.
   */
  heading_font: maybe(v.picklist(HEADING_FONT_NAMES)),
  /** Colour-mode options. */
  config: v.optional(
    v.object({
      hue_preset: maybe(v.picklist(HUE_PRESET_NAMES)),
      /** Spec §1: system colour mode is not used; kept so a CMS value can be read and ignored. */
      use_system_color_mode: flag(),
    }),
    {},
  ),
});

/** Luxury-watch retailer settings: the clock widget flag and its dealer key (spec §3). */
const BrandConfigSchema = v.object({
  rolex_clock: flag(),
  rolex_api_key: maybe(v.string()),
});
/** Clock widget settings. */
export type BrandConfig = v.InferOutput<typeof BrandConfigSchema>;

/** Site configuration (collection `site_config`, a singleton). */
export const SiteConfigSchema = v.object({
  id: v.optional(IdSchema),
  logo: maybe(ImageSchema),
  seo_title: v.string(),
  /** Absolute site URL used for canonical links (spec §2 Head tags), e.g. https://example.de. */
  site_url: maybe(v.pipe(v.string(), v.url())),
  translations: translations({
    seo_title: maybe(v.string()),
    seo_description: maybe(v.string()),
    seo_keywords: maybe(v.string()),
  }),
  brand_config: v.optional(BrandConfigSchema, {}),
  theme: ThemeSchema,
  /**
   * Strict cookie banner (beyond spec §4, decision 007 "consent"): a third button "only necessary
   * cookies" with equal prominence. Since decision 076 every entry but the functional one starts
   * switched off in either mode, so the button is what strict mode adds. Off by default.
   */
  cookie_banner_strict: flag(),
});
/** Site configuration. */
export type SiteConfig = v.InferOutput<typeof SiteConfigSchema>;

/** Optional features of a project; each defaults to off. */
const ProjectFeaturesSchema = v.object({
  /** Appointment booking page /terminvereinbarung (spec §2). */
  calendar_booking: flag(),
  newsletter: flag(),
});

/** The project (collection `project`, a singleton). */
export const ProjectSchema = v.object({
  id: v.optional(IdSchema),
  /** Project name sent with shop calls (spec §7 payloads "project"). */
  name: v.pipe(v.string(), v.nonEmpty()),
  /** Domain the shop settings and products are filtered by (spec §1, §3 Collections). */
  domain: v.pipe(v.string(), v.nonEmpty()),
  logo: maybe(ImageSchema),
  languages: v.pipe(v.array(LangSchema), v.minLength(1)),
  show_accessibility: flag(),
  /** Path the shop lives under (cart page is {store_root_path}/warenkorb); null without the shop add-on. */
  store_root_path: maybe(v.pipe(v.string(), v.startsWith('/'))),
  features: v.optional(ProjectFeaturesSchema, {}),
});
/** The project. */
export type Project = v.InferOutput<typeof ProjectSchema>;

/**
 * Footer widget names the footer knows (spec §2 Page shell, plus the newsletter signup of issue
 * 14); any other name renders "Widget not found".
 */
export const WIDGET_NAMES = [
  'address',
  'contact',
  'openingHours',
  'navigation',
  'social',
  'newsletterTeaser',
] as const;
/** A footer widget name the footer can render. */
export type KnownWidgetName = (typeof WIDGET_NAMES)[number];

/** Narrows a widget name to one the footer knows. */
export function isKnownWidgetName(name: string): name is KnownWidgetName {
  return (WIDGET_NAMES as readonly string[]).includes(name);
}

/** A footer widget (collection `widget`); ordered by sort. */
export const WidgetSchema = v.object({
  id: IdSchema,
  sort: v.optional(v.number(), 0),
  /** Any string: unknown names must still load and show "Widget not found". */
  widget_name: v.pipe(v.string(), v.nonEmpty()),
  position: v.optional(v.string(), 'footer'),
  props: v.optional(v.looseObject({showLogo: v.optional(v.boolean())}), {}),
  translations: translations({header: maybe(v.string())}),
});
/** A footer widget. */
export type Widget = v.InferOutput<typeof WidgetSchema>;

/** A brand (collection `brand`), e.g. Rolex under the watches page at /uhren/rolex. */
export const BrandSchema = v.object({
  id: IdSchema,
  display_name: v.pipe(v.string(), v.nonEmpty()),
  slug: v.pipe(v.string(), v.regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'expected lower-case slug')),
  /** Product kind of the brand, e.g. "watches" or "jewelry". */
  type: v.string(),
  /** Page id from the spec §2 table the brand page lives under, e.g. "watches". */
  category_page: maybe(v.string()),
  logo: maybe(ImageSchema),
  sort: v.optional(v.number(), 0),
  translations: translations({
    title: maybe(v.string()),
    description: maybe(v.string()),
    seo_description: maybe(v.string()),
  }),
});
/** A brand. */
export type Brand = v.InferOutput<typeof BrandSchema>;
