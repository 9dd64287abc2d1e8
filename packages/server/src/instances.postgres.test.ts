/**
 * Several server instances on one PostgreSQL database, each a real process (main.js) on its own
 * loopback port, as a provider runs them behind a load balancer: they share sessions, logout, the
 * chosen project and the sign-in limiter's counts. Plus what an operator sees when the database is
 * wrong or goes away. Runs in the `server-postgres` project only.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEEDED_USER_EMAILS, SIEM_CASES } from './db/seed.js';
import { Browser, newTestStore, type TestStore } from './testing/harness.js';
import { ServerProcesses, type StartedProcess } from './testing/server-process.js';

let processes: ServerProcesses;
let store: TestStore;
let instances: StartedProcess[];

beforeAll(async () => {
  processes = new ServerProcesses();
  store = await newTestStore();
  // Three instances starting together on an empty database: one migrates and seeds, the others wait.
  instances = await Promise.all([0, 1, 2].map(() => processes.start(store)));
});

afterAll(async () => {
  await Promise.all(instances.map((instance) => instance.stop()));
  processes.dispose();
  await store.remove();
});

/** The same browser (its cookies) talking to another instance. */
function on(instance: StartedProcess, browser: Browser): Browser {
  const other = new Browser(instance.baseUrl);
  for (const [name, value] of browser.cookies) other.cookies.set(name, value);
  return other;
}

describe('three instances on one database', () => {
  it('migrated and seeded once', async () => {
    expect(await store.query('SELECT COUNT(*) AS n FROM users')).toEqual([{ n: SEEDED_USER_EMAILS.length }]);
    expect(await store.query('SELECT COUNT(*) AS n FROM siem_cases')).toEqual([{ n: SIEM_CASES }]);
    const migrations = await store.query<{ n: number }>('SELECT COUNT(*) AS n FROM kysely_migration');
    expect(migrations[0]!.n).toBeGreaterThanOrEqual(8);
  });

  it('share sessions: signed in on one, valid on the others; logout on one ends it everywhere', async () => {
    const [a, b, c] = instances as [StartedProcess, StartedProcess, StartedProcess];
    const browser = new Browser(a.baseUrl);
    expect((await browser.signIn('client@example.com')).status).toBe(200);
    for (const instance of [b, c]) {
      expect((await on(instance, browser).get('/check-session')).json()).toEqual({ status: 'active' });
      expect((await on(instance, browser).get('/api/layout')).status).toBe(200);
    }
    // The CSRF token one instance issued is valid on another (the shared server secret).
    const logout = await on(b, browser).post('/logout');
    expect(logout.status).toBe(200);
    for (const instance of [a, b, c]) {
      expect((await on(instance, browser).get('/check-session')).json()).toEqual({ status: 'expired' });
    }
  });

  it('see a project change made on another at once', async () => {
    const [a, b, c] = instances as [StartedProcess, StartedProcess, StartedProcess];
    const browser = new Browser(a.baseUrl);
    await browser.signIn('client@example.com');
    const layout = (await browser.get('/api/layout')).json<{
      projectId: number;
      user: { projects: { id: number }[] };
    }>();
    const other = layout.user.projects.find((project) => project.id !== layout.projectId)!.id;
    expect((await on(c, browser).post('/projects/change', { json: { project_id: other } })).status).toBe(200);
    for (const instance of [a, b]) {
      expect((await on(instance, browser).get('/api/layout')).json<{ projectId: number }>().projectId).toBe(
        other,
      );
    }
  });

  it('count sign-in attempts together: a concurrent burst split over the instances checks at most 10 passwords', async () => {
    const failed = async () =>
      (
        await store.query<{ n: number }>("SELECT COUNT(*) AS n FROM audit_log WHERE action = 'login_failed'")
      )[0]!.n;
    const before = await failed();
    const browsers = await Promise.all(
      instances.map(async (instance) => {
        const browser = new Browser(instance.baseUrl);
        await browser.get('/api/csrf-token');
        return browser;
      }),
    );
    const answers = await Promise.all(
      Array.from({ length: 45 }, (_, i) =>
        browsers[i % browsers.length]!.post('/login', {
          json: { email: 'support@example.com', password: 'wrong-guess' },
        }),
      ),
    );
    const statuses = answers.map((answer) => answer.status);
    const checked = statuses.filter((status) => status === 422).length;
    // Every answer is a checked password (422) or a refusal (429); anything else is named.
    const others = answers.filter((answer) => answer.status !== 422 && answer.status !== 429);
    expect(
      others.map((answer) => `${answer.status} ${answer.text.slice(0, 200)}`),
      'answers other than 422 and 429',
    ).toEqual([]);
    expect(checked + statuses.filter((status) => status === 429).length).toBe(45);
    expect(checked).toBeGreaterThan(0);
    expect(checked).toBeLessThanOrEqual(10);
    expect((await failed()) - before).toBe(checked);
  });
});

describe('when the database is wrong or goes away', () => {
  it('/healthz answers 503 once the database is gone, so a load balancer takes the instance out', async () => {
    const own = await newTestStore();
    const instance = await processes.start(own);
    try {
      expect((await new Browser(instance.baseUrl).get('/healthz')).json()).toEqual({
        status: 'ok',
        database: 'ok',
      });
      await own.remove(); // DROP DATABASE ... WITH (FORCE): its connections end
      const answer = await new Browser(instance.baseUrl).get('/healthz');
      expect(answer.status).toBe(503);
      expect(answer.json()).toEqual({ status: 'unavailable', database: 'unreachable' });
    } finally {
      await instance.stop();
    }
  });

  it('says which user was refused, or which database is missing, in one sentence', async () => {
    const url = new URL(store.databaseUrl!);
    const wrongPassword = new URL(url);
    wrongPassword.password = 'not-the-password';
    const refused = processes.run({ PORT: '0', DATABASE_URL: wrongPassword.href });
    expect(await refused.exited).toBe(1);
    expect(refused.output()).toContain('refused the user postgres or its password (DATABASE_URL)');
    expect(refused.output()).not.toContain('not-the-password');

    const missing = new URL(url);
    missing.pathname = '/no_such_database';
    const absent = processes.run({ PORT: '0', DATABASE_URL: missing.href });
    expect(await absent.exited).toBe(1);
    expect(absent.output()).toContain('the database "no_such_database" does not exist');
    expect(absent.output()).not.toMatch(/\n\s+at /);
  });
});
