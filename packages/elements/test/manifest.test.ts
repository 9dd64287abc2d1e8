import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const packageDir = join(import.meta.dirname, '..');

describe('custom-elements.json', () => {
  it('is what the analyzer makes of the current sources (run `npm run build` and commit it)', () => {
    // The analyzer joins --outdir to its working directory, so it takes a relative path.
    const outdir = mkdtempSync(join(tmpdir(), 'pp-cem-'));
    execFileSync(
      'npx',
      [
        '--no-install',
        'cem',
        'analyze',
        '--config',
        'custom-elements-manifest.config.mjs',
        '--outdir',
        relative(packageDir, outdir),
        '--quiet',
      ],
      { cwd: packageDir, stdio: 'pipe' },
    );
    const fresh = JSON.parse(readFileSync(join(outdir, 'custom-elements.json'), 'utf8')) as unknown;
    const committed = JSON.parse(readFileSync(join(packageDir, 'custom-elements.json'), 'utf8')) as unknown;
    expect(committed).toEqual(fresh);
  });
});
