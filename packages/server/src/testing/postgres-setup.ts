/**
 * Vitest's global setup of the `server-postgres` project: one PostgreSQL for the whole run (embedded, or
 * TEST_DATABASE_URL), its URL provided to the test files, stopped and removed at the end.
 */
import type { TestProject } from 'vitest/node';
import { startPostgres } from './postgres.js';

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const started = Date.now();
  const postgres = await startPostgres();
  project.provide('postgresAdminUrl', postgres.url);
  console.info(`PostgreSQL for the server tests is up in ${Date.now() - started} ms`);
  return () => postgres.stop();
}
