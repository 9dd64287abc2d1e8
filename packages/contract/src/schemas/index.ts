/**
 * The JSON schemas (TypeBox) of the queries and answers, each with its TypeScript type. The web app
 * imports only the types from here (`import type`), so TypeBox stays out of its bundle.
 */
export * from './answers.js';
export * from './cases.js';
export * from './dashboard.js';
export * from './documents.js';
export * from './list-query.js';
export * from './payments.js';
export * from './projects.js';
export * from './siem-integrations.js';
export * from './soc-dashboard.js';
export * from './support.js';
export * from './two-factor.js';
