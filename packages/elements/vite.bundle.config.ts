import { defineConfig } from 'vite';
import minifyLiterals from '@lit-labs/rollup-plugin-minify-html-literals';

// One self-contained ES module (lit, floating-ui and the virtualizer included) for pages without a
// build step: `<script type="module" src=".../dist/bundle/portal-elements.js">`. Built from the
// compiled `dist/index.js`, so decorators are already transformed by tsc.
export default defineConfig({
  logLevel: 'warn',
  plugins: [
    // Minifies the CSS of Lit `css` templates (Lightning CSS) in our modules; lit itself ships
    // minified. `html` templates are left as written: minifying them saves about 0.4 kB gzip more but
    // moves nodes (the virtualizer's sizer) in the rendered DOM. See bench/sizes/README.md.
    minifyLiterals({
      exclude: ['**/node_modules/**'],
      failOnError: true,
      options: { shouldMinify: () => false },
    }),
  ],
  build: {
    lib: { entry: 'dist/index.js', formats: ['es'], fileName: () => 'portal-elements.js' },
    outDir: 'dist/bundle',
    emptyOutDir: true,
    target: 'es2022',
    sourcemap: true,
    minify: true,
  },
});
