// The frame of a page (header, footer, bottom bar, drawer and their islands: templates'
// PageLayout) is the same on every page of one language but for main's HTML and the paths of the
// language links. So it is rendered once per language (and set of alternate languages) with marks
// where those go, and each page fills the marks in: byte for byte what rendering it would give,
// with the preloads and content reads (decision 033) of that one render noted for every page.
import type {Alternate} from '@schaufenster/core';
import type {ReadLog} from './siteReads.ts';

/** What the frame needs of a page: main's HTML and its alternates. */
export interface ShellHoles {
  /** Inner HTML of `<main>`. */
  mainHtml: string;
  /** The page's hreflang alternates (the language links). */
  alternates: readonly Alternate[];
}

/** One render of the frame, with the marks where a page's own parts go. */
export interface MarkedShell {
  /** The frame's HTML. */
  html: string;
  /** Resource hints it added, in order. */
  preloads: readonly string[];
  /** Names of its islands. */
  islands: readonly string[];
  /** Content it read. */
  reads: ReadLog;
}

/** A page's frame and what rendering it noted. */
export interface FilledShell {
  /** The frame's HTML with the page's main and language links. */
  html: string;
  /** Resource hints the frame adds, in order. */
  preloads: readonly string[];
  /** Names of the frame's islands. */
  islands: readonly string[];
  /** Content the frame read; the page notes it as its own. */
  reads: ReadLog;
}

/** Reusable frames of one build, by language and alternate languages; one per thread. */
export type ShellCache = Map<string, ShellTemplate | null>;

/** An empty cache; a thread keeps one for every page it renders with the same context. */
export function createShellCache(): ShellCache {
  return new Map();
}

interface ShellTemplate {
  /** The frame's HTML between the holes. */
  parts: string[];
  /** What goes in each hole: main (-1) or the path of alternate `n`. */
  holes: number[];
  preloads: readonly string[];
  islands: readonly string[];
  reads: ReadLog;
}

const MAIN = -1;

// Private-use characters: never in content a page renders (checked: each mark appears once or, for
// an alternate a page does not link, not at all), and nothing React escapes.
const MAIN_MARK = '\uE000sf-main\uE000';
const pathMark = (index: number) => `\uE000sf-alternate-${index}\uE000`;

// React escapes these in attribute values; a path with one of them is rendered as usual.
const ESCAPED_IN_ATTRIBUTES = /["'&<>]/;

/**
 * The page's frame: filled in from the cached render of its language when there is one, else
 * rendered by `render` with marks (and kept) or, when a mark cannot be placed, for this page.
 */
export function pageShell(
  cache: ShellCache,
  lang: string,
  holes: ShellHoles,
  render: (holes: ShellHoles) => MarkedShell,
): FilledShell {
  const {alternates} = holes;
  if (alternates.some((alternate) => ESCAPED_IN_ATTRIBUTES.test(alternate.path))) {
    return render(holes);
  }
  const key = `${lang}|${alternates.map((alternate) => alternate.hreflang).join(',')}`;
  let template = cache.get(key);
  if (template === undefined) {
    const marked = render({
      mainHtml: MAIN_MARK,
      alternates: alternates.map((alternate, index) => ({...alternate, path: pathMark(index)})),
    });
    template = templateOf(marked, alternates.length);
    cache.set(key, template);
  }
  if (template === null) return render(holes);
  let html = template.parts[0] ?? '';
  for (let i = 0; i < template.holes.length; i++) {
    const hole = template.holes[i] as number;
    html += hole === MAIN ? holes.mainHtml : (alternates[hole] as Alternate).path;
    html += template.parts[i + 1] ?? '';
  }
  return {html, preloads: template.preloads, islands: template.islands, reads: template.reads};
}

// Splits the marked frame at its marks; null when main's mark is not there exactly once or an
// alternate's mark is anywhere but one `href` (then the frame is rendered for each page).
function templateOf(marked: MarkedShell, alternates: number): ShellTemplate | null {
  const found: {at: number; length: number; hole: number}[] = [];
  const marks = [
    {mark: MAIN_MARK, hole: MAIN},
    ...Array.from({length: alternates}, (_, index) => ({mark: pathMark(index), hole: index})),
  ];
  for (const {mark, hole} of marks) {
    const at = marked.html.indexOf(mark);
    if (at === -1) {
      if (hole === MAIN) return null;
      continue;
    }
    if (marked.html.indexOf(mark, at + 1) !== -1) return null;
    if (hole !== MAIN && !marked.html.startsWith('href="', at - 6)) return null;
    found.push({at, length: mark.length, hole});
  }
  if (marked.html.split('\uE000').length - 1 !== found.length * 2) return null;
  found.sort((a, b) => a.at - b.at);
  const parts: string[] = [];
  let from = 0;
  for (const {at, length} of found) {
    parts.push(marked.html.slice(from, at));
    from = at + length;
  }
  parts.push(marked.html.slice(from));
  return {
    parts,
    holes: found.map(({hole}) => hole),
    preloads: marked.preloads,
    islands: marked.islands,
    reads: marked.reads,
  };
}
