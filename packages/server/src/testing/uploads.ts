/**
 * Test support (not part of the build): files of every accepted kind and a few hostile ones, and a
 * multipart body written by hand, so a test says exactly what the browser claims (name, type).
 */
import { randomBytes } from 'node:crypto';
import { request as httpRequest } from 'node:http';
import { fetch } from 'undici';
import { expect } from 'vitest';
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

export interface RawAnswer {
  status: number;
  body: { error?: string; message?: string };
  /** Bytes of the body written when the answer came. */
  sent: number;
}

/**
 * POST /api/uploads with the browser's cookies and CSRF header and a body written piece by piece (each
 * after the last was taken), stopping as soon as the answer comes; chunked unless a length is given.
 */
export function rawUpload(
  browser: Browser,
  contentType: string,
  pieces: Iterable<Buffer> | AsyncIterable<Buffer>,
  headers: Record<string, string> = {},
): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    let sent = 0;
    let answered = false;
    const request = httpRequest(new URL('/api/uploads', browser.baseUrl), {
      method: 'POST',
      headers: {
        accept: 'application/json',
        'sec-fetch-site': 'same-origin',
        cookie: browser.cookieHeader(),
        'x-xsrf-token': browser.xsrf!,
        'content-type': contentType,
        ...headers,
      },
    });
    request.on('response', (response) => {
      answered = true;
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({
          status: response.statusCode!,
          body: JSON.parse(Buffer.concat(chunks).toString('utf8')) as RawAnswer['body'],
          sent,
        }),
      );
      response.on('error', reject);
    });
    // Once the server has answered and closed, the rest of the body cannot be written: that is the point.
    request.on('error', (error) => {
      if (!answered) reject(error);
    });
    void (async () => {
      for await (const piece of pieces) {
        if (answered) return;
        sent += piece.length;
        await new Promise<void>((resolve, reject) => {
          request.write(piece, (error) => (error ? reject(error) : resolve()));
        });
      }
      if (!answered) request.end();
    })().catch(() => undefined);
  });
}

/**
 * Posts `count` uploads at once, spread over the browsers, each on its own connection. Each sends the
 * start of its body, and the rest only once every one has started and the server has had a moment to
 * take them all in: the old count-then-read-then-insert let every one of them pass the count.
 */
export async function burst(browsers: Browser[], count: number): Promise<number[]> {
  const { body, contentType } = multipart([{ filename: 'burst.txt', data: Buffer.alloc(1000, 'a') }]);
  const head = body.subarray(0, body.length - 100);
  const rest = body.subarray(body.length - 100);
  let started = 0;
  let allStarted: () => void = () => undefined;
  const everyoneStarted = new Promise<void>((resolve) => {
    allStarted = resolve;
  });
  let open: () => void = () => undefined;
  const gate = new Promise<void>((resolve) => {
    open = resolve;
  });
  const answers = Array.from({ length: count }, (_, i) =>
    rawUpload(
      browsers[i % browsers.length]!,
      contentType,
      (async function* () {
        yield head;
        started += 1;
        if (started === count) allStarted();
        await gate;
        yield rest;
      })(),
      { 'content-length': String(body.length) },
    ),
  );
  await everyoneStarted;
  await new Promise((resolve) => setTimeout(resolve, 500));
  open();
  const settled = await Promise.all(answers);
  const others = settled.filter((a) => ![201, 422, 429].includes(a.status));
  expect(others.map((a) => `${a.status} ${JSON.stringify(a.body)}`)).toEqual([]);
  return settled.map((a) => a.status);
}
