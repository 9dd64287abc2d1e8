import { defineConfig } from 'vite';

/**
 * The elements for pages without a build step, one ES module per element (dist/cdn/pp-tooltip.js,
 * ...), every import resolved: a page loads only the elements it uses, from any static host or CDN.
 * What several elements share (Lit, Floating UI, the virtualizer, our shared modules) is split into
 * chunks (dist/cdn/chunks/), which the browser fetches once. Built from the compiled dist/ modules,
 * like the all-in-one bundle (vite.bundle.config.ts).
 */
const entries = {
  'pp-button': 'dist/pp-button/pp-button.js',
  'pp-text-field': 'dist/pp-text-field/pp-text-field.js',
  'pp-textarea': 'dist/pp-textarea/pp-textarea.js',
  'pp-checkbox': 'dist/pp-checkbox/pp-checkbox.js',
  'pp-switch': 'dist/pp-switch/pp-switch.js',
  'pp-radio-group': 'dist/pp-radio-group/pp-radio-group.js',
  'pp-dialog': 'dist/pp-dialog/pp-dialog.js',
  'pp-breadcrumb': 'dist/pp-breadcrumb/pp-breadcrumb.js',
  'pp-badge': 'dist/pp-badge/pp-badge.js',
  'pp-avatar': 'dist/pp-avatar/pp-avatar.js',
  'pp-skeleton': 'dist/pp-skeleton/pp-skeleton.js',
  'pp-tabs': 'dist/pp-tabs/pp-tabs.js',
  'pp-tab': 'dist/pp-tabs/pp-tab.js',
  'pp-tab-panel': 'dist/pp-tabs/pp-tab-panel.js',
  'pp-alert': 'dist/pp-alert/pp-alert.js',
  'pp-spinner': 'dist/pp-spinner/pp-spinner.js',
  'pp-progress-bar': 'dist/pp-progress-bar/pp-progress-bar.js',
  'pp-menu': 'dist/pp-menu/pp-menu.js',
  'pp-menu-item': 'dist/pp-menu/pp-menu-item.js',
  'pp-menu-group': 'dist/pp-menu/pp-menu-group.js',
  'pp-menu-separator': 'dist/pp-menu/pp-menu-separator.js',
  'pp-app-shell': 'dist/pp-app-shell/pp-app-shell.js',
  'pp-sidebar': 'dist/pp-sidebar/pp-sidebar.js',
  'pp-combobox': 'dist/pp-combobox/pp-combobox.js',
  'pp-toaster': 'dist/pp-toaster/pp-toaster.js',
  toast: 'dist/pp-toaster/toast.js',
  'pp-tooltip': 'dist/pp-tooltip/pp-tooltip.js',
  'pp-tooltip-group': 'dist/pp-tooltip/pp-tooltip-group.js',
  'pp-scroll-area': 'dist/pp-scroll-area/pp-scroll-area.js',
  'pp-data-table': 'dist/pp-data-table/pp-data-table.js',
  'pp-rich-text-editor': 'dist/pp-rich-text-editor/pp-rich-text-editor.js',
  index: 'dist/index.js',
};

/** Named chunks for the libraries, so a page's network panel says what it loaded. */
const libraries = [
  { name: 'lit', test: /node_modules[\\/](lit|lit-html|lit-element|@lit[\\/]reactive-element)[\\/]/ },
  { name: 'floating-ui', test: /node_modules[\\/]@floating-ui[\\/]/ },
  { name: 'virtualizer', test: /node_modules[\\/]@lit-labs[\\/]virtualizer[\\/]/ },
  { name: 'table-core', test: /node_modules[\\/]@tanstack[\\/](table-core|store)[\\/]/ },
  // Tiptap and ProseMirror (pp-rich-text-editor only), with their helpers (linkifyjs, orderedmap, ...).
  {
    name: 'tiptap',
    test: /node_modules[\\/](@tiptap|prosemirror-[\w-]+|linkifyjs|orderedmap|rope-sequence|w3c-keyname)[\\/]/,
  },
];

export default defineConfig({
  logLevel: 'warn',
  // @tanstack/table-core reads process.env.NODE_ENV (for bundlers to replace); pages get the production value.
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  build: {
    lib: { entry: entries, formats: ['es'] },
    outDir: 'dist/cdn',
    emptyOutDir: true,
    target: 'es2022',
    minify: true,
    rolldownOptions: {
      output: {
        entryFileNames: '[name].js',
        chunkFileNames: 'chunks/[name]-[hash].js',
        codeSplitting: { groups: libraries },
      },
    },
  },
});
