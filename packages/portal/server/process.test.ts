/**
 * The real entry point as a child process: a durability test that SIGKILLs the server in the middle of
 * writes and finds every committed session after a restart, and the clear message when the port is taken.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer, type Server } from 'node:net';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SQLITE_FILE } from './db/database.js';
import { Browser, makeStaticDir, newTestStore, tempDir, type TestStore } from './testing/harness.js';
import { transpileServer } from './testing/transpile.js';

let buildDir: string;
let staticDir: string;
const children: ChildProcess[] = [];

beforeAll(() => {
  buildDir = transpileServer();
  staticDir = makeStaticDir();
});

afterAll(() => {
  for (const child of children)
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  rmSync(buildDir, { recursive: true, force: true });
  rmSync(staticDir, { recursive: true, force: true });
});

interface Started {
  child: ChildProcess;
  baseUrl: string;
  output: () => string;
}

function run(env: Record<string, string>): {
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
} {
  const child = spawn(process.execPath, [join(buildDir, 'server', 'main.js')], {
    env: {
      PATH: process.env.PATH ?? '',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      PORTAL_STATIC_DIR: staticDir,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let text = '';
  child.stdout?.on('data', (chunk: Buffer) => (text += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (text += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, output: () => text, exited };
}

/** The server's main.js on `store` (its SQLite folder, or its PostgreSQL database). */
async function start(store: TestStore): Promise<Started> {
  const { child, output, exited } = run({
    PORT: '0',
    PORTAL_DATA_DIR: store.dataDir,
    ...(store.databaseUrl ? { DATABASE_URL: store.databaseUrl } : {}),
    PASSWORD_SCRYPT_COST: '14',
  });
  const deadline = Date.now() + 30_000;
  for (;;) {
    const match = /listening on (http:\/\/[\d.:]+)/.exec(output());
    if (match?.[1]) return { child, baseUrl: match[1], output };
    if (child.exitCode !== null) throw new Error(`server exited: ${output()}`);
    if (Date.now() > deadline) throw new Error(`server did not start: ${output()}`);
    await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 50))]);
  }
}

describe('durability', () => {
  it('finds every committed session after the server is killed with SIGKILL during writes', async () => {
    const store = await newTestStore();
    const first = await start(store);

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

    // Four workers sign in and switch projects as fast as they can; every 200 answer is a commit.
    const worker = async (index: number) => {
      while (!killed) {
        const browser = new Browser(first.baseUrl);
        try {
          const signIn = await browser.signIn('client@example.com');
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
    first.child.kill('SIGKILL');
    killed = true;
    await Promise.all(workers);
    expect(first.child.signalCode ?? 'SIGKILL').toBe('SIGKILL');
    expect(committed.length).toBeGreaterThanOrEqual(10);
    // The kill landed while requests were being served (every worker always has one outstanding).
    expect(interrupted).toBeGreaterThan(0);

    if (store.engine === 'sqlite') {
      const db = new Database(join(store.dataDir, SQLITE_FILE), { readonly: true });
      expect(db.pragma('integrity_check', { simple: true })).toBe('ok');
      db.close();
    }

    const second = await start(store);
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
      expect(await store.query('SELECT COUNT(*) AS n FROM users')).toEqual([{ n: 4 }]);
    } finally {
      second.child.kill('SIGTERM');
      await new Promise((resolve) => second.child.once('exit', resolve));
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
    const { output, exited } = run({ PORT: String(port), PORTAL_DATA_DIR: dataDir, PORTAL_SEED: 'none' });
    expect(await exited).toBe(1);
    const text = output().trim();
    expect(text).toContain(`Port ${port}`);
    expect(text).toContain('PORT=');
    expect(text).not.toMatch(/\n\s+at /);
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('refuses an unknown APP_ENV with a clear message', async () => {
    const dataDir = tempDir('env');
    const { output, exited } = run({ PORT: '0', PORTAL_DATA_DIR: dataDir, APP_ENV: 'prod' });
    expect(await exited).toBe(1);
    expect(output()).toContain('APP_ENV="prod" is not one of production, staging, local.');
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('refuses APP_ENV=production without https, naming what to set, without a stack trace', async () => {
    const dataDir = tempDir('prod');
    const { output, exited } = run({
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
});
