/**
 * A custom element in the page before its definition has loaded, made to act as the control it will
 * become ("upgrade in place"). The element node is the same before and after, so nothing React
 * renders is replaced and focus stays where it is. While the element is undefined the stand-in:
 * - is a keyboard stop with the control's role and name (a combobox named `label`), aria-busy;
 * - starts loading the definition on the first pointer-over, focus or press (besides `load()`);
 * - remembers clicks and the keys a closed select-only combobox acts on, marks itself
 *   `data-waiting` (the page shows a spinner), and prevents the keys' default (page scrolling).
 * Once the element is defined and has rendered, the stand-in's attributes are removed (one tab stop:
 * the element's own), focus moves into the element when the host had it, and what the person did is
 * done again on the element's own combobox, in order. A person who moved on (focus left) is not
 * surprised by a list opening later: leaving the stand-in forgets what it remembered.
 */

/** The attributes the stand-in adds, all removed once the element is defined. */
const STAND_IN_ATTRIBUTES: Record<string, string> = {
  role: 'combobox',
  tabindex: '0',
  'aria-haspopup': 'listbox',
  'aria-expanded': 'false',
  'aria-busy': 'true',
};

/** Keys that act on a closed select-only combobox (APG): open it, or choose by the first letters. */
const ACTING_KEYS = new Set(['ArrowDown', 'ArrowUp', 'Enter', ' ', 'Home', 'End']);

/** Whether the element acts on `event` while its list is closed (shortcuts with Ctrl or ⌘ are the page's). */
export function isActingKey(event: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'isComposing'>) {
  if (event.ctrlKey || event.metaKey || event.isComposing) return false;
  return ACTING_KEYS.has(event.key) || event.key.length === 1;
}

/** What a person did to the stand-in: a click, or a key with what is needed to press it again. */
type Interaction = { kind: 'click' } | { kind: 'key'; init: KeyboardEventInit };

export interface StandInOptions {
  /** The accessible name while the element is undefined (the name the element will give itself). */
  label: string;
  /** Imports the element's definition. Called at most once at a time; again after a failure. */
  load: () => Promise<unknown>;
  /**
   * The element's own focusable combobox once defined and rendered. By default the first
   * `[role="combobox"]` in its shadow root (pp-combobox delegates focus to it).
   */
  control?: (host: HTMLElement) => HTMLElement | null | undefined;
}

export interface StandIn {
  /** Starts loading the definition (idempotent), e.g. once the page is idle. */
  load: () => void;
  /** Stops listening; the element keeps whatever state it has. */
  disconnect: () => void;
}

const defaultControl = (host: HTMLElement) =>
  host.shadowRoot?.querySelector<HTMLElement>('[role="combobox"]');

/** Makes `host` (an element whose definition is still to load) act as the control it will be. */
export function standIn(host: HTMLElement, options: StandInOptions): StandIn {
  const tag = host.localName;
  const control = options.control ?? defaultControl;
  let loading: Promise<unknown> | undefined;
  let defined = customElements.get(tag) !== undefined;
  let connected = true;
  const pending: Interaction[] = [];

  const load = () => {
    if (loading || customElements.get(tag)) return;
    // A failed load (offline, a new deployment) may be tried again by the next interaction.
    loading = options.load().then(
      () => (loading = undefined),
      () => (loading = undefined),
    );
  };

  const remember = (interaction: Interaction) => {
    pending.push(interaction);
    host.setAttribute('data-waiting', '');
    load();
  };

  const forget = () => {
    pending.length = 0;
    host.removeAttribute('data-waiting');
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (defined || event.composedPath()[0] !== host || !isActingKey(event)) return;
    event.preventDefault();
    const { key, code, altKey, shiftKey } = event;
    remember({ kind: 'key', init: { key, code, altKey, shiftKey } });
  };

  /** Does `interaction` on the element's own combobox, as if the person had reached it there. */
  const replay = (target: HTMLElement, interaction: Interaction) => {
    if (interaction.kind === 'click') target.click();
    else {
      const init = { ...interaction.init, bubbles: true, composed: true, cancelable: true };
      target.dispatchEvent(new KeyboardEvent('keydown', init));
    }
  };

  const onClick = (event: MouseEvent) => {
    // A click that lands on the host itself: before the definition, or a press begun on the stand-in
    // and released on the element (the click then goes to the host, not to the element's combobox).
    if (event.composedPath()[0] !== host) return;
    const target = defined ? control(host) : undefined;
    if (target) replay(target, { kind: 'click' });
    else if (!defined) remember({ kind: 'click' });
  };

  const onFocusOut = (event: FocusEvent) => {
    const next = event.relatedTarget as Node | null;
    if (!defined && !(next && host.contains(next))) forget();
  };

  const upgrade = () => {
    defined = true;
    const target = control(host);
    // The host itself had focus (the stand-in's): the element's combobox takes it over.
    const hadFocus = document.activeElement === host && !host.shadowRoot?.activeElement;
    if (hadFocus) target?.focus();
    for (const name of [...Object.keys(STAND_IN_ATTRIBUTES), 'aria-label', 'data-waiting']) {
      host.removeAttribute(name);
    }
    const todo = pending.splice(0);
    if (hadFocus && target) for (const interaction of todo) replay(target, interaction);
  };

  const listening = new AbortController();
  const on = <K extends keyof HTMLElementEventMap>(
    type: K,
    listener: (event: HTMLElementEventMap[K]) => void,
  ) => host.addEventListener(type, listener, { signal: listening.signal });
  on('click', onClick);
  if (!defined) {
    for (const [name, value] of Object.entries(STAND_IN_ATTRIBUTES)) host.setAttribute(name, value);
    host.setAttribute('aria-label', options.label);
    on('keydown', onKeyDown);
    on('pointerover', load);
    on('pointerdown', load);
    on('focusin', load);
    on('focusout', onFocusOut);
    void customElements.whenDefined(tag).then(async () => {
      // Upgraded now; its first render (the combobox inside) is a microtask away.
      await (host as HTMLElement & { updateComplete?: Promise<unknown> }).updateComplete;
      if (connected) upgrade();
    });
  }

  return {
    load,
    disconnect: () => {
      connected = false;
      forget();
      listening.abort();
    },
  };
}
