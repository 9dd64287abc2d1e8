/** One build of the repository (scripts/builds.mjs). */
export interface Build {
  name: 'tokens' | 'elements' | 'portal';
  /** The arguments of the npm command that makes it. */
  npm: string[];
  /** The files it writes (absolute paths); the oldest of them is its age. */
  outputs: string[];
  /** The files and folders it reads (absolute paths). */
  sources: string[];
}
export declare const BUILDS: Build[];
/** Newest modification time under `paths` (files, or folders walked whole), `skip` aside. */
export declare function newestMtime(paths: string[], skip?: (file: string) => boolean): number;
/** True when a build's outputs are missing or older than one of its sources. */
export declare function isStale(build: Build): boolean;
/** Runs the stale builds among `names`, in order; returns the names of those that ran. */
export declare function buildStale(options?: { names?: string[]; log?: (line: string) => void }): string[];
