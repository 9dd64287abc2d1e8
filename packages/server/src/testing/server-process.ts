/**
 * The server's real entry point (main.js) as child processes, for the tests that kill it, stop it, start
 * it with a bad configuration, or run several instances on one database. The sources are transpiled
 * once for every test file of a run (transpile.ts: a build per version of the sources); the processes
 * are run by scripts/server-process.mjs, as `npm start` and the benchmarks run theirs.
 */
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { spawnServer, type ServerProcess } from '../../../../scripts/server-process.mjs';
import {
  Browser,
  SUITE_PASSWORD_COST,
  SUITE_WRITE_LIMIT,
  makeStaticDir,
  newTestStore,
  type TestStore,
} from './harness.js';
import { transpileServer } from './transpile.js';

export type { ServerProcess };

export interface StartedProcess extends ServerProcess {
  baseUrl: string;
}

export class ServerProcesses {
  readonly #buildDir = transpileServer();
  readonly #staticDir = makeStaticDir();
  readonly #processes: ServerProcess[] = [];

  /**
   * Runs main.js (or another entry of the server folder, such as migrate.js) with this environment,
   * plus a loopback host, quiet logs and a stand-in SPA.
   */
  run(env: Record<string, string>, entry = 'main.js'): ServerProcess {
    const server = spawnServer(join(this.#buildDir, 'src', entry), {
      env: {
        PATH: process.env.PATH ?? '',
        HOST: '127.0.0.1',
        LOG_LEVEL: 'warn',
        PORTAL_STATIC_DIR: this.#staticDir,
        ...env,
      },
    });
    this.#processes.push(server);
    return server;
  }

  /** Starts main.js on `store` (its SQLite folder or its PostgreSQL database) and waits until it listens. */
  async start(store: TestStore, env: Record<string, string> = {}): Promise<StartedProcess> {
    const server = this.run({
      PORT: '0',
      PORTAL_DATA_DIR: store.dataDir,
      ...(store.databaseUrl ? { DATABASE_URL: store.databaseUrl } : {}),
      PASSWORD_SCRYPT_COST: String(SUITE_PASSWORD_COST),
      // The suite's own write limits (harness.ts: SUITE_WRITE_LIMITS), unless the test sets its own.
      PORTAL_WRITE_LIMIT_ISSUES: String(SUITE_WRITE_LIMIT),
      PORTAL_WRITE_LIMIT_REPLIES: String(SUITE_WRITE_LIMIT),
      PORTAL_WRITE_LIMIT_UPLOADS: String(SUITE_WRITE_LIMIT),
      PORTAL_WRITE_LIMIT_TRIAGE: String(SUITE_WRITE_LIMIT),
      PORTAL_WRITE_LIMIT_CONTACTS: String(SUITE_WRITE_LIMIT),
      ...env,
    });
    return { ...server, baseUrl: await server.listening(30_000) };
  }

  /** Kills what still runs and removes the stand-in SPA (the build is shared, see transpile.ts). */
  dispose(): void {
    for (const { child } of this.#processes) {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    }
    rmSync(this.#staticDir, { recursive: true, force: true });
  }
}

/** Instances of main.js on one database of their own. */
interface Instances {
  instances: StartedProcess[];
  store: TestStore;
  /** Stops every instance, kills what still runs and removes the database. */
  stop(): Promise<void>;
}

/**
 * `count` instances of main.js, each with `env`, on one new test database, as a provider runs the
 * server on one PostgreSQL: started one after another, so the first migrates and seeds it. A test
 * file uses them through `useInstancesOnOneStore`.
 */
async function instancesOnOneStore(count: number, env: Record<string, string> = {}): Promise<Instances> {
  const processes = new ServerProcesses();
  const store = await newTestStore();
  const instances: StartedProcess[] = [];
  const stop = async () => {
    await Promise.all(instances.map((instance) => instance.stop()));
    processes.dispose();
    await store.remove();
  };
  try {
    for (let i = 0; i < count; i += 1) instances.push(await processes.start(store, env));
  } catch (error) {
    await stop();
    throw error;
  }
  return { instances, store, stop };
}

/**
 * `instancesOnOneStore(count, env)` for the whole test file: started in its `beforeAll`, stopped in its
 * `afterAll`. The instances and their database are read from the returned object inside the tests.
 */
export function useInstancesOnOneStore(
  count: number,
  env: Record<string, string> = {},
): { readonly instances: StartedProcess[]; readonly store: TestStore } {
  let running: Instances | undefined;
  beforeAll(async () => {
    running = await instancesOnOneStore(count, env);
  });
  afterAll(async () => {
    await running?.stop();
  });
  const started = (): Instances => {
    if (!running) throw new Error('The instances start in beforeAll: read them inside a test.');
    return running;
  };
  return {
    get instances() {
      return started().instances;
    },
    get store() {
      return started().store;
    },
  };
}

/**
 * The same person signed in on every instance (one session, shared through the database): a browser
 * per instance, each holding the cookies of the first sign-in.
 */
export async function signedInOnEach(
  instances: readonly StartedProcess[],
  email: string,
): Promise<Browser[]> {
  const [first, ...rest] = instances.map((instance) => new Browser(instance.baseUrl));
  if (!first) throw new Error('No instance to sign in on.');
  await first.signIn(email);
  for (const browser of rest) {
    for (const [name, value] of first.cookies) browser.cookies.set(name, value);
  }
  return [first, ...rest];
}
