/**
 * The reference server of the portal: buildServer(options) opens the store (SQLite in the data folder, or
 * PostgreSQL with databaseUrl), migrates it, seeds the demo accounts on first start, and returns the
 * Fastify instance with every route registered. The caller listens (main.ts) or injects (tests).
 */
import type { PortalLinks } from '@portal-elements/contract';
import { resolve, sep } from 'node:path';
import { constants as zlibConstants } from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import fastifyCookie from '@fastify/cookie';
import fastifyFormbody from '@fastify/formbody';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyServerOptions } from 'fastify';
import {
  DEFAULT_ABSOLUTE_MINUTES,
  DEFAULT_IDLE_MINUTES,
  DEFAULT_LINKS,
  DEFAULT_PRODUCT,
  defaultRequireStaffTwoFactor,
  checkAppEnv,
  checkLink,
  checkProduct,
  ConfigError,
  type AppEnv,
} from './config.js';
import { localeOf, type AppContext, type ResolvedOptions } from './context.js';
import { openStore, type PoolOptions } from './db/database.js';
import { migrateToLatest } from './db/migrations.js';
import { isSeedScale, seedDemoData } from './db/seed.js';
import {
  DEFAULT_STORAGE_QUOTA,
  DEFAULT_UPLOAD_MAX_BYTES,
  DEFAULT_UPLOAD_PURGE_INTERVAL_MS,
  purgeOrphanUploads,
  type StorageQuota,
} from './db/uploads.js';
import { registerErrorHandling, type ErrorBody } from './http/errors.js';
import { t } from './i18n.js';
import { defaultDataDir, defaultStaticDir, findPortalRoot, readVersion } from './paths.js';
import { registerAccountRoutes } from './routes/account.js';
import { registerAdminRoutes } from './routes/admin.js';
import { registerAuthRoutes } from './routes/auth.js';
import { registerCaseDetailRoutes } from './routes/case.js';
import { registerSiemIntegrationRoutes } from './routes/siem-integrations.js';
import { registerCaseRoutes } from './routes/cases.js';
import { registerContactRoutes } from './routes/contacts.js';
import { registerDashboardRoutes } from './routes/dashboard.js';
import { registerDocumentRoutes } from './routes/documents.js';
import { registerLayoutRoutes } from './routes/layout.js';
import { registerLocaleRoutes } from './routes/locale.js';
import { registerPaymentRoutes } from './routes/payments.js';
import { registerProjectRoutes } from './routes/projects.js';
import { registerServiceRoutes } from './routes/services.js';
import { registerSocDashboardRoutes } from './routes/soc-dashboard.js';
import { registerSpa } from './routes/spa.js';
import { registerSupportRoutes } from './routes/support.js';
import { registerUploadRoutes } from './routes/uploads.js';
import { registerCsrf } from './security/csrf.js';
import { BASELINE_SECURITY_HEADERS, registerSecurityHeaders } from './security/headers.js';
import { DEFAULT_LOGIN_LIMITS, LoginThrottle, type LoginLimits } from './security/login-throttle.js';
import {
  DEFAULT_WRITE_LIMITS,
  WriteLimiter,
  type WriteKind,
  type WriteLimit,
} from './security/write-limits.js';
import { DEFAULT_COST } from './security/password.js';
import { registerRichTextSanitizer } from './security/sanitize-pool.js';
import { loadServerSecret } from './security/server-secret.js';
import { SessionStore } from './security/sessions.js';
import { TwoFactorKeys } from './security/totp.js';
import { purgePendingSignIns } from './db/two-factor.js';
import { registerTwoFactorRoutes, staffTwoFactorGate } from './routes/two-factor.js';

/** Request bodies larger than this are refused with 413. */
export const BODY_LIMIT = 16 * 1024;

export interface BuildServerOptions {
  /** Folder of the SQLite file (PORTAL_DATA_DIR); default packages/server/.data. */
  dataDir?: string;
  /** PostgreSQL URL (DATABASE_URL); when set, SQLite is not used. */
  databaseUrl?: string;
  /** The PostgreSQL pool: size, statement timeout, connect timeout. */
  databasePool?: Partial<PoolOptions>;
  /** The provider's name (PORTAL_PRODUCT), the staff userType; default Cumulus. */
  product?: string;
  /** The environment the badge shows (APP_ENV); default local. */
  appEnv?: AppEnv;
  /** The built SPA (index.html and build/); default packages/portal/dist. */
  staticDir?: string;
  /** Fastify's trustProxy: set it behind a reverse proxy so https and client addresses are seen. */
  trustProxy?: FastifyServerOptions['trustProxy'];
  /** Serve https with this certificate and key (PEM), as TLS_CERT_FILE and TLS_KEY_FILE do. */
  tls?: { cert: string | Buffer; key: string | Buffer };
  /** The key of signed cookies and CSRF tokens (PORTAL_SECRET); default one kept in the database. */
  secret?: string;
  /** The addresses outside the portal the layout hands the footer and menus. */
  links?: Partial<PortalLinks>;
  logger?: FastifyServerOptions['logger'];
  sessionIdleMinutes?: number;
  sessionAbsoluteMinutes?: number;
  /** Seed the demo accounts on first start (default true). */
  seed?: boolean;
  /** PORTAL_SEED_SCALE: multiplies the demo project's 240 virtual servers and the 600 SOC cases (1 to 1000). */
  seedScale?: number;
  /** The version shown in the footer; default the portal package's version. */
  version?: string;
  /** log2 of scrypt's N for new password hashes. */
  passwordCost?: number;
  loginLimits?: Partial<LoginLimits>;
  /** The rate limits on repeatable writes (security/write-limits.ts), per kind; default DEFAULT_WRITE_LIMITS. */
  writeLimits?: Partial<Record<WriteKind, Partial<WriteLimit>>>;
  /** The clock (ms since the epoch); tests pass a controllable one. */
  now?: () => number;
  /** How often expired sessions and quiet sign-in counts are deleted; default 10 minutes. */
  purgeIntervalMs?: number;
  /** The largest uploaded file, in bytes (PORTAL_UPLOAD_MAX_MB); default 10 MB. */
  uploadMaxBytes?: number;
  /** How often uploads left unattached for a day are deleted (also once at start); default an hour. */
  uploadPurgeIntervalMs?: number;
  /** What one user and one project may store (PORTAL_UPLOAD_QUOTA_*); default DEFAULT_STORAGE_QUOTA. */
  uploadQuota?: Partial<StorageQuota>;
  /** Worker threads that sanitise rich text (security/sanitize-pool.ts); default the cores less one. */
  sanitizeThreads?: number;
  /** Start the sanitiser's threads when the server listens, not on the first text (main.ts: on). */
  warmSanitizer?: boolean;
  /**
   * Staff must turn on two-factor sign-in before they use the portal (PORTAL_REQUIRE_STAFF_TWO_FACTOR);
   * by default in production only (config.ts: defaultRequireStaffTwoFactor).
   */
  requireStaffTwoFactor?: boolean;
}

function resolveOptions(options: BuildServerOptions): ResolvedOptions {
  const portalRoot = findPortalRoot();
  const idleMinutes = options.sessionIdleMinutes ?? DEFAULT_IDLE_MINUTES;
  const absoluteMinutes = options.sessionAbsoluteMinutes ?? DEFAULT_ABSOLUTE_MINUTES;
  if (!(idleMinutes > 0) || !(absoluteMinutes > 0)) throw new Error('Session lifetimes must be positive.');
  if (
    options.uploadMaxBytes !== undefined &&
    !(Number.isInteger(options.uploadMaxBytes) && options.uploadMaxBytes > 0)
  ) {
    throw new Error('The upload limit must be a positive whole number of bytes.');
  }
  const dataDir = resolve(options.dataDir ?? defaultDataDir());
  const staticDir = resolve(options.staticDir ?? defaultStaticDir(portalRoot));
  if (`${dataDir}${sep}`.startsWith(`${staticDir}${sep}`)) {
    // Files of the static folder are served: the database must never be one of them.
    throw new ConfigError(
      `PORTAL_DATA_DIR (${dataDir}) must not be inside PORTAL_STATIC_DIR (${staticDir}): the database would be served.`,
    );
  }
  const appEnv = checkAppEnv(options.appEnv ?? 'local');
  return {
    dataDir,
    databaseUrl: options.databaseUrl,
    product: checkProduct(options.product ?? DEFAULT_PRODUCT),
    appEnv,
    staticDir,
    version: options.version ?? readVersion(portalRoot),
    idleMs: idleMinutes * 60_000,
    absoluteMs: absoluteMinutes * 60_000,
    passwordCost: options.passwordCost ?? DEFAULT_COST,
    loginLimits: { ...DEFAULT_LOGIN_LIMITS, ...options.loginLimits },
    writeLimits: {
      issue: { ...DEFAULT_WRITE_LIMITS.issue, ...options.writeLimits?.issue },
      reply: { ...DEFAULT_WRITE_LIMITS.reply, ...options.writeLimits?.reply },
      upload: { ...DEFAULT_WRITE_LIMITS.upload, ...options.writeLimits?.upload },
      triage: { ...DEFAULT_WRITE_LIMITS.triage, ...options.writeLimits?.triage },
      contact: { ...DEFAULT_WRITE_LIMITS.contact, ...options.writeLimits?.contact },
    },
    links: Object.fromEntries(
      Object.entries({ ...DEFAULT_LINKS, ...options.links }).map(([key, url]) => [key, checkLink(key, url)]),
    ) as unknown as PortalLinks,
    now: options.now ?? Date.now,
    uploadMaxBytes: options.uploadMaxBytes ?? DEFAULT_UPLOAD_MAX_BYTES,
    requireStaffTwoFactor: options.requireStaffTwoFactor ?? defaultRequireStaffTwoFactor(appEnv),
  };
}

export async function buildServer(options: BuildServerOptions = {}): Promise<FastifyInstance> {
  const resolved = resolveOptions(options);
  if (options.seedScale !== undefined && !isSeedScale(options.seedScale)) {
    throw new ConfigError(`PORTAL_SEED_SCALE=${options.seedScale} must be a whole number from 1 to 1000.`);
  }
  const store = openStore({
    dataDir: resolved.dataDir,
    databaseUrl: resolved.databaseUrl,
    pool: options.databasePool,
  });
  let secret: string;
  try {
    await migrateToLatest(store.db, store.dialect);
    if (options.seed !== false) {
      await seedDemoData(store.db, {
        now: resolved.now(),
        passwordCost: resolved.passwordCost,
        scale: options.seedScale,
      });
    }
    secret = await loadServerSecret(store.db, options.secret, resolved.now());
  } catch (error) {
    await store.db.destroy();
    throw error;
  }

  // With `https`, Fastify's instance serves an https.Server; everything we use of it (listen, inject,
  // hooks, close) is the same, so it is typed as the http one the rest of the code takes.
  const app = Fastify({
    ...(options.tls ? { https: options.tls } : {}),
    logger: options.logger ?? false,
    trustProxy: options.trustProxy ?? false,
    bodyLimit: BODY_LIMIT,
    requestTimeout: 30_000,
    // An unparsable URL ('/%zz') is refused by the router before any hook: answer it in our shape.
    frameworkErrors: (error, request, reply) => {
      request.log.info({ code: error.code }, 'client error');
      const body: ErrorBody = { error: 'bad_request', message: t(localeOf(request)).badRequest };
      void (reply as FastifyReply).headers(BASELINE_SECURITY_HEADERS).code(400).send(body);
    },
    ajv: {
      // No type coercion ("1" is not an integer), every error reported, defaults applied.
      // additionalProperties: false in a schema refuses an unknown member (422) instead of dropping it.
      customOptions: { coerceTypes: false, allErrors: true, useDefaults: true, removeAdditional: false },
    },
  }) as unknown as FastifyInstance;

  const ctx: AppContext = {
    db: store.db,
    dialect: store.dialect,
    options: resolved,
    sessions: new SessionStore(store.db, {
      idleMs: resolved.idleMs,
      absoluteMs: resolved.absoluteMs,
      now: resolved.now,
    }),
    throttle: new LoginThrottle(store.db, resolved.loginLimits, secret, resolved.now),
    writes: new WriteLimiter(store.db, resolved.writeLimits, resolved.now),
    twoFactorKeys: new TwoFactorKeys(secret),
  };

  // The API speaks JSON and forms only: a text/plain body (a CORS "simple" request) is 415.
  app.removeContentTypeParser('text/plain');

  app.decorateRequest('portalLookup', null);
  app.decorateRequest('portalLocale', null);

  // Brotli or gzip for answers the client accepts compressed: files (streamed, so whatever their size)
  // and other answers over 1 kB (the SPA's scripts shrink about four times). Brotli at quality 5: nearly the size of 11 at a small part of the CPU per answer.
  // Answers only: request bodies are never decompressed (the API takes plain JSON and forms, as before,
  // and a body that claims an encoding must not reach the parser before the CSRF check).
  await app.register(fastifyCompress, {
    globalDecompression: false,
    threshold: 1024,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 5 } },
  });
  await app.register(fastifyCookie, { secret });
  await registerSecurityHeaders(app);
  await app.register(fastifyFormbody, { bodyLimit: BODY_LIMIT });
  await registerCsrf(app, secret);
  // Staff who must turn on two-factor sign-in reach only what setting it up needs (after the CSRF
  // check, before every route's own guards).
  app.addHook('preValidation', staffTwoFactorGate(ctx));

  // A graceful stop: once close() has begun, new requests get 503 (Fastify's return503OnClosing) and
  // the ones in flight finish with `Connection: close`, so no kept-alive connection holds the stop up.
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });

  // Answers with user data are never cached; routes that may be cached say so themselves.
  app.addHook('onSend', async (_request, reply, payload) => {
    if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
    if (closing) reply.header('connection', 'close');
    return payload;
  });

  const spa = registerSpa(app, ctx);
  registerErrorHandling(app, {
    localeOf,
    onCsrfFailure: (reply) => {
      reply.refreshCsrf = true;
    },
    notFound: spa.notFound,
  });
  registerAuthRoutes(app, ctx);
  registerAccountRoutes(app, ctx);
  registerTwoFactorRoutes(app, ctx);
  registerLayoutRoutes(app, ctx);
  registerProjectRoutes(app, ctx);
  registerServiceRoutes(app, ctx);
  registerLocaleRoutes(app, ctx, spa.notFound);
  registerAdminRoutes(app, ctx);
  registerCaseRoutes(app, ctx);
  registerSocDashboardRoutes(app, ctx);
  registerRichTextSanitizer(app, { threads: options.sanitizeThreads, warm: options.warmSanitizer });
  registerCaseDetailRoutes(app, ctx);
  registerSiemIntegrationRoutes(app, ctx);
  registerSupportRoutes(app, ctx);
  registerPaymentRoutes(app, ctx);
  registerDocumentRoutes(app, ctx);
  registerContactRoutes(app, ctx);
  registerDashboardRoutes(app, ctx);
  await registerUploadRoutes(app, ctx, { ...DEFAULT_STORAGE_QUOTA, ...options.uploadQuota });

  const purge = setInterval(
    () => {
      Promise.all([
        ctx.sessions.purgeExpired(),
        ctx.throttle.purge(),
        ctx.writes.purge(),
        purgePendingSignIns(ctx.db, resolved.now()),
      ]).catch((error: unknown) =>
        app.log.error({ err: error }, 'purge of expired sessions, sign-in and write counts failed'),
      );
    },
    options.purgeIntervalMs ?? 10 * 60_000,
  );
  purge.unref();

  // Uploads nobody attached within a day: once now, then every hour (several instances may both delete
  // the same rows; that is harmless).
  const purgeUploads = () =>
    purgeOrphanUploads(ctx.db, resolved.now()).catch((error: unknown) =>
      app.log.error({ err: error }, 'purge of unattached uploads failed'),
    );
  await purgeUploads();
  const uploadPurge = setInterval(
    () => void purgeUploads(),
    options.uploadPurgeIntervalMs ?? DEFAULT_UPLOAD_PURGE_INTERVAL_MS,
  );
  uploadPurge.unref();

  app.addHook('onClose', async () => {
    clearInterval(purge);
    clearInterval(uploadPurge);
    await store.db.destroy();
  });

  app.log.info({ store: store.location, dialect: store.dialect }, 'store ready');
  return app;
}

export type { AppContext };
