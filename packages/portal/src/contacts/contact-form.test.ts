import { describe, expect, it } from 'vitest';
import { pagesEn } from '../i18n/pages-en';
import { pagesPl } from '../i18n/pages-pl';
import type { MessageKey } from '../i18n/i18n';
import { EMPTY_DRAFT, draftErrors } from './contact-form';

const translator = (texts: Record<string, string>) => (key: MessageKey) => texts[key] ?? key;
const pl = translator(pagesPl);
const en = translator(pagesEn);
const valid = {
  name: 'Jan Kowalski',
  email: 'jan.kowalski@example.com',
  phone: '',
  position: '',
  type_ids: [1],
};

describe('the contact form', () => {
  it('accepts a valid contact, with or without phone and position', () => {
    expect(draftErrors(valid, pl)).toEqual({});
    expect(draftErrors({ ...valid, phone: '+48 22 123 45 67', position: 'Kierownik IT' }, pl)).toEqual({});
    expect(draftErrors({ ...valid, phone: '221234567' }, pl)).toEqual({});
  });

  it('flags an empty form in Polish and English', () => {
    expect(draftErrors(EMPTY_DRAFT, pl)).toEqual({
      name: 'To pole jest wymagane.',
      email: 'To pole jest wymagane.',
      type_ids: 'Wybierz co najmniej jeden typ kontaktu.',
    });
    expect(draftErrors(EMPTY_DRAFT, en)).toEqual({
      name: 'This field is required.',
      email: 'This field is required.',
      type_ids: 'Choose at least one contact type.',
    });
  });

  it('refuses addresses that are not e-mail addresses', () => {
    for (const email of [
      'jan',
      'jan@',
      '@example.com',
      'jan@localhost',
      'jan kowalski@example.com',
      'jan@exa_mple.com',
    ]) {
      expect(draftErrors({ ...valid, email }, en), email).toEqual({
        email: 'Enter a valid email address, e.g. john.smith@example.com.',
      });
    }
    expect(draftErrors({ ...valid, email: 'a.b+tag@mail.example.co.uk' }, en)).toEqual({});
  });

  it('refuses phone numbers outside the documented format', () => {
    for (const phone of [
      '22-123-45-67',
      '+48 12',
      '++48 221234567',
      '+48  22 123 45 67',
      '1234567890123456',
      'tel. 221234567',
    ]) {
      expect(draftErrors({ ...valid, phone }, pl), phone).toEqual({
        phone: 'Podaj numer w formacie +48 22 123 45 67 (7–15 cyfr).',
      });
    }
  });

  it('refuses a name over 120 characters or on two lines', () => {
    expect(draftErrors({ ...valid, name: 'a'.repeat(121) }, en)).toEqual({ name: 'This text is too long.' });
    expect(draftErrors({ ...valid, name: 'Jan\nKowalski' }, en)).toEqual({
      name: 'Enter the text on one line, without control characters.',
    });
  });
});
