import { describe, expect, it } from 'vitest';
import { contactVersion, matchesVersion } from './contacts.js';

describe("a contact's version (If-Match)", () => {
  it('is a strong entity tag of updated_at to the millisecond, the same for the same instant', () => {
    expect(contactVersion('2026-01-15T09:00:00.000Z')).toBe(`"${Date.UTC(2026, 0, 15, 9)}"`);
    expect(contactVersion('2026-01-15T10:00:00.000+01:00')).toBe(contactVersion('2026-01-15T09:00:00.000Z'));
    expect(contactVersion('2026-01-15T09:00:00.001Z')).not.toBe(contactVersion('2026-01-15T09:00:00.000Z'));
  });

  it('allows a change with no If-Match, with *, or with a list of tags naming the version', () => {
    const version = contactVersion('2026-01-15T09:00:00.000Z');
    expect(matchesVersion(undefined, version)).toBe(true);
    expect(matchesVersion('*', version)).toBe(true);
    expect(matchesVersion(version, version)).toBe(true);
    expect(matchesVersion(`"1", ${version}`, version)).toBe(true);
  });

  it('refuses another version, a weak tag, and an empty header', () => {
    const version = contactVersion('2026-01-15T09:00:00.000Z');
    expect(matchesVersion('"1"', version)).toBe(false);
    expect(matchesVersion(`W/${version}`, version)).toBe(false);
    expect(matchesVersion('', version)).toBe(false);
  });
});
