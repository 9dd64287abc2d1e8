// A throwaway npm registry on loopback (Verdaccio 6.8, the last release that runs on Node 20), which
// proves `npm run release`: the consumers' global setup (packages/elements/consumers/scratch.ts)
// publishes the packages to it with the real script and installs them from it as a user installs from
// npm. Its configuration, storage and user live in a temp folder; nothing touches ~/.npmrc.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startServer } from './server-process.mjs';

const here = fileURLToPath(import.meta.url);

/**
 * Starts a registry that holds only what is published to it: no uplink, so a package of our scope
 * elsewhere can never stand in for the one just published, and nothing else is fetched through it
 * (installs take the other packages from npm's own registry, `@portal-elements` from this one).
 */
export async function startLocalRegistry() {
  const dir = mkdtempSync(join(tmpdir(), 'pp-registry-'));
  const config = {
    storage: join(dir, 'storage'),
    // max_users 1: the one user registered below, who publishes; anyone may install.
    auth: { htpasswd: { file: join(dir, 'htpasswd'), max_users: 1 } },
    uplinks: {},
    packages: { '**': { access: '$all', publish: '$authenticated' } },
    // The elements' tarball is about 1 MB; Verdaccio's default limit is 10 MB.
    max_body_size: '100mb',
    web: { enable: false },
    log: { type: 'stdout', format: 'pretty', level: 'warn' },
  };
  mkdirSync(config.storage);
  // JSON is YAML, which is what Verdaccio reads a configuration file as.
  const configFile = join(dir, 'config.yaml');
  writeFileSync(configFile, JSON.stringify(config, null, 2));

  // A child process, not this one: the callers run npm with spawnSync, which would block a registry
  // served from their own event loop.
  let server;
  try {
    server = await startServer({ command: process.execPath, args: [here, '--serve', configFile] });
  } catch (error) {
    rmSync(dir, { recursive: true, force: true });
    throw error;
  }
  const url = `${server.baseUrl}/`;
  const stop = async () => {
    await server.stop();
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    const token = await addUser(url);
    // npm reads a registry's token from the key `//host:port/:_authToken`. As an `npm_config_…`
    // variable that key is no shell name, and the shell of `npm run` drops it on the way to the
    // script; so it goes in a user config of its own, in the temp folder (~/.npmrc is left alone).
    const npmrc = join(dir, 'npmrc');
    const settings = [
      `registry=${url}`,
      `${url.replace(/^https?:/, '')}:_authToken=${token}`,
      // What ~/.npmrc usually switches off, off here too: no update notice, no audit or funding call.
      'update-notifier=false',
      'audit=false',
      'fund=false',
    ];
    writeFileSync(npmrc, `${settings.join('\n')}\n`);
    return {
      url,
      dir,
      // The registry as a variable too: `changeset publish` asks `npm info` about the registry that
      // variable names (npmjs.org without it), whatever the config files say.
      publishEnv: { npm_config_userconfig: npmrc, npm_config_registry: url },
      output: server.output,
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}

/** Registers the registry's one user as `npm adduser` does and returns its token. */
async function addUser(url) {
  const name = 'release';
  const response = await fetch(new URL(`-/user/org.couchdb.user:${name}`, url), {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ name, password: `pw-${process.pid}-${Date.now()}`, type: 'user', roles: [] }),
  });
  const body = await response.json().catch(() => ({}));
  if (!response.ok || typeof body.token !== 'string') {
    throw new Error(
      `the local registry did not register a user (${response.status}): ${JSON.stringify(body)}`,
    );
  }
  return body.token;
}

/** The child: Verdaccio on a free loopback port, announced the way scripts/server-process.mjs waits for. */
async function serve(configFile) {
  const { runServer } = (await import('verdaccio')).default;
  const server = await runServer(configFile);
  server.listen(0, '127.0.0.1', () => {
    console.log(`listening on http://127.0.0.1:${server.address().port}`);
  });
  // A test that dies without stopping us must not leave a registry behind: when the parent is gone,
  // this process is re-parented, and it ends.
  const parent = process.ppid;
  setInterval(() => {
    if (process.ppid !== parent) process.exit(0);
  }, 1000).unref();
  for (const signal of ['SIGTERM', 'SIGINT']) {
    process.once(signal, () => {
      server.close(() => process.exit(0));
      // npm keeps its connections alive; close() alone would wait for them.
      server.closeAllConnections();
    });
  }
}

if (process.argv[1] === here && process.argv[2] === '--serve') {
  await serve(process.argv[3]);
}
