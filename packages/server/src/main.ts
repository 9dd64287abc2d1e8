/**
 * The server's entry: reads the environment, creates, migrates and seeds the store on first start, listens,
 * and prints where it runs and how to sign in. Environment (defaults in brackets):
 *   HOST (127.0.0.1), PORT (3000), PORTAL_DATA_DIR (packages/server/.data), DATABASE_URL (unset: SQLite),
 *   APP_ENV (local), PORTAL_PRODUCT (Cumulus), PORTAL_STATIC_DIR (packages/portal/dist),
 *   SESSION_IDLE_MINUTES (120), SESSION_ABSOLUTE_MINUTES (720), TRUST_PROXY (false),
 *   PORTAL_SEED (demo | none), PORTAL_SEED_SCALE (1), PASSWORD_SCRYPT_COST (17), LOG_LEVEL (info), PORTAL_SECRET (made and
 *   kept in the database), TLS_CERT_FILE and TLS_KEY_FILE (unset: http), PORTAL_COMPANY_URL,
 *   PORTAL_KNOWLEDGE_BASE_URL, PORTAL_STATUS_URL, PORTAL_DOCS_URL (the footer's and menu's links),
 *   PORTAL_REQUIRE_STAFF_TWO_FACTOR (false).
 * APP_ENV=production refuses to start without https (TLS here, or TRUST_PROXY naming the proxy in front).
 */
import { readFileSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { buildServer } from './app.js';
import { ConfigError, readEnvConfig, type EnvConfig } from './config.js';
import { describeStoreError, fail } from './cli.js';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './db/seed.js';

async function start(): Promise<void> {
  let config: EnvConfig;
  try {
    config = readEnvConfig();
  } catch (error) {
    if (error instanceof ConfigError) fail(`The portal server cannot start: ${error.message}`);
    throw error;
  }

  let tls: { cert: Buffer; key: Buffer } | undefined;
  if (config.tls) {
    try {
      tls = { cert: readFileSync(config.tls.certFile), key: readFileSync(config.tls.keyFile) };
    } catch (error) {
      fail(
        `The portal server cannot read its TLS files (TLS_CERT_FILE, TLS_KEY_FILE): ${(error as Error).message}`,
      );
    }
  }

  let app: FastifyInstance;
  try {
    app = await buildServer({
      dataDir: config.dataDir,
      staticDir: config.staticDir,
      databaseUrl: config.databaseUrl,
      databasePool: {
        size: config.databasePoolSize,
        statementTimeoutMs: config.databaseStatementTimeoutMs,
      },
      appEnv: config.appEnv,
      product: config.product,
      sessionIdleMinutes: config.sessionIdleMinutes,
      sessionAbsoluteMinutes: config.sessionAbsoluteMinutes,
      trustProxy: config.trustProxy,
      seed: config.seed,
      seedScale: config.seedScale,
      uploadMaxBytes: config.uploadMaxBytes,
      uploadQuota: config.uploadQuota,
      sanitizeThreads: config.sanitizeThreads,
      writeLimits: config.writeLimits,
      requireStaffTwoFactor: config.requireStaffTwoFactor,
      // The first support message after a start must not wait for the threads' jsdom (seconds).
      warmSanitizer: true,
      passwordCost: config.passwordCost,
      secret: config.secret,
      tls,
      links: config.links,
      logger: { level: config.logLevel },
    });
  } catch (error) {
    if (error instanceof ConfigError) fail(`The portal server cannot start: ${error.message}`);
    fail(`The portal server cannot open its store: ${describeStoreError(error, config)}`);
  }

  let address: string;
  try {
    address = await app.listen({ host: config.host, port: config.port });
  } catch (error) {
    await app.close().catch(() => undefined);
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'EADDRINUSE') {
      fail(
        `Port ${config.port} on ${config.host} is already in use, so the portal server cannot start. ` +
          `Another program (perhaps another copy of this server) is listening there. Stop it, or start ` +
          `this server on a free port, for example PORT=${config.port === 3000 ? 3001 : config.port + 1} npm start.`,
      );
    }
    if (code === 'EACCES') {
      fail(`Port ${config.port} on ${config.host} needs more privileges. Set PORT to a port above 1024.`);
    }
    if (code === 'EADDRNOTAVAIL' || code === 'ENOTFOUND') {
      fail(`HOST=${config.host} is not an address of this machine. Set HOST, for example HOST=127.0.0.1.`);
    }
    throw error;
  }

  const lines = [
    '',
    `Portal server listening on ${address}`,
    `  environment ${config.appEnv}, product ${config.product}`,
    '',
  ];
  if (config.seed) {
    lines.push(`Demo accounts (password: ${DEMO_PASSWORD}):`);
    for (const account of DEMO_ACCOUNTS) lines.push(`  ${account.email.padEnd(22)} ${account.description}`);
    lines.push('');
  }
  process.stdout.write(`${lines.join('\n')}\n`);

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    app.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.on('SIGINT', () => shutdown('SIGINT'));
  process.on('SIGTERM', () => shutdown('SIGTERM'));
}

start().catch((error: unknown) => {
  process.stderr.write(
    `The portal server stopped: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
  );
  process.exit(1);
});
