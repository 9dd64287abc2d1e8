/**
 * The SQLite driver for this Node.js. No single better-sqlite3 release runs on every Node we support:
 * - 13.x (node-addon-api, prebuilt binaries in the package, no C++ toolchain) needs Node 22: on Node 20
 *   it loads and then crashes the process with a segmentation fault;
 * - 12.x (node::ObjectWrap) runs on Node 20, but on Node 24 a statement finalised by the garbage
 *   collector after Node tore its environment down aborts the process (`RemoveEnvironmentCleanupHook`,
 *   `Assertion failed: (env) != nullptr`): a server could die at any moment.
 * So 13 is the dependency, and 12 is installed beside it as the optional dependency
 * `better-sqlite3-node20` (an npm alias) and loaded only on Node 20, which our own machines still run
 * (docs/toolchain.md, "Node.js versions"). Both have the same API.
 */
import { createRequire } from 'node:module';
import type BetterSqlite3 from 'better-sqlite3';

export type SqliteDatabase = BetterSqlite3.Database;
export type SqliteConstructor = typeof BetterSqlite3;

/** The Node.js major version below which the 12.x build is loaded. */
export const SQLITE_13_MIN_NODE = 22;

/** The package name of the driver for a Node.js version (`process.versions.node` by default). */
export function sqliteDriverPackage(nodeVersion: string = process.versions.node): string {
  const major = Number(nodeVersion.split('.')[0]);
  return major >= SQLITE_13_MIN_NODE ? 'better-sqlite3' : 'better-sqlite3-node20';
}

let loaded: SqliteConstructor | undefined;

/** The better-sqlite3 `Database` class that runs on this Node.js. */
export function sqliteDriver(): SqliteConstructor {
  if (loaded) return loaded;
  const name = sqliteDriverPackage();
  try {
    loaded = createRequire(import.meta.url)(name) as SqliteConstructor;
  } catch (error) {
    throw new Error(
      `The SQLite driver ${name} for Node.js ${process.versions.node} is not installed or not built ` +
        `(${String(error)}). Run "npm ci" from the repository root` +
        (name === 'better-sqlite3-node20'
          ? '; on Node 20 it is compiled from source and needs python3, make and g++.'
          : '.'),
      { cause: error },
    );
  }
  return loaded;
}
