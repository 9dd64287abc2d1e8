/** The accessibility tree in the element tests (excluded from the build and the manifest). */
import { executeServerCommand } from '@web/test-runner-commands';

let probes = 0;

/**
 * The accessibility tree under `element`, as Playwright's ARIA snapshot writes it from what Chromium
 * computed (roles, names, states; shadow roots included):
 *
 * ```yaml
 * - button "Zapisz zmiany (trwa ładowanie)" [disabled]
 * - link "Nowe zgłoszenie":
 *   - /url: /support/new
 * ```
 */
export async function ariaSnapshot(element: Element): Promise<string> {
  probes += 1;
  const probe = String(probes);
  element.setAttribute('data-aria-probe', probe);
  try {
    return await executeServerCommand<string, { selector: string }>('aria-snapshot', {
      selector: `[data-aria-probe="${probe}"]`,
    });
  } finally {
    element.removeAttribute('data-aria-probe');
  }
}
