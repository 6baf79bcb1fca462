import {describe, expect, it} from 'vitest';
import {rolexLinks} from './rolexLinks.ts';

describe('rolexLinks', () => {
  it('links the German pages under /de/', () => {
    expect(rolexLinks('de')).toEqual({
      terms: 'https://www.rolex.com/de/legal-notices/terms-of-use',
      privacy: 'https://www.rolex.com/de/legal-notices/privacy-notice',
      cookies: 'https://www.rolex.com/de/legal-notices/cookies',
    });
  });

  it('links the English pages without a language prefix and French under /fr/', () => {
    expect(rolexLinks('en').terms).toBe('https://www.rolex.com/legal-notices/terms-of-use');
    expect(rolexLinks('fr').cookies).toBe('https://www.rolex.com/fr/legal-notices/cookies');
  });
});
