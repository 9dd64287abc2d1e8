/**
 * The demo support issues (seed.ts calls this): subjects and descriptions in Polish and English as
 * customers write them, over the seeded projects, with threads that follow the workflow the API
 * enforces (a staff answer opens a new issue; resolved and closed ones went through resolved), from
 * the seed's deterministic generator, so every seed is the same. Bodies are fixed HTML that the
 * server's sanitiser leaves as it is (tested).
 */

type Random = () => number;
const pick = <T>(random: Random, items: readonly T[]): T => items[Math.floor(random() * items.length)]!;

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;
const YEAR_MS = 365 * DAY_MS;

/** The support issues at PORTAL_SEED_SCALE=1. */
export const SUPPORT_ISSUES = 300;

const HOSTS = ['web-01', 'web-02', 'api-03', 'db-eu-02', 'k8s-worker-17', 'mail-01', 'vpn-02', 'lb-01'];

/** Subjects with their category and the description the customer wrote. */
export const ISSUE_TEMPLATES: readonly {
  category: SupportCategory;
  subject: (random: Random) => string;
  description: string;
}[] = [
  {
    category: 'technical',
    subject: (r) => `Serwer ${pick(r, HOSTS)} nie odpowiada`,
    description:
      '<p>Od rana serwer <strong>nie odpowiada</strong> na ping ani na SSH.</p><ul><li><p>Restart z panelu nie pomógł.</p></li><li><p>Konsola pokazuje czarny ekran.</p></li></ul>',
  },
  {
    category: 'technical',
    subject: (r) => `Wolne działanie dysku na ${pick(r, HOSTS)}`,
    description:
      '<p>Operacje dyskowe trwają kilka razy dłużej niż zwykle.</p><pre><code>iostat -x 1\nawait 250 ms</code></pre>',
  },
  {
    category: 'technical',
    subject: (r) => `Certificate expired on ${pick(r, HOSTS)}`,
    description:
      '<p>Our certificate expired last night and browsers show a warning. Auto-renewal was <em>on</em>.</p>',
  },
  {
    category: 'billing',
    subject: (r) => `Faktura FV/${2024 + Math.floor(r() * 2)}/${1 + Math.floor(r() * 12)}: błędna kwota`,
    description:
      '<p>Na fakturze jest naliczona usługa, którą wyłączyliśmy w zeszłym miesiącu. Prosimy o korektę.</p>',
  },
  {
    category: 'billing',
    subject: () => 'Zmiana danych do faktury',
    description: '<p>Zmieniliśmy adres siedziby. Nowy adres w załączniku.</p>',
  },
  {
    category: 'account',
    subject: () => 'Dostęp do portalu dla nowego pracownika',
    description: '<p>Prosimy o dodanie użytkownika do projektu z uprawnieniem do usług.</p>',
  },
  {
    category: 'account',
    subject: () => 'Cannot reset my password',
    description: '<p>The reset e-mail never arrives. I checked the spam folder.</p>',
  },
  {
    category: 'service_request',
    subject: (r) => `Zwiększenie RAM na ${pick(r, HOSTS)} do ${pick(r, [16, 32, 64])} GB`,
    description:
      '<p>Prosimy o zwiększenie pamięci w najbliższym oknie serwisowym.</p><h3>Okno</h3><p>Sobota 22:00-02:00</p>',
  },
  {
    category: 'service_request',
    subject: () => 'Nowa reguła firewalla dla VPN',
    description:
      '<p>Prosimy o otwarcie portu <code>51820/udp</code> dla adresu biura.</p><blockquote><p>Zgoda działu bezpieczeństwa: tak</p></blockquote>',
  },
  {
    category: 'other',
    subject: () => 'Pytanie o plan utrzymania w święta',
    description: '<p>Czy w okresie świątecznym planowane są prace serwisowe?</p>',
  },
];

export const STAFF_REPLIES: readonly string[] = [
  '<p>Dziękujemy za zgłoszenie. Sprawdzamy i wrócimy z odpowiedzią.</p>',
  '<p>Problem został zlokalizowany po naszej stronie. Pracujemy nad poprawką.</p>',
  '<p>Czy mogą Państwo przesłać <strong>logi</strong> z ostatniej godziny?</p>',
  '<p>Thank you, we are looking into it.</p>',
  '<p>Zmiana została wykonana. Prosimy o weryfikację.</p>',
];

export const CLIENT_REPLIES: readonly string[] = [
  '<p>Dziękujemy, przesyłamy szczegóły.</p>',
  '<p>Problem nadal występuje.</p>',
  '<p>Działa, dziękujemy!</p>',
  '<p>Any update on this?</p>',
];

export type DemoEntry =
  | { kind: 'message'; by: 'client' | 'staff'; body: string; at: number }
  | { kind: 'status'; by: 'client' | 'staff'; from: SupportStatus; to: SupportStatus; at: number }
  | { kind: 'assignment'; by: 'staff'; assignee: number; at: number };

export interface DemoIssue {
  /** An index into the projects. */
  project: number;
  subject: string;
  category: SupportCategory;
  status: SupportStatus;
  /** An index into the staff, or null. */
  assignee: number | null;
  /** Who on the staff side acts (replies, changes status): an index into the staff. */
  actor: number;
  created_at: number;
  updated_at: number;
  resolved_at: number | null;
  entries: DemoEntry[];
}

/** A young issue is likely still open; an old one mostly closed. */
function statusFor(random: Random, age: number): SupportStatus {
  const draw = random();
  if (age < 2 * DAY_MS)
    return draw < 0.45 ? 'new' : draw < 0.8 ? 'open' : draw < 0.95 ? 'waiting_for_customer' : 'resolved';
  if (age < 21 * DAY_MS)
    return draw < 0.1
      ? 'new'
      : draw < 0.4
        ? 'open'
        : draw < 0.6
          ? 'waiting_for_customer'
          : draw < 0.85
            ? 'resolved'
            : 'closed';
  return draw < 0.02
    ? 'new'
    : draw < 0.08
      ? 'open'
      : draw < 0.13
        ? 'waiting_for_customer'
        : draw < 0.3
          ? 'resolved'
          : 'closed';
}

/**
 * `count` issues over `projectWeights` (an index each, by weight), created over the year before `now`,
 * each with its thread: the description; for all but new ones an assignment (usually), a staff answer
 * that opened it, sometimes more replies; `waiting_for_customer`, `resolved` and `closed` reached by
 * their own status entries. Every time after the one before and before `now`.
 */
export function demoSupportIssues({
  count,
  now,
  random,
  projectWeights,
  staff,
}: {
  count: number;
  now: number;
  random: Random;
  projectWeights: readonly number[];
  staff: number;
}): DemoIssue[] {
  const totalWeight = projectWeights.reduce((sum, weight) => sum + weight, 0);
  return Array.from({ length: count }, () => {
    let left = random() * totalWeight;
    const project = Math.max(
      0,
      projectWeights.findIndex((weight) => (left -= weight) < 0),
    );
    const template = pick(random, ISSUE_TEMPLATES);
    const createdAt = now - 10 * 60_000 - Math.floor(random() * (YEAR_MS - 10 * 60_000));
    const status = statusFor(random, now - createdAt);
    const actor = Math.floor(random() * staff);
    let at = createdAt;
    /** A later time, never past `now`. */
    const later = () => (at += 1 + Math.floor(random() * Math.min((now - at) / 6, 3 * DAY_MS)));
    const entries: DemoEntry[] = [{ kind: 'message', by: 'client', body: template.description, at }];
    let assignee: number | null = status === 'new' && random() < 0.5 ? null : actor;
    if (status === 'new' && assignee !== null)
      entries.push({ kind: 'assignment', by: 'staff', assignee, at: later() });
    let resolvedAt: number | null = null;
    if (status !== 'new') {
      if (random() < 0.9) entries.push({ kind: 'assignment', by: 'staff', assignee: actor, at: later() });
      else assignee = null;
      const answered = later();
      entries.push({ kind: 'message', by: 'staff', body: pick(random, STAFF_REPLIES), at: answered });
      entries.push({ kind: 'status', by: 'staff', from: 'new', to: 'open', at: answered });
      if (random() < 0.4) {
        entries.push({ kind: 'message', by: 'client', body: pick(random, CLIENT_REPLIES), at: later() });
        entries.push({ kind: 'message', by: 'staff', body: pick(random, STAFF_REPLIES), at: later() });
      }
      if (status === 'waiting_for_customer') {
        entries.push({ kind: 'status', by: 'staff', from: 'open', to: 'waiting_for_customer', at: later() });
      }
      if (status === 'resolved' || status === 'closed') {
        resolvedAt = later();
        entries.push({ kind: 'status', by: 'staff', from: 'open', to: 'resolved', at: resolvedAt });
      }
      if (status === 'closed') {
        entries.push({
          kind: 'status',
          by: pick(random, ['client', 'staff'] as const),
          from: 'resolved',
          to: 'closed',
          at: later(),
        });
      }
    }
    return {
      project,
      subject: template.subject(random),
      category: template.category,
      status,
      assignee,
      actor,
      created_at: createdAt,
      updated_at: entries.at(-1)!.at,
      resolved_at: resolvedAt,
      entries,
    };
  });
}
import type { SupportCategory, SupportStatus } from '@portal-elements/contract';
