import { CLIENT_ISSUES_LIST, INVOICES_LIST } from '@portal-elements/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { layoutQueryKey } from '../api/layout';
import { I18nProvider, createTranslator, ensurePageTexts, type Translator } from '../i18n/i18n';
import { en } from '../i18n/en';
import { pl } from '../i18n/pl';
import { stateFromSearch, urlOptionsOf } from '../lists/table-url';
import { OPEN_ISSUES_HREF, UNPAID_INVOICES_HREF, dashboardQuery, type Dashboard } from './dashboard-api';
import {
  DocumentsCard,
  InvoicesCard,
  SummaryCards,
  SupportCard,
  primeProjectSummary,
} from './ProjectSummary';

const DATA: Required<Dashboard> = {
  project: { id: 1, name: 'Sklep internetowy' },
  support: {
    openCount: 7,
    latest: [
      {
        id: 42,
        subject: 'Nie działa <b>poczta</b>',
        status: 'waiting_for_customer',
        status_name: 'Oczekuje na klienta',
        updated_at: '2026-01-14T10:00:00.000Z',
      },
      {
        id: 17,
        subject: 'Nowy certyfikat',
        status: 'new',
        status_name: 'Nowe',
        updated_at: '2026-01-10T10:00:00.000Z',
      },
    ],
  },
  invoices: { unpaidCount: 5, overdueCount: 2, amountDue: 123_456_78 },
  documents: {
    total: 7,
    latest: [
      { id: 9, title: 'Umowa ramowa', kind: 'contract', issued_on: '2026-01-02' },
      { id: 3, title: 'Cennik usług', kind: 'price_list', issued_on: '2025-12-31' },
    ],
  },
};

let polish: Translator;
let english: Translator;

beforeAll(async () => {
  await Promise.all([ensurePageTexts('pl'), ensurePageTexts('en')]);
  polish = createTranslator('pl', pl);
  english = createTranslator('en', en);
});

function render(translator: Translator, node: ReactNode): HTMLElement {
  const host = document.implementation.createHTMLDocument('').createElement('div');
  host.innerHTML = renderToString(
    <MemoryRouter>
      <QueryClientProvider client={new QueryClient()}>
        <I18nProvider translator={translator}>{node}</I18nProvider>
      </QueryClientProvider>
    </MemoryRouter>,
  );
  return host;
}

const text = (element: Element | null | undefined) =>
  (element?.textContent ?? '').replace(/\s+/g, ' ').trim();
/** The texts of a card's parts (heading, paragraphs, lists), in order. */
const parts = (host: Element) => [...(host.querySelector('section')?.children ?? [])].map(text);
const hrefs = (host: Element) => [...host.querySelectorAll('a')].map((a) => a.getAttribute('href'));
const query = (href: string) => new URLSearchParams(href.slice(href.indexOf('?') + 1));

describe("the cards' links into the lists", () => {
  it('open the support list filtered to the open statuses, as the list reads its address', () => {
    expect(OPEN_ISSUES_HREF.startsWith('/support/issues?')).toBe(true);
    expect(stateFromSearch(query(OPEN_ISSUES_HREF), urlOptionsOf(CLIENT_ISSUES_LIST)).filters).toEqual([
      { id: 'status', value: ['new', 'open', 'waiting_for_customer'] },
    ]);
  });

  it("open the payments' invoices tab filtered to the unpaid and overdue invoices", () => {
    expect(UNPAID_INVOICES_HREF.startsWith('/payments?')).toBe(true);
    expect(query(UNPAID_INVOICES_HREF).get('tab')).toBe('invoices');
    expect(stateFromSearch(query(UNPAID_INVOICES_HREF), urlOptionsOf(INVOICES_LIST)).filters).toEqual([
      { id: 'status', value: ['unpaid', 'overdue'] },
    ]);
  });
});

describe('SupportCard', () => {
  it('counts the open issues and links each latest one to its page, its text as text', () => {
    const host = render(polish, <SupportCard support={DATA.support} />);
    expect(text(host.querySelector('h2'))).toBe('Zgłoszenia do wsparcia');
    expect(text(host.querySelector('dd'))).toBe('7');
    const items = [...host.querySelectorAll('ul > li')];
    expect(items.map((item) => item.querySelector('a')?.getAttribute('href'))).toEqual([
      '/support/issues/42',
      '/support/issues/17',
    ]);
    expect(text(items[0]!.querySelector('a'))).toBe('#42 Nie działa <b>poczta</b>');
    expect(items[0]!.querySelector('a b')).toBeNull();
    expect(text(items[0]!.querySelector('.pp-dashboard__meta'))).toMatch(
      /^Oczekuje na klienta · zmiana 14 sty 2026$/,
    );
    expect(host.querySelector('ul')?.getAttribute('aria-labelledby')).toBe('dashboard-support-latest');
    expect(text(host.querySelector(`a[href="${OPEN_ISSUES_HREF.replace(/[[\]]/g, '\\$&')}"]`))).toBe(
      'Pokaż otwarte zgłoszenia',
    );
  });

  it('says there are none, and leads to the whole list', () => {
    const host = render(english, <SupportCard support={{ openCount: 0, latest: [] }} />);
    expect(parts(host)).toEqual(['Support issues', 'No open issues.', 'Go to support issues']);
    expect(host.querySelector('ul, dl')).toBeNull();
    expect(hrefs(host)).toEqual(['/support/issues']);
  });
});

describe('InvoicesCard', () => {
  it('shows the count, the amount due in PLN in the page language, and the overdue ones marked', () => {
    const polishCard = render(polish, <InvoicesCard invoices={DATA.invoices} />);
    const figures = [...polishCard.querySelectorAll('dl > div')].map((pair) => [
      text(pair.querySelector('dt')),
      text(pair.querySelector('dd')),
    ]);
    expect(figures).toEqual([
      ['Nieopłacone', '5'],
      ['Do zapłaty (brutto)', '123 456,78 zł'],
      ['Po terminie', '2'],
    ]);
    expect(polishCard.querySelector('.pp-dashboard__overdue')?.textContent).toBe('2');
    expect(hrefs(polishCard)).toEqual([UNPAID_INVOICES_HREF]);
    const englishCard = render(english, <InvoicesCard invoices={DATA.invoices} />);
    expect(text(englishCard.querySelectorAll('dd')[1])).toBe('PLN 123,456.78');
    expect(text(englishCard.querySelector('a'))).toBe('Show the unpaid invoices');
  });

  it('marks nothing overdue when nothing is, and says all is paid when nothing is unpaid', () => {
    const current = render(
      polish,
      <InvoicesCard invoices={{ unpaidCount: 1, overdueCount: 0, amountDue: 5 }} />,
    );
    expect(current.querySelector('.pp-dashboard__overdue')).toBeNull();
    expect(text(current.querySelectorAll('dd')[1])).toBe('0,05 zł');
    const paid = render(
      polish,
      <InvoicesCard invoices={{ unpaidCount: 0, overdueCount: 0, amountDue: 0 }} />,
    );
    expect(parts(paid)).toEqual([
      'Nieopłacone faktury',
      'Wszystkie faktury są opłacone.',
      'Przejdź do płatności',
    ]);
    expect(hrefs(paid)).toEqual(['/payments']);
  });
});

describe('DocumentsCard', () => {
  it('lists each document as its download with its kind and day, and leads to all of them', () => {
    const host = render(polish, <DocumentsCard documents={DATA.documents} />);
    const items = [...host.querySelectorAll('ul > li')];
    expect(items.map((item) => item.querySelector('a')?.getAttribute('href'))).toEqual([
      '/api/documents/9/file',
      '/api/documents/3/file',
    ]);
    // The day as written, whatever the time zone the tests run in.
    expect(items.map((item) => text(item.querySelector('.pp-dashboard__meta')))).toEqual([
      'Umowa · 2 sty 2026',
      'Cennik · 31 gru 2025',
    ]);
    expect(text(host.querySelector('a[href="/documents"]'))).toBe('Wszystkie dokumenty (7)');
  });

  it('says the project has none', () => {
    const host = render(english, <DocumentsCard documents={{ total: 0, latest: [] }} />);
    expect(parts(host)).toEqual(['Latest documents', 'The project has no documents yet.', 'Go to documents']);
  });
});

describe('SummaryCards', () => {
  it('shows only the sections the answer has', () => {
    const all = render(polish, <SummaryCards data={DATA} />);
    expect(
      [...all.querySelectorAll('section')].map((section) => section.getAttribute('aria-labelledby')),
    ).toEqual(['dashboard-support', 'dashboard-invoices', 'dashboard-documents']);
    const { invoices: _, ...withoutInvoices } = DATA;
    const some = render(polish, <SummaryCards data={withoutInvoices} />);
    expect([...some.querySelectorAll('h2')].map((heading) => text(heading))).toEqual([
      'Zgłoszenia do wsparcia',
      'Najnowsze dokumenty',
    ]);
  });
});

describe('primeProjectSummary: the summary asked for ahead of the dashboard', () => {
  const LAYOUT = { projectId: 3, userType: 'client', product: 'staff' };

  /** A query client whose layout is `layout`, and the dashboard requests it saw. */
  function clientWith(layout: object) {
    const asked: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => {
        asked.push(url);
        return new Response(JSON.stringify(DATA), { headers: { 'Content-Type': 'application/json' } });
      }),
    );
    const client = new QueryClient();
    client.setQueryData(layoutQueryKey, layout);
    return { client, asked };
  }

  afterEach(() => vi.unstubAllGlobals());

  it("asks for a client's project once, into the query the card then finds fresh", async () => {
    const { client, asked } = clientWith(LAYOUT);
    primeProjectSummary(client);
    const query = dashboardQuery(3, 'pl');
    await vi.waitFor(() => expect(client.getQueryData(query.queryKey)).toEqual(DATA));
    expect(asked).toEqual(['/api/dashboard']);
    expect(client.getQueryState(query.queryKey)?.isInvalidated).toBe(false);
    // The card's query mounts a moment later and asks nothing more.
    await client.prefetchQuery(query);
    expect(asked).toHaveLength(1);
  });

  it('asks for nothing without a selected project, or for staff acting as themselves', async () => {
    for (const layout of [
      { ...LAYOUT, projectId: null },
      { ...LAYOUT, userType: 'staff' },
    ]) {
      const { client, asked } = clientWith(layout);
      primeProjectSummary(client);
      await new Promise((resolve) => setTimeout(resolve, 10));
      expect(asked, JSON.stringify(layout)).toEqual([]);
    }
  });
});
