import { defineConfig } from 'vite';

// One self-contained ES module (lit, floating-ui and the virtualizer included) for pages without a
// build step: `<script type="module" src=".../dist/bundle/portal-elements.js">`. Built from the
// compiled `dist/index.js`, so decorators are already transformed by tsc, and the `css`, `html` and
// `svg` templates are already minified (scripts/build-dist.mjs; see bench/sizes/README.md).
export default defineConfig({
  logLevel: 'warn',
  // @tanstack/table-core reads process.env.NODE_ENV (for bundlers to replace); pages get the production value.
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  build: {
    lib: { entry: 'dist/index.js', formats: ['es'], fileName: () => 'portal-elements.js' },
    outDir: 'dist/bundle',
    emptyOutDir: true,
    target: 'es2022',
    minify: true,
    // One file: the Floating UI fallback (imported only where CSS anchors are missing) stays inside it.
    rolldownOptions: { output: { codeSplitting: false } },
  },
});
