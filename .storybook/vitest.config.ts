import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { fileURLToPath } from 'node:url';
import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';
import { chromiumArgs, ensureChromium } from '../scripts/chromium.mjs';
import { baselineBrowsers, recordBaseline } from './baselines.js';
import { VISUAL_POLICIES } from './visual-policy.js';

// Every story of .storybook/main.ts as a test (Storybook's Vitest integration, @storybook/addon-vitest),
// in headless Chromium: rendered, its play function run, axe (@storybook/addon-a11y with
// parameters.a11y.test = 'error'; every rule in the light projects, the colour rules in the dark ones:
// story-axe.ts), no console.error, then compared with its committed screenshot
// (vitest.setup.ts here). Once per theme of the toolbar's `theme` global at 1280 px, and the
// sidebar's and the combobox's stories also at 375 px. A story that sets the theme itself keeps it.
//   npm run test:visual                 every story test (npm test runs them too)
//   npm run test:visual -- --update     writes the screenshots of this run as the new baselines
//   npm run test:visual -- packages/elements/src/pp-button --update
//                                       the same for one folder (the path first: --update takes a value)
// A screenshot that differs beyond the visual policy (visual-policy.ts) fails its test; the reference,
// the new one and the diff are written to reports/visual/ (git-ignored), and the message says which
// Chromium build took the baseline and which one ran (baselines.ts, __screenshots__/browsers.json).

const root = fileURLToPath(new URL('..', import.meta.url));
const updatingBaselines = process.argv.some((arg) => arg === '--update' || arg === '-u');
// Storybook's telemetry writes to the home folder and slows the start (docs/toolchain.md).
process.env['STORYBOOK_DISABLE_TELEMETRY'] ??= '1';

type Theme = 'light' | 'dark';
type Viewport = 'desktop' | 'phone';

/** Headless Chromium with the screenshot settings every project here shares. */
function browser(): NonNullable<TestProjectInlineConfiguration['test']>['browser'] {
  return {
    enabled: true,
    headless: true,
    provider: playwright({
      launchOptions: { executablePath: ensureChromium(), args: chromiumArgs },
      // A window larger than every story viewport: Vitest scales the story's frame down to fit.
      contextOptions: { viewport: { width: 1300, height: 900 } },
    }),
    instances: [{ browser: 'chromium' }],
    // A failing comparison writes its own reference, actual and diff to reports/visual/.
    screenshotFailures: false,
    commands: { recordBaseline, baselineBrowsers },
    expect: {
      toMatchScreenshot: {
        comparatorName: 'pixelmatch',
        // Each story's own policy is applied in vitest.setup.ts; this is the default.
        comparatorOptions: { ...VISUAL_POLICIES.default },
        resolveScreenshotPath: ({ arg, ext, root, testFileDirectory }) =>
          `${root}/${testFileDirectory}/__screenshots__/${arg}${ext}`,
        resolveDiffPath: ({ arg, ext, root, testFileDirectory }) =>
          `${root}/reports/visual/${testFileDirectory}/${arg}${ext}`,
      },
    },
  };
}

function stories(theme: Theme, viewport: Viewport): TestProjectInlineConfiguration {
  const name = viewport === 'desktop' ? `stories-${theme}` : `stories-${viewport}-${theme}`;
  return {
    plugins: [
      storybookTest({
        configDir: `${root}.storybook`,
        // The viewports are parameters.viewport.options of preview.ts.
        initialGlobals: { theme, viewport: { value: viewport, isRotated: false } },
      }),
    ],
    test: {
      name,
      root,
      // At 375 px only the elements whose layout changes with the width.
      exclude:
        viewport === 'phone'
          ? ['packages/elements/src/!(pp-app-shell|pp-sidebar|pp-combobox|pp-rich-text-editor)/**']
          : [],
      setupFiles: ['.storybook/vitest.setup.ts'],
      attachmentsDir: 'reports/vitest-attachments',
      // The dark projects run axe's colour rules only; the light ones every rule (story-axe.ts).
      provide: {
        screenshotFolder: `${theme}-${viewport}`,
        updatingBaselines,
        axeColoursOnly: theme === 'dark',
      },
      browser: browser(),
    },
  };
}

export default defineConfig({
  test: {
    projects: [
      stories('light', 'desktop'),
      stories('dark', 'desktop'),
      stories('light', 'phone'),
      stories('dark', 'phone'),
      {
        // The policy itself: its baseline matches, and one changed token fails it. After the stories
        // (a group of its own), on a quiet machine: beside four story browsers its captures take long
        // to settle.
        test: {
          name: 'visual-policy',
          root,
          sequence: { groupOrder: 1 },
          testTimeout: 60_000,
          include: ['.storybook/visual-policy.browser.test.ts'],
          attachmentsDir: 'reports/vitest-attachments',
          provide: { screenshotFolder: 'policy', updatingBaselines },
          browser: browser(),
        },
      },
    ],
  },
});
