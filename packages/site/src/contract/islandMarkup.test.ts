import {describe, expect, it} from 'vitest';
import {islandIdentifierPrefix, serializeIslandProps} from './islandMarkup.ts';

describe('serializeIslandProps', () => {
  it('escapes < so CMS text cannot close the props script', () => {
    const text = serializeIslandProps({html: '</script><script>alert(1)</script>'});
    expect(text).not.toContain('<');
    expect(JSON.parse(text)).toEqual({html: '</script><script>alert(1)</script>'});
  });
});

describe('islandIdentifierPrefix', () => {
  it('gives every island its own useId prefix', () => {
    expect(islandIdentifierPrefix('s0')).toBe('sf-s0-');
    expect(islandIdentifierPrefix('m0')).not.toBe(islandIdentifierPrefix('s0'));
  });
});
