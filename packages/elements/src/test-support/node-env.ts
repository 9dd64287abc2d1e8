/**
 * Imported for its effect by the tests that render `<pp-data-table>` from the sources:
 * `@tanstack/table-core` reads `process.env.NODE_ENV` when a table is made, as libraries do for
 * bundlers to replace. Bundlers (Vite for the portal, Storybook and our CDN and all-in-one builds)
 * replace it; the test runner serves the modules as they are, so the tests give the page one.
 */
const holder = globalThis as { process?: { env: Record<string, string | undefined> } };
holder.process ??= { env: { NODE_ENV: 'development' } };

export {};
