import type { Page } from '@playwright/test';
import { clickOption } from '../../../scripts/animations.mjs';

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
 * does (scripts/animations.mjs says why the wait matters).
 */
export async function chooseOption(page: Page, name: string, option: string): Promise<void> {
  await page.getByRole('combobox', { name }).click();
  await clickOption(page.getByRole('listbox', { name }).getByRole('option', { name: option }));
}
