// Adapter: <vaadin-combo-box> with client-side items (Lumo theme, as the package loads it).
import '@vaadin/combo-box';

let element;

/** Finds the first element matching `selector` in the document or any open shadow root. */
function deepQuery(selector, root = document) {
  const found = root.querySelector(selector);
  if (found) return found;
  for (const host of root.querySelectorAll('*')) {
    if (host.shadowRoot) {
      const inner = deepQuery(selector, host.shadowRoot);
      if (inner) return inner;
    }
  }
  return null;
}

let scroller = null;

export default {
  name: 'vaadin',
  async mount(container, items) {
    await customElements.whenDefined('vaadin-combo-box');
    element = document.createElement('vaadin-combo-box');
    element.itemLabelPath = 'name';
    element.itemValuePath = 'id';
    element.items = items;
    element.style.width = '300px';
    element.setAttribute('aria-label', 'Benchmark');
    container.append(element);
    await new Promise((resolve) => setTimeout(resolve, 50));
  },
  focusTarget: () => element.inputElement ?? element.querySelector('input'),
  isOpen: () => element.opened === true,
  listRoot: () => {
    if (!scroller || !scroller.isConnected) scroller = deepQuery('vaadin-combo-box-scroller');
    return scroller;
  },
  optionSelector: 'vaadin-combo-box-item',
};
