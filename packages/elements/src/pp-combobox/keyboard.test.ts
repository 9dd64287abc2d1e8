import { expect } from '@open-wc/testing';
import { keyCommand, type KeyCommand, type KeyState } from './keyboard.js';
import { key } from '../test-support/keys.js';

const closed: KeyState = {
  editable: false,
  open: false,
  hasActive: false,
  hasCurrent: false,
  typing: false,
  nested: false,
  hasInputText: false,
  hasQuery: false,
};
const open: KeyState = { ...closed, open: true, hasActive: true };
const editable: KeyState = { ...closed, editable: true };
const editableOpen: KeyState = { ...open, editable: true };

/** The command as one line: the action and its fields, then `!` when the default is prevented, `stop`. */
function describe_(command: KeyCommand | undefined): string {
  if (!command) return '-';
  const { type, ...rest } = command.action;
  const fields = Object.entries(rest)
    .filter(([, value]) => value !== undefined)
    .map(([name, value]) => `${name}=${String(value)}`);
  return (
    [type, ...fields].join(' ') +
    (command.preventDefault ? ' !' : '') +
    (command.stopPropagation ? ' stop' : '')
  );
}

describe('pp-combobox keyboard', () => {
  // [key, state, expected command]: the APG combobox pattern, select-only and editable.
  const table: [string, KeyState, string][] = [
    // Opening: Down to the first option, Up to the last; select mode to the current choice if any.
    ['ArrowDown', closed, 'open activate=first !'],
    ['ArrowUp', closed, 'open activate=last !'],
    ['ArrowDown', { ...closed, hasCurrent: true }, 'open activate=current !'],
    ['ArrowUp', { ...editable, hasCurrent: true }, 'open activate=last !'],
    ['Alt+ArrowDown', closed, 'open activate=none !'],
    ['Shift+ArrowDown', closed, '-'],
    ['Ctrl+ArrowUp', open, '-'],
    // Moving and closing.
    ['ArrowDown', open, 'move delta=1 !'],
    ['ArrowUp', open, 'move delta=-1 !'],
    ['Alt+ArrowUp', open, 'close accept=alt-up !'],
    ['Alt+ArrowUp', editableOpen, 'close !'],
    ['Alt+ArrowUp', { ...open, hasActive: false }, 'close !'],
    ['Home', open, 'activate to=first !'],
    ['End', open, 'activate to=last !'],
    ['Home', closed, 'open activate=first !'],
    ['End', editable, '-'],
    ['Home', { ...editableOpen, hasActive: false }, '-'],
    ['Home', editableOpen, 'activate to=first !'],
    ['Shift+End', open, '-'],
    ['PageDown', open, 'page direction=1 !'],
    ['PageUp', open, 'page direction=-1 !'],
    ['PageDown', closed, '-'],
    // Accepting.
    ['Enter', open, 'accept !'],
    ['Enter', { ...open, hasActive: false }, 'close !'],
    ['Enter', closed, 'open activate=current !'],
    ['Enter', editable, 'submit'],
    ['Ctrl+Enter', open, '-'],
    ['Space', closed, 'open activate=current !'],
    ['Space', open, 'accept !'],
    ['Space', { ...open, hasActive: false }, 'none !'],
    ['Space', { ...open, typing: true }, 'typeahead char=  !'],
    ['Space', editableOpen, '-'],
    ['Tab', open, 'close accept=tab'],
    ['Tab', { ...open, hasActive: false }, 'close'],
    ['Tab', closed, '-'],
    // Levels, Escape and clearing.
    ['Escape', { ...open, nested: true }, 'back ! stop'],
    ['Escape', open, 'close ! stop'],
    ['Escape', closed, '-'],
    ['Escape', { ...editable, hasInputText: true }, 'clear ! stop'],
    ['Escape', { ...editable, hasQuery: true }, 'clear ! stop'],
    ['Escape', editable, '-'],
    ['Alt+Escape', open, '-'],
    ['Backspace', { ...open, nested: true }, 'back !'],
    ['Backspace', { ...editableOpen, nested: true, hasInputText: true }, '-'],
    ['Backspace', { ...editableOpen, nested: true }, 'back !'],
    ['Backspace', open, '-'],
    // Caret keys and type-to-select.
    ['ArrowLeft', editableOpen, 'deactivate'],
    ['ArrowRight', { ...editableOpen, hasActive: false }, '-'],
    ['ArrowLeft', open, '-'],
    ['k', closed, 'typeahead char=k !'],
    ['Shift+K', open, 'typeahead char=K !'],
    ['Ctrl+k', open, '-'],
    ['k', editableOpen, '-'],
    ['F2', open, '-'],
  ];

  for (const [spec, state, expected] of table) {
    const flags = Object.entries(state)
      .filter(([, value]) => value)
      .map(([name]) => name)
      .join(',');
    it(`${spec} (${flags || 'select, closed'}): ${expected}`, () => {
      expect(describe_(keyCommand(key(spec), state))).to.equal(expected);
    });
  }
});
