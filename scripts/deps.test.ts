/**
 * scripts/deps.mjs (plain JavaScript, run before anything is built) and the server's own driver choice
 * (packages/server/src/db/sqlite-driver.ts) must pick the same SQLite driver for every Node.js.
 */
import { describe, expect, it } from 'vitest';
import { sqliteDriverPackage } from '../packages/server/src/db/sqlite-driver.js';
import { sqliteLoadError, sqlitePackageFor } from './deps.mjs';

describe('the SQLite driver for a Node.js version', () => {
  it('is the same in the install check and in the server', () => {
    for (const version of ['20.19.0', '20.20.2', '21.7.3', '22.22.0', '24.21.0', '26.12.1']) {
      expect(sqlitePackageFor(version), version).toBe(sqliteDriverPackage(version));
    }
    expect(sqlitePackageFor('20.20.2')).toBe('better-sqlite3-node20');
    expect(sqlitePackageFor('22.22.0')).toBe('better-sqlite3');
  });

  it('loads under this Node.js', () => {
    expect(sqliteLoadError()).toBeUndefined();
  });
});
