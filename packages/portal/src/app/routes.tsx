import { createBrowserRouter, type RouteObject } from 'react-router';
import { LoginPage } from '../pages/LoginPage';
import { RequirePermission } from '../pages/generic';
import { Shell } from '../shell/Shell';

/**
 * The one route table. Page modules load lazily (the shell shows a slim progress bar meanwhile).
 * Every menu route the table does not name resolves through `MenuRoutePage`, which finds the entry
 * in the menus (title, breadcrumb, permission) or shows the 404 page.
 */
const client = () => import('../pages/client');
const account = () => import('../pages/account');
const staff = () => import('../pages/staff');
const generic = () => import('../pages/generic');

export const routes: RouteObject[] = [
  { path: '/login', element: <LoginPage /> },
  {
    path: '/',
    element: <Shell />,
    children: [
      { index: true, lazy: async () => ({ Component: (await client()).ClientDashboard }) },
      {
        path: 'services/:type',
        lazy: async () => ({ Component: (await client()).ServiceTypePage }),
      },
      {
        path: 'projects',
        lazy: async () => {
          const { ProjectsPage } = await client();
          return {
            Component: () => (
              <RequirePermission permission="client-projects-show">
                <ProjectsPage />
              </RequirePermission>
            ),
          };
        },
      },
      { path: 'projects/:id', lazy: async () => ({ Component: (await client()).ProjectDetailsPage }) },
      { path: 'account', lazy: async () => ({ Component: (await account()).AccountPage }) },
      { path: 'account/settings', lazy: async () => ({ Component: (await account()).SettingsPage }) },
      { path: 'privacy', lazy: async () => ({ Component: (await generic()).PrivacyPage }) },
      { path: 'invoices', lazy: async () => ({ Component: (await generic()).InvoicesPage }) },
      { path: 'orders', lazy: async () => ({ Component: (await generic()).OrdersPage }) },
      {
        path: 'admin/dashboard',
        lazy: async () => {
          const { StaffDashboard } = await staff();
          return {
            Component: () => (
              <RequirePermission permission="dashboard-list" staff>
                <StaffDashboard />
              </RequirePermission>
            ),
          };
        },
      },
      {
        path: 'admin/users',
        lazy: async () => {
          const { AdminUsersPage } = await staff();
          return {
            Component: () => (
              <RequirePermission permission="user-list" staff>
                <AdminUsersPage />
              </RequirePermission>
            ),
          };
        },
      },
      { path: '*', lazy: async () => ({ Component: (await generic()).MenuRoutePage }) },
    ],
  },
];

export function createRouter() {
  return createBrowserRouter(routes);
}
