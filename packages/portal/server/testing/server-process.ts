/**
 * The server's real entry point (main.js) as child processes, for the tests that kill it, stop it, start
 * it with a bad configuration, or run several instances on one database. The sources are transpiled
 * once per test file (transpile.ts) into a temporary folder, removed with `dispose()`.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { makeStaticDir, type TestStore } from './harness.js';
import { transpileServer } from './transpile.js';

export interface ServerProcess {
  child: ChildProcess;
  /** Everything it printed so far (stdout and stderr). */
  output: () => string;
  /** Its exit code once it has exited (null when killed by a signal). */
  exited: Promise<number | null>;
}

export interface StartedProcess extends ServerProcess {
  baseUrl: string;
  /** Sends SIGTERM and waits for the exit. */
  stop(): Promise<number | null>;
}

export class ServerProcesses {
  readonly #buildDir = transpileServer();
  readonly #staticDir = makeStaticDir();
  readonly #children: ChildProcess[] = [];

  /**
   * Runs main.js (or another entry of the server folder, such as migrate.js) with this environment,
   * plus a loopback host, quiet logs and a stand-in SPA.
   */
  run(env: Record<string, string>, entry = 'main.js'): ServerProcess {
    const child = spawn(process.execPath, [join(this.#buildDir, 'server', entry)], {
      env: {
        PATH: process.env.PATH ?? '',
        HOST: '127.0.0.1',
        LOG_LEVEL: 'warn',
        PORTAL_STATIC_DIR: this.#staticDir,
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    this.#children.push(child);
    let text = '';
    child.stdout?.on('data', (chunk: Buffer) => (text += chunk.toString()));
    child.stderr?.on('data', (chunk: Buffer) => (text += chunk.toString()));
    const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
    return { child, output: () => text, exited };
  }

  /** Starts main.js on `store` (its SQLite folder or its PostgreSQL database) and waits until it listens. */
  async start(store: TestStore, env: Record<string, string> = {}): Promise<StartedProcess> {
    const started = this.run({
      PORT: '0',
      PORTAL_DATA_DIR: store.dataDir,
      ...(store.databaseUrl ? { DATABASE_URL: store.databaseUrl } : {}),
      PASSWORD_SCRYPT_COST: '14',
      ...env,
    });
    const deadline = Date.now() + 30_000;
    for (;;) {
      const match = /listening on (https?:\/\/[\d.:]+)/.exec(started.output());
      if (match?.[1]) {
        const baseUrl = match[1];
        return {
          ...started,
          baseUrl,
          async stop() {
            if (started.child.exitCode === null && started.child.signalCode === null) {
              started.child.kill('SIGTERM');
            }
            return started.exited;
          },
        };
      }
      if (started.child.exitCode !== null) throw new Error(`server exited: ${started.output()}`);
      if (Date.now() > deadline) throw new Error(`server did not start: ${started.output()}`);
      await Promise.race([started.exited, new Promise((resolve) => setTimeout(resolve, 50))]);
    }
  }

  /** Kills what still runs and removes the build. */
  dispose(): void {
    for (const child of this.#children) {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    }
    rmSync(this.#buildDir, { recursive: true, force: true });
    rmSync(this.#staticDir, { recursive: true, force: true });
  }
}
