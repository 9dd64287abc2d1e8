import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { startLocalRegistry } from '../../../scripts/local-registry.mjs';
import { consumersDir, makeScratch, release, removeScratch, serve } from './scratch';

/** The package.json files a release with `PORTAL_ELEMENTS_REPOSITORY` writes into and must put back. */
const MANIFESTS = ['tokens', 'elements'].map((name) => join(consumersDir, '..', '..', name, 'package.json'));

/**
 * Publishes the packages to a throwaway registry with `npm run release`, then installs, builds and
 * serves the consumers once for the whole run; stops the registry and removes the scratch folder after.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  const registry = await startLocalRegistry();
  try {
    const before = MANIFESTS.map((file) => readFileSync(file, 'utf8'));
    const published = release(registry.publishEnv);
    if (published.status !== 0) {
      throw new Error(
        `npm run release to ${registry.url} failed (exit ${published.status}):\n${published.output}`,
      );
    }
    const changed = MANIFESTS.filter((file, i) => readFileSync(file, 'utf8') !== before[i]);
    const scratch = await makeScratch(registry.url);
    const { server, origin } = await serve(scratch.dir);
    process.env.CONSUMERS_DIR = scratch.dir;
    process.env.CONSUMERS_ORIGIN = origin;
    process.env.CONSUMERS_REGISTRY = registry.url;
    process.env.CONSUMERS_PUBLISH_ENV = JSON.stringify(registry.publishEnv);
    process.env.CONSUMERS_RELEASE = JSON.stringify({ output: published.output, changed });
    return async () => {
      await new Promise((resolve) => server.close(resolve));
      await registry.stop();
      if (!process.env.CONSUMERS_KEEP) removeScratch(scratch.dir);
    };
  } catch (error) {
    await registry.stop();
    throw error;
  }
}
