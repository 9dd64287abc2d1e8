/**
 * Polish, the portal's default language. The spec's Polish labels are used verbatim.
 * `en.ts` must have exactly the same keys (the type system and a test check it).
 */
import { navLabelsPl } from '../navigation/labels';

export const pl = {
  ...navLabelsPl,
  'app.name': 'Portal klienta',
  'app.loading': 'Ładowanie…',
  'app.skipToContent': 'Przejdź do treści',

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

  'login.title': 'Logowanie',
  'login.email': 'E-mail',
  'login.password': 'Hasło',
  'login.submit': 'Zaloguj się',
  'login.failed': 'Nieprawidłowy e-mail lub hasło.',

  'errors.dataLoad': 'Wystąpił błąd ładowania danych. Spróbuj odświeżyć stronę.',
  'errors.newVersion': 'Nie udało się wczytać nowej wersji portalu. Odśwież stronę.',
  'errors.logout': 'Nie udało się wylogować. Spróbuj ponownie.',
  'errors.invalidUrl': 'Niepoprawny adres URL',
  'errors.upload': 'Error while uploading file',

  'search.empty': 'Brak wyników.',
  'combobox.empty': 'Brak wyników',
  'toaster.label': 'Powiadomienia',
  'toaster.close': 'Zamknij powiadomienie',
  'sidebar.sheetTitle': 'Okno nawigacji',
  'sidebar.navLabel': 'Menu główne',

  'glossary.created_at': 'Utworzono',
  'glossary.updated_at': 'Zaktualizowano',
  'glossary.accepted_at': 'Zaakceptowano',
  'glossary.resolved_at': 'Rozwiązano',
  'glossary.closed_at': 'Zamknięto',
  'glossary.AllocationPool': 'Allocation Pool',
  'glossary.AllocationVApp': 'Pay-As-You-Go',
  'glossary.ReservationPool': 'Reservation Pool',
  'glossary.organizationVdcs': 'VDC organizacji',
  'glossary.externalNetworks': 'Sieci zewnętrzne',
  'glossary.distributedRouting': 'Routing rozproszony',
  'glossary.highAvailability': 'Wysoka dostępność',
  'glossary.rateLimit': 'Limit przepustowości',
  'glossary.usedNics': 'Użyte karty sieciowe',
  'glossary.recentTasks': 'Ostatnie zadania',
  'glossary.relatedService': 'Powiązana usługa',
  'glossary.settlementType': 'Typ rozliczenia',
  'glossary.active': 'Aktywny',
  'glossary.inactive': 'Nieaktywny',
  'glossary.enabled': 'Włączony',
  'glossary.disabled': 'Wyłączony',
} as const;

export type MessageKey = keyof typeof pl;
