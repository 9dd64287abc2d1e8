/**
 * React wrappers for every Portal Elements custom element, made with `@lit/react`.
 * Events are exposed as camel-case props (`pp-navigate` -> `onNavigate`).
 */
export { Sidebar } from './pp-sidebar/pp-sidebar.react.js';
