import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildClientMenu } from './client-menu';
import type { MenuItem } from './types';
import { useActiveMatch } from './use-active-match';

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean | undefined;
}

const items: readonly MenuItem[] = buildClientMenu([
  { name: 'VPS', type: 'vps', icon_svgo: '', services_count: 1 },
]).flatMap((section) => section.items);

function Active() {
  const { activeId, ancestorIds } = useActiveMatch(items);
  return <output>{[activeId ?? 'none', ...ancestorIds].join(' < ')}</output>;
}

describe('useActiveMatch', () => {
  beforeAll(() => {
    globalThis.IS_REACT_ACT_ENVIRONMENT = true;
  });

  it('recomputes the active entry on every navigation', async () => {
    const router = createMemoryRouter([{ path: '*', element: <Active /> }], { initialEntries: ['/'] });
    const container = document.body.appendChild(document.createElement('div'));
    const root = createRoot(container);
    await act(async () => root.render(<RouterProvider router={router} />));
    expect(container.textContent).toBe('client.dashboard');

    const steps: [string, string][] = [
      ['/invoices/12', 'client.payments'],
      ['/services/vps/3', 'client.services.vps < client.services'],
      ['/nowhere', 'none'],
      ['/orders', 'client.payments'],
    ];
    for (const [to, expected] of steps) {
      await act(async () => router.navigate(to));
      expect(container.textContent, to).toBe(expected);
    }
    act(() => root.unmount());
  });
});
