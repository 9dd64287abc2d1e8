import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { beforeAll, describe, expect, it } from 'vitest';
import { I18nProvider, createTranslator, ensurePageTexts, type Translator } from '../i18n/i18n';
import { en } from '../i18n/en';
import { pl } from '../i18n/pl';
import { ShellContext, type ShellState } from '../shell/shell-context';
import type { Case } from './case-api';
import { CaseActions, CaseFacts, Timeline } from './siem-case';

const kasia = { id: 5, full_name: 'Katarzyna Wójcik' };
const tomek = { id: 6, full_name: 'Tomasz Lewandowski' };

const CASE: Case = {
  id: 42,
  title: 'Połączenie z serwerem C2 185.1.2.3 z ws-17',
  severity: 'high',
  status: 'resolved',
  assignee: kasia,
  created_at: '2026-11-02T08:15:00.000Z',
  resolved_at: '2026-11-03T10:00:00.000Z',
  closed_at: null,
  integration: {
    id: 3,
    name: 'Wazuh — produkcja',
    product: 'wazuh',
    state: 'active',
    project: { id: 1, name: 'Sklep internetowy' },
  },
  assets: [{ kind: 'host', value: 'ws-17' }],
  indicators: [{ kind: 'ip', value: '185.1.2.3' }],
  assignees: [kasia, tomek],
  timeline: [
    { id: 1, kind: 'assignment', author: kasia, assignee: kasia, created_at: '2026-11-02T08:20:00.000Z' },
    {
      id: 2,
      kind: 'status',
      author: kasia,
      from: 'new',
      to: 'in_progress',
      reason: null,
      created_at: '2026-11-02T08:21:00.000Z',
    },
    {
      id: 3,
      kind: 'comment',
      author: null,
      body: '<p>Izolacja <strong>hosta</strong><img src=x onerror="alert(1)"><script>alert(2)</script></p>',
      created_at: '2026-11-02T09:00:00.000Z',
    },
    {
      id: 4,
      kind: 'severity',
      author: tomek,
      from: 'medium',
      to: 'high',
      created_at: '2026-11-02T09:30:00.000Z',
    },
    {
      id: 5,
      kind: 'status',
      author: kasia,
      from: 'closed',
      to: 'in_progress',
      reason: 'Host znowu\nłączy się z C2.',
      created_at: '2026-11-03T09:00:00.000Z',
    },
    { id: 6, kind: 'assignment', author: tomek, assignee: null, created_at: '2026-11-03T09:10:00.000Z' },
  ],
};

let polish: Translator;
let english: Translator;

beforeAll(async () => {
  await Promise.all([ensurePageTexts('pl'), ensurePageTexts('en')]);
  polish = createTranslator('pl', pl);
  english = createTranslator('en', en);
});

function render(translator: Translator, node: ReactNode, permissions: readonly string[] = []): HTMLElement {
  const shell = { layout: { layoutPermissions: permissions } } as unknown as ShellState;
  // An inert document: the markup is read, and no element (the combobox) is upgraded.
  const host = document.implementation.createHTMLDocument('').createElement('div');
  host.innerHTML = renderToString(
    <QueryClientProvider client={new QueryClient()}>
      <ShellContext.Provider value={shell}>
        <I18nProvider translator={translator}>{node}</I18nProvider>
      </ShellContext.Provider>
    </QueryClientProvider>,
  );
  return host;
}

const entries = (host: HTMLElement) =>
  [...host.querySelectorAll('li.pp-timeline__entry')].map((li) =>
    (li.textContent ?? '').replace(/\s+/g, ' '),
  );

describe('the case timeline', () => {
  it('starts with the opening from its source, then every change and comment in order', () => {
    const host = render(polish, <Timeline data={CASE} />);
    const shown = entries(host);
    expect(shown).toHaveLength(7);
    expect(shown[0]).toMatch(/^Sprawa założona · Wazuh — produkcja \(Wazuh\) · /);
    expect(shown[1]).toMatch(/^Przypisano do: Katarzyna Wójcik · Katarzyna Wójcik · /);
    expect(shown[2]).toMatch(/^Zmiana statusu: Nowa → W toku · Katarzyna Wójcik · /);
    expect(shown[3]).toMatch(/^Usunięte konto .*Izolacja hosta$/);
    expect(shown[4]).toMatch(/^Zmiana ważności: Średnia → Wysoka · Tomasz Lewandowski · /);
    expect(shown[5]).toMatch(
      /^Zmiana statusu: Zamknięta → W toku · Katarzyna Wójcik · .*Powód: Host znowu łączy się z C2\.$/,
    );
    expect(shown[6]).toMatch(/^Usunięto przypisanie · Tomasz Lewandowski · /);
  });

  it('shows a comment as sanitised rich text, and a reason as quoted plain text', () => {
    const host = render(polish, <Timeline data={CASE} />);
    const body = host.querySelector('.pp-timeline__body')!;
    expect(body.querySelector('strong')?.textContent).toBe('hosta');
    expect(body.innerHTML).not.toMatch(/script|onerror/);
    const reason = host.querySelector('blockquote.pp-timeline__note')!;
    expect(reason.textContent).toBe('Powód: Host znowu\nłączy się z C2.');
    expect(reason.querySelector('*:not(span)')).toBeNull();
  });

  it('speaks English', () => {
    const shown = entries(render(english, <Timeline data={CASE} />));
    expect(shown[0]).toMatch(/^Case opened · Wazuh — produkcja \(Wazuh\) · /);
    expect(shown[4]).toMatch(/^Severity changed: Medium → High · Tomasz Lewandowski · /);
    expect(shown[6]).toMatch(/^Assignment removed · /);
  });
});

describe('the case facts', () => {
  it('names the source with its product and project, and shows a dash for a date not reached', () => {
    const host = render(polish, <CaseFacts data={CASE} />);
    const facts = Object.fromEntries(
      [...host.querySelectorAll('dl > div')].map((div) => [
        div.querySelector('dt')?.textContent,
        div.querySelector('dd')?.textContent,
      ]),
    );
    expect(facts).toMatchObject({
      Nr: '42',
      Ważność: 'Wysoka',
      Status: 'Rozwiązana',
      'Przypisana do': 'Katarzyna Wójcik',
      Źródło: 'Wazuh — produkcja (Wazuh), projekt Sklep internetowy',
      Zamknięto: '—',
    });
    expect(facts['Rozwiązano']).not.toBe('—');
  });

  it('says a case without an integration was opened by hand', () => {
    const host = render(english, <CaseFacts data={{ ...CASE, integration: null }} />);
    expect(host.textContent).toContain('Opened by hand by the SOC');
  });
});

describe('the case actions', () => {
  const buttons = (host: HTMLElement) =>
    [...host.querySelectorAll('[role="group"] pp-button')].map((button) => button.textContent);

  it('offers only the moves the workflow allows from the status, each by its permission', () => {
    const all = ['admin-siem-case-update', 'admin-siem-case-assign', 'admin-siem-case-comment'];
    expect(buttons(render(polish, <CaseActions data={CASE} />, all))).toEqual([
      'Zamknij sprawę',
      'Otwórz ponownie…',
    ]);
    expect(buttons(render(polish, <CaseActions data={{ ...CASE, status: 'new' }} />, all))).toEqual([
      'Rozpocznij pracę',
    ]);
    expect(buttons(render(polish, <CaseActions data={{ ...CASE, status: 'closed' }} />, all))).toEqual([
      'Otwórz ponownie…',
    ]);
    // Assigning alone: no workflow, no severity.
    const assignOnly = render(polish, <CaseActions data={CASE} />, ['admin-siem-case-assign']);
    expect(buttons(assignOnly)).toEqual([]);
    expect(assignOnly.querySelectorAll('pp-combobox')).toHaveLength(1);
  });

  it('tells a reader without any change permission that they can only read', () => {
    expect(render(polish, <CaseActions data={CASE} />).textContent).toBe(
      'Możesz przeglądać tę sprawę. Zmiany wymagają dodatkowych uprawnień SOC.',
    );
    expect(render(polish, <CaseActions data={CASE} />, ['admin-siem-case-comment']).textContent).toBe('');
  });
});
