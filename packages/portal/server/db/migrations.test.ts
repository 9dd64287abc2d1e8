import { rmSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { DummyDriver, Kysely, PostgresAdapter, PostgresIntrospector, PostgresQueryCompiler } from 'kysely';
import { NO_MIGRATIONS } from 'kysely/migration';
import { Browser, makeStaticDir, newTestStore, startServer, type TestStore } from '../testing/harness.js';
import { openStore, type Store } from './database.js';
import { buildMigrations, createMigrator, migrateToLatest } from './migrations.js';
import { serviceTypesFor, setUserSetting } from './queries.js';
import type { Database } from './schema.js';
import { seedDemoData } from './seed.js';

const dirs: string[] = [];
const stores: TestStore[] = [];
afterEach(async () => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  for (const store of stores.splice(0)) await store.remove();
});

/** A new, empty store of this run's engine (SQLite, or a database on the test PostgreSQL), opened. */
async function emptyStore(): Promise<{ test: TestStore; store: Store }> {
  const test = await newTestStore();
  stores.push(test);
  return { test, store: openStore({ dataDir: test.dataDir, databaseUrl: test.databaseUrl }) };
}

describe('migrations', () => {
  it('migrate an empty database to the latest version, and are a no-op the second time', async () => {
    const { store } = await emptyStore();
    try {
      const first = await migrateToLatest(store.db, store.dialect);
      expect(first.results?.map((r) => r.status)).toEqual(
        Object.keys(buildMigrations(store.dialect)).map(() => 'Success'),
      );
      const second = await migrateToLatest(store.db, store.dialect);
      expect(second.results).toEqual([]);
      const tables = (await store.db.introspection.getTables()).map((t) => t.name).sort();
      for (const table of [
        'users',
        'projects',
        'memberships',
        'permissions',
        'roles',
        'role_permissions',
        'user_roles',
        'service_types',
        'services',
        'sessions',
        'settings',
        'user_settings',
        'audit_log',
        'login_attempts',
      ]) {
        expect(tables).toContain(table);
      }
    } finally {
      await store.db.destroy();
    }
  });

  it('roll back to nothing and up again (every migration has a down)', async () => {
    const { store } = await emptyStore();
    try {
      await migrateToLatest(store.db, store.dialect);
      const down = await createMigrator(store.db, store.dialect).migrateTo(NO_MIGRATIONS);
      expect(down.error).toBeUndefined();
      const left = (await store.db.introspection.getTables()).map((t) => t.name);
      expect(left.filter((name) => !name.startsWith('kysely_'))).toEqual([]);
      await migrateToLatest(store.db, store.dialect);
    } finally {
      await store.db.destroy();
    }
  });

  it('0009 makes existing services active, without allocation model or update time, and checks the values', async () => {
    const { store } = await emptyStore();
    try {
      const migrator = createMigrator(store.db, store.dialect);
      expect((await migrator.migrateTo('0008_unique_email_and_foreign_key_indexes')).error).toBeUndefined();
      const db = store.db as unknown as Kysely<Record<string, Record<string, unknown>>>;
      const { id: projectId } = (await db
        .insertInto('projects')
        .values({ name: 'P', created_at: 1 })
        .returning('id')
        .executeTakeFirstOrThrow()) as { id: number };
      const { id: typeId } = (await db
        .insertInto('service_types')
        .values({ name: 'T', type: 't', icon_svgo: '', position: 0 })
        .returning('id')
        .executeTakeFirstOrThrow()) as { id: number };
      await db
        .insertInto('services')
        .values({ project_id: projectId, service_type_id: typeId, name: 'old', created_at: 1 })
        .execute();
      await migrateToLatest(store.db, store.dialect);
      expect(
        await store.db
          .selectFrom('services')
          .select(['name', 'status', 'allocation_model', 'updated_at'])
          .execute(),
      ).toEqual([{ name: 'old', status: 'active', allocation_model: null, updated_at: null }]);
      const insert = (values: Record<string, unknown>) =>
        db
          .insertInto('services')
          .values({ project_id: projectId, service_type_id: typeId, name: 'new', created_at: 2, ...values })
          .execute();
      await expect(insert({ status: 'deleted' })).rejects.toThrow();
      await expect(insert({ allocation_model: 'Flex' })).rejects.toThrow();
      await insert({ status: 'inactive', allocation_model: 'AllocationVApp', updated_at: 3 });
      expect(await store.db.selectFrom('services').select('status').orderBy('id').execute()).toEqual([
        { status: 'active' },
        { status: 'inactive' },
      ]);
    } finally {
      await store.db.destroy();
    }
  });

  it('compile for PostgreSQL (through a driver that only records the SQL)', async () => {
    const statements: string[] = [];
    const pg = new Kysely<Database>({
      dialect: {
        createAdapter: () => new PostgresAdapter(),
        createDriver: () => new DummyDriver(),
        createIntrospector: (db) => new PostgresIntrospector(db),
        createQueryCompiler: () => new PostgresQueryCompiler(),
      },
      log: (event) => {
        if (event.level === 'query') statements.push(event.query.sql);
      },
    });
    const migrations = buildMigrations('postgres');
    expect(Object.keys(migrations)).toEqual(Object.keys(buildMigrations('sqlite')));
    for (const migration of Object.values(migrations)) await migration.up(pg);
    for (const migration of Object.values(migrations).reverse()) await migration.down?.(pg);
    const sql = statements.join(';\n');
    expect(sql).toContain('create table "users" ("id" serial primary key');
    expect(sql).not.toMatch(/autoincrement/i);
    expect(sql).toContain('"expires_at" bigint not null');
    // The shared queries compile too (the upsert uses ON CONFLICT, which both dialects speak).
    statements.length = 0;
    await setUserSetting(pg, 1, 'theme', 'dark', 1);
    await serviceTypesFor(pg, 1);
    expect(statements[0]).toMatch(/on conflict \("user_id", "key"\) do update set/);
    expect(statements[1]).toContain('left join "services"');
    expect(statements[1]).toMatch(/\$1/);
  });
});

describe('seed and restarts', () => {
  it('seeds once, and a restart keeps sessions and data without seeding again', async () => {
    const test = await newTestStore();
    stores.push(test);
    const staticDir = makeStaticDir();
    dirs.push(staticDir);
    const first = await startServer({ staticDir }, { store: test });
    const browser = new Browser(first.baseUrl);
    await browser.signIn('client@example.com');
    const before = await first.query('SELECT COUNT(*) AS n FROM users');
    await first.close();

    const second = await startServer({ staticDir }, { store: test });
    try {
      const again = new Browser(second.baseUrl);
      for (const [name, value] of browser.cookies) again.cookies.set(name, value);
      expect((await again.get('/check-session')).json()).toEqual({ status: 'active' });
      expect(await second.query('SELECT COUNT(*) AS n FROM users')).toEqual(before);
    } finally {
      await second.close();
    }
  });

  it('does not seed twice when called again, and seeds nothing with seed: false', async () => {
    const { store } = await emptyStore();
    try {
      await migrateToLatest(store.db, store.dialect);
      expect(await seedDemoData(store.db, { passwordCost: 14 })).toBe(true);
      expect(await seedDemoData(store.db, { passwordCost: 14 })).toBe(false);
      const users = await store.db.selectFrom('users').select('email').execute();
      expect(users.map((u) => u.email).sort()).toEqual([
        'basic@example.com',
        'client@example.com',
        'staff@example.com',
        'support@example.com',
      ]);
    } finally {
      await store.db.destroy();
    }
    const bare = await startServer({ seed: false }, { listen: false });
    try {
      expect(await bare.query('SELECT COUNT(*) AS n FROM users')).toEqual([{ n: 0 }]);
    } finally {
      await bare.close();
    }
  });

  it('keeps passwords as salted scrypt hashes, never in clear', async () => {
    const server = await startServer({}, { listen: false });
    try {
      const hashes = await server.query<{ password_hash: string }>('SELECT password_hash FROM users');
      const values = hashes.map((h) => h.password_hash);
      expect(new Set(values).size).toBe(values.length);
      for (const value of values) {
        expect(value).toMatch(/^scrypt\$\d+\$8\$1\$[\w-]+\$[\w-]+$/);
        expect(value).not.toContain('demo-password');
      }
    } finally {
      await server.close();
    }
  });
});
