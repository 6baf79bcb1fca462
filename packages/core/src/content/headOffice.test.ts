import {describe, expect, it} from 'vitest';
import * as v from 'valibot';
import {BranchSchema, type Branch} from '../model/company.ts';
import {headOffice, orderBranches} from './headOffice.ts';

// Through the schema, as the content sources read branches: a missing sort gets its default.
const branch = (fields: Record<string, unknown>): Branch =>
  v.parse(BranchSchema, {
    display_name: 'Filiale',
    street: 'Zeil 85',
    zip: '60313',
    city: 'F',
    ...fields,
  });

const HQ = {
  addresses: [
    {street: 'Zeil', number: '85', zip_code: '60313', city: 'F', address_type: null},
    {
      street: 'Goethestraße',
      number: '12',
      zip_code: '60313',
      city: 'F',
      address_type: 'hq' as const,
    },
  ],
};

describe('orderBranches', () => {
  it('orders by sort, a branch without sort last, then by id (numbers numerically)', () => {
    const workshop = branch({id: 1, display_name: 'Werkstatt'});
    const ordered = orderBranches([
      workshop,
      branch({id: 10, sort: 2}),
      branch({id: 9, sort: 2}),
      branch({id: 3, sort: 1}),
      branch({id: 2}),
    ]);
    expect(ordered.map((b) => b.id)).toEqual([3, 9, 10, 1, 2]);
  });
});

describe('headOffice', () => {
  it('is the branch with the lowest sort, never one without sort (the workshop)', () => {
    const workshop = branch({id: 1, display_name: 'Werkstatt'});
    const main = branch({id: 2, display_name: 'Stammhaus', sort: 5});
    expect(headOffice({branches: [workshop, main]})).toBe(main);
    expect(headOffice({branches: [workshop]})).toBe(workshop);
    expect(headOffice({branches: []})).toBeUndefined();
  });

  it('is the branch at the company hq address when there is one, whatever its sort', () => {
    const zeil = branch({id: 1, sort: 1, street: 'Zeil 85'});
    const goethe = branch({id: 2, sort: 2, street: ' goethestraße  12 '});
    expect(headOffice({branches: [zeil, goethe], company: HQ})).toBe(goethe);
    // Another postcode is another place: the order decides.
    const elsewhere = {...goethe, zip: '10115'};
    expect(headOffice({branches: [zeil, elsewhere], company: HQ})).toBe(zeil);
    expect(headOffice({branches: [zeil, goethe], company: {addresses: []}})).toBe(zeil);
  });
});
