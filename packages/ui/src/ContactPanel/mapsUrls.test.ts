import {describe, expect, it} from 'vitest';
import {addressQuery, mapsRouteUrl, mapsSearchUrl} from './mapsUrls.ts';

const goethestrasse = {street: 'Goethestraße 12', zip: '60313', city: 'Frankfurt am Main'};

describe('addressQuery', () => {
  it('joins street, postcode and city like a one-line address', () => {
    expect(addressQuery(goethestrasse)).toBe('Goethestraße 12, 60313 Frankfurt am Main');
  });

  it('leaves out empty and blank parts', () => {
    expect(addressQuery({street: '  ', zip: null, city: 'München'})).toBe('München');
    expect(addressQuery({street: 'Zeil 85'})).toBe('Zeil 85');
  });

  it('is empty when no part is given', () => {
    expect(addressQuery({street: null, zip: ' ', city: undefined})).toBe('');
  });
});

describe('mapsRouteUrl', () => {
  it('builds a route URL with the address percent-encoded (spaces, comma, ß)', () => {
    expect(mapsRouteUrl(goethestrasse)).toBe(
      'https://www.google.com/maps/dir/?api=1&destination=Goethestra%C3%9Fe%2012%2C%2060313%20Frankfurt%20am%20Main',
    );
  });

  it('encodes characters that would break the query (&, #, +)', () => {
    expect(mapsRouteUrl({street: 'Markt 1 & 2', city: 'Köln #3+'})).toBe(
      'https://www.google.com/maps/dir/?api=1&destination=Markt%201%20%26%202%2C%20K%C3%B6ln%20%233%2B',
    );
  });

  it('is null without an address', () => {
    expect(mapsRouteUrl({})).toBeNull();
  });
});

describe('mapsSearchUrl', () => {
  it('builds a search URL for the address', () => {
    expect(mapsSearchUrl({street: 'Leopoldstraße 140', zip: '80804', city: 'München'})).toBe(
      'https://www.google.com/maps/search/?api=1&query=Leopoldstra%C3%9Fe%20140%2C%2080804%20M%C3%BCnchen',
    );
  });

  it('is null without an address', () => {
    expect(mapsSearchUrl({street: ''})).toBeNull();
  });
});
