#!/usr/bin/env node
// The size budgets, as a check (1 kB = 1000 bytes, gzip): each element at first use (what a page
// loads for it, Lit included, lazy chunks not: tooltip 11 kB, sidebar 13.5, toaster 14, combobox 30,
// button 9.5, text field and textarea 13.5 each, checkbox and switch 11 each, radio group 11.25,
// dialog 10, breadcrumb 8, badge 7.25, and the rich-text editor's own entry 155),
// the four together 45 kB, and the portal's first-load JS 120 kB. Measured by bench/sizes/measure.mjs
// (size-limit), the same code as `npm run bench -- sizes`.
//
//   node scripts/size-budget.mjs [--no-build] [--portal-dist DIR] [--enforce tooltip,sidebar,...,portalJs]
//
// Builds packages/elements/dist and packages/portal/dist first when they are missing or older than
// their sources (not with --no-build). Exits 1 when an enforced budget is exceeded (all of them, unless
// --enforce names fewer), naming it and by how much, and 2 when it cannot measure (a build failed, a
// dist is missing). A budget left out of --enforce is still measured and printed, marked as such.
//
// `npm test` enforces every budget (scripts/test.mjs).
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  BUDGETS,
  defaultPortalDist,
  ensureBuilt,
  formatKB,
  judgeBudgets,
  measureBudgetFigures,
} from '../bench/sizes/measure.mjs';

/**
 * Measures the two budget figures and judges them.
 * Returns { ok, budgets: [{ key, label, limit, size, over }], messages: string[] }.
 */
export async function checkSizeBudgets({
  build = true,
  portalDist = defaultPortalDist,
  enforce = Object.keys(BUDGETS),
} = {}) {
  if (build) ensureBuilt({ portalDist });
  const budgets = judgeBudgets(await measureBudgetFigures({ portalDist })).map((b) => ({
    ...b,
    enforced: enforce.includes(b.key),
  }));
  const messages = budgets.map((b) => {
    const text =
      b.over > 0
        ? `size budget exceeded: ${b.label} is ${formatKB(b.size)} gzip, over its ${formatKB(b.limit)} by ${formatKB(b.over)}`
        : `size budget met: ${b.label} is ${formatKB(b.size)} gzip, ${formatKB(-b.over)} under its ${formatKB(b.limit)}`;
    return b.enforced ? text : `${text} (not enforced)`;
  });
  return { ok: budgets.every((b) => !b.enforced || b.over <= 0), budgets, messages };
}

if (process.argv[1] && fileURLToPath(import.meta.url) === resolve(process.argv[1])) {
  const option = (name) => {
    const index = process.argv.indexOf(name);
    return index > 0 ? process.argv[index + 1] : undefined;
  };
  const portalDist = option('--portal-dist') ? resolve(option('--portal-dist')) : defaultPortalDist;
  const enforce = option('--enforce')?.split(',') ?? Object.keys(BUDGETS);
  const unknown = enforce.filter((key) => !(key in BUDGETS));
  if (unknown.length > 0) {
    console.error(`--enforce takes ${Object.keys(BUDGETS).join(', ')}; not ${unknown.join(', ')}`);
    process.exit(2);
  }
  try {
    const { ok, budgets, messages } = await checkSizeBudgets({
      build: !process.argv.includes('--no-build'),
      portalDist,
      enforce,
    });
    for (const message of messages) console.log(message);
    const exceeded = budgets.filter((b) => b.enforced && b.over > 0).length;
    if (exceeded > 0)
      console.log(
        `${exceeded} of ${budgets.filter((b) => b.enforced).length} enforced size budgets exceeded`,
      );
    process.exitCode = ok ? 0 : 1;
  } catch (error) {
    console.error(`size budget check failed to measure: ${error instanceof Error ? error.message : error}`);
    process.exitCode = 2;
  }
}
