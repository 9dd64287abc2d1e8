import { Suspense, lazy, type ComponentType } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { matchRoutes, useRoutes, type RouteObject } from 'react-router';
import { ensurePageTexts } from '../i18n/i18n';
import { localeFromDocument } from '../i18n/plural';
import { loadStaffMenu } from '../navigation/load-staff-menu';
import { PageLoadError } from '../shell/page-error';
import { Shell } from '../shell/Shell';
import { trackLoad } from './loads';

/**
 * The one route table, in React Router's declarative mode (`<BrowserRouter>` + `useRoutes`): the data
 * router (`createBrowserRouter`) is about 18 kB gzip more of first-load JavaScript and the portal
 * uses none of its loaders or actions. Page modules are lazy chunks (React.lazy), about 1 kB each:
 * main.tsx fetches the chunks of the page at the address at boot, beside the layout request
 * (`preloadRoute`), and the browser fetches the rest into its cache once the first screen is up
 * (`prefetchPages`, without running them), so the first screen does not wait for its page after the
 * layout and navigating never waits for the network. Every menu route
 * the table does not name resolves through `MenuRoutePage`, which finds the entry in the menus
 * (title, breadcrumb, permission) or shows the 404 page.
 */
const client = () => import('../pages/client');
/** The services list: its own chunk, as it brings the data table (not loaded for the dashboard). */
const services = () => import('../services/services');
const account = () => import('../account/account');
const staff = () => import('../pages/staff');
/** The users list: its own chunk, as it brings the data table. */
const users = () => import('../users/users');
/** The SOC case list: its own chunk, as it brings the data table. */
const siemCases = () => import('../soc/siem-cases');
const siemCase = () => import('../soc/siem-case');
const siemIntegrations = () => import('../soc/siem-integrations');
/** The SOC dashboard: its own chunk, as it brings the charting library (Chartist). */
const siemDashboard = () => import('../soc/siem-dashboard');
/** The support issues, client side (list, new issue, an issue): the data table; the editor is lazier still. */
const support = () => import('../support/support');
/** The support issues, staff side. */
const adminSupport = () => import('../support/admin-support');
/** The project's documents, and its contacts with their form (client): each brings the data table. */
const documents = () => import('../documents/documents');
const contacts = () => import('../contacts/contacts');
/** The projects: the list, and one project with its members and services. */
const projects = () => import('../projects/projects');
/** Payments (invoices, orders, an invoice): the data table. */
const payments = () => import('../payments/payments');
const generic = () => import('../pages/generic');
/** Not found, no access and the permission guard: small, and awaited by every page. */
const statusPages = () => import('../pages/status-pages');
type StatusPages = Awaited<ReturnType<typeof statusPages>>;
/** The pages' texts in the page's language: every page waits for them (see i18n.tsx). */
const texts = () => ensurePageTexts(localeFromDocument());

/**
 * What a page's first requests need to be asked for ahead of its render: the page address's query
 * and the query client (whose cache the page's queries then find).
 */
export interface PrimeContext {
  search: URLSearchParams;
  queryClient: QueryClient;
  /** The route's parameters (`:id`); `preloadRoute` fills them in. */
  params: Readonly<Record<string, string | undefined>>;
}

/** A lazy page, and how to fetch its chunks ahead of rendering it. */
interface LazyPage {
  Page: ComponentType;
  /** Fetches the page's chunks; with `prime`, also asks for its first screen's data once its code is in. */
  preload: (prime?: PrimeContext) => Promise<unknown>;
}

/**
 * A page component from a lazy module, optionally behind a permission (or staff only). `prime` picks
 * the module's function that asks for the page's first data (a list's first page, a record), which
 * the route runs at boot as soon as the module is in, beside rendering the page.
 */
function page<M>(
  load: () => Promise<M>,
  pick: (module: M) => ComponentType,
  guard?: { permission: string; staff?: boolean },
  prime?: (module: M) => (context: PrimeContext) => void,
): LazyPage {
  const loadPrimed = (context?: PrimeContext) =>
    context && prime
      ? load().then((module) => {
          // The page asks for its data itself when it renders: a prime that fails only loses the head start.
          try {
            prime(module)(context);
          } catch (error) {
            console.warn("The page's first data could not be asked for ahead; the page asks for it.", error);
          }
          return module;
        })
      : load();
  // Staff pages use the staff menu's labels (breadcrumbs, sections), which come with its chunk.
  const preload = (context?: PrimeContext) =>
    Promise.all([loadPrimed(context), statusPages(), texts(), guard?.staff ? loadStaffMenu() : undefined]);
  const Page = lazy(() => trackLoad(loadPage()));
  async function loadPage() {
    const loaded: [M?, StatusPages?, ...unknown[]] = await preload().catch((error: unknown) => {
      throw new PageLoadError(error);
    });
    const [module, status] = loaded;
    // A chunk the preload-error handler dealt with (app/preload-error.ts) arrives as undefined.
    if (module === undefined || status === undefined) throw new PageLoadError();
    const { RequirePermission } = status;
    const Picked = pick(module);
    if (!guard) return { default: Picked };
    return {
      default: () => (
        <RequirePermission permission={guard.permission} staff={guard.staff}>
          <Picked />
        </RequirePermission>
      ),
    };
  }
  return { Page, preload };
}

const route = (path: string | undefined, { Page, preload }: LazyPage): RouteObject => ({
  ...(path === undefined ? { index: true } : { path }),
  element: <Page />,
  handle: { preload },
});

/**
 * Fetches the chunks of the page at `pathname` (main.tsx, at boot, beside the layout request), and
 * with `prime`, asks for the page's first data as soon as its code is in.
 */
export function preloadRoute(pathname: string, prime?: Omit<PrimeContext, 'params'>): Promise<unknown> {
  const match = matchRoutes(routes, pathname)?.at(-1);
  const handle = match?.route.handle as Pick<LazyPage, 'preload'> | undefined;
  return handle?.preload(prime && { ...prime, params: match?.params ?? {} }) ?? Promise.resolve();
}

const ClientDashboard = page(
  client,
  (m) => m.ClientDashboard,
  undefined,
  (m) => m.primeClientDashboard,
);
const ServiceTypePage = page(services, (m) => m.ServiceTypePage);
const ProjectsPage = page(projects, (m) => m.ProjectsPage, { permission: 'client-projects-show' });
const ProjectDetailsPage = page(projects, (m) => m.ProjectDetailsPage);
const AccountPage = page(account, (m) => m.AccountPage);
const SettingsPage = page(account, (m) => m.SettingsPage);
const PrivacyPage = page(generic, (m) => m.PrivacyPage);
// Each list checks its own permission; /payments opens the first the client may see.
const PaymentsPage = page(
  payments,
  (m) => m.PaymentsPage,
  undefined,
  (m) => m.primePayments,
);
const InvoicesPage = page(
  payments,
  (m) => m.InvoicesPage,
  undefined,
  (m) => m.primeInvoices,
);
const InvoicePage = page(payments, (m) => m.InvoicePage, { permission: 'client-invoices-list' });
const OrdersPage = page(payments, (m) => m.OrdersPage);
const StaffDashboard = page(staff, (m) => m.StaffDashboard, { permission: 'dashboard-list', staff: true });
const AdminUsersPage = page(users, (m) => m.AdminUsersPage, { permission: 'user-list', staff: true });
const SiemCasesPage = page(
  siemCases,
  (m) => m.SiemCasesPage,
  { permission: 'admin-siem-case-list', staff: true },
  (m) => m.primeSiemCases,
);
const SiemCasePage = page(
  siemCase,
  (m) => m.SiemCasePage,
  { permission: 'admin-siem-case-list', staff: true },
  (m) => m.primeSiemCase,
);
const SiemDashboardPage = page(siemDashboard, (m) => m.SiemDashboardPage, {
  permission: 'admin-siem-dashboard-show',
  staff: true,
});
const SiemIntegrationsPage = page(siemIntegrations, (m) => m.SiemIntegrationsPage, {
  permission: 'siem-integration-list',
});
const SupportIssuesPage = page(support, (m) => m.SupportIssuesPage);
const NewSupportIssuePage = page(support, (m) => m.NewSupportIssuePage);
const SupportIssuePage = page(
  support,
  (m) => m.SupportIssuePage,
  undefined,
  (m) => m.primeClientIssue,
);
const AdminSupportIssuesPage = page(adminSupport, (m) => m.AdminSupportIssuesPage, {
  permission: 'support-issue-list',
  staff: true,
});
const AdminSupportIssuePage = page(
  adminSupport,
  (m) => m.AdminSupportIssuePage,
  { permission: 'support-issue-list', staff: true },
  (m) => m.primeStaffIssue,
);
const DocumentsPage = page(documents, (m) => m.DocumentsPage);
const ContactsPage = page(contacts, (m) => m.ContactsPage, { permission: 'client-contacts-list' });
const MenuRoutePage = page(generic, (m) => m.MenuRoutePage);

/** The sign-in page: a chunk of its own, which a signed-in visit never needs. */
const loadLogin = () => Promise.all([import('../session/LoginPage'), texts()]);
const LoginPage = lazy(async () => ({ default: (await loadLogin())[0].LoginPage }));
const LoginTwoFactorPage = lazy(async () => ({ default: (await loadLogin())[0].LoginTwoFactorPage }));

export const routes: RouteObject[] = [
  { path: '/login', element: <LoginPage />, handle: { preload: loadLogin } },
  { path: '/login/two-factor', element: <LoginTwoFactorPage />, handle: { preload: loadLogin } },
  {
    path: '/',
    element: <Shell />,
    children: [
      route(undefined, ClientDashboard),
      route('services/:type', ServiceTypePage),
      route('projects', ProjectsPage),
      route('projects/:id', ProjectDetailsPage),
      route('account', AccountPage),
      route('account/settings', SettingsPage),
      route('privacy', PrivacyPage),
      route('payments', PaymentsPage),
      route('invoices', InvoicesPage),
      route('invoices/:id', InvoicePage),
      route('orders', OrdersPage),
      route('admin/dashboard', StaffDashboard),
      route('admin/users', AdminUsersPage),
      route('admin/siem/cases', SiemCasesPage),
      route('admin/siem/cases/:id', SiemCasePage),
      route('siem/integrations', SiemIntegrationsPage),
      route('admin/siem/dashboard', SiemDashboardPage),
      route('support/issues', SupportIssuesPage),
      route('support/issues/new', NewSupportIssuePage),
      route('support/issues/:id', SupportIssuePage),
      route('admin/support/issues', AdminSupportIssuesPage),
      route('admin/support/issues/:id', AdminSupportIssuePage),
      route('documents', DocumentsPage),
      route('contacts', ContactsPage),
      route('*', MenuRoutePage),
    ],
  },
];

/** The routed page for the current address (inside `<BrowserRouter>`). */
export function AppRoutes() {
  // The sign-in page's chunk is fetched at boot (preloadRoute); the shell has its own fallback.
  return <Suspense fallback={null}>{useRoutes(routes)}</Suspense>;
}
