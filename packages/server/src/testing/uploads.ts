/**
 * Test support (not part of the build): files of every accepted kind and a few hostile ones, and a
 * multipart body written by hand, so a test says exactly what the browser claims (name, type).
 */
import { randomBytes } from 'node:crypto';
import { fetch } from 'undici';
import type { Browser } from './harness.js';

/** A 1x1 PNG. */
export const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8cfc0f01f0005000201a5f6e0a80000000049454e44ae426082',
  'hex',
);
export const JPEG = Buffer.from([
  0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46, 0, 1, 1, 0, 0, 1, 0, 1, 0, 0, 0xff, 0xd9,
]);
export const GIF = Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1');
export const WEBP = Buffer.from(`RIFF\x1a\x00\x00\x00WEBPVP8 \x0e\x00\x00\x00${'\x00'.repeat(14)}`, 'latin1');
export const PDF = Buffer.from('%PDF-1.4\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n');
/** An empty ZIP archive (its end-of-directory record alone). */
export const ZIP = Buffer.concat([Buffer.from('PK\x05\x06', 'latin1'), Buffer.alloc(18)]);
export const EXE = Buffer.from(
  `MZ\x90\x00\x03\x00\x00\x00\x04\x00\x00\x00\xff\xff\x00\x00${'\x00'.repeat(100)}`,
  'latin1',
);
export const HTML = Buffer.from(
  '<!doctype html><html><body><script>alert(document.cookie)</script></body></html>',
);
export const SVG = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>alert(1)</script></svg>',
);
export const XML_SVG = Buffer.from('<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg"></svg>');

export interface Part {
  name?: string;
  filename?: string;
  type?: string;
  data: Buffer | string;
}

/** A multipart/form-data body with these parts, and its content type. */
export function multipart(parts: readonly Part[]): { body: Buffer; contentType: string } {
  const boundary = `----portal${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const filename = part.filename === undefined ? '' : `; filename="${part.filename}"`;
    const type = part.type === undefined ? '' : `Content-Type: ${part.type}\r\n`;
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${part.name ?? 'file'}"${filename}\r\n${type}\r\n`,
      ),
      Buffer.from(part.data),
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { body: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}

export interface UploadAnswer {
  id: string;
  url: string;
  name: string;
  type: string;
  size: number;
}

/** POST /api/uploads with one file, as a browser's FormData sends it. */
export function upload(
  browser: Browser,
  file: { filename: string; data: Buffer | string; type?: string },
  options: { csrf?: boolean } = {},
) {
  const { body, contentType } = multipart([{ ...file, type: file.type ?? 'application/octet-stream' }]);
  // The stand-in's types take a string body; it sends a Buffer as it is.
  return browser.post('/api/uploads', { body: body as unknown as string, contentType, ...options });
}

/** Uploads a file that must be accepted, and returns the answer. */
export async function uploaded(
  browser: Browser,
  file: { filename: string; data: Buffer | string; type?: string },
): Promise<UploadAnswer> {
  const answer = await upload(browser, file);
  if (answer.status !== 201) throw new Error(`upload refused: ${answer.status} ${answer.text}`);
  return answer.json() as UploadAnswer;
}

/** GET of a file with the browser's cookies: the status, the headers and the bytes as they came. */
export async function download(browser: Browser, path: string, method: 'GET' | 'HEAD' = 'GET') {
  const response = await fetch(new URL(path, browser.baseUrl), {
    method,
    headers: { cookie: browser.cookieHeader(), 'sec-fetch-site': 'same-origin' },
    redirect: 'manual',
  });
  return {
    status: response.status,
    headers: response.headers,
    bytes: Buffer.from(await response.arrayBuffer()),
  };
}
