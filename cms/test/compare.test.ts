import {describe, expect, it} from 'vitest';
import {fileSetDiff, jsonDiff, replaceAll} from './compare.ts';

describe('jsonDiff', () => {
  it('names the path of every differing field', () => {
    const a = {product: {price_brutto: 4200, images: [{id: 'x', title: 'A'}]}, lang: 'de'};
    const b = {product: {price_brutto: 4321.5, images: [{id: 'x', title: 'B'}]}, lang: 'de'};
    expect(jsonDiff(a, b)).toEqual([
      '.product.price_brutto: 4200 → 4321.5',
      '.product.images[0].title: "A" → "B"',
    ]);
  });

  it('reports missing keys, list lengths and nothing for equal values', () => {
    expect(jsonDiff({a: 1, b: [1, 2]}, {b: [1], c: null})).toEqual([
      '.a: 1 → (missing)',
      '.b: 2 entries → 1',
      '.c: (missing) → null',
    ]);
    expect(jsonDiff({a: [1, {b: 'c'}]}, {a: [1, {b: 'c'}]})).toEqual([]);
  });

  it('shows where long texts start to differ', () => {
    const long = 'x'.repeat(200);
    const [line] = jsonDiff({html: `${long}<b>3.900,00</b>`}, {html: `${long}<b>4.321,50</b>`});
    expect(line).toMatch(/^\.html: differs at 203: /);
  });
});

describe('fileSetDiff and replaceAll', () => {
  it('lists the files only one build wrote', () => {
    expect(fileSetDiff(['a', 'b', 'c'], ['b', 'c', 'd'])).toEqual({onlyA: ['a'], onlyB: ['d']});
  });

  it('replaces every occurrence', () => {
    expect(replaceAll('id1 id2 id1', new Map([['id1', 'X']]))).toBe('X id2 X');
  });
});
