/**
 * Property-based fuzzing with fast-check: 10,000 malformed or hostile requests (9,500 in-process through
 * fastify.inject, 500 over real HTTP) — random JSON, wrong types, huge numbers, oversized bodies, other
 * users' project ids, forged sessions, missing, wrong and foreign CSRF tokens, odd paths, methods and
 * content types. Every answer must be below 500 with the JSON error shape, every state-changing request
 * without a valid token must be 419, and the database must be exactly as it was.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_RICH_TEXT_DEPTH, MAX_RICH_TEXT_LENGTH } from './security/rich-text-limits.js';
import { Browser, startServer, type TestServer } from './testing/harness.js';
import { PNG, multipart } from './testing/uploads.js';

const INJECT_RUNS = 9_500;
const HTTP_RUNS = 500;
/** This round's hostile writes (issue 27): each sent with a valid session and token, each refused. */
const HOSTILE_WRITE_RUNS = 300;
const FIXED_NOW = Date.UTC(2026, 2, 1, 12, 0, 0);

type ActorName = 'guest' | 'bare' | 'forged' | 'client' | 'basic' | 'staff' | 'support';
type CsrfMode = 'valid' | 'missing' | 'wrong' | 'foreign' | 'no-secret';

interface Actor {
  name: ActorName;
  cookies: Record<string, string>;
  token: string | undefined;
  signedIn: boolean;
  ownProjects: number[];
}

interface Case {
  method: string;
  path: string;
  headers: Record<string, string>;
  payload?: string;
  /** A state-changing request to a route that exists, without a valid token: it must be 419. */
  mustBe419: boolean;
  label: string;
}

let server: TestServer;
let before: Record<string, unknown[]>;
const actors = new Map<ActorName, Actor>();
let allProjects: number[] = [];
let userIds: Record<string, number> = {};
/** A support issue staff may still answer (the hostile replies must reach the sanitiser's limits). */
let openIssue = 0;

function cookieString(cookies: Record<string, string>): string {
  return Object.entries(cookies)
    .map(([name, value]) => `${name}=${value}`)
    .join('; ');
}

async function actorFrom(name: ActorName, email?: string): Promise<Actor> {
  const browser = new Browser(server.baseUrl);
  await browser.get('/api/csrf-token');
  let ownProjects: number[] = [];
  if (email) {
    expect((await browser.signIn(email)).status).toBe(200);
    ownProjects = (await browser.get('/api/layout'))
      .json<{ user: { projects: { id: number }[] } }>()
      .user.projects.map((p) => p.id);
  }
  return {
    name,
    cookies: Object.fromEntries(browser.cookies),
    token: browser.xsrf,
    signedIn: !!email,
    ownProjects,
  };
}

// ---- arbitraries ---------------------------------------------------------------------------------------

/** Printable ASCII only, so the value is a legal header value for inject and fetch alike. */
const headerText = fc.string({ maxLength: 40 }).map((s) => s.replace(/[^\x20-\x7e]/g, ''));

const hugeNumbers = fc.constantFrom(
  2 ** 31,
  2 ** 31 - 1,
  2 ** 53,
  Number.MAX_SAFE_INTEGER,
  -Number.MAX_SAFE_INTEGER,
  1e300,
  -1e300,
  Number.MAX_VALUE,
  Number.MIN_VALUE,
  -0,
);

const wrongTypes = fc.oneof(
  fc.string({ maxLength: 20 }),
  fc.integer().map(String),
  fc.double({ noInteger: true, noNaN: true }),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.integer(), { maxLength: 4 }),
  fc.dictionary(fc.string({ maxLength: 5 }), fc.jsonValue({ maxDepth: 1 }), { maxKeys: 3 }),
  fc.jsonValue({ maxDepth: 3 }),
);

function projectIdArb(actor: Actor): fc.Arbitrary<unknown> {
  const others = allProjects.filter((id) => !actor.ownProjects.includes(id));
  return fc.oneof(
    others.length > 0 ? fc.constantFrom(...others) : fc.constant(0),
    fc.integer({ min: Math.max(...allProjects) + 1, max: 2 ** 31 - 1 }),
    fc.integer({ min: -(2 ** 31), max: 0 }),
    hugeNumbers,
    wrongTypes,
    fc.constantFrom(...(actor.ownProjects.length ? actor.ownProjects : [1])).map(String),
  );
}

const extraKeys = fc.dictionary(
  fc.constantFrom('__proto__', 'constructor', 'prototype', 'id', 'user_id', 'project', 'admin', '_csrf', 'x'),
  fc.jsonValue({ maxDepth: 2 }),
  { maxKeys: 3 },
);

/** A raw body: random JSON text, broken JSON, form-like text, or something over 16 kB. */
const rawBody = fc.oneof(
  fc.json({ maxDepth: 3 }),
  fc.string({ maxLength: 60 }),
  fc.constantFrom(
    '{',
    '{"project_id":',
    '[1,2',
    '{"a":1}}',
    'null',
    '""',
    'true',
    '{"project_id":1e999}',
    '\u0000',
  ),
  fc.constantFrom('{"__proto__":{"admin":true}}', '{"constructor":{"prototype":{"admin":true}}}'),
  fc
    .string({ maxLength: 30 })
    .map((s) => `project_id=${encodeURIComponent(s)}&email=${encodeURIComponent(s)}`),
  fc
    .integer({ min: 16 * 1024 + 1, max: 40 * 1024 })
    .map((n) => JSON.stringify({ project_id: 1, pad: 'x'.repeat(n) })),
);

const contentType = fc.oneof(
  { weight: 6, arbitrary: fc.constant('application/json') },
  { weight: 1, arbitrary: fc.constant('application/json; charset=utf-8') },
  { weight: 2, arbitrary: fc.constant('application/x-www-form-urlencoded') },
  {
    weight: 1,
    arbitrary: fc.constantFrom(
      'text/plain',
      'multipart/form-data; boundary=xyz',
      'application/octet-stream',
      'application/xml',
      'application/json; charset=utf-16',
      '',
    ),
  },
  { weight: 1, arbitrary: headerText },
);

function jsonBodyFor(valueArb: fc.Arbitrary<unknown>, key: string): fc.Arbitrary<string> {
  return fc.oneof(
    fc.tuple(valueArb, extraKeys).map(([value, extra]) => JSON.stringify({ ...extra, [key]: value })),
    extraKeys.map((extra) => JSON.stringify(extra)),
    wrongTypes.map((value) => JSON.stringify(value) ?? 'null'),
    rawBody,
  );
}

/** Would this body, read as JSON, be a legitimate project change for the actor? Those are left out. */
function isOwnProjectChange(payload: string | undefined, type: string, actor: Actor): boolean {
  if (payload === undefined || !type.startsWith('application/json')) return false;
  try {
    const body = JSON.parse(payload) as { project_id?: unknown };
    return (
      typeof body === 'object' &&
      body !== null &&
      typeof body.project_id === 'number' &&
      actor.ownProjects.includes(body.project_id)
    );
  } catch {
    return false;
  }
}

/**
 * Could this body, read as JSON or as a form, get past the schema of a route that checks a password or
 * a code (an object of strings under `names`)? Those are left out with a valid token: they would reach
 * the sign-in throttle or change the account, which the snapshot would rightly see.
 */
function mightPassStringSchema(payload: string | undefined, type: string, names: readonly string[]): boolean {
  if (payload === undefined) return false;
  let body: unknown;
  try {
    body = type.startsWith('application/x-www-form-urlencoded')
      ? Object.fromEntries(new URLSearchParams(payload))
      : JSON.parse(payload);
  } catch {
    return false;
  }
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return false;
  const entries = Object.entries(body);
  return entries.every(([key, value]) => names.includes(key) && typeof value === 'string');
}

function loginBody(validCsrf: boolean): fc.Arbitrary<string> {
  const malformed = fc.oneof(
    jsonBodyFor(wrongTypes, 'email'),
    jsonBodyFor(wrongTypes, 'password'),
    fc.tuple(wrongTypes, wrongTypes).map(([email, password]) => JSON.stringify({ email, password })),
    fc.constantFrom(
      JSON.stringify({ email: 'client@example.com', password: '' }),
      JSON.stringify({ email: 'client@example.com', password: 'x'.repeat(2000) }),
      JSON.stringify({ email: 'not-an-email', password: 'demo-password' }),
      JSON.stringify({ email: `${'a'.repeat(300)}@example.com`, password: 'demo-password' }),
      JSON.stringify({ email: ['client@example.com'], password: 'demo-password' }),
    ),
  );
  if (validCsrf) return malformed;
  // Without a valid token even the right credentials must not sign anybody in.
  return fc.oneof(
    malformed,
    fc.constantFrom(
      JSON.stringify({ email: 'client@example.com', password: 'demo-password' }),
      JSON.stringify({ email: 'staff@example.com', password: 'demo-password' }),
    ),
  );
}

const pathSegment = fc.oneof(
  fc.constantFrom(
    'api',
    'admin',
    'build',
    'lang',
    'projects',
    'users',
    '..',
    '.',
    '%2e%2e',
    '%00',
    'index.html',
    'x.js',
  ),
  // Broken or tricky percent-encoding, dotfiles and files of the build folder.
  fc.constantFrom('%', '%zz', '%c0%ae', '%E0%A4%A', '%2F', '%5C', '.env', 'consent', 'pl.json'),
  fc.string({ maxLength: 12 }).map(encodeURIComponent),
);
const randomPath = fc
  .array(pathSegment, { minLength: 1, maxLength: 5 })
  .map((parts) => `/${parts.join('/')}`);

/** GET /api/services with parameters valid, invalid, unknown, repeated and hostile (LIKE wildcards, '__proto__'). */
const servicesQuery = fc
  .array(
    fc.tuple(
      fc.constantFrom(
        'type',
        'offset',
        'limit',
        'sort',
        'status',
        'allocation',
        'name',
        'search',
        'x',
        '__proto__',
      ),
      fc.oneof(
        fc.constantFrom(
          'virtual-servers',
          'backup',
          'email',
          'nope',
          '0',
          '240',
          '1000000000',
          '99999999999',
          '-1',
          '25',
          '100',
          '7',
          'name',
          '-updated_at,allocation_model',
          'name,name',
          'active,inactive',
          'AllocationVApp,ReservationPool',
          '%',
          '_',
          '\\',
          '%_\\%',
          "' OR 1=1 --",
          'x'.repeat(101),
        ),
        fc.string({ maxLength: 30 }),
      ),
    ),
    { maxLength: 6 },
  )
  .map((entries) => `/api/services?${new URLSearchParams(entries).toString()}`);

/** GET /api/admin/siem/cases likewise: valid, invalid, unknown, repeated and hostile parameters, 'mine'. */
const casesQuery = fc
  .array(
    fc.tuple(
      fc.constantFrom(
        'offset',
        'limit',
        'sort',
        'status',
        'severity',
        'assignee',
        'title',
        'search',
        'filter[status]',
        'x',
        '__proto__',
      ),
      fc.oneof(
        fc.constantFrom(
          'mine',
          'mine,new',
          'new,in_progress,resolved,closed',
          'low,critical',
          'none',
          '1',
          '3',
          '0',
          '2147483647',
          '2147483648',
          '99999999999',
          '-1',
          '600',
          '1000000000',
          '25',
          '7',
          '-created_at',
          'assignee,-severity',
          'status,status',
          '#42',
          '42',
          '#',
          '%',
          '_',
          '\\',
          "' OR 1=1 --",
          'x'.repeat(101),
        ),
        fc.string({ maxLength: 30 }),
      ),
    ),
    { maxLength: 6 },
  )
  .map((entries) => `/api/admin/siem/cases?${new URLSearchParams(entries).toString()}`);

const getPaths = (actor: Actor) =>
  fc.oneof(
    servicesQuery,
    casesQuery,
    fc.constantFrom(
      '/api/layout',
      '/check-session',
      '/api/admin/users',
      '/api/admin/siem/cases',
      '/api/admin/siem/cases/1',
      '/api/admin/siem/cases/600',
      '/api/admin/siem/cases/abc',
      '/api/admin/siem/cases/99999999999',
      '/api/siem/integrations',
      '/impersonate-leave',
      '/api/csrf-token',
      '/healthz',
      '/privacy',
      '/login',
      '/',
      '/services/backup',
      '/admin/users',
      '/build/app.js',
      '/build/../index.html',
      '/build/%2e%2e/%2e%2e/etc/passwd',
      '/robots.txt',
      '/lang/de',
      '/lang/',
      '/lang/PL',
      '/api/layout?x=1&x=2',
      `/${'a'.repeat(3000)}`,
      '/api/support/options',
      '/api/support/issues',
      '/api/support/issues?sort=project&limit=7',
      '/api/support/issues/1',
      '/api/support/issues/abc',
      '/api/admin/support/issues',
      '/api/admin/support/issues?status=mine&assignee=none',
      '/api/admin/support/issues/1',
      '/api/admin/support/issues/99999999999',
      '/api/account/sessions',
      '/api/account/sessions?x=1',
      '/api/account/two-factor',
      '/api/account/two-factor?x=1',
      '/login/two-factor',
      `/uploads/${'A'.repeat(22)}`,
      '/uploads/..%2F..%2Fapi%2Flayout',
      '/api/documents',
      '/api/documents?kind=report,contract&sort=-size&search=%25_',
      '/api/documents?kind=invoice&limit=7',
      '/api/documents/1/file',
      '/api/documents/abc/file',
      '/api/documents/99999999999/file',
      '/api/invoices',
      '/api/invoices?status=overdue,paid&sort=-gross,number&number=%25_',
      '/api/invoices?status=late&limit=7',
      '/api/invoices/1',
      '/api/invoices/1/pdf',
      '/api/invoices/abc/pdf',
      '/api/invoices/99999999999',
      '/api/orders',
      '/api/orders?status=new,cancelled&sort=description&description=%C5%82',
      '/api/orders?sort=colour',
      '/api/dashboard',
      '/api/dashboard?x=1',
      '/api/projects/1',
      '/api/projects/4',
      '/api/projects/abc',
      '/api/projects/99999999999',
    ),
    // /lang/pl and /lang/en store the locale of a session (a legitimate change): only for visitors without one.
    actor.signedIn ? fc.constant('/lang/xx') : fc.constantFrom('/lang/pl', '/lang/en'),
    randomPath,
  );

function headersFor(actor: Actor, mode: CsrfMode, wrongToken: string): Record<string, string> {
  const cookies = { ...actor.cookies };
  if (mode === 'no-secret') delete cookies.portal_csrf;
  const headers: Record<string, string> = {};
  const cookie = cookieString(cookies);
  if (cookie) headers.cookie = cookie;
  if (mode === 'valid' || mode === 'no-secret') {
    if (actor.token) headers['x-xsrf-token'] = actor.token;
  } else if (mode === 'wrong') {
    headers['x-xsrf-token'] = wrongToken;
  } else if (mode === 'foreign') {
    const other = [...actors.values()].find(
      (a) => a.name !== actor.name && a.token && a.token !== actor.token,
    );
    if (other?.token) headers['x-xsrf-token'] = other.token;
  }
  return headers;
}

const extraHeaders = fc.record(
  {
    accept: fc.constantFrom('application/json', 'text/html', '*/*', 'text/html,application/json', ''),
    'x-forwarded-for': headerText,
    'sec-fetch-site': fc.constantFrom('same-origin', 'cross-site', 'same-site', 'none'),
    referer: fc.oneof(
      headerText,
      fc.constantFrom(
        'http://127.0.0.1/',
        'https://evil.example/x',
        'http://127.0.0.1//evil.example',
        'javascript:1',
      ),
    ),
    'user-agent': headerText,
  },
  { requiredKeys: [] },
);

/** The requests of one actor with one kind of CSRF token, built once (fast-check arbitraries are costly). */
function casesFor(actor: Actor, mode: CsrfMode): fc.Arbitrary<Case & { allow404?: boolean }> {
  const tokenOk = mode === 'valid' && actor.name !== 'bare' && !!actor.token;
  const common = fc.record({ wrongToken: headerText, extra: extraHeaders, type: contentType });
  const post = (path: fc.Arbitrary<string>, body: fc.Arbitrary<string>, label: string) =>
    fc.tuple(common, path, body).map(([{ wrongToken, extra, type }, url, payload]) => ({
      method: 'POST',
      path: url,
      headers: { ...headersFor(actor, mode, wrongToken), ...extra, 'content-type': type },
      payload,
      mustBe419: !tokenOk,
      label: `${label} as ${actor.name}, csrf ${mode}`,
    }));

  const kinds: fc.Arbitrary<Case & { allow404?: boolean }>[] = [];
  kinds.push(
    post(
      fc.constant('/projects/change'),
      jsonBodyFor(projectIdArb(actor), 'project_id'),
      'project change',
    ).filter(
      (c) =>
        !(tokenOk && actor.signedIn && isOwnProjectChange(c.payload, c.headers['content-type'] ?? '', actor)),
    ),
  );
  // /login: with a valid token only malformed bodies (a well-formed wrong password would just be slow).
  kinds.push(post(fc.constant('/login'), loginBody(tokenOk), 'sign-in'));
  // /logout: a valid token would end a real session, so only without one (or without a session).
  if (!tokenOk || !actor.signedIn) kinds.push(post(fc.constant('/logout'), rawBody, 'sign-out'));
  // /api/settings/theme: a valid token and a session get only invalid themes.
  const notTheme = wrongTypes.filter((v) => !['system', 'light', 'dark'].includes(v as string));
  kinds.push(post(fc.constant('/api/settings/theme'), jsonBodyFor(notTheme, 'theme'), 'theme'));
  // Support issues, SOC cases and uploads: malformed bodies (a random body cannot be a multipart upload
  // whose boundary matches); the writes that take JSON only without a valid token, so nothing is written.
  kinds.push(post(fc.constant('/api/uploads'), rawBody, 'upload'));
  if (!tokenOk) {
    const supportWrites = fc.constantFrom(
      '/api/support/issues',
      '/api/support/issues/1/messages',
      '/api/admin/support/issues/1/messages',
      '/api/admin/support/issues/1/status',
      '/api/admin/support/issues/1/assignee',
    );
    kinds.push(post(supportWrites, rawBody, 'support'));
    const caseWrites = fc.constantFrom(
      '/api/admin/siem/cases/1/status',
      '/api/admin/siem/cases/1/severity',
      '/api/admin/siem/cases/1/assignee',
      '/api/admin/siem/cases/1/comments',
      '/api/admin/siem/cases/abc/status',
    );
    kinds.push(post(caseWrites, rawBody, 'SOC case'));
  }
  // A person's sessions: hostile ids with any token (no real session's id can come up: they are 22
  // characters of a hash); every other session ended only without a valid token (it would end the
  // actors' own).
  // (Short enough that their URL-encoded form stays under the router's 100-character parameter, past
  // which any route answers 400 before its CSRF check.)
  const sessionIds = fc.oneof(
    fc.string({ maxLength: 30 }),
    fc.constantFrom('', '..', '%00', 'A'.repeat(22), 'others/x', '1 OR 1=1', 'a'.repeat(90)),
  );
  const endSession = (path: fc.Arbitrary<string>, label: string) =>
    fc.tuple(common, path, rawBody).map(([{ wrongToken, extra, type }, url, payload]) => ({
      method: 'DELETE',
      path: url,
      headers: { ...headersFor(actor, mode, wrongToken), ...extra, 'content-type': type },
      payload,
      mustBe419: !tokenOk,
      label: `${label} as ${actor.name}, csrf ${mode}`,
      allow404: true,
    }));
  kinds.push(
    endSession(
      sessionIds.map((id) => `/api/account/sessions/${encodeURIComponent(id)}`),
      'end a session',
    ),
  );
  if (!tokenOk) kinds.push(endSession(fc.constant('/api/account/sessions/others'), 'end other sessions'));
  // Two-factor sign-in (issue 27, part 2): with a valid token only bodies its schemas refuse (a
  // well-formed password or code would be counted by the sign-in throttle, or change the account);
  // the second step of a sign-in with any body, since no actor has a pending sign-in (401, nothing
  // written).
  const twoFactorPaths = fc.constantFrom(
    '/api/account/two-factor/setup',
    '/api/account/two-factor/confirm',
    '/api/account/two-factor/recovery-codes',
    '/api/account/two-factor/disable',
  );
  const twoFactorBody = fc.oneof(
    jsonBodyFor(wrongTypes, 'password'),
    jsonBodyFor(wrongTypes, 'code'),
    fc.tuple(wrongTypes, wrongTypes).map(([password, code]) => JSON.stringify({ password, code })),
    fc.constantFrom(
      JSON.stringify({ code: '12345' }),
      JSON.stringify({ code: '1234567' }),
      JSON.stringify({ code: 123456 }),
      JSON.stringify({ code: 'aaaaa-aaaa1' }),
      JSON.stringify({ password: '' }),
      JSON.stringify({ password: 'x'.repeat(2000) }),
      JSON.stringify({ password: 'a\u0000b' }),
      JSON.stringify({ password: 'demo-password', code: '123456', x: 1 }),
    ),
    rawBody,
  );
  kinds.push(
    post(twoFactorPaths, twoFactorBody, 'two-factor').filter(
      (c) =>
        !(
          tokenOk &&
          actor.signedIn &&
          mightPassStringSchema(c.payload, c.headers['content-type'] ?? '', ['password', 'code'])
        ),
    ),
  );
  // Changing the password (issue 27): likewise, with a valid token only bodies its schema refuses.
  const passwordBody = fc.oneof(
    jsonBodyFor(wrongTypes, 'current_password'),
    jsonBodyFor(wrongTypes, 'new_password'),
    fc
      .tuple(wrongTypes, wrongTypes)
      .map(([current, next]) => JSON.stringify({ current_password: current, new_password: next })),
    fc.constantFrom(
      JSON.stringify({ current_password: 'demo-password' }),
      JSON.stringify({ current_password: '', new_password: 'wrzos-kalosz-Fjord-73-orbita' }),
      JSON.stringify({ current_password: 'demo-password', new_password: 'x'.repeat(300) }),
      JSON.stringify({ current_password: 'demo-password', new_password: 'a\u0000b-long-enough' }),
      JSON.stringify({ current_password: 'x'.repeat(2000), new_password: 'wrzos-kalosz-Fjord-73-orbita' }),
      JSON.stringify({ current_password: 'demo-password', new_password: 'wrzos-kalosz-Fjord-73', x: 1 }),
    ),
    rawBody,
  );
  kinds.push(
    post(fc.constant('/api/account/password'), passwordBody, 'change password').filter(
      (c) =>
        !(
          tokenOk &&
          actor.signedIn &&
          mightPassStringSchema(c.payload, c.headers['content-type'] ?? '', [
            'current_password',
            'new_password',
          ])
        ),
    ),
  );
  kinds.push(
    post(
      fc.constant('/login/two-factor'),
      fc.oneof(
        jsonBodyFor(wrongTypes, 'code'),
        jsonBodyFor(wrongTypes, 'recovery_code'),
        fc.constantFrom(
          JSON.stringify({ code: '123456' }),
          JSON.stringify({ recovery_code: 'abcde-fgh23' }),
          JSON.stringify({ code: '123456', recovery_code: 'abcde-fgh23' }),
          'code=123456',
        ),
        rawBody,
      ),
      'second sign-in step',
    ),
  );
  // Impersonation: staff with a valid token only aim at ids that are not clients.
  const clientIds = [userIds['client@example.com'], userIds['basic@example.com']].map(String);
  const targetIds = fc
    .oneof(
      fc.constantFrom(String(userIds['staff@example.com']), String(userIds['support@example.com'])),
      fc.integer({ min: 5, max: 2 ** 40 }).map(String),
      fc.string({ minLength: 1, maxLength: 12 }),
      fc.constantFrom('0', '-1', '01', '1e3', '1.0', ' 1', '99999999999999999999'),
      fc.constantFrom(...clientIds),
    )
    .filter((id) => !(tokenOk && actor.name === 'staff' && clientIds.includes(id)))
    .map((id) => `/admin/users/${encodeURIComponent(id)}/impersonate`);
  // An id that does not fit the route at all is a plain 404.
  kinds.push(post(targetIds, rawBody, 'impersonate').map((c) => ({ ...c, allow404: true })));
  // GET and HEAD on pages, API routes and random paths.
  kinds.push(
    fc
      .tuple(common, getPaths(actor), fc.constantFrom('GET', 'HEAD'))
      .map(([{ wrongToken, extra }, path, method]) => ({
        method,
        path,
        headers: { ...headersFor(actor, mode, wrongToken), ...extra },
        mustBe419: false,
        label: `${method} ${path.slice(0, 60)} as ${actor.name}`,
      })),
  );
  // Other methods on real and random paths.
  kinds.push(
    fc
      .tuple(
        common,
        fc.constantFrom('PUT', 'PATCH', 'DELETE', 'OPTIONS'),
        fc.oneof(fc.constantFrom('/projects/change', '/login', '/logout', '/api/layout'), randomPath),
        rawBody,
      )
      .map(([{ wrongToken, extra, type }, method, path, payload]) => ({
        method,
        path,
        headers: { ...headersFor(actor, mode, wrongToken), ...extra, 'content-type': type },
        payload,
        mustBe419: false,
        label: `${method} ${path.slice(0, 60)} as ${actor.name}`,
      })),
  );
  return fc.oneof(...kinds);
}

let cases: fc.Arbitrary<Case & { allow404?: boolean }>;

function caseArb(): fc.Arbitrary<Case & { allow404?: boolean }> {
  cases ??= fc.oneof(
    ...[...actors.values()].flatMap((actor) =>
      (['valid', 'missing', 'wrong', 'foreign', 'no-secret'] as const).map((mode) => casesFor(actor, mode)),
    ),
  );
  return cases;
}

// ---- checks --------------------------------------------------------------------------------------------

interface Outcome {
  status: number;
  contentType: string;
  body: string;
}

function check(c: Case & { allow404?: boolean }, outcome: Outcome): void {
  const where = `${c.label} -> ${outcome.status} ${outcome.body.slice(0, 200)}`;
  expect(outcome.status, where).toBeLessThan(500);
  if (c.mustBe419 && !(c.allow404 && outcome.status === 404)) expect(outcome.status, where).toBe(419);
  if (outcome.status >= 400 && outcome.contentType.includes('application/json') && c.method !== 'HEAD') {
    const body = JSON.parse(outcome.body) as { error?: unknown; message?: unknown };
    expect(typeof body.error, where).toBe('string');
    expect(typeof body.message, where).toBe('string');
  }
}

async function viaInject(c: Case): Promise<Outcome> {
  const response = await server.app.inject({
    method: c.method as 'GET',
    url: c.path,
    headers: c.headers,
    ...(c.payload !== undefined && c.method !== 'GET' && c.method !== 'HEAD' ? { payload: c.payload } : {}),
  });
  return {
    status: response.statusCode,
    contentType: String(response.headers['content-type'] ?? ''),
    body: response.body,
  };
}

async function viaHttp(c: Case): Promise<Outcome> {
  const headers = { ...c.headers };
  if (headers['content-type'] === '') delete headers['content-type'];
  const response = await fetch(`${server.baseUrl}${c.path}`, {
    method: c.method,
    headers,
    redirect: 'manual',
    ...(c.payload !== undefined && c.method !== 'GET' && c.method !== 'HEAD' ? { body: c.payload } : {}),
  });
  return {
    status: response.status,
    contentType: response.headers.get('content-type') ?? '',
    body: await response.text(),
  };
}

beforeAll(async () => {
  server = await startServer({
    now: () => FIXED_NOW,
    loginLimits: { perAddress: 1e9, perAccountAddress: 1e9, accountFreeAttempts: 1e9 },
  });
  actors.set('guest', await actorFrom('guest'));
  actors.set('bare', { name: 'bare', cookies: {}, token: undefined, signedIn: false, ownProjects: [] });
  const forged = await actorFrom('forged');
  forged.cookies.portal_session = 'A'.repeat(43);
  actors.set('forged', forged);
  actors.set('client', await actorFrom('client', 'client@example.com'));
  actors.set('basic', await actorFrom('basic', 'basic@example.com'));
  actors.set('staff', await actorFrom('staff', 'staff@example.com'));
  actors.set('support', await actorFrom('support', 'support@example.com'));
  allProjects = (await server.query<{ id: number }>('SELECT id FROM projects')).map((r) => r.id);
  userIds = Object.fromEntries(
    (await server.query<{ email: string; id: number }>('SELECT email, id FROM users')).map((r) => [
      r.email,
      r.id,
    ]),
  );
  const [open] = await server.query<{ id: number }>(
    "SELECT id FROM support_issues WHERE status <> 'closed' ORDER BY id LIMIT 1",
  );
  if (!open) throw new Error('The seed has no open support issue for the hostile replies.');
  openIssue = open.id;
  before = await server.snapshot();
});

afterAll(async () => {
  await server.close();
});

describe('fuzzing with hostile requests', () => {
  let served = 0;

  it(`answers ${INJECT_RUNS} hostile requests in-process with no 5xx`, async () => {
    await fc.assert(
      fc.asyncProperty(caseArb(), async (c) => {
        served += 1;
        check(c, await viaInject(c));
      }),
      { numRuns: INJECT_RUNS },
    );
  });

  it(`answers ${HTTP_RUNS} hostile requests over real HTTP with no 5xx`, async () => {
    await fc.assert(
      fc.asyncProperty(caseArb(), async (c) => {
        served += 1;
        check(c, await viaHttp(c));
      }),
      { numRuns: HTTP_RUNS },
    );
  });

  // The review of issue 27, as properties: rich text nested past the limit (HTML containers mixed as
  // they come, with or without text between them, within the length limit; SVG is left out, since an
  // HTML tag inside it leaves it in the parser and nests far less than it seems), and uploads with bytes before the
  // first boundary or after the last, all sent by a signed-in person with a valid token. Each is
  // refused with a 4xx and a JSON error; the snapshot below shows nothing was written.
  it(`refuses ${HOSTILE_WRITE_RUNS} hostile writes of a signed-in person, each with a 4xx`, async () => {
    const nesting = fc.constantFrom(
      ['<blockquote>', '</blockquote>'],
      ['<ul><li>', '</li></ul>'],
      ['<ol><li>', '</li></ol>'],
      ['<div>', '</div>'],
      ['<p><strong>', '</strong></p>'],
      ['<em>', '</em>'],
      ['<table><tr><td>', '</td></tr></table>'],
    );
    const deepHtml = fc
      .tuple(
        fc.array(nesting, { minLength: 1, maxLength: 3 }),
        fc.integer({ min: MAX_RICH_TEXT_DEPTH + 1, max: 2_000 }),
        fc.string({ maxLength: 8 }),
      )
      .map(([tags, depth, text]) => {
        let open = '';
        let close = '';
        for (let level = 0; level < depth; level += 1) {
          const [start, end] = tags[level % tags.length]!;
          const more = `${start}${level % 7 === 0 ? text : ''}`;
          // Within the length limit, so that the depth is what refuses it (101 levels always fit).
          if (open.length + more.length + close.length + end.length + 1 > MAX_RICH_TEXT_LENGTH) break;
          open += more;
          close = `${end}${close}`;
        }
        return `${open}x${close}`;
      });
    const richText = fc.tuple(
      fc.constantFrom(
        { actor: 'client' as const, path: '/api/support/issues', field: 'description' },
        { actor: 'staff' as const, path: 'open issue', field: 'body' },
        { actor: 'staff' as const, path: '/api/admin/siem/cases/1/comments', field: 'body' },
      ),
      deepHtml,
    );
    const junkUpload = fc.tuple(
      fc.constantFrom('before', 'after', 'both'),
      fc.uint8Array({ minLength: 1_100, maxLength: 64 * 1024 }),
    );
    await fc.assert(
      fc.asyncProperty(fc.oneof(richText, junkUpload), async (write) => {
        served += 1;
        let answer;
        if (typeof write[0] === 'object') {
          const [{ actor: name, path, field }, html] = write as [
            { actor: 'client' | 'staff'; path: string; field: string },
            string,
          ];
          const actor = actors.get(name)!;
          const body =
            field === 'description'
              ? { subject: 'Zagnieżdżenie', category: 'technical', description: html }
              : { body: html };
          answer = await server.app.inject({
            method: 'POST',
            url: path === 'open issue' ? `/api/admin/support/issues/${openIssue}/messages` : path,
            headers: { ...headersFor(actor, 'valid', ''), 'content-type': 'application/json' },
            payload: JSON.stringify(body),
          });
        } else {
          const [where, junk] = write as [string, Uint8Array];
          const actor = actors.get('client')!;
          const { body, contentType } = multipart([{ filename: 'a.png', type: 'image/png', data: PNG }]);
          const noise = Buffer.from(junk);
          const payload = Buffer.concat([
            where === 'after' ? Buffer.alloc(0) : noise,
            body,
            where === 'before' ? Buffer.alloc(0) : noise,
          ]);
          answer = await server.app.inject({
            method: 'POST',
            url: '/api/uploads',
            headers: { ...headersFor(actor, 'valid', ''), 'content-type': contentType },
            payload,
          });
        }
        // Refused for what it is: nested too deep (422 on the field), or bytes around the file (400).
        const where = `${answer.statusCode} ${answer.body.slice(0, 200)}`;
        const error = answer.json<{ error?: unknown; message?: unknown }>();
        expect([answer.statusCode, error.error], where).toEqual(
          typeof write[0] === 'object' ? [422, 'validation_failed'] : [400, 'bad_request'],
        );
        expect(typeof error.message, where).toBe('string');
      }),
      { numRuns: HOSTILE_WRITE_RUNS },
    );
  });

  it('left the database exactly as it was, and the real sessions still work', async () => {
    expect(served).toBeGreaterThanOrEqual(INJECT_RUNS + HTTP_RUNS + HOSTILE_WRITE_RUNS);
    expect(await server.snapshot()).toEqual(before);
    for (const name of ['client', 'basic', 'staff', 'support'] as const) {
      const actor = actors.get(name)!;
      const answer = await server.app.inject({
        method: 'GET',
        url: '/check-session',
        headers: { cookie: cookieString(actor.cookies) },
      });
      expect(answer.json()).toEqual({ status: 'active' });
    }
    console.info(`fuzz: ${served} requests, 0 answers 5xx, database unchanged`);
  });
});
