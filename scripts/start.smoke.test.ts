/**
 * The README's first command, for real: `npm start` (which builds what of the tokens, the elements
 * and the portal is older than its sources, scripts/builds.mjs, then serves) on a busy port, then on a
 * free one with a fresh data folder, where every demo account signs in
 * over HTTP and its layout input is what the README's table (the seed's descriptions) says; then Ctrl-C
 * stops everything it started. `npm start` would run `npm ci` when node_modules is older than
 * package-lock.json: this test never reinstalls, it is skipped then (npm test installs first).
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readEnvConfig } from '../packages/server/src/config.js';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../packages/server/src/db/seed.js';
import { BUILDS, isStale } from './builds.mjs';
import { Browser } from './http-client.mjs';
import { spawnServer, type ServerProcess } from './server-process.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const sha256 = (file: string) => createHash('sha256').update(readFileSync(file)).digest('hex');
const stamp = join(root, 'node_modules', '.portal-elements-lock.sha256');
const installed =
  existsSync(stamp) && readFileSync(stamp, 'utf8').trim() === sha256(join(root, 'package-lock.json'));

/** Listens on host:port; undefined when another program holds it (busy all the same). */
const occupy = (port: number, host = '127.0.0.1') =>
  new Promise<Server | undefined>((done) => {
    const server = createServer();
    server.once('error', () => done(undefined));
    server.listen(port, host, () => done(server));
  });
const release = (server: Server | undefined) =>
  new Promise<void>((done) => (server ? server.close(() => done()) : done()));

interface Layout {
  userType: string;
  env: string;
  product?: string;
  layoutPermissions: string[];
  user: { full_name: string; projects: unknown[] };
}

const npmStart = (env: NodeJS.ProcessEnv) =>
  spawnServer(
    { command: 'npm', args: ['start'] },
    { cwd: root, env: { ...env, FORCE_COLOR: '0' }, group: true },
  );

describe.skipIf(!installed)('npm start', () => {
  const defaults = readEnvConfig({});
  const APP_ENV = 'staging';
  const PRODUCT = 'Nimbus';
  const manifest = join(root, 'packages/elements/custom-elements.json');
  const manifestBefore = readFileSync(manifest);
  const dataDir = mkdtempSync(join(tmpdir(), 'pp-start-smoke-'));
  const layouts = new Map<string, Layout>();
  let portal: ServerProcess;
  let baseUrl = '';
  let port = 0;

  it(`stops with a message naming the default port ${defaults.port} and host when the port is busy`, async () => {
    const blocker = await occupy(defaults.port, defaults.host);
    const env = { ...process.env };
    delete env['PORT'];
    delete env['HOST'];
    const start = npmStart(env);
    try {
      expect(await start.exited).not.toBe(0);
      expect(start.output()).toContain(`Port ${defaults.port} on ${defaults.host} is already in use`);
    } finally {
      await start.stop('SIGKILL', 5000);
      await release(blocker);
    }
  });

  beforeAll(async () => {
    const free = (await occupy(0))!;
    port = (free.address() as { port: number }).port;
    await release(free);
    // npm start builds only what is older than its sources: after npm test's build step, nothing.
    const stale = BUILDS.filter(isStale).map((build) => build.name);
    const started = Date.now() - 1000;
    portal = npmStart({
      ...process.env,
      PORT: String(port),
      PORTAL_DATA_DIR: dataDir,
      APP_ENV,
      PORTAL_PRODUCT: PRODUCT,
    });
    baseUrl = await portal.listening(300_000);
    for (const build of BUILDS) {
      for (const file of build.outputs) {
        const rebuilt = statSync(file).mtimeMs > started;
        expect(rebuilt, `npm start ${rebuilt ? 'rebuilt' : 'left'} ${file}`).toBe(stale.includes(build.name));
      }
    }
    for (const build of BUILDS.filter((b) => stale.includes(b.name))) {
      expect(portal.output()).toContain(`Building ${build.name}`);
    }
    if (stale.length === 0) expect(portal.output()).toContain('built and up to date');
  }, 360_000);

  afterAll(async () => {
    await portal?.stop('SIGKILL', 5000);
    // No build of npm start writes the manifest; should one ever, leave the working tree as it was.
    if (!readFileSync(manifest).equals(manifestBefore)) writeFileSync(manifest, manifestBefore);
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('serves where it says, with a database in PORTAL_DATA_DIR', () => {
    expect(baseUrl).toBe(`http://${defaults.host}:${port}`);
    expect(readdirSync(dataDir).filter((file) => /\.(sqlite|db)$/.test(file))).not.toEqual([]);
  });

  const NUMBERS: Record<string, number> = { no: 0, one: 1, two: 2, three: 3, four: 4, five: 5 };
  for (const { email, description: who } of DEMO_ACCOUNTS) {
    it(`${email} signs in, and its layout input is "${who}"`, async () => {
      const browser = new Browser(baseUrl);
      expect((await browser.signIn(email, DEMO_PASSWORD)).json()).toMatchObject({ status: 'ok' });
      const answer = await browser.get('/api/layout');
      expect(answer.status).toBe(200);
      const layout = answer.json<Layout>();
      layouts.set(email, layout);
      expect((await browser.get('/', { headers: { accept: 'text/html' } })).text).toMatch(/<div id="root"/);

      const kind = /^(client|staff)\b/.exec(who)?.[1];
      expect(layout.userType).toBe(kind === 'client' ? 'client' : PRODUCT);
      expect(layout.env).toBe(APP_ENV);
      if (kind === 'staff') expect(layout.product).toBe(PRODUCT);
      const name = /^(?:client|staff) (\p{Lu}\p{Ll}+ \p{Lu}\p{Ll}+)/u.exec(who)?.[1];
      if (name) expect(layout.user.full_name).toBe(name);
      const projects = /\b(\w+) projects?\b/.exec(who)?.[1];
      if (projects && projects in NUMBERS) expect(layout.user.projects).toHaveLength(NUMBERS[projects]!);
      const permissions = layout.layoutPermissions;
      if (/\bno permissions\b/.test(who)) expect(permissions).toEqual([]);
      if (/\bsearch\b/.test(who)) expect(permissions).toContain('search');
      if (/\bimpersonation\b/.test(who)) expect(permissions).toContain('user-impersonate');
      if (/every client permission/.test(who))
        expect(permissions.some((p) => p.startsWith('client-'))).toBe(true);
      // "the support permissions only": besides the dashboard every staff member sees.
      const only = /\bthe (\w+) permissions only\b/.exec(who)?.[1];
      if (only) {
        expect(permissions).not.toEqual([]);
        expect(permissions.filter((p) => !p.includes(only) && p !== 'dashboard-list')).toEqual([]);
      }
    });
  }

  it('gives the staff account with "every staff permission" each permission other staff have', () => {
    const all = DEMO_ACCOUNTS.find((account) => /every staff permission/.test(account.description))!;
    const mine = new Set(layouts.get(all.email)?.layoutPermissions);
    for (const [email, layout] of layouts) {
      if (layout.userType !== PRODUCT) continue;
      expect(
        layout.layoutPermissions.filter((p) => !mine.has(p)),
        email,
      ).toEqual([]);
    }
  });

  it('stops on Ctrl-C (SIGINT to its process group), leaving nothing running and the port free', async () => {
    expect(await portal.stop('SIGINT', 15_000), 'every process of npm start ended within 15 s').toBe(true);
    const server = await occupy(port);
    expect(server, `port ${port} is free`).toBeDefined();
    await release(server);
  });
});
