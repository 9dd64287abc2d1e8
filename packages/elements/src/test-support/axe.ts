/** axe-core for the element tests (excluded from the build and the manifest). */
import type AxeCore from 'axe-core';
import { expect } from '@open-wc/testing';

/** axe-core is CommonJS: load its browser build with a script tag once. */
export async function loadAxe(): Promise<typeof AxeCore> {
  const holder = window as unknown as { axe?: typeof AxeCore };
  if (!holder.axe) {
    await new Promise<void>((resolve, reject) => {
      const script = document.createElement('script');
      script.src = '/node_modules/axe-core/axe.min.js';
      script.onload = () => resolve();
      script.onerror = () => reject(new Error('axe-core did not load'));
      document.head.append(script);
    });
  }
  return holder.axe!;
}

/**
 * Runs axe on `context` and fails listing each violation as `state: rule: target, target` (`state`
 * names what the test had shown, e.g. 'open').
 */
export async function expectNoAxeViolations(context: AxeCore.ElementContext, state = ''): Promise<void> {
  const results = await (await loadAxe()).run(context, { resultTypes: ['violations'] });
  const prefix = state ? `${state}: ` : '';
  const summary = results.violations.map(
    (v) => `${prefix}${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );
  expect(summary).to.deep.equal([]);
}

/** The themes of the design tokens (`data-theme` on `<html>`). */
export type Theme = 'light' | 'dark';

/**
 * Runs `body` once per theme with the design tokens' stylesheet on the page and the page's canvas
 * and text colours as the tokens' base.css sets them (what axe's contrast checks must see), then
 * takes it all away. Returns false without running anything when the tokens are not built; the
 * caller then skips its test:
 *
 * ```ts
 * it('passes axe with the design tokens, light and dark', async function () {
 *   if (!(await inEachTheme(async (theme) => expectNoAxeViolations(await render(), theme)))) this.skip();
 * });
 * ```
 */
export async function inEachTheme(body: (theme: Theme) => Promise<void>): Promise<boolean> {
  const href = '/packages/tokens/dist/tokens.css';
  if (!(await fetch(href, { method: 'HEAD' })).ok) return false;
  const link = Object.assign(document.createElement('link'), { rel: 'stylesheet', href });
  const loaded = new Promise((resolve) => (link.onload = resolve));
  document.head.append(link);
  await loaded;
  document.body.style.background = 'var(--pp-color-bg-canvas)';
  document.body.style.color = 'var(--pp-color-fg-default)';
  try {
    for (const theme of ['light', 'dark'] as const) {
      document.documentElement.dataset['theme'] = theme;
      await body(theme);
    }
  } finally {
    delete document.documentElement.dataset['theme'];
    document.body.style.background = '';
    document.body.style.color = '';
    link.remove();
  }
  return true;
}
