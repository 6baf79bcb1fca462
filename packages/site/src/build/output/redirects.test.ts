import {describe, expect, it} from 'vitest';
import {parseRedirects} from './redirects.ts';

describe('parseRedirects', () => {
  it('reads from, to and status per line, skipping comments and blank lines', () => {
    expect(parseRedirects('# c\n/login  https://a.example  301\n\n/x /y')).toEqual([
      {from: '/login', to: 'https://a.example', status: 301},
      {from: '/x', to: '/y', status: 301},
    ]);
  });

  it('keeps a 404 rule and falls back to 301 for a missing or unreadable status', () => {
    expect(parseRedirects('/en/*  /en/404.html  404\n/a /b gone\n/c')).toEqual([
      {from: '/en/*', to: '/en/404.html', status: 404},
      {from: '/a', to: '/b', status: 301},
    ]);
  });
});
