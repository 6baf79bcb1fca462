// What the content cache may keep (decision 058): values JSON gives back unchanged.
import {describe, expect, it} from 'vitest';
import {isJsonFaithful} from './jsonFaithful.ts';

describe('isJsonFaithful', () => {
  it.each([
    ['null', null],
    ['text', 'Ring'],
    ['a number', 12.5],
    ['zero', 0],
    ['a boolean', false],
    ['a record', {id: 1, tags: ['a', null], nested: {price: 100, on: true}}],
    ['an empty record and list', {a: {}, b: []}],
  ])('keeps %s', (_, value) => {
    expect(isJsonFaithful(value)).toBe(true);
    expect(JSON.parse(JSON.stringify(value))).toStrictEqual(value);
  });

  it.each([
    ['undefined', undefined],
    ['a field holding undefined', {id: 1, note: undefined}],
    ['undefined in a list', [1, undefined]],
    ['a list with holes', new Array<number>(2)],
    ['NaN', {price: NaN}],
    ['Infinity', Infinity],
    ['-0', {price: -0}],
    ['a Date', {at: new Date(0)}],
    ['a Map', new Map()],
    ['a null-prototype record', Object.create(null) as object],
    ['a class instance', new (class Price {})()],
    ['a function', () => 1],
    ['a bigint', 1n],
    ['a symbol key', {[Symbol('s')]: 1}],
    ['a non-enumerable key', Object.defineProperty({}, 'hidden', {value: 1})],
    ['a __proto__ key', JSON.parse('{"__proto__": {"a": 1}}') as unknown],
  ])('refuses %s', (_, value) => {
    expect(isJsonFaithful(value)).toBe(false);
  });
});
