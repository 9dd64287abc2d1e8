/** Small DOM helpers several elements need, written once: they walk through open shadow roots. */

/** The focused element, looking inside open shadow roots (null when nothing is focused). */
export function deepActiveElement(root: Document | ShadowRoot = document): Element | null {
  let active = root.activeElement;
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
  return active;
}

/** The parent in the flat tree: a slotted node's slot, a shadow root's host, else the parent node. */
export function composedParent(node: Node): Node | null {
  if (node instanceof Element && node.assignedSlot) return node.assignedSlot;
  if (node instanceof ShadowRoot) return node.host;
  return node.parentNode;
}

/** The ancestors of `element` that scroll (overflow auto, scroll or overlay), nearest first, and the window. */
export function scrollAncestors(element: Element): (Element | Window)[] {
  const found: (Element | Window)[] = [];
  for (let node = composedParent(element); node !== null; node = composedParent(node)) {
    if (!(node instanceof Element)) continue;
    const { overflowX, overflowY } = getComputedStyle(node);
    if (/auto|scroll|overlay/.test(`${overflowX} ${overflowY}`)) found.push(node);
  }
  found.push(window);
  return found;
}
