// `npm start`: installs what is missing, builds tokens, elements and the portal where they are older than
// their sources, then runs the reference server (which creates, migrates and seeds its embedded
// database on first start).
import { createServer } from 'node:net';
import { join } from 'node:path';
import { buildStale } from './builds.mjs';
import { ensureDependencies, root } from './deps.mjs';
import { spawnServer } from './server-process.mjs';

const host = process.env.HOST ?? '127.0.0.1';
const port = Number(process.env.PORT ?? 3000);

if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error(`PORT must be a whole number from 0 to 65535; it is "${process.env.PORT}".`);
  process.exit(1);
}

/** Fails early, before a build, when the port is taken. The server checks again when it listens. */
function assertPortFree() {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.once('error', (error) => {
      if (error.code === 'EADDRINUSE') {
        console.error(
          `Port ${port} on ${host} is already in use (is the portal already running?).\n` +
            `Stop the other program, or start on another port: PORT=${port + 1} npm start`,
        );
      } else {
        console.error(
          `Cannot listen on ${host}:${port}: ${error.message}. Set HOST and PORT to an address this machine has.`,
        );
      }
      process.exit(1);
    });
    probe.listen(port, host, () => probe.close(resolve));
  });
}

await assertPortFree();
ensureDependencies();
// Only what is older than its sources (scripts/builds.mjs): a second start serves at once.
if (buildStale().length === 0)
  console.log('The packages, the server and the portal are built and up to date.');

const server = spawnServer(join(root, 'packages/server/dist/main.js'), {
  cwd: join(root, 'packages/server'),
  echo: true,
  env: { ...process.env, HOST: host, PORT: String(port) },
});
// Ctrl-C in a terminal reaches the server as well; a signal sent to this process alone is passed on.
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => void server.stop(signal));
process.exit((await server.exited) ?? 1);
