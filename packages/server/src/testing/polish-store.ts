/**
 * Test support for the two-engine comparisons (*.postgres.test.ts, not part of the build): a database
 * on the test PostgreSQL whose own collation is Polish (ICU), where a plain ORDER BY or lower() would
 * answer differently from SQLite (Ł between L and M, lower case first, Unicode case folding).
 */
import { randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import pg from 'pg';
import { inject } from 'vitest';
import { tempDir, type TestStore } from './harness.js';
import { numberedPlaceholders, testPool } from './postgres.js';

async function admin(statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: inject('postgresAdminUrl') });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** A new database on the test PostgreSQL whose default collation is ICU's Polish. */
export async function polishStore(): Promise<TestStore> {
  const name = `pp_test_pl_${randomBytes(6).toString('hex')}`;
  await admin(
    `CREATE DATABASE ${name} TEMPLATE template0 ENCODING 'UTF8' LOCALE 'C.UTF-8' ` +
      `LOCALE_PROVIDER icu ICU_LOCALE 'pl-PL'`,
  );
  const url = new URL(inject('postgresAdminUrl'));
  url.pathname = `/${name}`;
  const dataDir = tempDir('data');
  const pool = testPool(url.href);
  const query = async <T>(sql: string, params: unknown[] = []) =>
    (await pool.query(numberedPlaceholders(sql), params)).rows as T[];
  return {
    engine: 'postgres',
    dataDir,
    databaseUrl: url.href,
    query,
    snapshot: () => Promise.reject(new Error('not needed here')),
    async remove() {
      await pool.end();
      await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
