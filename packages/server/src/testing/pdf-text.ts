import { inflateSync } from 'node:zlib';

/**
 * The text of a PDF made by routes/invoice-pdf.ts (its streams inflated when compressed): each text
 * operator's glyph codes (pdfkit writes them as hex, `<0012003a> Tj` or in a `[...] TJ` array)
 * decoded through the embedded font's ToUnicode map (`beginbfrange` arrays). One string per text
 * operator, in the order drawn. Enough for the invoice's one embedded font; not a general PDF reader.
 */
export function pdfTextLines(pdf: Buffer): string[] {
  const source = pdf
    .toString('latin1')
    .replace(/stream\r?\n([\s\S]*?)\r?\nendstream/g, (whole, data: string) => {
      try {
        return `stream\n${inflateSync(Buffer.from(data, 'latin1')).toString('latin1')}\nendstream`;
      } catch {
        return whole;
      }
    });
  const map = new Map<number, string>();
  for (const block of source.matchAll(/beginbfrange([\s\S]*?)endbfrange/g)) {
    for (const range of block[1]!.matchAll(/<([0-9a-f]+)>\s*<([0-9a-f]+)>\s*\[([^\]]*)\]/gi)) {
      const start = parseInt(range[1]!, 16);
      [...range[3]!.matchAll(/<([0-9a-f ]+)>/gi)].forEach((entry, index) => {
        const units = entry[1]!
          .trim()
          .split(/\s+/)
          .map((hex) => parseInt(hex, 16));
        map.set(start + index, String.fromCharCode(...units));
      });
    }
  }
  const decode = (hex: string) =>
    (hex.match(/.{4}/g) ?? []).map((code) => map.get(parseInt(code, 16)) ?? '\uFFFD').join('');
  const lines: string[] = [];
  for (const op of source.matchAll(/\[([^[\]]*)\]\s*TJ|<([0-9a-f]*)>\s*Tj/gi)) {
    if (op[2] !== undefined) {
      lines.push(decode(op[2]));
    } else {
      lines.push([...op[1]!.matchAll(/<([0-9a-f]*)>/gi)].map((part) => decode(part[1]!)).join(''));
    }
  }
  return lines;
}
