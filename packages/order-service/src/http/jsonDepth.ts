// How deeply a JSON text nests (decision 010e): checked before the body is used, because the
// store and the idempotency fingerprint stringify bodies recursively, and JSON.stringify runs out
// of stack at a few thousand levels (500 instead of an answer).

const OPEN_BRACE = 0x7b;
const OPEN_BRACKET = 0x5b;
const CLOSE_BRACE = 0x7d;
const CLOSE_BRACKET = 0x5d;
const QUOTE = 0x22;
const BACKSLASH = 0x5c;

/**
 * Whether the arrays and objects of the JSON `text` nest deeper than `max` levels (`{}` is one
 * level, `{"a": [1]}` two). One pass, no recursion; brackets inside strings do not count.
 * Meant for text `JSON.parse` accepted: for other text the answer means nothing.
 */
export function jsonNestsDeeperThan(text: string, max: number): boolean {
  let depth = 0;
  let inString = false;
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index);
    if (inString) {
      if (code === BACKSLASH) index++;
      else if (code === QUOTE) inString = false;
    } else if (code === QUOTE) {
      inString = true;
    } else if (code === OPEN_BRACE || code === OPEN_BRACKET) {
      depth++;
      if (depth > max) return true;
    } else if (code === CLOSE_BRACE || code === CLOSE_BRACKET) {
      depth--;
    }
  }
  return false;
}
