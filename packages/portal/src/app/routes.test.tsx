import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { preloadRoute } from './routes';

describe('preloadRoute', () => {
  afterEach(() => vi.restoreAllMocks());

  it("loads the page's code even when asking for its first data ahead throws, and says so", async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const queryClient = new QueryClient();
    // The invoices' prime asks the query client for the layout: here that throws at once.
    vi.spyOn(queryClient, 'ensureQueryData').mockImplementation(() => {
      throw new Error('broken cache');
    });
    await expect(
      preloadRoute('/invoices', { search: new URLSearchParams(), queryClient }),
    ).resolves.toBeDefined();
    expect(warn).toHaveBeenCalledWith(
      "The page's first data could not be asked for ahead; the page asks for it.",
      expect.objectContaining({ message: 'broken cache' }),
    );
  });
});
