// Which pages an incremental build keeps from the previous output (decision 033).
// A page is kept when the inputs every page shares and its planned entry are unchanged, none of
// the reads it made has a new value (each distinct read compared once, decision 055), and its two
// files in the output are as they were written (checked on another thread, stamps.ts). Kept files
// stay where they are (publish.ts moves the rest in around them, decision 038).
import type {PlannedPage} from '../plan/routes.ts';
import type {BuildManifest, PageRecord} from './manifest.ts';
import type {PageInputs} from './inputs.ts';

/** What to do with this build's pages. */
export interface ReusePlan {
  /** Pages to render, in plan order. */
  render: PlannedPage[];
  /** Pages kept, by path, with what the manifest says of them. */
  kept: Map<string, PageRecord>;
  /** Why every page is rendered, when it is. */
  why: string | null;
}

/**
 * Splits `pages` into those to render and those to keep. Everything is rendered when there is no
 * manifest, when the inputs every page shares changed, or when a file of a page to keep is missing
 * or was changed since it was written (warned once: the output is not what the manifest says).
 */
export async function planReuse(
  pages: readonly PlannedPage[],
  previous: BuildManifest | null,
  global: string,
  inputs: PageInputs,
  output: {outDir: string; changed: Promise<ReadonlySet<string>>},
  warn: (line: string) => void,
): Promise<ReusePlan> {
  const all = (why: string): ReusePlan => ({render: [...pages], kept: new Map(), why});
  if (previous === null) return all('no manifest of a previous build');
  // The code, the client files, the shell (decision 033), settings or images changed.
  if (previous.global !== global) return all('site-wide inputs changed');
  // 89,000 distinct reads for the 3,000-product catalogue's 639,000: each compared once, most
  // taken over as they were, their records unchanged.
  inputs.carryOver(previous);
  const equal = previous.reads.map((read, index) => inputs.value(read) === previous.values[index]);
  const unchanged = (index: number) => equal[index] === true;
  const plan: ReusePlan = {render: [], kept: new Map(), why: null};
  for (const page of pages) {
    const record = previous.pages[page.path];
    if (
      record !== undefined &&
      record.plan === inputs.plan(page) &&
      Array.isArray(record.reads) &&
      record.reads.every(unchanged)
    ) {
      plan.kept.set(page.path, record);
    } else {
      plan.render.push(page);
    }
  }
  // The pages whose files are missing or not as written (stamps.ts): any of them kept would be
  // published as the manifest says it is, and it is not.
  const changedPages = await output.changed;
  const changed = [...plan.kept.keys()].some((pagePath) => changedPages.has(pagePath));
  if (changed) {
    warn(
      `Incremental build: files in ${output.outDir} were changed or removed since the last build; ` +
        'rendering every page',
    );
    return all('output changed');
  }
  return plan;
}
