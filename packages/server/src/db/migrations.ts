/**
 * Versioned migrations, run in name order by Kysely's Migrator from a static provider (no file globbing,
 * so they work the same from the sources and the compiled output). Never edit a released migration: add one.
 * Written with Kysely's schema builder so they run on SQLite and PostgreSQL; the only dialect-specific
 * piece is the auto-increment key.
 */
import { sql, type ColumnDefinitionBuilder, type CreateTableBuilder, type Kysely } from 'kysely';
import { Migrator, type Migration, type MigrationResult, type MigrationResultSet } from 'kysely/migration';
import type { DialectName } from './database.js';
import type { Database } from './schema.js';

/** An auto-increment integer primary key: INTEGER PRIMARY KEY AUTOINCREMENT on SQLite, SERIAL on PostgreSQL. */
function withId<T extends string>(table: CreateTableBuilder<T>, dialect: DialectName): CreateTableBuilder<T> {
  return dialect === 'postgres'
    ? table.addColumn('id', 'serial', (col) => col.primaryKey())
    : table.addColumn('id', 'integer', (col) => col.primaryKey().autoIncrement());
}

const notNull = (col: ColumnDefinitionBuilder) => col.notNull();

/** A CHECK that `column` holds one of `values` (written as literals: a migration never changes). */
const oneOf = (column: string, values: readonly string[]) =>
  sql`${sql.ref(column)} in (${sql.join(values.map((value) => sql.lit(value)))})`;

export function buildMigrations(dialect: DialectName): Record<string, Migration> {
  return {
    '0001_users_and_projects': {
      async up(db: Kysely<unknown>) {
        await withId(db.schema.createTable('users'), dialect)
          .addColumn('email', 'varchar(254)', (col) => col.notNull().unique())
          .addColumn('full_name', 'varchar(255)', notNull)
          .addColumn('password_hash', 'varchar(255)', notNull)
          .addColumn('user_type', 'varchar(16)', notNull)
          .addColumn('created_at', 'bigint', notNull)
          .addColumn('updated_at', 'bigint', notNull)
          .execute();
        await withId(db.schema.createTable('projects'), dialect)
          .addColumn('name', 'varchar(255)', notNull)
          .addColumn('created_at', 'bigint', notNull)
          .execute();
        await db.schema
          .createTable('memberships')
          .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
          .addColumn('project_id', 'integer', (col) =>
            col.notNull().references('projects.id').onDelete('cascade'),
          )
          .addColumn('created_at', 'bigint', notNull)
          .addPrimaryKeyConstraint('memberships_pk', ['user_id', 'project_id'])
          .execute();
        await db.schema
          .createIndex('memberships_project_idx')
          .on('memberships')
          .column('project_id')
          .execute();
      },
      async down(db: Kysely<unknown>) {
        await db.schema.dropTable('memberships').execute();
        await db.schema.dropTable('projects').execute();
        await db.schema.dropTable('users').execute();
      },
    },
    '0002_permissions_and_roles': {
      async up(db: Kysely<unknown>) {
        await withId(db.schema.createTable('permissions'), dialect)
          .addColumn('name', 'varchar(128)', (col) => col.notNull().unique())
          .execute();
        await withId(db.schema.createTable('roles'), dialect)
          .addColumn('name', 'varchar(128)', (col) => col.notNull().unique())
          .execute();
        await db.schema
          .createTable('role_permissions')
          .addColumn('role_id', 'integer', (col) => col.notNull().references('roles.id').onDelete('cascade'))
          .addColumn('permission_id', 'integer', (col) =>
            col.notNull().references('permissions.id').onDelete('cascade'),
          )
          .addPrimaryKeyConstraint('role_permissions_pk', ['role_id', 'permission_id'])
          .execute();
        await db.schema
          .createTable('user_roles')
          .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
          .addColumn('role_id', 'integer', (col) => col.notNull().references('roles.id').onDelete('cascade'))
          .addPrimaryKeyConstraint('user_roles_pk', ['user_id', 'role_id'])
          .execute();
      },
      async down(db: Kysely<unknown>) {
        await db.schema.dropTable('user_roles').execute();
        await db.schema.dropTable('role_permissions').execute();
        await db.schema.dropTable('roles').execute();
        await db.schema.dropTable('permissions').execute();
      },
    },
    '0003_service_types_and_services': {
      async up(db: Kysely<unknown>) {
        await withId(db.schema.createTable('service_types'), dialect)
          .addColumn('name', 'varchar(255)', notNull)
          .addColumn('type', 'varchar(64)', (col) => col.notNull().unique())
          .addColumn('icon_svgo', 'text', notNull)
          .addColumn('position', 'integer', (col) => col.notNull().defaultTo(0))
          .execute();
        await withId(db.schema.createTable('services'), dialect)
          .addColumn('project_id', 'integer', (col) =>
            col.notNull().references('projects.id').onDelete('cascade'),
          )
          .addColumn('service_type_id', 'integer', (col) =>
            col.notNull().references('service_types.id').onDelete('cascade'),
          )
          .addColumn('name', 'varchar(255)', notNull)
          .addColumn('created_at', 'bigint', notNull)
          .execute();
        await db.schema
          .createIndex('services_project_type_idx')
          .on('services')
          .columns(['project_id', 'service_type_id'])
          .execute();
      },
      async down(db: Kysely<unknown>) {
        await db.schema.dropTable('services').execute();
        await db.schema.dropTable('service_types').execute();
      },
    },
    '0004_sessions': {
      async up(db: Kysely<unknown>) {
        await db.schema
          .createTable('sessions')
          .addColumn('id', 'varchar(64)', (col) => col.primaryKey())
          .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
          .addColumn('impersonator_id', 'integer', (col) => col.references('users.id').onDelete('cascade'))
          .addColumn('impersonator_project_id', 'integer', (col) =>
            col.references('projects.id').onDelete('set null'),
          )
          .addColumn('project_id', 'integer', (col) => col.references('projects.id').onDelete('set null'))
          .addColumn('locale', 'varchar(8)')
          .addColumn('ip', 'varchar(64)')
          .addColumn('user_agent', 'varchar(512)')
          .addColumn('created_at', 'bigint', notNull)
          .addColumn('last_seen_at', 'bigint', notNull)
          .addColumn('expires_at', 'bigint', notNull)
          .execute();
        await db.schema.createIndex('sessions_user_idx').on('sessions').column('user_id').execute();
        await db.schema.createIndex('sessions_expires_idx').on('sessions').column('expires_at').execute();
        await db.schema.createIndex('sessions_last_seen_idx').on('sessions').column('last_seen_at').execute();
      },
      async down(db: Kysely<unknown>) {
        await db.schema.dropTable('sessions').execute();
      },
    },
    '0005_settings': {
      async up(db: Kysely<unknown>) {
        await db.schema
          .createTable('settings')
          .addColumn('key', 'varchar(128)', (col) => col.primaryKey())
          .addColumn('value', 'text', notNull)
          .addColumn('updated_at', 'bigint', notNull)
          .execute();
        await db.schema
          .createTable('user_settings')
          .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
          .addColumn('key', 'varchar(128)', notNull)
          .addColumn('value', 'text', notNull)
          .addColumn('updated_at', 'bigint', notNull)
          .addPrimaryKeyConstraint('user_settings_pk', ['user_id', 'key'])
          .execute();
      },
      async down(db: Kysely<unknown>) {
        await db.schema.dropTable('user_settings').execute();
        await db.schema.dropTable('settings').execute();
      },
    },
    '0006_audit_log': {
      async up(db: Kysely<unknown>) {
        await withId(db.schema.createTable('audit_log'), dialect)
          .addColumn('created_at', 'bigint', notNull)
          .addColumn('action', 'varchar(64)', notNull)
          .addColumn('actor_id', 'integer', (col) => col.references('users.id').onDelete('set null'))
          .addColumn('subject_id', 'integer', (col) => col.references('users.id').onDelete('set null'))
          .addColumn('ip', 'varchar(64)')
          .addColumn('details', 'text')
          .execute();
        await db.schema.createIndex('audit_log_created_idx').on('audit_log').column('created_at').execute();
      },
      async down(db: Kysely<unknown>) {
        await db.schema.dropTable('audit_log').execute();
      },
    },
    '0007_login_attempts': {
      async up(db: Kysely<unknown>) {
        // Sign-in attempts counted in the store (security/login-throttle.ts), so the count holds for
        // concurrent requests and for every instance on one database.
        await db.schema
          .createTable('login_attempts')
          .addColumn('key', 'varchar(160)', (col) => col.primaryKey())
          .addColumn('count', 'integer', notNull)
          .addColumn('last_at', 'bigint', notNull)
          .addColumn('next_at', 'bigint', (col) => col.notNull().defaultTo(0))
          .execute();
        await db.schema
          .createIndex('login_attempts_last_idx')
          .on('login_attempts')
          .column('last_at')
          .execute();
      },
      async down(db: Kysely<unknown>) {
        await db.schema.dropTable('login_attempts').execute();
      },
    },
    '0008_unique_email_and_foreign_key_indexes': {
      async up(db: Kysely<unknown>) {
        // One account per address whatever its case (sign-in looks it up by lower(email)).
        await db.schema
          .createIndex('users_email_lower_idx')
          .on('users')
          .unique()
          .expression(sql`lower(email)`)
          .execute();
        for (const [table, column] of [
          ['sessions', 'impersonator_id'],
          ['sessions', 'impersonator_project_id'],
          ['sessions', 'project_id'],
          ['audit_log', 'actor_id'],
          ['audit_log', 'subject_id'],
        ] as const) {
          await db.schema.createIndex(`${table}_${column}_idx`).on(table).column(column).execute();
        }
      },
      async down(db: Kysely<unknown>) {
        for (const name of [
          'audit_log_subject_id_idx',
          'audit_log_actor_id_idx',
          'sessions_project_id_idx',
          'sessions_impersonator_project_id_idx',
          'sessions_impersonator_id_idx',
          'users_email_lower_idx',
        ]) {
          await db.schema.dropIndex(name).execute();
        }
      },
    },
    '0009_service_details': {
      async up(db: Kysely<unknown>) {
        // One column per statement: SQLite's ALTER TABLE adds one column at a time. The checks hold on
        // both engines; existing rows become active, without an allocation model or an update time.
        await db.schema
          .alterTable('services')
          .addColumn('status', 'varchar(16)', (col) =>
            col
              .notNull()
              .defaultTo('active')
              .check(sql`status in ('active', 'inactive')`),
          )
          .execute();
        await db.schema
          .alterTable('services')
          .addColumn('allocation_model', 'varchar(32)', (col) =>
            col.check(sql`allocation_model in ('AllocationPool', 'AllocationVApp', 'ReservationPool')`),
          )
          .execute();
        await db.schema.alterTable('services').addColumn('updated_at', 'bigint').execute();
      },
      async down(db: Kysely<unknown>) {
        for (const column of ['updated_at', 'allocation_model', 'status']) {
          await db.schema.alterTable('services').dropColumn(column).execute();
        }
      },
    },
    '0010_siem_cases': {
      async up(db: Kysely<unknown>) {
        // The SOC's cases (GET /api/admin/siem/cases). Severity and status are checked on both engines;
        // an assignee who is deleted leaves the case unassigned.
        await withId(db.schema.createTable('siem_cases'), dialect)
          .addColumn('title', 'varchar(255)', notNull)
          .addColumn('severity', 'varchar(16)', (col) =>
            col.notNull().check(sql`severity in ('low', 'medium', 'high', 'critical')`),
          )
          .addColumn('status', 'varchar(16)', (col) =>
            col.notNull().check(sql`status in ('new', 'in_progress', 'resolved', 'closed')`),
          )
          .addColumn('assignee_id', 'integer', (col) => col.references('users.id').onDelete('set null'))
          .addColumn('created_at', 'bigint', notNull)
          .addColumn('resolved_at', 'bigint')
          .addColumn('closed_at', 'bigint')
          .execute();
        await db.schema
          .createIndex('siem_cases_assignee_id_idx')
          .on('siem_cases')
          .column('assignee_id')
          .execute();
        await db.schema.createIndex('siem_cases_status_idx').on('siem_cases').column('status').execute();
      },
      async down(db: Kysely<unknown>) {
        await db.schema.dropTable('siem_cases').execute();
      },
    },
    '0011_support_issues_and_uploads': {
      async up(db: Kysely<unknown>) {
        // Support issues (one project each), their threads, and uploaded files kept in the database so
        // several instances on one PostgreSQL share them. Statuses, categories and kinds are checked on
        // both engines. Deleting a project deletes its issues and files; a deleted user leaves the
        // issues and entries they wrote (author null), and takes their unattached uploads with them.
        await withId(db.schema.createTable('support_issues'), dialect)
          .addColumn('project_id', 'integer', (col) =>
            col.notNull().references('projects.id').onDelete('cascade'),
          )
          .addColumn('author_id', 'integer', (col) => col.references('users.id').onDelete('set null'))
          .addColumn('subject', 'varchar(200)', notNull)
          .addColumn('category', 'varchar(32)', (col) =>
            col
              .notNull()
              .check(sql`category in ('technical', 'billing', 'account', 'service_request', 'other')`),
          )
          .addColumn('status', 'varchar(32)', (col) =>
            col.notNull().check(sql`status in ('new', 'open', 'waiting_for_customer', 'resolved', 'closed')`),
          )
          .addColumn('assignee_id', 'integer', (col) => col.references('users.id').onDelete('set null'))
          .addColumn('created_at', 'bigint', notNull)
          .addColumn('updated_at', 'bigint', notNull)
          .addColumn('resolved_at', 'bigint')
          .execute();
        for (const column of ['project_id', 'assignee_id', 'status']) {
          await db.schema
            .createIndex(`support_issues_${column}_idx`)
            .on('support_issues')
            .column(column)
            .execute();
        }
        await withId(db.schema.createTable('support_messages'), dialect)
          .addColumn('issue_id', 'integer', (col) =>
            col.notNull().references('support_issues.id').onDelete('cascade'),
          )
          .addColumn('author_id', 'integer', (col) => col.references('users.id').onDelete('set null'))
          .addColumn('kind', 'varchar(16)', (col) =>
            col.notNull().check(sql`kind in ('message', 'status', 'assignment')`),
          )
          .addColumn('body', 'text')
          .addColumn('from_status', 'varchar(32)')
          .addColumn('to_status', 'varchar(32)')
          .addColumn('assignee_id', 'integer', (col) => col.references('users.id').onDelete('set null'))
          .addColumn('created_at', 'bigint', notNull)
          .execute();
        await db.schema
          .createIndex('support_messages_issue_id_idx')
          .on('support_messages')
          .column('issue_id')
          .execute();
        await db.schema
          .createTable('uploads')
          .addColumn('id', 'varchar(32)', (col) => col.primaryKey())
          .addColumn('owner_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
          .addColumn('project_id', 'integer', (col) => col.references('projects.id').onDelete('cascade'))
          .addColumn('issue_id', 'integer', (col) => col.references('support_issues.id').onDelete('cascade'))
          .addColumn('message_id', 'integer', (col) =>
            col.references('support_messages.id').onDelete('cascade'),
          )
          .addColumn('name', 'varchar(255)', notNull)
          .addColumn('type', 'varchar(100)', notNull)
          .addColumn('size', 'integer', notNull)
          .addColumn('sha256', 'varchar(64)', notNull)
          .addColumn('data', dialect === 'postgres' ? 'bytea' : 'blob', notNull)
          .addColumn('created_at', 'bigint', notNull)
          .execute();
        for (const column of ['owner_id', 'issue_id', 'message_id', 'created_at']) {
          await db.schema.createIndex(`uploads_${column}_idx`).on('uploads').column(column).execute();
        }
      },
      async down(db: Kysely<unknown>) {
        await db.schema.dropTable('uploads').execute();
        await db.schema.dropTable('support_messages').execute();
        await db.schema.dropTable('support_issues').execute();
      },
    },
    '0012_uploads_project_index': {
      async up(db: Kysely<unknown>) {
        // The storage quota of a project sums its uploads' sizes (db/uploads.ts) on every upload.
        await db.schema.createIndex('uploads_project_id_idx').on('uploads').column('project_id').execute();
      },
      async down(db: Kysely<unknown>) {
        await db.schema.dropIndex('uploads_project_id_idx').execute();
      },
    },
    '0013_write_counts': {
      async up(db: Kysely<unknown>) {
        // The rate limits on writes (security/write-limits.ts), counted in the store so that they hold
        // for concurrent requests and for every instance on one database.
        await db.schema
          .createTable('write_counts')
          .addColumn('key', 'varchar(160)', (col) => col.primaryKey())
          .addColumn('count', 'integer', notNull)
          .addColumn('window_start', 'bigint', notNull)
          .execute();
        await db.schema
          .createIndex('write_counts_window_idx')
          .on('write_counts')
          .column('window_start')
          .execute();
      },
      async down(db: Kysely<unknown>) {
        await db.schema.dropTable('write_counts').execute();
      },
    },
    '0014_two_factor': {
      async up(db: Kysely<unknown>) {
        // Two-factor sign-in (security/totp.ts, db/two-factor.ts). Per user: the TOTP secret, encrypted
        // with a key derived from the server secret, when it was confirmed (null while set up only), and
        // the last time step a code was accepted for (a code is never accepted twice).
        await db.schema
          .createTable('user_two_factor')
          .addColumn('user_id', 'integer', (col) =>
            col.primaryKey().references('users.id').onDelete('cascade'),
          )
          .addColumn('secret', 'varchar(255)', notNull)
          .addColumn('confirmed_at', 'bigint')
          .addColumn('last_step', 'bigint', (col) => col.notNull().defaultTo(0))
          .addColumn('created_at', 'bigint', notNull)
          .execute();
        // Ten one-time recovery codes per user, kept only as keyed hashes; used_at set once.
        await withId(db.schema.createTable('two_factor_recovery_codes'), dialect)
          .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
          .addColumn('code_hash', 'varchar(64)', notNull)
          .addColumn('created_at', 'bigint', notNull)
          .addColumn('used_at', 'bigint')
          .execute();
        await db.schema
          .createIndex('two_factor_recovery_codes_user_hash_idx')
          .on('two_factor_recovery_codes')
          .columns(['user_id', 'code_hash'])
          .unique()
          .execute();
        // A sign-in waiting for its second step: the SHA-256 of the cookie's token, the user, the
        // locale, the wrong codes so far, and when it ends.
        await db.schema
          .createTable('two_factor_sign_ins')
          .addColumn('id', 'varchar(64)', (col) => col.primaryKey())
          .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
          .addColumn('locale', 'varchar(8)')
          .addColumn('attempts', 'integer', (col) => col.notNull().defaultTo(0))
          .addColumn('created_at', 'bigint', notNull)
          .addColumn('expires_at', 'bigint', notNull)
          .execute();
        for (const column of ['user_id', 'expires_at']) {
          await db.schema
            .createIndex(`two_factor_sign_ins_${column}_idx`)
            .on('two_factor_sign_ins')
            .column(column)
            .execute();
        }
      },
      async down(db: Kysely<unknown>) {
        await db.schema.dropTable('two_factor_sign_ins').execute();
        await db.schema.dropTable('two_factor_recovery_codes').execute();
        await db.schema.dropTable('user_two_factor').execute();
      },
    },
    '0015_siem_case_details': {
      async up(db: Kysely<unknown>) {
        // A SOC case's page (routes/case.ts): the SIEM integration that raised it (a project's), what it
        // affects, what points at the attacker, and its timeline. The checked values are written out
        // here, not taken from the contract, so that this migration never changes once released.
        await withId(db.schema.createTable('siem_integrations'), dialect)
          .addColumn('project_id', 'integer', (col) =>
            col.notNull().references('projects.id').onDelete('cascade'),
          )
          .addColumn('name', 'varchar(120)', notNull)
          .addColumn('product', 'varchar(32)', (col) =>
            col
              .notNull()
              .check(
                oneOf('product', ['wazuh', 'microsoft_sentinel', 'elastic_security', 'splunk', 'qradar']),
              ),
          )
          .addColumn('state', 'varchar(16)', (col) =>
            col.notNull().check(oneOf('state', ['active', 'paused', 'failing'])),
          )
          .addColumn('last_event_at', 'bigint')
          .addColumn('created_at', 'bigint', notNull)
          .execute();
        await db.schema
          .createIndex('siem_integrations_project_id_idx')
          .on('siem_integrations')
          .column('project_id')
          .execute();
        // Null: raised by the SOC by hand, or its integration was removed.
        await db.schema
          .alterTable('siem_cases')
          .addColumn('integration_id', 'integer', (col) =>
            col.references('siem_integrations.id').onDelete('set null'),
          )
          .execute();
        await db.schema
          .createIndex('siem_cases_integration_id_idx')
          .on('siem_cases')
          .column('integration_id')
          .execute();
        for (const [table, kinds] of [
          ['siem_case_assets', ['host', 'account', 'mailbox', 'address']],
          ['siem_case_indicators', ['ip', 'domain', 'email', 'cve', 'file']],
        ] as const) {
          await withId(db.schema.createTable(table), dialect)
            .addColumn('case_id', 'integer', (col) =>
              col.notNull().references('siem_cases.id').onDelete('cascade'),
            )
            .addColumn('kind', 'varchar(16)', (col) => col.notNull().check(oneOf('kind', kinds)))
            .addColumn('value', 'varchar(255)', notNull)
            .execute();
          await db.schema.createIndex(`${table}_case_id_idx`).on(table).column('case_id').execute();
        }
        // The timeline: comments (sanitised HTML), status changes (from, to, a reopening's reason),
        // severity changes (from, to) and assignments (the new assignee, null for nobody). A deleted
        // user leaves their entries (author null); read in the order (created_at, id).
        await withId(db.schema.createTable('siem_case_events'), dialect)
          .addColumn('case_id', 'integer', (col) =>
            col.notNull().references('siem_cases.id').onDelete('cascade'),
          )
          .addColumn('author_id', 'integer', (col) => col.references('users.id').onDelete('set null'))
          .addColumn('kind', 'varchar(16)', (col) =>
            col.notNull().check(oneOf('kind', ['comment', 'status', 'severity', 'assignment'])),
          )
          .addColumn('body', 'text')
          .addColumn('from_value', 'varchar(16)')
          .addColumn('to_value', 'varchar(16)')
          .addColumn('assignee_id', 'integer', (col) => col.references('users.id').onDelete('set null'))
          .addColumn('reason', 'text')
          .addColumn('created_at', 'bigint', notNull)
          .execute();
        await db.schema
          .createIndex('siem_case_events_case_created_idx')
          .on('siem_case_events')
          .columns(['case_id', 'created_at'])
          .execute();
        for (const column of ['author_id', 'assignee_id']) {
          await db.schema
            .createIndex(`siem_case_events_${column}_idx`)
            .on('siem_case_events')
            .column(column)
            .execute();
        }
      },
      async down(db: Kysely<unknown>) {
        await db.schema.dropTable('siem_case_events').execute();
        await db.schema.dropTable('siem_case_indicators').execute();
        await db.schema.dropTable('siem_case_assets').execute();
        await db.schema.dropIndex('siem_cases_integration_id_idx').execute();
        await db.schema.alterTable('siem_cases').dropColumn('integration_id').execute();
        await db.schema.dropTable('siem_integrations').execute();
      },
    },
    '0016_invoices_and_orders': {
      async up(db: Kysely<unknown>) {
        // A project's invoices (issue 28). Amounts are whole grosze; dates are calendar dates
        // (YYYY-MM-DD, Europe/Warsaw). Only the payment is stored: 'overdue' is computed when read
        // (unpaid, due before today). The totals are the sums of the lines, kept here to sort by.
        await withId(db.schema.createTable('invoices'), dialect)
          .addColumn('project_id', 'integer', (col) =>
            col.notNull().references('projects.id').onDelete('cascade'),
          )
          .addColumn('number', 'varchar(32)', (col) => col.notNull().unique())
          .addColumn('issue_date', 'varchar(10)', notNull)
          .addColumn('sale_date', 'varchar(10)', notNull)
          .addColumn('due_date', 'varchar(10)', notNull)
          .addColumn('net', 'bigint', notNull)
          .addColumn('vat', 'bigint', notNull)
          .addColumn('gross', 'bigint', notNull)
          .addColumn('paid_at', 'bigint')
          .addColumn('created_at', 'bigint', notNull)
          .addCheckConstraint('invoices_gross_check', sql`gross = net + vat`)
          .execute();
        await db.schema
          .createIndex('invoices_project_issue_idx')
          .on('invoices')
          .columns(['project_id', 'issue_date'])
          .execute();
        await withId(db.schema.createTable('invoice_lines'), dialect)
          .addColumn('invoice_id', 'integer', (col) =>
            col.notNull().references('invoices.id').onDelete('cascade'),
          )
          .addColumn('position', 'integer', notNull)
          .addColumn('description', 'varchar(200)', notNull)
          .addColumn('quantity', 'integer', notNull)
          .addColumn('unit', 'varchar(16)', notNull)
          .addColumn('unit_net', 'bigint', notNull)
          .addColumn('vat_rate', 'varchar(4)', notNull)
          .addColumn('net', 'bigint', notNull)
          .addColumn('vat', 'bigint', notNull)
          .addColumn('gross', 'bigint', notNull)
          .addCheckConstraint('invoice_lines_vat_rate_check', oneOf('vat_rate', ['23', '8', '5', '0', 'zw']))
          .execute();
        await db.schema
          .createIndex('invoice_lines_invoice_idx')
          .on('invoice_lines')
          .columns(['invoice_id', 'position'])
          .execute();
        // A project's orders: what was ordered and where its workflow stands.
        await withId(db.schema.createTable('orders'), dialect)
          .addColumn('project_id', 'integer', (col) =>
            col.notNull().references('projects.id').onDelete('cascade'),
          )
          .addColumn('number', 'varchar(32)', (col) => col.notNull().unique())
          .addColumn('description', 'varchar(200)', notNull)
          .addColumn('status', 'varchar(16)', notNull)
          .addColumn('ordered_at', 'bigint', notNull)
          .addCheckConstraint(
            'orders_status_check',
            oneOf('status', ['new', 'in_progress', 'completed', 'cancelled']),
          )
          .execute();
        await db.schema
          .createIndex('orders_project_ordered_idx')
          .on('orders')
          .columns(['project_id', 'ordered_at'])
          .execute();
      },
      async down(db: Kysely<unknown>) {
        await db.schema.dropTable('orders').execute();
        await db.schema.dropTable('invoice_lines').execute();
        await db.schema.dropTable('invoices').execute();
      },
    },
    '0017_contacts_and_documents': {
      async up(db: Kysely<unknown>) {
        // Contact types: reference data with a Polish and an English name, seeded here (not by the demo
        // seed) so that every database has them; `position` is their order on screen.
        await withId(db.schema.createTable('contact_types'), dialect)
          .addColumn('key', 'varchar(32)', (col) => col.notNull().unique())
          .addColumn('name_pl', 'varchar(120)', notNull)
          .addColumn('name_en', 'varchar(120)', notNull)
          .addColumn('position', 'integer', notNull)
          .execute();
        // The rows as of this migration, whatever the schema's types say later.
        type Seeded = { contact_types: { key: string; name_pl: string; name_en: string; position: number } };
        await (db as Kysely<Seeded>)
          .insertInto('contact_types')
          .values(
            (
              [
                ['technical', 'Techniczny', 'Technical'],
                ['billing', 'Rozliczenia', 'Billing'],
                ['security', 'Bezpieczeństwo (SOC)', 'Security (SOC)'],
                ['management', 'Zarząd', 'Management'],
                ['emergency', 'Awaryjny (24/7)', 'Emergency (24/7)'],
              ] as const
            ).map(([key, pl, en], position) => ({ key, name_pl: pl, name_en: en, position })),
          )
          .execute();
        // A project's contacts (one project each; deleting the project deletes them), and their types.
        await withId(db.schema.createTable('contacts'), dialect)
          .addColumn('project_id', 'integer', (col) =>
            col.notNull().references('projects.id').onDelete('cascade'),
          )
          .addColumn('name', 'varchar(120)', notNull)
          .addColumn('email', 'varchar(254)', notNull)
          .addColumn('phone', 'varchar(32)', notNull)
          .addColumn('position', 'varchar(120)', notNull)
          .addColumn('created_at', 'bigint', notNull)
          .addColumn('updated_at', 'bigint', notNull)
          .execute();
        await db.schema.createIndex('contacts_project_id_idx').on('contacts').column('project_id').execute();
        await db.schema
          .createTable('contact_type_links')
          .addColumn('contact_id', 'integer', (col) =>
            col.notNull().references('contacts.id').onDelete('cascade'),
          )
          .addColumn('type_id', 'integer', (col) =>
            col.notNull().references('contact_types.id').onDelete('cascade'),
          )
          .addPrimaryKeyConstraint('contact_type_links_pk', ['contact_id', 'type_id'])
          .execute();
        await db.schema
          .createIndex('contact_type_links_type_id_idx')
          .on('contact_type_links')
          .column('type_id')
          .execute();
        // A project's documents, their files kept in the database as uploads are.
        await withId(db.schema.createTable('documents'), dialect)
          .addColumn('project_id', 'integer', (col) =>
            col.notNull().references('projects.id').onDelete('cascade'),
          )
          .addColumn('title', 'varchar(200)', notNull)
          .addColumn('kind', 'varchar(16)', (col) =>
            col.notNull().check(oneOf('kind', ['contract', 'price_list', 'report'])),
          )
          .addColumn('issued_on', 'varchar(10)', notNull)
          .addColumn('file_name', 'varchar(255)', notNull)
          .addColumn('type', 'varchar(100)', notNull)
          .addColumn('size', 'integer', notNull)
          .addColumn('data', dialect === 'postgres' ? 'bytea' : 'blob', notNull)
          .addColumn('created_at', 'bigint', notNull)
          .execute();
        await db.schema
          .createIndex('documents_project_id_idx')
          .on('documents')
          .column('project_id')
          .execute();
      },
      async down(db: Kysely<unknown>) {
        await db.schema.dropTable('documents').execute();
        await db.schema.dropTable('contact_type_links').execute();
        await db.schema.dropTable('contacts').execute();
        await db.schema.dropTable('contact_types').execute();
      },
    },
    '0018_new_permissions_and_case_date_indexes': {
      async up(db: Kysely<unknown>) {
        // The seed runs once, on an empty database: one seeded before 0015 and 0017 lacks the
        // permissions those split out of a list's (changing a SOC case; adding, editing and deleting a
        // contact). Each is created and granted to every role that holds the permission it builds on,
        // so their holders keep what they could do. On an empty database (the seed still to come)
        // there is nothing to build on, and nothing is done. The names are literals: a migration
        // never changes.
        const grants: readonly [string, readonly string[]][] = [
          [
            'admin-siem-case-list',
            ['admin-siem-case-update', 'admin-siem-case-assign', 'admin-siem-case-comment'],
          ],
          [
            'client-contacts-list',
            ['client-contacts-create', 'client-contacts-update', 'client-contacts-delete'],
          ],
        ];
        const store = db as Kysely<Database>;
        for (const [base, added] of grants) {
          const from = await store
            .selectFrom('permissions')
            .select('id')
            .where('name', '=', base)
            .executeTakeFirst();
          if (!from) continue;
          const roles = await store
            .selectFrom('role_permissions')
            .select('role_id')
            .where('permission_id', '=', from.id)
            .execute();
          for (const name of added) {
            const existing = await store
              .selectFrom('permissions')
              .select('id')
              .where('name', '=', name)
              .executeTakeFirst();
            const id =
              existing?.id ??
              (
                await store
                  .insertInto('permissions')
                  .values({ name })
                  .returning('id')
                  .executeTakeFirstOrThrow()
              ).id;
            for (const { role_id } of roles) {
              const held = await store
                .selectFrom('role_permissions')
                .select('role_id')
                .where('role_id', '=', role_id)
                .where('permission_id', '=', id)
                .executeTakeFirst();
              if (!held)
                await store.insertInto('role_permissions').values({ role_id, permission_id: id }).execute();
            }
          }
        }
        // The SOC dashboard counts cases opened, resolved and closed in a period: by these columns.
        for (const column of ['created_at', 'resolved_at', 'closed_at']) {
          await db.schema.createIndex(`siem_cases_${column}_idx`).on('siem_cases').column(column).execute();
        }
      },
      async down(db: Kysely<unknown>) {
        // The grants stay: once given, a permission may have been relied on, and taking it back is an
        // administrator's decision, not a schema step's.
        for (const column of ['created_at', 'resolved_at', 'closed_at']) {
          await db.schema.dropIndex(`siem_cases_${column}_idx`).execute();
        }
      },
    },
    '0019_project_member_roles': {
      async up(db: Kysely<unknown>) {
        // A member's part in the project (PROJECT_ROLES); it describes the person and grants nothing.
        await db.schema
          .alterTable('memberships')
          .addColumn('role', 'varchar(16)', (col) =>
            col
              .notNull()
              .defaultTo('viewer')
              .check(oneOf('role', ['owner', 'technical', 'billing', 'viewer'])),
          )
          .execute();
        // On a database that already has members, the first to join each project is taken to own it.
        await sql`
          UPDATE memberships SET role = 'owner'
          WHERE NOT EXISTS (
            SELECT 1 FROM memberships earlier
            WHERE earlier.project_id = memberships.project_id
              AND (earlier.created_at < memberships.created_at
                OR (earlier.created_at = memberships.created_at AND earlier.user_id < memberships.user_id))
          )`.execute(db);
      },
      async down(db: Kysely<unknown>) {
        await db.schema.alterTable('memberships').dropColumn('role').execute();
      },
    },
  };
}

export function createMigrator(db: Kysely<Database>, dialect: DialectName): Migrator {
  const migrations = buildMigrations(dialect);
  return new Migrator({
    db,
    provider: { getMigrations: () => Promise.resolve(migrations) },
  });
}

/**
 * Brings the schema to the latest version, one migration at a time, each in a transaction of its own
 * (on SQLite too: see database.ts), so a migration that fails leaves nothing of itself behind and the
 * ones before it stay applied. Throws with the failing migration's name on error.
 */
export async function migrateToLatest(
  db: Kysely<Database>,
  dialect: DialectName,
): Promise<MigrationResultSet> {
  const migrator = createMigrator(db, dialect);
  const results: MigrationResult[] = [];
  for (;;) {
    const step = await migrator.migrateUp();
    results.push(...(step.results ?? []));
    if (step.error) {
      const failed = step.results?.find((r) => r.status === 'Error');
      const cause = step.error instanceof Error ? step.error.message : String(step.error);
      throw new Error(`Database migration ${failed?.migrationName ?? ''} failed: ${cause}`, {
        cause: step.error,
      });
    }
    if (!step.results?.length) return { results };
  }
}
