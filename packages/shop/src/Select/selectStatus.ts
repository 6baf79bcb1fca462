// What the shop's downshift selects announce (downshift 9 has no built-in status texts; every
// message comes from our catalogues: STYLE.md "Strings and languages"). Pure, tested in node.
import type {MessageKey, MessageValues} from '@schaufenster/core';

/** What the select showed when it last announced. */
export interface SelectSnapshot {
  /** Whether the menu was open. */
  isOpen: boolean;
  /** Key of the selected option; null for none or the empty choice. */
  selectedKey: string | null;
}

/** A catalogue message to announce, or null to say nothing. */
export type StatusMessage = {key: MessageKey; values: MessageValues} | null;

/**
 * The announcement for a select's change from `previous` to `next`: a new selection names it and
 * wins over an opened menu (selecting closes it); opening says how many options there are.
 * Moving the highlight says nothing (the option itself is read), nor does closing unchanged,
 * choosing the empty choice or clearing the selection from outside.
 */
export function selectStatusMessage(
  previous: SelectSnapshot,
  next: SelectSnapshot & {selectedLabel: string | null},
  optionCount: number,
): StatusMessage {
  if (next.selectedKey !== null && next.selectedKey !== previous.selectedKey) {
    return {key: 'selectStatusSelected', values: {item: next.selectedLabel ?? ''}};
  }
  if (next.isOpen && !previous.isOpen) {
    return {key: 'selectStatusResults', values: {count: optionCount}};
  }
  return null;
}
