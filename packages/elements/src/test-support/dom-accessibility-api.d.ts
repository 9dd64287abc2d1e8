// dom-accessibility-api ships its types at dist/index.d.ts, which its `exports` map does not name, so
// TypeScript cannot reach them: the three functions the element tests use, as that file declares them.
declare module 'dom-accessibility-api' {
  export function computeAccessibleName(element: Element): string;
  export function computeAccessibleDescription(element: Element): string;
  export function getRole(element: Element): string | null;
}
