/** What a key does in the line table (pure, so it is unit-tested without a browser). */
export interface CellKey {
  key: string;
  ctrlKey: boolean;
  target: EventTarget | null;
}

/**
 * Delete removes the line where it has nothing left to delete: the caret at the end of a cell with
 * nothing selected, an empty cell, the unit choice; Ctrl+Delete anywhere in the line.
 */
export function deleteRemovesLine(e: CellKey): boolean {
  if (e.key !== 'Delete') return false;
  if (e.ctrlKey) return true;
  const target = e.target as HTMLInputElement | null;
  if (!target || target.tagName !== 'INPUT' || target.getAttribute('role') === 'combobox') return true;
  return target.selectionStart === target.selectionEnd && target.selectionEnd === target.value.length;
}
