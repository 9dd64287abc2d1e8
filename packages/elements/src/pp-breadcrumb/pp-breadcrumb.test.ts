import { expect, fixture, html } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import './pp-breadcrumb.js';
import type { PpBreadcrumb } from './pp-breadcrumb.js';
import type { PpBreadcrumbItem } from './pp-breadcrumb-item.js';
import { expectNoAxeViolations } from '../test-support/axe.js';
import { expectTexts, setLang, type BuiltInText } from '../test-support/languages.js';
import { ariaSnapshot, getByRole } from '../test-support/accessibility.js';

const trail = () =>
  fixture<PpBreadcrumb>(
    html`<pp-breadcrumb>
      <pp-breadcrumb-item><a href="#start">Start</a></pp-breadcrumb-item>
      <pp-breadcrumb-item>Administracja</pp-breadcrumb-item>
      <pp-breadcrumb-item href="#issues">Zgłoszenia</pp-breadcrumb-item>
      <pp-breadcrumb-item current>Serwer nie odpowiada</pp-breadcrumb-item>
    </pp-breadcrumb>`,
  );

const items = (el: PpBreadcrumb) => [...el.querySelectorAll<PpBreadcrumbItem>('pp-breadcrumb-item')];

describe('pp-breadcrumb', () => {
  it('is a navigation landmark named "Ścieżka nawigacji" with a list of the steps, the current page last', async () => {
    const el = await trail();
    await Promise.all(items(el).map((item) => item.updateComplete));
    expect(await ariaSnapshot(el)).to.equal(
      [
        '- navigation "Ścieżka nawigacji":',
        '  - list:',
        '    - listitem:',
        '      - link "Start":',
        '        - /url: "#start"',
        '    - listitem: Administracja',
        '    - listitem:',
        '      - link "Zgłoszenia":',
        '        - /url: "#issues"',
        '    - listitem: Serwer nie odpowiada',
      ].join('\n'),
    );
    // The current page is marked for screen readers ("current page"), on the list item itself.
    const current = items(el).at(-1)!;
    expect(current.getAttribute('aria-current')).to.equal('page');
    expect(getByRole(el.shadowRoot!, 'navigation', { name: 'Ścieżka nawigacji' })).to.exist;
  });

  it('marks the current page with aria-current="page" and draws no link for it, even with an href', async () => {
    const el = await fixture<PpBreadcrumbItem>(
      html`<pp-breadcrumb-item href="#here" current>Tutaj</pp-breadcrumb-item>`,
    );
    expect(el.shadowRoot!.querySelector('a')).to.equal(null);
    const snapshot = await ariaSnapshot(el);
    expect(snapshot).to.not.contain('link');
    el.current = false;
    await el.updateComplete;
    expect(el.shadowRoot!.querySelector('a')!.getAttribute('href')).to.equal('#here');
  });

  it('draws a separator between the steps, hidden from screen readers, none before the first', async () => {
    const el = await trail();
    const separators = items(el).map((item) => item.shadowRoot!.querySelector<HTMLElement>('.separator')!);
    expect(getComputedStyle(separators[0]!).display).to.equal('none');
    for (const separator of separators.slice(1)) {
      expect(getComputedStyle(separator).display).to.not.equal('none');
      expect(separator.getAttribute('aria-hidden')).to.equal('true');
    }
  });

  it('turns the separators round in a right-to-left page', async () => {
    const root = await fixture<HTMLElement>(
      html`<div dir="rtl">
        <pp-breadcrumb
          ><pp-breadcrumb-item href="#a">א</pp-breadcrumb-item
          ><pp-breadcrumb-item current>ב</pp-breadcrumb-item></pp-breadcrumb
        >
      </div>`,
    );
    const second = root.querySelectorAll('pp-breadcrumb-item')[1]!;
    const svg = second.shadowRoot!.querySelector('.separator svg')!;
    expect(getComputedStyle(svg).transform).to.equal('matrix(-1, 0, 0, 1, 0, 0)');
  });

  it('takes the keyboard through its links only, in order', async () => {
    const el = await trail();
    const before = document.createElement('button');
    before.textContent = 'przed';
    el.before(before);
    before.focus();
    await sendKeys({ press: 'Tab' });
    expect(document.activeElement?.textContent).to.equal('Start');
    await sendKeys({ press: 'Tab' });
    const third = items(el)[2]!;
    expect(third.shadowRoot!.activeElement?.getAttribute('href')).to.equal('#issues');
    before.remove();
  });

  describe('languages', () => {
    const texts: BuiltInText<PpBreadcrumb>[] = [
      {
        property: 'label',
        pl: 'Ścieżka nawigacji',
        en: 'Breadcrumb',
        read: (el) => el.shadowRoot!.querySelector('nav')!.getAttribute('aria-label'),
      },
    ];

    it('names its landmark in the language of lang, and takes a name of the page', async () => {
      const el = await trail();
      await expectTexts(el, texts, 'pl');
      await setLang(el, 'en', el);
      await expectTexts(el, texts, 'en');
      el.label = 'Gdzie jesteś';
      await el.updateComplete;
      expect(await ariaSnapshot(el)).to.contain('- navigation "Gdzie jesteś"');
    });
  });

  it('has no axe violations', async () => {
    const el = await trail();
    await expectNoAxeViolations(el);
  });
});
