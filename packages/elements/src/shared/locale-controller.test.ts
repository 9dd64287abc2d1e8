import { expect, fixture, html } from '@open-wc/testing';
import { LitElement, type PropertyValues } from 'lit';
import { property } from 'lit/decorators.js';
import {
  LocaleController,
  langOf,
  languageOf,
  localeObserverState,
  type Catalogue,
} from './locale-controller.js';
import { setLang, withDocumentLang } from '../test-support/languages.js';

interface Texts {
  greeting: string;
  farewell: string;
  same: string;
}

const catalogue: Catalogue<Texts> = {
  pl: { greeting: 'Dzień dobry', farewell: 'Do widzenia', same: 'OK' },
  en: { greeting: 'Good morning', farewell: 'Goodbye', same: 'OK' },
};

class PpTestSpeaker extends LitElement {
  readonly texts = new LocaleController(this, catalogue);
  /** The names in `changed` of each update after the first. */
  readonly changes: string[][] = [];

  @property()
  get greeting(): string {
    return this.texts.get('greeting');
  }
  set greeting(value: string | null | undefined) {
    this.texts.set('greeting', value);
  }

  @property()
  get farewell(): string {
    return this.texts.get('farewell');
  }
  set farewell(value: string | null | undefined) {
    this.texts.set('farewell', value);
  }

  protected override willUpdate(changed: PropertyValues): void {
    if (this.hasUpdated) this.changes.push([...changed.keys()].map(String));
  }

  protected override render() {
    return html`<p>${this.greeting}</p>
      <p>${this.farewell}</p>`;
  }
}
customElements.define('pp-test-speaker', PpTestSpeaker);

/** A host whose shadow root holds a speaker, for the shadow-root crossings. */
class PpTestShell extends LitElement {
  protected override render() {
    return html`<div class="inner"><pp-test-speaker></pp-test-speaker></div>`;
  }
  get speaker(): PpTestSpeaker {
    return this.renderRoot.querySelector('pp-test-speaker')!;
  }
}
customElements.define('pp-test-shell', PpTestShell);

const shown = (el: PpTestSpeaker) => [...el.shadowRoot!.querySelectorAll('p')].map((p) => p.textContent);

describe('LocaleController', () => {
  it('maps a lang tag to Polish or English by its primary subtag, Polish for anything else', () => {
    const table: [string | null | undefined, string][] = [
      ['pl', 'pl'],
      ['pl-PL', 'pl'],
      ['PL', 'pl'],
      ['en', 'en'],
      ['en-GB', 'en'],
      ['en-US', 'en'],
      ['EN_us', 'en'],
      [' en ', 'en'],
      ['de', 'pl'],
      ['eng', 'pl'],
      ['uk-UA', 'pl'],
      ['', 'pl'],
      [null, 'pl'],
      [undefined, 'pl'],
    ];
    for (const [tag, language] of table) expect(languageOf(tag), String(tag)).to.equal(language);
  });

  it('finds the lang of the element, its ancestors across shadow roots, then <html>', async () => {
    const wrapper = await fixture<HTMLDivElement>(
      html`<div lang="en-GB"><pp-test-shell></pp-test-shell></div>`,
    );
    const shell = wrapper.querySelector('pp-test-shell') as PpTestShell;
    await shell.updateComplete;
    const speaker = shell.speaker;
    expect(langOf(speaker), 'through the shadow root to the host’s ancestor').to.equal('en-GB');
    shell.renderRoot.querySelector('.inner')!.setAttribute('lang', 'pl');
    expect(langOf(speaker), 'an ancestor inside the shadow root comes first').to.equal('pl');
    speaker.setAttribute('lang', 'en');
    expect(langOf(speaker), 'its own comes first of all').to.equal('en');
    speaker.setAttribute('lang', '');
    expect(langOf(speaker), 'lang="" says unknown, as in HTML').to.equal('');
    expect(languageOf(langOf(speaker))).to.equal('pl');
    speaker.removeAttribute('lang');
    shell.renderRoot.querySelector('.inner')!.removeAttribute('lang');
    wrapper.removeAttribute('lang');
    expect(langOf(speaker), 'no lang anywhere').to.equal('');
    await withDocumentLang('en', async () => {
      expect(langOf(speaker), '<html lang>').to.equal('en');
      expect(langOf(document.createElement('div')), 'a detached element: its document’s').to.equal('en');
    });
  });

  it('gives the catalogue texts of the element’s language and re-renders when any lang on its path changes', async () => {
    const wrapper = await fixture<HTMLDivElement>(html`<div><pp-test-shell></pp-test-shell></div>`);
    const shell = wrapper.querySelector('pp-test-shell') as PpTestShell;
    await shell.updateComplete;
    const el = shell.speaker;
    await el.updateComplete;
    const polish = ['Dzień dobry', 'Do widzenia'];
    const english = ['Good morning', 'Goodbye'];
    expect(el.texts.language, 'no lang: Polish').to.equal('pl');
    expect(shown(el)).to.deep.equal(polish);

    await withDocumentLang('en', async () => {
      await null;
      await el.updateComplete;
      expect(shown(el), '<html lang="en">').to.deep.equal(english);
    });
    await el.updateComplete;
    expect(shown(el), '<html> without lang again').to.deep.equal(polish);

    await setLang(wrapper, 'en', el);
    expect(shown(el), 'an ancestor of the shadow host').to.deep.equal(english);
    const inner = shell.renderRoot.querySelector('.inner')!;
    await setLang(inner, 'pl', el);
    expect(shown(el), 'an ancestor inside the shadow root').to.deep.equal(polish);
    await setLang(el, 'en-GB', el);
    expect(shown(el), 'its own lang').to.deep.equal(english);
    expect(el.texts.tag).to.equal('en-GB');
    await setLang(el, 'de', el);
    expect(shown(el), 'a third language falls back to Polish').to.deep.equal(polish);
    await setLang(el, null, el);
    await setLang(inner, null, el);
    expect(shown(el), 'back to the ancestor outside').to.deep.equal(english);
  });

  it('lets an explicit property or attribute win, and gives the text back to the catalogue on null', async () => {
    const el = await fixture<PpTestSpeaker>(
      html`<pp-test-speaker lang="pl" greeting="Cześć"></pp-test-speaker>`,
    );
    expect(shown(el)).to.deep.equal(['Cześć', 'Do widzenia']);
    await setLang(el, 'en', el);
    expect(shown(el), 'the attribute wins').to.deep.equal(['Cześć', 'Goodbye']);
    el.farewell = 'Bye now';
    await el.updateComplete;
    await setLang(el, 'pl', el);
    expect(shown(el), 'so does the property').to.deep.equal(['Cześć', 'Bye now']);
    expect(el.texts.isSet('farewell')).to.be.true;
    el.removeAttribute('greeting');
    el.farewell = null;
    await el.updateComplete;
    expect(shown(el), 'back to the catalogue').to.deep.equal(['Dzień dobry', 'Do widzenia']);
    expect(el.greeting).to.equal('Dzień dobry');
  });

  it('names in `changed` the texts that changed with the language, and only those', async () => {
    const el = await fixture<PpTestSpeaker>(html`<pp-test-speaker farewell="Pa"></pp-test-speaker>`);
    el.changes.length = 0;
    await setLang(el, 'en', el);
    expect(el.changes).to.deep.equal([['greeting']]);
    await setLang(el, 'en-US', el);
    expect(el.changes.length, 'another tag of the same language re-renders without a text change').to.equal(
      2,
    );
    expect(el.changes[1]).to.deep.equal([]);
  });

  it('serves every element with one observer, and stops when none is left', async () => {
    const wrapper = await fixture<HTMLDivElement>(
      html`<div>
        <pp-test-speaker lang="pl"></pp-test-speaker><pp-test-speaker lang="en"></pp-test-speaker>
        <pp-test-speaker></pp-test-speaker>
      </div>`,
    );
    const [pl, en, plain] = [...wrapper.querySelectorAll<PpTestSpeaker>('pp-test-speaker')] as [
      PpTestSpeaker,
      PpTestSpeaker,
      PpTestSpeaker,
    ];
    expect(localeObserverState()).to.deep.equal({ controllers: 3, observing: true });
    expect(shown(pl)[0]).to.equal('Dzień dobry');
    expect(shown(en)[0], 'two languages on one page').to.equal('Good morning');
    await withDocumentLang('en', async () => {
      await null;
      await Promise.all([pl.updateComplete, en.updateComplete, plain.updateComplete]);
      expect([shown(pl)[0], shown(en)[0], shown(plain)[0]]).to.deep.equal([
        'Dzień dobry',
        'Good morning',
        'Good morning',
      ]);
    });
    wrapper.remove();
    expect(localeObserverState()).to.deep.equal({ controllers: 0, observing: false });
  });

  it('reads the language again when the element moves to another place', async () => {
    const wrapper = await fixture<HTMLDivElement>(
      html`<div>
        <section lang="pl"><pp-test-speaker></pp-test-speaker></section>
        <section lang="en"></section>
      </div>`,
    );
    const el = wrapper.querySelector('pp-test-speaker') as PpTestSpeaker;
    await el.updateComplete;
    expect(shown(el)[0]).to.equal('Dzień dobry');
    wrapper.querySelector('section[lang="en"]')!.append(el);
    await el.updateComplete;
    expect(shown(el)[0]).to.equal('Good morning');
  });
});
