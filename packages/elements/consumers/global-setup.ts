import { makeScratch, removeScratch, serve } from './scratch';

/** Packs, installs, builds and serves the consumers once for the whole run; removes them after. */
export default async function globalSetup(): Promise<() => Promise<void>> {
  const scratch = makeScratch();
  const { server, origin } = await serve(scratch.dir);
  process.env.CONSUMERS_DIR = scratch.dir;
  process.env.CONSUMERS_ORIGIN = origin;
  process.env.CONSUMERS_PACKED_FILES = JSON.stringify(scratch.packedFiles);
  return async () => {
    await new Promise((resolve) => server.close(resolve));
    if (!process.env.CONSUMERS_KEEP) removeScratch(scratch.dir);
  };
}
