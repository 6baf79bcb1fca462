// What the docs check reads from a Markdown page: links, inline code, fenced code, headings and
// tables. marked's lexer does the parsing; this only walks its tokens.
import GithubSlugger from 'github-slugger';
import {marked, type Token, type Tokens} from 'marked';

/** One table: header cells and rows as plain text, and the links of every cell. */
interface Table {
  header: string[];
  rows: {cells: string[]; links: string[][]}[];
}

/** The parts of a page the docs check looks at. */
export interface MarkdownParts {
  /** Every link target (`href`) outside fenced code. */
  links: string[];
  /** The text of every inline code span outside fenced code. */
  codeSpans: string[];
  /** The text of every fenced or indented code block. */
  codeBlocks: string[];
  /** Plain text of paragraphs, list items and cells (code spans included as text). */
  prose: string[];
  /** GitHub's anchors of the page's headings, in order (repeats get `-1`, `-2`). */
  anchors: string[];
  tables: Table[];
  /** Names the page exempts from the symbol check: `<!-- docs-check: ignore A, B -->`. */
  ignored: string[];
}

const IGNORE = /<!--\s*docs-check:\s*ignore\s+([^>]*?)\s*-->/g;

/** Plain text of inline tokens, code spans included. */
function plain(tokens: readonly Token[] | undefined): string {
  return (tokens ?? [])
    .map((token) => {
      if ('tokens' in token && Array.isArray(token.tokens)) return plain(token.tokens);
      return 'text' in token && typeof token.text === 'string' ? token.text : '';
    })
    .join('');
}

/** Reads a Markdown page into the parts the docs check needs. */
export function readMarkdown(source: string): MarkdownParts {
  const parts: MarkdownParts = {
    links: [],
    codeSpans: [],
    codeBlocks: [],
    prose: [],
    anchors: [],
    tables: [],
    ignored: [...source.matchAll(IGNORE)].flatMap((match) =>
      (match[1] ?? '').split(/[\s,]+/).filter(Boolean),
    ),
  };
  const slugger = new GithubSlugger();
  const inline = (tokens: readonly Token[] | undefined, links: string[] = parts.links): void => {
    for (const token of tokens ?? []) {
      if (token.type === 'codespan') parts.codeSpans.push((token as Tokens.Codespan).text);
      if (token.type === 'link') links.push((token as Tokens.Link).href);
      if ('tokens' in token && Array.isArray(token.tokens)) inline(token.tokens, links);
    }
  };
  const walk = (tokens: readonly Token[]): void => {
    for (const token of tokens) {
      switch (token.type) {
        case 'code':
          parts.codeBlocks.push((token as Tokens.Code).text);
          break;
        case 'heading':
          parts.anchors.push(slugger.slug(plain((token as Tokens.Heading).tokens)));
          inline((token as Tokens.Heading).tokens);
          break;
        case 'table': {
          const table = token as Tokens.Table;
          const rows = table.rows.map((row) => {
            const links = row.map(() => [] as string[]);
            row.forEach((cell, index) => inline(cell.tokens, links[index]));
            parts.links.push(...links.flat());
            return {cells: row.map((cell) => plain(cell.tokens).trim()), links};
          });
          table.header.forEach((cell) => inline(cell.tokens));
          parts.tables.push({header: table.header.map((cell) => plain(cell.tokens).trim()), rows});
          parts.prose.push(...rows.flatMap((row) => row.cells));
          break;
        }
        case 'list':
          for (const item of (token as Tokens.List).items) walk(item.tokens);
          break;
        case 'blockquote':
          walk((token as Tokens.Blockquote).tokens);
          break;
        default:
          if ('tokens' in token && Array.isArray(token.tokens)) {
            inline(token.tokens);
            parts.prose.push(plain(token.tokens));
          }
      }
    }
  };
  walk(marked.lexer(source));
  return parts;
}
