import {describe, expect, it} from 'vitest';
import {trackedUrl} from './trackedUrl.ts';

describe('trackedUrl (what analytics sees of an address)', () => {
  it('keeps scheme, host and path', () => {
    expect(trackedUrl('https://shop.example/uhren')).toBe('https://shop.example/uhren');
    expect(trackedUrl('http://localhost:4173/en/')).toBe('http://localhost:4173/en/');
  });

  it('drops the query and the fragment, whatever they hold', () => {
    expect(trackedUrl('https://shop.example/danke?name=Anna+Muster&email=anna%40example.com')).toBe(
      'https://shop.example/danke',
    );
    expect(trackedUrl('https://shop.example/uhren?category=3&utm_source=news#rolex')).toBe(
      'https://shop.example/uhren',
    );
    expect(trackedUrl('https://mail.example/inbox#anna@example.com')).toBe(
      'https://mail.example/inbox',
    );
  });

  it('drops user info, and gives nothing for non-http or unreadable addresses', () => {
    expect(trackedUrl('https://anna:secret@shop.example/kontakt')).toBe(
      'https://shop.example/kontakt',
    );
    expect(trackedUrl('android-app://com.google.android.gm/')).toBe('');
    expect(trackedUrl('mailto:anna@example.com')).toBe('');
    expect(trackedUrl('')).toBe('');
    expect(trackedUrl('not a url')).toBe('');
  });
});
