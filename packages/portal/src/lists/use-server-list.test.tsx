import { act, useEffect, useState } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  CLIENT_ISSUES_LIST,
  MINE,
  SERVICES_LIST,
  SIEM_CASES_LIST,
  STAFF_ISSUES_LIST,
  type ListDescription,
} from '@portal-elements/contract';
import type { DataTableColumn, DataTableRow } from '@portal-elements/elements/pp-data-table/types';
import {
  PRIMED_PAGE_MS,
  listColumns,
  listProvider,
  primeFirstPage,
  useAddressScope,
  useServerList,
  type ServerListTable,
} from './use-server-list';

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean | undefined;
}

/**
 * A stand-in for `pp-data-table` with what the hook hands it: it asks the data provider for the
 * page its state names (as the element does), shows the rows, each set filter's options, and a
 * next-page button that reports the new state.
 */
function FakeTable({ label, table }: { label: string; table: ServerListTable }) {
  const { columns, dataProvider, state, onStateChange } = table;
  const [rows, setRows] = useState<DataTableRow[]>([]);
  useEffect(() => {
    const controller = new AbortController();
    const { sort, filters, search, page, pageSize } = state;
    const request = { sort, filters, search, offset: (page - 1) * pageSize, limit: pageSize };
    dataProvider({ ...request, signal: controller.signal }).then(
      (answer) => setRows(answer.rows),
      () => setRows([]),
    );
    return () => controller.abort();
  }, [dataProvider, state]);
  const next = { ...state, page: state.page + 1 };
  return (
    <>
      <table aria-label={label}>
        <tbody>
          {rows.map((row) => (
            <tr key={String(row['id'])}>
              <td>{String(row['id'])}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {columns
        .filter((column) => column.filterOptions)
        .map((column) => (
          <select key={column.id} aria-label={`Filtruj: ${column.header}`}>
            {column.filterOptions?.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        ))}
      <button
        type="button"
        onClick={() => onStateChange(new CustomEvent('pp-state-change', { detail: { state: next } }))}
      >
        Następna strona
      </button>
    </>
  );
}

const STATUS: DataTableColumn = {
  id: 'status',
  header: 'Status',
  filter: 'set',
  filterOptions: [{ value: 'open', label: 'W trakcie' }],
};
const COLUMNS: DataTableColumn[] = [{ id: 'title', header: 'Tytuł' }, STATUS];

/** Each page the way it uses the hook: its list, its scope, and MINE where the list takes it. */
function ServicesList() {
  const table = useServerList(SERVICES_LIST, {
    columns: COLUMNS,
    scope: { type: 'vps' },
    showDefaultSort: false,
  });
  return <FakeTable label="Usługi" table={table} />;
}
function CasesList() {
  const table = useServerList(SIEM_CASES_LIST, {
    columns: COLUMNS,
    mine: { column: 'status', label: 'Moje' },
  });
  return <FakeTable label="Sprawy" table={table} />;
}
function ClientIssuesList({ onFailed }: { onFailed?: (error: unknown) => void }) {
  const table = useServerList(CLIENT_ISSUES_LIST, { columns: COLUMNS, onFailed });
  return <FakeTable label="Zgłoszenia" table={table} />;
}
function StaffIssuesList({ onPage }: { onPage?: (page: unknown) => void }) {
  const [scope] = useAddressScope(STAFF_ISSUES_LIST, ['project', 'assignee']);
  const table = useServerList(STAFF_ISSUES_LIST, {
    columns: COLUMNS,
    scope,
    mine: { column: 'status', label: 'Moje' },
    onPage,
  });
  return <FakeTable label="Zgłoszenia" table={table} />;
}

/** The element of `role` named `name` (its aria-label, else its text). */
function byRole(role: string, name: string): HTMLElement {
  const tags: Record<string, string> = {
    table: 'table',
    button: 'button',
    combobox: 'select',
    option: 'option',
  };
  const found = [...document.querySelectorAll<HTMLElement>(tags[role] ?? `[role="${role}"]`)].filter(
    (element) => (element.getAttribute('aria-label') ?? element.textContent.trim()) === name,
  );
  if (found.length !== 1) throw new Error(`${found.length} elements of role ${role} named ${name}`);
  return found[0]!;
}

function answer(status: number, body: unknown) {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

let root: Root | undefined;

function close() {
  act(() => root?.unmount());
  root = undefined;
  document.body.replaceChildren();
}

/** Renders `element` at `address`; answers every request with `body` and returns the addresses asked. */
async function open(
  address: string,
  element: React.ReactNode,
  reply: () => Response = () => answer(200, PAGE),
  fetch = stubFetch(reply),
) {
  close();
  const router = createMemoryRouter([{ path: '*', element }], { initialEntries: [address] });
  const container = document.body.appendChild(document.createElement('div'));
  root = createRoot(container);
  await act(async () => root?.render(<RouterProvider router={router} />));
  return { router, asked: () => fetch.mock.calls.map(([url]) => url) };
}

const PAGE = { rows: [{ id: 42 }], total: 1 };

/** `fetch` answering every request with `reply()`. */
function stubFetch(reply: () => Response = () => answer(200, PAGE)) {
  const fetch = vi.fn(async (_url: string, _init?: RequestInit) => reply());
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

const searchOf = (address: string) => new URL(address, 'http://portal.test').searchParams;

beforeAll(() => {
  globalThis.IS_REACT_ACT_ENVIRONMENT = true;
});

afterEach(() => {
  close();
  vi.unstubAllGlobals();
});

describe('useServerList: the query each list sends for its address', () => {
  it.each([
    [
      'the services of a type (no order until one is chosen)',
      <ServicesList />,
      '/services/vps',
      '/api/services?type=vps&offset=0&limit=25',
    ],
    [
      'the services, every part of the address',
      <ServicesList />,
      '/services/vps?sort=-created_at,name&filter[name]=web&filter[allocation_model]=AllocationVApp,AllocationPool&search=eu&page=3&per_page=50',
      '/api/services?type=vps&offset=100&limit=50&sort=-created_at%2Cname&name=web&allocation=AllocationVApp%2CAllocationPool&search=eu',
    ],
    [
      "the SOC's cases (newest first while the address names no order)",
      <CasesList />,
      '/admin/siem/cases',
      '/api/admin/siem/cases?offset=0&limit=25&sort=-created_at',
    ],
    [
      "the SOC's 'My cases' from the menu",
      <CasesList />,
      '/admin/siem/cases?filter[status]=mine',
      '/api/admin/siem/cases?offset=0&limit=25&sort=-created_at&status=mine',
    ],
    [
      'the cases by assignee, severity and title',
      <CasesList />,
      '/admin/siem/cases?sort=severity&filter[assignee]=7,none&filter[severity]=high&filter[title]=%20phishing%20&page=2&per_page=10',
      '/api/admin/siem/cases?offset=10&limit=10&sort=severity&assignee=7%2Cnone&severity=high&title=phishing',
    ],
    [
      "the client's issues (last changed first)",
      <ClientIssuesList />,
      '/support/issues',
      '/api/support/issues?offset=0&limit=25&sort=-updated_at',
    ],
    [
      "the client's issues, ignoring what the list does not have",
      <ClientIssuesList />,
      '/support/issues?sort=project,-created_at&filter[status]=new,open&filter[category]=billing&filter[subject]=web&filter[project]=2&project=2&per_page=1000',
      '/api/support/issues?offset=0&limit=25&sort=-created_at&status=new%2Copen&category=billing&subject=web',
    ],
    [
      "the client's issues, a search of #id as typed (the server finds the issue by its id)",
      <ClientIssuesList />,
      '/support/issues?search=%20%23123%20',
      '/api/support/issues?offset=0&limit=25&sort=-updated_at&search=%23123',
    ],
    [
      "the staff's issues within a project and an assignee, 'Moje', sorted by assignee",
      <StaffIssuesList />,
      '/admin/support/issues?assignee=none&project=2&filter[status]=mine,open&sort=assignee',
      '/api/admin/support/issues?project=2&assignee=none&offset=0&limit=25&sort=assignee&status=mine%2Copen',
    ],
    [
      "the staff's issues, a search of #id",
      <StaffIssuesList />,
      '/admin/support/issues?search=%23123&filter[status]=mine',
      '/api/admin/support/issues?offset=0&limit=25&sort=-updated_at&status=mine&search=%23123',
    ],
  ])('%s', async (_, element, address, query) => {
    const { asked } = await open(address, element);
    expect(asked()).toEqual([query]);
  });
});

describe('useServerList: the table it wires', () => {
  it('shows the rows and writes the next page into the address beside the scope', async () => {
    const { router, asked } = await open(
      '/admin/support/issues?project=2&assignee=none&filter[status]=mine&sort=assignee',
      <StaffIssuesList />,
    );
    expect(byRole('table', 'Zgłoszenia').textContent).toBe('42');
    await act(async () => byRole('button', 'Następna strona').click());
    expect(router.state.location.search).toBe(
      '?project=2&assignee=none&sort=assignee&filter%5Bstatus%5D=mine&page=2',
    );
    expect(asked().at(-1)).toBe(
      '/api/admin/support/issues?project=2&assignee=none&offset=25&limit=25&sort=assignee&status=mine',
    );
  });

  it("offers 'Moje' first in the status filter of the lists that take MINE, and not elsewhere", async () => {
    await open('/admin/siem/cases', <CasesList />);
    const status = byRole('combobox', 'Filtruj: Status');
    expect(
      [...status.querySelectorAll('option')].map((option) => [option.value, option.textContent]),
    ).toEqual([
      [MINE, 'Moje'],
      ['open', 'W trakcie'],
    ]);

    await open('/support/issues', <ClientIssuesList />);
    expect(() => byRole('option', 'Moje')).toThrow();
  });

  it('tells the page of every page that arrives, and of a failure', async () => {
    const onPage = vi.fn();
    await open('/admin/support/issues', <StaffIssuesList onPage={onPage} />);
    expect(onPage).toHaveBeenCalledWith(PAGE);

    const onFailed = vi.fn();
    await open('/support/issues', <ClientIssuesList onFailed={onFailed} />, () =>
      answer(500, { error: 'x', message: 'boom' }),
    );
    expect(onFailed).toHaveBeenCalledOnce();
    expect(byRole('table', 'Zgłoszenia').textContent).toBe('');
  });

  it('does not report a page the table aborted', async () => {
    const aborted = new AbortController();
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        aborted.abort();
        throw new DOMException('Aborted', 'AbortError');
      }),
    );
    const onFailed = vi.fn();
    const provider = listProvider(CLIENT_ISSUES_LIST, undefined, () => ({ onFailed }));
    const request = { sort: [], filters: [], search: '', offset: 0, limit: 25 };
    await expect(provider({ ...request, signal: aborted.signal })).rejects.toThrow();
    expect(onFailed).not.toHaveBeenCalled();
  });
});

describe('primeFirstPage: the first page asked for at boot, ahead of its table', () => {
  /** The client's issues' first page as the table asks for it on an address without a query. */
  const ISSUES_FIRST_PAGE = {
    sort: [{ id: 'updated_at', desc: true }],
    filters: [],
    search: '',
    offset: 0,
    limit: 25,
  };

  it.each([
    [
      "the SOC's cases",
      '/admin/siem/cases?per_page=100',
      <CasesList />,
      (search: URLSearchParams) => primeFirstPage(SIEM_CASES_LIST, search),
    ],
    [
      "the SOC's cases by assignee, severity and title",
      '/admin/siem/cases?sort=severity&filter[assignee]=7,none&filter[severity]=high&filter[title]=%20phishing%20&page=2&per_page=10',
      <CasesList />,
      (search: URLSearchParams) => primeFirstPage(SIEM_CASES_LIST, search),
    ],
    [
      "the client's issues, ignoring what the list does not have",
      '/support/issues?sort=project,-created_at&filter[status]=new,open&filter[project]=2&per_page=1000',
      <ClientIssuesList />,
      (search: URLSearchParams) => primeFirstPage(CLIENT_ISSUES_LIST, search),
    ],
    [
      'the services of a type, no order until one is chosen',
      '/services/vps?search=eu',
      <ServicesList />,
      (search: URLSearchParams) =>
        primeFirstPage(SERVICES_LIST, search, { scope: { type: 'vps' }, showDefaultSort: false }),
    ],
    [
      "the staff's issues within the address's project and assignee",
      '/admin/support/issues?assignee=none&project=2&filter[status]=mine',
      <StaffIssuesList />,
      (search: URLSearchParams) =>
        primeFirstPage(STAFF_ISSUES_LIST, search, {
          scope: { project: search.get('project') ?? '', assignee: search.get('assignee') ?? '' },
        }),
    ],
  ])('%s: asked for once, before the table, which takes the answer', async (_, address, element, prime) => {
    const fetch = stubFetch();
    prime(searchOf(address));
    expect(fetch).toHaveBeenCalledOnce();
    const primed = fetch.mock.calls[0]![0];
    await open(address, element, undefined, fetch);
    expect(
      fetch.mock.calls.map(([url]) => url),
      'no second request',
    ).toEqual([primed]);
    expect(byRole('table', document.querySelector('table')!.getAttribute('aria-label')!).textContent).toBe(
      '42',
    );
  });

  it('leaves a first request for another page to the server', async () => {
    const fetch = stubFetch();
    primeFirstPage(SIEM_CASES_LIST, searchOf('?page=2'));
    const { asked } = await open('/admin/siem/cases', <CasesList />, undefined, fetch);
    expect(asked()).toEqual([
      '/api/admin/siem/cases?offset=25&limit=25&sort=-created_at',
      '/api/admin/siem/cases?offset=0&limit=25&sort=-created_at',
    ]);
  });

  it('asks again when the answer ahead failed, and the table shows the rows of the second', async () => {
    let calls = 0;
    const fetch = stubFetch(() =>
      ++calls === 1 ? answer(503, { error: 'x', message: 'busy' }) : answer(200, PAGE),
    );
    primeFirstPage(SIEM_CASES_LIST, searchOf(''));
    const { asked } = await open('/admin/siem/cases', <CasesList />, undefined, fetch);
    expect(asked()).toHaveLength(2);
    expect(byRole('table', 'Sprawy').textContent).toBe('42');
  });

  it(`asks again when the table comes more than ${PRIMED_PAGE_MS / 1000} s later`, async () => {
    const fetch = stubFetch();
    const now = vi.spyOn(performance, 'now');
    try {
      now.mockReturnValue(1_000);
      primeFirstPage(SIEM_CASES_LIST, searchOf(''));
      now.mockReturnValue(1_000 + PRIMED_PAGE_MS + 1);
      const { asked } = await open('/admin/siem/cases', <CasesList />, undefined, fetch);
      expect(asked()).toHaveLength(2);
    } finally {
      now.mockRestore();
    }
  });

  it('is taken once: the same page asked for again goes to the server', async () => {
    const fetch = stubFetch();
    primeFirstPage(CLIENT_ISSUES_LIST, searchOf(''));
    const provider = listProvider(CLIENT_ISSUES_LIST, undefined, () => ({}));
    await provider({ ...ISSUES_FIRST_PAGE, signal: new AbortController().signal });
    await provider({ ...ISSUES_FIRST_PAGE, signal: new AbortController().signal });
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('settles as aborted when the table aborts while the answer ahead is on its way', async () => {
    let answerAhead: (response: Response) => void = () => undefined;
    const fetch = vi.fn(() => new Promise<Response>((resolve) => (answerAhead = resolve)));
    vi.stubGlobal('fetch', fetch);
    primeFirstPage(CLIENT_ISSUES_LIST, searchOf(''));
    const onFailed = vi.fn();
    const provider = listProvider(CLIENT_ISSUES_LIST, undefined, () => ({ onFailed }));
    const controller = new AbortController();
    const page = provider({ ...ISSUES_FIRST_PAGE, signal: controller.signal });
    controller.abort();
    await expect(page).rejects.toThrow(/abort/i);
    answerAhead(answer(200, PAGE));
    expect(fetch, 'nothing asked again').toHaveBeenCalledOnce();
    expect(onFailed).not.toHaveBeenCalled();
  });
});

describe('listColumns', () => {
  it('leaves sorting to the columns the server sorts by', () => {
    const list: ListDescription = { ...CLIENT_ISSUES_LIST, sortKeys: ['subject'] };
    const columns = listColumns(list, [
      { id: 'subject', header: 'Temat' },
      { id: 'status', header: 'Status' },
      { id: 'actions', header: 'Akcje', type: 'actions' },
    ]);
    expect(columns.map((column) => column.sortable)).toEqual([undefined, false, undefined]);
  });

  it('offers MINE only in a column whose filter takes it (a compile-time check)', () => {
    // @ts-expect-error: the client's issues have no 'Moje'.
    listColumns(CLIENT_ISSUES_LIST, [STATUS], { column: 'status', label: 'Moje' });
    // @ts-expect-error: the case list's severities have no 'Moje'.
    listColumns(SIEM_CASES_LIST, [STATUS], { column: 'severity', label: 'Moje' });
    // @ts-expect-error: the case list's title is a text filter.
    listColumns(SIEM_CASES_LIST, [STATUS], { column: 'title', label: 'Moje' });
    expect(
      listColumns(STAFF_ISSUES_LIST, [STATUS], { column: 'status', label: 'Moje' })[0]?.filterOptions,
    ).toEqual([{ value: MINE, label: 'Moje' }, ...(STATUS.filterOptions ?? [])]);
  });
});
