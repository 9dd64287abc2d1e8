/** What the command-line entries (main.ts, migrate.ts) share: one-paragraph failures, store errors. */
import type { EnvConfig } from './config.js';

/** What went wrong opening the store, in words a person can act on (never the URL's password). */
export function describeStoreError(error: unknown, config: EnvConfig): string {
  const { code, message } = (
    error instanceof Error ? error : new Error(String(error))
  ) as NodeJS.ErrnoException;
  const cause = (error as { cause?: NodeJS.ErrnoException }).cause;
  const reason = cause?.code ?? code;
  if (!config.databaseUrl) {
    return `${message}\nCheck the data folder (PORTAL_DATA_DIR): it must be writable by this user.`;
  }
  const url = new URL(config.databaseUrl);
  const where = `${url.hostname}:${url.port || 5432}`;
  const database = decodeURIComponent(url.pathname.slice(1));
  const user = decodeURIComponent(url.username) || '(none)';
  const text = `${cause?.message ?? ''} ${message}`;
  if (reason === 'ECONNREFUSED') {
    return `nothing answers at ${where} (DATABASE_URL). Is PostgreSQL running there, and listening on that port?`;
  }
  if (reason === 'ENOTFOUND' || reason === 'EAI_AGAIN') {
    return `the host ${url.hostname} of DATABASE_URL is not known. Check the host name.`;
  }
  if (reason === '28P01' || reason === '28000' || /password authentication failed/.test(text)) {
    return `PostgreSQL at ${where} refused the user ${user} or its password (DATABASE_URL).`;
  }
  if (reason === '3D000' || /database ".*" does not exist/.test(text)) {
    return `the database "${database}" does not exist on ${where}. Create it (createdb ${database}) or fix DATABASE_URL.`;
  }
  if (/timeout/i.test(text)) {
    return `PostgreSQL at ${where} did not answer in time (DATABASE_URL). Check the host, port and firewall.`;
  }
  return `${message}\nCheck the PostgreSQL database in DATABASE_URL (${where}, database ${database}, user ${user}).`;
}

export function fail(message: string): never {
  process.stderr.write(`\n${message}\n\n`);
  process.exit(1);
}
