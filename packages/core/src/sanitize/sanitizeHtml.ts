// Sanitizing CMS rich text (ARCHITECTURE.md: "sanitized HTML" is computed in the build).
// Library: sanitize-html (htmlparser2 underneath): an allow-list sanitizer that also runs in Node,
// where the prerender has no DOM for DOMPurify.
import sanitize, {type IOptions, type Attributes} from 'sanitize-html';
import {NEW_TAB_REL, resolveLink, type LinkContext} from '../routes/links.ts';
import {headingAnchors, isSafeAnchorId} from './headingAnchors.ts';

/** Options of {@link sanitizeHtml}. */
export interface SanitizeOptions {
  /**
   * Page language and site host: links then follow spec §2 Links (table pages in the page's
   * language, external/mailto:/tel: in a new tab with their rel). Without it, hrefs are kept as
   * written and only a CMS `target="_blank"` opens a new tab.
   */
  link?: LinkContext;
  /** Id of an element saying "opens in a new tab"; new-tab links point at it (aria-describedby). */
  newTabHintId?: string;
  /** Heading levels that get slug ids (spec §9 Heading anchors: h2 and h3); none when empty. */
  anchorLevels?: readonly number[];
}

/** Tags CMS rich text may use; anything else is dropped, keeping its text. */
const RICH_TEXT_TAGS = [
  'p',
  'br',
  'strong',
  'em',
  'b',
  'i',
  'u',
  'a',
  'ul',
  'ol',
  'li',
  'h2',
  'h3',
  'h4',
  'blockquote',
  'table',
  'caption',
  'thead',
  'tbody',
  'tfoot',
  'tr',
  'th',
  'td',
  'span',
] as const;

/** URL schemes a link may use; relative links (paths, #anchors, ?queries) are allowed too. */
const RICH_TEXT_SCHEMES = ['http', 'https', 'mailto', 'tel'] as const;

// rel tokens an editor may set; noopener/noreferrer are added for new-tab links anyway.
const REL_TOKENS = new Set(['nofollow', 'noopener', 'noreferrer', 'external', 'ugc', 'sponsored']);
// Disallowed tags whose whole content goes too (not just the tag): code, embedded documents.
const DROP_WITH_CONTENT = [
  'script',
  'style',
  'textarea',
  'option',
  'xmp',
  'noscript',
  'template',
  'iframe',
  'frame',
  'frameset',
  'object',
  'embed',
  'svg',
  'math',
  'title',
  'head',
];
const SPAN_SIZE = /^[1-9][0-9]?$/;
const LANG_TAG = /^[a-zA-Z]{2,3}(-[a-zA-Z0-9]{2,8})*$/;

/**
 * Cleans CMS HTML down to the rich-text allow-list: scripts, event handlers, style, iframes,
 * forms, images and unknown attributes are removed; links keep only http(s), mailto:, tel: or
 * relative targets; `target="_blank"` links get rel noopener noreferrer. h1 becomes h2 (the page
 * owns its h1) and h5/h6 become h4. Heading ids are kept when they are safe anchor ids.
 */
export function sanitizeHtml(
  html: string | null | undefined,
  options: SanitizeOptions = {},
): string {
  if (!html) return '';
  const clean = sanitize(html, sanitizeOptions(options));
  const levels = options.anchorLevels ?? [];
  return levels.length > 0 ? headingAnchors(clean, levels) : clean;
}

function sanitizeOptions(options: SanitizeOptions): IOptions {
  return {
    allowedTags: [...RICH_TEXT_TAGS],
    allowedAttributes: {
      a: ['href', 'title', 'target', 'rel', 'aria-describedby'],
      h2: ['id'],
      h3: ['id'],
      h4: ['id'],
      th: ['colspan', 'rowspan', 'scope'],
      td: ['colspan', 'rowspan'],
      p: ['lang'],
      span: ['lang'],
      blockquote: ['lang'],
    },
    allowedSchemes: [...RICH_TEXT_SCHEMES],
    allowedSchemesByTag: {},
    allowedSchemesAppliedToAttributes: ['href'],
    // `//host/path` leaves the site although it has no scheme: not "relative" in our sense.
    allowProtocolRelative: false,
    allowedClasses: {},
    allowedStyles: {},
    parseStyleAttributes: false,
    allowVulnerableTags: false,
    disallowedTagsMode: 'discard',
    nonTextTags: DROP_WITH_CONTENT,
    transformTags: {
      h1: sanitize.simpleTransform('h2', {}),
      h5: sanitize.simpleTransform('h4', {}),
      h6: sanitize.simpleTransform('h4', {}),
      '*': (tagName, attribs) => transform(tagName, attribs, options),
    },
  };
}

// Runs before the allow-list filter: it only decides the values of allowed attributes.
function transform(tagName: string, attribs: Attributes, options: SanitizeOptions) {
  if (tagName === 'a') return transformLink(attribs, options);
  const next: Attributes = {};
  const {id, lang, colspan, rowspan, scope} = attribs;
  if (id !== undefined && /^h[2-4]$/.test(tagName) && isSafeAnchorId(id)) next.id = id;
  if (lang !== undefined && LANG_TAG.test(lang)) next.lang = lang;
  if (colspan !== undefined && SPAN_SIZE.test(colspan)) next.colspan = colspan;
  if (rowspan !== undefined && SPAN_SIZE.test(rowspan)) next.rowspan = rowspan;
  if (scope !== undefined && ['row', 'col', 'rowgroup', 'colgroup'].includes(scope)) {
    next.scope = scope;
  }
  return {tagName, attribs: next};
}

function transformLink(attribs: Attributes, options: SanitizeOptions) {
  const href = hasAllowedScheme(attribs.href) ? (attribs.href?.trim() ?? '') : '';
  let target = attribs.target?.trim().toLowerCase() === '_blank' ? '_blank' : undefined;
  const rel = relTokens(attribs.rel);
  let to: string | undefined = href === '' ? undefined : href;
  if (options.link && to !== undefined) {
    // spec §2 Links decides the tab and rel, not the editor.
    const link = resolveLink(to, options.link);
    if (link === null) {
      to = undefined;
    } else if (link.kind === 'internal') {
      to = link.path;
      target = undefined;
    } else {
      to = link.href;
      target = link.target;
      rel.clear();
      addTokens(rel, link.rel);
    }
  }
  // A link without a usable target is no link: keep its text, drop the anchor.
  if (to === undefined) return {tagName: 'span', attribs: {}};
  if (target === '_blank') addTokens(rel, NEW_TAB_REL);
  // Fixed attribute order, so the output is stable for tests and snapshots.
  const next: Attributes = {href: to};
  if (target === '_blank') next.target = target;
  if (rel.size > 0) next.rel = [...rel].join(' ');
  if (attribs.title) next.title = attribs.title;
  if (target === '_blank' && options.newTabHintId) {
    next['aria-describedby'] = options.newTabHintId;
  }
  return {tagName: 'a', attribs: next};
}

// Checked here as well as by sanitize-html, so a refused href turns the link into plain text.
// Control characters and spaces are ignored first: browsers skip them inside `java\tscript:`.
function hasAllowedScheme(href: string | undefined): boolean {
  if (href === undefined) return false;
  // eslint-disable-next-line no-control-regex
  const compact = href.replace(/[\u0000-\u0020\u007f-\u009f]/g, '');
  if (/^[/\\]{2}/.test(compact)) return false;
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(compact)?.[1]?.toLowerCase();
  return scheme === undefined || (RICH_TEXT_SCHEMES as readonly string[]).includes(scheme);
}

function addTokens(set: Set<string>, tokens: string): void {
  for (const token of tokens.split(' ')) set.add(token);
}

function relTokens(rel: string | undefined): Set<string> {
  const tokens = (rel ?? '').toLowerCase().split(/\s+/);
  return new Set(tokens.filter((token) => REL_TOKENS.has(token)));
}
