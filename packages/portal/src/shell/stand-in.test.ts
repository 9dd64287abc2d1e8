import { afterEach, describe, expect, it, vi } from 'vitest';
import { standIn } from './stand-in';

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
    standIn(host, 'Wybierz projekt', () => Promise.resolve());
    expect(host.getAttribute('role')).toBe('combobox');
    expect(host.getAttribute('aria-label')).toBe('Wybierz projekt');
    expect(host.tabIndex).toBe(0);
    expect(host.getAttribute('aria-expanded')).toBe('false');
    expect(host.getAttribute('aria-busy')).toBe('true');
  });

  it('starts loading on the first pointer-over, focus or press, once', () => {
    const { tag } = fakeElement();
    const host = mount(tag);
    const load = vi.fn(() => new Promise<void>(() => undefined));
    standIn(host, 'x', load);
    host.dispatchEvent(new Event('pointerover', { bubbles: true }));
    host.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    host.focus();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('loads again after a failed load, on the next interaction', async () => {
    const { tag } = fakeElement();
    const host = mount(tag);
    const load = vi.fn(() => Promise.reject(new Error('offline')));
    standIn(host, 'x', load);
    host.dispatchEvent(new Event('pointerover'));
    await settle();
    host.dispatchEvent(new Event('pointerover'));
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('does a click made before the definition on the element, with focus moved into it', async () => {
    const { tag, log, define } = fakeElement();
    const host = mount(tag);
    standIn(host, 'x', () => Promise.resolve());
    host.dispatchEvent(new Event('pointerdown'));
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
    standIn(host, 'x', () => Promise.resolve());
    define();
    await settle();
    for (const name of ['role', 'aria-label', 'tabindex', 'aria-expanded', 'aria-haspopup', 'aria-busy']) {
      expect(host.hasAttribute(name), name).toBe(false);
    }
  });

  it('presses an opening key pressed before the definition again, and keeps the page from scrolling', async () => {
    const { tag, log, define } = fakeElement();
    const host = mount(tag);
    standIn(host, 'x', () => Promise.resolve());
    host.focus();
    expect(press(host, 'ArrowDown').defaultPrevented).toBe(true);
    define();
    await settle();
    expect(log).toEqual(['key ArrowDown']);
    expect(host.shadowRoot?.activeElement).toBe(combobox(host));
  });

  it('knows the keys that open a select-only combobox', () => {
    const { tag } = fakeElement();
    const host = mount(tag);
    standIn(host, 'x', () => new Promise(() => undefined));
    host.focus();
    for (const key of ['ArrowDown', 'ArrowUp', 'Home', 'End', 'Enter', ' ']) {
      expect(press(host, key).defaultPrevented, key).toBe(true);
    }
  });

  it('leaves Tab and the page shortcuts alone', () => {
    const { tag } = fakeElement();
    const host = mount(tag);
    standIn(host, 'x', () => Promise.resolve());
    host.focus();
    expect(press(host, 'Tab').defaultPrevented).toBe(false);
    expect(press(host, 'Escape').defaultPrevented).toBe(false);
    expect(press(host, 'k', { ctrlKey: true }).defaultPrevented).toBe(false);
    expect(press(host, 'ArrowDown', { ctrlKey: true }).defaultPrevented).toBe(false);
    expect(host.hasAttribute('data-waiting')).toBe(false);
  });

  it('forgets what it remembered when the person moves on', async () => {
    const { tag, log, define } = fakeElement();
    const host = mount(tag);
    const elsewhere = document.createElement('button');
    document.body.append(elsewhere);
    standIn(host, 'x', () => Promise.resolve());
    host.focus();
    host.dispatchEvent(new Event('pointerdown'));
    elsewhere.focus();
    expect(host.hasAttribute('data-waiting')).toBe(false);
    define();
    await settle();
    expect(log).toEqual([]);
    expect(document.activeElement).toBe(elsewhere);
  });

  it('does a press once, even when its click lands on the host after the definition', async () => {
    const { tag, log, define } = fakeElement();
    const host = mount(tag);
    standIn(host, 'x', () => Promise.resolve());
    host.dispatchEvent(new Event('pointerdown'));
    host.focus();
    define();
    await settle();
    host.click(); // the press released on the element: the click goes to the host
    expect(log).toEqual(['click']);
  });

  it('stops listening when told to', async () => {
    const { tag, log, define } = fakeElement();
    const host = mount(tag);
    const stop = standIn(host, 'x', () => Promise.resolve());
    host.focus();
    press(host, 'ArrowDown');
    stop();
    define();
    await settle();
    expect(log).toEqual([]);
  });

  it('does nothing to an element already defined', () => {
    const { tag, define } = fakeElement();
    define();
    const host = mount(tag);
    const load = vi.fn(() => Promise.resolve());
    standIn(host, 'x', load);
    host.dispatchEvent(new Event('pointerover'));
    expect(host.hasAttribute('role')).toBe(false);
    expect(load).not.toHaveBeenCalled();
  });
});
