/**
 * `npm run migrate -w @portal-elements/server` (node dist/migrate.js): brings the
 * database in DATABASE_URL (or the SQLite file in PORTAL_DATA_DIR) to the latest schema and exits,
 * seeding nothing. Run it once before a rolling deploy, so that the new instances find the schema ready
 * and the old ones keep working on it (migrations only add: a column or table is removed one release
 * after the code stops using it). The server itself also migrates when it starts.
 */
import { resolve } from 'node:path';
import { describeStoreError, fail } from './cli.js';
import { ConfigError, readEnvConfig, type EnvConfig } from './config.js';
import { openStore } from './db/database.js';
import { migrateToLatest } from './db/migrations.js';
import { defaultDataDir } from './paths.js';

let config: EnvConfig;
try {
  config = readEnvConfig();
} catch (error) {
  if (error instanceof ConfigError) fail(`The migration cannot start: ${error.message}`);
  throw error;
}
const store = openStore({
  dataDir: resolve(config.dataDir ?? defaultDataDir()),
  databaseUrl: config.databaseUrl,
  pool: { size: 1, statementTimeoutMs: 0 },
});
try {
  const { results = [] } = await migrateToLatest(store.db, store.dialect);
  const applied = results.map((result) => result.migrationName);
  process.stdout.write(
    applied.length === 0
      ? `The schema of ${store.location} is up to date.\n`
      : `Migrated ${store.location}: ${applied.join(', ')}.\n`,
  );
} catch (error) {
  await store.db.destroy();
  fail(`The migration failed: ${describeStoreError(error, config)}`);
}
await store.db.destroy();
