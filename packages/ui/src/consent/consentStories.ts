// Story-only helpers for the consent components (never exported from the package index).
import {spyOn} from 'storybook/test';
import {
  ALL_CONSENT_TOOLS,
  STORAGE_KEYS,
  buildConsents,
  headOffice,
  isLang,
  t,
  type MessageKey,
  type MessageValues,
  type SiteData,
  type ConsentTools,
} from '@schaufenster/core';
import {initConsents} from './consentStore.ts';
import {consentText} from './consentText.ts';

/** The parts of a story context these helpers read. */
interface StoryParts {
  loaded: Record<string, unknown>;
  parameters: Record<string, unknown>;
  globals: Record<string, unknown>;
}

/** Per-story consent setup, given as `parameters.consent`. */
interface ConsentStorySetup {
  /**
   * Stored choice written to int-consents before the store reads it; a function gets the toolbar
   * retailer's entry ids in banner order (see {@link entryIds}), so a story holds for any retailer.
   */
  stored?: Record<string, boolean> | ((ids: string[]) => Record<string, boolean>);
  /** Raw text written to int-consents instead (e.g. garbage). */
  raw?: string;
  /** Strict mode (site config `cookie_banner_strict`). */
  strict?: boolean;
  /**
   * The tools the site has (decision 076); a missing one leaves its entry out, e.g.
   * `{analytics: false}` for a site without Matomo. @default every tool
   */
  tools?: Partial<ConsentTools>;
}

/**
 * `beforeEach` for consent stories: clears local storage, writes the story's int-consents, spies
 * on console.warn (so a story can assert the corrupt-entry warning) and resets the shared store
 * with the toolbar retailer's consent entries.
 */
export function setUpConsentStory({loaded, parameters}: StoryParts): () => void {
  localStorage.clear();
  const setup = (parameters.consent ?? {}) as ConsentStorySetup;
  if (setup.stored) {
    const stored =
      typeof setup.stored === 'function'
        ? setup.stored(entryIds({loaded, parameters}))
        : setup.stored;
    localStorage.setItem(STORAGE_KEYS.consents, JSON.stringify({consents: stored}));
  }
  if (setup.raw !== undefined) localStorage.setItem(STORAGE_KEYS.consents, setup.raw);
  spyOn(console, 'warn');
  initConsents(buildConsents(consentRecords(loaded), storyTools(parameters)), {
    strict: setup.strict ?? false,
  });
  return () => localStorage.clear();
}

/** A catalogue message in the story's toolbar language, for queries by accessible name. */
export function storyMessage(
  globals: Record<string, unknown>,
  key: MessageKey,
  values?: MessageValues,
): string {
  return t(isLang(globals.lang) ? globals.lang : 'de', key, values);
}

/** What int-consents holds now, parsed; null when nothing is stored. */
export function storedChoice(): unknown {
  const text = localStorage.getItem(STORAGE_KEYS.consents);
  return text === null ? null : (JSON.parse(text) as {consents: unknown}).consents;
}

/** The accessible name of an entry's banner switch in the story's language, e.g. "YouTube erlauben". */
export function switchName(context: StoryParts, functionId: string): string {
  return storyMessage(context.globals, 'cookieBannerSwitchLabel', {
    name: entryName(context, functionId),
  });
}

/** An entry's display name in the story's language (every tool: also for entries left out). */
export function entryName({loaded, globals}: StoryParts, functionId: string): string {
  const entry = buildConsents(consentRecords(loaded), ALL_CONSENT_TOOLS).find(
    (c) => c.function_id === functionId,
  );
  if (!entry) throw new Error(`No consent entry "${functionId}" for this retailer`);
  return consentText(entry, isLang(globals.lang) ? globals.lang : 'de').name;
}

/** The parts of a story context that decide its entries. */
type EntryParts = Pick<StoryParts, 'loaded'> & Partial<Pick<StoryParts, 'parameters'>>;

/** The story's tools: every tool unless `parameters.consent.tools` leaves one out. */
function storyTools(parameters: Record<string, unknown> = {}): ConsentTools {
  const setup = (parameters.consent ?? {}) as ConsentStorySetup;
  return {...ALL_CONSENT_TOOLS, ...setup.tools};
}

/**
 * The toolbar retailer's consent entries in banner order: functional and matomo (built in), then
 * the retailer's own (the jeweller: youtube, google_maps, rolex_clock; the optician: google_maps,
 * calendar_booking); without the entries of tools the story leaves out.
 */
export function entryIds({loaded, parameters}: EntryParts): string[] {
  return buildConsents(consentRecords(loaded), storyTools(parameters)).map(
    (entry) => entry.function_id,
  );
}

/** The first entry the retailer adds (an external provider; the first row after the built-in ones). */
export function firstProvider(context: EntryParts): string {
  const id = entryIds(context).find((candidate) => !BUILT_IN.has(candidate));
  if (id === undefined) throw new Error('This retailer has no consent entries of its own');
  return id;
}

/** The entries added in code (core's defaultConsents). */
const BUILT_IN: ReadonlySet<string> = new Set(['functional', 'matomo']);

/** A whole stored choice as the banner writes it: every entry of the retailer, `given` on. */
export function choiceWith(context: EntryParts, given: readonly string[]): Record<string, boolean> {
  return Object.fromEntries(entryIds(context).map((id) => [id, given.includes(id)]));
}

/**
 * The toolbar retailer's head office as the map section gives it to a map embed
 * ("Goethestraße 12, 60313 Frankfurt am Main").
 */
export function headOfficeAddress(loaded: Record<string, unknown>): string {
  const site = loaded.site as SiteData | undefined;
  const branch = site ? headOffice(site) : undefined;
  if (!branch) throw new Error('No head office in the loaded retailer content');
  return `${branch.street}, ${branch.zip} ${branch.city}`;
}

// The preview loader's retailer content (`loaded.site`); fixtures are not imported here (lint:
// only *.stories.tsx may), so the loaded value is read directly.
function consentRecords(loaded: Record<string, unknown>): SiteData['consents'] {
  const site = loaded.site as SiteData | undefined;
  if (!site) throw new Error('No retailer content loaded: stories get it from the preview loader');
  return site.consents;
}
