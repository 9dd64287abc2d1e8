/**
 * Which Chromium build took or last confirmed each baseline screenshot: one `browsers.json` beside
 * the PNGs of every story file (`<element>/__screenshots__/browsers.json`), mapping the screenshot's
 * path under that folder to the build. The story tests (vitest.setup.ts) call these as Vitest browser
 * commands, which run here in Node:
 * - `recordBaseline` after every screenshot of an update run (`npm run test:visual -- --update`):
 *   whether Vitest rewrote the PNG or found it still matching, this build has drawn it;
 * - `baselineBrowsers` when a screenshot differs, for the message: which build made the baseline and
 *   which one ran.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { BrowserCommand, BrowserCommandContext } from 'vitest/node';

export const RECORD_FILE = 'browsers.json';

type Record = { [screenshot: string]: string };

/** The record file of a story file's screenshots. */
export function recordPath(testPath: string): string {
  return join(dirname(testPath), '__screenshots__', RECORD_FILE);
}

export function readRecord(file: string): Record {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as Record;
  } catch {
    return {};
  }
}

/** The running browser's build, as Playwright reports it ("156.0.8078.108"). */
function runningBuild(context: BrowserCommandContext): string {
  const provider = context.provider as { browser?: { version(): string } | null };
  return provider.browser?.version() ?? 'unknown';
}

/** Records the running build for a screenshot (`<theme>-<viewport>/<story>.png`) of an update run. */
export const recordBaseline: BrowserCommand<[screenshot: string], void> = (context, screenshot) => {
  if (!context.testPath) throw new Error('recordBaseline needs the story file of the test.');
  const build = runningBuild(context);
  const file = recordPath(context.testPath);
  // Read, change and write in one synchronous step: the Node process runs the commands of every
  // project, and none may lose another's entry.
  const record = readRecord(file);
  record[screenshot] = build;
  const sorted = Object.fromEntries(Object.entries(record).sort(([a], [b]) => a.localeCompare(b, 'en')));
  writeFileSync(file, `${JSON.stringify(sorted, null, 2)}\n`);
};

/** `{ baseline, running }`: the build recorded for a screenshot (undefined when none is) and this run's. */
export const baselineBrowsers: BrowserCommand<
  [screenshot: string],
  { baseline: string | undefined; running: string }
> = (context, screenshot) => {
  if (!context.testPath) throw new Error('baselineBrowsers needs the story file of the test.');
  return {
    baseline: readRecord(recordPath(context.testPath))[screenshot],
    running: runningBuild(context),
  };
};
