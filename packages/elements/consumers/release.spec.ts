/**
 * `npm run release` proved against a real registry: what the global setup's release published to the
 * throwaway registry, that a fresh project installs it the way a user would (a semver range, a
 * lockfile, the tokens as the elements' dependency from the same registry), and that publishing the
 * same versions again fails and says why.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import type { LocalRegistry } from '../../../scripts/local-registry.mjs';
import { INSTALL_FLAGS, TEST_REPOSITORY, release, scopeNpmrc, workspaceVersion } from './scratch';

const registry = () => process.env.CONSUMERS_REGISTRY!;
const publishEnv = () => JSON.parse(process.env.CONSUMERS_PUBLISH_ENV!) as LocalRegistry['publishEnv'];
const firstRelease = () =>
  JSON.parse(process.env.CONSUMERS_RELEASE!) as { output: string; changed: string[] };
const NAMES = ['tokens', 'elements'] as const;

interface Lockfile {
  packages: Record<
    string,
    {
      version?: string;
      resolved?: string;
      dependencies?: Record<string, string>;
      peerDependencies?: Record<string, string>;
    }
  >;
}

const readJson = <T>(file: string): T => JSON.parse(readFileSync(file, 'utf8')) as T;

function npm(args: string[], cwd: string): string {
  const result = spawnSync('npm', args, { cwd, encoding: 'utf8', env: { ...process.env, FORCE_COLOR: '0' } });
  if (result.status !== 0) {
    throw new Error(
      `npm ${args.join(' ')} failed (exit ${result.status}):\n${result.stdout}${result.stderr}`,
    );
  }
  return result.stdout;
}

/** Where a registry serves a package's tarball (as npm records it in a lockfile). */
const tarballUrl = (name: (typeof NAMES)[number]) =>
  `${registry()}@portal-elements/${name}/-/${name}-${workspaceVersion(name)}.tgz`;

/** Each package's lockfile entry names this version, from this registry. */
function expectFromRegistry(lock: Lockfile) {
  for (const name of NAMES) {
    expect(lock.packages[`node_modules/@portal-elements/${name}`], name).toMatchObject({
      version: workspaceVersion(name),
      resolved: tarballUrl(name),
    });
  }
}

test.describe('npm run release, against a local registry', () => {
  test('published each package at its package.json version, with the repository URL it was given', () => {
    for (const name of NAMES) {
      const version = workspaceVersion(name);
      const view = JSON.parse(
        npm(['view', `@portal-elements/${name}`, '--json', `--registry=${registry()}`], tmpdir()),
      ) as { versions: string[]; 'dist-tags': Record<string, string>; repository: unknown };
      expect(view.versions, name).toEqual([version]);
      expect(view['dist-tags'], name).toEqual({ latest: version });
      expect(view.repository, name).toEqual({
        type: 'git',
        url: TEST_REPOSITORY,
        directory: `packages/${name}`,
      });
    }
    // The URL went into the package.json files for the publish only: they are as they were.
    expect(firstRelease().changed).toEqual([]);
  });

  test('a fresh project installs @portal-elements/elements@^<version> with a lockfile, its tokens from the registry too', () => {
    const dir = mkdtempSync(join(tmpdir(), 'pp-fresh-'));
    try {
      writeFileSync(join(dir, 'package.json'), `${JSON.stringify({ name: 'fresh', private: true })}\n`);
      writeFileSync(join(dir, '.npmrc'), scopeNpmrc(registry()));
      const range = `^${workspaceVersion('elements')}`;
      npm(['install', `@portal-elements/elements@${range}`, ...INSTALL_FLAGS], dir);

      expect(readJson<{ dependencies: object }>(join(dir, 'package.json')).dependencies).toEqual({
        '@portal-elements/elements': range,
      });
      const lock = readJson<Lockfile>(join(dir, 'package-lock.json'));
      expectFromRegistry(lock);
      expect(lock.packages['node_modules/@portal-elements/elements']!.dependencies).toMatchObject({
        '@portal-elements/tokens': `^${workspaceVersion('tokens')}`,
      });

      // The lockfile alone installs it again, and the elements find their tokens.
      rmSync(join(dir, 'node_modules'), { recursive: true });
      npm(['ci', ...INSTALL_FLAGS], dir);
      const fromElements = createRequire(
        join(dir, 'node_modules', '@portal-elements', 'elements', 'package.json'),
      );
      const tokens = fromElements.resolve('@portal-elements/tokens/package.json');
      expect(tokens).toBe(join(dir, 'node_modules', '@portal-elements', 'tokens', 'package.json'));
      expect(readJson<{ version: string }>(tokens).version).toBe(workspaceVersion('tokens'));
      // A tool that does not use the table or the editor installs neither library: they are optional
      // peers, installed by the projects that render those two elements.
      const installed = Object.keys(lock.packages);
      expect(installed.filter((path) => /node_modules\/@(tiptap|tanstack)\//.test(path))).toEqual([]);
      expect(lock.packages['node_modules/@portal-elements/elements']!.peerDependencies).toMatchObject({
        '@tanstack/table-core': expect.any(String),
        '@tiptap/core': expect.any(String),
      });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  test('the consumers installed what it published', () => {
    expectFromRegistry(readJson<Lockfile>(join(process.env.CONSUMERS_DIR!, 'package-lock.json')));
  });

  test('publishing the same versions again fails and names what the registry already has', () => {
    const again = release(publishEnv());
    expect(again.status, again.output).toBe(1);
    const versions = NAMES.map((name) => `@portal-elements/${name}@${workspaceVersion(name)}`);
    expect(again.output).toContain(
      `nothing to publish: ${registry()} already has ${versions.join(' and ')}.`,
    );
    expect(again.output).not.toContain('Publishing to');
  });
});
