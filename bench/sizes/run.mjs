#!/usr/bin/env node
// Bundle sizes: each element alone and the four together (lit, @floating-ui/dom and the virtualizer
// included), their dependencies alone, the portal's first load and its lazy chunks, and sonner, cmdk
// and Radix Tooltip measured the same way, and the foundation elements (button, text field, textarea)
// beside Web Awesome's, Spectrum's and Material Web's. See README.md.
//
//   node bench/sizes/run.mjs [--no-build] [--portal-dist DIR] [--top 20] [--json sizes.json]
//
// Not a test: it prints the figures and the budgets (met or MISSED) and exits 0 either way.
import { writeFileSync } from 'node:fs';
import { relative, resolve } from 'node:path';
import {
  BUDGETS,
  FOUR,
  contributors,
  defaultPortalDist,
  ensureBuilt,
  formatKB,
  installedVersion,
  judgeBudgets,
  measureElements,
  measureEntryBudgets,
  measureFoundation,
  measurePeers,
  measurePortal,
  packageOf,
  repo,
} from './measure.mjs';

function option(name, fallback) {
  const index = process.argv.indexOf(`--${name}`);
  return index > 0 && process.argv[index + 1] ? process.argv[index + 1] : fallback;
}
const portalDist = resolve(option('portal-dist', defaultPortalDist));
const top = Math.max(1, Number(option('top', '20')));
const jsonOut = option('json', '');
const build = !process.argv.includes('--no-build');

// ----------------------------------------------------------------------------------------------
// Printing

function table(header, rows, rightFrom = 1) {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => String(r[i] ?? '').length)));
  const line = (cells) =>
    cells
      .map((c, i) =>
        i >= rightFrom ? String(c ?? '').padStart(widths[i]) : String(c ?? '').padEnd(widths[i]),
      )
      .join('  ')
      .trimEnd();
  console.log(line(header));
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const row of rows) console.log(line(row));
}

const status = (size, limit) => {
  if (limit === undefined) return ['', ''];
  const over = size - limit;
  return [formatKB(limit), over > 0 ? `MISSED by ${formatKB(over)}` : `met (${formatKB(-over)} spare)`];
};
/** Breaks a long list into lines of at most 100 characters after `indent`. */
function wrap(text, indent) {
  const lines = [];
  let line = '';
  for (const word of text.split(' ')) {
    if (line && indent.length + line.length + word.length + 1 > 100) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) lines.push(line);
  return lines.map((l) => `${indent}${l}`).join('\n');
}
const ratio = (peer, ours) => (peer && ours ? `${(peer / ours).toFixed(2)}x` : '-');

// ----------------------------------------------------------------------------------------------

if (build) {
  try {
    ensureBuilt({ portalDist });
  } catch (error) {
    console.error(`\nbench/sizes: ${error instanceof Error ? error.message : error}`);
    process.exit(1);
  }
}

const [elements, portal, peers, foundation] = await Promise.all([
  measureElements(),
  measurePortal(portalDist),
  measurePeers(),
  measureFoundation(),
]);
const budgetFigures = {
  elements: elements.together.gzip,
  portalJs: portal.js.gzip,
  ...(await measureEntryBudgets()),
};
for (const [key, budget] of Object.entries(BUDGETS)) {
  if (budget.element !== undefined) budgetFigures[key] = elements.rows[budget.element].gzip;
}
/** The budget of an elements row: each element's own, and the four together's. */
const rowBudget = (row, index) =>
  row.name === FOUR
    ? BUDGETS.elements.limit
    : Object.values(BUDGETS).find((budget) => budget.element === index)?.limit;

console.log(
  `size-limit ${installedVersion('size-limit')} (@size-limit/esbuild ${installedVersion('@size-limit/esbuild')}, ` +
    `esbuild ${installedVersion('esbuild')}; @size-limit/file: gzip level 9, brotli quality 11). ` +
    '1 kB = 1000 bytes. "minified" is the bundle before compression.',
);

console.log(
  '\nElements, from packages/elements/dist, each bundled with esbuild and its dependencies; an element' +
    '\nand the four together count what a page loads at first use (lazy chunks, such as Floating UI\nwhere CSS anchors are missing, are not counted)\n',
);
table(
  ['entry', 'minified', 'gzip', 'brotli', 'budget (gzip)', 'status'],
  elements.rows.map((r, i) => [
    r.name,
    formatKB(r.min),
    formatKB(r.gzip),
    formatKB(r.brotli),
    ...status(r.gzip, rowBudget(r, i)),
  ]),
);
console.log('\n  "their dependencies alone" imports only the names the elements import, from:');
console.log(wrap(Object.keys(elements.deps).join(', '), '    '));

const shown = relative(repo, portalDist).startsWith('..') ? portalDist : relative(repo, portalDist);
console.log(`\nPortal, from ${shown} as built (each file compressed, then summed)\n`);
const fileRows = (files) =>
  files.map((f) => [`  ${f.file}`, formatKB(f.min), formatKB(f.gzip), formatKB(f.brotli)]);
const lazyRows = (label, chunk) =>
  chunk
    ? [
        [`${label} JS`, formatKB(chunk.js.min), formatKB(chunk.js.gzip), formatKB(chunk.js.brotli)],
        [`${label} CSS`, formatKB(chunk.css.min), formatKB(chunk.css.gzip), formatKB(chunk.css.brotli)],
      ]
    : [[`${label}`, 'not found']];
table(
  ['entry', 'raw', 'gzip', 'brotli', 'budget (gzip)', 'status'],
  [
    [
      'first-load JS',
      formatKB(portal.js.min),
      formatKB(portal.js.gzip),
      formatKB(portal.js.brotli),
      ...status(portal.js.gzip, BUDGETS.portalJs.limit),
    ],
    ...fileRows(portal.jsFiles),
    ['first-load CSS', formatKB(portal.css.min), formatKB(portal.css.gzip), formatKB(portal.css.brotli)],
    ...fileRows(portal.cssFiles),
    ...portal.landing.map((l) => [
      `first screen, ${l.name}`,
      formatKB(l.js.min),
      formatKB(l.js.gzip),
      formatKB(l.js.brotli),
    ]),
    ...lazyRows('palette (lazy)', portal.palette),
    ...lazyRows('consent engine (lazy)', portal.consent),
  ],
);
console.log(
  '\n  first load = the scripts, modulepreloads and stylesheets of dist/index.html (and whatever the entry' +
    '\n  imports statically, from dist/.vite/manifest.json), plus the language catalogue the entry awaits' +
    `\n  before its first render (the larger one: ${portal.catalogue ?? '-'}); a lazy chunk counts only what` +
    '\n  the first load lacks. first screen = the first load and the page chunks main.tsx fetches at boot' +
    '\n  for that address (not budgeted: shown so the page chunks are not forgotten):' +
    portal.landing.map((l) => `\n    ${l.name}: ${l.files.join(', ') || '-'}`).join('') +
    `\n  palette: ${portal.palette?.files.join(', ') ?? '-'}` +
    `\n  consent: ${portal.consent?.files.join(', ') ?? '-'}`,
);

console.log('\nPeers, their package entries bundled the same way, react and react-dom left out\n');
const ours = Object.fromEntries(elements.rows.map((r) => [r.name, r]));
table(
  ['peer', 'gzip', 'brotli', 'ours', 'gzip', 'brotli', 'ratio gzip', 'ratio brotli'],
  peers.map((p) => {
    const mine = ours[p.vs];
    if (!p.version) return [p.name, 'not installed', '', p.vs, formatKB(mine?.gzip), formatKB(mine?.brotli)];
    return [
      `${p.name}@${p.version}`,
      formatKB(p.gzip),
      formatKB(p.brotli),
      p.vs,
      formatKB(mine?.gzip),
      formatKB(mine?.brotli),
      ratio(p.gzip, mine?.gzip),
      ratio(p.brotli, mine?.brotli),
    ];
  }),
  1,
);
console.log('\n  ratio = peer / ours: above 1.00x the peer is larger. What each peer bundle imports:');
for (const p of peers) console.log(`    ${p.name}: ${Object.values(p.imports).join(' ')}`);
console.log(
  '  Each pp-* figure includes lit (shared by all the elements, paid once per page); the peers leave' +
    '\n  React out (the app has it anyway).',
);

console.log(
  '\nFoundation elements beside the Lit-based design systems, each as a page registers it, at first' +
    "\nuse (Lit and each system's shared code included; lazy chunks not)\n",
);
table(
  ['element', 'peer', 'peer gzip', 'brotli', 'ours gzip', 'brotli', 'ratio gzip'],
  foundation.flatMap((row) =>
    row.peers.map((p) => [
      row.name,
      p.version ? `${p.name} ${p.version}` : `${p.name} (not installed)`,
      formatKB(p.gzip),
      formatKB(p.brotli),
      formatKB(row.ours.gzip),
      formatKB(row.ours.brotli),
      ratio(p.gzip, row.ours.gzip),
    ]),
  ),
  2,
);

const modules = contributors(elements.together.metafile).filter((m) => m.bytes > 0);
const total = modules.reduce((sum, m) => sum + m.bytes, 0);
const percent = (bytes) => `${((100 * bytes) / total).toFixed(1)}%`;
console.log(`\nTop ${top} modules of "${FOUR}" (minified bytes in the bundle, of ${formatKB(total)})\n`);
table(
  ['module', 'bytes', 'share'],
  modules.slice(0, top).map((m) => [m.module, m.bytes, percent(m.bytes)]),
);
const byPackage = new Map();
for (const m of modules)
  byPackage.set(packageOf(m.module), (byPackage.get(packageOf(m.module)) ?? 0) + m.bytes);
console.log('\nThe same by package (our modules by folder)\n');
table(
  ['package', 'bytes', 'share'],
  [...byPackage].sort((a, b) => b[1] - a[1]).map(([name, bytes]) => [name, bytes, percent(bytes)]),
);

console.log('\nBudgets (gzip)');
for (const b of judgeBudgets(budgetFigures)) {
  console.log(
    `  ${b.label.padEnd(30)} ${formatKB(b.size).padStart(10)} <= ${formatKB(b.limit)}  ` +
      (b.over > 0 ? `MISSED by ${formatKB(b.over)}` : `met (${formatKB(-b.over)} spare)`),
  );
}

if (jsonOut) {
  const strip = ({ metafile: _metafile, ...rest }) => rest;
  writeFileSync(
    jsonOut,
    `${JSON.stringify(
      {
        unit: 'bytes',
        elements: elements.rows.map(strip),
        dependencies: elements.deps,
        portal,
        peers: peers.map(strip),
        contributors: modules,
        budgets: judgeBudgets(budgetFigures),
      },
      null,
      2,
    )}\n`,
  );
  console.log(`\nWrote ${jsonOut}`);
}
