import {describe, expect, it} from 'vitest';
import {
  BUDGET_FACTORS,
  LIGHTHOUSE_LIMITS,
  TEMPLATES,
  allowedKb,
  checkBudgets,
  floorRatios,
  lighthouseFloorRatios,
  type MainThreadFigures,
  type Template,
} from './budget.ts';

const all = (kb: number) =>
  Object.fromEntries(TEMPLATES.map((name) => [name, kb])) as Record<Template, number>;

const GOOD: MainThreadFigures = {tbt_ms: 120, cls: 0, lcp_ms: 2100};
const goodEverywhere = () =>
  Object.fromEntries(TEMPLATES.map((name) => [name, GOOD])) as Record<Template, MainThreadFigures>;

describe('JavaScript budgets (content 1.15× / 1.5× first visit, shop 2×)', () => {
  it('pins the factors', () => {
    expect(BUDGET_FACTORS).toEqual({
      contentRepeat: 1.15,
      contentFirstVisit: 1.5,
      shopRepeat: 2,
      shopFirstVisit: 2,
    });
    expect(allowedKb('home', 'repeat', 100)).toBeCloseTo(115);
    expect(allowedKb('category', 'repeat', 100)).toBeCloseTo(115);
    expect(allowedKb('imprint', 'first', 50)).toBeCloseTo(75);
    expect(allowedKb('checkout', 'repeat', 100)).toBe(200);
    expect(allowedKb('item', 'first', 100)).toBe(200);
  });

  it('passes at the limit and fails just above it, on either visit', () => {
    const repeat = {...all(100), home: 115, category: 115.01, item: 200, cart: 200.5};
    const first = {...all(100), contact: 150, imprint: 150.5, checkout: 200.01};
    const result = checkBudgets(repeat, first, 100, goodEverywhere());
    const js = Object.fromEntries(TEMPLATES.map((name) => [name, result[name].js]));
    expect(js).toEqual({
      home: true,
      category: false,
      contact: true,
      imprint: false,
      item_list: true,
      item: true,
      cart: false,
      checkout: false,
    });
    expect(result.home).toEqual({js: true, tbt: true, cls: true, lcp: true, all: true});
    expect(result.category.all).toBe(false);
    expect(result.all).toBe(false);
  });

  it('refuses a missing floor', () => {
    expect(() => checkBudgets(all(1), all(1), 0, goodEverywhere())).toThrow(/floor/);
    expect(() => checkBudgets(all(1), all(1), Number.NaN, goodEverywhere())).toThrow(/floor/);
  });

  it('gives each template as a multiple of the floor', () => {
    expect(floorRatios({...all(65.76), item: 256.28}, 65.76)).toMatchObject({home: 1, item: 3.9});
  });
});

describe('main-thread budgets (TBT ≤ 200 ms, CLS 0, LCP ≤ 2.5 s)', () => {
  it('pins the limits', () => {
    expect(LIGHTHOUSE_LIMITS).toEqual({tbtMs: 200, clsBelow: 0.001, lcpMs: 2500});
  });

  it('checks each figure at its limit', () => {
    const figures = {
      ...goodEverywhere(),
      home: {tbt_ms: 200, cls: 0.0009, lcp_ms: 2500},
      item: {tbt_ms: 201, cls: 0, lcp_ms: 1000},
      cart: {tbt_ms: 0, cls: 0.001, lcp_ms: 1000},
      checkout: {tbt_ms: 0, cls: 0, lcp_ms: 2501},
    };
    const result = checkBudgets(all(100), all(100), 100, figures);
    expect(result.home).toEqual({js: true, tbt: true, cls: true, lcp: true, all: true});
    expect(result.item).toEqual({js: true, tbt: false, cls: true, lcp: true, all: false});
    expect(result.cart).toEqual({js: true, tbt: true, cls: false, lcp: true, all: false});
    expect(result.checkout).toEqual({js: true, tbt: true, cls: true, lcp: false, all: false});
    expect(result.all).toBe(false);
  });

  it('fails a template Lighthouse did not measure', () => {
    const {imprint: _left, ...figures} = goodEverywhere();
    const result = checkBudgets(all(100), all(100), 100, figures);
    expect(result.imprint).toEqual({js: true, tbt: false, cls: false, lcp: false, all: false});
    expect(result.all).toBe(false);
  });

  it('is all ok when every template holds every budget', () => {
    expect(checkBudgets(all(110), all(140), 100, goodEverywhere()).all).toBe(true);
  });
});

describe('Lighthouse next to the floor', () => {
  it('gives TBT and boot-up time as ratios of the floor page', () => {
    const result = lighthouseFloorRatios(
      {home: {tbt_ms: 150, bootup_ms: 900}, item: {tbt_ms: 0, bootup_ms: 400}},
      {tbt_ms: 50, bootup_ms: 400},
    );
    expect(result).toEqual({
      home: {
        tbt_ms: 150,
        floor_tbt_ms: 50,
        tbt_ratio: 3,
        bootup_ms: 900,
        floor_bootup_ms: 400,
        bootup_ratio: 2.25,
      },
      item: {
        tbt_ms: 0,
        floor_tbt_ms: 50,
        tbt_ratio: 0,
        bootup_ms: 400,
        floor_bootup_ms: 400,
        bootup_ratio: 1,
      },
    });
  });

  it('has no ratio when the floor measured 0', () => {
    const result = lighthouseFloorRatios(
      {home: {tbt_ms: 30, bootup_ms: 10}},
      {tbt_ms: 0, bootup_ms: 0},
    );
    expect(result.home.tbt_ratio).toBeNull();
    expect(result.home.bootup_ratio).toBeNull();
  });
});
