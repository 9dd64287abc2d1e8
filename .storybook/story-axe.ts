/**
 * The axe options of a story test run (vitest.config.ts), applied by preview.ts's afterEach just
 * before @storybook/addon-a11y runs axe on the story. The Storybook UI keeps the addon's defaults.
 */
import type { RunOptions } from 'axe-core';

/**
 * The axe rules whose outcome depends on colours (text contrast, links told apart by colour): the
 * same list as the portal's page matrix (COLOUR_RULES in packages/portal/e2e/support.ts).
 */
export const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

/** What vitest.setup.ts tells preview.ts about the project running (a global: preview.ts has no Vitest). */
export interface StoryAxeRun {
  /** True in the dark projects: only COLOUR_RULES run there (see storyTestA11y). */
  coloursOnly: boolean;
}

const KEY = Symbol.for('portal-elements.story-axe-run');

export function setStoryAxeRun(run: StoryAxeRun): void {
  (globalThis as Record<symbol, unknown>)[KEY] = run;
}

function storyAxeRun(): StoryAxeRun | undefined {
  return (globalThis as Record<symbol, unknown>)[KEY] as StoryAxeRun | undefined;
}

interface A11yParameter {
  options?: RunOptions;
  [key: string]: unknown;
}

/**
 * A story's `parameters.a11y` as a story test runs it.
 *
 * - Only violations are collected in full (axe's resultTypes): a violation fails the test with
 *   every node it found, as before, while the passing and incomplete checks, which fail nothing, are
 *   no longer each listed node by node. That listing (a CSS selector and the HTML of every node
 *   that passed) was most of axe's time on the larger stories, and went into every test's report:
 *   145 kB a test, 106 MB of stories.json.
 * - In the dark projects only COLOUR_RULES run. The theme sets the design tokens' colour custom
 *   properties on <html> (packages/tokens/build.mjs writes only colours for [data-theme="dark"]) and
 *   changes nothing else in the document: the same story, its play function and the same elements
 *   run in the light project, where the full rule set checks the document (names, roles, ARIA,
 *   structure); what the dark theme can break is a colour. The light projects must keep every rule:
 *   they are the one place the rest is checked. A story that sets its own theme (globals.theme) is
 *   rendered in that theme in both projects, so the light project checks it in full too. The page
 *   matrix applies the same reasoning to the portal's pages.
 */
export function storyTestA11y(a11y: A11yParameter | undefined): A11yParameter | undefined {
  const run = storyAxeRun();
  if (!run) return a11y;
  const options: RunOptions = { ...a11y?.options, resultTypes: ['violations'] };
  if (run.coloursOnly) options.runOnly = { type: 'rule', values: COLOUR_RULES };
  return { ...a11y, options };
}
