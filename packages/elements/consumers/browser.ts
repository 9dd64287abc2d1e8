import type { Page } from '@playwright/test';

/** What a page reports as going wrong: uncaught errors and console errors, collected from now on. */
export function pageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  return errors;
}

/**
 * Opens the combobox named `name` and clicks `option` once the list has finished opening, as a person
 * does. Clicked while the list still slides in, the option is "not stable" to Playwright, whose later
 * attempts scroll it into view with a forced alignment: that scrolls the page too (the list is in the
 * top layer), and the list, placed by CSS anchor positioning, follows its field one frame later, so
 * the point Playwright had read could end up on the list's edge, outside every option (seen: one run in
 * three in CI, the page 16 px taller than the window).
 */
export async function chooseOption(page: Page, name: string, option: string): Promise<void> {
  const combobox = page.getByRole('combobox', { name });
  await combobox.click();
  const target = page.getByRole('listbox', { name }).getByRole('option', { name: option });
  await target.waitFor();
  await combobox.evaluate((field) =>
    Promise.all(
      (field.getRootNode() as ShadowRoot)
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ).then(() => undefined),
  );
  await target.click();
}

/**
 * Resolves once every finite animation of the page has ended, those inside open shadow roots too
 * (where the elements animate): `document.getAnimations()` leaves those out. Endless ones (a spinner)
 * are not waited for.
 */
export async function animationsFinished(page: Page): Promise<void> {
  await page.evaluate(() => {
    const roots: (Document | ShadowRoot)[] = [document];
    for (let i = 0; i < roots.length; i++) {
      for (const element of roots[i]!.querySelectorAll('*')) {
        if (element.shadowRoot) roots.push(element.shadowRoot);
      }
    }
    return Promise.all(
      roots
        .flatMap((root) => root.getAnimations())
        .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ).then(() => undefined);
  });
}
