/** The server's own messages in the portal's two languages, and how a request's locale is chosen. */
import { LOCALES, type Locale } from '@portal-elements/contract';

export { DEFAULT_LOCALE, LOCALES, type Locale } from '@portal-elements/contract';
export const LOCALE_COOKIE = 'portal_locale';

export function isLocale(value: unknown): value is Locale {
  return (LOCALES as readonly unknown[]).includes(value);
}

/** A size in the language's own way: `1,5 MB` in Polish, `1.5 MB` in English (kB below a megabyte). */
function storage(locale: Locale, bytes: number): string {
  const [value, unit] =
    bytes >= 1024 * 1024 ? [bytes / (1024 * 1024), 'megabyte'] : [bytes / 1024, 'kilobyte'];
  return new Intl.NumberFormat(locale, { style: 'unit', unit, maximumFractionDigits: 1 }).format(value);
}

/** A wait as people say it: seconds up to two minutes, then whole minutes (rounded up), `s` / `min` in both. */
function wait(seconds: number): string {
  return seconds < 120 ? `${seconds} s` : `${Math.ceil(seconds / 60)} min`;
}

const messages = {
  pl: {
    invalidCredentials: 'Nieprawidłowy e-mail lub hasło.',
    tooManyAttempts: (seconds: number) =>
      `Zbyt wiele nieudanych prób logowania. Spróbuj ponownie za ${seconds} s.`,
    tooManyWrites: (seconds: number) => `Robisz to zbyt często. Spróbuj ponownie za ${wait(seconds)}.`,
    csrf: 'Strona wygasła: odśwież ją i spróbuj ponownie.',
    unauthenticated: 'Sesja wygasła lub nie jesteś zalogowany: zaloguj się ponownie.',
    forbidden: 'Nie masz uprawnień do wykonania tej operacji.',
    forbiddenProject: 'Nie masz dostępu do tego projektu.',
    onlyClients: 'Można przejąć tylko konto klienta.',
    notFound: 'Nie znaleziono.',
    userNotFound: 'Nie znaleziono użytkownika.',
    projectNotFound: 'Nie ma takiego projektu albo nie należysz do niego.',
    serviceTypeNotFound: 'Nie znaleziono takiego typu usług.',
    sortKeyRepeated: 'Każdy klucz sortowania można podać tylko raz.',
    validation: 'Przesłane dane są nieprawidłowe.',
    bodyNotObject: 'Treść żądania musi być obiektem JSON.',
    malformed: 'Treść żądania nie jest poprawnym JSON-em.',
    badRequest: 'Nieprawidłowe żądanie.',
    tooLarge: 'Treść żądania jest za duża (maksymalnie 16 kB).',
    unsupportedMedia: 'Nieobsługiwany typ treści: wyślij JSON lub formularz.',
    methodNotAllowed: 'Ta metoda nie jest obsługiwana.',
    serverError: 'Wystąpił błąd serwera. Spróbuj ponownie później.',
    unavailable: 'Usługa jest chwilowo niedostępna. Spróbuj ponownie później.',
    crossSite: 'To żądanie musi pochodzić z portalu.',
    languageNames: { pl: 'polski', en: 'angielski' },
    confirmLocaleTitle: 'Zmiana języka',
    confirmLocaleText: (language: string) =>
      `Ten link pochodzi spoza portalu. Czy zmienić język portalu na ${language}?`,
    confirmLocaleButton: (language: string) => `Zmień język na ${language}`,
    confirmLeaveTitle: 'Opuść konto',
    confirmLeaveText: (name: string) =>
      `Ten link pochodzi spoza portalu. Czy zakończyć działanie w roli użytkownika ${name}?`,
    confirmLeaveButton: 'Opuść konto',
    passwordControl: 'Hasło nie może zawierać znaków sterujących.',
    required: (field: string) => `Pole ${field} jest wymagane.`,
    type: (field: string, type: string) => `Pole ${field} musi być typu ${typeNames.pl[type] ?? type}.`,
    email: (field: string) => `Pole ${field} musi być poprawnym adresem e-mail.`,
    maxLength: (field: string, limit: number) => `Pole ${field} może mieć najwyżej ${limit} znaków.`,
    minLength: (field: string) => `Pole ${field} jest wymagane.`,
    enumeration: (field: string) => `Wybrana wartość pola ${field} jest nieprawidłowa.`,
    invalid: (field: string) => `Pole ${field} jest nieprawidłowe.`,
    singleLine: (field: string) =>
      `Pole ${field} musi być jednym wierszem tekstu, bez znaków sterujących i zmieniających kierunek tekstu.`,
    unknownField: (field: string) => `Pole ${field} jest niedozwolone.`,
    uploadTooLarge: (megabytes: string) => `Plik jest za duży: można przesłać najwyżej ${megabytes} MB.`,
    uploadType:
      'Nieobsługiwany typ pliku. Można przesłać obrazy PNG, JPEG, GIF i WebP, pliki PDF i ZIP oraz tekst (.txt, .log, .csv).',
    uploadEmpty: 'Plik jest pusty: wybierz plik z zawartością.',
    uploadMissing: 'Wybierz plik do przesłania (pole formularza „file”).',
    uploadNotMultipart: 'Prześlij plik jako formularz multipart/form-data z polem „file”.',
    tooManyUploads: (count: number) =>
      `Masz już ${count} przesłanych plików, których nie dołączono do zgłoszenia: użyj ich albo spróbuj jutro.`,
    quotaExceeded: (bytesLeft: number, filesLeft: number) =>
      `Brak miejsca na ten plik: w limicie zostało ${storage('pl', bytesLeft)} i ${filesLeft} ${
        new Intl.PluralRules('pl').select(filesLeft) === 'one'
          ? 'plik'
          : new Intl.PluralRules('pl').select(filesLeft) === 'few'
            ? 'pliki'
            : 'plików'
      }. Wybierz mniejszy plik albo poproś obsługę o większy limit.`,
    uploadFraming:
      'Formularz ma zbędne dane przed plikiem lub po nim (najwyżej 1 kB): wyślij sam plik w polu „file”.',
    noProject: 'Najpierw wybierz projekt.',
    issueNotFound: 'Nie znaleziono zgłoszenia.',
    sessionNotFound: 'Nie znaleziono tej sesji: mogła się już zakończyć.',
    currentSession: 'To jest ta sesja: zakończ ją, wylogowując się w menu użytkownika.',
    sessionsWhileImpersonating: 'Sesje konta zarządza jego właściciel: opuść konto, aby zarządzać swoimi.',
    passwordWhileImpersonating: 'Hasło konta zmienia tylko jego właściciel: opuść konto, aby zmienić swoje.',
    currentPasswordWrong: 'Obecne hasło jest nieprawidłowe.',
    tooManyPasswordAttempts: (seconds: number) =>
      `Zbyt wiele prób z błędnym hasłem. Spróbuj ponownie za ${wait(seconds)}.`,
    passwordTooShort: (min: number) => `Nowe hasło musi mieć co najmniej ${min} znaków.`,
    passwordSameAsCurrent: 'Nowe hasło musi się różnić od obecnego.',
    passwordWeak: (advice: string) =>
      `To hasło łatwo odgadnąć.${advice ? ` ${advice}` : ''} Dłuższe hasło z kilku rzadkich słów jest bezpieczniejsze i łatwiejsze do zapamiętania.`,
    issueClosed: 'Zgłoszenie jest zamknięte: utwórz nowe albo poproś o jego ponowne otwarcie.',
    emptyText: (field: string) => `Pole ${field} nie może być puste.`,
    richTextTooDeep: (field: string, levels: number) =>
      `Pole ${field} ma zbyt wiele elementów zagnieżdżonych w sobie (list, cytatów, formatowania): najwyżej ${levels} poziomów.`,
    attachmentsInvalid:
      'Nie można dołączyć tych plików: prześlij je ponownie (pliki nieużyte przez dobę są usuwane).',
    assigneeInvalid: 'Zgłoszenie można przypisać tylko pracownikowi obsługującemu zgłoszenia.',
    // SOC cases (routes/case.ts); the statuses as the portal names them.
    caseStatuses: { new: 'Nowa', in_progress: 'W toku', resolved: 'Rozwiązana', closed: 'Zamknięta' },
    caseNotFound: 'Nie znaleziono sprawy.',
    caseTransitionNotAllowed: (from: string, to: string) =>
      `Sprawy o statusie „${from}” nie można przenieść do statusu „${to}”: odśwież sprawę, aby zobaczyć jej obecny stan.`,
    caseReopenReasonRequired: 'Podaj powód ponownego otwarcia sprawy.',
    caseReasonOnlyForReopen:
      'Powód podaje się tylko przy ponownym otwarciu sprawy: wyślij tę zmianę statusu bez powodu.',
    caseReasonControl:
      'Powód nie może zawierać znaków sterujących (dozwolone są końce wierszy i tabulatory).',
    caseAssigneeInvalid:
      'Sprawę można przypisać tylko analitykowi SOC (pracownikowi z dostępem do listy spraw) albo nikomu.',
    caseCommentFiles:
      'Komentarz do sprawy nie może zawierać plików ani obrazów przesłanych do portalu: usuń je z komentarza i opisz słowami, co zawierały.',
    // Two-factor sign-in (routes/two-factor.ts, the second step in routes/auth.ts).
    twoFactorWrongPassword: 'Hasło jest nieprawidłowe: wpisz hasło, którym logujesz się do portalu.',
    twoFactorWrongCode:
      'Kod jest nieprawidłowy albo został już użyty: wpisz aktualny kod z aplikacji uwierzytelniającej.',
    twoFactorWrongRecoveryCode:
      'Kod odzyskiwania jest nieprawidłowy albo został już użyty: wpisz inny ze swoich kodów.',
    twoFactorCodeOrRecoveryCode:
      'Podaj kod z aplikacji uwierzytelniającej albo kod odzyskiwania (tylko jedno z nich).',
    twoFactorAlreadyEnabled:
      'Logowanie dwuetapowe jest już włączone. Aby skonfigurować je od nowa, najpierw je wyłącz.',
    twoFactorNotStarted:
      'Najpierw rozpocznij konfigurację logowania dwuetapowego, a potem wpisz kod z aplikacji.',
    twoFactorNotEnabled: 'Logowanie dwuetapowe nie jest włączone: najpierw je skonfiguruj.',
    twoFactorRequiredCannotDisable:
      'Konta pracowników muszą mieć włączone logowanie dwuetapowe, więc nie można go wyłączyć. Jeśli zgubisz kody odzyskiwania, wygeneruj nowe.',
    twoFactorWhileImpersonating:
      'Logowanie dwuetapowe konta ustawia jego właściciel: opuść konto, aby zarządzać swoim.',
    twoFactorSetupRequired:
      'Twoje konto pracownika wymaga logowania dwuetapowego: włącz je w ustawieniach konta, aby korzystać z portalu.',
    twoFactorSignInExpired: 'Logowanie wygasło: zaloguj się ponownie, podając e-mail i hasło.',
    twoFactorTooManyCodes: 'Zbyt wiele nieprawidłowych kodów: zaloguj się ponownie, podając e-mail i hasło.',
  },
  en: {
    invalidCredentials: 'Invalid email or password.',
    tooManyAttempts: (seconds: number) => `Too many failed sign-in attempts. Try again in ${seconds} s.`,
    tooManyWrites: (seconds: number) => `You are doing this too often. Try again in ${wait(seconds)}.`,
    csrf: 'The page has expired: reload it and try again.',
    unauthenticated: 'Your session has expired or you are not signed in: sign in again.',
    forbidden: 'You do not have permission to do this.',
    forbiddenProject: 'You do not have access to this project.',
    onlyClients: 'Only client accounts can be impersonated.',
    notFound: 'Not found.',
    userNotFound: 'User not found.',
    projectNotFound: 'There is no such project, or you are not a member of it.',
    serviceTypeNotFound: 'No such service type.',
    sortKeyRepeated: 'Each sort key may be given only once.',
    validation: 'The given data was invalid.',
    bodyNotObject: 'The request body must be a JSON object.',
    malformed: 'The request body is not valid JSON.',
    badRequest: 'Bad request.',
    tooLarge: 'The request body is too large (16 kB at most).',
    unsupportedMedia: 'Unsupported content type: send JSON or a form.',
    methodNotAllowed: 'This method is not supported.',
    serverError: 'Something went wrong on our side. Try again later.',
    unavailable: 'The service is temporarily unavailable. Try again later.',
    crossSite: 'This request must come from the portal.',
    languageNames: { pl: 'Polish', en: 'English' },
    confirmLocaleTitle: 'Change language',
    confirmLocaleText: (language: string) =>
      `This link came from outside the portal. Change the portal's language to ${language}?`,
    confirmLocaleButton: (language: string) => `Switch to ${language}`,
    confirmLeaveTitle: 'Leave account',
    confirmLeaveText: (name: string) => `This link came from outside the portal. Stop acting as ${name}?`,
    confirmLeaveButton: 'Leave account',
    passwordControl: 'The password must not contain control characters.',
    required: (field: string) => `The ${field} field is required.`,
    type: (field: string, type: string) => `The ${field} field must be ${typeNames.en[type] ?? type}.`,
    email: (field: string) => `The ${field} field must be a valid email address.`,
    maxLength: (field: string, limit: number) =>
      `The ${field} field must not be greater than ${limit} characters.`,
    minLength: (field: string) => `The ${field} field is required.`,
    enumeration: (field: string) => `The selected ${field} is invalid.`,
    invalid: (field: string) => `The ${field} field is invalid.`,
    singleLine: (field: string) =>
      `The ${field} field must be one line of text, without control characters or characters that change the text's direction.`,
    unknownField: (field: string) => `The ${field} field is not allowed.`,
    uploadTooLarge: (megabytes: string) => `The file is too large: ${megabytes} MB at most.`,
    uploadType:
      'Unsupported file type. You can upload PNG, JPEG, GIF and WebP images, PDF and ZIP files, and text (.txt, .log, .csv).',
    uploadEmpty: 'The file is empty: choose a file with content.',
    uploadMissing: 'Choose a file to upload (the form field "file").',
    uploadNotMultipart: 'Send the file as a multipart/form-data form with the field "file".',
    tooManyUploads: (count: number) =>
      `You already have ${count} uploaded files not attached to any issue: use them, or try again tomorrow.`,
    quotaExceeded: (bytesLeft: number, filesLeft: number) =>
      `Not enough storage for this file: ${storage('en', bytesLeft)} and ${filesLeft} ${
        filesLeft === 1 ? 'file' : 'files'
      } left. Choose a smaller file, or ask support for a larger quota.`,
    uploadFraming:
      'The form has extra data before or after the file (1 kB at most): send just the file in the field "file".',
    noProject: 'Select a project first.',
    issueNotFound: 'Issue not found.',
    sessionNotFound: 'That session was not found: it may have ended already.',
    currentSession: 'This is the session you are using: end it by logging out in the user menu.',
    sessionsWhileImpersonating:
      "An account's sessions are its owner's to manage: leave the account to manage yours.",
    passwordWhileImpersonating:
      "Only an account's owner changes its password: leave the account to change yours.",
    currentPasswordWrong: 'The current password is wrong.',
    tooManyPasswordAttempts: (seconds: number) =>
      `Too many attempts with a wrong password. Try again in ${wait(seconds)}.`,
    passwordTooShort: (min: number) => `The new password must have at least ${min} characters.`,
    passwordSameAsCurrent: 'The new password must differ from the current one.',
    passwordWeak: (advice: string) =>
      `This password is easy to guess.${advice ? ` ${advice}` : ''} A longer password of a few uncommon words is safer and easier to remember.`,
    issueClosed: 'The issue is closed: open a new one, or ask for it to be reopened.',
    emptyText: (field: string) => `The ${field} field must not be empty.`,
    richTextTooDeep: (field: string, levels: number) =>
      `The ${field} field nests too many elements inside each other (lists, quotes, formatting): ${levels} levels at most.`,
    attachmentsInvalid:
      'These files cannot be attached: upload them again (files left unused for a day are removed).',
    assigneeInvalid: 'An issue can be assigned only to a staff member who handles support issues.',
    // SOC cases (routes/case.ts); the statuses as the portal names them.
    caseStatuses: { new: 'New', in_progress: 'In progress', resolved: 'Resolved', closed: 'Closed' },
    caseNotFound: 'Case not found.',
    caseTransitionNotAllowed: (from: string, to: string) =>
      `A case cannot move from "${from}" to "${to}": reload the case to see where it stands now.`,
    caseReopenReasonRequired: 'Give a reason for reopening the case.',
    caseReasonOnlyForReopen:
      'A reason is given only when reopening a case: send this status change without one.',
    caseReasonControl: 'The reason must not contain control characters (line breaks and tabs are fine).',
    caseAssigneeInvalid:
      'A case can be assigned only to a SOC analyst (a staff member with access to the case list), or to nobody.',
    caseCommentFiles:
      'A case comment cannot hold files or images uploaded to the portal: remove them from the comment and describe in words what they showed.',
    // Two-factor sign-in (routes/two-factor.ts, the second step in routes/auth.ts).
    twoFactorWrongPassword: 'The password is incorrect: enter the password you sign in to the portal with.',
    twoFactorWrongCode:
      'The code is wrong or has already been used: enter the current code from your authenticator app.',
    twoFactorWrongRecoveryCode:
      'The recovery code is wrong or has already been used: enter another of your codes.',
    twoFactorCodeOrRecoveryCode:
      'Give a code from your authenticator app or a recovery code (only one of them).',
    twoFactorAlreadyEnabled: 'Two-factor sign-in is already on. To set it up again, turn it off first.',
    twoFactorNotStarted: 'Start setting up two-factor sign-in first, then enter the code from your app.',
    twoFactorNotEnabled: 'Two-factor sign-in is not on: set it up first.',
    twoFactorRequiredCannotDisable:
      'Staff accounts must keep two-factor sign-in on, so it cannot be turned off. If you lose your recovery codes, generate new ones.',
    twoFactorWhileImpersonating:
      "An account's two-factor sign-in is its owner's to manage: leave the account to manage yours.",
    twoFactorSetupRequired:
      'Your staff account requires two-factor sign-in: turn it on in your account settings to use the portal.',
    twoFactorSignInExpired: 'This sign-in has expired: sign in again with your email and password.',
    twoFactorTooManyCodes: 'Too many wrong codes: sign in again with your email and password.',
  },
} as const;

const typeNames: Record<Locale, Record<string, string>> = {
  pl: {
    integer: 'liczba całkowita',
    string: 'tekst',
    number: 'liczba',
    object: 'obiekt',
    boolean: 'wartość logiczna',
    array: 'lista',
  },
  en: {
    integer: 'an integer',
    string: 'a string',
    number: 'a number',
    object: 'an object',
    boolean: 'true or false',
    array: 'a list',
  },
};

export type Messages = (typeof messages)[Locale];

export function t(locale: Locale): Messages {
  return messages[locale];
}
