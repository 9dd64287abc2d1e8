import { afterEach, describe, expect, it, vi } from 'vitest';
import { isActingKey, standIn } from './stand-in';

let tags = 0;

/**
 * A stand-in element's tag (each test defines its own: definitions are global) and a class for it
 * that behaves as pp-combobox does for the stand-in: a shadow root whose combobox records what
 * reaches it, and `updateComplete`.
 */
function fakeElement() {
  const tag = `x-combobox-${++tags}`;
  const log: string[] = [];
  class FakeCombobox extends HTMLElement {
    updateComplete: Promise<boolean>;
    constructor() {
      super();
      const root = this.attachShadow({ mode: 'open' });
      const combobox = document.createElement('div');
      combobox.setAttribute('role', 'combobox');
      combobox.tabIndex = 0;
      combobox.addEventListener('click', () => log.push('click'));
      combobox.addEventListener('keydown', (event) => log.push(`key ${event.key}`));
      root.append(combobox);
      this.updateComplete = Promise.resolve(true);
    }
  }
  const define = () => customElements.define(tag, FakeCombobox);
  return { tag, log, define };
}

/** Lets the stand-in's `whenDefined` → `updateComplete` chain run. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

function mount(tag: string) {
  const host = document.createElement(tag);
  document.body.append(host);
  return host;
}

function press(target: HTMLElement, key: string, init: KeyboardEventInit = {}) {
  const event = new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true, ...init });
  target.dispatchEvent(event);
  return event;
}

const combobox = (host: HTMLElement) => host.shadowRoot?.querySelector<HTMLElement>('[role="combobox"]');

afterEach(() => {
  document.body.replaceChildren();
});

describe('a stand-in before its element is defined', () => {
  it('is one keyboard stop, a busy combobox with the name it will have', () => {
    const { tag } = fakeElement();
    const host = mount(tag);
    standIn(host, { label: 'Wybierz projekt', load: () => Promise.resolve() });
    expect(host.getAttribute('role')).toBe('combobox');
    expect(host.getAttribute('aria-label')).toBe('Wybierz projekt');
    expect(host.tabIndex).toBe(0);
    expect(host.getAttribute('aria-expanded')).toBe('false');
    expect(host.getAttribute('aria-busy')).toBe('true');
  });

  it('starts loading on the first pointer-over, once', () => {
    const { tag } = fakeElement();
    const host = mount(tag);
    const load = vi.fn(() => new Promise<void>(() => undefined));
    standIn(host, { label: 'x', load });
    host.dispatchEvent(new Event('pointerover', { bubbles: true }));
    host.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    host.focus();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('loads again after a failed load, on the next interaction', async () => {
    const { tag } = fakeElement();
    const host = mount(tag);
    const load = vi.fn(() => Promise.reject(new Error('offline')));
    standIn(host, { label: 'x', load });
    host.dispatchEvent(new Event('pointerover'));
    await settle();
    host.dispatchEvent(new Event('pointerover'));
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('does a click made before the definition on the element, with focus moved into it', async () => {
    const { tag, log, define } = fakeElement();
    const host = mount(tag);
    standIn(host, { label: 'x', load: () => Promise.resolve() });
    host.focus(); // a press on a tab stop focuses it
    host.click();
    expect(host.hasAttribute('data-waiting')).toBe(true);
    expect(log).toEqual([]);
    define();
    await settle();
    expect(log).toEqual(['click']);
    expect(host.shadowRoot?.activeElement).toBe(combobox(host));
  });

  it('removes its role, name and tab stop once the element is defined', async () => {
    const { tag, define } = fakeElement();
    const host = mount(tag);
    standIn(host, { label: 'x', load: () => Promise.resolve() });
    define();
    await settle();
    for (const name of ['role', 'aria-label', 'tabindex', 'aria-expanded', 'aria-haspopup', 'aria-busy']) {
      expect(host.hasAttribute(name), name).toBe(false);
    }
  });

  it('presses the keys pressed before the definition again, in order, and keeps the page from scrolling', async () => {
    const { tag, log, define } = fakeElement();
    const host = mount(tag);
    standIn(host, { label: 'x', load: () => Promise.resolve() });
    host.focus();
    expect(press(host, 'ArrowDown').defaultPrevented).toBe(true);
    expect(press(host, 'End').defaultPrevented).toBe(true);
    define();
    await settle();
    expect(log).toEqual(['key ArrowDown', 'key End']);
    expect(host.shadowRoot?.activeElement).toBe(combobox(host));
  });

  it('leaves Tab and the page shortcuts alone', () => {
    const { tag } = fakeElement();
    const host = mount(tag);
    standIn(host, { label: 'x', load: () => Promise.resolve() });
    host.focus();
    expect(press(host, 'Tab').defaultPrevented).toBe(false);
    expect(press(host, 'k', { ctrlKey: true }).defaultPrevented).toBe(false);
    expect(host.hasAttribute('data-waiting')).toBe(false);
  });

  it('forgets what it remembered when the person moves on', async () => {
    const { tag, log, define } = fakeElement();
    const host = mount(tag);
    const elsewhere = document.createElement('button');
    document.body.append(elsewhere);
    standIn(host, { label: 'x', load: () => Promise.resolve() });
    host.focus();
    host.click();
    elsewhere.focus();
    expect(host.hasAttribute('data-waiting')).toBe(false);
    define();
    await settle();
    expect(log).toEqual([]);
    expect(document.activeElement).toBe(elsewhere);
  });

  it('hands a click that reached the host itself after the definition to the element', async () => {
    const { tag, log, define } = fakeElement();
    const host = mount(tag);
    standIn(host, { label: 'x', load: () => Promise.resolve() });
    define();
    await settle();
    host.click(); // a press begun on the stand-in and released on the element
    combobox(host)?.click(); // an ordinary click on the element: its own, not handed twice
    expect(log).toEqual(['click', 'click']);
  });

  it('does nothing to an element already defined', () => {
    const { tag, define } = fakeElement();
    define();
    const host = mount(tag);
    const load = vi.fn(() => Promise.resolve());
    standIn(host, { label: 'x', load });
    host.dispatchEvent(new Event('pointerover'));
    expect(host.hasAttribute('role')).toBe(false);
    expect(load).not.toHaveBeenCalled();
  });
});

describe('the keys a closed select-only combobox acts on', () => {
  const key = (key: string, extra: Partial<KeyboardEvent> = {}) => ({
    key,
    ctrlKey: false,
    metaKey: false,
    isComposing: false,
    ...extra,
  });

  it('are the arrows, Home, End, Enter, Space and letters', () => {
    for (const name of ['ArrowDown', 'ArrowUp', 'Home', 'End', 'Enter', ' ', 'a', 'Ż']) {
      expect(isActingKey(key(name)), name).toBe(true);
    }
  });

  it('are not Tab, Escape, shortcuts or keys of an IME composition', () => {
    expect(isActingKey(key('Tab'))).toBe(false);
    expect(isActingKey(key('Escape'))).toBe(false);
    expect(isActingKey(key('k', { ctrlKey: true }))).toBe(false);
    expect(isActingKey(key('k', { metaKey: true }))).toBe(false);
    expect(isActingKey(key('a', { isComposing: true }))).toBe(false);
  });
});
