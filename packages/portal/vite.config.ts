import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

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

export default defineConfig({
  plugins: [react()],
  base: '/',
  build: {
    outDir: 'dist',
    assetsDir: 'build',
    emptyOutDir: true,
    sourcemap: true,
    target: 'es2022',
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
