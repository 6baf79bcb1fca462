import {describe, expect, it} from 'vitest';
import {MENU_GROUPS_CLOSED, isGroupOpen, menuGroupsReducer} from './menuGroupsReducer.ts';

describe('menuGroupsReducer (spec §4 Menu groups: toggle, one open at a time)', () => {
  it('starts with every group closed', () => {
    expect(MENU_GROUPS_CLOSED).toEqual({open: null});
  });

  it('toggle opens a closed group', () => {
    const state = menuGroupsReducer(MENU_GROUPS_CLOSED, {type: 'toggle', key: '2-0'});
    expect(state.open).toBe('2-0');
    expect(isGroupOpen(state, '2-0')).toBe(true);
  });

  it('toggle closes the open group', () => {
    const open = menuGroupsReducer(MENU_GROUPS_CLOSED, {type: 'toggle', key: '2-0'});
    expect(menuGroupsReducer(open, {type: 'toggle', key: '2-0'})).toEqual({open: null});
  });

  it('opening another group closes the first: only one is open', () => {
    const first = menuGroupsReducer(MENU_GROUPS_CLOSED, {type: 'toggle', key: '2-0'});
    const second = menuGroupsReducer(first, {type: 'toggle', key: '3-0'});
    expect(second.open).toBe('3-0');
    expect(isGroupOpen(second, '2-0')).toBe(false);
  });

  it('closeAll closes the open group (spec §2 Menus: clicking a link closes all groups)', () => {
    const open = menuGroupsReducer(MENU_GROUPS_CLOSED, {type: 'toggle', key: '2-1'});
    expect(menuGroupsReducer(open, {type: 'closeAll'})).toEqual({open: null});
  });

  it('closeAll with nothing open keeps the same state object (no re-render)', () => {
    const state = {open: null};
    expect(menuGroupsReducer(state, {type: 'closeAll'})).toBe(state);
  });

  it('does not mutate the state it is given', () => {
    const state = Object.freeze({open: '2-0'});
    expect(() => menuGroupsReducer(state, {type: 'toggle', key: '3-0'})).not.toThrow();
    expect(state.open).toBe('2-0');
  });
});
