import { describe, expect, it, vi } from 'vitest';
import { HttpError } from '../api/http';
import { UPLOAD_PATH, createUploadHandler, remainingText, uploadFile, type UploadedFile } from './upload';

type Listener = (event: ProgressEvent) => void;

/** A fake XMLHttpRequest: records what was sent, answers when told. */
class FakeXhr {
  method = '';
  url = '';
  withCredentials = false;
  headers: Record<string, string> = {};
  body: unknown;
  status = 0;
  statusText = '';
  responseText = '';
  aborted = false;
  readonly listeners = new Map<string, Listener[]>();
  readonly uploadListeners = new Map<string, Listener[]>();
  readonly upload = {
    addEventListener: (type: string, listener: Listener) => {
      this.uploadListeners.set(type, [...(this.uploadListeners.get(type) ?? []), listener]);
    },
  };
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  addEventListener(type: string, listener: Listener) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  send(body: unknown) {
    this.body = body;
  }
  abort() {
    this.aborted = true;
    this.fire('abort');
  }
  fire(type: string, event: Partial<ProgressEvent> = {}) {
    for (const listener of this.listeners.get(type) ?? []) listener(event as ProgressEvent);
  }
  progress(loaded: number, total: number) {
    for (const listener of this.uploadListeners.get('progress') ?? []) {
      listener({ lengthComputable: true, loaded, total } as ProgressEvent);
    }
  }
  answer(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.fire('load');
  }
}

const stored: UploadedFile = {
  id: 'a'.repeat(22),
  url: `/uploads/${'a'.repeat(22)}`,
  name: 'x.png',
  type: 'image/png',
  size: 3,
};

function start(options: Parameters<typeof uploadFile>[1] = {}) {
  const xhr = new FakeXhr();
  const file = new File(['abc'], 'x.png', { type: 'image/png' });
  const promise = uploadFile(file, options, () => xhr as unknown as XMLHttpRequest);
  return { xhr, file, promise };
}

describe('uploadFile', () => {
  it('posts the file as multipart field "file" with the CSRF header, reports progress, resolves with the file', async () => {
    document.cookie = 'XSRF-TOKEN=tok%3D';
    const onProgress = vi.fn();
    const { xhr, file, promise } = start({ onProgress });
    expect([xhr.method, xhr.url]).toEqual(['POST', UPLOAD_PATH]);
    expect(xhr.headers['X-XSRF-TOKEN']).toBe('tok=');
    expect(xhr.body).toBeInstanceOf(FormData);
    expect((xhr.body as FormData).get('file')).toBeInstanceOf(File);
    expect(((xhr.body as FormData).get('file') as File).name).toBe(file.name);
    xhr.progress(1, 4);
    xhr.answer(201, stored);
    await expect(promise).resolves.toEqual(stored);
    expect(onProgress.mock.calls).toEqual([[0.25], [1]]);
  });

  it("rejects with the server's error (415, 413, 429)", async () => {
    const { xhr, promise } = start();
    xhr.answer(415, { error: 'unsupported_file_type', message: 'Nope' });
    const error = await promise.catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect((error as HttpError).status).toBe(415);
    expect((error as HttpError).code).toBe('unsupported_file_type');
    expect((error as HttpError).message).toBe('Nope');
  });

  it('aborts through the signal', async () => {
    const controller = new AbortController();
    const { xhr, promise } = start({ signal: controller.signal });
    controller.abort();
    await expect(promise).rejects.toBeDefined();
    expect(xhr.aborted).toBe(true);
  });

  it('does not start when the signal has already aborted', async () => {
    const controller = new AbortController();
    controller.abort();
    const { xhr, promise } = start({ signal: controller.signal });
    await expect(promise).rejects.toBeDefined();
    expect(xhr.method).toBe('');
  });
});

describe('createUploadHandler', () => {
  it("gives the editor { url, name, type } and remembers the ids for the message's attachments", async () => {
    const upload = vi.fn(async (file: File) => ({ ...stored, id: file.name, name: file.name }));
    const uploads = createUploadHandler(upload);
    const first = await uploads.handler(new File(['1'], 'one.txt'), {});
    await uploads.handler(new File(['2'], 'two.txt'), {});
    expect(first).toEqual({ url: stored.url, name: 'one.txt', type: 'image/png' });
    expect(uploads.ids()).toEqual(['one.txt', 'two.txt']);
    uploads.clear();
    expect(uploads.ids()).toEqual([]);
  });

  it('attaches only the files the message still shows or links to', async () => {
    const uploads = createUploadHandler(async (file: File) => ({ ...stored, id: file.name }));
    await uploads.handler(new File(['1'], 'kept'), {});
    await uploads.handler(new File(['2'], 'gone'), {});
    expect(uploads.ids('<p><img src="/uploads/kept" alt="x"></p>')).toEqual(['kept']);
    expect(uploads.ids('<p>no files</p>')).toEqual([]);
  });

  it('remembers nothing of a failed upload', async () => {
    const uploads = createUploadHandler(async () => Promise.reject(new Error('no')));
    await expect(uploads.handler(new File(['1'], 'one.txt'), {})).rejects.toThrow('no');
    expect(uploads.ids()).toEqual([]);
  });
});

describe('remainingText', () => {
  it('says the room left in the person’s language, sizes and plurals by Intl', () => {
    expect(remainingText({ bytesLeft: 190 * 1024 * 1024, filesLeft: 49 }, 'pl')).toBe(
      'Pozostało: 190 MB i 49 plików',
    );
    expect(remainingText({ bytesLeft: 1.5 * 1024 * 1024, filesLeft: 3 }, 'pl')).toBe(
      'Pozostało: 1,5 MB i 3 pliki',
    );
    expect(remainingText({ bytesLeft: 512, filesLeft: 1 }, 'pl')).toBe('Pozostało: 0,5 kB i 1 plik');
    expect(remainingText({ bytesLeft: 1.5 * 1024 * 1024, filesLeft: 1 }, 'en')).toBe(
      'Remaining: 1.5 MB and 1 file',
    );
    expect(remainingText({ bytesLeft: 0, filesLeft: 0 }, 'en')).toBe('Remaining: 0 kB and 0 files');
  });
});
