import {describe, expect, it} from 'vitest';
import {ISLAND_COMPONENTS, ISLAND_NAMES} from '@schaufenster/templates';
import {ISLANDS, isIslandName} from './registry.ts';

describe('island registry', () => {
  it('has a loader for every island the templates can place, and no other', () => {
    expect(Object.keys(ISLANDS).sort()).toEqual([...ISLAND_NAMES].sort());
    expect(Object.keys(ISLAND_COMPONENTS).sort()).toEqual([...ISLAND_NAMES].sort());
    expect(isIslandName('Header')).toBe(true);
    expect(isIslandName('toString')).toBe(false);
  });

  it('loads the very component the prerender rendered, so hydration sees the same tree', async () => {
    for (const name of ISLAND_NAMES) {
      expect(await ISLANDS[name](), name).toBe(ISLAND_COMPONENTS[name]);
    }
  });
});
