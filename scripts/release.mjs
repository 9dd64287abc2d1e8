// `npm run release`: publishes, with `changeset publish`, each public package whose version the
// registry does not have yet, after building what is older than its sources (scripts/builds.mjs).
// Before anything leaves the machine it checks two things Changesets does not:
// - the packages name a real repository, not the placeholder they were written with;
// - there is something new to publish. Changesets skips a version the registry already has with a
//   warning and exits 0, so releasing the same versions twice looked like a success.
// Arguments go to `changeset publish` (`--no-git-tag`, `--tag next`, `--otp <code>`).
//
// The registry is npm's own setting (an .npmrc, or `npm_config_registry`); the repository URL is
// `PORTAL_ELEMENTS_REPOSITORY` or, when that is unset, each package's `repository.url`.
import { execFile, spawnSync } from 'node:child_process';
import { readFileSync, readdirSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { buildStale } from './builds.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
/** The host of the URL the packages were written with before anyone knew the real one. */
export const PLACEHOLDER_HOST = 'git.example.com';
export const REPOSITORY_VARIABLE = 'PORTAL_ELEMENTS_REPOSITORY';

const readJson = (file) => JSON.parse(readFileSync(file, 'utf8'));

/** The workspace packages that are published: every one not marked private. */
export function publicPackages() {
  return readJson(join(root, 'package.json'))
    .workspaces.map((workspace) => {
      const file = join(root, workspace, 'package.json');
      return { dir: join(root, workspace), file, json: readJson(file) };
    })
    .filter((pkg) => !pkg.json.private);
}

/** Why `url` cannot be published as the repository, or undefined when it can. */
export function repositoryProblem(url) {
  if (!url) return 'no repository URL';
  if (url.includes(PLACEHOLDER_HOST)) return `still the placeholder ${url}`;
  return undefined;
}

class ReleaseError extends Error {}

/** npm with `args`, never failing: its exit code and output. */
async function npm(args) {
  try {
    const { stdout, stderr } = await promisify(execFile)('npm', args, { cwd: root });
    return { status: 0, stdout, stderr };
  } catch (error) {
    return { status: error.code ?? 1, stdout: error.stdout ?? '', stderr: error.stderr ?? String(error) };
  }
}

/** Whether `name@version` is on the registry; throws when the registry cannot be asked. */
async function isPublished(name, version, registry) {
  const result = await npm(['view', `${name}@${version}`, 'version', '--json']);
  // A package the registry has, without this version: npm prints nothing and exits 0.
  if (result.status === 0) return result.stdout.trim() !== '';
  if (/\bE404\b/.test(result.stderr + result.stdout)) return false;
  throw new ReleaseError(
    `could not ask ${registry} whether ${name}@${version} exists:\n${(result.stderr || result.stdout).trim()}`,
  );
}

/**
 * Writes `url` into each package's `repository.url` for the publish and returns a function that puts
 * every file back as it was, modification time included (the builds compare times).
 */
function stampRepository(packages, url) {
  const saved = packages.map((pkg) => ({
    file: pkg.file,
    text: readFileSync(pkg.file, 'utf8'),
    stat: statSync(pkg.file),
  }));
  let restored = false;
  const restore = () => {
    if (restored) return;
    restored = true;
    for (const { file, text, stat } of saved) {
      writeFileSync(file, text);
      utimesSync(file, stat.atime, stat.mtime);
    }
  };
  // Ctrl-C or a kill between the stamp and the restore must still leave the files as they were.
  process.once('exit', restore);
  for (const [signal, code] of [
    ['SIGINT', 130],
    ['SIGTERM', 143],
  ]) {
    process.once(signal, () => {
      restore();
      process.exit(code);
    });
  }
  for (const pkg of packages) {
    const json = { ...pkg.json, repository: { ...pkg.json.repository, type: 'git', url } };
    writeFileSync(pkg.file, `${JSON.stringify(json, null, 2)}\n`);
  }
  return restore;
}

async function release(args) {
  const packages = publicPackages();
  const override = process.env[REPOSITORY_VARIABLE]?.trim();

  // 1. The repository: npm links it from the package's page, and the placeholder leads nowhere.
  const problems = packages
    .map((pkg) => ({ pkg, problem: repositoryProblem(override || pkg.json.repository?.url) }))
    .filter(({ problem }) => problem);
  if (problems.length) {
    throw new ReleaseError(
      [
        'refusing to publish: the packages do not name their repository.',
        ...problems.map(({ pkg, problem }) => `  ${pkg.json.name}: ${problem}`),
        `Set ${REPOSITORY_VARIABLE} to this repository's git URL, for example`,
        `  ${REPOSITORY_VARIABLE}=git+https://github.com/<owner>/<repo>.git npm run release`,
        `or write it in "repository.url" of ${packages.map((pkg) => relative(root, pkg.file)).join(' and ')}.`,
        'Nothing was published.',
      ].join('\n'),
    );
  }

  // 2. Something new: a version is published once. `npm run` hands its registry setting down as
  // npm_config_registry when it is not npm's default; otherwise npm is asked.
  const registry =
    process.env.npm_config_registry || (await npm(['config', 'get', 'registry'])).stdout.trim();
  const published = await Promise.all(
    packages.map((pkg) => isPublished(pkg.json.name, pkg.json.version, registry)),
  );
  const id = (pkg) => `${pkg.json.name}@${pkg.json.version}`;
  const already = packages.filter((_, i) => published[i]).map(id);
  const fresh = packages.filter((_, i) => !published[i]).map(id);
  if (!fresh.length) {
    throw new ReleaseError(
      [
        `nothing to publish: ${registry} already has ${already.join(' and ')}.`,
        'A version is published once. Record changes with `npm run changeset`, turn them into new',
        'versions and changelogs with `npm run version-packages`, commit, then release.',
      ].join('\n'),
    );
  }
  if (already.length) console.log(`Already on ${registry}, left as they are: ${already.join(', ')}.`);
  const pending = readdirSync(join(root, '.changeset')).filter(
    (file) => file.endsWith('.md') && file !== 'README.md',
  );
  if (pending.length) {
    console.warn(
      `Note: ${pending.length} changeset(s) not applied yet (${pending.join(', ')}): these versions leave them out.`,
    );
  }

  // 3. What is published is what is built.
  try {
    buildStale({ names: ['tokens', 'elements'] });
  } catch (error) {
    throw new ReleaseError(`${error.message} Nothing was published.`);
  }

  // 4. Changesets publishes: `npm publish` per package, then a git tag per package unless --no-git-tag.
  const restore = override ? stampRepository(packages, override) : () => {};
  let status;
  try {
    console.log(`Publishing to ${registry}: ${fresh.join(', ')}`);
    const changeset = createRequire(import.meta.url).resolve('@changesets/cli/bin.js');
    status = spawnSync(process.execPath, [changeset, 'publish', ...args], {
      cwd: root,
      stdio: 'inherit',
    }).status;
  } finally {
    restore();
  }
  if (status !== 0) throw new ReleaseError(`changeset publish failed (exit ${status}): its output is above.`);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  try {
    await release(process.argv.slice(2));
  } catch (error) {
    if (!(error instanceof ReleaseError)) throw error;
    console.error(`\nnpm run release: ${error.message}`);
    process.exitCode = 1;
  }
}
