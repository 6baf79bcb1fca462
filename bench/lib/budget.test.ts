import {describe, expect, it} from 'vitest';
import {
  BUDGET_FACTORS,
  TEMPLATES,
  allowedKb,
  checkBudgets,
  floorRatios,
  type Template,
} from './budget.ts';

const all = (kb: number) =>
  Object.fromEntries(TEMPLATES.map((name) => [name, kb])) as Record<Template, number>;

describe('budgets (issue 6: content ≤ 1.3×, shop ≤ 2×, content first visit ≤ 1.6× the floor)', () => {
  it('pins the factors', () => {
    expect(BUDGET_FACTORS).toEqual({contentRepeat: 1.3, shopRepeat: 2, contentFirstVisit: 1.6});
    expect(allowedKb('home', 'repeat', 100)).toBeCloseTo(130);
    expect(allowedKb('imprint', 'repeat', 50)).toBeCloseTo(65);
    expect(allowedKb('checkout', 'repeat', 100)).toBe(200);
    expect(allowedKb('category', 'first', 100)).toBeCloseTo(160);
    expect(allowedKb('item', 'first', 100)).toBeNull();
  });

  it('passes at the limit and fails just above it', () => {
    const repeat = {...all(100), home: 130, category: 130.01, item: 200, cart: 200.5};
    const first = {...all(100), contact: 160, imprint: 160.5, checkout: 10_000};
    const result = checkBudgets(repeat, first, 100);
    expect(result.repeat_visit).toEqual({
      home: true,
      category: false,
      contact: true,
      imprint: true,
      item_list: true,
      item: true,
      cart: false,
      checkout: true,
    });
    // Shop pages have no first-visit budget, however large.
    expect(result.first_visit).toEqual({home: true, category: true, contact: true, imprint: false});
    expect(result.all).toBe(false);
  });

  it('is all ok when every template is within its budget', () => {
    const result = checkBudgets({...all(120), item: 190}, all(150), 100);
    expect(result.all).toBe(true);
    expect(checkBudgets(all(131), all(100), 100).all).toBe(false);
    expect(checkBudgets(all(100), all(161), 100).all).toBe(false);
  });

  it('refuses a missing floor', () => {
    expect(() => checkBudgets(all(1), all(1), 0)).toThrow(/floor/);
    expect(() => checkBudgets(all(1), all(1), Number.NaN)).toThrow(/floor/);
  });

  it('gives each template as a multiple of the floor', () => {
    expect(floorRatios({...all(65.76), item: 256.28}, 65.76)).toMatchObject({home: 1, item: 3.9});
  });
});
