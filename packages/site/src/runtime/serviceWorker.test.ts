import {describe, expect, it} from 'vitest';
import {SW_URL, addressesToCache, installedAction, shouldRegister} from './serviceWorker.ts';

describe('service worker registration (spec §4 Service worker)', () => {
  it('registers /sw.js only over https or on localhost', () => {
    expect(SW_URL).toBe('/sw.js');
    expect(shouldRegister({protocol: 'https:', hostname: 'shop.example'}, true)).toBe(true);
    expect(shouldRegister({protocol: 'http:', hostname: 'localhost'}, true)).toBe(true);
    expect(shouldRegister({protocol: 'http:', hostname: '127.0.0.1'}, true)).toBe(true);
    expect(shouldRegister({protocol: 'http:', hostname: '[::1]'}, true)).toBe(true);
    expect(shouldRegister({protocol: 'http:', hostname: 'shop.example'}, true)).toBe(false);
    expect(shouldRegister({protocol: 'http:', hostname: '192.168.1.20'}, true)).toBe(false);
    expect(shouldRegister({protocol: 'https:', hostname: 'shop.example'}, false)).toBe(false);
  });

  it('flags an update installing under a controller; reloads when resources had failed', () => {
    expect(installedAction(false, false)).toBe('none');
    expect(installedAction(false, true)).toBe('none');
    expect(installedAction(true, false)).toBe('flagUpdate');
    expect(installedAction(true, true)).toBe('reload');
  });

  it('asks the worker to cache addresses without query or fragment, each once', () => {
    const base = 'https://shop.example/danke';
    expect(
      addressesToCache(
        [
          'https://shop.example/danke?name=Anna+Muster&email=anna%40example.com',
          'https://shop.example/danke#top',
          '/page-data/danke/page-data.json',
          'https://shop.example/images/logo.svg?v=2',
        ],
        base,
      ),
    ).toEqual([
      'https://shop.example/danke',
      'https://shop.example/page-data/danke/page-data.json',
      'https://shop.example/images/logo.svg',
    ]);
  });
});
