import vue from '@vitejs/plugin-vue';
import { defineConfig } from 'vite';

export default defineConfig({
  // Tags starting with pp- are custom elements, not Vue components.
  plugins: [vue({ template: { compilerOptions: { isCustomElement: (tag) => tag.startsWith('pp-') } } })],
  // Relative asset addresses: the test serves the built page from a sub-folder.
  base: './',
  build: { outDir: 'dist', emptyOutDir: true },
});
