import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { fileURLToPath } from 'node:url';
import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';
import { chromiumArgs, ensureChromium } from '../scripts/chromium.mjs';

// Every story of .storybook/main.ts as a test (Storybook's Vitest integration, @storybook/addon-vitest),
// in headless Chromium: rendered, its play function run, axe (@storybook/addon-a11y with
// parameters.a11y.test = 'error'), no console.error, then compared with its committed screenshot
// (vitest.setup.ts here). Once per theme of the toolbar's `theme` global at 1280 px, and the
// sidebar's and the combobox's stories also at 375 px. A story that sets the theme itself keeps it.
//   npm run test:visual                 every story test (npm test runs them too)
//   npm run test:visual -- --update     writes the screenshots of this run as the new baselines
// A screenshot that differs fails its test; the reference, the new one and the diff are written to
// reports/visual/ (git-ignored).

const root = fileURLToPath(new URL('..', import.meta.url));
// Storybook's telemetry writes to the home folder and slows the start (../shared/research/toolchain.md).
process.env['STORYBOOK_DISABLE_TELEMETRY'] ??= '1';

type Theme = 'light' | 'dark';
type Viewport = 'desktop' | 'phone';

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
          ? ['packages/elements/src/!(pp-sidebar|pp-combobox|pp-rich-text-editor)/**']
          : [],
      setupFiles: ['.storybook/vitest.setup.ts'],
      attachmentsDir: 'reports/vitest-attachments',
      provide: { screenshotFolder: `${theme}-${viewport}` },
      browser: {
        enabled: true,
        headless: true,
        provider: playwright({
          launchOptions: { executablePath: ensureChromium(), args: chromiumArgs },
          // A window larger than every story viewport: Vitest scales the story's frame down to fit.
          contextOptions: { viewport: { width: 1300, height: 900 } },
        }),
        instances: [{ browser: 'chromium' }],
        expect: {
          toMatchScreenshot: {
            comparatorName: 'pixelmatch',
            // A pixel differs when its colour moves by more than 5 % (YIQ), and one such pixel fails;
            // anti-aliasing is ignored.
            comparatorOptions: { threshold: 0.05 },
            resolveScreenshotPath: ({ arg, ext, root, testFileDirectory }) =>
              `${root}/${testFileDirectory}/__screenshots__/${arg}${ext}`,
            resolveDiffPath: ({ arg, ext, root, testFileDirectory }) =>
              `${root}/reports/visual/${testFileDirectory}/${arg}${ext}`,
          },
        },
      },
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
    ],
  },
});
