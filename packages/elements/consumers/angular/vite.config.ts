/**
 * Bundles what ngc compiled (out-tsc/, see tsconfig.json). Angular's own packages are published
 * partially compiled, so Angular's linker (a Babel plugin in @angular/compiler-cli) finishes them here, as
 * Angular's builder does; without it the app would need the JIT compiler in the browser.
 *
 * Why ngc and this plugin rather than @analogjs/vite-plugin-angular or @angular/build: Analog's plugin
 * runs on @angular/build's private API, so either brings @angular/build and its own toolchain (esbuild,
 * Rolldown and a Vite of its own, Sass, lmdb, Piscina, ...); ngc and the linker come with
 * @angular/compiler-cli, which compiling ahead of time needs anyway.
 */
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { needsLinking } from '@angular/compiler-cli/linker';
import linkerPlugin from '@angular/compiler-cli/linker/babel';
import { defineConfig, type Plugin } from 'vite';

interface Babel {
  transformAsync(code: string, options: object): Promise<{ code?: string | null } | null>;
}

/** Babel as @angular/compiler-cli has it: its linker plugin is written for that version. */
async function linkersBabel(): Promise<Babel> {
  const compilerCli = createRequire(import.meta.url).resolve('@angular/compiler-cli/package.json');
  const babel = createRequire(compilerCli).resolve('@babel/core');
  return (await import(pathToFileURL(babel).href)) as Babel;
}

function angularLinker(babel: Babel): Plugin {
  return {
    name: 'angular-linker',
    transform: {
      filter: { id: /[\\/]node_modules[\\/]@angular[\\/]/ },
      async handler(code, id) {
        if (!needsLinking(id, code)) return null;
        const linked = await babel.transformAsync(code, {
          filename: id,
          babelrc: false,
          configFile: false,
          compact: false,
          sourceMaps: false,
          plugins: [linkerPlugin],
        });
        return linked?.code ? { code: linked.code, map: null } : null;
      },
    },
  };
}

export default defineConfig({
  plugins: [angularLinker(await linkersBabel())],
  // Angular's build-time flags, as its builder sets them for a production browser build.
  define: { ngDevMode: 'false', ngJitMode: 'false', ngServerMode: 'false' },
  // Relative asset addresses: the test serves the built page from a sub-folder.
  base: './',
  build: { outDir: 'dist', emptyOutDir: true },
});
