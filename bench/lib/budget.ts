// The budgets that keep the site fast on a cheap phone, against the bare React floor measured in
// the same run. JavaScript: repeat visits ≤ 1.15 × the floor on content pages (category pages
// included), first visits (cookie banner showing) ≤ 1.5 × on content pages, ≤ 2 × on shop pages
// either way. Main thread and layout, from Lighthouse's mobile simulation (median of the runs):
// TBT ≤ 200 ms, CLS 0, LCP ≤ 2.5 s (Lighthouse's and web.dev's "good" threshold). Pure.

/** Content templates (no shop code expected). */
const CONTENT_TEMPLATES = ['home', 'category', 'contact', 'imprint'] as const;
/** Shop templates. */
const SHOP_TEMPLATES = ['item_list', 'item', 'cart', 'checkout'] as const;
/** Every measured template, in report order. */
export const TEMPLATES = [...CONTENT_TEMPLATES, ...SHOP_TEMPLATES] as const;

/** A measured template. */
export type Template = (typeof TEMPLATES)[number];

/** Allowed multiples of the React floor's JavaScript. */
export const BUDGET_FACTORS = {
  contentRepeat: 1.15,
  contentFirstVisit: 1.5,
  shopRepeat: 2,
  shopFirstVisit: 2,
} as const;

/** Main-thread and layout limits (Lighthouse mobile, median). */
export const LIGHTHOUSE_LIMITS = {
  /** Total blocking time, ms. */
  tbtMs: 200,
  /** Cumulative layout shift below this counts as 0 (Lighthouse rounds it to three decimals). */
  clsBelow: 0.001,
  /** Largest contentful paint, ms: Lighthouse's "good" threshold. */
  lcpMs: 2500,
} as const;

/** One template's verdicts: JavaScript (both visits), TBT, CLS, LCP, and whether all hold. */
interface TemplateBudget {
  js: boolean;
  tbt: boolean;
  cls: boolean;
  lcp: boolean;
  all: boolean;
}

/** Every template's verdicts, and whether every template holds all of them. */
export type BudgetResult = Record<Template, TemplateBudget> & {all: boolean};

/** The Lighthouse medians a budget looks at. */
export interface MainThreadFigures {
  tbt_ms: number;
  cls: number;
  lcp_ms: number;
}

/** The allowed KB of a template on a repeat or first visit, two decimals (100 × 1.15 is 115). */
export function allowedKb(template: Template, visit: 'repeat' | 'first', floorKb: number): number {
  const content = (CONTENT_TEMPLATES as readonly string[]).includes(template);
  const factor =
    visit === 'first'
      ? content
        ? BUDGET_FACTORS.contentFirstVisit
        : BUDGET_FACTORS.shopFirstVisit
      : content
        ? BUDGET_FACTORS.contentRepeat
        : BUDGET_FACTORS.shopRepeat;
  return Math.round(floorKb * factor * 100) / 100;
}

/**
 * Checks every template: its repeat- and first-visit KB against the floor, its Lighthouse TBT,
 * CLS and LCP against {@link LIGHTHOUSE_LIMITS}. A template Lighthouse did not measure fails its
 * main-thread checks, so a missing figure never passes silently.
 */
export function checkBudgets(
  repeat: Record<Template, number>,
  firstVisit: Record<Template, number>,
  floorKb: number,
  lighthouse: Partial<Record<Template, MainThreadFigures>>,
): BudgetResult {
  if (!(floorKb > 0)) throw new Error(`The React floor must be positive, got ${floorKb}`);
  const result = {} as BudgetResult;
  for (const name of TEMPLATES) {
    const figures = lighthouse[name];
    const js =
      repeat[name] <= allowedKb(name, 'repeat', floorKb) &&
      firstVisit[name] <= allowedKb(name, 'first', floorKb);
    const tbt = figures !== undefined && figures.tbt_ms <= LIGHTHOUSE_LIMITS.tbtMs;
    const cls = figures !== undefined && figures.cls < LIGHTHOUSE_LIMITS.clsBelow;
    const lcp = figures !== undefined && figures.lcp_ms <= LIGHTHOUSE_LIMITS.lcpMs;
    result[name] = {js, tbt, cls, lcp, all: js && tbt && cls && lcp};
  }
  result.all = TEMPLATES.every((name) => result[name].all);
  return result;
}

/** Each template's KB divided by the floor, two decimals. */
export function floorRatios(
  kb: Record<Template, number>,
  floorKb: number,
): Record<Template, number> {
  return Object.fromEntries(TEMPLATES.map((name) => [name, ratio(kb[name], floorKb)])) as Record<
    Template,
    number
  >;
}

/** The Lighthouse figures compared with the floor's. */
export interface BootFigures {
  tbt_ms: number;
  bootup_ms: number;
}

/** One template's TBT and script boot-up time next to the floor's, as ratios (null: floor 0). */
export interface FloorComparison {
  tbt_ms: number;
  floor_tbt_ms: number;
  tbt_ratio: number | null;
  bootup_ms: number;
  floor_bootup_ms: number;
  bootup_ratio: number | null;
}

/** Compares each measured template's TBT and boot-up time with the floor page's, same run. */
export function lighthouseFloorRatios<T extends string>(
  figures: Record<T, BootFigures>,
  floor: BootFigures,
): Record<T, FloorComparison> {
  const entries = Object.entries<BootFigures>(figures).map(([name, own]) => [
    name,
    {
      tbt_ms: own.tbt_ms,
      floor_tbt_ms: floor.tbt_ms,
      tbt_ratio: floor.tbt_ms > 0 ? ratio(own.tbt_ms, floor.tbt_ms) : null,
      bootup_ms: own.bootup_ms,
      floor_bootup_ms: floor.bootup_ms,
      bootup_ratio: floor.bootup_ms > 0 ? ratio(own.bootup_ms, floor.bootup_ms) : null,
    },
  ]);
  return Object.fromEntries(entries) as Record<T, FloorComparison>;
}

function ratio(value: number, of: number): number {
  return Math.round((value / of) * 100) / 100;
}
