import { afterEach, describe, expect, it, vi } from 'vitest';
import { installDefaultTrustedTypesPolicy, sanitizeForDefaultPolicy } from './trusted-types';

type Rules = { createHTML: (input: string) => string | null };

function fakeFactory(defaultPolicy: unknown = null) {
  const created: { name: string; rules: Rules }[] = [];
  return {
    created,
    factory: {
      defaultPolicy,
      createPolicy: vi.fn((name: string, rules: Rules) => {
        created.push({ name, rules });
        return { name, createHTML: rules.createHTML };
      }),
    },
  };
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('installDefaultTrustedTypesPolicy', () => {
  it('does nothing where Trusted Types are not supported (jsdom, Firefox without the flag)', () => {
    expect(installDefaultTrustedTypesPolicy({})).toBe('unsupported');
    expect(installDefaultTrustedTypesPolicy()).toBe('unsupported');
  });

  it('creates a default policy with createHTML only, so script sinks stay blocked', () => {
    const { factory, created } = fakeFactory();
    expect(installDefaultTrustedTypesPolicy({ trustedTypes: factory })).toBe('installed');
    expect(created).toHaveLength(1);
    expect(created[0]?.name).toBe('default');
    expect(Object.keys(created[0]?.rules ?? {})).toEqual(['createHTML']);
  });

  it('leaves an existing default policy alone', () => {
    const { factory, created } = fakeFactory({ name: 'default' });
    expect(installDefaultTrustedTypesPolicy({ trustedTypes: factory })).toBe('existing');
    expect(created).toHaveLength(0);
  });

  it('reports a CSP that forbids the policy name', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const factory = {
      defaultPolicy: null,
      createPolicy: () => {
        throw new TypeError('Policy "default" disallowed.');
      },
    };
    expect(installDefaultTrustedTypesPolicy({ trustedTypes: factory })).toBe('failed');
    expect(error).toHaveBeenCalledOnce();
  });
});

describe('sanitizeForDefaultPolicy', () => {
  it('removes script, event handlers and javascript: links', () => {
    const html = sanitizeForDefaultPolicy(
      '<b>ok</b><img src="x" onerror="alert(1)"><script>alert(2)</script><a href="javascript:alert(3)">x</a>',
    );
    expect(html).toContain('<b>ok</b>');
    expect(html).not.toMatch(/onerror|<script|javascript:/);
  });

  it('keeps what the library and our texts write: links, line breaks, escaped names, SVG icons', () => {
    const text = 'See the <a href="/privacy">privacy policy</a>.<br><br>_ga_&lt;ID&gt;';
    expect(sanitizeForDefaultPolicy(text)).toBe(text);
    const icon =
      '<svg viewBox="0 0 24 24" stroke-width="1.5"><path d="M-1.5 12 L12 22 L25.5 12" stroke-linecap="round"></path></svg>';
    expect(sanitizeForDefaultPolicy(icon)).toBe(icon);
  });
});
