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

    // The editor data and framework types generated from it (scripts/editor-data.mjs) are fresh too.
    execFileSync(
      process.execPath,
      ['scripts/editor-data.mjs', '--manifest', join(outdir, 'custom-elements.json'), '--outdir', outdir],
      { cwd: packageDir, stdio: 'pipe' },
    );
    for (const file of EDITOR_FILES) {
      const stale = `${file} is stale: run \`npm run build -w @portal-elements/elements\` and commit it`;
      expect(readFileSync(join(packageDir, file), 'utf8'), stale).toBe(
        readFileSync(join(outdir, file), 'utf8'),
      );
    }
  });

  it('is found by editors: package.json points at the manifest and the web-types, and ships the editor data', () => {
    const pkg = JSON.parse(readFileSync(join(packageDir, 'package.json'), 'utf8')) as {
      customElements: string;
      'web-types': string;
      files: string[];
      exports: Record<string, unknown>;
    };
    expect(pkg.customElements).toBe('custom-elements.json');
    expect(pkg['web-types']).toBe('./web-types.json');
    for (const file of ['custom-elements.json', ...EDITOR_FILES]) {
      const top = file.split('/')[0]!;
      expect(pkg.files, file).toContain(top);
    }
    expect(pkg.exports['./vscode.html-custom-data.json']).toBe('./vscode.html-custom-data.json');
    expect(pkg.exports['./jsx']).toEqual({ types: './types/jsx.d.ts' });
    expect(pkg.exports['./vue']).toEqual({ types: './types/vue.d.ts' });
  });
});

const EDITOR_FILES = [
  'vscode.html-custom-data.json',
  'vscode.css-custom-data.json',
  'web-types.json',
  'types/jsx.d.ts',
  'types/vue.d.ts',
];
