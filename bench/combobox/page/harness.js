// In-page side of the combobox benchmark. The Node runner (../run.mjs) loads this page once per
// (adapter, size, run), calls window.ppBench.setup(), then drives real input through Playwright and
// reads the figures back. Nothing here knows any one library: each adapter module describes where
// its input, list and options are (see ../adapters/README in ../README.md).

/** Words for the option names; the typed word of the keystroke test is built from them. */
const WORDS = ['alpha', 'bravo', 'charlie', 'delta', 'echo', 'foxtrot', 'golf', 'hotel', 'india', 'juliet'];

/** The same data for every adapter: `Item <i> <word>`. */
export function makeItems(count) {
  const items = new Array(count);
  for (let i = 0; i < count; i++) items[i] = { id: `o${i}`, name: `Item ${i} ${WORDS[i % WORDS.length]}` };
  return items;
}

/** How long the list must stay unchanged before a measurement ends (it then ends at the last change). */
const QUIET_MS = 120;
const TIMEOUT_MS = 20000;

let adapter;
let pending;

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

let sequence = 0;

/**
 * Starts one measurement of the next key press (the first keydown after arm()) and returns its id.
 *
 * It marks `ppbench:start:<id>` when the keydown is dispatched and `ppbench:painted:<id>` after each
 * painted frame that holds a change of the adapter's list; the last change counts, once the list has
 * stayed unchanged for QUIET_MS. With `open`, a change counts only once options are in the DOM and the
 * list is open. Otherwise any change counts (also a list emptied, closed or replaced: a filter with no
 * matches), and the first painted frame after the key counts as a change too, so a key whose result
 * looks the same as before (say, a filter that matches the same options and highlights nothing) ends at
 * the first frame painted after its handlers ran instead of never. The runner
 * reads the marks from a Chrome trace: the main thread's CPU time between them (thread timestamps) is
 * the work from input to painted frame, free of idle time, the wait for the next frame, and time the
 * machine gave to other processes. `wall` is the same span in wall-clock time.
 */
function arm({ open = false } = {}) {
  const id = ++sequence;
  let t0 = null;
  const onKey = () => {
    if (t0 !== null) return;
    t0 = performance.now();
    performance.mark(`ppbench:start:${id}`);
  };
  window.addEventListener('keydown', onKey, { capture: true });
  pending = (async () => {
    let observedRoot = null;
    let observer = null;
    let changed = false;
    let counted = 0;
    let frames = 0;
    let wall = NaN;
    let lastChange = null;
    const started = performance.now();
    while (performance.now() - started < TIMEOUT_MS) {
      await nextFrame();
      const root = adapter.listRoot();
      if (root !== observedRoot) {
        observer?.disconnect();
        observer = null;
        if (root) {
          observer = new MutationObserver(() => (changed = true));
          observer.observe(root, { subtree: true, childList: true, attributes: true, characterData: true });
        }
        observedRoot = root;
        if (t0 !== null) changed = true;
      }
      if (t0 === null) continue;
      counted++;
      if (!open && counted === 1) changed = true;
      if (changed && (!open || ready())) {
        changed = false;
        lastChange = performance.now();
        await afterPaint();
        performance.mark(`ppbench:painted:${id}`);
        wall = performance.now() - t0;
        frames = counted;
      } else if (lastChange !== null && performance.now() - lastChange > QUIET_MS) {
        break;
      }
    }
    observer?.disconnect();
    window.removeEventListener('keydown', onKey, { capture: true });
    return { id, wall, frames };
  })();
  return id;
}

function ready() {
  const root = adapter.listRoot();
  return adapter.isOpen() && !!root && !!root.querySelector(adapter.optionSelector);
}

window.ppBench = {
  /** Loads adapter `name` and mounts it with `count` items (not measured). */
  async setup(name, count) {
    const module = await import(/* @vite-ignore */ `./${name}.js`);
    adapter = module.default;
    const items = makeItems(count);
    await adapter.mount(document.getElementById('stage'), items);
    for (let i = 0; i < 5; i++) await nextFrame();
    adapter.focusTarget().focus();
    await nextFrame();
    return { name: adapter.name };
  },
  arm,
  /** The measurement started by arm(): `{ id, wall, frames }` (wall in ms, NaN when nothing changed). */
  result() {
    return pending;
  },
  /** Option elements in the DOM now. */
  optionNodes() {
    const root = adapter.listRoot();
    return root ? root.querySelectorAll(adapter.optionSelector).length : 0;
  },
  /** Whether the element with focus is the adapter's input (typing goes there). */
  focusIsInInput() {
    let active = document.activeElement;
    while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
    return active?.localName === 'input';
  },
};
