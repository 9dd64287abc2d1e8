#!/usr/bin/env node
// The size budgets of issue #9, as a check: the four elements together <= 25 kB gzip, the portal's
// first-load JS <= 120 kB gzip (1 kB = 1000 bytes). Measured by bench/sizes/measure.mjs (size-limit),
// the same code as `npm run bench -- sizes`.
//
//   node scripts/size-budget.mjs [--no-build] [--portal-dist DIR]
//
// Builds packages/elements/dist and packages/portal/dist first when they are missing or older than
// their sources (not with --no-build). Exits 1 when a budget is exceeded, naming it and by how much,
// and 2 when it cannot measure (a build failed, a dist is missing).
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
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
export async function checkSizeBudgets({ build = true, portalDist = defaultPortalDist } = {}) {
  if (build) ensureBuilt({ portalDist });
  const budgets = judgeBudgets(await measureBudgetFigures({ portalDist }));
  const messages = budgets.map((b) =>
    b.over > 0
      ? `size budget exceeded: ${b.label} is ${formatKB(b.size)} gzip, over its ${formatKB(b.limit)} by ${formatKB(b.over)}`
      : `size budget met: ${b.label} is ${formatKB(b.size)} gzip, ${formatKB(-b.over)} under its ${formatKB(b.limit)}`,
  );
  return { ok: budgets.every((b) => b.over <= 0), budgets, messages };
}

if (process.argv[1] && fileURLToPath(import.meta.url) === resolve(process.argv[1])) {
  const index = process.argv.indexOf('--portal-dist');
  const portalDist =
    index > 0 && process.argv[index + 1] ? resolve(process.argv[index + 1]) : defaultPortalDist;
  try {
    const { ok, budgets, messages } = await checkSizeBudgets({
      build: !process.argv.includes('--no-build'),
      portalDist,
    });
    for (const message of messages) console.log(message);
    const exceeded = budgets.filter((b) => b.over > 0).length;
    if (exceeded > 0) console.log(`${exceeded} of ${budgets.length} size budgets exceeded`);
    process.exitCode = ok ? 0 : 1;
  } catch (error) {
    console.error(`size budget check failed to measure: ${error instanceof Error ? error.message : error}`);
    process.exitCode = 2;
  }
}
