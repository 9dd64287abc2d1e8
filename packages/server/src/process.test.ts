/**
 * The real entry point as a child process: a durability test that SIGKILLs the server in the middle of
 * writes and finds every committed session after a restart, a graceful stop that finishes the requests
 * in flight, and clear messages for a taken port, a bad configuration and a database that does not answer.
 */
import { createServer, type Server } from 'node:net';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SQLITE_FILE, openStore } from './db/database.js';
import { migrateToLatest } from './db/migrations.js';
import { SEEDED_USER_EMAILS, seedDemoData } from './db/seed.js';
import { sqliteDriver } from './db/sqlite-driver.js';
import { Browser, SUITE_PASSWORD_COST, newTestStore, tempDir, type TestStore } from './testing/harness.js';
import { ServerProcesses } from './testing/server-process.js';

let processes: ServerProcesses;

beforeAll(() => {
  processes = new ServerProcesses();
});

afterAll(() => {
  processes.dispose();
});

describe('durability', () => {
  it('finds every committed session after the server is killed with SIGKILL during writes', async () => {
    const store = await newTestStore();
    const first = await processes.start(store);

    interface Tracked {
      browser: Browser;
      /** The project of the last change the server confirmed, and of one in flight when it died. */
      confirmed: number;
      inFlight: number | null;
    }
    const committed: Tracked[] = [];
    let killed = false;
    let interrupted = 0;
    const projects = [1, 2, 3];
    // One account per worker: a user holds at most MAX_SESSIONS_PER_USER sessions, and one more
    // sign-in ends the oldest, which the check after the restart would take for a lost commit.
    const accounts = ['client@example.com', 'basic@example.com', 'staff@example.com', 'support@example.com'];

    // Four workers sign in and switch projects as fast as they can; every 200 answer is a commit.
    const worker = async (index: number) => {
      while (!killed) {
        const browser = new Browser(first.baseUrl);
        try {
          const signIn = await browser.signIn(accounts[index]!);
          if (signIn.status !== 200) continue;
          const layout = (await browser.get('/api/layout')).json<{ projectId: number }>();
          const tracked: Tracked = { browser, confirmed: layout.projectId, inFlight: null };
          committed.push(tracked);
          for (let i = 0; i < 5 && !killed; i += 1) {
            const next = projects[(index + i) % projects.length]!;
            tracked.inFlight = next;
            const answer = await browser.post('/projects/change', { json: { project_id: next } });
            if (answer.status === 200) {
              tracked.confirmed = next;
              tracked.inFlight = null;
            }
          }
        } catch {
          // The server died under this request: its outcome is unknown, and that is allowed.
          interrupted += 1;
          return;
        }
      }
    };
    const workers = [0, 1, 2, 3].map(worker);
    const started = Date.now();
    while (committed.length < 20 && Date.now() - started < 20_000)
      await new Promise((r) => setTimeout(r, 20));
    // The workers stop only once the process is gone, so the kill always lands while they are
    // writing: a request answered between the signal and the death is not mistaken for the end.
    const exited = new Promise((resolve) => first.child.once('exit', resolve));
    first.child.kill('SIGKILL');
    await exited;
    killed = true;
    await Promise.all(workers);
    expect(first.child.signalCode).toBe('SIGKILL');
    expect(committed.length).toBeGreaterThanOrEqual(10);
    // The workers ended on requests the dead server could not answer.
    expect(interrupted).toBeGreaterThan(0);

    if (store.engine === 'sqlite') {
      const Database = sqliteDriver();
      const db = new Database(join(store.dataDir, SQLITE_FILE), { readonly: true });
      expect(db.pragma('integrity_check', { simple: true })).toBe('ok');
      db.close();
    }

    const second = await processes.start(store);
    try {
      for (const tracked of committed) {
        const browser = new Browser(second.baseUrl);
        for (const [name, value] of tracked.browser.cookies) browser.cookies.set(name, value);
        const layout = await browser.get('/api/layout');
        expect(layout.status).toBe(200);
        const projectId = layout.json<{ projectId: number }>().projectId;
        expect([tracked.confirmed, tracked.inFlight]).toContain(projectId);
      }
      // The restart neither re-seeded nor lost the accounts.
      expect(await store.query('SELECT COUNT(*) AS n FROM users')).toEqual([
        { n: SEEDED_USER_EMAILS.length },
      ]);
    } finally {
      await second.stop();
      await store.remove();
    }
    console.info(
      `durability (${store.engine}): ${committed.length} committed sessions, ${interrupted} requests cut off by SIGKILL, all commits found`,
    );
  });
});

describe('the entry point', () => {
  let blocker: Server;
  let port: number;
  beforeAll(async () => {
    blocker = createServer();
    await new Promise<void>((resolve) => blocker.listen(0, '127.0.0.1', resolve));
    port = (blocker.address() as { port: number }).port;
  });
  afterAll(async () => {
    await new Promise((resolve) => blocker.close(resolve));
  });

  it('explains a taken port in one paragraph, without a stack trace, and exits 1', async () => {
    const dataDir = tempDir('port');
    const { output, exited } = processes.run({
      PORT: String(port),
      PORTAL_DATA_DIR: dataDir,
      PORTAL_SEED: 'none',
    });
    expect(await exited).toBe(1);
    const text = output().trim();
    expect(text).toContain(`Port ${port}`);
    expect(text).toContain('PORT=');
    expect(text).not.toMatch(/\n\s+at /);
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('refuses an unknown APP_ENV with a clear message', async () => {
    const dataDir = tempDir('env');
    const { output, exited } = processes.run({ PORT: '0', PORTAL_DATA_DIR: dataDir, APP_ENV: 'prod' });
    expect(await exited).toBe(1);
    expect(output()).toContain('APP_ENV="prod" is not one of production, staging, local.');
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('refuses APP_ENV=production without https, naming what to set, without a stack trace', async () => {
    const dataDir = tempDir('prod');
    const { output, exited } = processes.run({
      PORT: '0',
      PORTAL_DATA_DIR: dataDir,
      APP_ENV: 'production',
      PORTAL_SEED: 'none',
    });
    expect(await exited).toBe(1);
    const text = output();
    expect(text).toContain('APP_ENV=production needs https');
    expect(text).toContain('TRUST_PROXY=1');
    expect(text).not.toMatch(/\n\s+at /);
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('names an unreachable PostgreSQL in DATABASE_URL in one sentence, without a stack trace or the password', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const closedPort = (closed.address() as { port: number }).port;
    await new Promise((resolve) => closed.close(resolve));
    const { output, exited } = processes.run({
      PORT: '0',
      DATABASE_URL: `postgres://portal:secret-password@127.0.0.1:${closedPort}/portal`,
    });
    expect(await exited).toBe(1);
    const text = output();
    expect(text).toContain(`nothing answers at 127.0.0.1:${closedPort} (DATABASE_URL)`);
    expect(text).not.toContain('secret-password');
    expect(text).not.toMatch(/\n\s+at /);
  });

  it('refuses a DATABASE_URL that is not a PostgreSQL URL, saying what one looks like', async () => {
    const { output, exited } = processes.run({ PORT: '0', DATABASE_URL: 'mysql://db/portal' });
    expect(await exited).toBe(1);
    expect(output()).toContain('DATABASE_URL must be a PostgreSQL URL such as postgres://');
  });
});

describe('npm run migrate (migrate.js)', () => {
  it('brings an empty store to the latest schema and exits, then says it is up to date', async () => {
    const store = await newTestStore();
    const env = {
      PORTAL_DATA_DIR: store.dataDir,
      ...(store.databaseUrl ? { DATABASE_URL: store.databaseUrl } : {}),
    };
    try {
      const first = processes.run(env, 'migrate.js');
      expect(await first.exited).toBe(0);
      expect(first.output()).toMatch(/^Migrated .*0001_users_and_projects, .*0008_/m);
      // Nothing seeded: a migration before a deploy leaves the data alone.
      expect(await store.query('SELECT COUNT(*) AS n FROM users')).toEqual([{ n: 0 }]);
      const second = processes.run(env, 'migrate.js');
      expect(await second.exited).toBe(0);
      expect(second.output()).toContain('is up to date');
    } finally {
      await store.remove();
    }
  });
});

/** Migrates and seeds `store` in this process, with the demo passwords hashed at the suite's cost. */
async function seedAtSuiteCost(store: TestStore): Promise<void> {
  const opened = openStore({ dataDir: store.dataDir, databaseUrl: store.databaseUrl });
  try {
    await migrateToLatest(opened.db, opened.dialect);
    expect(await seedDemoData(opened.db, { passwordCost: SUITE_PASSWORD_COST })).toBe(true);
  } finally {
    await opened.db.destroy();
  }
}

describe('a graceful stop', () => {
  it('finishes the requests in flight on SIGTERM, takes no new ones, closes the store and exits 0', async () => {
    const store = await newTestStore();
    // scrypt at N = 2^17 makes a sign-in take a few hundred milliseconds: long enough to stop during one.
    // The store is seeded here first, at the suite's cost (2^14): seeded by the server at 2^17, its six
    // demo hashes alone took seconds of CPU (and 128 MiB each) before it listened. The sign-in below then
    // checks the password at 2^14 and, the stored hash being below the server's cost, hashes it again at
    // 2^17 before it answers (routes/auth.ts, needsRehash): still a few hundred milliseconds in flight.
    await seedAtSuiteCost(store);
    const server = await processes.start(store, { PASSWORD_SCRYPT_COST: '17' });
    try {
      const browser = new Browser(server.baseUrl);
      await browser.get('/api/csrf-token');
      const inFlight = browser.post('/login', {
        json: { email: 'basic@example.com', password: 'demo-password' },
      });
      await new Promise((resolve) => setTimeout(resolve, 60));
      server.child.kill('SIGTERM');
      const answer = await inFlight;
      expect(answer.status).toBe(200);
      expect(await server.exited).toBe(0);
      await expect(new Browser(server.baseUrl).get('/healthz')).rejects.toThrow();
      // The session it committed is there for the next start.
      const again = await processes.start(store);
      const next = new Browser(again.baseUrl);
      for (const [name, value] of browser.cookies) next.cookies.set(name, value);
      expect((await next.get('/check-session')).json()).toEqual({ status: 'active' });
      await again.stop();
    } finally {
      await store.remove();
    }
  });
});
