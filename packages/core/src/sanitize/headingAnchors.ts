// Heading anchors for rich text (spec §9 Site config: "Heading anchors for h2 and h3").

/** Heading levels that get anchors by default (spec §9). */
export const HEADING_ANCHOR_LEVELS = [2, 3] as const;

// Element ids the page shell owns (spec §2: int-shop-menu, int-cart): CMS text must not take them.
const RESERVED_ID_PREFIX = 'int-';
const ANCHOR_ID = /^[a-z0-9][a-z0-9_-]{0,99}$/;
// In sanitized HTML tags are lower case and attributes double-quoted, so a regex is reliable.
const HEADING = /<h([1-6])((?:\s[^>]*)?)>([\s\S]*?)<\/h\1>/g;
const ID_ATTRIBUTE = /\sid="([^"]*)"/;
const GERMAN: Record<string, string> = {ä: 'ae', ö: 'oe', ü: 'ue', ß: 'ss'};
const ENTITIES: Record<string, string> = {amp: '&', lt: '<', gt: '>', quot: '"', apos: "'"};

/**
 * Whether `id` may stand on a heading from the CMS: lower-case ASCII letters, digits, `-` and `_`
 * (so `#cookies` and `#matomo-ehemals-piwik` of spec §2 pass), at most 100 characters, and not a
 * shell id (`int-…`).
 */
export function isSafeAnchorId(id: string): boolean {
  return ANCHOR_ID.test(id) && !id.startsWith(RESERVED_ID_PREFIX);
}

/**
 * A heading's anchor id: lower case, umlauts spelled out (ä → ae), other accents dropped, every
 * run of spaces a single `-`, other punctuation removed. "Matomo (ehemals Piwik)" →
 * "matomo-ehemals-piwik". '' when nothing is left.
 */
export function slugify(text: string): string {
  return text
    .toLowerCase()
    .replace(/[äöüß]/g, (char) => GERMAN[char] ?? char)
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/[^a-z0-9\s_-]/g, '')
    .trim()
    .replace(/\s+/g, '-')
    .replace(/-{2,}/g, '-')
    .replace(/^-+|-+$/g, '');
}

/**
 * Adds an `id` to every heading of the given levels that has none, from its text, unique within
 * the HTML (`-2`, `-3` … on repeats); existing ids are kept. Meant for sanitized HTML
 * (`sanitizeHtml` calls it with `anchorLevels`).
 */
export function headingAnchors(
  html: string,
  levels: readonly number[] = HEADING_ANCHOR_LEVELS,
): string {
  const taken = new Set<string>();
  for (const match of html.matchAll(/\sid="([^"]*)"/g)) taken.add(match[1] ?? '');
  return html.replace(HEADING, (whole, level: string, attributes: string, inner: string) => {
    if (!levels.includes(Number(level)) || ID_ATTRIBUTE.test(attributes)) return whole;
    const id = uniqueId(anchorBase(inner), taken);
    taken.add(id);
    return `<h${level} id="${id}"${attributes}>${inner}</h${level}>`;
  });
}

function anchorBase(innerHtml: string): string {
  const slug = slugify(decodeEntities(innerHtml.replace(/<[^>]*>/g, '')));
  if (slug === '') return 'section';
  return isSafeAnchorId(slug) ? slug.slice(0, 90) : `section-${slug}`.slice(0, 90);
}

function uniqueId(base: string, taken: ReadonlySet<string>): string {
  if (!taken.has(base)) return base;
  let count = 2;
  while (taken.has(`${base}-${count}`)) count++;
  return `${base}-${count}`;
}

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (entity, body: string) => {
    const lower = body.toLowerCase();
    if (lower.startsWith('#x')) return codePoint(Number.parseInt(lower.slice(2), 16), entity);
    if (lower.startsWith('#')) return codePoint(Number.parseInt(lower.slice(1), 10), entity);
    return ENTITIES[lower] ?? (lower === 'nbsp' ? ' ' : entity);
  });
}

function codePoint(value: number, fallback: string): string {
  return Number.isInteger(value) && value > 0 && value <= 0x10ffff
    ? String.fromCodePoint(value)
    : fallback;
}
