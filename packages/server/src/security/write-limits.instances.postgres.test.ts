/**
 * Issue 27: the rate limits on writes as a provider runs the server, two instances (real main.js
 * processes, their limits from PORTAL_WRITE_LIMIT_*) on one PostgreSQL database, with a burst split
 * between them. Each limit holds exactly: a write is counted in the database, not in an instance.
 * Runs in the `server-postgres` project only.
 */
import { describe, expect, it } from 'vitest';
import { signedInOnEach, useInstancesOnOneStore } from '../testing/server-process.js';
import { DEFAULT_WRITE_LIMITS } from './write-limits.js';

/** The defaults, set through the variables a provider would set. */
const LIMITS = {
  PORTAL_WRITE_LIMIT_ISSUES: String(DEFAULT_WRITE_LIMITS.issue.perAccount),
  PORTAL_WRITE_LIMIT_REPLIES: String(DEFAULT_WRITE_LIMITS.reply.perAccount),
};

const running = useInstancesOnOneStore(2, LIMITS);

/** The same person signed in on both instances (one session, shared through the database). */
const onBoth = (email: string) => signedInOnEach(running.instances, email);

const count = async (table: string) =>
  Number((await running.store.query<{ n: number | string }>(`SELECT count(*) AS n FROM ${table}`))[0]!.n);

describe('two instances on one PostgreSQL', () => {
  it('40 new issues at once, split between them: exactly 10 are created, the rest get 429', async () => {
    const browsers = await onBoth('client@example.com');
    const before = await count('support_issues');
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        browsers[i % 2]!.post('/api/support/issues', {
          json: { subject: `Awaria ${i}`, category: 'technical', description: '<p>Opis</p>' },
        }),
      ),
    );
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(DEFAULT_WRITE_LIMITS.issue.perAccount);
    expect(statuses.filter((status) => status === 429)).toHaveLength(
      40 - DEFAULT_WRITE_LIMITS.issue.perAccount,
    );
    expect(await count('support_issues')).toBe(before + DEFAULT_WRITE_LIMITS.issue.perAccount);
  });

  it('30 replies at once, split between them: exactly 20 are written', async () => {
    const browsers = await onBoth('support@example.com');
    const [open] = await running.store.query<{ id: number }>(
      "SELECT id FROM support_issues WHERE status <> 'closed' ORDER BY id LIMIT 1",
    );
    const before = await count('support_messages');
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        browsers[i % 2]!.post(`/api/admin/support/issues/${open!.id}/messages`, {
          json: { body: `<p>Odpowiedź ${i}</p>` },
        }),
      ),
    );
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(DEFAULT_WRITE_LIMITS.reply.perAccount);
    expect(statuses.filter((status) => status === 429)).toHaveLength(
      30 - DEFAULT_WRITE_LIMITS.reply.perAccount,
    );
    expect(await count('support_messages')).toBe(before + DEFAULT_WRITE_LIMITS.reply.perAccount);
  });
});
