/**
 * Issue 27, finding 3, as a provider runs the server: two instances (real main.js processes) on one
 * PostgreSQL database, a burst of uploads split between them. The cap of files attached to nothing and
 * the storage quota hold exactly: the check and the insert are one locked step in the database, not in
 * an instance. Runs in the `server-postgres` project only.
 */
import { describe, expect, it } from 'vitest';
import { DEFAULT_STORAGE_QUOTA, MAX_PENDING_UPLOADS } from '../db/uploads.js';
import { signedInOnEach, useInstancesOnOneStore } from '../testing/server-process.js';
import { PNG, burst } from '../testing/uploads.js';

const running = useInstancesOnOneStore(2);

/** The same person signed in on both instances (one session, shared through the database). */
const onBoth = (email: string) => signedInOnEach(running.instances, email);

const storedBy = async (email: string) =>
  Number(
    (
      await running.store.query<{ n: number | string }>(
        'SELECT count(*) AS n FROM uploads WHERE owner_id = (SELECT id FROM users WHERE email = ?)',
        [email],
      )
    )[0]!.n,
  );

describe('two instances on one PostgreSQL', () => {
  it('60 uploads at once, split between them, against the cap of 50: exactly 50 are stored', async () => {
    const statuses = await burst(await onBoth('staff@example.com'), 60);
    expect(statuses.filter((status) => status === 201)).toHaveLength(MAX_PENDING_UPLOADS);
    expect(statuses.filter((status) => status === 429)).toHaveLength(60 - MAX_PENDING_UPLOADS);
    expect(await storedBy('staff@example.com')).toBe(MAX_PENDING_UPLOADS);
  });

  it('20 uploads at once, split between them, with room for 7 files in the quota: exactly 7 are stored', async () => {
    const browsers = await onBoth('client@example.com');
    const { projectId } = (await browsers[0]!.get('/api/layout')).json<{ projectId: number }>();
    const owner = (
      await running.store.query<{ id: number }>("SELECT id FROM users WHERE email = 'client@example.com'")
    )[0]!.id;
    const [row] = await running.store.query<{ id: number }>(
      "INSERT INTO support_issues (project_id, author_id, subject, category, status, created_at, updated_at) VALUES (?, ?, 'quota', 'other', 'new', 0, 0) RETURNING id",
      [projectId, owner],
    );
    const issue = row!.id;
    const files = DEFAULT_STORAGE_QUOTA.userFiles - 7 - (await storedBy('client@example.com'));
    for (let i = 0; i < files; i += 1) {
      await running.store.query(
        'INSERT INTO uploads (id, owner_id, project_id, issue_id, message_id, name, type, size, sha256, data, created_at) VALUES (?, ?, ?, ?, NULL, ?, ?, ?, ?, ?, 0)',
        [
          `fill${String(i).padStart(18, '0')}`,
          owner,
          projectId,
          issue,
          'a.png',
          'image/png',
          1,
          '0'.repeat(64),
          PNG,
        ],
      );
    }
    const statuses = await burst(browsers, 20);
    expect(statuses.filter((status) => status === 201)).toHaveLength(7);
    expect(statuses.filter((status) => status === 422)).toHaveLength(13);
    expect(await storedBy('client@example.com')).toBe(DEFAULT_STORAGE_QUOTA.userFiles);
  });
});
