// The element tests against the built dist/ (what consumers' bundlers get): every relative import of
// an element module (`./pp-combobox.js`, `../shared/live-region.js`) made from src/ is answered with
// packages/elements/dist, so the tests drive the tsc output with its minified `css`, `html` and `svg`
// templates and its shared decorator helper (scripts/build-dist.mjs). The test files and
// src/test-support stay as they are. Build first:
//
//   npm run build:js -w @portal-elements/elements
//   npm run test:dist -w @portal-elements/elements   (or, from the repository root,
//   npx web-test-runner --config packages/elements/test/web-test-runner.dist.config.mjs)
import { existsSync } from 'node:fs';
import { posix } from 'node:path';
import { fileURLToPath } from 'node:url';
import base from '../../../web-test-runner.config.mjs';

const src = '/packages/elements/src/';
const dist = fileURLToPath(new URL('../dist/', import.meta.url));

const fromDist = {
  name: 'elements-from-dist',
  resolveImport({ source, context }) {
    if (!source.startsWith('.') || !context.path.startsWith(src)) return undefined;
    const target = posix.join(posix.dirname(context.path), source);
    if (!target.startsWith(src)) return undefined;
    const module = target.slice(src.length).replace(/\.ts$/, '.js');
    if (/(^|\/)(test-support|docs-check)\/|\.(test|stories)\.js$/.test(module)) return undefined;
    if (!existsSync(`${dist}${module}`)) return undefined;
    return posix.relative(posix.dirname(context.path), `/packages/elements/dist/${module}`);
  },
};

export default { ...base, plugins: [fromDist, ...base.plugins] };
