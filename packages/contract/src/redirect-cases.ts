/**
 * Addresses a visitor can hand the portal to be sent to after sign-in, with where each must lead:
 * a path of our own origin, or `undefined` (refused: the caller goes to its default page). The same
 * table is checked against `sameOriginPath` in the browser's logic (same-origin-path.test.ts) and over
 * HTTP against the server (packages/server/src/security/hardening.test.ts).
 */
export interface RedirectCase {
  /** The value as the caller reads it (already decoded from the query string). */
  input: string;
  /** The path to follow, or undefined when it must not be followed. */
  expected: string | undefined;
}

/** `ORIGIN` stands for the portal's own origin; tests replace it with the real one. */
export const ORIGIN = '{origin}';

export const REDIRECT_CASES: readonly RedirectCase[] = [
  { input: '/', expected: '/' },
  { input: '/projects?tab=2#top', expected: '/projects?tab=2#top' },
  { input: '/admin/users', expected: '/admin/users' },
  { input: `${ORIGIN}/account`, expected: '/account' },
  { input: '/%5Cevil.example', expected: '/%5Cevil.example' },
  { input: '//evil.example', expected: undefined },
  { input: '///evil.example', expected: undefined },
  { input: '/\\evil.example', expected: undefined },
  { input: '\\\\evil.example', expected: undefined },
  { input: '\\/evil.example', expected: undefined },
  { input: '/\t/evil.example', expected: undefined },
  { input: '/\n/evil.example', expected: undefined },
  { input: '/\r\n/evil.example', expected: undefined },
  { input: '\t//evil.example', expected: undefined },
  { input: ' //evil.example', expected: undefined },
  { input: '/./\\evil.example', expected: undefined },
  { input: '/.//evil.example', expected: undefined },
  { input: 'https://evil.example/', expected: undefined },
  { input: 'https:evil.example', expected: undefined },
  { input: 'http://evil.example@127.0.0.1/', expected: undefined },
  { input: `${ORIGIN}@evil.example/`, expected: undefined },
  { input: 'javascript:alert(document.domain)', expected: undefined },
  { input: 'JaVaScRiPt:alert(1)', expected: undefined },
  { input: 'data:text/html,<script>alert(1)</script>', expected: undefined },
  { input: 'blob:https://evil.example/uuid', expected: undefined },
];
