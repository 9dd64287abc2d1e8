/**
 * The SOC's demo data (seed.ts inserts it): the cases, the SIEM integrations of the client projects
 * that raised them, what each case affects and what points at the attacker, and each case's timeline.
 *
 * The cases come from their own generator (`siem-cases`), as they always have: their titles,
 * severities, statuses, assignees and dates never change. Each title template records what it draws
 * (a host, an account, an address, a sender, a CVE) as the case's assets and indicators without drawing
 * anything more, so they match the title. Everything else (the integrations' times, which integration
 * raised a case, the extra indicators a template adds, the timeline) comes from generators of its own,
 * so it never shifts the cases either. A larger count only adds cases: the first ones keep their details.
 */
import {
  CASE_SEVERITIES,
  type CaseAssetKind,
  type CaseIndicatorKind,
  type CaseSeverity,
  type CaseStatus,
  type SiemIntegrationState,
  type SiemProduct,
} from '@portal-elements/contract';
import { generator, hashText, pick, weighted, type Random } from './seed-random.js';

const MINUTE_MS = 60 * 1000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;
const YEAR_MS = 365 * DAY_MS;

const pad = (n: number, width: number) => String(n).padStart(width, '0');

const number = (random: Random, max: number) => 1 + Math.floor(random() * max);
const workstation = (random: Random) => `WS-${pad(number(random, 400), 4)}`;
const SERVER_ROLES = ['srv-web', 'srv-db', 'srv-app', 'srv-file', 'vpn-gw', 'dc', 'mail'];
const server = (random: Random) => `${pick(random, SERVER_ROLES)}-${pad(number(random, 24), 2)}`;
const NETWORKS = ['185', '45', '91', '194', '103', '5'];
const address = (random: Random) =>
  [pick(random, NETWORKS), number(random, 256) - 1, number(random, 256) - 1, number(random, 254)].join('.');
const ACCOUNTS = ['j.kowalczyk', 'a.nowicka', 'm.lis', 'p.zajac', 'k.dabrowska', 't.mazur', 'e.krawczyk'];
const account = (random: Random) => pick(random, [...ACCOUNTS, 'admin']);
const COUNTRIES = ['Nigeria', 'Brazylia', 'Wietnam', 'Rosja', 'Chiny', 'Rumunia', 'USA', 'Indie'];
const country = (random: Random) => pick(random, COUNTRIES);
const DEPARTMENTS = ['finansów', 'kadr', 'sprzedaży', 'IT', 'zarządu', 'księgowości'];
const department = (random: Random) => pick(random, DEPARTMENTS);
const sender = (random: Random) =>
  `${pick(random, ['faktury', 'noreply', 'it-helpdesk', 'prezes', 'kurier'])}@` +
  `${pick(random, ['secure-pay', 'inpost-info', 'office365-login', 'bank-pl', 'dhl-track'])}.` +
  pick(random, ['com', 'net', 'xyz', 'top']);

/** The client's mail domain, and each department's mailbox there (a phishing case's target). */
const CLIENT_MAIL_DOMAIN = 'sklep-internetowy.pl';
const MAILBOXES: Readonly<Record<string, string>> = {
  finansów: 'finanse',
  kadr: 'kadry',
  sprzedaży: 'sprzedaz',
  IT: 'it',
  zarządu: 'zarzad',
  księgowości: 'ksiegowosc',
};

export interface CaseAsset {
  kind: CaseAssetKind;
  value: string;
}
export interface CaseIndicator {
  kind: CaseIndicatorKind;
  value: string;
}

/**
 * What a title template names, recorded as it is drawn: each method keeps its value as an asset or an
 * indicator and returns it unchanged, so wrapping a draw in one changes neither the draws nor the title.
 */
class Named {
  readonly assets: CaseAsset[];
  readonly indicators: CaseIndicator[];
  /** Starts from what was named already (copied). */
  constructor(assets: readonly CaseAsset[] = [], indicators: readonly CaseIndicator[] = []) {
    this.assets = [...assets];
    this.indicators = [...indicators];
  }
  #asset(kind: CaseAssetKind, value: string) {
    if (!this.assets.some((asset) => asset.kind === kind && asset.value === value)) {
      this.assets.push({ kind, value });
    }
    return value;
  }
  #indicator(kind: CaseIndicatorKind, value: string) {
    if (!this.indicators.some((indicator) => indicator.kind === kind && indicator.value === value)) {
      this.indicators.push({ kind, value });
    }
    return value;
  }
  /** One of our hosts (a workstation, a server). */
  host = (value: string) => this.#asset('host', value);
  /** One of our users' accounts. */
  account = (value: string) => this.#asset('account', value);
  /** One of our public addresses (under attack). */
  ours = (value: string) => this.#asset('address', value);
  /** A department: its mailbox is the asset. */
  department = (value: string) => {
    this.#asset('mailbox', `${MAILBOXES[value] ?? 'biuro'}@${CLIENT_MAIL_DOMAIN}`);
    return value;
  };
  /** The attacker's address. */
  ip = (value: string) => this.#indicator('ip', value);
  domain = (value: string) => this.#indicator('domain', value);
  /** A sender: the address and its domain. */
  email = (value: string) => {
    this.#indicator('email', value);
    this.#indicator('domain', value.slice(value.indexOf('@') + 1));
    return value;
  };
  cve = (value: string) => this.#indicator('cve', value);
  file = (value: string) => this.#indicator('file', value);
}

const RANSOM_FILES = ['lb3.exe', 'Restore-My-Files.txt', 'encryptor.dll', 'README-ODZYSKAJ-PLIKI.txt'];
const DROPPERS = ['Faktura_VAT_2025.pdf.exe', 'setup_patch.exe', 'Zamowienie_0412.zip', 'invoice.js'];
const POWERSHELL_HOSTS = ['cdn-update.net', 'paste-bin.top', 'msoffice-update.xyz'];
const MINING_POOLS = ['pool.supportxmr.com', 'xmr-eu1.nanopool.org', 'gulf.moneroocean.stream'];
const DGA_TLDS = ['top', 'xyz', 'info', 'biz'];
/** A domain as a generation algorithm makes them: 12 letters and digits. */
const dgaDomain = (random: Random) =>
  `${Array.from({ length: 12 }, () => 'abcdefghijklmnopqrstuvwxyz0123456789'[Math.floor(random() * 36)]).join('')}.${pick(random, DGA_TLDS)}`;
/** One of the client's public addresses. */
const ourAddress = (random: Random) => `217.97.${number(random, 255)}.${number(random, 254)}`;

/**
 * The cases' titles, in Polish and English as a SOC writes them, each with its hosts, addresses or
 * accounts, which `n` records as the case's assets and indicators. `weight`: how often (the grave ones
 * are rarer); `min` raises the severity of what is never minor (ransomware, a C2 connection). `more`
 * adds what the investigation found beyond the title, from the details' generator.
 */
const CASE_TITLES: readonly {
  title: (random: Random, n: Named) => string;
  weight: number;
  min?: CaseSeverity;
  more?: (random: Random, n: Named) => void;
}[] = [
  {
    weight: 3,
    title: (r, n) =>
      `Podejrzane logowanie z nowego kraju: ${n.account(account(r))} (${country(r)}, ${n.ip(address(r))})`,
  },
  {
    weight: 4,
    title: (r, n) => `Skanowanie portów z ${n.ip(address(r))}`,
    more: (r, n) => n.ours(ourAddress(r)),
  },
  {
    weight: 4,
    title: (r, n) => `Phishing: wiadomość do działu ${n.department(department(r))} od ${n.email(sender(r))}`,
    more: (r, n) => {
      if (r() < 0.5) n.file(pick(r, DROPPERS));
    },
  },
  {
    weight: 1,
    title: (r, n) => `Ransomware IOC na stacji ${n.host(workstation(r))}`,
    min: 'high',
    more: (r, n) => {
      n.file(pick(r, RANSOM_FILES));
      n.ip(address(r));
    },
  },
  {
    weight: 3,
    title: (r, n) =>
      `Brute force ${pick(r, ['SSH', 'RDP', 'SMTP'])} na ${n.host(server(r))} z ${n.ip(address(r))}`,
  },
  {
    weight: 2,
    title: (r, n) => `Suspicious PowerShell execution on ${n.host(workstation(r))}`,
    min: 'medium',
    more: (r, n) => n.domain(pick(r, POWERSHELL_HOSTS)),
  },
  {
    weight: 2,
    title: (r, n) =>
      `Impossible travel: ${n.account(account(r))} (${country(r)} → Polska w ${10 + Math.floor(r() * 110)} min)`,
  },
  {
    weight: 1,
    title: (r, n) => `Połączenie z serwerem C2 ${n.ip(address(r))} z ${n.host(workstation(r))}`,
    min: 'high',
  },
  { weight: 1, title: (r, n) => `Nowe konto administratora na ${n.host(server(r))}`, min: 'medium' },
  {
    weight: 3,
    title: (r, n) => `Nietypowy ruch DNS z ${n.host(workstation(r))}`,
    more: (r, n) => n.domain(dgaDomain(r)),
  },
  { weight: 2, title: (r, n) => `Duży transfer danych do ${n.ip(address(r))}` },
  {
    weight: 2,
    title: (r, n) =>
      `Exploit attempt ${n.cve(pick(r, ['CVE-2024-3400', 'CVE-2023-4966', 'CVE-2021-44228']))} on ${n.host(server(r))}`,
    more: (r, n) => n.ip(address(r)),
  },
  {
    weight: 1,
    title: (r, n) => `Mimikatz wykryty na ${n.host(workstation(r))}`,
    min: 'high',
    more: (_r, n) => n.file('mimikatz.exe'),
  },
  { weight: 2, title: (r, n) => `Podejrzany proces ${n.file('svc_host.exe')} na ${n.host(workstation(r))}` },
  {
    weight: 1,
    title: (r, n) => `CPU 100% na ${n.host(server(r))}: możliwa koparka kryptowalut`,
    more: (r, n) => n.domain(pick(r, MINING_POOLS)),
  },
  {
    weight: 3,
    title: (r, n) => `Malware blocked by EDR on ${n.host(workstation(r))}`,
    more: (r, n) => n.file(pick(r, DROPPERS)),
  },
  { weight: 1, title: (r, n) => `DDoS na ${n.ours(address(r))}:443` },
  {
    weight: 3,
    title: (r, n) => `Multiple failed logins for ${n.account(account(r))} on ${n.host(server(r))}`,
  },
];
const TITLE_WEIGHTS = CASE_TITLES.reduce((sum, template) => sum + template.weight, 0);

/** A template's index, drawn by weight. */
function pickTitle(random: Random): number {
  let left = random() * TITLE_WEIGHTS;
  for (const [index, template] of CASE_TITLES.entries()) {
    left -= template.weight;
    if (left < 0) return index;
  }
  return CASE_TITLES.length - 1;
}

/** More low and medium than high and critical. */
const SEVERITY_WEIGHTS: Readonly<Record<CaseSeverity, number>> = {
  low: 0.42,
  medium: 0.33,
  high: 0.17,
  critical: 0.08,
};

/** A young case is likely still open; one older than two weeks is mostly closed. */
function statusWeights(age: number): Readonly<Record<CaseStatus, number>> {
  if (age < 2 * DAY_MS) return { new: 0.45, in_progress: 0.4, resolved: 0.12, closed: 0.03 };
  if (age < 14 * DAY_MS) return { new: 0.15, in_progress: 0.4, resolved: 0.3, closed: 0.15 };
  return { new: 0.03, in_progress: 0.1, resolved: 0.22, closed: 0.65 };
}

export interface DemoCase {
  title: string;
  severity: CaseSeverity;
  status: CaseStatus;
  /** An index into the assignees, or null (about 10%). */
  assignee: number | null;
  created_at: number;
  resolved_at: number | null;
  closed_at: number | null;
  /** What the title names: the hosts, accounts, mailboxes and our addresses it affects. */
  assets: CaseAsset[];
  /** What the title names that points at the attacker: addresses, senders and their domains, CVEs, files. */
  indicators: CaseIndicator[];
  /** The title's template (an index), for what the details add to it. */
  template: number;
}

/**
 * `count` SOC cases, the same on every start (a larger count only adds rows): titles from the templates
 * above; severities weighted towards low and medium; created over the year before `now`; the status
 * likelier closed the older the case, resolved_at set for resolved and closed cases and closed_at for
 * closed ones, each after the one before and not after `now`; about 10% unassigned, the rest shared
 * evenly among `assignees` people.
 */
export function demoCases({
  count,
  now,
  assignees,
}: {
  count: number;
  now: number;
  assignees: number;
}): DemoCase[] {
  const random = generator(hashText('siem-cases'));
  return Array.from({ length: count }, () => {
    const index = pickTitle(random);
    const template = CASE_TITLES[index]!;
    const named = new Named();
    const title = template.title(random, named);
    let severity = weighted(random, SEVERITY_WEIGHTS);
    if (template.min && CASE_SEVERITIES.indexOf(severity) < CASE_SEVERITIES.indexOf(template.min)) {
      severity = template.min;
    }
    const createdAt = now - 1 - Math.floor(random() * (YEAR_MS - 1));
    const age = now - createdAt;
    let status = weighted(random, statusWeights(age));
    // Resolving takes a while: a case less than two hours old is still being worked on.
    if (age < 2 * HOUR_MS && (status === 'resolved' || status === 'closed')) status = 'in_progress';
    const resolveDraw = random();
    const closeDraw = random();
    const assigneeDraw = random();
    const whoDraw = random();
    let resolvedAt: number | null = null;
    let closedAt: number | null = null;
    if (status === 'resolved' || status === 'closed') {
      // Within half the case's age and two weeks, skewed short; closing within a week of that.
      resolvedAt = createdAt + 1 + Math.floor(resolveDraw * resolveDraw * Math.min(age / 2, 14 * DAY_MS));
      if (status === 'closed') {
        closedAt = resolvedAt + 1 + Math.floor(closeDraw * Math.min(now - resolvedAt - 1, 7 * DAY_MS));
      }
    }
    return {
      title,
      severity,
      status,
      assignee: assignees > 0 && assigneeDraw >= 0.1 ? Math.floor(whoDraw * assignees) : null,
      created_at: createdAt,
      resolved_at: resolvedAt,
      closed_at: closedAt,
      assets: named.assets,
      indicators: named.indicators,
      template: index,
    };
  });
}

export interface DemoIntegration {
  /** The project's key (seed.ts's PROJECTS). */
  project: string;
  name: string;
  product: SiemProduct;
  state: SiemIntegrationState;
  created_at: number;
  last_event_at: number | null;
  /** How many of the cases it raises, relative to the others. */
  weight: number;
}

/**
 * The SIEM integrations of the client projects: 1 to 3 each. The demo client's first project (the one
 * its sessions start in) has three, one of them failing; another project's only one is paused. Each
 * was set up over a year before `now`, before the cases; an active one sent its last event minutes
 * ago, a failing one hours ago, a paused one days ago.
 */
export function demoIntegrations({ now, random }: { now: number; random: Random }): DemoIntegration[] {
  const table: readonly [string, string, SiemProduct, SiemIntegrationState, number][] = [
    ['shop', 'Wazuh — produkcja', 'wazuh', 'active', 5],
    ['shop', 'Microsoft Sentinel — Microsoft 365', 'microsoft_sentinel', 'active', 3],
    ['shop', 'Elastic Security — serwery WWW', 'elastic_security', 'failing', 2],
    ['staging', 'Wazuh — środowisko testowe', 'wazuh', 'paused', 1],
    ['archive', 'Splunk — archiwum dokumentów', 'splunk', 'active', 1],
    ['archive', 'QRadar — sieć biurowa', 'qradar', 'active', 1],
    ['basic', 'Elastic Security — serwery', 'elastic_security', 'active', 1],
  ];
  return table.map(([project, name, product, state, weight]) => {
    const quiet = {
      active: 1 + random() * 15 * MINUTE_MS,
      failing: 6 * HOUR_MS + random() * 24 * HOUR_MS,
      paused: 3 * DAY_MS + random() * 10 * DAY_MS,
    }[state];
    return {
      project,
      name,
      product,
      state,
      created_at: now - YEAR_MS - 14 * DAY_MS - Math.floor(random() * 120 * DAY_MS),
      last_event_at: now - Math.floor(quiet),
      weight,
    };
  });
}

/** An entry of a seeded case's timeline; people are indices into the analysts. */
export type DemoEvent = { at: number; author: number | null } & (
  | { kind: 'comment'; body: string }
  | { kind: 'status'; from: CaseStatus; to: CaseStatus }
  | { kind: 'severity'; from: CaseSeverity; to: CaseSeverity }
  | { kind: 'assignment'; assignee: number }
);

export interface DemoCaseDetails {
  /** An index into the integrations, or null: raised by the SOC by hand (about 15%). */
  integration: number | null;
  assets: CaseAsset[];
  indicators: CaseIndicator[];
  /** Oldest first; entries at the same time are in this order. */
  events: DemoEvent[];
}

/** What analysts write in a case: short notes, simple HTML the sanitiser keeps as it is (tested). */
export const CASE_COMMENTS: readonly string[] = [
  '<p>Alert potwierdzony w konsoli SIEM. Zbieram logi z ostatnich 24 godzin.</p>',
  '<p>Kontakt telefoniczny z klientem: potwierdzają, że nie było to planowane działanie.</p>',
  '<p>Fałszywy alarm: ruch pochodzi z testów penetracyjnych zleconych przez klienta.</p>',
  '<p>Host odizolowany od sieci przez EDR. Czekamy na obraz dysku.</p>',
  '<p>Reset hasła i wylogowanie wszystkich sesji użytkownika wykonane.</p>',
  '<p>Reguła korelacyjna jest zbyt czuła: zgłoszę korektę progu.</p>',
  '<p>Brak dalszej aktywności od <strong>48 h</strong>. Monitorujemy.</p>',
  '<p>Przekazano do zespołu klienta z prośbą o <em>potwierdzenie zmian w konfiguracji</em>.</p>',
  '<p>Pełne skanowanie zakończone, nic więcej nie znaleziono.</p>',
  '<p>Wykonane kroki:</p><ul><li><p>blokada adresu na firewallu brzegowym</p></li><li><p>reset hasła</p></li></ul>',
  '<p>Podobne zdarzenia w dwóch innych projektach: sprawdzam, czy to ta sama kampania.</p>',
  '<p>Klient poprosił o raport z incydentu do końca tygodnia.</p>',
];

/** A note on one of the case's indicators or assets. */
const NOTES: readonly ((value: string) => string)[] = [
  (value) =>
    `<p>Sprawdzono <code>${value}</code> w VirusTotal: oznaczony jako złośliwy przez 14 silników.</p>`,
  (value) => `<p><code>${value}</code> dodany do listy obserwowanych.</p>`,
  (value) => `<p>Szukam <code>${value}</code> w logach pozostałych hostów.</p>`,
];

/**
 * One case's details, drawn from `random` (the details' own generator, called for every case in order):
 * the integration that raised it (among those set up before it and still sending events when it
 * came), the assets and indicators its title names and what the template adds, and its timeline: the
 * assignment when it has an assignee, new → in_progress once worked on, in_progress → resolved at
 * resolved_at and resolved → closed at closed_at, sometimes a severity change on triage, and 0 to 2
 * comments, by the assignee or another of the `analysts`; every time between created_at and `now`
 * (resolved_at for the work before it), in order.
 */
export function demoCaseDetails(
  demo: DemoCase,
  {
    random,
    now,
    analysts,
    integrations,
  }: { random: Random; now: number; analysts: number; integrations: readonly DemoIntegration[] },
): DemoCaseDetails {
  const eligible = integrations
    .map((integration, index) => ({ integration, index }))
    .filter(
      ({ integration }) =>
        integration.created_at <= demo.created_at && (integration.last_event_at ?? 0) >= demo.created_at,
    );
  let integration: number | null = null;
  if (random() < 0.85 && eligible.length > 0) {
    let left = random() * eligible.reduce((sum, { integration: { weight } }) => sum + weight, 0);
    integration = (eligible.find(({ integration: { weight } }) => (left -= weight) < 0) ?? eligible.at(-1)!)
      .index;
  }

  const named = new Named(demo.assets, demo.indicators);
  CASE_TITLES[demo.template]!.more?.(random, named);

  const someone = () => (analysts > 0 ? Math.floor(random() * analysts) : null);
  const other = (than: number | null) =>
    than === null || analysts < 2 ? than : (than + 1 + Math.floor(random() * (analysts - 1))) % analysts;
  const actor = demo.assignee ?? someone();
  const workEnd = demo.resolved_at ?? now;
  let at = demo.created_at;
  /** A later time, within `within` and never past `limit`. */
  const later = (within: number, limit = workEnd) =>
    (at += Math.floor(random() * Math.min((limit - at) / 3, within)));
  const events: DemoEvent[] = [];
  if (demo.assignee !== null) {
    const author = random() < 0.7 ? demo.assignee : other(demo.assignee);
    events.push({ kind: 'assignment', at: later(4 * HOUR_MS), author, assignee: demo.assignee });
  }
  if (demo.status !== 'new') {
    events.push({ kind: 'status', at: later(8 * HOUR_MS), author: actor, from: 'new', to: 'in_progress' });
    if (random() < 0.1) {
      // Triage changed the severity: a low case was first rated medium, the others one step lower.
      const rank = CASE_SEVERITIES.indexOf(demo.severity);
      const from = CASE_SEVERITIES[rank === 0 ? 1 : rank - 1]!;
      events.push({ kind: 'severity', at: later(DAY_MS), author: actor, from, to: demo.severity });
    }
  }
  const comments = Math.floor(random() * 3);
  for (let count = 0; count < comments; count += 1) {
    const pieces = [...named.indicators, ...named.assets];
    const body =
      pieces.length > 0 && random() < 0.35
        ? pick(random, NOTES)(pick(random, pieces).value)
        : pick(random, CASE_COMMENTS);
    const author = random() < 0.75 ? actor : other(actor);
    events.push({ kind: 'comment', at: later(2 * DAY_MS), author, body });
  }
  if (demo.resolved_at !== null) {
    const author = actor;
    events.push({ kind: 'status', at: demo.resolved_at, author, from: 'in_progress', to: 'resolved' });
  }
  if (demo.closed_at !== null) {
    const author = random() < 0.8 ? actor : other(actor);
    events.push({ kind: 'status', at: demo.closed_at, author, from: 'resolved', to: 'closed' });
  }
  return { integration, assets: named.assets, indicators: named.indicators, events };
}
