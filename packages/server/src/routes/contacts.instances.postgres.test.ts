/**
 * A contact changed at once through two instances (real main.js processes) on one PostgreSQL database,
 * each change made against the same version (If-Match): exactly one is made, every other is refused
 * with 412, whichever instance it reached. Runs in the `server-postgres` project only.
 */
import { describe, expect, it } from 'vitest';
import { contactVersion } from '@portal-elements/contract';
import { signedInOnEach, useInstancesOnOneStore } from '../testing/server-process.js';

const running = useInstancesOnOneStore(2);

interface Contact {
  id: number;
  name: string;
  updated_at: string;
}

describe('two instances on one PostgreSQL', () => {
  it('ten saves of one contact against the same version, split between them: one is made', async () => {
    const browsers = await signedInOnEach(running.instances, 'client@example.com');
    const [project] = await running.store.query<{ id: number }>(
      `SELECT id FROM projects WHERE name = 'Sklep internetowy'`,
    );
    const selected = await browsers[0]!.post('/projects/change', { json: { project_id: project!.id } });
    expect(selected.status, selected.text).toBe(200);
    const [type] = await running.store.query<{ id: number }>('SELECT id FROM contact_types ORDER BY id');
    const body = (name: string) => ({
      name,
      email: 'wyscig@example.com',
      phone: '',
      position: '',
      type_ids: [type!.id],
    });
    const added = await browsers[0]!.post('/api/contacts', { json: body('Wyścig Instancji') });
    expect(added.status, added.text).toBe(201);
    const opened = added.json<Contact>();
    const headers = { 'if-match': contactVersion(opened.updated_at) };

    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        browsers[i % 2]!.request('PUT', `/api/contacts/${opened.id}`, {
          json: body(`Zapis ${i}`),
          headers,
        }),
      ),
    );
    const statuses = answers.map((answer) => answer.status);
    expect(
      statuses.filter((status) => status === 200),
      statuses.join(),
    ).toHaveLength(1);
    expect(statuses.filter((status) => status === 412)).toHaveLength(9);
    const made = answers.find((answer) => answer.status === 200)!.json<Contact>();
    const [stored] = await running.store.query<{ name: string }>(
      `SELECT name FROM contacts WHERE id = ${opened.id}`,
    );
    expect(stored!.name).toBe(made.name);
    const audited = await running.store.query<{ details: string }>(
      `SELECT details FROM audit_log WHERE action = 'contact.update'`,
    );
    expect(audited.filter((row) => JSON.parse(row.details).contact_id === opened.id)).toHaveLength(1);
  });
});
