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
