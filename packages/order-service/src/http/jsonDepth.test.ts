import fc from 'fast-check';
import {describe, expect, it} from 'vitest';
import {jsonNestsDeeperThan} from './jsonDepth.ts';

// The depth by definition, recursively (fine for the small values generated here).
function depthOf(value: unknown): number {
  if (typeof value !== 'object' || value === null) return 0;
  const children = Array.isArray(value) ? value : Object.values(value);
  return 1 + Math.max(0, ...children.map(depthOf));
}

const nested = (levels: number) => `${'['.repeat(levels)}${']'.repeat(levels)}`;

describe('jsonNestsDeeperThan', () => {
  it('counts arrays and objects, the outermost being level 1', () => {
    expect(jsonNestsDeeperThan('{}', 0)).toBe(true);
    expect(jsonNestsDeeperThan('{}', 1)).toBe(false);
    expect(jsonNestsDeeperThan('{"a": [1, {"b": []}]}', 3)).toBe(true);
    expect(jsonNestsDeeperThan('{"a": [1, {"b": []}]}', 4)).toBe(false);
    expect(jsonNestsDeeperThan('"text"', 0)).toBe(false);
    expect(jsonNestsDeeperThan(nested(32), 32)).toBe(false);
    expect(jsonNestsDeeperThan(nested(33), 32)).toBe(true);
    expect(jsonNestsDeeperThan(`{"a": ${nested(4400)}}`, 32)).toBe(true);
  });

  it('ignores brackets inside strings, also after escaped quotes and backslashes', () => {
    expect(jsonNestsDeeperThan(JSON.stringify({a: '[[[{{{'}), 1)).toBe(false);
    expect(jsonNestsDeeperThan(JSON.stringify({a: 'say \\"[[[" \\\\', b: '{{'}), 1)).toBe(false);
    expect(jsonNestsDeeperThan(JSON.stringify(['\\', [[]]]), 2)).toBe(true);
  });

  it('agrees with the depth of any JSON value', () => {
    fc.assert(
      fc.property(fc.jsonValue({maxDepth: 6}), fc.nat(8), (value, max) => {
        expect(jsonNestsDeeperThan(JSON.stringify(value), max)).toBe(depthOf(value) > max);
      }),
    );
  });
});
