/** The repository's root folder. */
export declare const root: string;
/** The SQLite driver package a Node.js version loads (packages/server/src/db/sqlite-driver.ts). */
export declare function sqlitePackageFor(nodeVersion?: string): string;
/** `undefined` when the SQLite driver of the Node.js at `nodeBin` loads, else why not. */
export declare function sqliteLoadError(nodeBin?: string, env?: NodeJS.ProcessEnv): string | undefined;
/** Installs the workspace's npm packages when they are missing or older than package-lock.json. */
export declare function ensureDependencies(): void;
