import {describe, expect, it} from 'vitest';
import {SW_URL, installedAction, shouldRegister} from './serviceWorker.ts';

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
});
