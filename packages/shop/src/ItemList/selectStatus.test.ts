import {describe, expect, it} from 'vitest';
import {selectStatus} from './selectStatus.ts';

const closed = {isOpen: false, selectedKey: null};

describe('selectStatus', () => {
  it('announces the number of options when the menu opens', () => {
    expect(
      selectStatus(closed, {isOpen: true, selectedKey: null, selectedLabel: null, optionCount: 12}),
    ).toEqual({kind: 'results', count: 12});
  });

  it('announces a new selection, even as the menu closes', () => {
    expect(
      selectStatus(
        {isOpen: true, selectedKey: null},
        {isOpen: false, selectedKey: '1', selectedLabel: 'Tudor', optionCount: 12},
      ),
    ).toEqual({kind: 'selected', label: 'Tudor'});
  });

  it('says nothing while the highlight moves or when the menu closes unchanged', () => {
    const open = {isOpen: true, selectedKey: '1'};
    expect(selectStatus(open, {...open, selectedLabel: 'Tudor', optionCount: 3})).toBeNull();
    expect(
      selectStatus(open, {isOpen: false, selectedKey: '1', selectedLabel: 'Tudor', optionCount: 3}),
    ).toBeNull();
  });

  it('says nothing when the selection is cleared from outside', () => {
    expect(
      selectStatus(
        {isOpen: false, selectedKey: '1'},
        {isOpen: false, selectedKey: null, selectedLabel: null, optionCount: 3},
      ),
    ).toBeNull();
  });
});
