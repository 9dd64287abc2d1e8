import { navClientLabelsEn } from '../navigation/labels-en';
import type { ShellKey } from './pl';

/** English: the shell's texts, the same keys as `pl.ts` (a missing or extra key is a type error). */
export const en: Record<ShellKey, string> = {
  ...navClientLabelsEn,
  'app.name': 'Customer portal',
  'app.loading': 'Loading…',
  'app.skipToContent': 'Skip to content',
  'app.retry': 'Try again',
  'app.pageLoading': 'Loading the page',

  'topbar.toggleMenu': 'Toggle main menu',
  'topbar.home': 'Go to the home page',
  'topbar.environment': 'Environment',
  'topbar.search': 'Search',
  'topbar.impersonating': 'Acting as user',
  'topbar.view': 'View',
  'topbar.view.client': 'Client',

  'projects.placeholder': 'Choose a project',
  'projects.tooltip': 'Change the active project',
  'projects.changeFailed': 'The project could not be changed. Try again.',

  'userMenu.button': 'User menu',
  'userMenu.theme': 'Theme',
  'userMenu.theme.system': 'System',
  'userMenu.theme.light': 'Light',
  'userMenu.theme.dark': 'Dark',
  'userMenu.language': 'Language',
  'userMenu.commandPalette': 'Command palette',
  'userMenu.account': 'My account',
  'userMenu.settings': 'Settings',
  'userMenu.projectDetails': 'Project details',
  'userMenu.logout': 'Log out',
  'userMenu.leaveAccount': 'Leave account',

  'footer.companySite': 'Company site',
  'footer.knowledgeBase': 'Knowledge base',
  'footer.privacy': 'Privacy policy',
  'footer.status': 'Service status',
  'footer.cookies': 'Cookie settings',
  'footer.version': 'Version',
  'footer.newTab': '(opens in a new tab)',

  'errors.dataLoad': 'Data could not be loaded. Try refreshing the page.',
  'errors.newVersion': 'The new version of the portal could not be loaded. Refresh the page.',
  'errors.page': 'This page could not be shown. Refresh the page.',
  'errors.logout': 'You could not be logged out. Try again.',

  'network.offline': 'No internet connection',
  'network.unreachable': 'The server cannot be reached',
  'network.restored': 'Connection restored',

  'search.empty': 'No results.',
  'combobox.empty': 'No results',
  'toaster.label': 'Notifications',
  'toaster.close': 'Close toast',
  'sidebar.sheetTitle': 'Navigation dialog',
  'sidebar.navLabel': 'Main menu',
  'projects.title': 'Projects',
  'projects.id': 'Identifier',
  'projects.details': 'Project details',

  'palette.label': 'Search pages and commands',
  'palette.placeholder': 'Search pages and commands…',
  'palette.pages': 'Pages',
  'palette.switchProject': 'Switch project',
  'palette.current': 'current',
  'palette.recent': 'Recently chosen',
};
