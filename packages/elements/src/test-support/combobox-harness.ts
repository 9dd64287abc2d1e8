/**
 * The combobox test harness: how a test reads a `<pp-combobox>` (its combobox, listbox, rendered
 * options, the active option as aria-activedescendant names it, the live text, the ARIA state) and
 * drives it with the real keyboard (excluded from the build and the manifest).
 */
import { expect } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import type { PpCombobox } from '../pp-combobox/pp-combobox.js';
import { frames, until } from './wait.js';

export async function settle(el: PpCombobox): Promise<void> {
  await el.updateComplete;
  await frames(1);
  await el.updateComplete;
}

export function root(el: PpCombobox): ShadowRoot {
  return el.shadowRoot as ShadowRoot;
}

export function combobox(el: PpCombobox): HTMLElement {
  return root(el).querySelector('[role="combobox"]') as HTMLElement;
}

export function listbox(el: PpCombobox): HTMLElement {
  return root(el).querySelector('[role="listbox"]') as HTMLElement;
}

export function renderedOptions(el: PpCombobox): HTMLElement[] {
  return [...root(el).querySelectorAll<HTMLElement>('[role="option"]')];
}

/** The option that aria-activedescendant names, resolved in the same shadow root, or null. */
export function activeOption(el: PpCombobox): HTMLElement | null {
  const id = combobox(el).getAttribute('aria-activedescendant');
  if (!id) return null;
  const option = root(el).getElementById(id);
  expect(option, `aria-activedescendant "${id}" names a rendered element`).to.exist;
  return option as HTMLElement;
}

export function activeName(el: PpCombobox): string | undefined {
  return activeOption(el)?.querySelector('.name')?.textContent?.trim();
}

export function optionNames(el: PpCombobox): string[] {
  return renderedOptions(el)
    .sort((a, b) => Number(a.dataset['index']) - Number(b.dataset['index']))
    .map((o) => o.querySelector('.name')?.textContent?.trim() ?? '');
}

export function liveText(el: PpCombobox): string {
  return (root(el).querySelector('[role="status"]')?.textContent ?? '').replace(/\u00a0/g, '').trim();
}

/** The accessibility facts of the combobox, as a screen reader gets them from the ARIA attributes. */
export function ariaState(el: PpCombobox) {
  const box = combobox(el);
  const active = activeOption(el);
  return {
    role: box.getAttribute('role'),
    name: box.getAttribute('aria-label'),
    expanded: box.getAttribute('aria-expanded'),
    controls: box.getAttribute('aria-controls'),
    active: active
      ? {
          role: active.getAttribute('role'),
          selected: active.getAttribute('aria-selected'),
          posinset: Number(active.getAttribute('aria-posinset')),
          setsize: Number(active.getAttribute('aria-setsize')),
        }
      : null,
  };
}

export async function press(el: PpCombobox, key: string): Promise<void> {
  await sendKeys({ press: key });
  await settle(el);
}

export async function typeText(el: PpCombobox, text: string): Promise<void> {
  await sendKeys({ type: text });
  await settle(el);
}

export async function open(el: PpCombobox, key = 'ArrowDown'): Promise<void> {
  el.focus();
  await press(el, key);
  await until(() => renderedOptions(el).length > 0 || !!root(el).querySelector('[part~="empty"]'), 'rows');
}
