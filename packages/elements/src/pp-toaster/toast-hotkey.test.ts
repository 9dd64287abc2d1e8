import { expect, fixture, html } from '@open-wc/testing';
import { LitElement } from 'lit';
import { HotkeyController, matchesHotkey, parseHotkey } from './toast-hotkey.js';

const key = (code: string, init: KeyboardEventInit = {}) =>
  new KeyboardEvent('keydown', { code, bubbles: true, cancelable: true, ...init });

describe('parseHotkey and matchesHotkey', () => {
  it('reads modifiers (any case, with aliases) and turns letters and digits into codes', () => {
    expect(parseHotkey('Alt+T')).to.deep.equal({
      alt: true,
      ctrl: false,
      shift: false,
      meta: false,
      code: 'KeyT',
    });
    expect(parseHotkey('ctrl + shift + KeyN')).to.deep.include({ ctrl: true, shift: true, code: 'KeyN' });
    expect(parseHotkey('Meta+1')).to.deep.include({ meta: true, code: 'Digit1' });
    expect(parseHotkey('Cmd+Option+k')).to.deep.include({ meta: true, alt: true, code: 'KeyK' });
    expect(parseHotkey('Control+F6')).to.deep.include({ ctrl: true, code: 'F6' });
    expect(parseHotkey('')).to.equal(undefined);
    expect(parseHotkey(' + ')).to.equal(undefined);
  });

  it('matches the key with exactly its modifiers', () => {
    const altT = parseHotkey('Alt+T')!;
    expect(matchesHotkey(key('KeyT', { altKey: true }), altT)).to.be.true;
    expect(matchesHotkey(key('KeyT'), altT)).to.be.false;
    expect(matchesHotkey(key('KeyT', { altKey: true, shiftKey: true }), altT)).to.be.false;
    expect(matchesHotkey(key('KeyY', { altKey: true }), altT)).to.be.false;
  });
});

class HotkeyHost extends LitElement {
  hotkey = 'Alt+T';
  readonly pressed: string[] = [];
  constructor() {
    super();
    new HotkeyController(
      this,
      () => this.hotkey,
      (event) => this.pressed.push(event.code),
    );
  }
}
customElements.define('test-hotkey-host', HotkeyHost);

describe('HotkeyController', () => {
  it('calls back for the current hotkey anywhere in the document while its host is connected', async () => {
    const host = await fixture<HotkeyHost>(html`<test-hotkey-host></test-hotkey-host>`);
    document.body.dispatchEvent(key('KeyT', { altKey: true }));
    document.body.dispatchEvent(key('KeyT'));
    host.hotkey = 'Ctrl+1';
    document.body.dispatchEvent(key('KeyT', { altKey: true }));
    document.body.dispatchEvent(key('Digit1', { ctrlKey: true }));
    host.hotkey = '';
    document.body.dispatchEvent(key('Digit1', { ctrlKey: true }));
    host.hotkey = 'Alt+T';
    host.remove();
    document.body.dispatchEvent(key('KeyT', { altKey: true }));
    expect(host.pressed).to.deep.equal(['KeyT', 'Digit1']);
  });
});
