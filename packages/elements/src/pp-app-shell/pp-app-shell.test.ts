import { expect, fixture, fixtureCleanup, html, nextFrame } from '@open-wc/testing';
import { sendKeys, setViewport } from '@web/test-runner-commands';
import './pp-app-shell.js';
import type { PpAppShell } from './pp-app-shell.js';
import '../pp-sidebar/pp-sidebar.js';
import type { PpSidebar, SidebarSection } from '../pp-sidebar/pp-sidebar.js';
import { ariaSnapshot, getByRole } from '../test-support/accessibility.js';
import { expectNoAxeViolations, inEachTheme } from '../test-support/axe.js';
import { expectTexts, setLang, type BuiltInText } from '../test-support/languages.js';

const DESKTOP = { width: 1280, height: 800 };
const MOBILE = { width: 375, height: 700 };

const menu: SidebarSection[] = [
  {
    name: 'main',
    items: [
      { name: 'Dashboard', href: '/' },
      { name: 'Usługi', href: '/services' },
    ],
  },
];

/** Resizes the viewport and waits until media query listeners have run. */
async function viewport(size: { width: number; height: number }) {
  await setViewport(size);
  await nextFrame();
  await nextFrame();
}

/** A frame as a tool writes it: logo, badge, search, sidebar, main and footer. */
async function shell({ sidebar = true, side = 'left' } = {}): Promise<PpAppShell> {
  const el = await fixture<PpAppShell>(html`
    <pp-app-shell>
      <a slot="logo" href="/">Portal</a>
      <span slot="environment">staging</span>
      <button slot="search" type="button">Szukaj</button>
      <button slot="user" type="button">Menu użytkownika</button>
      ${
        sidebar
          ? html`<pp-sidebar
              slot="sidebar"
              id="nav"
              side=${side}
              .sections=${menu}
              current-path="/"
            ></pp-sidebar>`
          : ''
      }
      <main id="main">
        <h1>Dashboard</h1>
        <p>Treść strony.</p>
      </main>
      <footer slot="footer">Stopka</footer>
    </pp-app-shell>
  `);
  await el.updateComplete;
  const nav = el.querySelector<PpSidebar>('pp-sidebar');
  if (nav) await nav.updateComplete;
  // The toggle is attached once the sidebar is defined (already, here): a microtask or two.
  await nextFrame();
  return el;
}

const toggle = (el: PpAppShell) => el.shadowRoot!.querySelector<HTMLButtonElement>('[part="menu-toggle"]')!;
const part = (el: PpAppShell, name: string) =>
  el.shadowRoot!.querySelector<HTMLElement>(`[part~="${name}"]`)!;
/** The element focused, inside shadow roots too. */
function focused(): Element | null {
  let active = document.activeElement;
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
  return active;
}

describe('pp-app-shell', function () {
  this.timeout(10000);

  // A page as the tokens' base.css leaves it: no margin around the body.
  before(() => (document.body.style.margin = '0'));
  after(() => (document.body.style.margin = ''));

  beforeEach(async () => {
    localStorage.clear();
    await viewport(DESKTOP);
  });

  describe('landmarks and order', () => {
    it('makes the top bar the banner, with the toggle first and the slots in their order', async () => {
      const el = await shell();
      const banner = getByRole(el.shadowRoot!, 'banner');
      expect(banner).to.equal(part(el, 'top-bar'));
      const snapshot = await ariaSnapshot(el);
      // The banner opens with the skip link (inside the landmark, as every content of the page), then
      // its content in the order a person tabs through it.
      expect(snapshot).to.match(/^- banner:\n {2}- link "Przejdź do treści":/);
      expect(snapshot).to.contain(
        [
          '    - /url: "#main"',
          '  - button "Przełącz menu główne" [expanded]',
          '  - link "Portal":',
          '    - /url: /',
          '  - text: staging',
          '  - button "Szukaj"',
          '  - button "Menu użytkownika"',
        ].join('\n'),
      );
      expect(snapshot).to.contain('- navigation "Menu główne"');
      expect(snapshot).to.contain('- main:');
      expect(snapshot).to.contain('- contentinfo: Stopka');
    });

    it('has no toggle without a sidebar', async () => {
      const el = await shell({ sidebar: false });
      expect(toggle(el).hidden).to.equal(true);
      expect(await ariaSnapshot(el)).not.to.contain('Przełącz menu główne');
    });
  });

  describe('skip link', () => {
    it('is the first Tab stop, shown when focused, and moves focus to the main region', async () => {
      const el = await shell();
      const skip = getByRole(el.shadowRoot!, 'link', { name: 'Przejdź do treści' });
      expect(skip.getAttribute('href')).to.equal('#main');
      const hiddenBox = skip.getBoundingClientRect();
      expect(hiddenBox.bottom).to.be.at.most(0);
      await sendKeys({ press: 'Tab' });
      expect(focused()).to.equal(skip);
      expect(skip.getBoundingClientRect().top).to.be.at.least(0);
      await sendKeys({ press: 'Enter' });
      const main = el.querySelector('main')!;
      expect(document.activeElement).to.equal(main);
      expect(main.tabIndex).to.equal(-1);
      // The next Tab goes on from the main region, not back to the top bar.
      await sendKeys({ press: 'Tab' });
      expect(main.contains(document.activeElement) || document.activeElement === document.body).to.equal(
        true,
      );
    });

    it('targets the first element of the default slot when there is no <main>', async () => {
      const el = await fixture<PpAppShell>(html`<pp-app-shell><div>Treść</div></pp-app-shell>`);
      const skip = getByRole(el.shadowRoot!, 'link', { name: 'Przejdź do treści' });
      expect(skip.getAttribute('href')).to.equal('#');
      skip.click();
      expect(document.activeElement).to.equal(el.querySelector('div'));
    });
  });

  describe('menu toggle', () => {
    it('controls the sidebar: aria-controls, aria-expanded, the desktop column closes and opens', async () => {
      const el = await shell();
      const sidebar = el.querySelector<PpSidebar>('pp-sidebar')!;
      const button = getByRole(el.shadowRoot!, 'button', { name: 'Przełącz menu główne' });
      expect(button).to.equal(toggle(el));
      expect(button.getAttribute('aria-expanded')).to.equal('true');
      button.click();
      await sidebar.updateComplete;
      expect(sidebar.open).to.equal(false);
      expect(button.getAttribute('aria-expanded')).to.equal('false');
      button.click();
      await sidebar.updateComplete;
      expect(sidebar.open).to.equal(true);
    });

    it('opens the sheet on a small screen, and focus returns to the toggle when it closes', async () => {
      await viewport(MOBILE);
      const el = await shell();
      const sidebar = el.querySelector<PpSidebar>('pp-sidebar')!;
      toggle(el).focus();
      await sendKeys({ press: 'Enter' });
      await sidebar.updateComplete;
      expect(sidebar.open).to.equal(true);
      expect(getByRole(sidebar.shadowRoot!, 'dialog', { name: 'Okno nawigacji' })).to.exist;
      await sendKeys({ press: 'Escape' });
      await sidebar.updateComplete;
      expect(sidebar.open).to.equal(false);
      expect(focused()).to.equal(toggle(el));
    });

    it('keeps a press made before the sidebar was defined, and acts on it once it is', async () => {
      let toggles = 0;
      const el = await fixture<PpAppShell>(
        html`<pp-app-shell
          ><x-late-sidebar slot="sidebar"></x-late-sidebar>
          <main></main
        ></pp-app-shell>`,
      );
      toggle(el).click();
      customElements.define(
        'x-late-sidebar',
        class extends HTMLElement {
          attachToggle(button: HTMLElement) {
            const onClick = () => (toggles += 1);
            button.addEventListener('click', onClick);
            return () => button.removeEventListener('click', onClick);
          }
        },
      );
      await customElements.whenDefined('x-late-sidebar');
      await el.updateComplete;
      await nextFrame();
      expect(toggles).to.equal(1);
      // Attached once: a later press is one toggle.
      toggle(el).click();
      expect(toggles).to.equal(2);
    });

    it('lets go of a sidebar taken out of the slot', async () => {
      const el = await shell();
      const sidebar = el.querySelector<PpSidebar>('pp-sidebar')!;
      sidebar.remove();
      await el.updateComplete;
      await nextFrame();
      expect(toggle(el).hidden).to.equal(true);
      const before = sidebar.open;
      toggle(el).click();
      expect(sidebar.open).to.equal(before);
    });
  });

  describe('layout', () => {
    it('on desktop: a sticky top bar of 4rem, the sidebar below it beside the main region, the footer last', async () => {
      const el = await shell();
      const bar = part(el, 'top-bar').getBoundingClientRect();
      expect(bar.height).to.equal(64);
      expect(getComputedStyle(part(el, 'top-bar')).position).to.equal('sticky');
      const nav = el.querySelector('pp-sidebar')!.getBoundingClientRect();
      const main = el.querySelector('main')!.getBoundingClientRect();
      const footer = el.querySelector('footer')!.getBoundingClientRect();
      expect(nav.top).to.equal(bar.bottom);
      expect(main.left).to.be.at.least(nav.right);
      expect(footer.top).to.be.at.least(main.bottom);
      // A short page: the footer at the bottom of the viewport.
      expect(footer.bottom).to.be.closeTo(DESKTOP.height, 1);
    });

    it('puts a right-hand sidebar on the right', async () => {
      const el = await shell({ side: 'right' });
      const nav = el.querySelector('pp-sidebar')!.getBoundingClientRect();
      const main = el.querySelector('main')!.getBoundingClientRect();
      expect(nav.left).to.be.at.least(main.right);
      expect(nav.right).to.be.closeTo(DESKTOP.width, 1);
    });

    it('on a small screen: the sidebar takes no room and the main region is the full width', async () => {
      await viewport(MOBILE);
      const el = await shell();
      const main = el.querySelector('main')!.getBoundingClientRect();
      expect(main.left).to.equal(0);
      expect(main.width).to.equal(MOBILE.width);
      // Nothing in the bar runs past the right edge.
      for (const child of el.querySelectorAll('[slot]:not([slot="sidebar"]):not([slot="footer"])')) {
        expect(child.getBoundingClientRect().right).to.be.at.most(MOBILE.width);
      }
    });
  });

  describe('the top-bar slot', () => {
    it('takes the room left on desktop, pushing search and the user menu to the end', async () => {
      const el = await shell();
      const status = Object.assign(document.createElement('p'), { slot: 'top-bar', textContent: 'Offline' });
      el.append(status);
      await nextFrame();
      await el.updateComplete;
      const middle = part(el, 'top-bar-middle').getBoundingClientRect();
      const user = el.querySelector('[slot="user"]')!.getBoundingClientRect();
      expect(user.right).to.be.closeTo(DESKTOP.width - 16, 1);
      expect(middle.width).to.be.greaterThan(DESKTOP.width / 2);
      expect(status.getBoundingClientRect().top).to.be.lessThan(64);
    });

    it('empty, it never makes the bar wrap; with content it moves to a row of its own on a small screen', async () => {
      await viewport(MOBILE);
      const el = await shell();
      // A user menu as small as a phone's top bar has it: an avatar's initials.
      el.querySelector('[slot="user"]')!.textContent = 'AN';
      await nextFrame();
      const bar = part(el, 'top-bar');
      expect(bar.getBoundingClientRect().height).to.equal(64);
      const status = Object.assign(document.createElement('p'), {
        slot: 'top-bar',
        textContent: 'Brak połączenia z internetem',
        style: 'margin:0;white-space:nowrap',
      });
      el.append(status);
      // slotchange comes after the mutation's microtask; the update after it.
      await nextFrame();
      await el.updateComplete;
      expect(bar.getBoundingClientRect().height).to.be.greaterThan(64);
      expect(status.getBoundingClientRect().right).to.be.at.most(MOBILE.width);
    });
  });

  describe('the project slot', () => {
    /** The frame with a project switcher as wide as a combobox is (16rem) and a status in the middle. */
    async function withProject(): Promise<{ el: PpAppShell; project: HTMLElement }> {
      const el = await shell();
      el.querySelector('[slot="user"]')!.textContent = 'AN';
      const project = Object.assign(document.createElement('div'), {
        slot: 'project',
        textContent: 'Sklep internetowy',
        style: 'inline-size:16rem;block-size:2.25rem;box-sizing:border-box;border:1px solid',
      });
      el.querySelector('[slot="environment"]')!.after(project);
      el.append(Object.assign(document.createElement('div'), { slot: 'top-bar' }));
      await nextFrame();
      await el.updateComplete;
      return { el, project };
    }

    it('sits in the bar on desktop, after the environment badge', async () => {
      const { el, project } = await withProject();
      const box = project.getBoundingClientRect();
      const badge = el.querySelector('[slot="environment"]')!.getBoundingClientRect();
      expect(box.top).to.be.lessThan(64);
      expect(box.left).to.be.greaterThan(badge.right);
      expect(box.width).to.be.closeTo(256, 1);
    });

    it('takes a row of its own, the whole width, on a small screen: the user menu stays on the first', async () => {
      await viewport(MOBILE);
      const { el, project } = await withProject();
      const user = el.querySelector('[slot="user"]')!.getBoundingClientRect();
      const logo = el.querySelector('[slot="logo"]')!.getBoundingClientRect();
      const box = project.getBoundingClientRect();
      // The logo, search and the user menu on one row; the switcher under it, edge to edge (padding 12).
      expect(Math.abs(user.top + user.height / 2 - (logo.top + logo.height / 2))).to.be.lessThan(4);
      expect(box.top).to.be.at.least(user.bottom);
      expect(box.left).to.be.closeTo(12, 1);
      expect(box.right).to.be.closeTo(MOBILE.width - 12, 1);
      // Still before search in the reading and Tab order: only its place on the screen moved.
      const order = [...el.children].map((child) => child.getAttribute('slot'));
      expect(order.indexOf('project')).to.be.lessThan(order.indexOf('search'));
    });
  });

  it('has its texts in Polish and English, after lang, and a set text wins', async () => {
    const el = await shell({ sidebar: true });
    const texts: BuiltInText<PpAppShell>[] = [
      {
        property: 'skipLabel',
        pl: 'Przejdź do treści',
        en: 'Skip to content',
        read: (shell) => part(shell, 'skip-link').textContent?.trim(),
      },
      {
        property: 'toggleLabel',
        pl: 'Przełącz menu główne',
        en: 'Toggle main menu',
        read: (shell) => toggle(shell).getAttribute('aria-label'),
      },
    ];
    await expectTexts(el, texts, 'pl');
    await setLang(el, 'en', el);
    await expectTexts(el, texts, 'en');
    el.setAttribute('skip-label', 'Do treści');
    await el.updateComplete;
    getByRole(el.shadowRoot!, 'link', { name: 'Do treści' });
  });

  it('as the whole page, leaves no content outside a landmark, the skip link included (axe, page-level rules)', async () => {
    // Run on the document, axe also applies its page-level rules (region: all content in landmarks),
    // which a run on the element alone skips. The skip link's target is outside the shadow root, so
    // axe does not know it for a skip link: it is inside the banner instead.
    const { title } = document;
    document.title = 'Portal';
    document.documentElement.lang = 'pl';
    try {
      await shell();
      await expectNoAxeViolations(document, 'the shell as the page');
    } finally {
      document.title = title;
      document.documentElement.removeAttribute('lang');
    }
  });

  it('passes axe with the design tokens, light and dark, on desktop and a small screen', async function () {
    const ran = await inEachTheme(async (theme) => {
      for (const size of [DESKTOP, MOBILE]) {
        await viewport(size);
        await expectNoAxeViolations(await shell(), `${theme}, ${size.width} px`);
        fixtureCleanup();
      }
    });
    if (!ran) this.skip();
  });
});
