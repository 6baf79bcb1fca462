// Downshift's screen-reader status messages for the item page's selects, decided without React
// so the rules can be tested in node (STYLE.md Strings: status messages from the catalogues).
import type {MessageKey, MessageValues} from '@schaufenster/core';

/** What the select showed at the previous and at this status update. */
export interface SelectSnapshot {
  isOpen: boolean;
  /** Text of the selected option; null for the empty choice. */
  selected: string | null;
}

/** A catalogue message to announce, or null to say nothing. */
export type StatusMessage = {key: MessageKey; values: MessageValues} | null;

/**
 * Speak only on a change: opening the list says how many options there are, a new selection
 * names it. Moving the highlight says nothing (the option itself is read), so arrowing through
 * the list does not repeat the count.
 */
export function selectStatusMessage(
  previous: SelectSnapshot,
  next: SelectSnapshot,
  optionCount: number,
): StatusMessage {
  if (next.selected !== previous.selected && next.selected !== null) {
    return {key: 'selectStatusSelected', values: {item: next.selected}};
  }
  if (next.isOpen && !previous.isOpen) {
    return {key: 'selectStatusResults', values: {count: optionCount}};
  }
  return null;
}
