import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { I18nProvider, createTranslator } from '../i18n/i18n';
import { en } from '../i18n/en';
import { pl } from '../i18n/pl';
import { UPLOAD_QUOTA_KEY, UploadRoom, plainTextToHtml } from './MessageEditor';

const QUOTA = {
  bytesLeft: 1.5 * 1024 * 1024,
  filesLeft: 3,
  maxFileBytes: 10 * 1024 * 1024,
  user: { bytesUsed: 0, bytesLimit: 0, filesUsed: 0, filesLimit: 0 },
  project: null,
};

function render(locale: 'pl' | 'en', quota?: typeof QUOTA) {
  const client = new QueryClient();
  if (quota) client.setQueryData(UPLOAD_QUOTA_KEY, quota);
  return renderToString(
    <QueryClientProvider client={client}>
      <I18nProvider translator={createTranslator(locale, locale === 'pl' ? pl : en)}>
        <UploadRoom />
      </I18nProvider>
    </QueryClientProvider>,
  );
}

describe('UploadRoom', () => {
  it('shows what the quota leaves under the editor, in the person’s language', () => {
    expect(render('pl', QUOTA)).toContain('Pozostało: 1,5 MB i 3 pliki');
    expect(render('en', QUOTA)).toContain('Remaining: 1.5 MB and 3 files');
  });

  it('shows nothing until the quota is known', () => {
    expect(render('pl')).toBe('');
  });
});

describe('plainTextToHtml (what the plain field stands in with until the editor is up)', () => {
  it('makes a paragraph of each line, empty lines included, and nothing of nothing', () => {
    expect(plainTextToHtml('')).toBe('');
    expect(plainTextToHtml('Dzień dobry')).toBe('<p>Dzień dobry</p>');
    expect(plainTextToHtml('Pierwsza\n\nTrzecia\r\nCzwarta')).toBe(
      '<p>Pierwsza</p><p></p><p>Trzecia</p><p>Czwarta</p>',
    );
  });

  it('keeps the spaces HTML would collapse: at the ends of a line and beside another space', () => {
    expect(plainTextToHtml('Pierwsza ')).toBe('<p>Pierwsza&nbsp;</p>');
    expect(plainTextToHtml(' a  b\n ')).toBe('<p>&nbsp;a&nbsp; b</p><p>&nbsp;</p>');
    expect(plainTextToHtml('a b')).toBe('<p>a b</p>');
  });

  it('keeps markup typed as text as text', () => {
    expect(plainTextToHtml('<img src=x onerror="alert(1)"> & "cytat"')).toBe(
      '<p>&lt;img src=x onerror=&quot;alert(1)&quot;&gt; &amp; &quot;cytat&quot;</p>',
    );
  });
});
