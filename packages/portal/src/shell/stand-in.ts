/**
 * A combobox element in the page before its definition has loaded, made to act as the control it
 * will become ("upgrade in place"). The node is the same before and after, so nothing React renders
 * is replaced and focus stays where it is. While the element is undefined the stand-in:
 * - is a keyboard stop with the control's role and name (a combobox named `label`), aria-busy;
 * - starts loading the definition on the first pointer-over or focus (or when `load` is called);
 * - remembers a press or a key that opens a select-only combobox (APG: the arrows, Home, End, Enter,
 *   Space; their default, scrolling the page, is prevented), and marks itself `data-waiting` (the
 *   page shows a spinner).
 * Once the element is defined and has rendered, the stand-in's attributes are removed (one tab stop:
 * the element's own combobox), focus moves into the element when the stand-in had it, and the press
 * or key is done again there. A person who moved on (focus left) is not surprised by a list opening
 * later: leaving the stand-in forgets it. A press begun on the stand-in and released on the element
 * makes a click on the host, not on the element's combobox: the press is what is remembered.
 */

/** Keys that open a closed select-only combobox (APG). */
const OPENING_KEYS = ['ArrowDown', 'ArrowUp', 'Enter', ' ', 'Home', 'End'];

/**
 * Makes `host` act as the combobox it will be once `load` has defined it; returns a function that
 * stops listening. Nothing happens to an element already defined.
 */
export function standIn(host: HTMLElement, label: string, load: () => Promise<unknown>): () => void {
  const tag = host.localName;
  const listening = new AbortController();
  if (customElements.get(tag)) return () => undefined;
  const attributes: [string, string][] = [
    ['role', 'combobox'],
    ['tabindex', '0'],
    ['aria-label', label],
    ['aria-haspopup', 'listbox'],
    ['aria-expanded', 'false'],
    ['aria-busy', 'true'],
  ];
  for (const [name, value] of attributes) host.setAttribute(name, value);
  /** 'click' or the key pressed, to do again on the element. */
  let pending: string | undefined;
  let loading = false;

  const start = () => {
    if (loading || customElements.get(tag)) return;
    loading = true;
    // A failed load (offline, a new deployment) may be tried again by the next interaction.
    void load().then(
      () => (loading = false),
      () => (loading = false),
    );
  };
  const remember = (interaction: string | undefined) => {
    pending = interaction;
    host.toggleAttribute('data-waiting', interaction !== undefined);
    if (interaction) start();
  };
  const on = <K extends keyof HTMLElementEventMap>(
    type: K,
    listener: (event: HTMLElementEventMap[K]) => void,
  ) => host.addEventListener(type, listener, { signal: listening.signal });
  on('pointerover', start);
  on('focusin', start);
  on('pointerdown', () => remember('click'));
  on('keydown', (event) => {
    if (event.ctrlKey || event.metaKey || !OPENING_KEYS.includes(event.key)) return;
    event.preventDefault();
    remember(event.key);
  });
  on('focusout', () => remember(undefined));

  void customElements.whenDefined(tag).then(async () => {
    // Upgraded now; its first render (the combobox inside) is a microtask away.
    await (host as HTMLElement & { updateComplete?: Promise<unknown> }).updateComplete;
    if (listening.signal.aborted) return;
    listening.abort();
    const control = host.shadowRoot?.querySelector<HTMLElement>('[role="combobox"]');
    const focused = document.activeElement === host;
    if (focused) control?.focus();
    for (const [name] of attributes) host.removeAttribute(name);
    host.removeAttribute('data-waiting');
    if (!focused || !pending || !control) return;
    if (pending === 'click') control.click();
    else {
      const init = { key: pending, bubbles: true, composed: true, cancelable: true };
      control.dispatchEvent(new KeyboardEvent('keydown', init));
    }
  });
  return () => listening.abort();
}
