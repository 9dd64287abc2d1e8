import type { Meta, StoryObj } from '@storybook/web-components-vite';
import { html, nothing } from 'lit';
import { ifDefined } from 'lit/directives/if-defined.js';
import { expect, userEvent, waitFor } from 'storybook/test';
import './pp-sidebar.js';
import type {
  PpSidebar,
  SidebarBreakpoint,
  SidebarItem,
  SidebarSection,
  SidebarWidth,
} from './pp-sidebar.js';

// Demo data only: the portal builds the real menus (packages/portal/src/navigation) and filters them
// by permission before handing them over. Paths the spec does not show are made up for the demo.

const svgIcon = (body: string) =>
  `<svg viewBox="0 0 20 20" fill="none" stroke="currentColor" stroke-width="1.5" stroke-linecap="round" stroke-linejoin="round">${body}</svg>`;

const icons = {
  dashboard: svgIcon(
    '<rect x="3" y="3" width="6" height="6" rx="1"/><rect x="11" y="3" width="6" height="4" rx="1"/><rect x="11" y="9" width="6" height="8" rx="1"/><rect x="3" y="11" width="6" height="6" rx="1"/>',
  ),
  server: svgIcon(
    '<rect x="3" y="3" width="14" height="6" rx="1.5"/><rect x="3" y="11" width="14" height="6" rx="1.5"/><path d="M6 6h.01M6 14h.01"/>',
  ),
  support: svgIcon(
    '<circle cx="10" cy="10" r="7"/><circle cx="10" cy="10" r="3"/><path d="M5 5l2.8 2.8M15 5l-2.8 2.8M5 15l2.8-2.8M15 15l-2.8-2.8"/>',
  ),
  card: svgIcon('<rect x="2.5" y="4.5" width="15" height="11" rx="1.5"/><path d="M2.5 8h15M5.5 12.5h3"/>'),
  folder: svgIcon(
    '<path d="M2.5 6.5v8a1.5 1.5 0 0 0 1.5 1.5h12a1.5 1.5 0 0 0 1.5-1.5v-6A1.5 1.5 0 0 0 16 7h-6L8.5 5H4A1.5 1.5 0 0 0 2.5 6.5z"/>',
  ),
  contacts: svgIcon('<circle cx="10" cy="7" r="3"/><path d="M4 17a6 6 0 0 1 12 0"/>'),
  document: svgIcon('<path d="M5 2.5h6.5L15 6v11.5H5z"/><path d="M11 2.5V6.5h4M7.5 10h5M7.5 13h5"/>'),
  shield: svgIcon('<path d="M10 2.5l6 2.5v4.5c0 3.8-2.6 6.7-6 8-3.4-1.3-6-4.2-6-8V5z"/>'),
  cloud: svgIcon('<path d="M6 15.5h8.5a3 3 0 0 0 .4-6A4.5 4.5 0 0 0 6.3 8.3 3.6 3.6 0 0 0 6 15.5z"/>'),
  wrench: svgIcon(
    '<path d="M12.5 3a4 4 0 0 0-3.8 5.3L3.5 13.5a1.4 1.4 0 0 0 2 2l5.2-5.2A4 4 0 0 0 16 7.5l-2.2 2.2-2.5-1 -1-2.5L12.5 3z"/>',
  ),
  disk: svgIcon(
    '<ellipse cx="10" cy="5" rx="6" ry="2.5"/><path d="M4 5v10c0 1.4 2.7 2.5 6 2.5s6-1.1 6-2.5V5M4 10c0 1.4 2.7 2.5 6 2.5s6-1.1 6-2.5"/>',
  ),
  network: svgIcon(
    '<circle cx="10" cy="4.5" r="2"/><circle cx="4.5" cy="15.5" r="2"/><circle cx="15.5" cy="15.5" r="2"/><path d="M10 6.5v4M10 10.5l-4.5 3.5M10 10.5l4.5 3.5"/>',
  ),
};

const clientMenu: SidebarSection[] = [
  {
    name: 'client',
    items: [
      { name: 'Pulpit', href: '/', exact: true, icon: icons.dashboard },
      {
        name: 'Usługi',
        icon: icons.server,
        collapsible: true,
        permission: 'client-services-list',
        children: [
          { name: 'Serwery VPS', href: '/services/vps', badge: 4 },
          { name: 'Kolokacja', href: '/services/colocation', badge: 1 },
          { name: 'Backup', href: '/services/backup', badge: 0 },
        ],
      },
      { name: 'Wsparcie', href: '/support/issues', icon: icons.support },
      {
        name: 'Płatności',
        href: '/payments',
        matchHrefs: ['/invoices', '/orders'],
        icon: icons.card,
        optionalPermissions: ['client-invoices-list', 'client-orders-list'],
      },
      { name: 'Projekty', href: '/projects', icon: icons.folder, permission: 'client-projects-show' },
      { name: 'Kontakty', href: '/contacts', icon: icons.contacts, permission: 'client-contacts-list' },
      { name: 'Dokumenty', href: '/documents', icon: icons.document },
      { name: 'SOC', href: '/siem/integrations', icon: icons.shield, permission: 'siem-integration-list' },
    ],
  },
];

const links = (base: string, entries: [string, string][]): SidebarItem[] =>
  entries.map(([name, path]) => ({ name, href: `${base}${path}` }));

const staffMenu: SidebarSection[] = [
  { name: 'dashboard', items: [{ name: 'Pulpit', href: '/admin/dashboard', icon: icons.dashboard }] },
  {
    name: 'administration',
    displayLabel: 'Administracja',
    items: [
      {
        name: 'Konta i użytkownicy',
        icon: icons.contacts,
        collapsible: true,
        children: links('/admin', [
          ['Użytkownicy', '/users'],
          ['Projekty', '/projects'],
          ['Firmy', '/companies'],
          ['Kontrakty', '/contracts'],
          ['Partnerzy', '/partners'],
          ['Typy kontaktów', '/contact-types'],
          ['Typy kontaktów firm', '/company-contact-types'],
          ['Mailingi', '/mailings'],
        ]),
      },
      {
        name: 'Usługi',
        icon: icons.server,
        collapsible: true,
        children: links('/admin', [
          ['Katalog produktów', '/catalog'],
          ['Usługi', '/services'],
          ['Taryfy', '/tariffs'],
          ['Cenniki', '/prices'],
          ['Koszty komponentów', '/product-component-costs'],
          ['Usunięte usługi', '/services/show-deleted-services'],
          ['Liczniki energii', '/electric-meters'],
          ['Powiadomienia liczników', '/electric-meter-values-notifications'],
          ['Zamówienia', '/orders'],
          ['Dokumenty', '/documents'],
          ['Komponenty Enova', '/enova-trade-components'],
        ]),
      },
      {
        name: 'Płatności',
        icon: icons.card,
        collapsible: true,
        children: links('/admin', [
          ['Prowizje partnerów', '/reports/partner-commissions/upload'],
          ['Dane Enova', '/enova-data'],
          ['Raport przychodów', '/income-report-data'],
          ['Porównanie rozliczeń', '/enova-data/settlements-comparison'],
          ['Faktury', '/invoices'],
          ['Import faktur', '/invoices/import'],
          ['Nowa faktura', '/invoices/create'],
          ['Pozycje księgowe', '/accounting-items'],
        ]),
      },
      {
        name: 'Developer',
        icon: icons.wrench,
        collapsible: true,
        children: [
          ...links('/admin', [
            ['Role', '/roles'],
            ['Uprawnienia', '/permissions'],
            ['Kroki wdrożenia chmury', '/cloud-deploy-steps'],
            ['Kroki wdrożenia Ceph', '/deploy-steps-ceph'],
            ['Kroki wdrożenia ESET', '/eset-deploy-steps'],
            ['Kroki importu faktur', '/invoice-import-steps'],
            ['Ustawienia', '/settings'],
          ]),
          { name: 'Dokumentacja', href: 'https://docs.example.invalid/', external: true },
          ...links('/admin', [
            ['UI', '/ui'],
            ['Nieudane zadania', '/failed-jobs'],
          ]),
        ],
      },
      {
        name: 'Support',
        icon: icons.support,
        collapsible: true,
        children: links('/admin', [
          ['Zgłoszenia', '/support/issues'],
          ['OPE', '/support/ope'],
          ['Raport: przegląd', '/reports/support/overview'],
          ['Raport: tabela', '/reports/support/table'],
          ['Poczta supportu', '/support/mails'],
        ]),
      },
      ...links('/admin', [
        ['Raporty', '/reports'],
        ['Lista zmian', '/changelog'],
        ['Publiczne IP', '/public-ips'],
        ['Archiwum IP', '/public-ips/archive'],
      ]),
    ],
  },
  {
    name: 'external',
    displayLabel: 'Zewnętrzne usługi',
    items: [
      ...links('/admin', [
        ['Ceph', '/ceph'],
        ['Użytkownicy Ceph', '/ceph/users'],
        ['Klienci Enova', '/enova/clients'],
        ['Kaltura', '/kaltura'],
        ['RabbitMQ', '/rabbit'],
        ['RIPE', '/ripe'],
      ]),
      {
        name: 'VMware Cloud',
        icon: icons.cloud,
        collapsible: true,
        children: links('/admin/vcloud', [
          ['Pulpit', '/dashboard'],
          ['Organizacje', '/organizations'],
          ['VDC organizacji', '/vdcs'],
          ['Sieci', '/networks'],
          ['Provider VDC', '/provider-vdcs'],
          ['Profile pamięci PVDC', '/pvdc-storage-profiles'],
          ['Komórki', '/cells'],
          ['Bramy brzegowe', '/edge-gateways'],
          ['Bramy dostawcy', '/provider-gateways'],
          ['Sieci zewnętrzne', '/external-networks'],
          ['Pule sieci', '/network-pools'],
          ['vApps', '/vapps'],
          ['Maszyny wirtualne', '/vms'],
          ['Przestrzenie IP', '/ip-spaces'],
          ['Grupy VDC', '/vdc-groups'],
        ]),
      },
      {
        name: 'VMware Infrastructure',
        icon: icons.server,
        collapsible: true,
        children: links('/admin/vmware', [
          ['vCenter', '/vcenters'],
          ['NSX-T', '/nsx-t-managers'],
          ['Kontenery pamięci', '/storage-containers'],
          ['Hosty', '/hosts'],
        ]),
      },
      { name: 'Aria Operations', href: '/admin/vrops' },
      {
        name: 'Veeam',
        icon: icons.disk,
        collapsible: true,
        children: links('/admin/veeam', [
          ['Pulpit', '/'],
          ['Kopie zapasowe', '/backups'],
          ['Repozytoria', '/repositories'],
        ]),
      },
    ],
  },
  {
    name: 'maintenance',
    displayLabel: 'Maintenance',
    items: [
      { name: 'Status', href: '/admin/status' },
      { name: 'Strona statusu', href: 'https://status.example.invalid/', external: true },
      { name: 'Aktywność', href: '/admin/activity' },
      { name: 'Zaplanowane zadania', href: '/admin/planned-jobs' },
    ],
  },
  {
    name: 'disks',
    displayLabel: 'Infrastruktura dyskowa',
    items: links('/admin', [
      ['Macierze', '/disk-arrays'],
      ['LUN-y', '/luns'],
      ['Pojemność zasobów', '/reports/resource-capacity'],
    ]),
  },
  {
    name: 'network',
    displayLabel: 'Infrastruktura sieciowa',
    items: links('/admin/net', [
      ['Sieci', '/networks'],
      ['Adresy IP', '/ips'],
      ['Historia IP', '/ips/history'],
    ]),
  },
  {
    name: 'agreements',
    displayLabel: 'Umowy',
    items: links('/admin', [
      ['Umowy', '/contract-agreements'],
      ['Podpisy', '/contract-signatures'],
    ]),
  },
  {
    name: 'soc',
    displayLabel: 'SOC',
    items: [
      {
        name: 'Sprawy',
        href: '/admin/siem/cases',
        icon: icons.shield,
        children: [{ name: 'Moje sprawy', href: '/admin/siem/cases?status=mine' }],
      },
      ...links('/admin/siem', [
        ['Pulpit SOC', '/dashboard'],
        ['Typy IOC', '/ioc-types'],
        ['Analizatory IOC', '/ioc-analyzers'],
        ['Integracje', '/integrations'],
        ['Reguły', '/rules'],
        ['Incydenty', '/report-incidents'],
      ]),
    ],
  },
];

interface SidebarStoryArgs {
  sections: SidebarSection[];
  currentPath: string;
  side: 'left' | 'right';
  width: SidebarWidth;
  breakpoint: SidebarBreakpoint;
  storageId: string;
  // The built-in texts: unset, each is the sidebar's catalogue text of its language (the toolbar's
  // Language sets lang on <html>); set one in Controls to see an explicit text win.
  navLabel?: string;
  dialogLabel?: string;
  closeLabel?: string;
  homeLabel?: string;
  toggleLabel?: string;
  externalLabel?: string;
}

/** The story's own texts (not the sidebar's) in the toolbar's language. */
const storyTexts = {
  pl: { content: 'Treść strony', home: 'Portal, strona główna' },
  en: { content: 'Page content', home: 'Portal, home page' },
};

// The logo shows the word 'Portal', so the home link's name (home-label) starts with it: WCAG 2.5.3,
// label in name, lets speech users say what they see. The catalogue's home label does not.
const logo = html`<svg slot="logo" viewBox="0 0 120 32" height="32" role="img" aria-label="Portal">
  <rect x="1" y="4" width="24" height="24" rx="6" fill="currentColor"></rect>
  <text x="32" y="22" font-size="16" font-weight="600" fill="currentColor">Portal</text>
</svg>`;

/** A ☰ drawn in SVG: the toggle has no name of its own, so the sidebar gives it its toggle label. */
const menuIcon = html`<svg viewBox="0 0 20 20" width="20" height="20" aria-hidden="true">
  <path d="M3 5h14M3 10h14M3 15h14" stroke="currentColor" stroke-width="1.8" stroke-linecap="round"></path>
</svg>`;

/**
 * The sidebar beside a page with its ☰ toggle; `slotted` goes into the sidebar after the logo. The
 * sidebar's texts are set only where `args` has them; the story's own follow `language`.
 */
function page(args: SidebarStoryArgs, language: string, slotted: unknown = nothing) {
  const id = `sidebar-${args.storageId}`;
  const own = storyTexts[language === 'en' ? 'en' : 'pl'];
  return html`<div
    style="display: flex; flex-direction: ${args.side === 'right' ? 'row-reverse' : 'row'};
      --pp-sidebar-height: 36rem; min-height: 36rem;"
  >
    <pp-sidebar
      id=${id}
      .sections=${args.sections}
      current-path=${args.currentPath}
      side=${args.side}
      width=${args.width}
      breakpoint=${String(args.breakpoint)}
      storage-id=${args.storageId}
      nav-label=${ifDefined(args.navLabel)}
      dialog-label=${ifDefined(args.dialogLabel)}
      close-label=${ifDefined(args.closeLabel)}
      home-label=${args.homeLabel ?? own.home}
      toggle-label=${ifDefined(args.toggleLabel)}
      external-label=${ifDefined(args.externalLabel)}
      @pp-navigate=${(event: HTMLElementEventMap['pp-navigate']) => {
        // Stand-in for a router: stay in the story and show the new path as active.
        event.preventDefault();
        (event.currentTarget as PpSidebar).currentPath = event.detail.href;
      }}
    >
      ${logo}${slotted}
    </pp-sidebar>
    <main style="flex: 1; min-width: 0; padding: 1rem;">
      <button type="button" commandfor=${id} command="--toggle">${menuIcon}</button>
      <p>${own.content}</p>
    </main>
  </div>`;
}

const meta: Meta<SidebarStoryArgs> = {
  title: 'Elements/Sidebar',
  component: 'pp-sidebar',
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen' },
  args: {
    sections: clientMenu,
    currentPath: '/services/vps',
    side: 'left',
    width: 'sm',
    breakpoint: 'md',
    storageId: 'story',
  },
  argTypes: {
    side: { control: 'inline-radio', options: ['left', 'right'] },
    width: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
    breakpoint: { control: 'select', options: ['sm', 'md', 'lg', 'xl'] },
    sections: { control: 'object' },
  },
  render: (args, context) => page(args, String(context.globals['locale'])),
};

export default meta;
type Story = StoryObj<SidebarStoryArgs>;

/** How long a play function waits for a state: up to 5 s on a busy machine (a passing check returns at once). */
const patience = { timeout: 5000 };

/** Opens the mobile sheet and waits until its dialog is open. */
async function showSheet(canvasElement: HTMLElement) {
  const sidebar = canvasElement.querySelector<PpSidebar>('pp-sidebar');
  if (!sidebar) throw new Error('no pp-sidebar in the story');
  await sidebar.updateComplete;
  sidebar.show();
  const sheet = () => sidebar.shadowRoot?.querySelector<HTMLDialogElement>('dialog[part~="sheet"]');
  await waitFor(() => expect(sheet()?.open).toBe(true), patience);
  return { sidebar, sheet: sheet() as HTMLDialogElement };
}

/** The client menu: services with count badges, Payments also active for /invoices and /orders. */
export const ClientMenu: Story = {};

/** Every staff section; the VMware Cloud group is open because its child matches the current path. */
export const StaffMenu: Story = {
  args: { sections: staffMenu, currentPath: '/admin/vcloud/vms/42', width: 'md', storageId: 'story-staff' },
};

/** Below the breakpoint the sidebar is a modal sheet (a native dialog): open it with the ☰ button. */
export const Mobile: Story = {
  args: { breakpoint: 100000, storageId: 'story-mobile' },
  play: async ({ canvasElement }) => {
    await showSheet(canvasElement);
  },
};

export const RightSide: Story = { args: { side: 'right', storageId: 'story-right' } };

export const WidthSmall: Story = { args: { width: 'sm', storageId: 'story-sm' } };
export const WidthMedium: Story = { args: { width: 'md', storageId: 'story-md' } };
export const WidthLarge: Story = { args: { width: 'lg', storageId: 'story-lg' } };

/** Colours from the dark tokens (data-theme="dark" on html, as the portal sets it). */
export const DarkTheme: Story = {
  args: { sections: staffMenu, currentPath: '/admin/users', storageId: 'story-dark' },
  globals: { theme: 'dark' },
};

/** Section state comes from localStorage (key "sidebar"): two sections start collapsed here. */
export const CollapsedSections: Story = {
  args: { sections: staffMenu, currentPath: '/admin/dashboard', storageId: 'story-collapsed-sections' },
  beforeEach: () => {
    const previous = localStorage.getItem('sidebar');
    localStorage.setItem('sidebar', JSON.stringify({ administration: false, external: false }));
    return () => {
      if (previous === null) localStorage.removeItem('sidebar');
      else localStorage.setItem('sidebar', previous);
    };
  },
};

/** The desktop sidebar collapsed (stored flag false): it takes no room and is inert. */
export const CollapsedDesktop: Story = {
  args: { storageId: 'story-collapsed' },
  beforeEach: () => {
    localStorage.setItem('sidebarOpenDesktop-story-collapsed', 'false');
    return () => localStorage.removeItem('sidebarOpenDesktop-story-collapsed');
  },
};

/** English: the sidebar's texts come from its catalogue (lang="en" on <html>); the menu is data. */
export const English: Story = {
  args: {
    sections: [
      {
        name: 'client',
        items: [
          { name: 'Dashboard', href: '/', exact: true, icon: icons.dashboard },
          {
            name: 'Services',
            icon: icons.server,
            collapsible: true,
            children: [
              { name: 'VPS servers', href: '/services/vps', badge: 4 },
              { name: 'Colocation', href: '/services/colocation', badge: 1 },
            ],
          },
          { name: 'Support', href: '/support/issues', icon: icons.support },
          { name: 'Payments', href: '/payments', matchHrefs: ['/invoices', '/orders'], icon: icons.card },
          {
            name: 'Status page',
            href: 'https://status.example.invalid/',
            external: true,
            icon: icons.network,
          },
        ],
      },
    ],
    currentPath: '/invoices/2024-001',
    storageId: 'story-en',
  },
  globals: { locale: 'en' },
};

/** A text set explicitly wins over the catalogue in every language (switch the toolbar's Language). */
export const ExplicitTexts: Story = {
  args: { storageId: 'story-explicit', navLabel: 'Nawigacja portalu', breakpoint: 100000 },
  play: async ({ canvasElement }) => {
    const { sidebar, sheet } = await showSheet(canvasElement);
    await expect(sidebar.shadowRoot?.querySelector('nav')).toHaveAttribute('aria-label', 'Nawigacja portalu');
    await expect(sheet).toHaveAttribute('aria-label', sidebar.dialogLabel);
  },
};

// ---- States the element tests cover, put in place by play functions -----------------------------

/** The mobile sheet on the right side, open. */
export const MobileRightSide: Story = {
  args: { side: 'right', breakpoint: 100000, storageId: 'story-mobile-right' },
  play: async ({ canvasElement }) => {
    await showSheet(canvasElement);
  },
};

/** The staff menu in the open sheet, its menu scrolled: the scrollbar shows while it scrolls. */
export const MobileStaffMenuScrolled: Story = {
  args: {
    sections: staffMenu,
    currentPath: '/admin/vcloud/vms/42',
    breakpoint: 100000,
    storageId: 'story-mobile-staff',
  },
  play: async ({ canvasElement }) => {
    const { sheet } = await showSheet(canvasElement);
    const nav = sheet.querySelector<HTMLElement>('[part~="nav"]');
    if (!nav) throw new Error('no nav in the sheet');
    nav.scrollTop = 400;
    await waitFor(() => expect(nav.scrollTop).toBeGreaterThan(0), patience);
  },
};

/** Icons as SVG strings and, for 'Projekty', a slotted icon (`icon: 'projects'` and slot="icon-projects"). */
export const SlottedIcons: Story = {
  args: {
    sections: clientMenu.map((section) => ({
      ...section,
      items: section.items.map((item) => (item.name === 'Projekty' ? { ...item, icon: 'projects' } : item)),
    })),
    currentPath: '/projects',
    storageId: 'story-slotted',
  },
  render: (args, context) =>
    page(
      args,
      String(context.globals['locale']),
      html`<svg
        slot="icon-projects"
        viewBox="0 0 20 20"
        fill="none"
        stroke="currentColor"
        stroke-width="1.5"
        aria-hidden="true"
      >
        <rect x="3" y="3" width="14" height="14" rx="3"></rect>
        <path d="M7 10h6M10 7v6"></path>
      </svg>`,
    ),
};

/** A collapsible group closed with a click on its header (it opened by itself for the current path). */
export const GroupCollapsed: Story = {
  args: { storageId: 'story-group' },
  play: async ({ canvasElement }) => {
    const sidebar = canvasElement.querySelector<PpSidebar>('pp-sidebar');
    await sidebar?.updateComplete;
    const toggle = sidebar?.shadowRoot?.querySelector<HTMLElement>('[part~="group-toggle"]');
    if (!toggle) throw new Error('no group toggle');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(toggle);
    await waitFor(() => expect(toggle).toHaveAttribute('aria-expanded', 'false'), patience);
  },
};
