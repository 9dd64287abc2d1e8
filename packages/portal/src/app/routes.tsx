import { createBrowserRouter, type RouteObject } from 'react-router';
import { LoginPage } from '../pages/LoginPage';
import { PortalHome } from './PortalHome';

export const routes: RouteObject[] = [
  { path: '/login', element: <LoginPage /> },
  { path: '*', element: <PortalHome /> },
];

export function createRouter() {
  return createBrowserRouter(routes);
}
