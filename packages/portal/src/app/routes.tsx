import { Suspense, lazy, type ComponentType } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { matchRoutes, useRoutes, type RouteObject } from 'react-router';
import type { Prime } from './prime';
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

/** The names of `M`'s exports that are components. */
type PageName<M> = { [K in keyof M]: M[K] extends ComponentType ? K : never }[keyof M] & string;

/**
 * The page `name` of a lazy module, optionally behind a permission (or staff only). When the module
 * also exports `prime<name>` (`primeOrdersPage` beside `OrdersPage`), the route runs it at boot as
 * soon as the module is in, beside rendering the page: it asks for the page's first data (a list's
 * first page, a record), see app/prime.ts. (Names, not functions: the route table is in the first load.)
 */
function page<M extends object, K extends PageName<M>>(
  load: () => Promise<M>,
  name: K,
  guard?: { permission: string; staff?: boolean },
): LazyPage {
  const loadPrimed = (context?: PrimeContext) => {
    const loading = load();
    // runPrime comes with the status pages' module, which every page loads (not in the first load); a
    // failure to load either is the page's own load's to show.
    if (context) {
      void Promise.all([loading, statusPages()]).then(
        ([module, status]) => {
          const prime = (module as Partial<Record<string, Prime>>)[`prime${name}`];
          if (prime) status.runPrime(prime, context, guard);
        },
        () => undefined,
      );
    }
    return loading;
  };
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
    const Picked = module[name] as ComponentType;
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

const ClientDashboard = page(client, 'ClientDashboard');
const ServiceTypePage = page(services, 'ServiceTypePage');
const ProjectsPage = page(projects, 'ProjectsPage', { permission: 'client-projects-show' });
const ProjectDetailsPage = page(projects, 'ProjectDetailsPage');
const AccountPage = page(account, 'AccountPage');
const SettingsPage = page(account, 'SettingsPage');
const PrivacyPage = page(generic, 'PrivacyPage');
// /payments opens the first list the client may see (its own check); each list's page is behind its permission.
const PaymentsPage = page(payments, 'PaymentsPage');
const InvoicesPage = page(payments, 'InvoicesPage', { permission: 'client-invoices-list' });
const InvoicePage = page(payments, 'InvoicePage', { permission: 'client-invoices-list' });
const OrdersPage = page(payments, 'OrdersPage', { permission: 'client-orders-list' });
const StaffDashboard = page(staff, 'StaffDashboard', { permission: 'dashboard-list', staff: true });
const AdminUsersPage = page(users, 'AdminUsersPage', { permission: 'user-list', staff: true });
const SiemCasesPage = page(siemCases, 'SiemCasesPage', { permission: 'admin-siem-case-list', staff: true });
const SiemCasePage = page(siemCase, 'SiemCasePage', { permission: 'admin-siem-case-list', staff: true });
const SiemDashboardPage = page(siemDashboard, 'SiemDashboardPage', {
  permission: 'admin-siem-dashboard-show',
  staff: true,
});
const SiemIntegrationsPage = page(siemIntegrations, 'SiemIntegrationsPage', {
  permission: 'siem-integration-list',
});
const SupportIssuesPage = page(support, 'SupportIssuesPage');
const NewSupportIssuePage = page(support, 'NewSupportIssuePage');
const SupportIssuePage = page(support, 'SupportIssuePage');
const AdminSupportIssuesPage = page(adminSupport, 'AdminSupportIssuesPage', {
  permission: 'support-issue-list',
  staff: true,
});
const AdminSupportIssuePage = page(adminSupport, 'AdminSupportIssuePage', {
  permission: 'support-issue-list',
  staff: true,
});
const DocumentsPage = page(documents, 'DocumentsPage');
const ContactsPage = page(contacts, 'ContactsPage', { permission: 'client-contacts-list' });
const MenuRoutePage = page(generic, 'MenuRoutePage');

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
