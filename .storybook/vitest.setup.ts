/**
 * Setup of the story tests (vitest.config.ts here), on top of Storybook's own: each story must
 * log no console.error (a story may expect some: `parameters.storyTests.allowConsoleErrors`, substrings),
 * and must render in its project's theme.
 */
import { afterEach, beforeEach, expect, vi } from 'vitest';

/** What Storybook's test of a story (addon-vitest's testStory) puts on the test context. */
interface StoryTestContext {
  story?: {
    parameters: Record<string, { allowConsoleErrors?: string[] } | undefined>;
    globals: Record<string, unknown>;
  };
}

let errors: string[] = [];

beforeEach(() => {
  errors = [];
  const log = console.error.bind(console);
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    errors.push(args.map((arg) => (arg instanceof Error ? arg.message : String(arg))).join(' '));
    log(...args);
  });
});

afterEach((context) => {
  const { story } = context as unknown as StoryTestContext;
  vi.restoreAllMocks();
  // Vitest logs the virtualizer's benign "ResizeObserver loop" error, which fails no test of the
  // elements either (src/test-support/ignore-resize-observer-loop.ts).
  const allowed = [...(story?.parameters['storyTests']?.allowConsoleErrors ?? []), 'ResizeObserver loop'];
  const unexpected = errors.filter((error) => !allowed.some((part) => error.includes(part)));
  expect(unexpected, 'console.error').toEqual([]);
  expect(document.documentElement.dataset['theme'], 'data-theme').toBe(story?.globals['theme']);
});
