import { describe, expect, it } from 'vitest';
import { PageLoadError, retryKind } from './page-error';

describe("the page fallback's retry", () => {
  it('reloads the page for code that failed to load (React.lazy keeps the rejected import)', () => {
    expect(retryKind(new PageLoadError(new TypeError('Failed to fetch dynamically imported module')))).toBe(
      'reload',
    );
    expect(retryKind(new PageLoadError())).toBe('reload');
  });

  it('renders the page again after an error while rendering', () => {
    expect(retryKind(new TypeError("Cannot read properties of undefined (reading 'map')"))).toBe('reset');
    expect(retryKind('a thrown string')).toBe('reset');
  });
});
