import {describe, expect, it} from 'vitest';
import {DRAWER_CLOSED, drawerReducer, locksPageScroll} from './drawerReducer.ts';

describe('drawerReducer (spec §4 Drawer)', () => {
  it('opens with a content and closes', () => {
    const open = drawerReducer(DRAWER_CLOSED, {type: 'open', content: 'contact'});
    expect(open).toEqual({isOpen: true, content: 'contact'});
    expect(drawerReducer(open, {type: 'close'})).toEqual({isOpen: false});
  });

  it('switches content while open and keeps identity when nothing changes', () => {
    const menu = drawerReducer(DRAWER_CLOSED, {type: 'open', content: 'primaryMenu'});
    expect(drawerReducer(menu, {type: 'open', content: 'contact'})).toEqual({
      isOpen: true,
      content: 'contact',
    });
    expect(drawerReducer(menu, {type: 'open', content: 'primaryMenu'})).toBe(menu);
    expect(drawerReducer(DRAWER_CLOSED, {type: 'close'})).toBe(DRAWER_CLOSED);
  });

  it('locks page scrolling only while the primary menu is open', () => {
    expect(locksPageScroll({isOpen: true, content: 'primaryMenu'})).toBe(true);
    expect(locksPageScroll({isOpen: true, content: 'contact'})).toBe(false);
    expect(locksPageScroll(DRAWER_CLOSED)).toBe(false);
  });
});
