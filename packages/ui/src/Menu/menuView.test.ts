import {describe, expect, it, vi} from 'vitest';
import type {MenuLink} from '@schaufenster/core';
import {menuView} from './menuView.ts';

function link(fields: Partial<MenuLink> & {display_name: string}): MenuLink {
  return {
    id: null,
    path: null,
    path_prefix: null,
    external_path: null,
    anchor: null,
    type: null,
    sort: 0,
    translations: [],
    sub: [],
    groups: [],
    ...fields,
  };
}

const de = {lang: 'de', available: ['de', 'en', 'fr']} as const;

describe('menuView (spec §2 Menus)', () => {
  it('orders entries by sort and keys them by position', () => {
    const view = menuView(
      [
        link({display_name: 'Kontakt', path: '/kontakt', sort: 8}),
        link({display_name: 'Uhren', path: '/uhren', sort: 1}),
      ],
      de,
    );
    expect(view.map((entry) => [entry.key, entry.label, entry.target])).toEqual([
      ['0', 'Uhren', '/uhren'],
      ['1', 'Kontakt', '/kontakt'],
    ]);
  });

  it('external_path wins over path', () => {
    const [entry] = menuView(
      [link({display_name: 'Magazin', path: '/magazin', external_path: 'https://magazin.example'})],
      de,
    );
    expect(entry?.target).toBe('https://magazin.example');
  });

  it('path_prefix true joins a sub-link to its parent path', () => {
    const [entry] = menuView(
      [
        link({
          display_name: 'Uhren',
          path: '/uhren',
          sub: [
            link({display_name: 'Tudor', path: 'tudor', path_prefix: true, sort: 2}),
            link({display_name: 'Rolex', path: 'rolex', path_prefix: true, sort: 1}),
            link({display_name: 'Shop', path: '/shop', anchor: 'uhren', sort: 3}),
          ],
        }),
      ],
      de,
    );
    expect(entry?.sub.map((sub) => [sub.key, sub.target])).toEqual([
      ['0.0', '/uhren/rolex'],
      ['0.1', '/uhren/tudor'],
      ['0.2', '/shop#uhren'],
    ]);
  });

  it("a group's links join the entry's path; a string path_prefix names the parent itself", () => {
    const [entry] = menuView(
      [
        link({
          display_name: 'Schmuck',
          path: '/schmuck',
          groups: [
            {
              display_name: 'Marken',
              translations: [],
              sub: [
                link({display_name: 'Fope', path: 'fope', path_prefix: true}),
                link({display_name: 'Lindberg', path: 'lindberg', path_prefix: '/optik'}),
              ],
            },
          ],
        }),
      ],
      de,
    );
    expect(entry?.groups).toEqual([
      {
        key: '0/0',
        label: 'Marken',
        links: [
          {key: '0/0.0', label: 'Fope', target: '/schmuck/fope', sub: []},
          {key: '0/0.1', label: 'Lindberg', target: '/optik/lindberg', sub: []},
        ],
      },
    ]);
  });

  it('labels come from the translation of the page language', () => {
    const [entry] = menuView(
      [
        link({
          display_name: 'Uhren',
          path: '/uhren',
          translations: [
            {language: 'de', display_name: 'Uhren'},
            {language: 'en', display_name: 'Watches'},
          ],
          groups: [
            {
              display_name: 'Marken',
              translations: [{language: 'en', display_name: 'Brands'}],
              sub: [],
            },
          ],
        }),
      ],
      {lang: 'en', available: ['de', 'en', 'fr']},
    );
    expect(entry?.label).toBe('Watches');
    expect(entry?.groups[0]?.label).toBe('Brands');
  });

  it('a missing translation falls back to the first available one (logged)', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const [entry] = menuView(
      [
        link({
          display_name: 'Uhren',
          path: '/uhren',
          translations: [
            {language: 'en', display_name: 'Watches'},
            {language: 'de', display_name: 'Uhren (DE)'},
          ],
        }),
      ],
      {lang: 'fr', available: ['de', 'en', 'fr']},
    );
    expect(entry?.label).toBe('Uhren (DE)');
    expect(warn).toHaveBeenCalledOnce();
    warn.mockRestore();
  });

  it('without translations the display_name is the label; no target gives null', () => {
    const [entry] = menuView([link({display_name: 'Nur Text'})], de);
    expect(entry).toEqual({key: '0', label: 'Nur Text', target: null, sub: [], groups: []});
  });
});
