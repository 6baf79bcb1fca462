// The JavaScript budgets of issue 6 (Benchmark "Budgets"): against the bare React floor measured
// in the same run, repeat visits may load ≤ 1.3 × on content pages and ≤ 2 × on shop pages, first
// visits (cookie banner showing) ≤ 1.6 × on content pages. Pure.

/** Content templates (no shop code expected). */
const CONTENT_TEMPLATES = ['home', 'category', 'contact', 'imprint'] as const;
/** Shop templates. */
const SHOP_TEMPLATES = ['item_list', 'item', 'cart', 'checkout'] as const;
/** Every measured template, in report order. */
export const TEMPLATES = [...CONTENT_TEMPLATES, ...SHOP_TEMPLATES] as const;

/** A measured template. */
export type Template = (typeof TEMPLATES)[number];
/** A content template. */
type ContentTemplate = (typeof CONTENT_TEMPLATES)[number];

/** Allowed multiples of the React floor. */
export const BUDGET_FACTORS = {contentRepeat: 1.3, shopRepeat: 2, contentFirstVisit: 1.6} as const;

/** Budget verdicts: one per template and visit kind, and whether all hold. */
export interface BudgetResult {
  repeat_visit: Record<Template, boolean>;
  first_visit: Record<ContentTemplate, boolean>;
  all: boolean;
}

/** The allowed KB of a template on a repeat or first visit (null: no budget). */
export function allowedKb(
  template: Template,
  visit: 'repeat' | 'first',
  floorKb: number,
): number | null {
  const content = (CONTENT_TEMPLATES as readonly string[]).includes(template);
  if (visit === 'first') return content ? floorKb * BUDGET_FACTORS.contentFirstVisit : null;
  return floorKb * (content ? BUDGET_FACTORS.contentRepeat : BUDGET_FACTORS.shopRepeat);
}

/** Checks every template's repeat-visit and (content) first-visit KB against the floor. */
export function checkBudgets(
  repeat: Record<Template, number>,
  firstVisit: Record<Template, number>,
  floorKb: number,
): BudgetResult {
  if (!(floorKb > 0)) throw new Error(`The React floor must be positive, got ${floorKb}`);
  const within = (kb: number, allowed: number | null) => allowed === null || kb <= allowed;
  const repeatVisit = Object.fromEntries(
    TEMPLATES.map((name) => [name, within(repeat[name], allowedKb(name, 'repeat', floorKb))]),
  ) as Record<Template, boolean>;
  const first = Object.fromEntries(
    CONTENT_TEMPLATES.map((name) => [
      name,
      within(firstVisit[name], allowedKb(name, 'first', floorKb)),
    ]),
  ) as Record<ContentTemplate, boolean>;
  return {
    repeat_visit: repeatVisit,
    first_visit: first,
    all: [...Object.values(repeatVisit), ...Object.values(first)].every(Boolean),
  };
}

/** Each template's KB divided by the floor, two decimals. */
export function floorRatios(
  kb: Record<Template, number>,
  floorKb: number,
): Record<Template, number> {
  return Object.fromEntries(
    TEMPLATES.map((name) => [name, Math.round((kb[name] / floorKb) * 100) / 100]),
  ) as Record<Template, number>;
}
