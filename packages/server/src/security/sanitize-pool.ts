/**
 * Rich text is sanitised off the event loop (issue 27, finding 1): DOMPurify on jsdom costs up to about
 * half a second for the longest input, which on the main thread stalled every other request. Here it runs
 * in a pool of worker threads (piscina), each with its own jsdom window and DOMPurify made once. A task
 * checks the input's bounds first (rich-text-limits.ts: a linear scan, no DOM) and parses only what keeps
 * them; the length is checked here already, before anything is sent to a thread. The scan runs in the
 * thread too: a few milliseconds per input, but 32 inputs arriving at once would hold the event loop for
 * longer than the 50 ms the server must keep answering within (see sanitize-load.test.ts).
 *
 * - Size: `threads` (BuildServerOptions.sanitizeThreads), default one less than the cores
 *   (os.availableParallelism()), at least one, so a flood of replies leaves a core to the event loop.
 * - The threads run at a lower priority (nice 10): sanitising waits, answering does not.
 * - The threads start with the first text to sanitise (a server that is never sent any starts none) and
 *   stay; the pool is closed with the server (registerRichTextSanitizer adds the onClose hook).
 * - The worker file: `sanitize-worker.js` beside this module when it runs compiled (dist/, or the test
 *   harness's transpiled copy). Run from its TypeScript sources (the test suite under Vitest; Node 20
 *   cannot load .ts in a thread), the worker and what it imports are transpiled once with TypeScript's
 *   transpileModule into node_modules/.cache/ of the server package, where its dependencies resolve (a
 *   folder per version of the sources; folders older than a day are removed).
 */
import { createHash, randomBytes } from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { availableParallelism } from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { Piscina } from 'piscina';
import { APP_ROUTE_PREFIXES, LOGIN_PAGE, PUBLIC_PAGES } from '../routes/spa.js';
import { MAX_RICH_TEXT_LENGTH, type RichTextLimit } from './rich-text-limits.js';
import type { SanitizedRichText, SitePages } from './sanitize-html.js';
import type { SanitizeResult } from './sanitize-worker.js';

/** Worker threads by default: one less than the cores, at least one. */
export const DEFAULT_SANITIZE_THREADS = Math.max(1, availableParallelism() - 1);

/** The input is past a limit of rich-text-limits.ts: the caller answers 422 naming it. */
export class RichTextLimitError extends Error {
  constructor(readonly limit: RichTextLimit) {
    super(`rich text past its ${limit.limit} limit (${limit.max})`);
    this.name = 'RichTextLimitError';
  }
}

const WORKER = 'sanitize-worker';
/** How much lower the threads' priority is (Linux nice, per thread; ignored where it cannot be set). */
const WORKER_NICE = 10;

/** The portal's pages (routes/spa.ts), the only paths of this site rich text may link to (with uploads). */
export const SITE_PAGES: SitePages = {
  login: LOGIN_PAGE,
  exact: ['/', ...PUBLIC_PAGES],
  prefixes: [...APP_ROUTE_PREFIXES],
};

/** The worker's file URL: compiled beside this module, or transpiled from the sources. */
async function workerFile(): Promise<string> {
  const compiled = new URL(`./${WORKER}.js`, import.meta.url);
  if (import.meta.url.endsWith('.js')) return compiled.href;
  return transpiledWorker(fileURLToPath(new URL(`./${WORKER}.ts`, import.meta.url)));
}

/**
 * Transpiles the worker and every module of the server it imports (relative imports, followed) into
 * <server>/node_modules/.cache/portal-sanitize-worker/<hash of the sources>/, keeping the package's layout.
 * Written to a temporary folder and renamed, so parallel test processes never see half a copy.
 */
async function transpiledWorker(entry: string): Promise<string> {
  const { default: ts } = await import('typescript');
  const packageDir = resolve(dirname(entry), '..', '..');
  const files = new Map<string, string>();
  const pending = [entry];
  while (pending.length > 0) {
    const file = pending.pop() as string;
    if (files.has(file)) continue;
    const source = readFileSync(file, 'utf8');
    files.set(file, source);
    for (const { fileName } of ts.preProcessFile(source, true, true).importedFiles) {
      if (fileName.startsWith('.')) pending.push(resolve(dirname(file), fileName.replace(/\.js$/, '.ts')));
    }
  }
  const hash = createHash('sha256').update(ts.version);
  for (const [file, source] of [...files].sort(([a], [b]) => a.localeCompare(b))) {
    hash.update(`\0${relative(packageDir, file)}\0${source}`);
  }
  const cache = join(packageDir, 'node_modules', '.cache', 'portal-sanitize-worker');
  const out = join(cache, hash.digest('hex').slice(0, 16));
  const target = join(out, relative(packageDir, entry)).replace(/\.ts$/, '.js');
  if (!existsSync(target)) {
    const temporary = `${out}.${process.pid}.${randomBytes(4).toString('hex')}`;
    // Below node_modules the package scope stops: say again that these .js files are ES modules.
    mkdirSync(temporary, { recursive: true });
    writeFileSync(join(temporary, 'package.json'), '{ "type": "module" }\n');
    for (const [file, source] of files) {
      const { outputText } = ts.transpileModule(source, {
        compilerOptions: {
          module: ts.ModuleKind.ES2022,
          target: ts.ScriptTarget.ES2022,
          verbatimModuleSyntax: true,
          esModuleInterop: true,
        },
        fileName: file,
      });
      const output = join(temporary, relative(packageDir, file)).replace(/\.ts$/, '.js');
      mkdirSync(dirname(output), { recursive: true });
      writeFileSync(output, outputText);
    }
    try {
      renameSync(temporary, out);
    } catch {
      // Another process made the same copy first.
      rmSync(temporary, { recursive: true, force: true });
    }
    // Copies of sources since changed: gone after a day (a test run still using one is long over).
    for (const entry of readdirSync(cache)) {
      const folder = join(cache, entry);
      if (folder !== out && statSync(folder).mtimeMs < Date.now() - 86_400_000) {
        rmSync(folder, { recursive: true, force: true });
      }
    }
  }
  return pathToFileURL(target).href;
}

export interface RichTextSanitizerOptions {
  /** Worker threads; default DEFAULT_SANITIZE_THREADS. */
  threads?: number;
  /**
   * Start the threads, each with its jsdom window, as soon as the server listens (registerRichTextSanitizer),
   * so that the first text after a start does not wait for them (seconds on a busy machine). Off by
   * default: the test suite starts hundreds of servers that never sanitise; main.ts turns it on.
   */
  warm?: boolean;
}

/** Sanitises rich text in a pool of worker threads, after checking its bounds on the caller's thread. */
export class RichTextSanitizer {
  readonly threads: number;
  #pool: Promise<Piscina<string, SanitizeResult>> | undefined;
  #closed = false;

  constructor({ threads = DEFAULT_SANITIZE_THREADS }: RichTextSanitizerOptions = {}) {
    if (!(Number.isInteger(threads) && threads >= 1)) {
      throw new Error('The sanitiser needs a whole number of worker threads, at least one.');
    }
    this.threads = threads;
  }

  #start(): Promise<Piscina<string, SanitizeResult>> {
    this.#pool ??= workerFile().then(
      (filename) =>
        new Piscina<string, SanitizeResult>({
          filename,
          minThreads: this.threads,
          maxThreads: this.threads,
          workerData: SITE_PAGES,
          // Below the event loop in the scheduler: on a busy machine the thread that answers comes first.
          niceIncrement: WORKER_NICE,
        }),
    );
    return this.#pool;
  }

  /**
   * The text cleaned by sanitize-html.ts's rules, computed in a worker thread. Throws RichTextLimitError
   * (without parsing it) when it is past the length or depth limit.
   */
  async sanitize(input: string): Promise<SanitizedRichText> {
    if (input.length > MAX_RICH_TEXT_LENGTH) {
      throw new RichTextLimitError({ limit: 'length', max: MAX_RICH_TEXT_LENGTH });
    }
    if (this.#closed) throw new Error('The rich-text sanitiser is closed.');
    const pool = await this.#start();
    const result = await pool.run(input);
    if ('limit' in result) throw new RichTextLimitError(result.limit);
    return result.text;
  }

  /** Whether every thread has started and built its jsdom window (warmUp finished). */
  get warm(): boolean {
    return this.#warm;
  }

  #warm = false;

  /**
   * Starts the threads and waits until each is ready: a thread builds its jsdom window and DOMPurify as
   * it starts (sanitize-worker.ts) and takes a task only then, so one small task per thread is done
   * once all of them are.
   */
  async warmUp(): Promise<void> {
    await Promise.all(Array.from({ length: this.threads }, () => this.sanitize('<p>.</p>')));
    this.#warm = true;
  }

  /** Lets the tasks under way finish, then ends the threads. */
  async close(): Promise<void> {
    this.#closed = true;
    const pool = this.#pool;
    this.#pool = undefined;
    if (pool) await (await pool).close();
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The rich-text sanitiser of this server (security/sanitize-pool.ts). */
    richText: RichTextSanitizer;
  }
}

/** Gives the server its sanitiser (`app.richText`), closed when the server closes. */
export function registerRichTextSanitizer(app: FastifyInstance, options: RichTextSanitizerOptions): void {
  const sanitizer = new RichTextSanitizer(options);
  app.decorate('richText', sanitizer);
  if (options.warm) {
    app.addHook('onListen', async () => {
      // In the background: listening does not wait for it, and a failure here is the first text's to report.
      void sanitizer.warmUp().catch(() => undefined);
    });
  }
  app.addHook('onClose', async () => {
    await sanitizer.close();
  });
}
