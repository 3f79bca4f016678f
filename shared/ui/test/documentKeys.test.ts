import { describe, expect, test } from '@jest/globals';
import { deleteRemovesLine } from '../src/document/keys';

const input = (value: string, start: number, end = start) =>
  ({
    tagName: 'INPUT',
    value,
    selectionStart: start,
    selectionEnd: end,
    getAttribute: () => null,
  }) as unknown as EventTarget;
const combobox = {
  tagName: 'INPUT',
  value: '',
  selectionStart: 0,
  selectionEnd: 0,
  getAttribute: (name: string) => (name === 'role' ? 'combobox' : null),
} as unknown as EventTarget;
const press = (target: EventTarget, key = 'Delete', ctrlKey = false) =>
  deleteRemovesLine({ key, ctrlKey, target } as never);

describe('Delete in a line', () => {
  test('removes the line only where it has nothing left to delete', () => {
    expect(press(input('12', 2))).toBe(true); // caret at the end
    expect(press(input('', 0))).toBe(true); // empty cell
    expect(press(input('12', 1))).toBe(false); // deletes the '2'
    expect(press(input('12', 0, 2))).toBe(false); // deletes the selection
  });
  test('Ctrl+Delete anywhere, Delete on the unit choice; other keys never', () => {
    expect(press(input('12', 0), 'Delete', true)).toBe(true);
    expect(press(combobox)).toBe(true);
    expect(press(input('12', 2), 'Backspace')).toBe(false);
  });
});
