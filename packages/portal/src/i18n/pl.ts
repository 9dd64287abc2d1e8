/**
 * Polish, the portal's default language: the texts of the shell (the first screen's catalogue; the
 * pages' texts are in `pages-pl.ts`). The spec's Polish labels are used verbatim. `en.ts` must have
 * exactly the same keys (the type system and a test check it).
 */
import { navClientLabelsPl } from '../navigation/labels-pl';

export const pl = {
  ...navClientLabelsPl,
  'app.name': 'Portal klienta',
  'app.loading': 'Ładowanie…',
  'app.skipToContent': 'Przejdź do treści',
  'app.retry': 'Spróbuj ponownie',
  'app.pageLoading': 'Ładowanie strony',

  'topbar.toggleMenu': 'Przełącz menu główne',
  'topbar.home': 'Przejdź do strony głównej',
  'topbar.environment': 'Środowisko',
  'topbar.search': 'Szukaj',
  'topbar.impersonating': 'W roli użytkownika',
  'topbar.view': 'Widok',
  'topbar.view.client': 'Klient',

  'projects.placeholder': 'Wybierz projekt',
  'projects.tooltip': 'Zmień aktywny projekt',
  'projects.changeFailed': 'Nie udało się zmienić projektu. Spróbuj ponownie.',

  'userMenu.button': 'Menu użytkownika',
  'userMenu.theme': 'Motyw',
  'userMenu.theme.system': 'Systemowy',
  'userMenu.theme.light': 'Jasny',
  'userMenu.theme.dark': 'Ciemny',
  'userMenu.language': 'Język',
  'userMenu.commandPalette': 'Paleta poleceń',
  'userMenu.account': 'Moje konto',
  'userMenu.settings': 'Ustawienia',
  'userMenu.projectDetails': 'Szczegóły projektu',
  'userMenu.logout': 'Wyloguj',
  'userMenu.leaveAccount': 'Opuść konto',

  'footer.companySite': 'Strona firmy',
  'footer.knowledgeBase': 'Baza wiedzy',
  'footer.privacy': 'Polityka prywatności',
  'footer.status': 'Status usług',
  'footer.cookies': 'Ustawienia Cookies',
  'footer.version': 'Wersja',
  'footer.newTab': '(otwiera się w nowej karcie)',

  'errors.dataLoad': 'Wystąpił błąd ładowania danych. Spróbuj odświeżyć stronę.',
  'errors.newVersion': 'Nie udało się wczytać nowej wersji portalu. Odśwież stronę.',
  'errors.page': 'Nie udało się wyświetlić tej strony. Odśwież stronę.',
  'errors.logout': 'Nie udało się wylogować. Spróbuj ponownie.',

  'network.offline': 'Brak połączenia z internetem',
  'network.unreachable': 'Brak połączenia z serwerem',
  'network.restored': 'Połączenie przywrócone',

  'search.empty': 'Brak wyników.',
  'combobox.empty': 'Brak wyników',
  'toaster.label': 'Powiadomienia',
  'toaster.close': 'Zamknij powiadomienie',
  'sidebar.sheetTitle': 'Okno nawigacji',
  'sidebar.navLabel': 'Menu główne',
  'projects.title': 'Projekty',
  'projects.id': 'Identyfikator',
  'projects.details': 'Szczegóły projektu',

  'palette.label': 'Szukaj stron i poleceń',
  'palette.placeholder': 'Szukaj stron i poleceń…',
  'palette.pages': 'Strony',
  'palette.switchProject': 'Zmień projekt',
  'palette.current': 'bieżący',
  'palette.recent': 'Ostatnio wybrane',
} as const;

/** A text of the shell. */
export type ShellKey = keyof typeof pl;
