#!/usr/bin/env node
// Editor data and framework types, generated from custom-elements.json (the one source) by the
// maintained generators of the custom-elements-manifest ecosystem:
//   vscode.html-custom-data.json, vscode.css-custom-data.json   custom-element-vs-code-integration
//   web-types.json (JetBrains)                                  custom-element-jet-brains-integration
//   types/jsx.d.ts  (JSX IntrinsicElements for React 19)        @wc-toolkit/jsx-types
//   types/vue.d.ts  (Vue GlobalComponents)                      custom-element-vuejs-integration
// `npm run manifest` runs it after the analyzer; test/manifest.test.ts regenerates everything into a
// temporary folder and fails when a committed file differs.
//
//   node scripts/editor-data.mjs [--manifest custom-elements.json] [--outdir .]   (from packages/elements)
import { mkdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const packageDir = join(dirname(fileURLToPath(import.meta.url)), '..');
// custom-element-jet-brains-integration reads ./package.json when it is imported.
process.chdir(packageDir);

const { generateVsCodeCustomElementData } = await import('custom-element-vs-code-integration');
const { generateJetBrainsWebTypes } = await import('custom-element-jet-brains-integration');
const { generateJsxTypes } = await import('@wc-toolkit/jsx-types');
const { generateVuejsTypes } = await import('custom-element-vuejs-integration');

/** React's event props every generated JSX tag takes (`globalEvents` of @wc-toolkit/jsx-types). */
const REACT_EVENTS = `
  /** React's click handler: pressed (by mouse, touch or keyboard). */
  onClick?: import("react").MouseEventHandler<HTMLElement>;
  /** React's pointerenter handler: a pointer moved onto the element. */
  onPointerEnter?: import("react").PointerEventHandler<HTMLElement>;
  /** React's pointerleave handler: a pointer left the element. */
  onPointerLeave?: import("react").PointerEventHandler<HTMLElement>;
  /** React's pointerdown handler: a pointer was pressed on the element. */
  onPointerDown?: import("react").PointerEventHandler<HTMLElement>;
  /** React's focus handler: the element or something in it got the focus. */
  onFocus?: import("react").FocusEventHandler<HTMLElement>;
  /** React's blur handler: the element or something in it lost the focus. */
  onBlur?: import("react").FocusEventHandler<HTMLElement>;
  /** React's keydown handler: a key was pressed while the focus was in the element. */
  onKeyDown?: import("react").KeyboardEventHandler<HTMLElement>;
  /** React's keyup handler: a key was released while the focus was in the element. */
  onKeyUp?: import("react").KeyboardEventHandler<HTMLElement>;
`;

const PACKAGE = '@portal-elements/elements';

/** The public module of a class: where a consumer imports its type from (the package's own entries). */
function typePath(modulePath) {
  return `${PACKAGE}/${modulePath.replace(/^src\//, '').replace(/\.ts$/, '.js')}`;
}

/**
 * The manifest as custom-element-vuejs-integration reads it: it takes an event's type for its
 * `detail` (it writes `CustomEvent<type>`), where the manifest, like the other generators, has the
 * event's own type (`CustomEvent<ComboboxSelectDetail>`, `Event`). Given the detail types, it types
 * the listeners right and imports the detail types from the element's module.
 */
function withDetailTypes(manifest) {
  const copy = structuredClone(manifest);
  for (const mod of copy.modules ?? []) {
    for (const declaration of mod.declarations ?? []) {
      for (const event of declaration.events ?? []) {
        const detail = /^CustomEvent<(.+)>$/.exec(event.type?.text ?? '')?.[1];
        if (detail) event.type = { text: detail };
        else delete event.type;
      }
    }
  }
  return copy;
}

/** The generators print through console.log; the files are what counts. */
function quietly(generate) {
  const log = console.log;
  console.log = () => {};
  try {
    generate();
  } finally {
    console.log = log;
  }
}

export function generateEditorData({
  manifestFile = join(packageDir, 'custom-elements.json'),
  outdir = packageDir,
} = {}) {
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
  // The generators join `outdir` to the working directory (the package).
  const out = relative(packageDir, resolve(outdir)) || '.';
  mkdirSync(join(outdir, 'types'), { recursive: true });
  const modules = new Map();
  for (const mod of manifest.modules ?? []) {
    for (const declaration of mod.declarations ?? []) {
      if (declaration.customElement && declaration.tagName) modules.set(declaration.name, mod.path);
    }
  }
  const componentTypePath = (name) => typePath(modules.get(name) ?? 'src/index.ts');

  quietly(() =>
    generateVsCodeCustomElementData(manifest, {
      outdir: out,
      htmlFileName: 'vscode.html-custom-data.json',
      cssFileName: 'vscode.css-custom-data.json',
      descriptionSrc: 'description',
      hideLogs: true,
    }),
  );
  quietly(() =>
    generateJetBrainsWebTypes(manifest, {
      outdir: out,
      webTypesFileName: 'web-types.json',
      descriptionSrc: 'description',
      packageJson: false,
      hideLogs: true,
    }),
  );
  quietly(() =>
    generateJsxTypes(manifest, {
      outdir: join(out, 'types'),
      fileName: 'jsx.d.ts',
      componentTypePath,
      stronglyTypedEvents: true,
      // React 19's own event props for the interactions a page wires on any tag (React attaches them
      // to custom elements as to any other element), typed as React calls them.
      globalEvents: REACT_EVENTS,
      hideLogs: true,
    }),
  );
  quietly(() =>
    generateVuejsTypes(withDetailTypes(manifest), {
      outdir: join(out, 'types'),
      fileName: 'vue.d.ts',
      componentTypePath,
      hideLogs: true,
    }),
  );
  return [
    'vscode.html-custom-data.json',
    'vscode.css-custom-data.json',
    'web-types.json',
    'types/jsx.d.ts',
    'types/vue.d.ts',
  ];
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const option = (name) => {
    const index = process.argv.indexOf(name);
    return index > 0 ? resolve(process.argv[index + 1]) : undefined;
  };
  generateEditorData({ manifestFile: option('--manifest'), outdir: option('--outdir') });
}
