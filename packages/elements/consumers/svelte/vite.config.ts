import { svelte } from '@sveltejs/vite-plugin-svelte';
import { defineConfig } from 'vite';

export default defineConfig({
  // Svelte 5 compiles `<script lang="ts">` itself (type annotations only), so no preprocessor.
  plugins: [svelte()],
  // Relative asset addresses: the test serves the built page from a sub-folder.
  base: './',
  build: { outDir: 'dist', emptyOutDir: true },
});
