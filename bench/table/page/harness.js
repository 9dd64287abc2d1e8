// In-page side of the table benchmark. The Node runner (../run.mjs) loads this page once per
// (adapter, size, run), calls window.ppBench.load() and .makeData(), then .mount() (first render),
// and drives real clicks and keys through Playwright for the rest; scrolling is set from here. Nothing
// here knows any one library: each adapter module says where its rows, headers, filter field and
// scroller are (see "Adapters" in ../README.md).

/** The columns every adapter shows, in order, with the kind of value each holds. */
export const COLUMNS = [
  { id: 'id', header: 'ID', type: 'number' },
  { id: 'name', header: 'Name', type: 'text' },
  { id: 'status', header: 'Status', type: 'status' },
  { id: 'region', header: 'Region', type: 'text' },
  { id: 'cpu', header: 'CPU %', type: 'number' },
  { id: 'memory', header: 'Memory (MB)', type: 'number' },
  { id: 'created_at', header: 'Created', type: 'date' },
  { id: 'updated_at', header: 'Updated', type: 'date' },
];

const WORDS = [
  'alpha',
  'bravo',
  'charlie',
  'delta',
  'echo',
  'foxtrot',
  'golf',
  'hotel',
  'india',
  'juliet',
  'kilo',
  'lima',
  'mike',
  'november',
  'oscar',
  'papa',
];
const STATUSES = ['active', 'pending', 'suspended', 'failed'];
const REGIONS = ['eu-west-1', 'eu-central-1', 'us-east-1', 'us-west-2', 'ap-south-1', 'ap-northeast-1'];
const DAY = 86_400_000;
const BASE = Date.UTC(2020, 0, 1);

/** A small seeded generator (mulberry32): the same numbers in every page and every run. */
function seeded(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const isoDate = (time) => new Date(time).toISOString().slice(0, 10);

/**
 * The same rows for every adapter: `id` 1..count, `name` `<word>-<id>` (16 words), `status` (4
 * values), `region` (6), `cpu` 0-100 with two decimals, `memory` a multiple of 256 MB, `created_at`
 * and `updated_at` ISO dates (`2023-04-17`, as a JSON API sends them), updated on or after created.
 */
export function makeRows(count) {
  const random = seeded(17);
  const pick = (list) => list[Math.floor(random() * list.length)];
  const rows = new Array(count);
  for (let i = 0; i < count; i++) {
    const word = pick(WORDS);
    const status = pick(STATUSES);
    const region = pick(REGIONS);
    const cpu = Math.round(random() * 10_000) / 100;
    const memory = 256 * (1 + Math.floor(random() * 64));
    const created = BASE + Math.floor(random() * 1800) * DAY;
    const updated = created + Math.floor(random() * 365) * DAY;
    rows[i] = {
      id: i + 1,
      name: `${word}-${i + 1}`,
      status,
      region,
      cpu,
      memory,
      created_at: isoDate(created),
      updated_at: isoDate(updated),
    };
  }
  return rows;
}

/** How long the grid must stay unchanged before a measurement ends (it then ends at the last change). */
const QUIET_MS = 120;
const TIMEOUT_MS = 30_000;

let adapter;
let rows = [];
let pending;
let sequence = 0;

function nextFrame() {
  return new Promise((resolve) => requestAnimationFrame(resolve));
}

/** Resolves with performance.now() once the frame being rendered now has been painted. */
function afterPaint() {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resolve(performance.now());
    channel.port2.postMessage(null);
  });
}

const sameRoots = (a, b) => a.length === b.length && a.every((root, i) => root === b[i]);

/**
 * Watches the adapter's grid from now on and resolves with `{ id, wall, frames }` once it has stayed
 * unchanged for QUIET_MS after the measured action started (`started()` gives its performance.now()
 * time, or null while it has not). It marks `ppbench:painted:<id>` after each painted frame that holds
 * a change of the grid (a MutationObserver on the adapter's roots); the runner takes the last one.
 * With `rowsNeeded`, a change counts only once row elements are in the DOM (the first render).
 * Otherwise the first painted frame after the action counts as a change too, so an action whose
 * result looks the same as before still ends at the frame painted after its handlers ran.
 */
function watch(id, started, { rowsNeeded = false } = {}) {
  return (async () => {
    let roots = [];
    let observer = null;
    let changed = false;
    let counted = 0;
    let frames = 0;
    let wall = NaN;
    let lastChange = null;
    const begun = performance.now();
    while (performance.now() - begun < TIMEOUT_MS) {
      await nextFrame();
      const now = adapter.observeRoots().filter(Boolean);
      if (!sameRoots(now, roots)) {
        observer?.disconnect();
        observer = new MutationObserver(() => (changed = true));
        for (const root of now) {
          observer.observe(root, { subtree: true, childList: true, attributes: true, characterData: true });
        }
        roots = now;
        if (started() !== null) changed = true;
      }
      if (started() === null) continue;
      counted++;
      if (!rowsNeeded && counted === 1) changed = true;
      if (changed && (!rowsNeeded || adapter.rowElements().length > 0)) {
        changed = false;
        lastChange = performance.now();
        await afterPaint();
        performance.mark(`ppbench:painted:${id}`);
        wall = performance.now() - started();
        frames = counted;
      } else if (lastChange !== null && performance.now() - lastChange > QUIET_MS) {
        break;
      }
    }
    observer?.disconnect();
    return { id, wall, frames };
  })();
}

/**
 * Arms a measurement of the next user input (the first keydown or pointerdown after this call):
 * `ppbench:start:<id>` is marked when it is dispatched. Returns the id; result() gives the figures.
 */
function arm() {
  const id = ++sequence;
  let t0 = null;
  const onInput = () => {
    if (t0 !== null) return;
    t0 = performance.now();
    performance.mark(`ppbench:start:${id}`);
  };
  for (const type of ['keydown', 'pointerdown']) window.addEventListener(type, onInput, { capture: true });
  pending = watch(id, () => t0).finally(() => {
    for (const type of ['keydown', 'pointerdown']) {
      window.removeEventListener(type, onInput, { capture: true });
    }
  });
  return id;
}

/** Center of an element in the page's coordinates (for Playwright's mouse). */
function centerOf(element) {
  if (!element) throw new Error('no such element');
  const box = element.getBoundingClientRect();
  return { x: box.left + box.width / 2, y: box.top + box.height / 2 };
}

window.ppBench = {
  /** Loads adapter `name` (its library's code included): not measured. */
  async load(name) {
    const module = await import(/* @vite-ignore */ `./${name}.js`);
    adapter = module.default;
    return { name: adapter.name, scroll: adapter.scrollMode };
  },
  /** Generates the rows (not measured). */
  makeData(count) {
    rows = makeRows(count);
    return rows.length;
  },
  /**
   * First render: marks the start, mounts the adapter's grid with the rows and watches it until rows
   * are painted and the grid is still. Returns the measurement id; result() gives the figures.
   */
  mount() {
    const id = ++sequence;
    let t0 = null;
    pending = watch(id, () => t0, { rowsNeeded: true });
    t0 = performance.now();
    performance.mark(`ppbench:start:${id}`);
    const stage = document.getElementById('stage');
    // The mount is awaited by the watch loop's frames; an async mount keeps working meanwhile.
    Promise.resolve(adapter.mount(stage, rows, COLUMNS)).catch((error) => console.error(error));
    return id;
  },
  arm,
  /** Scrolls the grid down by one page of its viewport (programmatically) and measures it. */
  scrollPage() {
    const id = ++sequence;
    let t0 = null;
    pending = watch(id, () => t0);
    const scroller = adapter.scroller();
    t0 = performance.now();
    performance.mark(`ppbench:start:${id}`);
    scroller.scrollTop += scroller.clientHeight;
    return id;
  },
  /** The measurement started last: `{ id, wall, frames }` (wall in ms, NaN when nothing changed). */
  result() {
    return pending;
  },
  /** Waits `count` frames. */
  async frames(count) {
    for (let i = 0; i < count; i++) await nextFrame();
  },
  /** Row elements in the DOM now, how many of them intersect the scroller's visible box, the first's text. */
  rowCounts() {
    const elements = adapter.rowElements();
    const view = adapter.scroller().getBoundingClientRect();
    // A header that sticks over the scroller's top hides the rows under it.
    const top = view.top + (adapter.stickyHeaderHeight?.() ?? 0);
    let visible = 0;
    let first = null;
    for (const row of elements) {
      const box = row.getBoundingClientRect();
      if (box.height > 0 && box.bottom > top + 1 && box.top < view.bottom - 1) {
        visible++;
        if (!first || box.top < first.getBoundingClientRect().top) first = row;
      }
    }
    // The first visible row's text, for BENCH_DEBUG: it shows that scrolling and sorting did happen.
    const text = first ? (adapter.rowText?.(first) ?? first.textContent) : '';
    return { dom: elements.length, visible, first: text.replace(/\s+/g, ' ').trim().slice(0, 60) };
  },
  /** Where to click to sort by column `id` (its header). */
  headerPoint(id) {
    return centerOf(adapter.sortTarget(id));
  },
  /** Where to click to show the next page (adapters whose `scrollMode` is 'page'). */
  nextPagePoint() {
    return centerOf(adapter.nextPageButton());
  },
  /** Puts the grid back at its first row (not measured). */
  async toTop() {
    await adapter.toTop();
    for (let i = 0; i < 3; i++) await nextFrame();
  },
  /** Focuses the adapter's filter field (typing goes there). */
  focusFilter() {
    adapter.filterInput().focus();
    let active = document.activeElement;
    while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
    return active === adapter.filterInput();
  },
};
