import {describe, expect, it} from 'vitest';
import type {PageData} from '../contract/pageData.ts';
import {navigationOutcome, type OutcomeInput} from './outcome.ts';

const DATA = {path: '/uhren', lang: 'de'} as PageData;
const BASE: OutcomeInput = {
  load: {kind: 'page', data: DATA},
  lang: 'de',
  buildId: 'b1',
  latestBuildId: 'b1',
  updated: false,
};

describe('navigation outcome (spec §8 Page loading)', () => {
  it('swaps main for a page of the same build and language', () => {
    expect(navigationOutcome(BASE)).toEqual({kind: 'swap', data: DATA});
    // Offline the build id is unknown: keep navigating client-side.
    expect(navigationOutcome({...BASE, latestBuildId: null}).kind).toBe('swap');
    expect(navigationOutcome({...BASE, load: {kind: 'notFound', data: DATA}})).toEqual({
      kind: 'swap',
      data: DATA,
    });
  });

  it('loads a document for a 500, a failed load, a new build, another language, an update', () => {
    const document = (input: Partial<OutcomeInput>) =>
      navigationOutcome({...BASE, ...input}).kind === 'document';
    expect(document({load: {kind: 'error', status: 500}})).toBe(true);
    expect(document({load: {kind: 'failed'}})).toBe(true);
    expect(document({latestBuildId: 'b2'})).toBe(true);
    expect(document({lang: 'en'})).toBe(true);
    expect(document({updated: true})).toBe(true);
  });
});
