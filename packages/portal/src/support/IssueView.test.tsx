import { renderToString } from 'react-dom/server';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { I18nProvider, createTranslator, ensurePageTexts, type Translator } from '../i18n/i18n';
import { en } from '../i18n/en';
import { pl } from '../i18n/pl';
import { pagesPl as pagesPolish } from '../i18n/pages-pl';
import { HttpError } from '../api/http';
import { IssueFacts, IssueLoadError, Thread, issueQuery, primeIssue } from './IssueView';
import type { Issue, SupportOptions } from './support-api';

const OPTIONS: SupportOptions = {
  categories: [{ id: 'technical', name: 'Problem techniczny' }],
  statuses: [
    { id: 'new', name: 'Nowe' },
    { id: 'open', name: 'W trakcie' },
    { id: 'closed', name: 'Zamknięte' },
  ],
};

const anna = { id: 1, full_name: 'Anna Kowalska', staff: false };
const marta = { id: 4, full_name: 'Marta Zielińska', staff: true };
const upload = (id: string, name: string, type: string) => ({
  id,
  url: `/uploads/${id}`,
  name,
  type,
  size: 10,
});

const ISSUE: Issue = {
  id: 7,
  subject: 'Serwer nie odpowiada',
  category: 'technical',
  status: 'open',
  created_at: '2026-11-02T08:15:00.000Z',
  updated_at: '2026-11-02T09:40:00.000Z',
  resolved_at: null,
  project: { id: 1, name: 'Sklep internetowy' },
  author: { id: 1, full_name: 'Anna Kowalska' },
  assignee: { id: 4, full_name: 'Marta Zielińska' },
  thread: [
    {
      id: 1,
      kind: 'message',
      author: anna,
      body: '<p>Pomocy <strong>pilnie</strong><script>alert(1)</script></p>',
      attachments: [
        upload('a'.repeat(22), 'zrzut.png', 'image/png'),
        upload('b'.repeat(22), 'log.pdf', 'application/pdf'),
      ],
      created_at: '2026-11-02T08:15:00.000Z',
    },
    { id: 2, kind: 'status', author: marta, from: 'new', to: 'open', created_at: '2026-11-02T09:00:00.000Z' },
    {
      id: 3,
      kind: 'assignment',
      author: marta,
      assignee: { id: 4, full_name: 'Marta Zielińska' },
      created_at: '2026-11-02T09:01:00.000Z',
    },
    { id: 4, kind: 'assignment', author: null, assignee: null, created_at: '2026-11-02T09:02:00.000Z' },
    {
      id: 5,
      kind: 'message',
      author: marta,
      body: '<p>Sprawdzamy.</p>',
      attachments: [],
      created_at: '2026-11-02T09:40:00.000Z',
    },
  ],
};

let polish: Translator;
let english: Translator;

beforeAll(async () => {
  await Promise.all([ensurePageTexts('pl'), ensurePageTexts('en')]);
  polish = createTranslator('pl', pl);
  english = createTranslator('en', en);
});

function render(translator: Translator, node: React.ReactNode): HTMLElement {
  const host = document.createElement('div');
  host.innerHTML = renderToString(<I18nProvider translator={translator}>{node}</I18nProvider>);
  return host;
}

describe('Thread', () => {
  it('shows messages, status changes and assignments in order, with the staff badge', () => {
    const host = render(polish, <Thread issue={ISSUE} options={OPTIONS} />);
    const entries = [...host.querySelectorAll('li.pp-timeline__entry')].map((li) => li.textContent ?? '');
    expect(entries).toHaveLength(5);
    expect(entries[1]).toContain('Zmiana statusu: Nowe → W trakcie');
    expect(entries[2]).toContain('Przypisano do: Marta Zielińska');
    expect(entries[3]).toContain('Usunięto przypisanie');
    expect(entries[3]).toContain('Usunięty użytkownik');
    expect(host.querySelectorAll('.pp-timeline__entry--staff')).toHaveLength(1);
    expect(host.querySelector('.pp-timeline__entry--staff .support-badge')?.textContent).toBe('Obsługa');
    expect(
      host.querySelector('.pp-timeline__entry--message:not(.pp-timeline__entry--staff) .support-badge'),
    ).toBeNull();
  });

  it("renders the message's HTML sanitised, images as images and other files as downloads", () => {
    const host = render(polish, <Thread issue={ISSUE} options={OPTIONS} />);
    const body = host.querySelector('.pp-timeline__body');
    expect(body?.innerHTML).toBe('<p>Pomocy <strong>pilnie</strong></p>');
    const image = host.querySelector<HTMLImageElement>('.support-attachments img');
    expect(image?.getAttribute('src')).toBe(`/uploads/${'a'.repeat(22)}`);
    expect(image?.alt).toBe('zrzut.png');
    const file = host.querySelector<HTMLAnchorElement>('.support-attachments a[download]');
    expect(file?.getAttribute('href')).toBe(`/uploads/${'b'.repeat(22)}`);
    expect(file?.textContent).toBe('log.pdf');
  });

  it('speaks English with English labels', () => {
    const host = render(
      english,
      <Thread
        issue={ISSUE}
        options={{
          ...OPTIONS,
          statuses: [
            { id: 'new', name: 'New' },
            { id: 'open', name: 'In progress' },
          ],
        }}
      />,
    );
    expect(host.textContent).toContain('Status changed: New → In progress');
    expect(host.textContent).toContain('Assigned to: Marta Zielińska');
    expect(host.querySelector('.support-badge')?.textContent).toBe('Support team');
  });
});

describe('IssueFacts', () => {
  it('shows status and category by their names; the project and author to staff only', () => {
    const client = render(polish, <IssueFacts issue={ISSUE} options={OPTIONS} staff={false} />);
    expect(client.querySelector('.support-status')?.textContent).toBe('W trakcie');
    expect(client.textContent).toContain('Problem techniczny');
    expect(client.textContent).not.toContain('Sklep internetowy');
    expect(client.textContent).toContain('Marta Zielińska');
    const staff = render(polish, <IssueFacts issue={ISSUE} options={OPTIONS} staff />);
    expect(staff.textContent).toContain('Sklep internetowy');
    expect(staff.textContent).toContain('Anna Kowalska');
  });
});

describe('IssueLoadError', () => {
  it("says not found (404), no access (403), else the spec's data-load text", () => {
    const text = (error: unknown) => render(polish, <IssueLoadError error={error} />).textContent;
    expect(text(new HttpError(404, undefined, 'x'))).toBe(
      'Nie znaleziono zgłoszenia albo należy ono do innego projektu.',
    );
    expect(text(new HttpError(403, undefined, 'x'))).toBe(pagesPolish['page.forbidden.text']);
    expect(text(new HttpError(500, undefined, 'x'))).toBe(
      'Wystąpił błąd ładowania danych. Spróbuj odświeżyć stronę.',
    );
    expect(render(english, <IssueLoadError error={new Error('x')} />).textContent).toBe(
      'Data could not be loaded. Try refreshing the page.',
    );
  });
});

describe('primeIssue: the issue asked for ahead of its page', () => {
  afterEach(() => vi.unstubAllGlobals());

  it.each([
    ['client', '/api/support/issues/7'],
    ['staff', '/api/admin/support/issues/7'],
  ] as const)(
    '%s side: the issue and the names once, into the queries the page then finds fresh',
    async (side, path) => {
      const asked: string[] = [];
      vi.stubGlobal(
        'fetch',
        vi.fn(async (url: string) => {
          asked.push(url);
          const body = url.endsWith('/options') ? OPTIONS : ISSUE;
          return new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/json' } });
        }),
      );
      const queryClient = new QueryClient();
      primeIssue(side)({ params: { id: '7' }, queryClient, search: new URLSearchParams() });
      await vi.waitFor(() => expect(queryClient.getQueryData(issueQuery(side, '7').queryKey)).toEqual(ISSUE));
      expect(asked.sort()).toEqual([path, '/api/support/options'].sort());
      await queryClient.prefetchQuery(issueQuery(side, '7'));
      expect(asked, 'the page asks nothing more').toHaveLength(2);
    },
  );
});
