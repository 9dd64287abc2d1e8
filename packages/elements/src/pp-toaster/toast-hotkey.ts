import type { ReactiveController, ReactiveControllerHost } from 'lit';

/** A keyboard shortcut: its modifiers and the `KeyboardEvent.code` of its key. */
export interface Hotkey {
  alt: boolean;
  ctrl: boolean;
  shift: boolean;
  meta: boolean;
  code: string;
}

/** Parses 'Alt+T', 'Ctrl+Shift+KeyN', 'Meta+1' into modifiers and a `KeyboardEvent.code`. */
export function parseHotkey(text: string): Hotkey | undefined {
  const parts = text
    .split('+')
    .map((p) => p.trim())
    .filter(Boolean);
  const key = parts.pop();
  if (key === undefined) return undefined;
  const mods = new Set(parts.map((p) => p.toLowerCase()));
  let code = key;
  if (/^[a-z]$/i.test(key)) code = `Key${key.toUpperCase()}`;
  else if (/^[0-9]$/.test(key)) code = `Digit${key}`;
  return {
    alt: mods.has('alt') || mods.has('option'),
    ctrl: mods.has('ctrl') || mods.has('control'),
    shift: mods.has('shift'),
    meta: mods.has('meta') || mods.has('cmd') || mods.has('command'),
    code,
  };
}

/** Whether `event` is `hotkey`: the same key and exactly the same modifiers. */
export function matchesHotkey(event: KeyboardEvent, hotkey: Hotkey): boolean {
  return (
    event.code === hotkey.code &&
    event.altKey === hotkey.alt &&
    event.ctrlKey === hotkey.ctrl &&
    event.shiftKey === hotkey.shift &&
    event.metaKey === hotkey.meta
  );
}

/**
 * Listens for a page-wide shortcut while its host is connected: `onHotkey` runs for every keydown in
 * the document that matches the shortcut `hotkey()` names at that moment ('' turns it off).
 */
export class HotkeyController implements ReactiveController {
  readonly #hotkey: () => string;
  readonly #onHotkey: (event: KeyboardEvent) => void;

  constructor(host: ReactiveControllerHost, hotkey: () => string, onHotkey: (event: KeyboardEvent) => void) {
    this.#hotkey = hotkey;
    this.#onHotkey = onHotkey;
    host.addController(this);
  }

  hostConnected(): void {
    document.addEventListener('keydown', this.#onKeydown);
  }

  hostDisconnected(): void {
    document.removeEventListener('keydown', this.#onKeydown);
  }

  #onKeydown = (event: KeyboardEvent): void => {
    const text = this.#hotkey();
    const hotkey = text ? parseHotkey(text) : undefined;
    if (hotkey !== undefined && matchesHotkey(event, hotkey)) this.#onHotkey(event);
  };
}
