/** scripts/builds.mjs decides what `npm start` builds: a build older than any of its sources. */
import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { BUILDS, isStale, type Build } from './builds.mjs';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** A build of `src/` into `out.js`, each file written with its modification time (seconds). */
function fixture(files: Record<string, number>): Build {
  const dir = mkdtempSync(join(tmpdir(), 'pp-builds-'));
  dirs.push(dir);
  for (const [file, seconds] of Object.entries(files)) {
    mkdirSync(join(dir, file, '..'), { recursive: true });
    writeFileSync(join(dir, file), file);
    utimesSync(join(dir, file), seconds, seconds);
  }
  return { name: 'tokens', npm: [], outputs: [join(dir, 'out.js')], sources: [join(dir, 'src')] };
}

describe('isStale', () => {
  it('is stale without its output, or when a source is newer than it', () => {
    expect(isStale(fixture({ 'src/a.ts': 100 }))).toBe(true);
    expect(isStale(fixture({ 'src/a.ts': 100, 'src/deep/b.ts': 300, 'out.js': 200 }))).toBe(true);
  });

  it('is up to date when every source is older than its output', () => {
    expect(isStale(fixture({ 'src/a.ts': 100, 'src/deep/b.ts': 150, 'out.js': 200 }))).toBe(false);
  });

  it('leaves tests, stories and screenshots out of the sources', () => {
    const build = fixture({
      'src/a.ts': 100,
      'src/a.test.ts': 300,
      'src/a.stories.ts': 300,
      'src/__screenshots__/a.png': 300,
      'src/testing/harness.ts': 300,
      'out.js': 200,
    });
    expect(isStale(build)).toBe(false);
  });

  it('knows the repository’s builds in the order they depend on each other', () => {
    expect(BUILDS.map((build) => build.name)).toEqual(['tokens', 'contract', 'elements', 'server', 'portal']);
    // Each reads what the ones before it write.
    const reads = (name: string, dist: string) =>
      BUILDS.find((build) => build.name === name)!.sources.some((source) =>
        source.endsWith(join(dist, 'dist')),
      );
    expect(reads('elements', 'tokens')).toBe(true);
    expect(reads('server', 'contract')).toBe(true);
    expect(reads('portal', 'contract')).toBe(true);
    expect(reads('portal', 'elements')).toBe(true);
  });
});
