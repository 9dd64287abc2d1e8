// What a page loads at first use of a bundle: its entry and the chunks that entry imports statically,
// read from an esbuild metafile (bench/sizes/measure.mjs measures only these for the budgets).
import { basename } from 'node:path';

/**
 * The paths of the outputs loaded at first use. The entry is the output with an entry point that no
 * output imports dynamically: esbuild gives each lazily imported module an entry point of its own and
 * lists the outputs in no set order, so "the first output with an entry point" may be a lazy chunk.
 */
export function initialOutputs(metafile) {
  const outputs = Object.values(metafile.outputs);
  const byName = new Map(outputs.map((output) => [basename(output.path), output]));
  const lazy = new Set(
    outputs.flatMap((output) =>
      (output.imports ?? []).filter((i) => i.kind === 'dynamic-import').map((i) => basename(i.path)),
    ),
  );
  const entries = outputs.filter((output) => output.entryPoint && !lazy.has(basename(output.path)));
  if (entries.length !== 1) {
    throw new Error(`expected one entry in the bundle, found ${entries.length}`);
  }
  const keep = new Set();
  const visit = (output) => {
    if (!output || keep.has(output.path)) return;
    keep.add(output.path);
    for (const imported of output.imports ?? []) {
      if (imported.kind === 'import-statement') visit(byName.get(basename(imported.path)));
    }
  };
  visit(entries[0]);
  return keep;
}
