/**
 * The demo projects' contacts and documents (issue 28), the same for the same `now` and scale; a larger
 * scale only adds (PORTAL_SEED_SCALE multiplies them, at most MAX_SCALE times, so they stay a handful).
 * The documents' files are small but real: a PDF written by hand (one page, one line of text, its
 * cross-reference table counted here) and a CSV price list.
 */
import type { DocumentKind } from '@portal-elements/contract';
import type { Insertable, Transaction } from 'kysely';
import { insertContact } from './contacts.js';
import type { Database } from './schema.js';
import { generator, hashText, pick } from './seed-random.js';

/** Documents and contacts per project at scale 1. */
export const DOCUMENTS_PER_PROJECT = 5;
export const CONTACTS_PER_PROJECT = 6;
/** The scale beyond which no more are added. */
const MAX_SCALE = 10;
const DAY = 86_400_000;

/** A one-page PDF showing `text` (ASCII) in Helvetica: a valid file with a correct xref table. */
export function minimalPdf(text: string): Buffer {
  const safe = text.replace(/[^\x20-\x7e]/g, '?').replace(/[\\()]/g, '\\$&');
  const stream = `BT /F1 14 Tf 72 720 Td (${safe}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
    `<< /Length ${Buffer.byteLength(stream, 'latin1')} >>\nstream\n${stream}\nendstream`,
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  for (const [index, object] of objects.entries()) {
    offsets.push(Buffer.byteLength(body, 'latin1'));
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  }
  const xref = Buffer.byteLength(body, 'latin1');
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

/** A price list as CSV (UTF-8, `;`-separated as Polish spreadsheets expect). */
function priceListCsv(year: number, random: () => number): Buffer {
  const items = ['vCPU', 'RAM (GB)', 'Dysk SSD (GB)', 'Kopia zapasowa (GB)', 'Adres IPv4', 'Licencja SOC'];
  const lines = ['pozycja;jednostka;cena netto (PLN)'];
  for (const item of items) lines.push(`${item};miesiąc;${(1 + random() * 120).toFixed(2)}`);
  return Buffer.from(`${lines.join('\r\n')}\r\n`, 'utf8');
}

export interface DemoDocument {
  title: string;
  kind: DocumentKind;
  issued_on: string;
  file_name: string;
  type: string;
  data: Buffer;
}

/** `count` documents of a project named `project`, newest first, dated back from `now`. */
export function demoDocuments(project: string, count: number, now: number): DemoDocument[] {
  const random = generator(hashText(`documents:${project}`));
  const documents: DemoDocument[] = [];
  for (let index = 0; index < count; index++) {
    const date = new Date(now - (index * 37 + 3) * DAY);
    const day = date.toISOString().slice(0, 10);
    const year = date.getUTCFullYear();
    const month = day.slice(0, 7);
    const kind = (['report', 'price_list', 'contract'] as const)[index % 3]!;
    if (kind === 'price_list') {
      documents.push({
        title: `Cennik usług ${year} (${month})`,
        kind,
        issued_on: day,
        file_name: `Cennik usług ${month}.csv`,
        type: 'text/csv',
        data: priceListCsv(year, random),
      });
    } else if (kind === 'report') {
      documents.push({
        title: `Raport miesięczny ${month}`,
        kind,
        issued_on: day,
        file_name: `Raport miesięczny ${month}.pdf`,
        type: 'application/pdf',
        data: minimalPdf(`Monthly report ${month}: ${project}`),
      });
    } else {
      const name = pick(random, ['Umowa ramowa', 'Aneks do umowy', 'Umowa powierzenia danych']);
      documents.push({
        title: `${name} – ${day}`,
        kind,
        issued_on: day,
        file_name: `${name} ${day}.pdf`,
        type: 'application/pdf',
        data: minimalPdf(`Contract ${day}: ${project}`),
      });
    }
  }
  return documents;
}

const FIRST = [
  'Anna',
  'Jan',
  'Ewa',
  'Piotr',
  'Zofia',
  'Łukasz',
  'Małgorzata',
  'Paweł',
  'Agnieszka',
  'Michał',
];
const LAST = [
  'Nowak',
  'Wiśniewski',
  'Wójcik',
  'Kowalczyk',
  'Kamińska',
  'Lewandowski',
  'Zielińska',
  'Szymański',
];
const ASCII: Record<string, string> = {
  ą: 'a',
  ć: 'c',
  ę: 'e',
  ł: 'l',
  ń: 'n',
  ó: 'o',
  ś: 's',
  ź: 'z',
  ż: 'z',
};
const POSITIONS = [
  'Administrator systemów',
  'Główna księgowa',
  'Kierownik IT',
  'Prezes zarządu',
  'Inspektor ochrony danych',
  '',
];

export interface DemoContact {
  name: string;
  email: string;
  phone: string;
  position: string;
  /** Indexes into the contact types in their order (`position`). */
  types: number[];
}

/** `count` contacts of a project; `typeCount` contact types to choose from. */
export function demoContacts(project: string, count: number, typeCount: number): DemoContact[] {
  const random = generator(hashText(`contacts:${project}`));
  const contacts: DemoContact[] = [];
  for (let index = 0; index < count; index++) {
    const first = pick(random, FIRST);
    const last = pick(random, LAST);
    const fold = (text: string) => text.toLowerCase().replace(/[ąćęłńóśźż]/g, (c) => ASCII[c] ?? c);
    const phone = `+48 ${600 + Math.floor(random() * 300)} ${String(Math.floor(random() * 1000)).padStart(3, '0')} ${String(Math.floor(random() * 1000)).padStart(3, '0')}`;
    const types = [index % typeCount];
    if (random() < 0.4) types.push((index + 2) % typeCount);
    contacts.push({
      name: `${first} ${last}`,
      email: `${fold(first)}.${fold(last)}${index + 1}@example.com`,
      phone: random() < 0.85 ? phone : '',
      position: pick(random, POSITIONS),
      types: [...new Set(types)],
    });
  }
  return contacts;
}

/** Inserts the demo contacts and documents of each project (`projects`: id and name). */
export async function insertContactsAndDocuments(
  trx: Transaction<Database>,
  now: number,
  scale: number,
  projects: ReadonlyArray<{ id: number; name: string }>,
): Promise<void> {
  const times = Math.min(scale, MAX_SCALE);
  const types = await trx.selectFrom('contact_types').select('id').orderBy('position').execute();
  for (const project of projects) {
    const documents = demoDocuments(project.name, DOCUMENTS_PER_PROJECT * times, now);
    for (const document of documents) {
      const row: Insertable<Database['documents']> = {
        ...document,
        project_id: project.id,
        size: document.data.length,
        created_at: now,
      };
      await trx.insertInto('documents').values(row).execute();
    }
    for (const contact of demoContacts(project.name, CONTACTS_PER_PROJECT * times, types.length)) {
      const type_ids = contact.types.map((index) => types[index]!.id);
      await insertContact(trx, project.id, { ...contact, type_ids }, now);
    }
  }
}
