import {describe, expect, it} from 'vitest';
import {menuEntryTarget} from './menuTarget.ts';

describe('menuEntryTarget (spec §2 Menus)', () => {
  it('uses path when there is no external_path', () => {
    expect(menuEntryTarget({display_name: 'Uhren', path: '/uhren'})).toBe('/uhren');
    expect(menuEntryTarget({path: '/uhren', external_path: null})).toBe('/uhren');
    expect(menuEntryTarget({path: '/uhren', external_path: '  '})).toBe('/uhren');
  });

  it('prefers external_path over path', () => {
    expect(menuEntryTarget({path: '/uhren', external_path: 'https://www.rolex.com'})).toBe(
      'https://www.rolex.com',
    );
  });

  it('assumes https for an external_path without scheme', () => {
    expect(menuEntryTarget({external_path: 'www.rolex.com'})).toBe('https://www.rolex.com');
    expect(menuEntryTarget({external_path: 'mailto:a@b.de', anchor: 'x'})).toBe('mailto:a@b.de');
  });

  it('joins the parent path when path_prefix is true', () => {
    const entry = {path: 'rolex', path_prefix: true};
    expect(menuEntryTarget(entry, '/uhren')).toBe('/uhren/rolex');
    expect(menuEntryTarget({path: '/rolex/', path_prefix: true}, '/uhren/')).toBe('/uhren/rolex');
    expect(menuEntryTarget({path: 'rolex', path_prefix: true}, '/uhren?x=1#top')).toBe(
      '/uhren/rolex',
    );
    expect(menuEntryTarget({path: 'rolex', path_prefix: true})).toBe('/rolex');
    expect(menuEntryTarget({path: '', path_prefix: true}, '/uhren')).toBe('/uhren');
  });

  it('keeps a query string, so an entry can link to a filtered item list', () => {
    expect(menuEntryTarget({path: '/shop?category=1'})).toBe('/shop?category=1');
    expect(menuEntryTarget({path: '/shop?category=1', anchor: 'liste'})).toBe(
      '/shop?category=1#liste',
    );
  });

  it('ignores the parent path when path_prefix is false or missing', () => {
    expect(menuEntryTarget({path: '/rolex', path_prefix: false}, '/uhren')).toBe('/rolex');
    expect(menuEntryTarget({path: '/rolex'}, '/uhren')).toBe('/rolex');
  });

  it('uses a string path_prefix as the parent path', () => {
    expect(menuEntryTarget({path: 'rolex', path_prefix: '/uhren'}, '/schmuck')).toBe(
      '/uhren/rolex',
    );
    expect(menuEntryTarget({path: 'rolex', path_prefix: ''}, '/schmuck')).toBe('rolex');
  });

  it('appends the anchor as a hash', () => {
    expect(menuEntryTarget({path: '/datenschutz', anchor: 'cookies'})).toBe('/datenschutz#cookies');
    expect(menuEntryTarget({path: '/datenschutz#alt', anchor: '#cookies'})).toBe(
      '/datenschutz#cookies',
    );
    expect(menuEntryTarget({path: 'rolex', path_prefix: true, anchor: 'top'}, '/uhren')).toBe(
      '/uhren/rolex#top',
    );
    expect(menuEntryTarget({external_path: 'https://example.org', anchor: 'a'})).toBe(
      'https://example.org#a',
    );
    expect(menuEntryTarget({anchor: 'kontakt'})).toBe('#kontakt');
  });

  it('is null when there is nothing to link to', () => {
    expect(menuEntryTarget({display_name: 'Gruppe'})).toBeNull();
    expect(menuEntryTarget({path: null, external_path: null, anchor: null})).toBeNull();
  });
});
