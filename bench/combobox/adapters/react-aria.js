// Adapter: React Aria's ComboBox (react-aria-components), given its best configuration for long lists:
// the collection Virtualizer with a ListLayout of 32 px rows when the installed version has it.
import { createElement as h } from 'react';
import { createRoot } from 'react-dom/client';
import * as RAC from 'react-aria-components';

const { ComboBox, Input, Button, Popover, ListBox, ListBoxItem, Virtualizer, ListLayout } = RAC;

let container;

function App({ items }) {
  const listBox = h(ListBox, { style: { maxHeight: 300, overflow: 'auto', width: 300 } }, (item) =>
    h(ListBoxItem, { id: item.id, textValue: item.name, style: { height: 32 } }, item.name),
  );
  const list =
    Virtualizer && ListLayout
      ? h(Virtualizer, { layout: ListLayout, layoutOptions: { rowHeight: 32 } }, listBox)
      : listBox;
  return h(
    ComboBox,
    { 'aria-label': 'Benchmark', defaultItems: items },
    h(Input, null),
    h(Button, null, '▾'),
    h(Popover, { style: { width: 300 } }, list),
  );
}

export default {
  name: 'react-aria',
  async mount(element, items) {
    container = element;
    createRoot(element).render(h(App, { items }));
    await new Promise((resolve) => setTimeout(resolve, 50));
  },
  focusTarget: () => container.querySelector('input'),
  isOpen: () => !!document.querySelector('[role="listbox"]'),
  listRoot: () => document.querySelector('[role="listbox"]'),
  optionSelector: '[role="option"]',
};
