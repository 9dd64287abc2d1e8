import { describe, expect, it } from 'vitest';
import { ConfigError, START_VARIABLES, readEnvConfig } from './config.js';

describe('readEnvConfig', () => {
  it('has the documented defaults', () => {
    expect(readEnvConfig({})).toMatchObject({
      host: '127.0.0.1',
      port: 3000,
      appEnv: 'local',
      product: 'Cumulus',
      sessionIdleMinutes: 120,
      sessionAbsoluteMinutes: 720,
      trustProxy: false,
      seed: true,
      seedScale: 1,
      dataDir: undefined,
      databaseUrl: undefined,
    });
  });

  it("reads every variable of the README's npm start table into its key", () => {
    const values: Record<string, string> = {
      HOST: '0.0.0.0',
      PORT: '8080',
      PORTAL_DATA_DIR: '/srv/portal',
      APP_ENV: 'staging',
      PORTAL_PRODUCT: 'Nimbus',
      PORTAL_SEED_SCALE: '100',
    };
    for (const { name, key } of START_VARIABLES) {
      expect(values[name], `a value for ${name} in this test`).toBeDefined();
      expect(String(readEnvConfig({ [name]: values[name] })[key])).toBe(values[name]);
    }
  });

  it('reads the environment', () => {
    const config = readEnvConfig({
      HOST: '0.0.0.0',
      PORT: '8080',
      APP_ENV: 'production',
      PORTAL_PRODUCT: 'Nimbus',
      SESSION_IDLE_MINUTES: '30',
      DATABASE_URL: 'postgres://u:p@db/portal',
      TRUST_PROXY: '10.0.0.0/8, 127.0.0.1',
      PORTAL_SEED: 'none',
      PORTAL_STATUS_URL: 'https://status.provider.example/',
      PORTAL_SECRET: 's'.repeat(40),
    });
    expect(config).toMatchObject({
      host: '0.0.0.0',
      port: 8080,
      appEnv: 'production',
      product: 'Nimbus',
      sessionIdleMinutes: 30,
      databaseUrl: 'postgres://u:p@db/portal',
      trustProxy: ['10.0.0.0/8', '127.0.0.1'],
      seed: false,
      secret: 's'.repeat(40),
      links: {
        companySite: 'https://example.com/',
        knowledgeBase: 'https://example.com/kb',
        status: 'https://status.provider.example/',
        docs: 'https://docs.example.com/',
      },
    });
  });

  it('reads PORTAL_UPLOAD_MAX_MB as whole megabytes from 1 to 100, 10 when unset', () => {
    expect(readEnvConfig({}).uploadMaxBytes).toBe(10 * 1024 * 1024);
    expect(readEnvConfig({ PORTAL_UPLOAD_MAX_MB: ' 25 ' }).uploadMaxBytes).toBe(25 * 1024 * 1024);
    for (const value of ['0', '101', '1.5', '-1', 'ten']) {
      expect(() => readEnvConfig({ PORTAL_UPLOAD_MAX_MB: value })).toThrow(
        `PORTAL_UPLOAD_MAX_MB="${value}" must be a whole number of megabytes from 1 to 100.`,
      );
    }
  });

  it('reads PORTAL_SANITIZE_THREADS as a whole number from 1 to 64, the pool’s default when unset', () => {
    expect(readEnvConfig({}).sanitizeThreads).toBeUndefined();
    expect(readEnvConfig({ PORTAL_SANITIZE_THREADS: ' ' }).sanitizeThreads).toBeUndefined();
    expect(readEnvConfig({ PORTAL_SANITIZE_THREADS: ' 3 ' }).sanitizeThreads).toBe(3);
    for (const value of ['0', '65', '1.5', '-1', 'two']) {
      expect(() => readEnvConfig({ PORTAL_SANITIZE_THREADS: value })).toThrow(
        `PORTAL_SANITIZE_THREADS="${value}" must be a whole number of threads from 1 to 64.`,
      );
    }
  });

  it('reads PORTAL_REQUIRE_STAFF_TWO_FACTOR as true or false; unset, on in production only', () => {
    expect(readEnvConfig({}).requireStaffTwoFactor).toBe(false);
    expect(readEnvConfig({ APP_ENV: 'staging' }).requireStaffTwoFactor).toBe(false);
    const production = { APP_ENV: 'production', PORTAL_SEED: 'none', TRUST_PROXY: '1' };
    expect(readEnvConfig(production).requireStaffTwoFactor).toBe(true);
    expect(
      readEnvConfig({ ...production, PORTAL_REQUIRE_STAFF_TWO_FACTOR: 'false' }).requireStaffTwoFactor,
    ).toBe(false);
    expect(readEnvConfig({ PORTAL_REQUIRE_STAFF_TWO_FACTOR: ' ' }).requireStaffTwoFactor).toBe(false);
    expect(readEnvConfig({ PORTAL_REQUIRE_STAFF_TWO_FACTOR: 'true' }).requireStaffTwoFactor).toBe(true);
    expect(readEnvConfig({ PORTAL_REQUIRE_STAFF_TWO_FACTOR: ' false ' }).requireStaffTwoFactor).toBe(false);
    for (const value of ['1', 'yes', 'TRUE', 'on', 'truee']) {
      expect(() => readEnvConfig({ PORTAL_REQUIRE_STAFF_TWO_FACTOR: value })).toThrow(
        `PORTAL_REQUIRE_STAFF_TWO_FACTOR="${value}" must be "true" or "false".`,
      );
    }
  });

  it('reads PORTAL_SEED_SCALE as a whole number from 1 to 1000, 1 when unset or empty', () => {
    expect(readEnvConfig({ PORTAL_SEED_SCALE: '' }).seedScale).toBe(1);
    expect(readEnvConfig({ PORTAL_SEED_SCALE: ' 1 ' }).seedScale).toBe(1);
    expect(readEnvConfig({ PORTAL_SEED_SCALE: '1000' }).seedScale).toBe(1000);
    expect(readEnvConfig({ PORTAL_SEED_SCALE: '0100' }).seedScale).toBe(100);
  });

  it.each(['0', '1001', '-1', '1.5', '1e2', '0x10', 'abc', '10 000', '99999'])(
    'refuses PORTAL_SEED_SCALE=%j with a message naming the variable and the range',
    (value) => {
      expect(() => readEnvConfig({ PORTAL_SEED_SCALE: value })).toThrow(ConfigError);
      expect(() => readEnvConfig({ PORTAL_SEED_SCALE: value })).toThrow(
        `PORTAL_SEED_SCALE="${value}" must be a whole number from 1 to 1000`,
      );
    },
  );

  const production = { APP_ENV: 'production', PORTAL_SEED: 'none' };

  it('starts in production behind a named proxy, or with TLS files', () => {
    const behindProxy = readEnvConfig({ ...production, TRUST_PROXY: '1' });
    expect(typeof behindProxy.trustProxy).toBe('function');
    const withTls = readEnvConfig({ ...production, TLS_CERT_FILE: '/c.pem', TLS_KEY_FILE: '/k.pem' });
    expect(withTls.tls).toEqual({ certFile: '/c.pem', keyFile: '/k.pem' });
  });

  it.each([
    [{ PORT: 'abc' }, /PORT/],
    [{ PORT: '70000' }, /PORT/],
    [{ APP_ENV: 'prod' }, /APP_ENV/],
    [{ PORTAL_PRODUCT: 'client' }, /PORTAL_PRODUCT/],
    [{ PORTAL_PRODUCT: '<b>x</b>' }, /PORTAL_PRODUCT/],
    [{ SESSION_IDLE_MINUTES: '-5' }, /SESSION_IDLE_MINUTES/],
    [{ PORTAL_SEED: 'yes' }, /PORTAL_SEED/],
    [{ PASSWORD_SCRYPT_COST: '8' }, /PASSWORD_SCRYPT_COST/],
    [{ PORTAL_SECRET: 'short' }, /PORTAL_SECRET/],
    [{ TLS_CERT_FILE: '/c.pem' }, /TLS_CERT_FILE and TLS_KEY_FILE/],
    [{ PORTAL_STATUS_URL: 'javascript:alert(1)' }, /PORTAL_STATUS_URL/],
    [{ PORTAL_COMPANY_URL: '/relative' }, /PORTAL_COMPANY_URL/],
    [{ APP_ENV: 'production', PORTAL_SEED: 'none' }, /needs https.*TLS_CERT_FILE.*TRUST_PROXY/],
    [{ APP_ENV: 'production', PORTAL_SEED: 'none', TRUST_PROXY: 'true' }, /TRUST_PROXY=true/],
    [{ APP_ENV: 'production', TRUST_PROXY: '1' }, /PORTAL_SEED=none/],
    [{ APP_ENV: 'production', PORTAL_SEED: 'none', TRUST_PROXY: '1', PASSWORD_SCRYPT_COST: '15' }, /OWASP/],
  ])('refuses %o with a message naming the variable', (env, message) => {
    expect(() => readEnvConfig(env)).toThrow(ConfigError);
    expect(() => readEnvConfig(env)).toThrow(message);
  });
});
