/**
 * Setup of the story tests (vitest.config.ts here), on top of Storybook's own: each story must
 * log no console.error (a story may expect some: `parameters.storyTests.allowConsoleErrors`, substrings),
 * must render in its project's theme, and must look like its committed screenshot within the visual
 * policy (visual-policy.ts; compared twice when the first differs, see below). A failing comparison
 * says which Chromium build took the baseline and which one ran (baselines.ts).
 */
import { afterEach, beforeEach, expect, inject, vi } from 'vitest';
import { commands, page } from 'vitest/browser';
import { setStoryAxeRun } from './story-axe.js';
import { comparatorOptions, type StoryScreenshotParameter } from './visual-policy.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Where this project's screenshots live, under each story file's __screenshots__ folder. */
    screenshotFolder: string;
    /** True in an update run (`npm run test:visual -- --update`), which takes new baselines. */
    updatingBaselines: boolean;
    /** True in the dark projects: axe runs only the colour rules there (story-axe.ts says why). */
    axeColoursOnly: boolean;
  }
}

declare module 'vitest/browser' {
  interface BrowserCommands {
    recordBaseline: (screenshot: string) => Promise<void>;
    baselineBrowsers: (screenshot: string) => Promise<{ baseline: string | undefined; running: string }>;
  }
}

/** Stories render in Debian's DejaVu fonts (what system-ui resolves to here), named so nothing else is picked. */
const PINNED = `
  :root {
    --pp-font-family-sans: 'DejaVu Sans';
    --pp-font-family-mono: 'DejaVu Sans Mono';
    caret-color: transparent;
  }
  /* The screenshot is of <body>: it covers the viewport, so popovers in the top layer are in it. */
  body {
    box-sizing: border-box;
    min-block-size: 100vh;
    margin: 0;
    padding: 8px;
  }
`;

/** What Storybook's test of a story (addon-vitest's testStory) puts on the test context. */
interface StoryTestContext {
  story?: {
    run(): Promise<void>;
    parameters: {
      storyTests?: {
        allowConsoleErrors?: string[];
        /** The visual policy of this story's screenshot (visual-policy.ts); `default` when unset. */
        screenshot?: StoryScreenshotParameter;
      };
    };
    globals: Record<string, unknown>;
  };
}

/** True when the pinned font is installed: text in it is not as wide as in the fallback. */
function fontInstalled(family: string): boolean {
  const context = document.createElement('canvas').getContext('2d')!;
  const width = (font: string) => {
    context.font = font;
    return context.measureText('Zażółć gęślą jaźń 0123456789').width;
  };
  return width(`16px '${family}', monospace`) !== width('16px monospace');
}

// The axe options of this project's story tests, for preview.ts's afterEach.
setStoryAxeRun({ coloursOnly: inject('axeColoursOnly') });

let errors: string[] = [];

beforeEach(() => {
  errors = [];
  const log = console.error.bind(console);
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    errors.push(args.map((arg) => (arg instanceof Error ? arg.message : String(arg))).join(' '));
    log(...args);
  });
  if (!document.getElementById('pp-pinned')) {
    const style = document.createElement('style');
    style.id = 'pp-pinned';
    style.textContent = PINNED;
    document.head.append(style);
  }
});

/**
 * Every animation at a fixed frame, so two screenshots of a story match: running ones finished, endless
 * ones (a spinner) stopped at their start. Those Storybook paused itself (in <head>, at their end) stay.
 */
function settleAnimations(): void {
  const roots: (Document | ShadowRoot)[] = [document];
  for (let i = 0; i < roots.length; i++) {
    for (const el of roots[i]!.querySelectorAll('*')) if (el.shadowRoot) roots.push(el.shadowRoot);
  }
  for (const animation of roots.flatMap((root) => root.getAnimations())) {
    if (animation.effect?.getComputedTiming().endTime === Infinity) {
      animation.pause();
      animation.currentTime = 0;
    } else if (animation.playState === 'running') {
      animation.finish();
    }
  }
}

/** The story's screenshot against its baseline, within the story's visual policy. */
async function compare(name: string, story: StoryTestContext['story']): Promise<void> {
  await document.fonts.ready;
  settleAnimations();
  await expect.element(page.elementLocator(document.body)).toMatchScreenshot(name, {
    comparatorName: 'pixelmatch',
    comparatorOptions: comparatorOptions(story?.parameters.storyTests?.screenshot),
  });
}

/** What a failing comparison adds to its message: which build took the baseline, which one ran. */
async function browserNote(name: string): Promise<string> {
  const { baseline, running } = await commands.baselineBrowsers(name);
  const update =
    "If the diff in reports/visual/ shows only the browser's own drawing, take new baselines with this " +
    'build: `npm run test:visual -- --update`, then review the PNGs and commit them with ' +
    '__screenshots__/browsers.json.';
  if (!baseline)
    return `No record says which Chromium build took this baseline; this run used ${running}. ${update}`;
  if (baseline === running) {
    return `The baseline was taken with this same Chromium build (${running}): the difference is in our pixels.`;
  }
  return `The baseline was taken with Chromium ${baseline}; this run used Chromium ${running}. ${update}`;
}

afterEach(async (context) => {
  const { story } = context as unknown as StoryTestContext;
  vi.restoreAllMocks();
  // Vitest logs the virtualizer's benign "ResizeObserver loop" error, which fails no test of the
  // elements either (src/test-support/ignore-resize-observer-loop.ts).
  const allowed = [...(story?.parameters.storyTests?.allowConsoleErrors ?? []), 'ResizeObserver loop'];
  const unexpected = errors.filter((error) => !allowed.some((part) => error.includes(part)));
  expect(unexpected, 'console.error').toEqual([]);
  expect(document.documentElement.dataset['theme'], 'data-theme').toBe(story?.globals['theme']);

  expect(fontInstalled('DejaVu Sans'), 'the DejaVu Sans font is installed').toBe(true);
  const name = `${inject('screenshotFolder')}/${context.task.name}`;
  try {
    await compare(name, story);
  } catch (error) {
    // A layout that timing decides (a toast's measured height, a virtual list's last pixel) can land a
    // pixel off under load, and a first capture that is off sends the comparison looking for a stable
    // screenshot, which a loaded machine may not give it within the time: run the story once more from
    // the start (render, play function, axe) and compare again; a real change fails both times. A
    // missing baseline is never retried.
    const retried = /does not match the stored reference|Could not capture a stable screenshot/;
    if (!story || !retried.test(String(error))) throw error;
    await story.run();
    try {
      await compare(name, story);
    } catch (second) {
      if (!(second instanceof Error)) throw second;
      second.message = `${second.message}\n${await browserNote(name)}`;
      throw second;
    }
  }
  // In an update run the baseline now is this build's drawing, rewritten or confirmed.
  if (inject('updatingBaselines')) await commands.recordBaseline(name);
});
