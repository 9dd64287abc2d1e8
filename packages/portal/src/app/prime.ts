/**
 * Asking for a page's first data ahead of its render (the routes' primes, routes.tsx): behind the
 * page's guard, and with the layout for primes that depend on who is signed in. Only lazy modules
 * import this one (routes.tsx gets `runPrime` through the status pages' module, which every page
 * loads), so it is not in the first load.
 */
import type { QueryClient } from '@tanstack/react-query';
import { layoutQuery, type LayoutInput } from '../api/layout';
import type { PrimeContext } from './routes';

/** What a page can be behind: a permission, and or staff acting as themselves. */
export interface PageGuard {
  permission?: string | undefined;
  staff?: boolean | undefined;
}

/** Whether `layout`'s person may see a page behind `guard` (RequirePermission shows the 403 otherwise). */
export function allows(
  layout: Pick<LayoutInput, 'layoutPermissions' | 'userType' | 'product'>,
  { permission, staff = false }: PageGuard,
): boolean {
  return (
    (!permission || layout.layoutPermissions.includes(permission)) &&
    (!staff || layout.userType === layout.product)
  );
}

/**
 * Runs `then` with the layout once it is in (main.tsx asked for it at boot: this asks nothing more),
 * for a prime that depends on who is signed in. A layout that failed runs nothing: the shell shows
 * that failure. Settles when `then` has run (and the promise it returns, if any, has settled); rejects
 * when `then` throws or its promise rejects.
 */
export function withLayout(
  queryClient: QueryClient,
  then: (layout: LayoutInput) => void | Promise<void>,
): Promise<void> {
  return queryClient.ensureQueryData(layoutQuery).then(then, () => undefined);
}

/** A page module's function that asks for the page's first data ahead (a list's first page, a record). */
export type Prime = (context: PrimeContext) => void | Promise<void>;

/**
 * Runs a page's `prime` behind its `guard`: for a page its person may not see (the layout says so) it
 * asks nothing, as the page will show its 403. The page asks for its data itself when it renders, so
 * a prime that fails only loses the head start: it is reported, never thrown.
 */
export function runPrime(prime: Prime, context: PrimeContext, guard: PageGuard | undefined): void {
  const run = () =>
    guard
      ? withLayout(context.queryClient, (layout) => (allows(layout, guard) ? prime(context) : undefined))
      : prime(context);
  Promise.resolve()
    .then(run)
    .catch((error: unknown) =>
      console.warn("The page's first data could not be asked for ahead; the page asks for it.", error),
    );
}
