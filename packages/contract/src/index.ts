/** The facts the web app and the server share: no DOM, no Node.js, no schema library. */
export * from './account.js';
export * from './case-workflow.js';
export * from './contacts.js';
export * from './dashboard.js';
export * from './enums.js';
export * from './links.js';
export * from './payments.js';
export * from './lists.js';
export * from './permissions.js';
export * from './redirect-cases.js';
export * from './rich-text-allowlist.js';
export * from './routes.js';
export * from './same-origin-path.js';
export * from './soc-dashboard.js';
export * from './text-controls.js';
