// Header values built from visitors' input (a name in a subject) must stay one line: a CR or LF
// in a header would let the input start headers of its own (header injection). Line and
// paragraph separators and every other control character go too, so no client folds or shows
// them as line breaks.

/** Longest subject kept; longer ones are cut with an ellipsis (RFC 5322 advises 78 per line). */
const MAX_HEADER_LENGTH = 200;

// C0 and C1 controls (CR, LF, TAB, NUL, NEL, …), DEL, and the Unicode line and paragraph
// separators.
// eslint-disable-next-line no-control-regex
const BREAKS = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]+/g;

/** `text` as one header line: controls replaced by a space, runs of spaces collapsed, length capped. */
export function headerText(text: string): string {
  const line = text.replace(BREAKS, ' ').replace(/ {2,}/g, ' ').trim();
  if (line.length <= MAX_HEADER_LENGTH) return line;
  return `${Array.from(line)
    .slice(0, MAX_HEADER_LENGTH - 1)
    .join('')
    .trimEnd()}…`;
}
