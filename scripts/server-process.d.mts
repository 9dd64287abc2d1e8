import type { ChildProcess } from 'node:child_process';

export interface ServerProcessOptions {
  env?: NodeJS.ProcessEnv;
  cwd?: string;
  /** Also write its output to this process's stdout and stderr. */
  echo?: boolean;
  /** A process group of its own: `stop()` signals the group and waits for every member. */
  group?: boolean;
  /** How long `startServer` waits for "listening on" (ms, default 60 s). */
  timeoutMs?: number;
}

export interface ServerProcess {
  child: ChildProcess;
  /** Its exit code (null when a signal ended it). */
  exited: Promise<number | null>;
  /** Everything it printed so far (stdout and stderr). */
  output(): string;
  /** The base URL once it printed "listening on <url>"; rejects when it exits first or after `ms`. */
  listening(ms?: number): Promise<string>;
  /** Sends `signal` (default SIGTERM), waits up to `ms` for the end, then kills. True when it ended in time. */
  stop(signal?: NodeJS.Signals, ms?: number): Promise<boolean>;
}

/** A server entry (run with this Node), or a command and its arguments. */
export type ServerCommand = string | { command: string; args?: string[] };

export declare function spawnServer(command: ServerCommand, options?: ServerProcessOptions): ServerProcess;

export declare function startServer(
  command: ServerCommand,
  options?: ServerProcessOptions,
): Promise<ServerProcess & { baseUrl: string }>;
