import {describe, expect, it} from 'vitest';
import {selectStatusMessage} from './selectStatus.ts';

const closed = {isOpen: false, selectedKey: null};

describe('selectStatusMessage', () => {
  it('says how many options there are when the menu opens', () => {
    expect(
      selectStatusMessage(closed, {isOpen: true, selectedKey: null, selectedLabel: null}, 12),
    ).toEqual({key: 'selectStatusResults', values: {count: 12}});
  });

  it('names a new selection, even as the menu closes', () => {
    expect(
      selectStatusMessage(
        {isOpen: true, selectedKey: null},
        {isOpen: false, selectedKey: '1', selectedLabel: 'Tudor'},
        12,
      ),
    ).toEqual({key: 'selectStatusSelected', values: {item: 'Tudor'}});
  });

  it('names a different option with the same text, since keys decide', () => {
    expect(
      selectStatusMessage(
        {isOpen: true, selectedKey: '1'},
        {isOpen: false, selectedKey: '2', selectedLabel: 'M'},
        4,
      ),
    ).toEqual({key: 'selectStatusSelected', values: {item: 'M'}});
  });

  it('stays quiet while the highlight moves and when the menu closes unchanged', () => {
    const open = {isOpen: true, selectedKey: '1'};
    expect(selectStatusMessage(open, {...open, selectedLabel: 'Tudor'}, 3)).toBeNull();
    expect(
      selectStatusMessage(open, {isOpen: false, selectedKey: '1', selectedLabel: 'Tudor'}, 3),
    ).toBeNull();
  });

  it('stays quiet for the empty choice and when the selection is cleared from outside', () => {
    expect(
      selectStatusMessage(
        {isOpen: true, selectedKey: 'M'},
        {isOpen: false, selectedKey: null, selectedLabel: null},
        4,
      ),
    ).toBeNull();
    expect(
      selectStatusMessage(
        {isOpen: false, selectedKey: '1'},
        {isOpen: false, selectedKey: null, selectedLabel: null},
        3,
      ),
    ).toBeNull();
  });
});
