/**
 * Two analysts changing one SOC case's status at the same moment. The move is decided on under the
 * case's lock, in the write's transaction (withLockedCase), so every race ends in a state the workflow
 * allows, with one timeline entry for each change that applied and none for one that was refused or
 * found nothing to do. On SQLite one server; on PostgreSQL two servers on one database (one analyst on
 * each). Runs on both engines.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  Browser,
  ENGINE,
  newTestStore,
  startServer,
  type TestServer,
  type TestStore,
} from '../testing/harness.js';
import { CASES, addCase, expectConsistent, readCase, type CaseAnswer } from '../testing/case-page.js';

const ROUNDS = 16;

let store: TestStore;
let servers: TestServer[];
let katarzyna: Browser;
let tomasz: Browser;

beforeAll(async () => {
  store = await newTestStore();
  // Two instances on one PostgreSQL database; on SQLite one (its instances are processes of their own,
  // and two connections in one process would wait on each other synchronously).
  servers = [await startServer({}, { store })];
  if (ENGINE === 'postgres') servers.push(await startServer({}, { store }));
  katarzyna = new Browser(servers[0]!.baseUrl);
  tomasz = new Browser(servers.at(-1)!.baseUrl);
  await katarzyna.signIn('soc@example.com');
  await tomasz.signIn('soc2@example.com');
});
afterAll(async () => {
  for (const server of servers ?? []) await server.close();
  await store?.remove();
});

/** A new case walked through the API to resolved (so its timeline starts at new). */
async function resolvedCase(): Promise<number> {
  const id = await addCase(store, 'new', { at: Date.now() - 60_000, title: 'Wyścig' });
  for (const status of ['in_progress', 'resolved']) {
    const answer = await katarzyna.post(`${CASES}/${id}/status`, { json: { status } });
    expect(answer.status, answer.text).toBe(200);
  }
  return id;
}

const statusEntries = (found: CaseAnswer) => found.timeline.filter((entry) => entry.kind === 'status');

describe('two status changes of one case at the same moment', () => {
  it(`"close" and "reopen" ${ROUNDS} times: the reopening lands after the close, or the close is refused after it`, async () => {
    const outcomes = { closedThenReopened: 0, reopenedCloseRefused: 0 };
    for (let round = 0; round < ROUNDS; round += 1) {
      const id = await resolvedCase();
      const reason = `Wyścig ${round}`;
      const [close, reopen] = await Promise.all([
        katarzyna.post(`${CASES}/${id}/status`, { json: { status: 'closed' } }),
        tomasz.post(`${CASES}/${id}/status`, { json: { status: 'in_progress', reason } }),
      ]);
      // Reopening is allowed from resolved and from closed: it always applies.
      expect(reopen.status, reopen.text).toBe(200);
      expect([200, 409], close.text).toContain(close.status);
      const found = await readCase(katarzyna, id);
      expectConsistent(found);
      expect(found).toMatchObject({ status: 'in_progress', resolved_at: null, closed_at: null });
      const moves = statusEntries(found)
        .slice(2)
        .map((entry) => [entry.from, entry.to, entry.reason]);
      if (close.status === 200) {
        outcomes.closedThenReopened += 1;
        expect(moves).toEqual([
          ['resolved', 'closed', null],
          ['closed', 'in_progress', reason],
        ]);
      } else {
        outcomes.reopenedCloseRefused += 1;
        expect(close.json()).toMatchObject({ error: 'transition_not_allowed' });
        expect(moves).toEqual([['resolved', 'in_progress', reason]]);
      }
    }
    expect(outcomes.closedThenReopened + outcomes.reopenedCloseRefused).toBe(ROUNDS);
  });

  it(`"close" twice ${ROUNDS} times: one closes it, the other finds it closed and changes nothing`, async () => {
    for (let round = 0; round < ROUNDS; round += 1) {
      const id = await resolvedCase();
      const answers = await Promise.all(
        [katarzyna, tomasz].map((browser) =>
          browser.post(`${CASES}/${id}/status`, { json: { status: 'closed' } }),
        ),
      );
      for (const answer of answers) expect(answer.status, answer.text).toBe(200);
      const found = await readCase(tomasz, id);
      expectConsistent(found);
      expect(found.status).toBe('closed');
      expect(statusEntries(found).map((entry) => entry.to)).toEqual(['in_progress', 'resolved', 'closed']);
    }
  });

  it(`a comment and a reopening ${ROUNDS / 2} times: both land, in the order of their commits`, async () => {
    for (let round = 0; round < ROUNDS / 2; round += 1) {
      const id = await resolvedCase();
      const [comment, reopen] = await Promise.all([
        katarzyna.post(`${CASES}/${id}/comments`, { json: { body: `<p>Komentarz ${round}</p>` } }),
        tomasz.post(`${CASES}/${id}/status`, { json: { status: 'in_progress', reason: 'Nawrót' } }),
      ]);
      expect(comment.status, comment.text).toBe(201);
      expect(reopen.status, reopen.text).toBe(200);
      const found = await readCase(katarzyna, id);
      expectConsistent(found);
      expect(found.timeline.filter((entry) => entry.kind === 'comment')).toHaveLength(1);
      expect(found.status).toBe('in_progress');
    }
  });
});
