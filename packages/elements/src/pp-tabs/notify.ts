/**
 * Tells the `<pp-tabs>` a tab or panel belongs to that it changed (its `panel`, `name` or
 * `disabled`): the list then selects, links and hides again. Additions and removals it sees itself.
 */
export function notifyTabs(child: Element): void {
  const parent = child.parentElement as (HTMLElement & { requestUpdate?: () => void }) | null;
  if (parent?.localName === 'pp-tabs') parent.requestUpdate?.();
}
