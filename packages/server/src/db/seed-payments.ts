/**
 * The seed's invoices and orders (issue 28), the same every time (own generators, seed-random.ts):
 *
 * - Invoices: every month of the last 18 (the current one included), for each client project: two
 *   times the scale for 'Sklep internetowy' (where the demo client starts), one times the scale for the
 *   others; numbered FV/YYYY/MM/NNNN in order across projects. Each has 2 to 6 lines of the project's
 *   services (no service twice), whole grosze at 23% VAT but for a training (exempt, 'zw') and a
 *   transport (8%). Issued in the month's first days, due 14 days later. Paid, unless the due date has
 *   not passed yet (then paid with a chance of one in three), except two in 'Sklep internetowy' (the
 *   first invoices of two and three months ago), left unpaid and so overdue.
 * - Orders: twelve times the scale for 'Sklep internetowy', four times the scale for the others, over
 *   the same 18 months, numbered ZAM/YYYY/MM/NNNN in order; older than 30 days, completed (one in ten
 *   cancelled); newer, new or in progress.
 */
import { lineAmounts, paymentsDateOf, type OrderStatus, type VatRate } from '@portal-elements/contract';
import type { Transaction } from 'kysely';
import type { Database } from './schema.js';
import { generator, hashText, pick, type Random } from './seed-random.js';

const DAY = 24 * 60 * 60 * 1000;
export const INVOICE_MONTHS = 18;
const INSERT_BATCH = 500;

interface Service {
  description: string;
  unit: string;
  quantity: readonly [number, number];
  /** Unit net prices to pick from, grosze. */
  prices: readonly number[];
  rate: VatRate;
}

const SERVICES: readonly Service[] = [
  {
    description: 'Serwer wirtualny',
    unit: 'mies.',
    quantity: [1, 4],
    prices: [19_900, 34_900, 89_900],
    rate: '23',
  },
  {
    description: 'Kopie zapasowe Veeam',
    unit: 'mies.',
    quantity: [1, 2],
    prices: [14_950, 29_900],
    rate: '23',
  },
  { description: 'Adresy IP (IPv4)', unit: 'szt.', quantity: [1, 8], prices: [1_500], rate: '23' },
  { description: 'Wsparcie techniczne', unit: 'godz.', quantity: [1, 10], prices: [18_000], rate: '23' },
  { description: 'Certyfikat SSL', unit: 'szt.', quantity: [1, 2], prices: [4_917, 24_999], rate: '23' },
  { description: 'Kolokacja 1U', unit: 'mies.', quantity: [1, 1], prices: [39_900], rate: '23' },
  { description: 'Szkolenie z bezpieczeństwa', unit: 'os.', quantity: [1, 5], prices: [45_000], rate: 'zw' },
  { description: 'Transport sprzętu', unit: 'usł.', quantity: [1, 1], prices: [12_345], rate: '8' },
];

const ORDER_ITEMS = [
  'Serwer wirtualny 4 vCPU / 8 GB RAM',
  'Dodatkowe adresy IPv4 (4 szt.)',
  'Kopie zapasowe Veeam – rozszerzenie do 1 TB',
  'Certyfikat SSL wildcard',
  'Kolokacja 1U w szafie współdzielonej',
  'Wsparcie techniczne – pakiet 10 godzin',
  'Domena żółta-łódź.pl',
  'Migracja bazy danych PostgreSQL',
] as const;

export interface DemoProject {
  key: string;
  id: number;
}

export interface DemoInvoice {
  projectKey: string;
  number: string;
  issue_date: string;
  sale_date: string;
  due_date: string;
  paid_at: number | null;
  created_at: number;
  lines: { description: string; quantity: number; unit: string; unit_net: number; vat_rate: VatRate }[];
}

export interface DemoOrder {
  projectKey: string;
  number: string;
  description: string;
  status: OrderStatus;
  ordered_at: number;
}

const between = (random: Random, low: number, high: number) => low + Math.floor(random() * (high - low + 1));
const isoDay = (time: number) => new Date(time).toISOString().slice(0, 10);
const pad = (value: number, width: number) => String(value).padStart(width, '0');

/** How many of each per month (invoices) or in all (orders), by project key, at scale 1. */
const INVOICES_PER_MONTH = (key: string) => (key === 'shop' ? 2 : 1);
const ORDERS = (key: string) => (key === 'shop' ? 12 : 4);

/** The demo invoices, oldest first, for `projectKeys` in their order. */
export function demoInvoices({
  now,
  scale,
  projectKeys,
}: {
  now: number;
  scale: number;
  projectKeys: readonly string[];
}): DemoInvoice[] {
  const random = generator(hashText('invoices'));
  const today = paymentsDateOf(now);
  const [year, month, day] = today.split('-').map(Number) as [number, number, number];
  const invoices: DemoInvoice[] = [];
  for (let back = INVOICE_MONTHS - 1; back >= 0; back -= 1) {
    const first = Date.UTC(year, month - 1 - back, 1);
    const firstDay = isoDay(first);
    let sequence = 0;
    for (const key of projectKeys) {
      const count = INVOICES_PER_MONTH(key) * scale;
      for (let index = 0; index < count; index += 1) {
        sequence += 1;
        // Issued in the month's first days, never after today.
        const offset = Math.min(index % 5, back === 0 ? day - 1 : 4);
        const issued = first + offset * DAY;
        const due = issued + 14 * DAY;
        const dueDay = isoDay(due);
        const services = [...SERVICES];
        const lineCount = between(random, 2, 6);
        const lines = [];
        for (let line = 0; line < lineCount; line += 1) {
          const service = services.splice(Math.floor(random() * services.length), 1)[0]!;
          lines.push({
            description: service.description,
            quantity: between(random, service.quantity[0], service.quantity[1]),
            unit: service.unit,
            unit_net: pick(random, service.prices),
            vat_rate: service.rate,
          });
        }
        const payLater = random();
        const paidAfter = between(random, 1, 13);
        const overdue = key === 'shop' && index === 0 && (back === 2 || back === 3);
        const duePassed = dueDay < today;
        const paid = !overdue && (duePassed || payLater < 1 / 3);
        const paidAt = Math.min(issued + paidAfter * DAY + 10 * 60 * 60 * 1000, now);
        const [y, m] = firstDay.split('-');
        invoices.push({
          projectKey: key,
          number: `FV/${y}/${m}/${pad(sequence, 4)}`,
          issue_date: isoDay(issued),
          sale_date: isoDay(Math.max(first - DAY, issued - 30 * DAY)),
          due_date: dueDay,
          paid_at: paid ? paidAt : null,
          created_at: issued + 8 * 60 * 60 * 1000,
          lines,
        });
      }
    }
  }
  return invoices;
}

/** The demo orders, oldest first. */
export function demoOrders({
  now,
  scale,
  projectKeys,
}: {
  now: number;
  scale: number;
  projectKeys: readonly string[];
}): DemoOrder[] {
  const random = generator(hashText('orders'));
  const span = INVOICE_MONTHS * 30 * DAY;
  const drawn = projectKeys.flatMap((key) =>
    Array.from({ length: ORDERS(key) * scale }, () => {
      const ordered_at = now - Math.floor(random() * span);
      const description = pick(random, ORDER_ITEMS);
      const chance = random();
      const recent = now - ordered_at < 30 * DAY;
      const status: OrderStatus = recent
        ? chance < 0.5
          ? 'new'
          : 'in_progress'
        : chance < 0.1
          ? 'cancelled'
          : 'completed';
      return { projectKey: key, description, status, ordered_at };
    }),
  );
  drawn.sort((a, b) => a.ordered_at - b.ordered_at);
  const perMonth = new Map<string, number>();
  return drawn.map((order) => {
    const [y, m] = paymentsDateOf(order.ordered_at).split('-');
    const next = (perMonth.get(`${y}${m}`) ?? 0) + 1;
    perMonth.set(`${y}${m}`, next);
    return { ...order, number: `ZAM/${y}/${m}/${pad(next, 4)}` };
  });
}

/** Writes the demo invoices (with their lines and totals) and orders. */
export async function insertPayments(
  trx: Transaction<Database>,
  now: number,
  scale: number,
  projects: readonly DemoProject[],
): Promise<void> {
  const projectKeys = projects.map((project) => project.key);
  const idOf = new Map(projects.map((project) => [project.key, project.id]));
  const invoices = demoInvoices({ now, scale, projectKeys });
  for (let start = 0; start < invoices.length; start += INSERT_BATCH) {
    const batch = invoices.slice(start, start + INSERT_BATCH);
    const rows = await trx
      .insertInto('invoices')
      .values(
        batch.map((invoice) => {
          const totals = invoice.lines
            .map((line) => lineAmounts(line.quantity, line.unit_net, line.vat_rate))
            .reduce((sum, line) => ({
              net: sum.net + line.net,
              vat: sum.vat + line.vat,
              gross: sum.gross + line.gross,
            }));
          return {
            project_id: idOf.get(invoice.projectKey)!,
            number: invoice.number,
            issue_date: invoice.issue_date,
            sale_date: invoice.sale_date,
            due_date: invoice.due_date,
            ...totals,
            paid_at: invoice.paid_at,
            created_at: invoice.created_at,
          };
        }),
      )
      .returning('id')
      .execute();
    const lines = batch.flatMap((invoice, index) =>
      invoice.lines.map((line, position) => ({
        invoice_id: rows[index]!.id,
        position,
        ...line,
        ...lineAmounts(line.quantity, line.unit_net, line.vat_rate),
      })),
    );
    for (let at = 0; at < lines.length; at += INSERT_BATCH) {
      await trx
        .insertInto('invoice_lines')
        .values(lines.slice(at, at + INSERT_BATCH))
        .execute();
    }
  }
  const orders = demoOrders({ now, scale, projectKeys });
  for (let start = 0; start < orders.length; start += INSERT_BATCH) {
    await trx
      .insertInto('orders')
      .values(
        orders.slice(start, start + INSERT_BATCH).map(({ projectKey, ...order }) => ({
          ...order,
          project_id: idOf.get(projectKey)!,
        })),
      )
      .execute();
  }
}
