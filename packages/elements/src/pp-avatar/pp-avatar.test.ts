import { expect, fixture, html, oneEvent } from '@open-wc/testing';
import './pp-avatar.js';
import type { PpAvatar } from './pp-avatar.js';
import { initialsOf } from './initials.js';
import { expectNoAxeViolations, inEachTheme } from '../test-support/axe.js';
import { ariaSnapshot } from '../test-support/accessibility.js';
import { expectTexts, setLang, type BuiltInText } from '../test-support/languages.js';

const part = (el: PpAvatar, name: string) => el.shadowRoot!.querySelector<HTMLElement>(`[part~="${name}"]`);
const shown = (node: Element | null) =>
  node !== null && getComputedStyle(node).display !== 'none' && getComputedStyle(node).opacity !== '0';

/** A 1×1 picture that loads, and one that cannot. */
const PICTURE =
  'data:image/svg+xml,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" width="1" height="1"><rect width="1" height="1" fill="teal"/></svg>',
  );
const BROKEN = 'data:image/png;base64,AAAA';

describe('initialsOf', () => {
  it('takes the first letter of the first and the last word, upper-cased in the page language', () => {
    expect(initialsOf('Anna Maria Nowak')).to.equal('AN');
    expect(initialsOf('łukasz żak')).to.equal('ŁŻ');
    expect(initialsOf('  Ewa  ')).to.equal('E');
    expect(initialsOf('ilkay yılmaz', 'tr')).to.equal('İY');
    expect(initialsOf('')).to.equal('');
  });

  it('reads an e-mail address by its local part, and keeps a letter with its accent whole', () => {
    expect(initialsOf('jan.kowalski@firma.pl')).to.equal('JK');
    expect(initialsOf('admin@firma.pl')).to.equal('A');
    expect(initialsOf('E\u0301mile Zola')).to.equal('E\u0301Z');
  });
});

describe('pp-avatar', () => {
  it('is one image named by the person, with the initials drawn but not read', async () => {
    const el = await fixture<PpAvatar>(html`<pp-avatar name="Anna Nowak"></pp-avatar>`);
    expect(await ariaSnapshot(el)).to.equal('- img "Anna Nowak"');
    expect(part(el, 'initials')!.dataset['initials']).to.equal('AN');
    expect(part(el, 'initials')!.textContent).to.equal('');
    el.label = 'Anna Nowak, dostępna';
    await el.updateComplete;
    expect(await ariaSnapshot(el)).to.equal('- img "Anna Nowak, dostępna"');
  });

  it('leaves the accessibility tree when decorative, so a named button keeps its own name', async () => {
    const root = await fixture<HTMLElement>(
      html`<div>
        <button aria-label="Menu użytkownika"><pp-avatar decorative name="Anna Nowak"></pp-avatar></button>
        <p>Anna Nowak <pp-avatar decorative name="Anna Nowak"></pp-avatar></p>
      </div>`,
    );
    await Promise.all([...root.querySelectorAll('pp-avatar')].map((el) => el.updateComplete));
    expect(await ariaSnapshot(root)).to.equal(
      ['- button "Menu użytkownika"', '- paragraph: Anna Nowak'].join('\n'),
    );
  });

  it('shows the picture once it has loaded, and the initials until then', async () => {
    const el = await fixture<PpAvatar>(html`<pp-avatar name="Anna Nowak"></pp-avatar>`);
    el.src = PICTURE;
    await el.updateComplete;
    const image = part(el, 'image')!;
    expect(image.getAttribute('alt')).to.equal('');
    if (!(image as HTMLImageElement).complete) await oneEvent(image, 'load');
    await el.updateComplete;
    expect(shown(part(el, 'image'))).to.equal(true);
    expect(shown(part(el, 'initials'))).to.equal(false);
    expect(await ariaSnapshot(el)).to.equal('- img "Anna Nowak"');
  });

  it('keeps the initials when the picture fails, and tries again when the address changes', async () => {
    const el = await fixture<PpAvatar>(html`<pp-avatar name="Anna Nowak" src=${BROKEN}></pp-avatar>`);
    const image = part(el, 'image')!;
    if (!el.shadowRoot!.querySelector('img')!.complete) await oneEvent(image, 'error');
    await el.updateComplete;
    expect(part(el, 'image')).to.equal(null);
    expect(shown(part(el, 'initials'))).to.equal(true);
    el.src = PICTURE;
    await el.updateComplete;
    expect(part(el, 'image')).not.to.equal(null);
  });

  it('shows a silhouette, or what is slotted, when there is no name; named in the page language', async () => {
    const el = await fixture<PpAvatar>(html`<pp-avatar></pp-avatar>`);
    expect(el.shadowRoot!.querySelector('.silhouette')).not.to.equal(null);
    const texts: BuiltInText<PpAvatar>[] = [
      { property: 'anonymousLabel', pl: 'Użytkownik', en: 'User', read: (avatar) => avatar.anonymousLabel },
    ];
    await expectTexts(el, texts, 'pl');
    expect(await ariaSnapshot(el)).to.equal('- img "Użytkownik"');
    await setLang(el, 'en', el);
    await expectTexts(el, texts, 'en');
    expect(await ariaSnapshot(el)).to.equal('- img "User"');
    el.setAttribute('anonymous-label', 'Projekt');
    await el.updateComplete;
    expect(await ariaSnapshot(el)).to.equal('- img "Projekt"');
  });

  it('has three sizes, a square shape and a size knob', async () => {
    const root = await fixture<HTMLElement>(
      html`<div style="font-size: 16px">
        <pp-avatar size="sm" name="A B"></pp-avatar>
        <pp-avatar name="A B"></pp-avatar>
        <pp-avatar size="lg" name="A B" shape="square"></pp-avatar>
        <pp-avatar name="A B" style="--pp-avatar-size: 64px"></pp-avatar>
      </div>`,
    );
    const widths = [...root.querySelectorAll('pp-avatar')].map((el) => part(el, 'base')!.offsetWidth);
    expect(widths).to.deep.equal([24, 32, 40, 64]);
    const [, md, lg] = root.querySelectorAll('pp-avatar');
    expect(getComputedStyle(part(md!, 'base')!).borderTopLeftRadius).to.equal('9999px');
    expect(getComputedStyle(part(lg!, 'base')!).borderTopLeftRadius).not.to.equal('9999px');
  });

  it('passes axe with the design tokens, light and dark', async function () {
    const render = () =>
      fixture<HTMLElement>(
        html`<div>
          <pp-avatar name="Anna Nowak"></pp-avatar>
          <pp-avatar name="Jan Kowalski" size="lg" shape="square"></pp-avatar>
          <pp-avatar></pp-avatar>
          <button aria-label="Menu użytkownika"><pp-avatar decorative name="Ewa Nowak"></pp-avatar></button>
        </div>`,
      );
    if (!(await inEachTheme(async (theme) => expectNoAxeViolations(await render(), theme)))) this.skip();
  });
});
