import { lazy, type ComponentType } from 'react';
import { useRoutes, type RouteObject } from 'react-router';
import { LoginPage } from '../pages/LoginPage';
import { Shell } from '../shell/Shell';

/**
 * The one route table, in React Router's declarative mode (`<BrowserRouter>` + `useRoutes`): the data
 * router (`createBrowserRouter`) is about 18 kB gzip more of first-load JavaScript and the portal
 * uses none of its loaders or actions. Page modules are lazy chunks (React.lazy), about 1 kB each:
 * main.tsx calls `preloadPages()` at start, so they load beside the layout request and navigating
 * never waits for one (the shell's first screen waits for its page, see Shell.tsx). Every menu route the table does not name
 * resolves through `MenuRoutePage`, which finds the entry in the menus (title, breadcrumb,
 * permission) or shows the 404 page.
 */
const client = () => import('../pages/client');
const account = () => import('../pages/account');
const staff = () => import('../pages/staff');
const generic = () => import('../pages/generic');

/** Fetches every page chunk, so navigating never waits for one. */
export function preloadPages(): Promise<unknown> {
  return Promise.all([client(), account(), staff(), generic()]);
}

/** A page component from a lazy module, optionally behind a permission (or staff only). */
function page<M>(
  load: () => Promise<M>,
  pick: (module: M) => ComponentType,
  guard?: { permission: string; staff?: boolean },
) {
  return lazy(async () => {
    const [module, { RequirePermission }] = await Promise.all([load(), generic()]);
    const Page = pick(module);
    if (!guard) return { default: Page };
    return {
      default: () => (
        <RequirePermission permission={guard.permission} staff={guard.staff}>
          <Page />
        </RequirePermission>
      ),
    };
  });
}

const ClientDashboard = page(client, (m) => m.ClientDashboard);
const ServiceTypePage = page(client, (m) => m.ServiceTypePage);
const ProjectsPage = page(client, (m) => m.ProjectsPage, { permission: 'client-projects-show' });
const ProjectDetailsPage = page(client, (m) => m.ProjectDetailsPage);
const AccountPage = page(account, (m) => m.AccountPage);
const SettingsPage = page(account, (m) => m.SettingsPage);
const PrivacyPage = page(generic, (m) => m.PrivacyPage);
const InvoicesPage = page(generic, (m) => m.InvoicesPage);
const OrdersPage = page(generic, (m) => m.OrdersPage);
const StaffDashboard = page(staff, (m) => m.StaffDashboard, { permission: 'dashboard-list', staff: true });
const AdminUsersPage = page(staff, (m) => m.AdminUsersPage, { permission: 'user-list', staff: true });
const MenuRoutePage = page(generic, (m) => m.MenuRoutePage);

export const routes: RouteObject[] = [
  { path: '/login', element: <LoginPage /> },
  {
    path: '/',
    element: <Shell />,
    children: [
      { index: true, element: <ClientDashboard /> },
      { path: 'services/:type', element: <ServiceTypePage /> },
      { path: 'projects', element: <ProjectsPage /> },
      { path: 'projects/:id', element: <ProjectDetailsPage /> },
      { path: 'account', element: <AccountPage /> },
      { path: 'account/settings', element: <SettingsPage /> },
      { path: 'privacy', element: <PrivacyPage /> },
      { path: 'invoices', element: <InvoicesPage /> },
      { path: 'orders', element: <OrdersPage /> },
      { path: 'admin/dashboard', element: <StaffDashboard /> },
      { path: 'admin/users', element: <AdminUsersPage /> },
      { path: '*', element: <MenuRoutePage /> },
    ],
  },
];

/** The routed page for the current address (inside `<BrowserRouter>`). */
export function AppRoutes() {
  return useRoutes(routes);
}
