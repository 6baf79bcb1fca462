import {describe, expect, it} from 'vitest';
import {REDIRECTS, matchRedirect} from './redirects.ts';

const OPTIONS = {adminPortalUrl: 'https://admin.example.net/'};

describe('matchRedirect (spec §2 Redirects)', () => {
  it('sends /login permanently to the admin portal', () => {
    expect(matchRedirect('/login', OPTIONS)).toEqual({
      to: 'https://admin.example.net/',
      permanent: true,
    });
  });

  it('sends /schaufenster temporarily to /', () => {
    expect(matchRedirect('/schaufenster', OPTIONS)).toEqual({to: '/', permanent: false});
  });

  it('ignores case, trailing slash, query and hash', () => {
    expect(matchRedirect('/LOGIN', OPTIONS)).toEqual({
      to: 'https://admin.example.net/',
      permanent: true,
    });
    expect(matchRedirect('/Schaufenster/', OPTIONS)).toEqual({to: '/', permanent: false});
    expect(matchRedirect('/schaufenster?utm=x#y', OPTIONS)).toEqual({to: '/', permanent: false});
  });

  it('does not match other paths', () => {
    expect(matchRedirect('/', OPTIONS)).toBeNull();
    expect(matchRedirect('/login/extra', OPTIONS)).toBeNull();
    expect(matchRedirect('/en/login', OPTIONS)).toBeNull();
    expect(matchRedirect('/digitales-schaufenster', OPTIONS)).toBeNull();
  });

  it('skips /login while no admin portal is configured', () => {
    expect(matchRedirect('/login', {adminPortalUrl: ''})).toBeNull();
    expect(matchRedirect('/login', {})).toBeNull();
    expect(matchRedirect('/schaufenster', {})).toEqual({to: '/', permanent: false});
  });

  it('lists exactly the two spec redirects', () => {
    expect(REDIRECTS.map((r) => [r.from, r.permanent])).toEqual([
      ['/login', true],
      ['/schaufenster', false],
    ]);
  });
});
