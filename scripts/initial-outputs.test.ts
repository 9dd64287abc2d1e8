/** The size budgets count what a page loads at first use: bench/sizes/initial-outputs.mjs picks it. */
import { describe, expect, it } from 'vitest';
import { initialOutputs, type Metafile } from '../bench/sizes/initial-outputs.mjs';

const output = (
  path: string,
  imports: [string, 'import-statement' | 'dynamic-import'][],
  entryPoint?: string,
) => ({
  path: `/out/${path}`,
  ...(entryPoint ? { entryPoint } : {}),
  imports: imports.map(([p, kind]) => ({ path: `/out/${p}`, kind })),
});

describe('initialOutputs', () => {
  it('keeps the entry and its static imports, not the lazy chunks, whatever order esbuild lists them in', () => {
    // A lazily imported module is an entry point of its own in the metafile, and it may come first.
    const lazyFirst: Metafile = {
      outputs: {
        'view.js': output('view.js', [['chunk-dom.js', 'import-statement']], 'src/view.js'),
        'index.js': output(
          'index.js',
          [
            ['chunk-lit.js', 'import-statement'],
            ['chunk-dom.js', 'import-statement'],
            ['view.js', 'dynamic-import'],
          ],
          'tmp/index.js',
        ),
        'chunk-lit.js': output('chunk-lit.js', []),
        'chunk-dom.js': output('chunk-dom.js', []),
      },
    };
    expect([...initialOutputs(lazyFirst)].sort()).toEqual([
      '/out/chunk-dom.js',
      '/out/chunk-lit.js',
      '/out/index.js',
    ]);
  });

  it('refuses a metafile in which it cannot tell the entry', () => {
    const twoEntries: Metafile = {
      outputs: { 'a.js': output('a.js', [], 'a.ts'), 'b.js': output('b.js', [], 'b.ts') },
    };
    expect(() => initialOutputs(twoEntries)).toThrow(/one entry/);
  });
});
