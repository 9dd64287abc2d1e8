/**
 * Portal Elements: framework-neutral custom elements. Importing this module registers every element.
 * Import a single element's module (`@portal-elements/elements/pp-sidebar/pp-sidebar.js`) to load only that one.
 */
export { PpElement, defineElement } from './shared/base-element.js';
export type { EmitOptions } from './shared/base-element.js';
