import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [react()],
  // Relative asset addresses: the test serves the built page from a sub-folder.
  base: './',
  build: { outDir: 'dist', emptyOutDir: true },
});
