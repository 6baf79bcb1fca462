// What a client-side navigation ends in: a swap of main, or a full browser navigation (spec §8 Page
// loading; §4 Service worker; a changed build id means a full navigation).
import type {Lang} from '@schaufenster/core';
import type {PageData} from '../contract/pageData.ts';
import type {PageLoad} from './loader.ts';

/** A swap of main with `data`, or a document load of the URL. */
export type NavigationOutcome = {kind: 'swap'; data: PageData} | {kind: 'document'; reason: string};

/** Everything the decision depends on. */
export interface OutcomeInput {
  /** The page load's result. */
  load: PageLoad;
  /** The language of the page shown now (shell islands are rendered in it). */
  lang: Lang;
  /** The build this page came from. */
  buildId: string;
  /** The server's build id now; null when unknown (offline: keep navigating client-side). */
  latestBuildId: string | null;
  /** A service-worker update installed: the next navigation reloads (spec §4). */
  updated: boolean;
}

/**
 * Decides how to show the next page. Anything the mounted shell cannot follow becomes a
 * document load: a new build (its chunks and shell differ), another language (header, footer
 * and menus are in this one), a 500 or a failed load (spec §8), a service-worker update.
 */
export function navigationOutcome(input: OutcomeInput): NavigationOutcome {
  const {load} = input;
  if (input.updated) return {kind: 'document', reason: 'service worker updated'};
  if (load.kind === 'error') return {kind: 'document', reason: `page data answered ${load.status}`};
  if (load.kind === 'failed') return {kind: 'document', reason: 'page data failed to load'};
  if (input.latestBuildId !== null && input.latestBuildId !== input.buildId) {
    return {kind: 'document', reason: 'new build'};
  }
  if (load.data.lang !== input.lang) return {kind: 'document', reason: 'other language'};
  return {kind: 'swap', data: load.data};
}
