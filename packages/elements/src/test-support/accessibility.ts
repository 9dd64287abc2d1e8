/** The accessibility tree in the element tests (excluded from the build and the manifest). */
import { executeServerCommand } from '@web/test-runner-commands';
import { computeAccessibleDescription, computeAccessibleName, getRole } from 'dom-accessibility-api';

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

/** What {@link getByRole} matches besides the role. */
export interface ByRole {
  name?: string;
  /** The whole description, or a test of it. */
  description?: string | ((description: string) => boolean);
}

/**
 * The one element of `role` in `root` with this accessible name and description, computed as
 * assistive technology computes them (dom-accessibility-api, which Testing Library's `getByRole`
 * uses). Fails naming what there is when none or several match.
 */
export function getByRole(root: ParentNode, role: string, { name, description }: ByRole = {}): HTMLElement {
  const all = [...root.querySelectorAll<HTMLElement>('*')].filter(
    (node) => (node.getAttribute('role') ?? getRole(node)) === role,
  );
  const found = all.filter(
    (node) =>
      (name === undefined || computeAccessibleName(node) === name) &&
      (description === undefined ||
        (typeof description === 'string'
          ? computeAccessibleDescription(node) === description
          : description(computeAccessibleDescription(node)))),
  );
  if (found.length !== 1) {
    const seen = all.map((n) => `"${computeAccessibleName(n)}" (${computeAccessibleDescription(n)})`);
    throw new Error(`${found.length} ${role} named "${name}" (${description}); there are ${seen.join(', ')}`);
  }
  return found[0]!;
}
