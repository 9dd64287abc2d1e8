import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  INVOICES_LIST,
  INVOICES_LIST_PERMISSION,
  ORDERS_LIST,
  ORDERS_LIST_PERMISSION,
} from '@portal-elements/contract';
import { layoutQueryKey } from '../api/layout';
import { primePaymentsPage } from './payments';

/** A query client whose layout grants `permissions`, and the addresses fetch was asked for. */
function clientWith(permissions: string[]) {
  const asked: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      asked.push(url);
      return new Response(JSON.stringify({ data: [], meta: { total: 0 } }), {
        headers: { 'Content-Type': 'application/json' },
      });
    }),
  );
  const queryClient = new QueryClient();
  queryClient.setQueryData(layoutQueryKey, { layoutPermissions: permissions });
  return { queryClient, asked };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 10));
const paths = (asked: string[]) => asked.map((url) => new URL(url, 'http://portal.test').pathname);

describe('/payments asks for the first page of the tab it will show, once the layout is in', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('/payments: the tab the address names when allowed, else the first allowed, else nothing', async () => {
    const cases: [string[], string, string[]][] = [
      [[INVOICES_LIST_PERMISSION, ORDERS_LIST_PERMISSION], '', [INVOICES_LIST.path]],
      [[INVOICES_LIST_PERMISSION, ORDERS_LIST_PERMISSION], 'tab=orders', [ORDERS_LIST.path]],
      [[ORDERS_LIST_PERMISSION], 'tab=invoices', [ORDERS_LIST.path]],
      [[], '', []],
    ];
    for (const [permissions, query, expected] of cases) {
      const { queryClient, asked } = clientWith(permissions);
      primePaymentsPage({ search: new URLSearchParams(query), queryClient, params: {} });
      await settle();
      expect(paths(asked), `${permissions.join(',')} ?${query}`).toEqual(expected);
    }
  });
});
