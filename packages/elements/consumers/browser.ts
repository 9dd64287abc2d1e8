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
