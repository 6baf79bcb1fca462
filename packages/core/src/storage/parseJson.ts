// JSON parsing for anything read back from browser storage (ARCHITECTURE "Browser state").

// Keys that could reach an object's prototype if a caller later merges the value into another
// object; JSON.parse itself only creates own properties, so this is defence in depth.
const FORBIDDEN_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

/**
 * Parses JSON, dropping `__proto__`, `constructor` and `prototype` keys at any depth;
 * throws on bad JSON.
 */
export function parseJsonSafely(text: string): unknown {
  return JSON.parse(text, function reviver(key: string, value: unknown) {
    return FORBIDDEN_KEYS.has(key) ? undefined : value;
  });
}
