import {describe, expect, it} from 'vitest';
import {browserRedirect} from './redirects.ts';

const PORTAL = 'https://portal.example/login';

describe('browser redirects (spec §2 Redirects, case-insensitive)', () => {
  it('sends /schaufenster in any casing to /', () => {
    for (const path of ['/schaufenster', '/SchauFenster', '/SCHAUFENSTER/', '/Schau%46enster']) {
      expect(browserRedirect(path, null), path).toEqual({to: '/', external: false});
    }
  });

  it('sends /login to the admin portal only when one is configured', () => {
    expect(browserRedirect('/Login', PORTAL)).toEqual({to: PORTAL, external: true});
    expect(browserRedirect('/login', null)).toBe(null);
  });

  it('leaves other paths alone', () => {
    expect(browserRedirect('/schaufenster/uhren', PORTAL)).toBe(null);
    expect(browserRedirect('/digitales-schaufenster', PORTAL)).toBe(null);
    expect(browserRedirect('/%E0%A4%A', PORTAL)).toBe(null);
  });
});
