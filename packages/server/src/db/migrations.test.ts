import { rmSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import {
  DummyDriver,
  Kysely,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  sql,
} from 'kysely';
import { NO_MIGRATIONS } from 'kysely/migration';
import {
  CASE_ASSET_KINDS,
  CASE_EVENT_KINDS,
  CASE_INDICATOR_KINDS,
  SIEM_INTEGRATION_STATES,
  SIEM_PRODUCTS,
} from '@portal-elements/contract';
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
        'siem_cases',
        'support_issues',
        'support_messages',
        'uploads',
        'sessions',
        'settings',
        'user_settings',
        'audit_log',
        'login_attempts',
        'write_counts',
        'user_two_factor',
        'two_factor_recovery_codes',
        'two_factor_sign_ins',
        'siem_integrations',
        'siem_case_assets',
        'siem_case_indicators',
        'siem_case_events',
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

  it('0010 keeps SOC cases: severity and status checked, indexed by assignee and status, unassigned when the assignee goes', async () => {
    const { store } = await emptyStore();
    try {
      await migrateToLatest(store.db, store.dialect);
      const db = store.db as unknown as Kysely<Record<string, Record<string, unknown>>>;
      const { id: userId } = (await db
        .insertInto('users')
        .values({
          email: 'analyst@example.com',
          full_name: 'Analyst',
          password_hash: 'x',
          user_type: 'staff',
          created_at: 1,
          updated_at: 1,
        })
        .returning('id')
        .executeTakeFirstOrThrow()) as { id: number };
      const insert = (values: Record<string, unknown>) =>
        db
          .insertInto('siem_cases')
          .values({ title: 'Case', severity: 'low', status: 'new', created_at: 1, ...values })
          .execute();
      await expect(insert({ severity: 'urgent' })).rejects.toThrow();
      await expect(insert({ severity: 'Low' })).rejects.toThrow();
      await expect(insert({ status: 'open' })).rejects.toThrow();
      await expect(insert({ title: null })).rejects.toThrow();
      await expect(insert({ assignee_id: userId + 1000 })).rejects.toThrow();
      await insert({
        severity: 'critical',
        status: 'closed',
        assignee_id: userId,
        resolved_at: 2,
        closed_at: 3,
      });
      await insert({ severity: 'medium', status: 'in_progress' });
      await db.deleteFrom('users').where('id', '=', userId).execute();
      expect(
        await store.db
          .selectFrom('siem_cases')
          .select(['title', 'severity', 'status', 'assignee_id', 'created_at', 'resolved_at', 'closed_at'])
          .orderBy('id')
          .execute(),
      ).toEqual([
        {
          title: 'Case',
          severity: 'critical',
          status: 'closed',
          assignee_id: null,
          created_at: 1,
          resolved_at: 2,
          closed_at: 3,
        },
        {
          title: 'Case',
          severity: 'medium',
          status: 'in_progress',
          assignee_id: null,
          created_at: 1,
          resolved_at: null,
          closed_at: null,
        },
      ]);
      const indexes =
        store.dialect === 'postgres'
          ? await sql<{
              name: string;
            }>`select indexname as name from pg_indexes where tablename = 'siem_cases'`.execute(store.db)
          : await sql<{
              name: string;
            }>`select name from sqlite_master where type = 'index' and tbl_name = 'siem_cases'`.execute(
              store.db,
            );
      expect(indexes.rows.map((row) => row.name)).toEqual(
        expect.arrayContaining(['siem_cases_assignee_id_idx', 'siem_cases_status_idx']),
      );
    } finally {
      await store.db.destroy();
    }
  });

  it('0011 keeps support issues, their threads and uploads: values checked, bytes kept, cascades', async () => {
    const { store } = await emptyStore();
    try {
      await migrateToLatest(store.db, store.dialect);
      const db = store.db as unknown as Kysely<Record<string, Record<string, unknown>>>;
      const insertRow = async (table: string, values: Record<string, unknown>) =>
        (
          (await db.insertInto(table).values(values).returning('id').executeTakeFirstOrThrow()) as {
            id: number;
          }
        ).id;
      const userId = await insertRow('users', {
        email: 'client@example.com',
        full_name: 'Client',
        password_hash: 'x',
        user_type: 'client',
        created_at: 1,
        updated_at: 1,
      });
      const projectId = await insertRow('projects', { name: 'P', created_at: 1 });
      const issue = (values: Record<string, unknown>) =>
        insertRow('support_issues', {
          project_id: projectId,
          author_id: userId,
          subject: 'S',
          category: 'technical',
          status: 'new',
          created_at: 1,
          updated_at: 1,
          ...values,
        });
      await expect(issue({ status: 'in_progress' })).rejects.toThrow();
      await expect(issue({ category: 'Technical' })).rejects.toThrow();
      await expect(issue({ project_id: projectId + 1000 })).rejects.toThrow();
      const issueId = await issue({});
      await expect(
        insertRow('support_messages', { issue_id: issueId, kind: 'note', created_at: 1 }),
      ).rejects.toThrow();
      const messageId = await insertRow('support_messages', {
        issue_id: issueId,
        author_id: userId,
        kind: 'message',
        body: '<p>x</p>',
        created_at: 1,
      });
      const bytes = Buffer.from([0, 1, 2, 255, 254, 0]);
      for (const [id, attached] of [
        ['a'.repeat(22), true],
        ['b'.repeat(22), false],
      ] as const) {
        await db
          .insertInto('uploads')
          .values({
            id,
            owner_id: userId,
            project_id: projectId,
            issue_id: attached ? issueId : null,
            message_id: attached ? messageId : null,
            name: 'f.bin',
            type: 'application/zip',
            size: bytes.length,
            sha256: '0'.repeat(64),
            data: bytes,
            created_at: 1,
          })
          .execute();
      }
      const stored = await store.db.selectFrom('uploads').select(['id', 'data']).orderBy('id').execute();
      expect(stored.map((row) => [row.id, Buffer.from(row.data).equals(bytes)])).toEqual([
        ['a'.repeat(22), true],
        ['b'.repeat(22), true],
      ]);
      // Deleting the issue takes its thread and attached files; the unattached one stays.
      await db.deleteFrom('support_issues').where('id', '=', issueId).execute();
      expect(await store.db.selectFrom('support_messages').select('id').execute()).toEqual([]);
      expect((await store.db.selectFrom('uploads').select('id').execute()).map((row) => row.id)).toEqual([
        'b'.repeat(22),
      ]);
      // Deleting the owner takes their files.
      await db.deleteFrom('users').where('id', '=', userId).execute();
      expect(await store.db.selectFrom('uploads').select('id').execute()).toEqual([]);
    } finally {
      await store.db.destroy();
    }
  });

  it("0015 keeps a case's integration, assets, indicators and timeline: values checked, cascades, set null", async () => {
    const { store } = await emptyStore();
    try {
      const migrator = createMigrator(store.db, store.dialect);
      expect((await migrator.migrateTo('0014_two_factor')).error).toBeUndefined();
      const db = store.db as unknown as Kysely<Record<string, Record<string, unknown>>>;
      const insertRow = async (table: string, values: Record<string, unknown>) =>
        (
          (await db.insertInto(table).values(values).returning('id').executeTakeFirstOrThrow()) as {
            id: number;
          }
        ).id;
      // A case from before the migration keeps its values and gets no integration.
      const oldCase = await insertRow('siem_cases', {
        title: 'Old',
        severity: 'low',
        status: 'new',
        created_at: 1,
      });
      await migrateToLatest(store.db, store.dialect);
      expect(
        await store.db.selectFrom('siem_cases').select(['id', 'title', 'integration_id']).execute(),
      ).toEqual([{ id: oldCase, title: 'Old', integration_id: null }]);

      const userId = await insertRow('users', {
        email: 'analyst@example.com',
        full_name: 'Analyst',
        password_hash: 'x',
        user_type: 'staff',
        created_at: 1,
        updated_at: 1,
      });
      const projectId = await insertRow('projects', { name: 'P', created_at: 1 });
      const integration = (values: Record<string, unknown>) =>
        insertRow('siem_integrations', {
          project_id: projectId,
          name: 'Wazuh — produkcja',
          product: 'wazuh',
          state: 'active',
          created_at: 1,
          ...values,
        });
      // Exactly the contract's products and states.
      for (const product of SIEM_PRODUCTS) await integration({ product });
      for (const state of SIEM_INTEGRATION_STATES) await integration({ state, last_event_at: 2 });
      for (const values of [
        { product: 'Wazuh' },
        { product: 'arcsight' },
        { state: 'down' },
        { name: null },
        { project_id: projectId + 1000 },
        { name: 'x'.repeat(121) },
      ]) {
        // PostgreSQL checks varchar(120); SQLite does not check a declared length.
        if ('name' in values && values.name !== null && store.dialect === 'sqlite') continue;
        await expect(integration(values), JSON.stringify(values)).rejects.toThrow();
      }
      const integrationId = await integration({});
      await db.updateTable('siem_cases').set({ integration_id: integrationId }).execute();
      await expect(
        db
          .updateTable('siem_cases')
          .set({ integration_id: integrationId + 1000 })
          .execute(),
      ).rejects.toThrow();

      for (const kind of CASE_ASSET_KINDS)
        await insertRow('siem_case_assets', { case_id: oldCase, kind, value: 'a' });
      for (const kind of CASE_INDICATOR_KINDS)
        await insertRow('siem_case_indicators', { case_id: oldCase, kind, value: 'i' });
      await expect(
        insertRow('siem_case_assets', { case_id: oldCase, kind: 'ip', value: 'a' }),
      ).rejects.toThrow();
      await expect(
        insertRow('siem_case_indicators', { case_id: oldCase, kind: 'host', value: 'i' }),
      ).rejects.toThrow();
      await expect(
        insertRow('siem_case_assets', { case_id: oldCase + 1000, kind: 'host', value: 'a' }),
      ).rejects.toThrow();
      for (const kind of CASE_EVENT_KINDS) {
        await insertRow('siem_case_events', {
          case_id: oldCase,
          author_id: userId,
          kind,
          assignee_id: kind === 'assignment' ? userId : null,
          created_at: 3,
        });
      }
      await expect(
        insertRow('siem_case_events', { case_id: oldCase, kind: 'message', created_at: 3 }),
      ).rejects.toThrow();

      // A deleted user leaves their entries; a deleted project takes its integrations, and its cases
      // stay (raised by nobody now); a deleted case takes its details.
      await db.deleteFrom('users').where('id', '=', userId).execute();
      expect(
        await store.db
          .selectFrom('siem_case_events')
          .select(['kind', 'author_id', 'assignee_id'])
          .orderBy('id')
          .execute(),
      ).toEqual(CASE_EVENT_KINDS.map((kind) => ({ kind, author_id: null, assignee_id: null })));
      await db.deleteFrom('projects').where('id', '=', projectId).execute();
      expect(await store.db.selectFrom('siem_integrations').select('id').execute()).toEqual([]);
      expect(await store.db.selectFrom('siem_cases').select(['id', 'integration_id']).execute()).toEqual([
        { id: oldCase, integration_id: null },
      ]);
      await db.deleteFrom('siem_cases').where('id', '=', oldCase).execute();
      for (const table of ['siem_case_assets', 'siem_case_indicators', 'siem_case_events'] as const) {
        expect(await store.db.selectFrom(table).select('id').execute(), table).toEqual([]);
      }

      // Down to 0014 and up again.
      expect((await migrator.migrateTo('0014_two_factor')).error).toBeUndefined();
      const tables = (await store.db.introspection.getTables()).map((table) => table.name);
      expect(tables.filter((name) => name.startsWith('siem_'))).toEqual(['siem_cases']);
      const columns = (await store.db.introspection.getTables())
        .find((table) => table.name === 'siem_cases')!
        .columns.map((column) => column.name);
      expect(columns).not.toContain('integration_id');
      await migrateToLatest(store.db, store.dialect);
    } finally {
      await store.db.destroy();
    }
  });

  it("0018 gives a database seeded before 0015 and 0017 their new permissions, to the roles that hold the list's", async () => {
    const { store } = await emptyStore();
    try {
      // An empty database: nothing to build on, nothing created.
      await migrateToLatest(store.db, store.dialect);
      expect(await store.db.selectFrom('permissions').select('id').execute()).toEqual([]);
      await seedDemoData(store.db, { passwordCost: 14 });
      const added = [
        'admin-siem-case-update',
        'admin-siem-case-assign',
        'admin-siem-case-comment',
        'client-contacts-create',
        'client-contacts-update',
        'client-contacts-delete',
      ];
      const grants = () =>
        store.db
          .selectFrom('role_permissions')
          .innerJoin('roles', 'roles.id', 'role_permissions.role_id')
          .innerJoin('permissions', 'permissions.id', 'role_permissions.permission_id')
          .select(['roles.name as role', 'permissions.name as permission'])
          .where('permissions.name', 'in', added)
          .orderBy('roles.name')
          .orderBy('permissions.name')
          .execute();
      const seeded = await grants();
      expect(seeded.length).toBeGreaterThan(0);
      // As a database seeded before those migrations was: down to 0017, the new permissions gone.
      const migrator = createMigrator(store.db, store.dialect);
      expect((await migrator.migrateTo('0017_contacts_and_documents')).error).toBeUndefined();
      const ids = (
        await store.db.selectFrom('permissions').select('id').where('name', 'in', added).execute()
      ).map((row) => row.id);
      await store.db.deleteFrom('role_permissions').where('permission_id', 'in', ids).execute();
      await store.db.deleteFrom('permissions').where('id', 'in', ids).execute();
      expect(await grants()).toEqual([]);
      await migrateToLatest(store.db, store.dialect);
      // The same grants as a fresh seed gives: every role with the list's permission, nobody else.
      expect(await grants()).toEqual(seeded);
      const roles = await store.db
        .selectFrom('role_permissions')
        .innerJoin('permissions', 'permissions.id', 'role_permissions.permission_id')
        .select('role_permissions.role_id')
        .where('permissions.name', '=', 'admin-siem-case-list')
        .execute();
      expect(
        new Set(seeded.filter((g) => g.permission === 'admin-siem-case-update').map((g) => g.role)).size,
      ).toBe(roles.length);
      // Run again (down and up): nothing doubled.
      expect((await migrator.migrateTo('0017_contacts_and_documents')).error).toBeUndefined();
      await migrateToLatest(store.db, store.dialect);
      expect(await grants()).toEqual(seeded);
      // The dashboard's date columns are indexed.
      const indexes = await sql<{ name: string }>`${sql.raw(
        store.dialect === 'postgres'
          ? "SELECT indexname AS name FROM pg_indexes WHERE tablename = 'siem_cases'"
          : "SELECT name FROM sqlite_master WHERE type = 'index' AND tbl_name = 'siem_cases'",
      )}`.execute(store.db);
      expect(indexes.rows.map((row) => row.name)).toEqual(
        expect.arrayContaining([
          'siem_cases_created_at_idx',
          'siem_cases_resolved_at_idx',
          'siem_cases_closed_at_idx',
        ]),
      );
    } finally {
      await store.db.destroy();
    }
  });

  it('0019 gives memberships a role: the first member of each project owns it, the rest read', async () => {
    const { store } = await emptyStore();
    try {
      await migrateToLatest(store.db, store.dialect);
      await seedDemoData(store.db, { passwordCost: 14 });
      const migrator = createMigrator(store.db, store.dialect);
      expect((await migrator.migrateTo('0018_new_permissions_and_case_date_indexes')).error).toBeUndefined();
      // As memberships were before roles: a project with two members who joined in turn, and a tie
      // on the time (broken by the user's id).
      const old = store.db as unknown as Kysely<{
        memberships: { user_id: number; project_id: number; created_at: number };
      }>;
      const users = (await store.db.selectFrom('users').select('id').orderBy('id').execute()).map(
        (u) => u.id,
      );
      const { id: project } = await store.db
        .insertInto('projects')
        .values({ name: 'Przed rolami', created_at: 1 })
        .returning('id')
        .executeTakeFirstOrThrow();
      await old
        .insertInto('memberships')
        .values([
          { user_id: users[0]!, project_id: project, created_at: 20 },
          { user_id: users[2]!, project_id: project, created_at: 10 },
          { user_id: users[1]!, project_id: project, created_at: 10 },
        ])
        .execute();
      await migrateToLatest(store.db, store.dialect);
      const roles = await store.db
        .selectFrom('memberships')
        .select(['user_id', 'role'])
        .where('project_id', '=', project)
        .orderBy('user_id')
        .execute();
      expect(roles).toEqual([
        { user_id: users[0], role: 'viewer' },
        { user_id: users[1], role: 'owner' },
        { user_id: users[2], role: 'viewer' },
      ]);
      // Every seeded project has exactly one owner after the round trip.
      const owners = await store.db
        .selectFrom('memberships')
        .select('project_id')
        .where('role', '=', 'owner')
        .execute();
      const projects = await store.db.selectFrom('projects').select('id').execute();
      expect(owners.map((row) => row.project_id).sort()).toEqual(projects.map((row) => row.id).sort());
      // A role outside PROJECT_ROLES is refused by the database.
      await expect(
        store.db
          .updateTable('memberships')
          .set({ role: 'admin' as never })
          .where('project_id', '=', project)
          .execute(),
      ).rejects.toThrow();
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
        'ewa.dabrowska@example.com',
        'jan.wisniewski@example.com',
        'soc2@example.com',
        'soc@example.com',
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

  it('seeds 240 virtual servers in the demo project times the scale, the same rows on every seed', async () => {
    const now = Date.UTC(2026, 0, 15, 9, 0, 0);
    const counts = async (store: Store) =>
      (
        await store.db
          .selectFrom('services')
          .innerJoin('projects', 'projects.id', 'services.project_id')
          .innerJoin('service_types', 'service_types.id', 'services.service_type_id')
          .select([
            'projects.name as project',
            'service_types.type',
            (eb) => eb.fn.countAll<number>().as('n'),
          ])
          .groupBy(['projects.name', 'service_types.type'])
          .execute()
      )
        .map((row) => `${row.project} ${row.type} ${Number(row.n)}`)
        .sort();
    const rows = (store: Store) =>
      store.db
        .selectFrom('services')
        .select(['name', 'status', 'allocation_model', 'created_at', 'updated_at'])
        .orderBy('id')
        .execute();
    const seeded = async (scale?: number) => {
      const { store } = await emptyStore();
      await migrateToLatest(store.db, store.dialect);
      await seedDemoData(store.db, { now, passwordCost: 14, ...(scale === undefined ? {} : { scale }) });
      return store;
    };
    const one = await seeded();
    const again = await seeded(1);
    const three = await seeded(3);
    try {
      const others = [
        'Archiwum dokumentów colocation 1',
        'Archiwum dokumentów domains 2',
        'Projekt podstawowy virtual-servers 1',
        'Sklep internetowy backup 2',
        'Sklep internetowy colocation 1',
        'Sklep internetowy domains 4',
        'Sklep internetowy ssl-certificates 1',
      ];
      expect(await counts(one)).toEqual(
        [...others, 'Sklep internetowy virtual-servers 240', 'Środowisko testowe virtual-servers 1'].sort(),
      );
      expect((await counts(three)).filter((line) => line.includes('Sklep internetowy virtual'))).toEqual([
        'Sklep internetowy virtual-servers 720',
      ]);
      expect((await counts(three)).filter((line) => !line.includes('Sklep internetowy virtual'))).toEqual(
        (await counts(one)).filter((line) => !line.includes('Sklep internetowy virtual')),
      );
      const first = await rows(one);
      expect(await rows(again)).toEqual(first);
      // A larger scale only adds rows: the first ones are those of scale 1.
      const shopVirtual = async (store: Store) =>
        store.db
          .selectFrom('services')
          .innerJoin('service_types', 'service_types.id', 'services.service_type_id')
          .innerJoin('projects', 'projects.id', 'services.project_id')
          .select(['services.name', 'services.status', 'services.allocation_model', 'services.created_at'])
          .where('service_types.type', '=', 'virtual-servers')
          .where('projects.name', '=', 'Sklep internetowy')
          .orderBy('services.id')
          .execute();
      expect((await shopVirtual(three)).slice(0, 240)).toEqual(await shopVirtual(one));

      const virtual = await shopVirtual(one);
      expect(new Set(virtual.map((row) => row.name)).size).toBe(240);
      for (const row of virtual) expect(row.name).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*-\d{2}$/);
      const active = virtual.filter((row) => row.status === 'active').length;
      expect(active / 240).toBeGreaterThan(0.7);
      expect(active / 240).toBeLessThan(0.9);
      expect(new Set(virtual.map((row) => row.allocation_model))).toEqual(
        new Set(['AllocationPool', 'AllocationVApp', 'ReservationPool']),
      );
      for (const row of first) {
        expect(row.created_at).toBeLessThan(now);
        expect(row.created_at).toBeGreaterThan(now - 2 * 366 * 24 * 3600 * 1000);
        if (row.updated_at !== null) {
          expect(row.updated_at).toBeGreaterThan(row.created_at);
          expect(row.updated_at).toBeLessThanOrEqual(now);
        }
      }
      expect(first.some((row) => row.updated_at === null)).toBe(true);
      // Only virtual servers have an allocation model.
      expect(
        await one.db
          .selectFrom('services')
          .innerJoin('service_types', 'service_types.id', 'services.service_type_id')
          .select('services.id')
          .where('service_types.type', '!=', 'virtual-servers')
          .where('services.allocation_model', 'is not', null)
          .execute(),
      ).toEqual([]);
    } finally {
      for (const store of [one, again, three]) await store.db.destroy();
    }
  });

  it('seeds 600 SOC cases times the scale: consistent dates, weighted severities, about a third for Piotr Nowak', async () => {
    const now = Date.UTC(2026, 0, 15, 9, 0, 0);
    const seeded = async (scale: number) => {
      const { store } = await emptyStore();
      await migrateToLatest(store.db, store.dialect);
      await seedDemoData(store.db, { now, passwordCost: 14, scale });
      return store;
    };
    const cases = (store: Store) =>
      store.db
        .selectFrom('siem_cases')
        .leftJoin('users', 'users.id', 'siem_cases.assignee_id')
        .select([
          'siem_cases.title',
          'siem_cases.severity',
          'siem_cases.status',
          'users.email',
          'siem_cases.created_at',
          'siem_cases.resolved_at',
          'siem_cases.closed_at',
        ])
        .orderBy('siem_cases.id')
        .execute();
    const one = await seeded(1);
    const again = await seeded(1);
    const two = await seeded(2);
    try {
      const rows = await cases(one);
      expect(rows).toHaveLength(600);
      expect(await cases(again)).toEqual(rows);
      const doubled = await cases(two);
      expect(doubled).toHaveLength(1200);
      expect(doubled.slice(0, 600)).toEqual(rows);

      // Assigned only to staff who hold admin-siem-case-list: never support, never a client.
      const holders = (
        await one.db
          .selectFrom('users')
          .innerJoin('user_roles', 'user_roles.user_id', 'users.id')
          .innerJoin('role_permissions', 'role_permissions.role_id', 'user_roles.role_id')
          .innerJoin('permissions', 'permissions.id', 'role_permissions.permission_id')
          .select('users.email')
          .where('permissions.name', '=', 'admin-siem-case-list')
          .where('users.user_type', '=', 'staff')
          .execute()
      ).map((row) => row.email);
      expect(holders.sort()).toEqual(['soc2@example.com', 'soc@example.com', 'staff@example.com']);
      const share = (test: (row: (typeof rows)[number]) => boolean) => rows.filter(test).length / rows.length;
      expect(new Set(rows.map((row) => row.email))).toEqual(new Set([...holders, null]));
      expect(share((row) => row.email === 'staff@example.com')).toBeGreaterThan(0.25);
      expect(share((row) => row.email === 'staff@example.com')).toBeLessThan(0.4);
      expect(share((row) => row.email === null)).toBeGreaterThan(0.05);
      expect(share((row) => row.email === null)).toBeLessThan(0.15);

      const severity = (value: string) => share((row) => row.severity === value);
      expect(severity('low') + severity('medium')).toBeGreaterThan(0.6);
      expect(severity('critical')).toBeGreaterThan(0);
      expect(severity('critical')).toBeLessThan(severity('high'));
      expect(severity('high')).toBeLessThan(severity('low'));
      for (const status of ['new', 'in_progress', 'resolved', 'closed']) {
        expect(
          share((row) => row.status === status),
          status,
        ).toBeGreaterThan(0.02);
      }

      for (const row of rows) {
        expect(row.created_at).toBeLessThan(now);
        expect(row.created_at).toBeGreaterThan(now - 366 * 24 * 3600 * 1000);
        const resolved = row.status === 'resolved' || row.status === 'closed';
        expect(row.resolved_at === null, row.title).toBe(!resolved);
        expect(row.closed_at === null, row.title).toBe(row.status !== 'closed');
        if (row.resolved_at !== null) {
          expect(row.resolved_at).toBeGreaterThan(row.created_at);
          expect(row.resolved_at).toBeLessThanOrEqual(now);
        }
        if (row.closed_at !== null) {
          expect(row.closed_at).toBeGreaterThan(row.resolved_at!);
          expect(row.closed_at).toBeLessThanOrEqual(now);
        }
      }
      // Titles in both languages, with their hosts and addresses: nearly all different.
      expect(new Set(rows.map((row) => row.title)).size).toBeGreaterThan(550);
      expect(rows.some((row) => row.title.startsWith('Skanowanie portów z '))).toBe(true);
      expect(rows.some((row) => row.title.startsWith('Malware blocked by EDR on WS-'))).toBe(true);
    } finally {
      for (const store of [one, again, two]) await store.db.destroy();
    }
  });

  it("seeds the SOC's integrations and each case's details, the same every time, a larger scale only adding", async () => {
    const now = Date.UTC(2026, 0, 15, 9, 0, 0);
    const seeded = async (scale: number) => {
      const { store } = await emptyStore();
      await migrateToLatest(store.db, store.dialect);
      await seedDemoData(store.db, { now, passwordCost: 14, scale });
      return store;
    };
    /** Every case's details by its place in the seed (the ids follow it), in the order they are read. */
    const details = async (store: Store, cases: number) => {
      const byCase = <T extends { case_id: number }>(rows: T[]) => rows.filter((row) => row.case_id <= cases);
      return {
        cases: await store.db
          .selectFrom('siem_cases')
          .leftJoin('siem_integrations', 'siem_integrations.id', 'siem_cases.integration_id')
          .select(['siem_cases.id', 'siem_integrations.name'])
          .where('siem_cases.id', '<=', cases)
          .orderBy('siem_cases.id')
          .execute(),
        assets: byCase(
          await store.db
            .selectFrom('siem_case_assets')
            .select(['case_id', 'kind', 'value'])
            .orderBy('id')
            .execute(),
        ),
        indicators: byCase(
          await store.db
            .selectFrom('siem_case_indicators')
            .select(['case_id', 'kind', 'value'])
            .orderBy('id')
            .execute(),
        ),
        events: byCase(
          await store.db
            .selectFrom('siem_case_events')
            .select([
              'case_id',
              'author_id',
              'kind',
              'body',
              'from_value',
              'to_value',
              'assignee_id',
              'reason',
              'created_at',
            ])
            .orderBy('id')
            .execute(),
        ),
      };
    };
    const one = await seeded(1);
    const again = await seeded(1);
    const two = await seeded(2);
    try {
      const first = await details(one, 600);
      expect(await details(again, 600)).toEqual(first);
      expect(await details(two, 600)).toEqual(first);
      expect((await details(two, 1200)).cases).toHaveLength(1200);
      for (const kind of ['assets', 'indicators', 'events'] as const) {
        expect((await details(two, 1200))[kind].length, kind).toBeGreaterThan(first[kind].length * 1.8);
      }

      // One to three integrations per project (every project has a client); the demo client's first
      // project (where its sessions start) has several, one of them failing or paused.
      const integrations = await one.db
        .selectFrom('siem_integrations')
        .innerJoin('projects', 'projects.id', 'siem_integrations.project_id')
        .select([
          'siem_integrations.id',
          'projects.name as project',
          'siem_integrations.name',
          'siem_integrations.product',
          'siem_integrations.state',
          'siem_integrations.created_at',
          'siem_integrations.last_event_at',
        ])
        .orderBy('siem_integrations.id')
        .execute();
      const perProject = new Map<string, typeof integrations>();
      for (const row of integrations)
        perProject.set(row.project, [...(perProject.get(row.project) ?? []), row]);
      expect([...perProject.keys()].sort()).toEqual([
        'Archiwum dokumentów',
        'Projekt podstawowy',
        'Sklep internetowy',
        'Środowisko testowe',
      ]);
      for (const rows of perProject.values()) expect(rows.length).toBeGreaterThanOrEqual(1);
      for (const rows of perProject.values()) expect(rows.length).toBeLessThanOrEqual(3);
      const shop = perProject.get('Sklep internetowy')!;
      expect(shop.length).toBeGreaterThanOrEqual(2);
      expect(shop.some((row) => row.state !== 'active')).toBe(true);
      expect(new Set(integrations.map((row) => row.state))).toEqual(new Set(['active', 'paused', 'failing']));
      expect(new Set(integrations.map((row) => row.product)).size).toBeGreaterThanOrEqual(4);
      expect(new Set(integrations.map((row) => row.name)).size).toBe(integrations.length);
      for (const row of integrations) {
        expect(row.last_event_at).not.toBeNull();
        expect(row.last_event_at!).toBeLessThanOrEqual(now);
        expect(row.created_at).toBeLessThan(now - 365 * 24 * 3600 * 1000);
      }

      // About 85% of the cases come from an integration that was set up and sending events then.
      const cases = await one.db
        .selectFrom('siem_cases')
        .select(['id', 'integration_id', 'created_at'])
        .orderBy('id')
        .execute();
      const raised = cases.filter((row) => row.integration_id !== null);
      expect(raised.length / cases.length).toBeGreaterThan(0.78);
      expect(raised.length / cases.length).toBeLessThan(0.92);
      for (const row of raised) {
        const integration = integrations.find((candidate) => candidate.id === row.integration_id)!;
        expect(row.created_at).toBeGreaterThanOrEqual(integration.created_at);
        expect(row.created_at).toBeLessThanOrEqual(integration.last_event_at!);
      }
      expect(new Set(raised.map((row) => row.integration_id)).size).toBe(integrations.length);
    } finally {
      for (const store of [one, again, two]) await store.db.destroy();
    }
  });

  it('seeds 300 support issues times the scale, the same rows every time, assigned to support staff only', async () => {
    const now = Date.UTC(2026, 0, 15, 9, 0, 0);
    const seeded = async (scale: number) => {
      const { store } = await emptyStore();
      await migrateToLatest(store.db, store.dialect);
      await seedDemoData(store.db, { now, passwordCost: 14, scale });
      return store;
    };
    const issues = (store: Store) =>
      store.db
        .selectFrom('support_issues')
        .leftJoin('users', 'users.id', 'support_issues.assignee_id')
        .select([
          'support_issues.subject',
          'support_issues.status',
          'support_issues.project_id',
          'users.email',
          'support_issues.created_at',
          'support_issues.updated_at',
          'support_issues.resolved_at',
        ])
        .orderBy('support_issues.id')
        .execute();
    const one = await seeded(1);
    const again = await seeded(1);
    const two = await seeded(2);
    try {
      const rows = await issues(one);
      expect(rows).toHaveLength(300);
      expect(await issues(again)).toEqual(rows);
      const doubled = await issues(two);
      expect(doubled).toHaveLength(600);
      expect(doubled.slice(0, 300)).toEqual(rows);
      expect(new Set(rows.map((row) => row.email))).toEqual(
        new Set([null, 'staff@example.com', 'support@example.com']),
      );
      for (const row of rows) {
        expect(row.created_at).toBeLessThan(now);
        expect(row.updated_at).toBeGreaterThanOrEqual(row.created_at);
        expect(row.updated_at).toBeLessThanOrEqual(now);
      }
      const messages = await one.db
        .selectFrom('support_messages')
        .select((eb) => eb.fn.countAll<number | string>().as('n'))
        .executeTakeFirstOrThrow();
      expect(Number(messages.n)).toBeGreaterThan(600);
    } finally {
      for (const store of [one, again, two]) await store.db.destroy();
    }
  });

  it('refuses a seed scale outside 1 to 1000 before opening the store', async () => {
    for (const seedScale of [0, 1001, 1.5, Number.NaN]) {
      await expect(startServer({ seedScale }, { listen: false })).rejects.toThrow(/PORTAL_SEED_SCALE/);
    }
    const { store } = await emptyStore();
    try {
      await migrateToLatest(store.db, store.dialect);
      await expect(seedDemoData(store.db, { scale: 0 })).rejects.toThrow(RangeError);
    } finally {
      await store.db.destroy();
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
