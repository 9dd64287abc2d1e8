/**
 * The editor's upload function for the support screens: posts one file as `multipart/form-data`
 * (field `file`) to `POST /api/uploads` with the CSRF header, through XMLHttpRequest (fetch reports
 * no upload progress); `signal` aborts it. The answer's id is handed to `onUploaded`, so the form
 * can send it in `attachments`. A non-2xx answer rejects with the server's {@link HttpError}.
 */
import { API, UPLOAD_FIELD, type Locale } from '@portal-elements/contract';
import type { Attachment, UploadQuota } from '@portal-elements/contract/schemas';
import { HttpError, NetworkError, readCsrfToken, request, type ErrorBody } from '../api/http';
import { numberFormat } from '../i18n/intl-formats';

export const UPLOAD_PATH = API.uploads;
export const UPLOAD_QUOTA_PATH = API.uploadQuota;

/** GET /api/uploads/quota: what the signed-in person may still upload (their and their project's quota). */
export function fetchUploadQuota(signal?: AbortSignal): Promise<UploadQuota> {
  return request<UploadQuota>(UPLOAD_QUOTA_PATH, { signal });
}

/** A size as the language writes it (`1,5 MB` / `1.5 MB`; kB below a megabyte). */
function size(bytes: number, locale: Locale): string {
  const [value, unit] =
    bytes >= 1024 * 1024 ? [bytes / (1024 * 1024), 'megabyte'] : [bytes / 1024, 'kilobyte'];
  return numberFormat(locale, { style: 'unit', unit, maximumFractionDigits: 1 }).format(value);
}

const FILE_FORMS: Record<Locale, Partial<Record<Intl.LDMLPluralRule, string>> & { other: string }> = {
  pl: { one: 'plik', few: 'pliki', many: 'plików', other: 'pliku' },
  en: { one: 'file', other: 'files' },
};

/**
 * 'Pozostało: 190 MB i 49 plików' / 'Remaining: 190 MB and 49 files': the room the quota leaves (the
 * largest file that still fits, and how many more files), for the editor's upload hint.
 */
export function remainingText(quota: Pick<UploadQuota, 'bytesLeft' | 'filesLeft'>, locale: Locale): string {
  const forms = FILE_FORMS[locale];
  const files = `${numberFormat(locale).format(quota.filesLeft)} ${
    forms[new Intl.PluralRules(locale).select(quota.filesLeft)] ?? forms.other
  }`;
  return locale === 'pl'
    ? `Pozostało: ${size(quota.bytesLeft, locale)} i ${files}`
    : `Remaining: ${size(quota.bytesLeft, locale)} and ${files}`;
}

/** What `POST /api/uploads` answers (201). */
/** What POST /api/uploads answers: the stored file (the contract's Attachment). */
export type UploadedFile = Attachment;

export interface UploadOptions {
  signal?: AbortSignal;
  /** Fraction sent, 0 to 1. */
  onProgress?: (fraction: number) => void;
}

/** The XMLHttpRequest constructor (a test gives a fake one). */
export type XhrFactory = () => XMLHttpRequest;

function parse(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/** Uploads `file`; resolves with the stored file. */
export function uploadFile(
  file: File,
  { signal, onProgress }: UploadOptions = {},
  createXhr: XhrFactory = () => new XMLHttpRequest(),
): Promise<UploadedFile> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(signal.reason ?? new DOMException('Aborted', 'AbortError'));
      return;
    }
    const xhr = createXhr();
    const onAbort = () => xhr.abort();
    const done = () => signal?.removeEventListener('abort', onAbort);
    xhr.open('POST', UPLOAD_PATH);
    xhr.withCredentials = true;
    xhr.setRequestHeader('Accept', 'application/json');
    const token = readCsrfToken();
    if (token) xhr.setRequestHeader('X-XSRF-TOKEN', token);
    xhr.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(event.loaded / event.total);
    });
    xhr.addEventListener('load', () => {
      done();
      const body = parse(xhr.responseText);
      if (xhr.status >= 200 && xhr.status < 300 && body && typeof body === 'object' && 'id' in body) {
        onProgress?.(1);
        resolve(body as UploadedFile);
      } else {
        const error = body && typeof body === 'object' ? (body as Partial<ErrorBody>) : undefined;
        reject(new HttpError(xhr.status, error, `${xhr.status} ${xhr.statusText}`.trim()));
      }
    });
    xhr.addEventListener('error', () => {
      done();
      reject(new NetworkError(new Error('Upload failed')));
    });
    xhr.addEventListener('abort', () => {
      done();
      reject(signal?.reason ?? new DOMException('Aborted', 'AbortError'));
    });
    signal?.addEventListener('abort', onAbort, { once: true });
    const form = new FormData();
    form.append(UPLOAD_FIELD, file, file.name);
    xhr.send(form);
  });
}

/** The editor's `uploadHandler` contract: `{ url, name, type }` of the stored file. */
export type UploadHandler = (
  file: File,
  options: { signal?: AbortSignal; onProgress?: (fraction: number) => void },
) => Promise<{ url: string; name: string; type: string }>;

/**
 * An `uploadHandler` for the editor that remembers the ids of the files it uploaded, in order, for the
 * message's `attachments`: `ids(html)` gives those the message still shows or links to (a file whose
 * image or link was deleted again is not attached; the server removes it after a day), `ids()` all of
 * them; `clear()` forgets them once the message is sent.
 */
export function createUploadHandler(upload: typeof uploadFile = uploadFile): {
  handler: UploadHandler;
  ids: (html?: string) => string[];
  clear: () => void;
} {
  let uploaded: string[] = [];
  return {
    handler: async (file, options) => {
      const stored = await upload(file, options);
      uploaded = [...uploaded, stored.id];
      return { url: stored.url, name: stored.name, type: stored.type };
    },
    ids: (html) => (html === undefined ? uploaded : uploaded.filter((id) => html.includes(`/uploads/${id}`))),
    clear: () => {
      uploaded = [];
    },
  };
}
