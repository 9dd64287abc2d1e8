// Adapter: cmdk (React). cmdk has no popup of its own, so an input opens it the way a command palette
// does: ArrowDown mounts <Command> with its input focused (autoFocus) and every item rendered, as cmdk
// always renders all items. Typing then filters with cmdk's own scorer; ArrowDown moves its selection.
import { createElement as h, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { Command } from 'cmdk';

let container;
let trigger;

function Palette({ items }) {
  const [open, setOpen] = useState(false);
  return h(
    'div',
    null,
    h('input', {
      'aria-label': 'Benchmark',
      id: 'cmdk-trigger',
      onKeyDown: (event) => {
        if (event.key === 'ArrowDown') {
          event.preventDefault();
          setOpen(true);
        }
      },
    }),
    open
      ? h(
          Command,
          { label: 'Benchmark' },
          h(Command.Input, { autoFocus: true }),
          h(
            Command.List,
            { style: { maxHeight: 300, overflow: 'auto' } },
            h(Command.Empty, null, 'No results.'),
            items.map((item) => h(Command.Item, { key: item.id, value: item.name }, item.name)),
          ),
        )
      : null,
  );
}

export default {
  name: 'cmdk',
  async mount(element, items) {
    container = element;
    createRoot(element).render(h(Palette, { items }));
    await new Promise((resolve) => setTimeout(resolve, 50));
    trigger = element.querySelector('#cmdk-trigger');
  },
  focusTarget: () => trigger,
  isOpen: () => !!container.querySelector('[cmdk-root]'),
  listRoot: () => container.querySelector('[cmdk-list]'),
  optionSelector: '[cmdk-item]',
};
