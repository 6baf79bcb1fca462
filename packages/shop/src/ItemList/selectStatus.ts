// What the item list's selects announce (downshift 9 has no built-in status texts; every
// message comes from our catalogues: STYLE.md "Strings and languages"). Pure.

/** What the select looked like when it last announced. */
export interface SelectStatusSnapshot {
  /** Whether the menu was open. */
  isOpen: boolean;
  /** Key of the selected option; null when none. */
  selectedKey: string | null;
}

/** What to announce: the options on opening, the choice on selecting, or nothing. */
export type SelectStatus =
  {kind: 'results'; count: number} | {kind: 'selected'; label: string} | null;

/**
 * The announcement for a select's change from `previous` to `next`: a new selection wins over
 * an opened menu (selecting closes it); highlight moves are left to aria-activedescendant.
 */
export function selectStatus(
  previous: SelectStatusSnapshot,
  next: SelectStatusSnapshot & {selectedLabel: string | null; optionCount: number},
): SelectStatus {
  if (next.selectedKey !== null && next.selectedKey !== previous.selectedKey) {
    return {kind: 'selected', label: next.selectedLabel ?? ''};
  }
  if (next.isOpen && !previous.isOpen) return {kind: 'results', count: next.optionCount};
  return null;
}
