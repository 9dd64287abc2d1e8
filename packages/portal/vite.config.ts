import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { pureReactRouterComponents } from './vite-pure-react-router';

// The SPA is served by the reference server: index.html at the root, every asset under /build/
// (the spec's preload prefix), cached immutably by the server.
const apiTarget = process.env.PORTAL_API ?? 'http://127.0.0.1:3000';
const serverRoutes = [
  '/api',
  '/login',
  '/logout',
  '/check-session',
  '/projects/change',
  '/lang',
  '/impersonate-leave',
  '/admin/users',
];

/**
 * Everything the entry imports statically goes into one chunk. Rolldown would otherwise cut the
 * first load into a dozen shared chunks (each module that a lazy chunk also imports gets a chunk of
 * its own), and gzip compresses each file on its own: one file is about 2 kB gzip smaller. Lazy
 * chunks (pages, palette, consent, the toaster, the project switcher, the language catalogues) stay
 * apart.
 */
const FOUNDATION =
  /[\\/]elements[\\/](dist|src)[\\/](pp-button|pp-text-field|pp-textarea|pp-badge|pp-breadcrumb|pp-radio-group|pp-skeleton|pp-alert)[\\/]/;

/**
 * Contract modules the first screen reaches only through the contract's index (`export *`), whose
 * exports only lazy pages use: the list descriptions, the rich-text allow-list, and the facts of one
 * feature's pages (the SOC case workflow, payments, contacts, the SOC dashboard, the client
 * dashboard's summary). Forced into the
 * first-load chunk they would stay there, and the lists whole (their top-level calls count as side
 * effects); left out, the bundler puts them with the pages that use them.
 */
const LAZY_CONTRACT =
  /[\\/]contract[\\/](dist|src)[\\/](lists|rich-text-allowlist|case-workflow|payments|contacts|soc-dashboard|dashboard)\.(js|ts)$/;

function firstLoadInOneChunk(): Plugin {
  const firstLoad = new Set<string>();
  return {
    name: 'portal:first-load-in-one-chunk',
    apply: 'build',
    buildEnd() {
      firstLoad.clear();
      const entries = [...this.getModuleIds()].filter((id) => this.getModuleInfo(id)?.isEntry);
      const stack = [...entries];
      for (let id = stack.pop(); id !== undefined; id = stack.pop()) {
        if (firstLoad.has(id)) continue;
        firstLoad.add(id);
        stack.push(...(this.getModuleInfo(id)?.importedIds ?? []));
      }
    },
    outputOptions(options) {
      return {
        ...options,
        codeSplitting: {
          groups: [
            { name: 'app', test: (id: string) => firstLoad.has(id) && !LAZY_CONTRACT.test(id) },
            // The foundation elements (buttons, fields) in one lazy chunk, not one each: every lazy
            // chunk costs the first load its entry in the preload map (about 70 bytes gzip each).
            { name: 'foundation', test: (id: string) => FOUNDATION.test(id) },
          ],
        },
      };
    },
  };
}

/**
 * The page chunks as a `<meta name="pp-page-chunks">` in index.html: every file (scripts and their
 * CSS) that the route table's lazy pages (`src/app/routes.tsx`) load, beyond the first load. Once the
 * first screen is idle, `prefetchPages()` asks the browser to fetch them into its HTTP cache with
 * `<link rel="prefetch">`: navigating then waits for no network, and no page's code is run before
 * it is shown (evaluating every page chunk at start cost a phone about 0.5 s of blocked main thread).
 */
function pageChunksMeta(): Plugin {
  let pageModules: readonly string[] = [];
  return {
    name: 'portal:page-chunks-meta',
    apply: 'build',
    moduleParsed(info) {
      if (/[\\/]src[\\/]app[\\/]routes\.tsx$/.test(info.id)) pageModules = info.dynamicallyImportedIds;
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        if (!bundle) return html;
        const chunks = Object.values(bundle).filter((file) => file.type === 'chunk');
        const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
        const firstLoad = new Set<string>();
        const closure = (fileName: string, into: Set<string>) => {
          if (into.has(fileName)) return;
          into.add(fileName);
          for (const imported of byName.get(fileName)?.imports ?? []) closure(imported, into);
        };
        for (const chunk of chunks) if (chunk.isEntry) closure(chunk.fileName, firstLoad);
        const pages = new Set<string>();
        for (const chunk of chunks) {
          if (chunk.facadeModuleId && pageModules.includes(chunk.facadeModuleId))
            closure(chunk.fileName, pages);
        }
        if (pageModules.length === 0 || pages.size === 0) {
          throw new Error(
            'portal:page-chunks-meta found no page chunks: is src/app/routes.tsx still the route table?',
          );
        }
        const files = new Set<string>();
        for (const fileName of pages) {
          if (firstLoad.has(fileName)) continue;
          files.add(fileName);
          const css = (byName.get(fileName) as { viteMetadata?: { importedCss: Set<string> } } | undefined)
            ?.viteMetadata?.importedCss;
          for (const sheet of css ?? []) files.add(sheet);
        }
        const content = [...files]
          .sort()
          .map((fileName) => `/${fileName}`)
          .join(' ');
        return html.replace('</head>', `  <meta name="pp-page-chunks" content="${content}" />\n  </head>`);
      },
    },
  };
}

export default defineConfig({
  plugins: [react(), firstLoadInOneChunk(), pureReactRouterComponents(), pageChunksMeta()],
  base: '/',
  build: {
    outDir: 'dist',
    assetsDir: 'build',
    emptyOutDir: true,
    // No source maps in the build: the server would serve them to anyone (and never does in production,
    // see packages/server/src/routes/spa.ts). `vite` (the dev server) has them.
    sourcemap: false,
    target: 'es2022',
    // No polyfill for <link rel="modulepreload">: every browser the portal runs in has it (Chrome and
    // Edge since 66, Firefox since 115, Safari since 17), and the polyfill cost the first load 0.5 kB
    // gzip.
    modulePreload: { polyfill: false },
    // dist/.vite/manifest.json: which chunk is which (bench/sizes finds the lazy palette chunk in it).
    // The server never serves it: /build/ is rooted at dist/build and dot folders are ignored.
    manifest: true,
  },
  server: {
    proxy: Object.fromEntries(
      serverRoutes.map((route) => [route, { target: apiTarget, changeOrigin: false }]),
    ),
  },
});
