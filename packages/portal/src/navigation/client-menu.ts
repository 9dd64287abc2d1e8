import { SERVICES_LIST_PERMISSION } from '@portal-elements/contract';
import { group, link, section } from './define';
import { navIcons } from './icons';
import type { MenuItem, MenuSection, ServiceType } from './types';

/** Without this permission the whole service group is hidden (spec 2, spec 6). */
export const CLIENT_SERVICES_PERMISSION = SERVICES_LIST_PERMISSION;

/** The id of the service group; its entries are `client.services.{type}`. */
export const CLIENT_SERVICES_GROUP_ID = 'client.services';

/** One entry per service type: its own name as the label, its icon, its service count as the badge. */
function serviceEntry(serviceType: ServiceType): MenuItem {
  return {
    id: `${CLIENT_SERVICES_GROUP_ID}.${serviceType.type}`,
    name: serviceType.name,
    labelIsText: true,
    href: `/services/${encodeURIComponent(serviceType.type)}`,
    permission: CLIENT_SERVICES_PERMISSION,
    icon: serviceType.icon_svgo,
    badge: serviceType.services_count,
  };
}

/** Service types with a usable `type`, each type once (the first wins), so ids stay unique. */
function distinctServiceTypes(serviceTypes: readonly ServiceType[]): ServiceType[] {
  const seen = new Set<string>();
  return serviceTypes.filter((serviceType) => {
    if (typeof serviceType.type !== 'string' || serviceType.type === '' || seen.has(serviceType.type))
      return false;
    seen.add(serviceType.type);
    return true;
  });
}

/**
 * The client menu of spec 2, in the order of the spec's table, with one entry per service type in
 * the service group. Unfiltered: pass it through `filterMenu` with the user's permissions.
 */
export function buildClientMenu(serviceTypes: readonly ServiceType[]): MenuSection[] {
  return [
    section('client', undefined, [
      link('nav.client.dashboard', '/', undefined, { exact: true, icon: navIcons.dashboard }),
      group('nav.client.services', distinctServiceTypes(serviceTypes).map(serviceEntry), {
        permission: CLIENT_SERVICES_PERMISSION,
        icon: navIcons.services,
      }),
      link('nav.client.support', '/support/issues', undefined, { icon: navIcons.support }),
      link('nav.client.payments', '/payments', 'client-invoices-list', {
        optionalPermissions: ['client-orders-list'],
        matchHrefs: ['/invoices', '/orders'],
        icon: navIcons.payments,
      }),
      link('nav.client.projects', '/projects', 'client-projects-show', { icon: navIcons.projects }),
      link('nav.client.contacts', '/contacts', 'client-contacts-list', { icon: navIcons.contacts }),
      link('nav.client.documents', '/documents', undefined, { icon: navIcons.documents }),
      link('nav.client.soc', '/siem/integrations', 'siem-integration-list', { icon: navIcons.soc }),
    ]),
  ];
}
