// The element tests with the templates minified as dist/ ships them (scripts/build-dist.mjs): every
// `css`, `html` and `svg` template of the elements' sources is rewritten by the same minifier before
// esbuild compiles the file, so the tests run against the markup and CSS consumers get.
//
//   npx web-test-runner --config packages/elements/test/web-test-runner.minified.config.mjs
//   (from the repository root; `npm run test:minified -w @portal-elements/elements` does the same)
import base from '../../../web-test-runner.config.mjs';
import { templateEdits } from '../scripts/build-dist.mjs';

const sources = /\/packages\/elements\/src\/(?!test-support\/).*(?<!\.test|\.stories)\.ts$/;

/** Applies the minified template parts (keyed by offset) to the source text, last first. */
function applyEdits(source, edits) {
  let out = source;
  for (const [start, { end, text }] of [...edits].sort((a, b) => b[0] - a[0])) {
    out = out.slice(0, start) + text + out.slice(end);
  }
  return out;
}

const minifiedTemplates = {
  name: 'minified-templates',
  async transform(context) {
    if (!sources.test(context.path) || typeof context.body !== 'string') return undefined;
    const edits = await templateEdits(context.body, context.path);
    return edits.size ? { body: applyEdits(context.body, edits) } : undefined;
  },
};

export default {
  ...base,
  // Before esbuild, so the minifier reads the TypeScript source as it is.
  plugins: [minifiedTemplates, ...base.plugins],
};
