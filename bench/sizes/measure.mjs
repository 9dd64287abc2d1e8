// Bundle size measurement shared by `bench/sizes/run.mjs` (the figures) and `scripts/size-budget.mjs`
// (the two budgets `npm test` can enforce). Every figure comes from size-limit (programmatic API):
// `@size-limit/esbuild` bundles an entry, `@size-limit/file` compresses it (gzip level 9, brotli
// quality 11). 1 kB = 1000 bytes, as size-limit counts.
import { existsSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, isAbsolute, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import sizeLimit from 'size-limit';
import esbuildPlugin from '@size-limit/esbuild';
import filePlugin from '@size-limit/file';
import { buildStale } from '../../scripts/builds.mjs';
import { initialOutputs } from './initial-outputs.mjs';

export const repo = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
export const elementsDist = join(repo, 'packages/elements/dist');
export const defaultPortalDist = join(repo, 'packages/portal/dist');

export const KB = 1000;

/**
 * The budgets, on gzip bytes: what a consumer pays for each element at first use (its entry and what
 * that imports statically, Lit included; lazy chunks loaded later are not counted), the four together,
 * and the portal's first-load JS. A budget with `element` measures that row of ELEMENTS; one with
 * `imports` (paths in packages/elements/dist) measures its own entry.
 */
export const BUDGETS = {
  tooltip: { label: 'pp-tooltip + pp-tooltip-group at first use', limit: 11 * KB, element: 3 },
  // 13.5 kB (issue 30): 13 kB was the size at the time, not a peer's or a user's figure, and no cut
  // that keeps the features closed the last 0.35 kB; the four together stay within 45 kB.
  sidebar: { label: 'pp-sidebar at first use', limit: 13.5 * KB, element: 0 },
  toaster: { label: 'pp-toaster + toast() at first use', limit: 14 * KB, element: 2 },
  combobox: { label: 'pp-combobox at first use', limit: 30 * KB, element: 1 },
  // Tiptap and ProseMirror: 150.04 kB measured when it was added (issue 18). Not one of "the four":
  // it is its own entry, loaded only by pages that edit rich text.
  editor: {
    label: 'pp-rich-text-editor at first use',
    limit: 155 * KB,
    imports: { 'pp-rich-text-editor/pp-rich-text-editor.js': '{ PpRichTextEditor }' },
  },
  // Issue 26 asks 8 kB. Lit alone is 5.97 kB at first use, and with the button's five variants, three
  // sizes, link mode, form submission and loading state in Polish and English it measured 9.45 kB
  // (Material Web's filled button 14.4 kB, Spectrum's 21.8, Web Awesome's 34.3, bundled the same way
  // by hand): 9.5 kB holds it where it is while the 8 kB question is open in issue 26.
  button: {
    label: 'pp-button at first use',
    limit: 9.5 * KB,
    imports: { 'pp-button/pp-button.js': '{ PpButton }' },
  },
  // Issue 26 asks 10 kB of the text field. It measured 13.06 kB (the textarea 12.83): Lit, the shared
  // field frame, ten validity messages and the count's plural forms in two languages (Material Web's
  // outlined text field 20.0 kB, Spectrum's 21.0, Web Awesome's 33.9). 13.5 kB holds them there while
  // the 10 kB question is open in issue 26.
  textField: {
    label: 'pp-text-field at first use',
    limit: 13.5 * KB,
    imports: { 'pp-text-field/pp-text-field.js': '{ PpTextField }' },
  },
  textarea: {
    label: 'pp-textarea at first use',
    limit: 13.5 * KB,
    imports: { 'pp-textarea/pp-textarea.js': '{ PpTextarea }' },
  },
  // 6.93 kB measured when it was added: Lit and a few hundred bytes of its own (Web Awesome's wa-badge
  // 9.12 kB, bundled the same way).
  badge: {
    label: 'pp-badge at first use',
    limit: 7.25 * KB,
    imports: { 'pp-badge/pp-badge.js': '{ PpBadge }' },
  },
  // 8.26 and 6.90 kB measured when they were added (Web Awesome's wa-avatar and wa-skeleton are printed
  // beside them, FOUNDATION below): the avatar carries its two texts and the initials' rules.
  avatar: {
    label: 'pp-avatar at first use',
    limit: 8.75 * KB,
    imports: { 'pp-avatar/pp-avatar.js': '{ PpAvatar }' },
  },
  skeleton: {
    label: 'pp-skeleton at first use',
    limit: 7.25 * KB,
    imports: { 'pp-skeleton/pp-skeleton.js': '{ PpSkeleton }' },
  },
  // The tabs, alert, spinner and progress bar as measured when they were added (9.36, 8.98, 7.44 and
  // 7.88 kB), within the budgets set before they were written; their peers are printed beside them.
  // 11.65 kB measured when it was added (the budget is 12 kB): the menu, its items, groups and
  // separators, the shared popup placement and type-ahead, with Lit.
  menu: {
    label: 'pp-menu + item, group, separator at first use',
    limit: 12 * KB,
    imports: {
      'pp-menu/pp-menu.js': '{ PpMenu }',
      'pp-menu/pp-menu-group.js': '{ PpMenuGroup }',
      'pp-menu/pp-menu-separator.js': '{ PpMenuSeparator }',
    },
  },
  tabs: {
    label: 'pp-tabs + pp-tab + pp-tab-panel at first use',
    limit: 10 * KB,
    imports: {
      'pp-tabs/pp-tabs.js': '{ PpTabs }',
      'pp-tabs/pp-tab.js': '{ PpTab }',
      'pp-tabs/pp-tab-panel.js': '{ PpTabPanel }',
    },
  },
  alert: {
    label: 'pp-alert at first use',
    limit: 9 * KB,
    imports: { 'pp-alert/pp-alert.js': '{ PpAlert }' },
  },
  spinner: {
    label: 'pp-spinner at first use',
    limit: 7.5 * KB,
    imports: { 'pp-spinner/pp-spinner.js': '{ PpSpinner }' },
  },
  progressBar: {
    label: 'pp-progress-bar at first use',
    limit: 8 * KB,
    imports: { 'pp-progress-bar/pp-progress-bar.js': '{ PpProgressBar }' },
  },
  // The frame and its sidebar together, as a tool loads them (the shell alone adds about 1.5 kB to
  // the sidebar: its layout, skip link and toggle); the budget.
  appShell: {
    label: 'pp-app-shell with pp-sidebar at first use',
    limit: 18 * KB,
    imports: {
      'pp-app-shell/pp-app-shell.js': '{ PpAppShell }',
      'pp-sidebar/pp-sidebar.js': '{ PpSidebar }',
    },
  },
  // The checkbox, switch, radio group, dialog and breadcrumb as measured when they were added (10.68,
  // 10.69, 10.84, 9.83 and 7.74 kB: Lit, the shared field frame and form association, the texts in
  // two languages), each with a little room; their peers are printed beside them (FOUNDATION below).
  checkbox: {
    label: 'pp-checkbox at first use',
    limit: 11 * KB,
    imports: { 'pp-checkbox/pp-checkbox.js': '{ PpCheckbox }' },
  },
  switch: {
    label: 'pp-switch at first use',
    limit: 11 * KB,
    imports: { 'pp-switch/pp-switch.js': '{ PpSwitch }' },
  },
  radioGroup: {
    label: 'pp-radio-group + pp-radio at first use',
    limit: 11.25 * KB,
    imports: { 'pp-radio-group/pp-radio-group.js': '{ PpRadioGroup }' },
  },
  dialog: {
    label: 'pp-dialog at first use',
    limit: 10 * KB,
    imports: { 'pp-dialog/pp-dialog.js': '{ PpDialog }' },
  },
  breadcrumb: {
    label: 'pp-breadcrumb + pp-breadcrumb-item at first use',
    limit: 8 * KB,
    imports: { 'pp-breadcrumb/pp-breadcrumb.js': '{ PpBreadcrumb }' },
  },
  elements: { label: 'the four elements together at first use', limit: 45 * KB },
  portalJs: { label: "the portal's first-load JS", limit: 120 * KB },
};

/**
 * Each element as a consumer imports it from the built package: the element's module (which
 * registers it) plus the companion API it is used with. Paths are relative to packages/elements/dist.
 */
export const ELEMENTS = [
  { name: 'pp-sidebar', imports: { 'pp-sidebar/pp-sidebar.js': '{ PpSidebar }' } },
  { name: 'pp-combobox', imports: { 'pp-combobox/pp-combobox.js': '{ PpCombobox }' } },
  {
    name: 'pp-toaster + toast()',
    imports: { 'pp-toaster/pp-toaster.js': '{ PpToaster }', 'pp-toaster/toast.js': '{ toast }' },
  },
  {
    name: 'pp-tooltip + pp-tooltip-group',
    imports: {
      'pp-tooltip/pp-tooltip.js': '{ PpTooltip }',
      'pp-tooltip/pp-tooltip-group.js': '{ PpTooltipGroup }',
    },
  },
];
export const FOUR = 'the four together';

/**
 * The peers, bundled the same way from their package entries with what a React app imports to use
 * them; React and react-dom are left out (external), as the app has them anyway.
 */
export const PEERS = [
  { name: 'sonner', vs: 'pp-toaster + toast()', imports: { sonner: '{ Toaster, toast }' } },
  { name: 'cmdk', vs: 'pp-combobox', imports: { cmdk: '{ Command }' } },
  {
    name: '@radix-ui/react-tooltip',
    vs: 'pp-tooltip + pp-tooltip-group',
    imports: { '@radix-ui/react-tooltip': '{ Provider, Root, Trigger, Portal, Content, Arrow }' },
  },
];
const REACT = ['react', 'react-dom'];

/**
 * The foundation elements (issue 26) beside the same elements of the Lit-based design systems the
 * issue names: each imported as a page imports it (the module that registers it), bundled the same
 * way and counted at first use (a peer's lazily loaded chunks are not counted either).
 */
export const FOUNDATION = [
  {
    name: 'button',
    ours: BUDGETS.button.imports,
    peers: {
      'Web Awesome wa-button': '@awesome.me/webawesome/dist/components/button/button.js',
      'Spectrum sp-button': '@spectrum-web-components/button/sp-button.js',
      'Material md-filled-button': '@material/web/button/filled-button.js',
    },
  },
  {
    name: 'text field',
    ours: BUDGETS.textField.imports,
    peers: {
      'Web Awesome wa-input': '@awesome.me/webawesome/dist/components/input/input.js',
      'Spectrum sp-textfield': '@spectrum-web-components/textfield/sp-textfield.js',
      'Material md-outlined-text-field': '@material/web/textfield/outlined-text-field.js',
    },
  },
  {
    name: 'textarea',
    ours: BUDGETS.textarea.imports,
    peers: {
      'Web Awesome wa-textarea': '@awesome.me/webawesome/dist/components/textarea/textarea.js',
      // Spectrum's textfield takes `multiline` for a textarea: the same module.
      'Spectrum sp-textfield multiline': '@spectrum-web-components/textfield/sp-textfield.js',
    },
  },
  {
    name: 'checkbox',
    ours: BUDGETS.checkbox.imports,
    peers: {
      'Web Awesome wa-checkbox': '@awesome.me/webawesome/dist/components/checkbox/checkbox.js',
      'Spectrum sp-checkbox': '@spectrum-web-components/checkbox/sp-checkbox.js',
      'Material md-checkbox': '@material/web/checkbox/checkbox.js',
    },
  },
  {
    name: 'switch',
    ours: BUDGETS.switch.imports,
    peers: {
      'Web Awesome wa-switch': '@awesome.me/webawesome/dist/components/switch/switch.js',
      'Spectrum sp-switch': '@spectrum-web-components/switch/sp-switch.js',
      'Material md-switch': '@material/web/switch/switch.js',
    },
  },
  {
    name: 'radio group',
    ours: BUDGETS.radioGroup.imports,
    peers: {
      'Web Awesome wa-radio-group + wa-radio': [
        '@awesome.me/webawesome/dist/components/radio-group/radio-group.js',
        '@awesome.me/webawesome/dist/components/radio/radio.js',
      ],
      'Spectrum sp-radio-group + sp-radio': [
        '@spectrum-web-components/radio/sp-radio-group.js',
        '@spectrum-web-components/radio/sp-radio.js',
      ],
      'Material md-radio': '@material/web/radio/radio.js',
    },
  },
  {
    name: 'dialog',
    ours: BUDGETS.dialog.imports,
    peers: {
      'Web Awesome wa-dialog': '@awesome.me/webawesome/dist/components/dialog/dialog.js',
      'Spectrum sp-dialog-wrapper': '@spectrum-web-components/dialog/sp-dialog-wrapper.js',
      'Material md-dialog': '@material/web/dialog/dialog.js',
    },
  },
  {
    name: 'breadcrumb',
    ours: BUDGETS.breadcrumb.imports,
    peers: {
      'Web Awesome wa-breadcrumb + item': [
        '@awesome.me/webawesome/dist/components/breadcrumb/breadcrumb.js',
        '@awesome.me/webawesome/dist/components/breadcrumb-item/breadcrumb-item.js',
      ],
      'Spectrum sp-breadcrumbs + item': [
        '@spectrum-web-components/breadcrumbs/sp-breadcrumbs.js',
        '@spectrum-web-components/breadcrumbs/sp-breadcrumb-item.js',
      ],
    },
  },
  {
    name: 'badge',
    ours: BUDGETS.badge.imports,
    peers: {
      'Web Awesome wa-badge': '@awesome.me/webawesome/dist/components/badge/badge.js',
      'Spectrum sp-badge': '@spectrum-web-components/badge/sp-badge.js',
    },
  },
  {
    name: 'avatar',
    ours: BUDGETS.avatar.imports,
    peers: {
      'Web Awesome wa-avatar': '@awesome.me/webawesome/dist/components/avatar/avatar.js',
      'Spectrum sp-avatar': '@spectrum-web-components/avatar/sp-avatar.js',
    },
  },
  {
    name: 'menu',
    ours: BUDGETS.menu.imports,
    peers: {
      'Web Awesome wa-dropdown + item': [
        '@awesome.me/webawesome/dist/components/dropdown/dropdown.js',
        '@awesome.me/webawesome/dist/components/dropdown-item/dropdown-item.js',
      ],
      'Spectrum sp-action-menu + sp-menu-item': [
        '@spectrum-web-components/action-menu/sp-action-menu.js',
        '@spectrum-web-components/menu/sp-menu-item.js',
      ],
      'Material md-menu + md-menu-item': ['@material/web/menu/menu.js', '@material/web/menu/menu-item.js'],
    },
  },
  {
    name: 'tabs',
    ours: BUDGETS.tabs.imports,
    peers: {
      'Web Awesome wa-tab-group + tab + panel': [
        '@awesome.me/webawesome/dist/components/tab-group/tab-group.js',
        '@awesome.me/webawesome/dist/components/tab/tab.js',
        '@awesome.me/webawesome/dist/components/tab-panel/tab-panel.js',
      ],
      'Spectrum sp-tabs + tab + panel': [
        '@spectrum-web-components/tabs/sp-tabs.js',
        '@spectrum-web-components/tabs/sp-tab.js',
        '@spectrum-web-components/tabs/sp-tab-panel.js',
      ],
      'Material md-tabs + md-primary-tab': [
        '@material/web/tabs/tabs.js',
        '@material/web/tabs/primary-tab.js',
      ],
    },
  },
  {
    name: 'alert',
    ours: BUDGETS.alert.imports,
    peers: {
      'Web Awesome wa-callout': '@awesome.me/webawesome/dist/components/callout/callout.js',
      'Spectrum sp-alert-banner': '@spectrum-web-components/alert-banner/sp-alert-banner.js',
    },
  },
  {
    name: 'spinner',
    ours: BUDGETS.spinner.imports,
    peers: {
      'Web Awesome wa-spinner': '@awesome.me/webawesome/dist/components/spinner/spinner.js',
      'Spectrum sp-progress-circle': '@spectrum-web-components/progress-circle/sp-progress-circle.js',
      'Material md-circular-progress': '@material/web/progress/circular-progress.js',
    },
  },
  {
    name: 'progress bar',
    ours: BUDGETS.progressBar.imports,
    peers: {
      'Web Awesome wa-progress-bar': '@awesome.me/webawesome/dist/components/progress-bar/progress-bar.js',
      'Spectrum sp-progress-bar': '@spectrum-web-components/progress-bar/sp-progress-bar.js',
      'Material md-linear-progress': '@material/web/progress/linear-progress.js',
    },
  },
  {
    name: 'app shell with sidebar',
    ours: BUDGETS.appShell.imports,
    peers: {
      // Web Awesome's page layout: header, navigation (a drawer on small screens), main and footer.
      'Web Awesome wa-page': '@awesome.me/webawesome/dist/components/page/page.js',
      // Spectrum has no page frame; its top navigation bar is the nearest piece.
      'Spectrum sp-top-nav + item': [
        '@spectrum-web-components/top-nav/sp-top-nav.js',
        '@spectrum-web-components/top-nav/sp-top-nav-item.js',
      ],
    },
  },
  {
    name: 'skeleton',
    ours: BUDGETS.skeleton.imports,
    peers: {
      'Web Awesome wa-skeleton': '@awesome.me/webawesome/dist/components/skeleton/skeleton.js',
    },
  },
];

/** The package a bare specifier belongs to (`@scope/name` or `name`). */
const packageName = (specifier) =>
  specifier
    .split('/')
    .slice(0, specifier.startsWith('@') ? 2 : 1)
    .join('/');

/**
 * Each foundation element, ours and the peers', gzip and brotli at first use. A peer that is not
 * installed has no sizes.
 */
export async function measureFoundation() {
  const first = (imports) => measureBundle(imports, { kinds: ['gzip', 'brotli'], initialOnly: true });
  return Promise.all(
    FOUNDATION.map(async (row) => {
      const [ours, ...peers] = await Promise.all([
        first(fromDist(row.ours)),
        // A peer is one module, or several that a page imports together (a group and its items).
        ...Object.entries(row.peers).map(async ([name, specifiers]) => {
          const modules = [specifiers].flat();
          const version = installedVersion(packageName(modules[0]));
          if (!version) return { name };
          // `import * as all` once (size-limit names it so); the others for their effect alone.
          const imports = Object.fromEntries(modules.map((m, i) => [m, i === 0 ? '*' : '{}']));
          return { name, version, ...(await first(imports)) };
        }),
      ]);
      return { name: row.name, ours, peers };
    }),
  );
}

// ----------------------------------------------------------------------------------------------
// Builds

/**
 * Builds what is missing or older than its sources: the elements' `dist/` (tsc + the Vite bundle)
 * and the portal's `dist/` (Vite, with its manifest). `portalDist` other than the default is
 * measured as it is.
 */
export function ensureBuilt({ elements = true, portal = true, portalDist = defaultPortalDist } = {}) {
  const names = ['tokens', ...(elements || portal ? ['elements'] : [])];
  if (portal && resolve(portalDist) === defaultPortalDist) names.push('portal');
  buildStale({ names });
}

// ----------------------------------------------------------------------------------------------
// size-limit

const nodePaths = [join(repo, 'node_modules')];
// size-limit writes the entry of an `import` check to a temporary folder; bare specifiers
// (`lit`, `sonner`) resolve from the repository's node_modules.
const withNodePaths = (config) => ({ ...config, nodePaths });
/** Code splitting on: an element's lazy chunks (Floating UI where CSS anchors are missing) stay apart. */
const withSplitting = (config) => ({ ...withNodePaths(config), splitting: true, format: 'esm' });

/**
 * A size-limit step between bundling and measuring: with `initialOnly`, keeps of the bundle's files
 * the entry and what it imports statically, so the figure is what a page loads at first use.
 */
const initialLoadPlugin = {
  name: 'pp-initial-load',
  async step50(_config, check) {
    if (!check.initialOnly || !check.esbuildMetafile || !check.bundles) return;
    const keep = initialOutputs(check.esbuildMetafile);
    check.lazyBundles = check.bundles.filter((file) => !keep.has(file));
    check.bundles = check.bundles.filter((file) => keep.has(file));
  },
};

/** size-limit's options for each figure: uncompressed, gzip (its `gzip: true`), brotli (its default). */
const COMPRESSIONS = { min: { brotli: false }, gzip: { gzip: true }, brotli: {} };
const ALL = ['min', 'gzip', 'brotli'];

/** Runs one size-limit check per figure of `kinds`; returns { [kind]: bytes } and the checks. */
async function measure(plugins, check, kinds) {
  const checks = kinds.map((kind) => ({ ...check, ...COMPRESSIONS[kind] }));
  const results = await sizeLimit(plugins, { checks });
  return { sizes: Object.fromEntries(kinds.map((kind, i) => [kind, results[i].size])), checks };
}

/**
 * Bundles `imports` ({ specifier: '{ names }' }) with size-limit's esbuild plugin, once per figure
 * (minified, gzip, brotli). `ignore` lists packages left out of the bundle.
 * Returns { min, gzip, brotli, metafile }.
 */
export async function measureBundle(imports, { ignore, kinds = ALL, initialOnly = false } = {}) {
  const check = {
    files: [],
    import: { ...imports },
    ...(ignore ? { ignore } : {}),
    initialOnly,
    modifyEsbuildConfig: initialOnly ? withSplitting : withNodePaths,
  };
  const { sizes, checks } = await measure([filePlugin, esbuildPlugin, initialLoadPlugin], check, kinds);
  return { ...sizes, metafile: checks[0].esbuildMetafile };
}

/** Built files as they are served (no bundling): raw, gzip and brotli sizes, each summed over the files. */
export async function measureFiles(files, { kinds = ALL } = {}) {
  if (files.length === 0) return Object.fromEntries(kinds.map((kind) => [kind, 0]));
  return (await measure([filePlugin], { files: [...files] }, kinds)).sizes;
}

// ----------------------------------------------------------------------------------------------
// The elements

const fromDist = (imports) =>
  Object.fromEntries(Object.entries(imports).map(([file, names]) => [join(elementsDist, file), names]));

const namesOf = (list = '') =>
  list
    .replace(/[{}]/g, '')
    .split(',')
    .map((n) => n.trim())
    .filter(Boolean);

/** Merges { specifier: '{ names }' } maps; one name may come from one specifier only. */
function mergeImports(list) {
  const merged = {};
  const from = new Map();
  for (const imports of list) {
    for (const [specifier, names] of Object.entries(imports)) {
      const all = new Set([...namesOf(merged[specifier]), ...namesOf(names)]);
      for (const name of all) {
        if ((from.get(name) ?? specifier) !== specifier) {
          throw new Error(`"${name}" is imported from both ${from.get(name)} and ${specifier}`);
        }
        from.set(name, specifier);
      }
      merged[specifier] = `{ ${[...all].join(', ')} }`;
    }
  }
  return merged;
}

/** The imports of the four elements together, from packages/elements/dist. */
const fourImports = () => mergeImports(ELEMENTS.map((e) => fromDist(e.imports)));

/** The input files of an esbuild metafile, as absolute paths, with their bytes in the output. */
export function metafileInputs(metafile) {
  const inputs = new Map();
  for (const output of Object.values(metafile?.outputs ?? {})) {
    for (const [path, { bytesInOutput }] of Object.entries(output.inputs)) {
      const absolute = isAbsolute(path) ? path : resolve(process.cwd(), path);
      inputs.set(absolute, (inputs.get(absolute) ?? 0) + bytesInOutput);
    }
  }
  return inputs;
}

/**
 * What the elements' own modules import from packages (lit, @floating-ui/dom, the virtualizer), read
 * from the built modules of a bundle: { specifier: '{ names }' }.
 */
export function dependencyImports(metafile) {
  const imports = {};
  // Import statements start a line in tsc's output; doc comments that show imports do not.
  const named = /^import\s*\{([^}]*)\}\s*from\s*['"]([^'"]+)['"]/gm;
  for (const file of metafileInputs(metafile).keys()) {
    if (!file.startsWith(elementsDist)) continue;
    for (const [, names, specifier] of readFileSync(file, 'utf8').matchAll(named)) {
      if (specifier.startsWith('.')) continue;
      const list = namesOf(names).map((n) => n.split(/\s+as\s+/)[0]);
      Object.assign(imports, mergeImports([imports, { [specifier]: `{ ${list.join(', ')} }` }]));
    }
  }
  return imports;
}

/**
 * Each element alone, the four together, the dependencies alone and the whole package, from the
 * built `dist/`; plus the shipped self-contained bundle file as it is.
 */
export async function measureElements() {
  const four = fourImports();
  const [alone, together] = await Promise.all([
    Promise.all(ELEMENTS.map((e) => measureBundle(fromDist(e.imports), { initialOnly: true }))),
    measureBundle(four, { initialOnly: true }),
  ]);
  const deps = dependencyImports(together.metafile);
  const [depsOnly, everything, shipped] = await Promise.all([
    measureBundle(deps),
    measureBundle({ [join(elementsDist, 'index.js')]: '*' }),
    measureFiles([join(elementsDist, 'bundle/portal-elements.js')]),
  ]);
  return {
    rows: [
      ...ELEMENTS.map((e, i) => ({ name: e.name, ...alone[i] })),
      { name: FOUR, ...together },
      { name: 'their dependencies alone', ...depsOnly },
      { name: 'whole package (index.js, 5 elements)', ...everything },
      { name: 'dist/bundle/portal-elements.js (as shipped)', ...shipped },
    ],
    together,
    deps,
  };
}

/** Minified bytes per input module of a bundle, largest first, paths relative to the repository. */
export function contributors(metafile) {
  return [...metafileInputs(metafile)]
    .filter(([file]) => !file.startsWith(tmpdir())) // size-limit's own entry (the `import` list)
    .map(([file, bytes]) => ({ module: relative(repo, file), bytes }))
    .sort((a, b) => b.bytes - a.bytes);
}

/** The package (or our own dist folder) a module belongs to. */
export function packageOf(module) {
  const inModules = module.match(/node_modules\/((?:@[^/]+\/)?[^/]+)/);
  if (inModules) return inModules[1];
  const ours = module.match(/packages\/elements\/dist\/([^/]+)\//);
  return ours ? `@portal-elements/elements ${ours[1]}/` : module;
}

// ----------------------------------------------------------------------------------------------
// The peers

export function installedVersion(name) {
  const file = join(repo, 'node_modules', name, 'package.json');
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')).version : undefined;
}

/** Each peer with its version and sizes; one that is not installed has no sizes. */
export async function measurePeers() {
  return Promise.all(
    PEERS.map(async (p) => {
      const version = installedVersion(p.name);
      if (!version) return { ...p };
      return { ...p, version, ...(await measureBundle(p.imports, { ignore: REACT })) };
    }),
  );
}

// ----------------------------------------------------------------------------------------------
// The portal

/** The JS and CSS that the built index.html loads before any script runs, and the lazy chunks. */
export function portalFiles(distDir = defaultPortalDist) {
  if (!existsSync(join(distDir, 'index.html'))) {
    throw new Error(
      `${join(distDir, 'index.html')} is missing: build the portal (npm run build -w @portal-elements/portal)`,
    );
  }
  const html = readFileSync(join(distDir, 'index.html'), 'utf8');
  const manifestFile = join(distDir, '.vite/manifest.json');
  if (!existsSync(manifestFile)) {
    throw new Error(
      `${manifestFile} is missing: build the portal with build.manifest (npm run build -w @portal-elements/portal)`,
    );
  }
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
  const local = (url) => join(distDir, url.replace(/^\//, '').split(/[?#]/)[0]);
  const attr = (tag, name) => tag.match(new RegExp(`\\s${name}\\s*=\\s*["']([^"']+)["']`, 'i'))?.[1];

  const js = new Set();
  const css = new Set();
  for (const [tag] of html.matchAll(/<(script|link)\b[^>]*>/gi)) {
    const isScript = /^<script/i.test(tag);
    const rel = attr(tag, 'rel');
    const url = isScript ? attr(tag, 'src') : attr(tag, 'href');
    if (!url || /^[a-z]+:/i.test(url)) continue;
    if (isScript || rel === 'modulepreload') js.add(local(url));
    else if (rel === 'stylesheet') css.add(local(url));
  }
  // Everything the entry imports statically is loaded with it (Vite lists it as modulepreload).
  const staticClosure = (keys, seen = new Set()) => {
    for (const key of keys) {
      if (seen.has(key) || !manifest[key]) continue;
      seen.add(key);
      staticClosure(manifest[key].imports ?? [], seen);
    }
    return seen;
  };
  // The entry's chunks: marked isEntry, or (when the entry's modules were all moved into a chunk of
  // their own, see firstLoadInOneChunk in vite.config.ts) the chunks index.html loads.
  const entries = Object.keys(manifest).filter(
    (k) => manifest[k].isEntry || js.has(join(distDir, manifest[k].file)),
  );
  const eager = staticClosure(entries);
  for (const key of eager) {
    js.add(join(distDir, manifest[key].file));
    for (const file of manifest[key].css ?? []) css.add(join(distDir, file));
  }

  /** A lazy chunk: its file, its CSS and whatever it imports statically that the first load has not. */
  const lazy = (pattern) => {
    const key = Object.keys(manifest).find(
      (k) => manifest[k].isDynamicEntry && pattern.test(manifest[k].src ?? k),
    );
    if (!key) return undefined;
    const keys = [...staticClosure([key])].filter((k) => !eager.has(k));
    return {
      src: manifest[key].src,
      js: keys.map((k) => join(distDir, manifest[k].file)),
      css: keys.flatMap((k) => manifest[k].css ?? []).map((file) => join(distDir, file)),
    };
  };
  return {
    js: [...js],
    css: [...css],
    // The entry awaits the catalogue of the page's language before its first render (main.tsx):
    // first-load JS counts the larger of the two.
    catalogues: [lazy(/i18n\/pl\.ts$/), lazy(/i18n\/en\.ts$/)].filter(Boolean),
    palette: lazy(/palette\/CommandPalette\.[jt]sx?$/),
    consent: lazy(/consent\/consent\.[jt]sx?$/),
    // What main.tsx fetches at boot for the page at the address, beside the layout request (and, for
    // staff, their menu).
    landing: {
      'client dashboard (/)': [
        lazy(/pages\/client\.tsx$/),
        lazy(/pages\/status-pages\.tsx$/),
        lazy(/i18n\/pages-pl\.ts$/),
      ],
      'staff dashboard (/admin/dashboard)': [
        lazy(/navigation\/staff-menu\.ts$/),
        lazy(/pages\/staff\.tsx$/),
        lazy(/pages\/status-pages\.tsx$/),
        lazy(/i18n\/pages-pl\.ts$/),
      ],
    },
  };
}

/**
 * The first-load JS files: the scripts and modulepreloads of index.html with the entry's static
 * imports, plus the larger language catalogue (awaited before the first render).
 */
export async function firstLoadJs(files) {
  let largest = { gzip: -1, js: [] };
  for (const catalogue of files.catalogues) {
    const js = catalogue.js.filter((file) => !files.js.includes(file));
    const { gzip } = await measureFiles(js, { kinds: ['gzip'] });
    if (gzip > largest.gzip) largest = { gzip, js, src: catalogue.src };
  }
  return { js: [...files.js, ...largest.js], catalogue: largest.src };
}

export async function measurePortal(distDir = defaultPortalDist) {
  const files = portalFiles(distDir);
  const firstLoad = await firstLoadJs(files);
  const each = async (list) =>
    Promise.all(
      list.map(async (file) => ({ file: relative(distDir, file), ...(await measureFiles([file])) })),
    );
  const [js, css, jsFiles, cssFiles] = await Promise.all([
    measureFiles(firstLoad.js),
    measureFiles(files.css),
    each(firstLoad.js),
    each(files.css),
  ]);
  const lazyChunk = async (chunk) =>
    chunk && {
      src: chunk.src,
      files: [...chunk.js, ...chunk.css].map((f) => relative(distDir, f)),
      js: await measureFiles(chunk.js),
      css: await measureFiles(chunk.css),
    };
  // The first screen of a signed-in visit: the first load and the chunks of its page.
  const landing = await Promise.all(
    Object.entries(files.landing).map(async ([name, chunks]) => {
      const extra = [...new Set(chunks.filter(Boolean).flatMap((chunk) => chunk.js))].filter(
        (file) => !firstLoad.js.includes(file),
      );
      return {
        name,
        files: extra.map((f) => relative(distDir, f)),
        js: await measureFiles([...firstLoad.js, ...extra]),
      };
    }),
  );
  return {
    distDir,
    js,
    css,
    jsFiles,
    cssFiles,
    catalogue: firstLoad.catalogue,
    landing,
    palette: await lazyChunk(files.palette),
    consent: await lazyChunk(files.consent),
  };
}

// ----------------------------------------------------------------------------------------------
// Budgets

/** The figures (gzip bytes, at first use) of the budgets that measure an entry of their own. */
export async function measureEntryBudgets() {
  const entries = Object.entries(BUDGETS).filter(([, budget]) => budget.imports !== undefined);
  const sizes = await Promise.all(
    entries.map(([, budget]) =>
      measureBundle(fromDist(budget.imports), { kinds: ['gzip'], initialOnly: true }),
    ),
  );
  return Object.fromEntries(entries.map(([key], i) => [key, sizes[i].gzip]));
}

/** The budget figures (gzip bytes), without building anything. */
export async function measureBudgetFigures({ portalDist = defaultPortalDist } = {}) {
  const initial = (imports) => measureBundle(imports, { kinds: ['gzip'], initialOnly: true });
  const [each, elements, portal, entries] = await Promise.all([
    Promise.all(ELEMENTS.map((e) => initial(fromDist(e.imports)))),
    initial(fourImports()),
    firstLoadJs(portalFiles(portalDist)).then(({ js }) => measureFiles(js, { kinds: ['gzip'] })),
    measureEntryBudgets(),
  ]);
  const figures = { elements: elements.gzip, portalJs: portal.gzip, ...entries };
  for (const [key, budget] of Object.entries(BUDGETS)) {
    if (budget.element !== undefined) figures[key] = each[budget.element].gzip;
  }
  return figures;
}

/** Each budget with its figure and how far over (positive) or under (negative) the limit it is. */
export function judgeBudgets(figures) {
  return Object.entries(BUDGETS).map(([key, { label, limit }]) => ({
    key,
    label,
    limit,
    size: figures[key],
    over: figures[key] - limit,
  }));
}

export const formatKB = (bytes) => (Number.isFinite(bytes) ? `${(bytes / KB).toFixed(2)} kB` : '-');
