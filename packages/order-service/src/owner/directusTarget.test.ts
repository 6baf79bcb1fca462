// Where the service finds Directus: both variables or neither, an http(s) URL.
import {describe, expect, it} from 'vitest';
import {directusEnvironment} from './directusTarget.ts';

describe('directusEnvironment', () => {
  it('is null without either variable, the target with both', () => {
    expect(directusEnvironment({})).toEqual({ok: true, value: null});
    expect(directusEnvironment({DIRECTUS_URL: ' ', DIRECTUS_SERVICE_TOKEN: ''})).toEqual({
      ok: true,
      value: null,
    });
    expect(
      directusEnvironment({
        DIRECTUS_URL: 'http://127.0.0.1:8055/',
        DIRECTUS_SERVICE_TOKEN: ' service-token ',
      }),
    ).toEqual({ok: true, value: {url: 'http://127.0.0.1:8055', token: 'service-token'}});
  });

  it('refuses one without the other and a URL that is not http(s)', () => {
    expect(directusEnvironment({DIRECTUS_URL: 'http://127.0.0.1:8055'})).toMatchObject({
      ok: false,
      message: expect.stringContaining('both') as unknown,
    });
    expect(directusEnvironment({DIRECTUS_SERVICE_TOKEN: 't'})).toMatchObject({ok: false});
    expect(
      directusEnvironment({DIRECTUS_URL: 'ftp://cms.example', DIRECTUS_SERVICE_TOKEN: 't'}),
    ).toMatchObject({
      ok: false,
      message: expect.stringContaining('Invalid DIRECTUS_URL') as unknown,
    });
  });
});
