import { describe, expect, it } from 'vitest';
import { navStaffLabelsEn } from '../navigation/labels-staff-en';
import { navStaffLabelsPl } from '../navigation/labels-staff-pl';
import { en } from './en';
import { createTranslator, ensurePageTexts, ensureStaffLabels, loadCatalogue } from './i18n';
import { pagesEn } from './pages-en';
import { pagesPl } from './pages-pl';
import { pl } from './pl';
import { pluralForm } from './plural';

const service = { one: 'usługa', few: 'usługi', many: 'usług', other: 'usługi' };

describe('catalogues', () => {
  it('have the same keys in Polish and English', () => {
    expect(Object.keys(en).sort()).toEqual(Object.keys(pl).sort());
    expect(Object.keys(pagesEn).sort()).toEqual(Object.keys(pagesPl).sort());
    expect(Object.keys(navStaffLabelsEn).sort()).toEqual(Object.keys(navStaffLabelsPl).sort());
  });

  it('never give a key to both the shell and the pages or the staff menu', () => {
    expect(Object.keys(pagesPl).filter((key) => key in pl)).toEqual([]);
    expect(Object.keys(navStaffLabelsPl).filter((key) => key in pl || key in pagesPl)).toEqual([]);
  });

  it('have no empty texts', () => {
    for (const [key, text] of [pl, en, pagesPl, pagesEn].flatMap((texts) => Object.entries(texts))) {
      expect(text.trim(), key).not.toBe('');
    }
  });

  it('use the spec strings verbatim', () => {
    expect(pl['topbar.toggleMenu']).toBe('Przełącz menu główne');
    expect(pl['topbar.home']).toBe('Przejdź do strony głównej');
    expect(pl['topbar.impersonating']).toBe('W roli użytkownika');
    expect(pl['projects.placeholder']).toBe('Wybierz projekt');
    expect(pl['projects.tooltip']).toBe('Zmień aktywny projekt');
    expect(pl['errors.dataLoad']).toBe('Wystąpił błąd ładowania danych. Spróbuj odświeżyć stronę.');
    // The editor's 'Niepoprawny adres URL' / 'Invalid URL' and its upload error are pp-rich-text-editor's
    // own texts (its catalogue and tests), shown by the element wherever it is used.
    expect(pl['search.empty']).toBe('Brak wyników.');
    expect(en['search.empty']).toBe('No results.');
    expect(pl['footer.knowledgeBase']).toBe('Baza wiedzy');
    expect(pl['footer.privacy']).toBe('Polityka prywatności');
    expect(pl['footer.status']).toBe('Status usług');
    expect(pl['footer.cookies']).toBe('Ustawienia Cookies');
    expect(pl['footer.version']).toBe('Wersja');
    expect(pagesEn['glossary.AllocationVApp']).toBe('Pay-As-You-Go');
  });
});

describe('Polish plurals', () => {
  it.each([
    [1, 'usługa'],
    [2, 'usługi'],
    [4, 'usługi'],
    [5, 'usług'],
    [12, 'usług'],
    [22, 'usługi'],
    [25, 'usług'],
    [0, 'usług'],
  ])('%i %s', (count, expected) => {
    expect(pluralForm('pl', count, service)).toBe(expected);
  });

  it('English uses one and other', () => {
    const forms = { one: 'service', other: 'services' };
    expect(pluralForm('en', 1, forms)).toBe('service');
    expect(pluralForm('en', 2, forms)).toBe('services');
  });
});

describe('translator', () => {
  it('formats dates and numbers in the page locale', () => {
    const date = new Date(Date.UTC(2026, 10, 22, 12));
    expect(
      createTranslator('pl', pl).formatDate(date, { day: 'numeric', month: 'long', timeZone: 'UTC' }),
    ).toBe('22 listopada');
    expect(
      createTranslator('en', en).formatDate(date, { day: 'numeric', month: 'long', timeZone: 'UTC' }),
    ).toBe('22 November');
    expect(createTranslator('pl', pl).formatNumber(1234.5)).toBe('1234,5');
    expect(createTranslator('en', en).formatNumber(1234.5)).toBe('1,234.5');
  });

  it('interpolates placeholders', () => {
    expect(createTranslator('pl', pl).t('app.name')).toBe('Portal klienta');
  });
});

describe('loadCatalogue and ensurePageTexts', () => {
  it('loads the catalogue of the language asked for, one language at a time', async () => {
    expect(await loadCatalogue('pl')).toBe(pl);
    expect(await loadCatalogue('en')).toBe(en);
  });

  it("make the pages' texts readable once loaded; before, a page text shows its key", async () => {
    const translator = createTranslator('pl', pl);
    expect(translator.t('topbar.home')).toBe('Przejdź do strony głównej');
    expect(translator.t('privacy.title')).toBe('privacy.title');
    await ensurePageTexts('pl');
    expect(translator.t('privacy.title')).toBe('Polityka prywatności');
  });

  it('make the staff menu labels readable once loaded, in the language asked for', async () => {
    const polish = createTranslator('pl', pl);
    const english = createTranslator('en', en);
    expect(polish.t('nav.staff.admin')).toBe('nav.staff.admin');
    await ensureStaffLabels('pl');
    expect(polish.t('nav.staff.admin')).toBe('Administracja');
    expect(english.t('nav.staff.admin')).toBe('nav.staff.admin');
    await ensureStaffLabels('en');
    expect(english.t('nav.staff.admin')).toBe('Administration');
  });

  it('keep the staff menu labels out of the catalogues every visitor loads', () => {
    expect(Object.keys(pl).filter((key) => key.startsWith('nav.staff.'))).toEqual([]);
    expect(Object.keys(en).filter((key) => key.startsWith('nav.staff.'))).toEqual([]);
  });
});
