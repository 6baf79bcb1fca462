import {describe, expect, it} from 'vitest';
import {selectStatusMessage} from './selectStatus.ts';

const closed = {isOpen: false, selected: null};

describe('selectStatusMessage', () => {
  it('says how many options there are when the list opens', () => {
    expect(selectStatusMessage(closed, {isOpen: true, selected: null}, 4)).toEqual({
      key: 'selectStatusResults',
      values: {count: 4},
    });
  });

  it('names a new selection', () => {
    expect(
      selectStatusMessage({isOpen: true, selected: null}, {isOpen: false, selected: 'M'}, 4),
    ).toEqual({
      key: 'selectStatusSelected',
      values: {item: 'M'},
    });
  });

  it('stays quiet while the highlight moves, on close and for the empty choice', () => {
    const open = {isOpen: true, selected: 'M'};
    expect(selectStatusMessage(open, open, 4)).toBeNull();
    expect(selectStatusMessage(open, {isOpen: false, selected: 'M'}, 4)).toBeNull();
    expect(selectStatusMessage(open, {isOpen: false, selected: null}, 4)).toBeNull();
  });
});
