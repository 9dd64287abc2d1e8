/**
 * The keyboard of `<pp-combobox>` (WAI-ARIA APG combobox pattern, select-only and editable) as a pure
 * function: a key and the combobox's state give a command, which the element carries out. The whole
 * table is unit-tested (keyboard.test.ts) without rendering anything.
 */

/** Which option becomes active when the list opens. */
export type Activate = 'first' | 'last' | 'current' | 'none';

/** What a key does. */
export type KeyAction =
  /** Opens the list (when closed) with `activate` active. */
  | { type: 'open'; activate: Activate }
  /** Moves the active option by one. */
  | { type: 'move'; delta: 1 | -1 }
  /** Makes the first or last option active. */
  | { type: 'activate'; to: 'first' | 'last' }
  /** Moves the active option by a page. */
  | { type: 'page'; direction: 1 | -1 }
  /** Accepts the active option. */
  | { type: 'accept' }
  /** Closes the list, accepting the active option first when `accept` says how. */
  | { type: 'close'; accept?: 'tab' | 'alt-up' }
  /** Goes back one level. */
  | { type: 'back' }
  /** Clears the text and the value (editable mode, closed). */
  | { type: 'clear' }
  /** Submits the form (Enter in a closed editable combobox, as in a text field). */
  | { type: 'submit' }
  /** No option active: the arrow keys move the caret again (editable mode). */
  | { type: 'deactivate' }
  /** Type-to-select with `char` (select mode). */
  | { type: 'typeahead'; char: string }
  /** The key is used (its default prevented) but changes nothing now. */
  | { type: 'none' };

export interface KeyCommand {
  action: KeyAction;
  /** Whether the key's default action (caret, scrolling, form submission) is prevented. */
  preventDefault: boolean;
  /** Whether the key stops here (Escape used by the combobox must not close a surrounding dialog). */
  stopPropagation?: boolean;
}

/** The combobox's state that decides what a key does. */
export interface KeyState {
  editable: boolean;
  open: boolean;
  /** An option is active (the list is open). */
  hasActive: boolean;
  /** A value is chosen or a checkbox checked (opening then goes to it). */
  hasCurrent: boolean;
  /** Type-to-select is collecting characters (Space belongs to the search). */
  typing: boolean;
  /** A nested level is shown. */
  nested: boolean;
  /** The input holds text (editable mode). */
  hasInputText: boolean;
  /** A query filters the list. */
  hasQuery: boolean;
}

/** The parts of a keyboard event that matter. */
export type KeyInput = Pick<KeyboardEvent, 'key' | 'altKey' | 'ctrlKey' | 'metaKey' | 'shiftKey'>;

const used = (action: KeyAction, stopPropagation = false): KeyCommand => ({
  action,
  preventDefault: true,
  stopPropagation,
});
const passed = (action: KeyAction): KeyCommand => ({ action, preventDefault: false });

/** What `event` does in a combobox in `state`; undefined when the combobox leaves the key alone. */
export function keyCommand(event: KeyInput, state: KeyState): KeyCommand | undefined {
  const { editable, open, hasActive } = state;
  const plain = !event.altKey && !event.ctrlKey && !event.metaKey && !event.shiftKey;
  switch (event.key) {
    case 'ArrowDown':
    case 'ArrowUp': {
      if (event.ctrlKey || event.metaKey || event.shiftKey) return undefined;
      const down = event.key === 'ArrowDown';
      if (event.altKey) {
        if (down) return used({ type: 'open', activate: 'none' });
        return used({ type: 'close', accept: open && !editable && hasActive ? 'alt-up' : undefined });
      }
      if (open) return used({ type: 'move', delta: down ? 1 : -1 });
      const edge = down ? 'first' : 'last';
      return used({ type: 'open', activate: !editable && state.hasCurrent ? 'current' : edge });
    }
    case 'Home':
    case 'End': {
      if (!plain) return undefined;
      const to = event.key === 'Home' ? 'first' : 'last';
      if (!open) return editable ? undefined : used({ type: 'open', activate: to });
      // Editable with no option active: caret keys of the input.
      if (editable && !hasActive) return undefined;
      return used({ type: 'activate', to });
    }
    case 'PageDown':
    case 'PageUp':
      if (!open || !plain) return undefined;
      return used({ type: 'page', direction: event.key === 'PageDown' ? 1 : -1 });
    case 'Enter':
      if (!plain) return undefined;
      if (!open) return editable ? passed({ type: 'submit' }) : used({ type: 'open', activate: 'current' });
      return used(hasActive ? { type: 'accept' } : { type: 'close' });
    case ' ':
      if (editable || !plain) return undefined;
      if (state.typing) return used({ type: 'typeahead', char: ' ' });
      if (!open) return used({ type: 'open', activate: 'current' });
      return used(hasActive ? { type: 'accept' } : { type: 'none' });
    case 'Escape':
      if (event.altKey || event.ctrlKey || event.metaKey) return undefined;
      if (open) return used(state.nested ? { type: 'back' } : { type: 'close' }, true);
      if (editable && (state.hasInputText || state.hasQuery)) return used({ type: 'clear' }, true);
      return undefined;
    case 'Backspace':
      if (!plain || !open || !state.nested || (editable && state.hasInputText)) return undefined;
      return used({ type: 'back' });
    case 'Tab':
      if (!open) return undefined;
      return passed({ type: 'close', accept: hasActive ? 'tab' : undefined });
    case 'ArrowLeft':
    case 'ArrowRight':
      return editable && hasActive ? passed({ type: 'deactivate' }) : undefined;
    default:
      if (editable || event.key.length !== 1 || event.ctrlKey || event.metaKey || event.altKey) {
        return undefined;
      }
      return used({ type: 'typeahead', char: event.key });
  }
}
