/**
 * An invoice as a PDF (GET /api/invoices/:id/pdf), made with pdfkit. Polish letters need a font that
 * has them (the 14 standard PDF fonts do not): DejaVu Sans from the `dejavu-fonts-ttf` package, a
 * TrueType file pdfkit embeds as a subset (only the glyphs used), so the PDF stays small (about 14 kB for six lines)
 * and renders the same on a machine without any fonts installed. One font only (headings are larger,
 * not bold), so the text has one ToUnicode map and can be read back (testing/pdf-text.ts).
 */
import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';
import type { Locale } from '../i18n.js';
import type { InvoiceDetail } from '../db/payments.js';

const FONT = createRequire(import.meta.url).resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf');

const TEXTS = {
  pl: {
    title: 'Faktura VAT',
    issueDate: 'Data wystawienia',
    saleDate: 'Data sprzedaży',
    dueDate: 'Termin płatności',
    status: 'Status',
    seller: 'Sprzedawca',
    buyer: 'Nabywca (projekt)',
    columns: ['Lp.', 'Opis', 'Ilość', 'J.m.', 'Cena netto', 'VAT', 'Netto', 'Kwota VAT', 'Brutto'],
    totals: 'Razem',
    toPay: 'Do zapłaty',
    exempt: 'zw.',
    statuses: { paid: 'Opłacona', unpaid: 'Nieopłacona', overdue: 'Przeterminowana' },
    file: 'faktura',
  },
  en: {
    title: 'VAT invoice',
    issueDate: 'Issue date',
    saleDate: 'Sale date',
    dueDate: 'Due date',
    status: 'Status',
    seller: 'Seller',
    buyer: 'Buyer (project)',
    columns: ['No.', 'Description', 'Qty', 'Unit', 'Unit net', 'VAT', 'Net', 'VAT amount', 'Gross'],
    totals: 'Total',
    toPay: 'Amount due',
    exempt: 'exempt',
    statuses: { paid: 'Paid', unpaid: 'Unpaid', overdue: 'Overdue' },
    file: 'invoice',
  },
} as const;

/** Grosze as PLN in the language's format (the page formats them the same way). */
export function formatPln(grosze: number, locale: Locale): string {
  return new Intl.NumberFormat(locale === 'pl' ? 'pl-PL' : 'en-GB', {
    style: 'currency',
    currency: 'PLN',
  }).format(grosze / 100);
}

/** A VAT rate as printed: `23%`, or the exempt mark. */
export function formatVatRate(rate: string, locale: Locale): string {
  return rate === 'zw' ? TEXTS[locale].exempt : `${rate}%`;
}

/** The download's file name: `faktura-FV-2026-11-0042.pdf` (what a number cannot be in a name, `-`). */
export function invoiceFileName(number: string, locale: Locale): string {
  return `${TEXTS[locale].file}-${number.replace(/[^\p{L}\p{N}_.-]+/gu, '-')}.pdf`;
}

/** `attachment` with an ASCII fallback name and the RFC 6266 / 5987 `filename*` in UTF-8. */
export function attachmentDisposition(name: string): string {
  const fallback = name.replace(/[^\x20-\x7e]|["\\%]/g, '_');
  const encoded = encodeURIComponent(name).replace(
    /['()*!]/g,
    (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}

/** The invoice as a PDF. `compress: false` leaves the content streams readable (tests). */
export function invoicePdf(
  invoice: InvoiceDetail,
  { locale, seller, compress = true }: { locale: Locale; seller: string; compress?: boolean },
): Promise<Buffer> {
  const texts = TEXTS[locale];
  const money = (grosze: number) => formatPln(grosze, locale);
  const doc = new PDFDocument({
    size: 'A4',
    margin: 40,
    compress,
    info: { Title: `${texts.title} ${invoice.number}`, Author: seller, Creator: seller, Producer: seller },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  doc.font(FONT);
  doc.fontSize(18).text(`${texts.title} ${invoice.number}`, 40, 40, { lineBreak: false });
  doc.fontSize(10);
  const facts: [string, string][] = [
    [texts.issueDate, invoice.issue_date],
    [texts.saleDate, invoice.sale_date],
    [texts.dueDate, invoice.due_date],
    [texts.status, texts.statuses[invoice.status]],
    [texts.seller, seller],
    [texts.buyer, invoice.project_name],
  ];
  let y = 80;
  for (const [label, value] of facts) {
    doc.text(`${label}: ${value}`, 40, y, { lineBreak: false });
    y += 15;
  }

  // The lines: one row each, the columns at fixed places (numbers right-aligned).
  const columns = [
    { x: 40, width: 20, align: 'left' },
    { x: 62, width: 150, align: 'left' },
    { x: 214, width: 30, align: 'right' },
    { x: 248, width: 32, align: 'left' },
    { x: 282, width: 62, align: 'right' },
    { x: 346, width: 28, align: 'right' },
    { x: 376, width: 62, align: 'right' },
    { x: 440, width: 55, align: 'right' },
    { x: 497, width: 60, align: 'right' },
  ] as const;
  const row = (cells: readonly string[], size: number) => {
    doc.fontSize(size);
    let height = 0;
    cells.forEach((cell, index) => {
      const column = columns[index]!;
      const options = { width: column.width, align: column.align };
      height = Math.max(height, doc.heightOfString(cell, options));
      doc.text(cell, column.x, y, options);
    });
    y += height + 6;
  };
  y += 10;
  row(texts.columns, 7.5);
  doc
    .moveTo(40, y - 3)
    .lineTo(557, y - 3)
    .stroke();
  invoice.lines.forEach((line, index) => {
    if (y > 760) {
      doc.addPage();
      y = 40;
    }
    row(
      [
        String(index + 1),
        line.description,
        String(line.quantity),
        line.unit,
        money(line.unit_net),
        formatVatRate(line.vat_rate, locale),
        money(line.net),
        money(line.vat),
        money(line.gross),
      ],
      8,
    );
  });
  doc
    .moveTo(40, y - 3)
    .lineTo(557, y - 3)
    .stroke();
  row([texts.totals, '', '', '', '', '', money(invoice.net), money(invoice.vat), money(invoice.gross)], 8);
  y += 10;
  doc.fontSize(12).text(`${texts.toPay}: ${money(invoice.gross)}`, 40, y, { lineBreak: false });
  doc.end();
  return done;
}
