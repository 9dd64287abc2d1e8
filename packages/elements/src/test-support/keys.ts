/** Key specs for the pure keyboard tables' tests (excluded from the build and the manifest). */

/** A key as the keyboard tables read it from a KeyboardEvent. */
export interface KeySpec {
  key: string;
  altKey: boolean;
  ctrlKey: boolean;
  metaKey: boolean;
  shiftKey: boolean;
}

/** 'Shift+Enter', 'Ctrl+Home', 'Space' → the key and its modifiers ('Space' is ' '). */
export function key(spec: string): KeySpec {
  const parts = spec.split('+');
  const name = parts.pop() as string;
  return {
    key: name === 'Space' ? ' ' : name,
    altKey: parts.includes('Alt'),
    ctrlKey: parts.includes('Ctrl'),
    metaKey: parts.includes('Meta'),
    shiftKey: parts.includes('Shift'),
  };
}
