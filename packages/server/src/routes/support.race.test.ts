/**
 * Issue 27, finding 9: a client's reply racing a staff member's status change. The status is read and
 * decided on inside the write's transaction, under the issue's lock, so every race ends in a state the
 * rules allow: the reply lands before the close (and reopens a resolved issue, which the close then
 * closes), or it is refused with 409 after it; never a reply on a closed issue, nor one that reopens it.
 * On SQLite one server; on PostgreSQL two servers on one database (the reply on one, the close on the
 * other). Runs on both engines.
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

interface Entry {
  id: number;
  kind: 'message' | 'status' | 'assignment';
  body?: string;
  from?: string;
  to?: string;
}
interface Issue {
  id: number;
  status: string;
  resolved_at: string | null;
  thread: Entry[];
}

const ROUNDS = 24;
const CLIENT = '/api/support/issues';
const STAFF = '/api/admin/support/issues';

let store: TestStore;
let servers: TestServer[];
let anna: Browser;
let marta: Browser;

beforeAll(async () => {
  store = await newTestStore();
  // Two instances on one PostgreSQL database; on SQLite one (its instances are processes of their own,
  // and two connections in one process would wait on each other synchronously).
  servers = [await startServer({}, { store })];
  if (ENGINE === 'postgres') servers.push(await startServer({}, { store }));
  anna = new Browser(servers[0]!.baseUrl);
  marta = new Browser(servers.at(-1)!.baseUrl);
  await anna.signIn('client@example.com');
  await marta.signIn('support@example.com');
});
afterAll(async () => {
  for (const server of servers ?? []) await server.close();
  await store?.remove();
});

async function newIssue(round: number): Promise<number> {
  const answer = await anna.post(CLIENT, {
    json: { subject: `Wyścig ${round}`, category: 'technical', description: '<p>Opis</p>' },
  });
  expect(answer.status, answer.text).toBe(201);
  return answer.json<Issue>().id;
}

async function setStatus(id: number, status: string) {
  const answer = await marta.post(`${STAFF}/${id}/status`, { json: { status } });
  expect(answer.status, answer.text).toBe(200);
  return answer.json<Issue>();
}

/**
 * The thread's status changes follow each other (each leaves the status the one before entered), end
 * in the issue's status, and no message comes after the issue was closed.
 */
function expectConsistent(issue: Issue) {
  let status = 'new';
  let closed = false;
  for (const entry of issue.thread) {
    if (entry.kind === 'message') expect(closed, JSON.stringify(issue.thread)).toBe(false);
    if (entry.kind !== 'status') continue;
    expect(entry.from, JSON.stringify(issue.thread)).toBe(status);
    status = entry.to!;
    closed = status === 'closed';
  }
  expect(issue.status).toBe(status);
}

describe('a reply racing a status change (finding 9)', () => {
  it(`a client's reply and a staff "close" sent together ${ROUNDS} times: the reply lands before the close or is refused after it`, async () => {
    const outcomes = { before: 0, refused: 0 };
    for (let round = 0; round < ROUNDS; round += 1) {
      const id = await newIssue(round);
      // A reply reopens a resolved issue and one that waits for the client: the worst case for a race.
      const start = round % 2 === 0 ? 'resolved' : 'waiting_for_customer';
      await setStatus(id, start);
      const body = `<p>Odpowiedź ${round}</p>`;
      const [reply, close] = await Promise.all([
        anna.post(`${CLIENT}/${id}/messages`, { json: { body } }),
        marta.post(`${STAFF}/${id}/status`, { json: { status: 'closed' } }),
      ]);
      expect(close.status, close.text).toBe(200);
      expect([201, 409], reply.text).toContain(reply.status);
      const issue = (await marta.get(`${STAFF}/${id}`)).json<Issue>();
      expect(issue.status, JSON.stringify(issue.thread)).toBe('closed');
      expect(issue.resolved_at).not.toBeNull();
      expectConsistent(issue);
      const messages = issue.thread.filter((entry) => entry.kind === 'message');
      const statuses = issue.thread.filter((entry) => entry.kind === 'status');
      if (reply.status === 201) {
        outcomes.before += 1;
        // The reply reopened the issue, then the close closed it.
        expect(messages.at(-1)!.body).toBe(body);
        expect(statuses.slice(1).map((entry) => [entry.from, entry.to])).toEqual([
          [start, 'open'],
          ['open', 'closed'],
        ]);
      } else {
        outcomes.refused += 1;
        expect(reply.json()).toMatchObject({ error: 'issue_closed' });
        expect(messages).toHaveLength(1);
        expect(statuses.slice(1).map((entry) => [entry.from, entry.to])).toEqual([[start, 'closed']]);
      }
    }
    expect(outcomes.before + outcomes.refused).toBe(ROUNDS);
  });

  it('a staff reply and a "close" sent together: the reply lands before it or is refused, never after it', async () => {
    for (let round = 0; round < ROUNDS / 2; round += 1) {
      const id = await newIssue(round);
      const [reply, close] = await Promise.all([
        marta.post(`${STAFF}/${id}/messages`, { json: { body: `<p>Obsługa ${round}</p>` } }),
        marta.post(`${STAFF}/${id}/status`, { json: { status: 'closed' } }),
      ]);
      expect(close.status, close.text).toBe(200);
      expect([201, 409], reply.text).toContain(reply.status);
      const issue = (await marta.get(`${STAFF}/${id}`)).json<Issue>();
      expect(issue.status).toBe('closed');
      expectConsistent(issue);
    }
  });

  it('two status changes sent together: each records the status the other left', async () => {
    for (let round = 0; round < ROUNDS / 2; round += 1) {
      const id = await newIssue(round);
      const answers = await Promise.all(
        ['resolved', 'closed'].map((status) => marta.post(`${STAFF}/${id}/status`, { json: { status } })),
      );
      for (const answer of answers) expect(answer.status, answer.text).toBe(200);
      const issue = (await marta.get(`${STAFF}/${id}`)).json<Issue>();
      expectConsistent(issue);
      expect(issue.thread.filter((entry) => entry.kind === 'status')).toHaveLength(2);
    }
  });
});
