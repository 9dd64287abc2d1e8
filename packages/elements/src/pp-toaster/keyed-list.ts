import type { render, RenderOptions, RootPart } from 'lit';

/**
 * Renders templates into a container by key, as Lit's `repeat` directive does, for lists whose items
 * never change order among themselves (new ones may come anywhere, gone ones are removed), such as
 * the toasts, newest first by creation. Each key keeps its DOM from render to render, so its state
 * (focus, running transitions, inline styles set from outside) survives updates. Each item is one
 * Lit root part, rendered in place before an end marker of its own.
 *
 * It renders with the `render` it is given, Lit's: it comes with the toasts' view, which imports
 * nothing from Lit at run time (see toast-view.ts).
 */
export class KeyedList<K> {
  readonly #container: Node;
  readonly #render: typeof render;
  readonly #parts = new Map<K, RootPart>();

  constructor(container: Node, renderer: typeof render) {
    this.#container = container;
    this.#render = renderer;
  }

  /**
   * Renders `items` (`[key, template]`) in their order and removes the keys that are not among them.
   * Returns the element each item rendered (the last node of its template: its root element).
   */
  render(items: readonly (readonly [K, unknown])[], options: RenderOptions): HTMLElement[] {
    const keys = new Set(items.map(([key]) => key));
    for (const [key, part] of this.#parts) {
      if (keys.has(key)) continue;
      this.#parts.delete(key);
      const end = part.endNode;
      for (let node = part.startNode; node !== null && node !== end;) {
        const next: Node | null = node.nextSibling;
        this.#container.removeChild(node);
        node = next;
      }
      if (end) this.#container.removeChild(end);
    }
    // From the last item up: a new one goes before the item that follows it.
    const elements: HTMLElement[] = [];
    let next: Node | null = null;
    for (let i = items.length - 1; i >= 0; i--) {
      const [key, template] = items[i]!;
      const part = this.#parts.get(key);
      // The end marker is a comment of ours: Lit renders each item before its own.
      const end = (part?.endNode ??
        this.#container.insertBefore(document.createComment(''), next)) as ChildNode;
      const rendered: RootPart = this.#render(template, this.#container as HTMLElement, {
        ...options,
        renderBefore: end,
      });
      this.#parts.set(key, rendered);
      next = rendered.startNode;
      elements[i] = end.previousSibling as HTMLElement;
    }
    return elements;
  }
}
