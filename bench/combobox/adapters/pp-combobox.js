// Adapter: <pp-combobox> in editable mode, from the element's sources (built by the runner).
import '../../../packages/elements/src/pp-combobox/pp-combobox.ts';

let element;

export default {
  name: 'pp-combobox',
  async mount(container, items) {
    element = document.createElement('pp-combobox');
    element.mode = 'editable';
    element.label = 'Benchmark';
    element.options = items;
    container.append(element);
    await element.updateComplete;
  },
  focusTarget: () => element.shadowRoot.querySelector('input'),
  isOpen: () => element.open,
  listRoot: () => element.shadowRoot.querySelector('[role="listbox"]'),
  optionSelector: '[role="option"]',
};
