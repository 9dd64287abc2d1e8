import { expect, fixture, html, oneEvent } from '@open-wc/testing';
import { emulateMedia, sendKeys, sendMouse } from '@web/test-runner-commands';
import '../pp-button/pp-button.js';
import '../pp-dialog/pp-dialog.js';
import type { PpDialog } from '../pp-dialog/pp-dialog.js';
import './pp-menu.js';
import type { MenuSelectDetail, PpMenu } from './pp-menu.js';
import type { PpMenuItem } from './pp-menu-item.js';
import { ariaSnapshot, getByRole } from '../test-support/accessibility.js';
import { expectNoAxeViolations, inEachTheme } from '../test-support/axe.js';
import { center } from '../test-support/pointer.js';
import { deepActiveElement } from '../shared/dom.js';

/** The account menu of the brief: a pp-button trigger, commands, a link, radios, a checkbox, a submenu. */
async function page({ dir = 'ltr' } = {}) {
  const root = await fixture<HTMLDivElement>(
    html`<div dir=${dir}>
      <button id="before">Przed</button>
      <pp-menu>
        <pp-button slot="trigger">Konto</pp-button>
        <pp-menu-item value="profile">Profil</pp-menu-item>
        <pp-menu-item href="#ustawienia">Ustawienia</pp-menu-item>
        <pp-menu-group label="Motyw">
          <pp-menu-item type="radio" name="theme" value="light" checked>Jasny</pp-menu-item>
          <pp-menu-item type="radio" name="theme" value="dark">Ciemny</pp-menu-item>
        </pp-menu-group>
        <pp-menu-item type="checkbox" value="compact">Widok kompaktowy</pp-menu-item>
        <pp-menu-separator></pp-menu-separator>
        <pp-menu-item
          >Więcej
          <pp-menu slot="submenu">
            <pp-menu-item value="help">Pomoc</pp-menu-item>
            <pp-menu-item value="about">O aplikacji</pp-menu-item>
          </pp-menu>
        </pp-menu-item>
        <pp-menu-item value="logout" disabled>Wyloguj</pp-menu-item>
      </pp-menu>
      <button id="after">Po</button>
    </div>`,
  );
  const menu = root.querySelector('pp-menu')!;
  const sub = menu.querySelector<PpMenu>('pp-menu[slot="submenu"]')!;
  const trigger = menu.querySelector('pp-button')!;
  const control = trigger.shadowRoot!.querySelector('button')!;
  const byName = (name: string) =>
    [...root.querySelectorAll<PpMenuItem>('pp-menu-item')].find((i) => i.text === name)!;
  await menu.updateComplete;
  return { root, menu, sub, trigger, control, byName };
}

const focused = () => document.activeElement as PpMenuItem | null;
const settle = async (...menus: PpMenu[]) => {
  await Promise.all(menus.map((m) => m.updateComplete));
};
/** Waits until the menus have updated and their fade-in has ended (axe reads colours as they are). */
const faded = async (...menus: PpMenu[]) => {
  await settle(...menus);
  const panels = menus.map((m) => m.shadowRoot!.querySelector('[part="menu"]')!);
  await Promise.all(panels.flatMap((panel) => panel.getAnimations().map((a) => a.finished)));
};

describe('pp-menu', () => {
  afterEach(async () => {
    await emulateMedia({ reducedMotion: 'no-preference', forcedColors: 'none' });
  });

  describe('wiring', () => {
    it('gives the trigger’s button aria-haspopup and aria-expanded, and the menu its roles', async () => {
      const { menu, control, trigger } = await page();
      expect(control.getAttribute('aria-haspopup')).to.equal('menu');
      expect(control.getAttribute('aria-expanded')).to.equal('false');
      trigger.focus();
      await sendKeys({ press: 'Enter' });
      await settle(menu);
      expect(control.getAttribute('aria-expanded')).to.equal('true');
      const tree = await ariaSnapshot(menu);
      expect(tree).to.contain('- button "Konto" [expanded]');
      expect(tree).to.contain('- menu "Konto"');
      expect(tree).to.contain('- menuitem "Profil"');
      expect(tree).to.contain('- menuitem "Ustawienia"');
      expect(tree).to.contain('- group "Motyw"');
      expect(tree).to.contain('- menuitemradio "Jasny" [checked]');
      expect(tree).to.contain('- menuitemradio "Ciemny"');
      expect(tree).to.contain('- menuitemcheckbox "Widok kompaktowy"');
      expect(tree).to.contain('- separator');
      expect(tree).to.contain('- menuitem "Więcej"');
      expect(tree).to.contain('- menuitem "Wyloguj" [disabled]');
      const panel = getByRole(menu.shadowRoot!, 'menu');
      expect(panel.ariaLabelledByElements).to.deep.equal([trigger]);
      // aria-controls: the menu is in the menu's shadow root, out of the button's reach (see pp-menu.ts).
      expect([...(control.ariaControlsElements ?? [])]).to.deep.equal([]);
    });

    it('names a submenu item with haspopup and expanded, and not with its submenu’s items', async () => {
      const { menu, sub, byName } = await page();
      const more = byName('Więcej');
      expect(more.getAttribute('aria-haspopup')).to.equal('menu');
      expect(more.getAttribute('aria-expanded')).to.equal('false');
      menu.show();
      await settle(menu);
      more.focus();
      await sendKeys({ press: 'ArrowRight' });
      await settle(sub);
      expect(more.getAttribute('aria-expanded')).to.equal('true');
      const tree = await ariaSnapshot(menu);
      expect(tree).to.match(/- menuitem "Więcej" \[expanded\]/);
      expect(tree).to.contain('- menu "Więcej"');
      expect(tree).to.contain('- menuitem "Pomoc"');
    });
  });

  describe('keyboard', () => {
    it('Enter, Space and ArrowDown open on the first item, ArrowUp on the last', async () => {
      const { menu, trigger, byName } = await page();
      for (const [key, first] of [
        ['Enter', 'Profil'],
        ['Space', 'Profil'],
        ['ArrowDown', 'Profil'],
        ['ArrowUp', 'Wyloguj'],
      ] as const) {
        trigger.focus();
        await sendKeys({ press: key });
        await settle(menu);
        expect(menu.open, key).to.equal(true);
        expect(focused(), key).to.equal(byName(first));
        await sendKeys({ press: 'Escape' });
        await settle(menu);
        expect(menu.open, key).to.equal(false);
        expect(deepActiveElement(), key).to.equal(trigger.shadowRoot!.querySelector('button'));
      }
    });

    it('ArrowDown and ArrowUp move and wrap, Home and End go to the ends, over disabled items too', async () => {
      const { menu, trigger, byName } = await page();
      trigger.focus();
      await sendKeys({ press: 'ArrowDown' });
      await settle(menu);
      const seen: string[] = [];
      for (let i = 0; i < 8; i++) {
        await sendKeys({ press: 'ArrowDown' });
        seen.push(focused()!.text);
      }
      expect(seen).to.deep.equal([
        'Ustawienia',
        'Jasny',
        'Ciemny',
        'Widok kompaktowy',
        'Więcej',
        'Wyloguj',
        'Profil',
        'Ustawienia',
      ]);
      await sendKeys({ press: 'Home' });
      expect(focused()).to.equal(byName('Profil'));
      await sendKeys({ press: 'ArrowUp' });
      expect(focused()).to.equal(byName('Wyloguj'));
      await sendKeys({ press: 'End' });
      expect(focused()).to.equal(byName('Wyloguj'));
    });

    it('type-to-select finds an item by its first letters', async () => {
      const { menu, sub, trigger, byName } = await page();
      trigger.focus();
      await sendKeys({ press: 'ArrowDown' });
      await settle(menu);
      await sendKeys({ type: 'wi' });
      expect(focused()).to.equal(byName('Widok kompaktowy'));
      // A search string no item starts with leaves the focus where it is.
      await sendKeys({ type: 'x' });
      expect(focused()).to.equal(byName('Widok kompaktowy'));
      expect(sub.open).to.equal(false);
    });

    it('type-to-select: a repeated letter cycles through the items starting with it', async () => {
      const { menu, trigger, byName } = await page();
      trigger.focus();
      await sendKeys({ press: 'ArrowDown' });
      await settle(menu);
      await sendKeys({ type: 'w' });
      expect(focused()).to.equal(byName('Widok kompaktowy'));
      await sendKeys({ type: 'w' });
      expect(focused()).to.equal(byName('Więcej'));
      await sendKeys({ type: 'w' });
      expect(focused()).to.equal(byName('Wyloguj'));
      await sendKeys({ type: 'w' });
      expect(focused()).to.equal(byName('Widok kompaktowy'));
    });

    it('Enter on a command fires pp-select, closes the menu and returns the focus', async () => {
      const { menu, trigger, byName } = await page();
      trigger.focus();
      await sendKeys({ press: 'ArrowDown' });
      await settle(menu);
      const selected = oneEvent(menu, 'pp-select') as Promise<CustomEvent<MenuSelectDetail>>;
      await sendKeys({ press: 'Enter' });
      const { detail } = await selected;
      expect(detail).to.deep.equal({ item: byName('Profil'), value: 'profile', checked: undefined });
      await settle(menu);
      expect(menu.open).to.equal(false);
      expect(deepActiveElement()).to.equal(trigger.shadowRoot!.querySelector('button'));
    });

    it('Space on a checkbox toggles it and keeps the menu open; Enter toggles and closes', async () => {
      const { menu, trigger, byName } = await page();
      const compact = byName('Widok kompaktowy');
      trigger.focus();
      await sendKeys({ press: 'ArrowDown' });
      await settle(menu);
      compact.focus();
      await sendKeys({ press: 'Space' });
      await compact.updateComplete;
      expect(compact.getAttribute('aria-checked')).to.equal('true');
      expect(menu.open).to.equal(true);
      expect(focused()).to.equal(compact);
      await sendKeys({ press: 'Space' });
      await compact.updateComplete;
      expect(compact.getAttribute('aria-checked')).to.equal('false');
      await sendKeys({ press: 'Enter' });
      await settle(menu);
      expect(compact.checked).to.equal(true);
      expect(menu.open).to.equal(false);
    });

    it('radios of one name are exclusive', async () => {
      const { menu, trigger, byName } = await page();
      trigger.focus();
      await sendKeys({ press: 'ArrowDown' });
      await settle(menu);
      byName('Ciemny').focus();
      const selected = oneEvent(menu, 'pp-select') as Promise<CustomEvent<MenuSelectDetail>>;
      await sendKeys({ press: 'Space' });
      expect((await selected).detail.checked).to.equal(true);
      await Promise.all([byName('Jasny').updateComplete, byName('Ciemny').updateComplete]);
      expect(byName('Ciemny').getAttribute('aria-checked')).to.equal('true');
      expect(byName('Jasny').getAttribute('aria-checked')).to.equal('false');
      expect(menu.open).to.equal(true);
      expect(await ariaSnapshot(menu)).to.contain('- menuitemradio "Ciemny" [checked]');
    });

    it('a disabled item is focusable but Enter does nothing', async () => {
      const { menu, trigger, byName } = await page();
      trigger.focus();
      await sendKeys({ press: 'ArrowUp' });
      await settle(menu);
      expect(focused()).to.equal(byName('Wyloguj'));
      let fired = 0;
      menu.addEventListener('pp-select', () => fired++);
      await sendKeys({ press: 'Enter' });
      await sendKeys({ press: 'Space' });
      await settle(menu);
      expect(fired).to.equal(0);
      expect(menu.open).to.equal(true);
    });

    it('Tab closes the menu and moves on', async () => {
      const { menu, trigger, root } = await page();
      trigger.focus();
      await sendKeys({ press: 'ArrowDown' });
      await settle(menu);
      await sendKeys({ press: 'Tab' });
      await settle(menu);
      expect(menu.open).to.equal(false);
      expect(document.activeElement).to.equal(root.querySelector('#after'));
    });

    it('a cancelled pp-select keeps the menu open and the item as it was', async () => {
      const { menu, trigger, byName } = await page();
      menu.addEventListener('pp-select', (event) => event.preventDefault());
      trigger.focus();
      await sendKeys({ press: 'ArrowDown' });
      await settle(menu);
      await sendKeys({ press: 'Enter' });
      await settle(menu);
      expect(menu.open).to.equal(true);
      byName('Widok kompaktowy').focus();
      await sendKeys({ press: 'Enter' });
      await settle(menu);
      expect(byName('Widok kompaktowy').checked).to.equal(false);
      expect(menu.open).to.equal(true);
    });
  });

  describe('submenu', () => {
    for (const dir of ['ltr', 'rtl'] as const) {
      const [inward, outward] = dir === 'ltr' ? ['ArrowRight', 'ArrowLeft'] : ['ArrowLeft', 'ArrowRight'];
      it(`${inward} opens it on its first item, ${outward} and Escape close it back to its item (${dir})`, async () => {
        const { menu, sub, trigger, byName } = await page({ dir });
        trigger.focus();
        await sendKeys({ press: 'ArrowDown' });
        await settle(menu);
        byName('Więcej').focus();
        await sendKeys({ press: outward });
        expect(focused()).to.equal(byName('Więcej'));
        await sendKeys({ press: inward });
        await settle(sub);
        expect(sub.open).to.equal(true);
        expect(focused()).to.equal(byName('Pomoc'));
        await sendKeys({ press: 'ArrowDown' });
        expect(focused()).to.equal(byName('O aplikacji'));
        await sendKeys({ press: outward });
        await settle(sub);
        expect(sub.open).to.equal(false);
        expect(menu.open).to.equal(true);
        expect(focused()).to.equal(byName('Więcej'));
        await sendKeys({ press: 'Enter' });
        await settle(sub);
        expect(focused()).to.equal(byName('Pomoc'));
        await sendKeys({ press: 'Escape' });
        await settle(sub, menu);
        expect(sub.open).to.equal(false);
        expect(menu.open).to.equal(true);
        expect(focused()).to.equal(byName('Więcej'));
        // The submenu opens on the item's side.
        await sendKeys({ press: inward });
        await settle(sub);
        const panel = sub.shadowRoot!.querySelector('[part="menu"]')!.getBoundingClientRect();
        const item = byName('Więcej').getBoundingClientRect();
        if (dir === 'ltr') expect(panel.left).to.be.at.least(item.right - 1);
        else expect(panel.right).to.be.at.most(item.left + 1);
      });
    }

    it('activating a submenu’s command fires pp-select and closes every menu, focus back on the trigger', async () => {
      const { menu, sub, trigger, byName } = await page();
      trigger.focus();
      await sendKeys({ press: 'ArrowUp' });
      await settle(menu);
      await sendKeys({ press: 'ArrowUp' });
      await sendKeys({ press: 'Enter' });
      await settle(sub);
      const selected = oneEvent(menu, 'pp-select') as Promise<CustomEvent<MenuSelectDetail>>;
      await sendKeys({ press: 'Enter' });
      expect((await selected).detail.value).to.equal('help');
      await settle(menu, sub);
      expect([menu.open, sub.open]).to.deep.equal([false, false]);
      expect(deepActiveElement()).to.equal(trigger.shadowRoot!.querySelector('button'));
      expect(byName('Więcej').getAttribute('aria-expanded')).to.equal('false');
    });
  });

  describe('pointer', () => {
    it('a click opens it, a click on an item activates it, a click outside closes it', async () => {
      const { menu, trigger, control, byName, root } = await page();
      await sendMouse({ type: 'click', position: center(trigger) });
      await settle(menu);
      expect(menu.open).to.equal(true);
      expect(focused()).to.equal(byName('Profil'));
      await sendMouse({ type: 'click', position: center(byName('Widok kompaktowy')) });
      await settle(menu);
      expect(byName('Widok kompaktowy').checked).to.equal(true);
      expect(menu.open).to.equal(true);
      const selected = oneEvent(menu, 'pp-select') as Promise<CustomEvent<MenuSelectDetail>>;
      await sendMouse({ type: 'click', position: center(byName('Profil')) });
      expect((await selected).detail.value).to.equal('profile');
      await settle(menu);
      expect(menu.open).to.equal(false);
      expect(deepActiveElement()).to.equal(control);
      await sendMouse({ type: 'click', position: center(trigger) });
      await settle(menu);
      expect(menu.open).to.equal(true);
      const after = root.querySelector<HTMLElement>('#after')!;
      await sendMouse({ type: 'click', position: center(after) });
      await settle(menu);
      expect(menu.open).to.equal(false);
      // A click on the trigger again closes it.
      await sendMouse({ type: 'click', position: center(trigger) });
      await settle(menu);
      await sendMouse({ type: 'click', position: center(trigger) });
      await settle(menu);
      expect(menu.open).to.equal(false);
    });

    it('a menu opened from the keyboard under a still pointer keeps its focus; moving the pointer focuses the item', async () => {
      const { menu, trigger, byName } = await page();
      trigger.focus();
      await sendKeys({ press: 'Enter' });
      await settle(menu);
      const where = center(byName('Ciemny'));
      await sendKeys({ press: 'Escape' });
      await settle(menu);
      // The pointer rests where 'Ciemny' will appear, over the page while the menu is closed.
      await sendMouse({ type: 'move', position: where });
      await sendKeys({ press: 'Enter' });
      await settle(menu);
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
      expect(focused()).to.equal(byName('Profil'));
      // The person moves the pointer: the item under it takes the focus.
      await sendMouse({ type: 'move', position: [where[0] + 2, where[1]] });
      expect(focused()).to.equal(byName('Ciemny'));
      await sendMouse({ type: 'move', position: [0, 0] });
    });

    it('a click on a disabled item does nothing', async () => {
      const { menu, trigger, byName } = await page();
      await sendMouse({ type: 'click', position: center(trigger) });
      await settle(menu);
      let fired = 0;
      menu.addEventListener('pp-select', () => fired++);
      await sendMouse({ type: 'click', position: center(byName('Wyloguj')) });
      await settle(menu);
      expect([fired, menu.open]).to.deep.equal([0, true]);
    });

    it('a click on a submenu’s item opens the submenu', async () => {
      const { menu, sub, trigger, byName } = await page();
      await sendMouse({ type: 'click', position: center(trigger) });
      await settle(menu);
      await sendMouse({ type: 'click', position: center(byName('Więcej')) });
      await settle(sub);
      expect(sub.open).to.equal(true);
      expect(focused()).to.equal(byName('Pomoc'));
      await sendMouse({ type: 'click', position: center(byName('O aplikacji')) });
      await settle(menu, sub);
      expect([menu.open, sub.open]).to.deep.equal([false, false]);
    });
  });

  it('a link item follows its href', async () => {
    const { menu, trigger, byName } = await page();
    history.replaceState(null, '', location.pathname + location.search);
    trigger.focus();
    await sendKeys({ press: 'ArrowDown' });
    await settle(menu);
    expect(byName('Ustawienia').getAttribute('role')).to.equal('menuitem');
    const changed = oneEvent(window, 'hashchange');
    await sendKeys({ press: 'ArrowDown' });
    await sendKeys({ press: 'Enter' });
    await changed;
    expect(location.hash).to.equal('#ustawienia');
    await settle(menu);
    expect(menu.open).to.equal(false);
    history.replaceState(null, '', location.pathname + location.search);
  });

  it('works with a plain button as its trigger', async () => {
    const menu = await fixture<PpMenu>(
      html`<pp-menu
        ><button slot="trigger">Akcje</button><pp-menu-item>Kopiuj</pp-menu-item
        ><pp-menu-item>Wklej</pp-menu-item></pp-menu
      >`,
    );
    const button = menu.querySelector('button')!;
    expect(button.getAttribute('aria-haspopup')).to.equal('menu');
    button.focus();
    await sendKeys({ press: 'ArrowUp' });
    await settle(menu);
    expect(focused()?.text).to.equal('Wklej');
    const tree = await ariaSnapshot(menu);
    expect(tree).to.contain('- button "Akcje" [expanded]');
    expect(tree).to.contain('- menu "Akcje"');
    await sendKeys({ press: 'Escape' });
    await settle(menu);
    expect(document.activeElement).to.equal(button);
  });

  it('shows a header above the items, outside the menu, which the keyboard passes over', async () => {
    const root = await fixture<HTMLDivElement>(
      html`<div>
        <pp-menu>
          <button slot="trigger" aria-label="Menu użytkownika">AN</button>
          <div slot="header"><strong>Anna Nowak</strong> anna@example.com</div>
          <pp-menu-item value="account">Moje konto</pp-menu-item>
          <pp-menu-item value="logout">Wyloguj</pp-menu-item>
        </pp-menu>
      </div>`,
    );
    const menu = root.querySelector('pp-menu')!;
    const header = root.querySelector<HTMLElement>('[slot="header"]')!;
    await menu.updateComplete;
    expect(header.checkVisibility()).to.equal(false);
    root.querySelector('button')!.focus();
    await sendKeys({ press: 'Enter' });
    await settle(menu);
    expect(header.checkVisibility()).to.equal(true);
    const list = getByRole(menu.shadowRoot!, 'menu');
    expect(header.getBoundingClientRect().bottom).to.be.at.most(list.getBoundingClientRect().top + 1);
    expect(focused()?.text).to.equal('Moje konto');
    await sendKeys({ press: 'ArrowUp' });
    expect(focused()?.text).to.equal('Wyloguj');
    await sendKeys({ press: 'ArrowDown' });
    expect(focused()?.text).to.equal('Moje konto');
    const tree = await ariaSnapshot(menu);
    expect(tree).to.contain('Anna Nowak');
    expect(tree).to.contain('- menu "Menu użytkownika"');
    menu.hide();
  });

  it('opens where placement says: below the trigger by default, above with top-start', async () => {
    const { menu, trigger } = await page();
    const panel = menu.shadowRoot!.querySelector<HTMLElement>('[part="menu"]')!;
    menu.show();
    await settle(menu);
    expect(panel.getBoundingClientRect().top).to.be.at.least(trigger.getBoundingClientRect().bottom);
    expect(Math.round(panel.getBoundingClientRect().left)).to.equal(
      Math.round(trigger.getBoundingClientRect().left),
    );
    menu.hide();
    await settle(menu);
    menu.style.cssText = 'position: fixed; bottom: 8px; left: 200px';
    menu.placement = 'top-start';
    menu.show();
    await settle(menu);
    expect(panel.getBoundingClientRect().bottom).to.be.at.most(trigger.getBoundingClientRect().top);
  });

  it('in a modal dialog: shows above it, and Escape closes the menu, not the dialog', async () => {
    const dialog = await fixture<PpDialog>(
      html`<pp-dialog label="Edytuj projekt"
        ><pp-menu
          ><pp-button slot="trigger">Akcje</pp-button><pp-menu-item>Kopiuj</pp-menu-item></pp-menu
        ></pp-dialog
      >`,
    );
    await dialog.show();
    const menu = dialog.querySelector('pp-menu')!;
    menu.querySelector('pp-button')!.focus();
    await sendKeys({ press: 'Enter' });
    await settle(menu);
    const item = menu.querySelector('pp-menu-item')!;
    expect(document.activeElement).to.equal(item);
    const [x, y] = center(item);
    expect(document.elementFromPoint(x, y)).to.equal(item);
    await sendKeys({ press: 'Escape' });
    await settle(menu);
    expect(menu.open).to.equal(false);
    expect(dialog.open).to.equal(true);
    await dialog.hide();
  });

  it('fires pp-open and pp-close', async () => {
    const { menu } = await page();
    const opened = oneEvent(menu, 'pp-open');
    menu.show();
    await opened;
    const closed = oneEvent(menu, 'pp-close');
    menu.hide();
    await closed;
  });

  it('opens without motion when reduced motion is asked for', async () => {
    await emulateMedia({ reducedMotion: 'reduce' });
    const { menu } = await page();
    menu.show();
    await settle(menu);
    const panel = menu.shadowRoot!.querySelector<HTMLElement>('[part="menu"]')!;
    const style = getComputedStyle(panel);
    expect(style.transitionProperty).to.equal('none');
    expect(style.opacity).to.equal('1');
  });

  it('is usable in forced colours: the focused item in Highlight', async () => {
    await emulateMedia({ forcedColors: 'active' });
    const { menu, byName } = await page();
    menu.show();
    await settle(menu);
    const style = getComputedStyle(byName('Profil'));
    const probe = document.createElement('div');
    probe.style.background = 'Highlight';
    document.body.append(probe);
    expect(style.backgroundColor).to.equal(getComputedStyle(probe).backgroundColor);
    probe.remove();
  });

  it('passes axe with the design tokens, light and dark, closed and open', async function () {
    const ran = await inEachTheme(async (theme) => {
      const { menu, sub, byName } = await page();
      await expectNoAxeViolations(menu, `${theme} closed`);
      menu.show();
      await settle(menu);
      byName('Więcej').focus();
      await sendKeys({ press: 'ArrowRight' });
      await faded(menu, sub);
      await expectNoAxeViolations(menu, `${theme} open`);
      menu.hide();
      await settle(menu);
    });
    if (!ran) this.skip();
  });
});
