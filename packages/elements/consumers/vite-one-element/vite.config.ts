import { defineConfig } from 'vite';

export default defineConfig({
  // Relative asset addresses: the test serves the built page from a sub-folder.
  base: './',
  build: { outDir: 'dist', emptyOutDir: true },
});
