// The reference server (or a command that ends up running it, such as `npm start`) as a child
// process, for every caller that starts one: `npm start` (scripts/start.mjs), the server tests
// (packages/server/src/testing/server-process.ts), the benchmarks (bench/server, bench/navigation)
// and the `npm start` smoke test. It spawns, keeps the output, waits for the server's
// "listening on <url>" line and stops the process (or its whole process group) gracefully.
import { spawn } from 'node:child_process';
import { existsSync, readFileSync, readdirSync } from 'node:fs';

const LISTENING = /listening on (https?:\/\/[^\s/]+)/;
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** The live (not zombie) processes of a process group, from /proc; else whether kill(-pgid, 0) works. */
function groupAlive(pgid) {
  if (!existsSync('/proc/self/stat')) {
    try {
      process.kill(-pgid, 0);
      return true;
    } catch {
      return false;
    }
  }
  return readdirSync('/proc').some((pid) => {
    if (!/^\d+$/.test(pid)) return false;
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      return Number(fields[2]) === pgid && fields[0] !== 'Z';
    } catch {
      return false; // it ended while we looked
    }
  });
}

/**
 * Spawns `command` (a server entry such as main.js, run with this Node, or `{ command, args }`).
 * `echo` also writes its output to ours; `group` gives it a process group of its own, which `stop()`
 * signals as a whole, as Ctrl-C in a terminal does.
 */
export function spawnServer(command, { env = process.env, cwd, echo = false, group = false } = {}) {
  const [file, args] =
    typeof command === 'string' ? [process.execPath, [command]] : [command.command, command.args ?? []];
  const child = spawn(file, args, { cwd, env, detached: group, stdio: ['ignore', 'pipe', 'pipe'] });
  let text = '';
  for (const [stream, target] of [
    [child.stdout, process.stdout],
    [child.stderr, process.stderr],
  ]) {
    stream.on('data', (chunk) => {
      text += chunk.toString();
      if (echo) target.write(chunk);
    });
  }
  const exited = new Promise((resolve) => {
    child.once('exit', (code) => resolve(code));
    child.once('error', (error) => {
      text += `${error.message}\n`;
      resolve(null);
    });
  });
  const running = () => child.exitCode === null && child.signalCode === null;
  const gone = () => !running() && (!group || !groupAlive(child.pid));
  const signal = (name) => {
    try {
      if (group) process.kill(-child.pid, name);
      else if (running()) child.kill(name);
    } catch {
      // already gone
    }
  };
  return {
    child,
    exited,
    output: () => text,
    /** Resolves with the server's base URL once it prints "listening on"; rejects when it exits first. */
    async listening(ms = 60_000) {
      const deadline = Date.now() + ms;
      for (;;) {
        const match = LISTENING.exec(text);
        if (match) return match[1];
        if (!running())
          throw new Error(`the server exited (${child.exitCode ?? child.signalCode}):\n${text}`);
        if (Date.now() > deadline)
          throw new Error(`the server did not listen within ${ms / 1000} s:\n${text}`);
        await Promise.race([exited, sleep(50)]);
      }
    },
    /** Sends `name` and waits until it (and its group) ended; after `ms` kills it. True when it ended in time. */
    async stop(name = 'SIGTERM', ms = 15_000) {
      if (gone()) return true;
      signal(name);
      const deadline = Date.now() + ms;
      while (Date.now() < deadline) {
        if (gone()) return true;
        await sleep(100);
      }
      signal('SIGKILL');
      await Promise.race([exited, sleep(2000)]);
      return false;
    },
  };
}

/** Spawns the server and waits until it listens; a server that does not is stopped and its output thrown. */
export async function startServer(command, options = {}) {
  const server = spawnServer(command, options);
  try {
    return { ...server, baseUrl: await server.listening(options.timeoutMs) };
  } catch (error) {
    await server.stop('SIGKILL', 2000);
    throw error;
  }
}
