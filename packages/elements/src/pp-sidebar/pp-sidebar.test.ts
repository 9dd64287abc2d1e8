import { expect, fixture, html, oneEvent, aTimeout, nextFrame } from '@open-wc/testing';
import { nothing } from 'lit';
import { sendKeys, setViewport, emulateMedia } from '@web/test-runner-commands';
import { expectNoAxeViolations, inEachTheme } from '../test-support/axe.js';
import { scrollbarVisible, watchScrollbar } from '../test-support/pointer.js';
import { until } from '../test-support/wait.js';
import './pp-sidebar.js';
import type { PpSidebar, SidebarSection } from './pp-sidebar.js';
import { SCROLL_AREA_HIDE_DELAY } from '../shared/scroll-area-controller.js';
import { expectTexts, setLang, withDocumentLang, type BuiltInText } from '../test-support/languages.js';
import { sidebarMessages } from './pp-sidebar.messages.js';

// ---------------------------------------------------------------------------------------------
// Helpers

const DESKTOP = { width: 1280, height: 800 };
const MOBILE = { width: 600, height: 800 };

const icon = '<svg viewBox="0 0 20 20"><rect x="3" y="3" width="14" height="14" rx="2"></rect></svg>';

const menu = (): SidebarSection[] => [
  {
    name: 'client',
    items: [
      { name: 'Pulpit', href: '/', icon },
      {
        name: 'Usługi',
        collapsible: true,
        icon,
        children: [
          { name: 'VPS', href: '/services/vps', badge: 3 },
          { name: 'Kolokacja', href: '/services/colocation', badge: 0 },
        ],
      },
      { name: 'Płatności', href: '/payments', matchHrefs: ['/invoices', '/orders'] },
      { name: 'Projekty', href: '/projects', icon: 'projects' },
      { name: 'Dokumentacja', href: 'https://docs.example.invalid/', external: true },
    ],
  },
  {
    name: 'admin',
    displayLabel: 'Administracja',
    items: [
      { name: 'Użytkownicy', href: '/admin/users' },
      { name: 'Usługi admin', href: '/admin/services' },
      { name: 'Usunięte usługi', href: '/admin/services/show-deleted-services' },
    ],
  },
];

async function sidebar(currentPath = '/', attrs = ''): Promise<PpSidebar> {
  const wrapper = await fixture<HTMLDivElement>(
    html`<div style="display: flex">
      <button id="before">przed</button>
      <pp-sidebar .sections=${menu()} current-path=${currentPath} data-attrs=${attrs}></pp-sidebar>
      <button id="after">po</button>
    </div>`,
  );
  const el = wrapper.querySelector('pp-sidebar')!;
  await el.updateComplete;
  return el;
}

const root = (el: PpSidebar) => el.shadowRoot!;
const links = (el: PpSidebar) => [...root(el).querySelectorAll<HTMLAnchorElement>('a.item')];
const link = (el: PpSidebar, name: string) =>
  links(el).find((a) => a.querySelector('.label')?.textContent === name)!;
const button = (el: PpSidebar, name: string) =>
  [...root(el).querySelectorAll<HTMLButtonElement>('button')].find(
    (b) => (b.querySelector('.label')?.textContent ?? b.getAttribute('aria-label')) === name,
  )!;
const dialog = (el: PpSidebar) => root(el).querySelector('dialog');
const panel = (el: PpSidebar) => root(el).querySelector<HTMLElement>('.panel');
/** The focused element inside the sidebar's shadow root, or document.activeElement outside it. */
/** Resizes the viewport and waits until media query listeners have run. */
async function viewport(size: { width: number; height: number }) {
  await setViewport(size);
  await nextFrame();
  await nextFrame();
}

const focused = () => {
  const active = document.activeElement;
  return active?.shadowRoot?.activeElement ?? active;
};

// Never let a test navigate away: a click on a link that reaches the window is stopped there.
const stopNavigation = (event: Event) => {
  if (event.composedPath().some((target) => target instanceof HTMLAnchorElement)) event.preventDefault();
};

describe('pp-sidebar', function () {
  this.timeout(10000);

  before(() => window.addEventListener('click', stopNavigation));
  after(() => window.removeEventListener('click', stopNavigation));

  beforeEach(async () => {
    localStorage.clear();
    await viewport(DESKTOP);
  });

  afterEach(async () => {
    await emulateMedia({ reducedMotion: 'no-preference' });
  });

  describe('structure and active entry', () => {
    it('renders a labelled nav landmark of real links', async () => {
      const el = await sidebar();
      const nav = root(el).querySelector('nav')!;
      expect(nav.getAttribute('aria-label')).to.equal('Menu główne');
      expect(link(el, 'Płatności').getAttribute('href')).to.equal('/payments');
      expect(el.id).to.match(/^pp-sidebar-\d+$/);
      expect(el.navId).to.equal(el.id);
      expect(el.mode).to.equal('desktop');
    });

    it('marks the longest match with aria-current="page", through exact, prefix and matchHrefs', async () => {
      const el = await sidebar('/invoices/12');
      const current = () => links(el).filter((a) => a.getAttribute('aria-current') === 'page');
      expect(current().map((a) => a.textContent?.trim())).to.deep.equal(['Płatności']);
      expect(link(el, 'Płatności').getAttribute('part')).to.equal('item item-active');

      el.currentPath = '/admin/services/show-deleted-services';
      await el.updateComplete;
      expect(current().map((a) => a.querySelector('.label')?.textContent)).to.deep.equal(['Usunięte usługi']);

      el.currentPath = '/admin/services/17/edit';
      await el.updateComplete;
      expect(current().map((a) => a.querySelector('.label')?.textContent)).to.deep.equal(['Usługi admin']);

      el.currentPath = '/';
      await el.updateComplete;
      expect(current().map((a) => a.querySelector('.label')?.textContent)).to.deep.equal(['Pulpit']);

      el.currentPath = '/nowhere';
      await el.updateComplete;
      expect(current()).to.have.length(0);
    });

    it('renders SVG icons, slotted icons and badges above 0', async () => {
      const el = await sidebar('/services/vps');
      const slotted = document.createElementNS('http://www.w3.org/2000/svg', 'svg');
      slotted.setAttribute('slot', 'icon-projects');
      el.append(slotted);
      const mask = link(el, 'Pulpit').querySelector<HTMLElement>('.icon .icon-mask')!;
      expect(getComputedStyle(mask).maskImage).to.contain('data:image/svg+xml');
      expect(link(el, 'Pulpit').querySelector('svg')).to.equal(null);
      const slot = link(el, 'Projekty').querySelector<HTMLSlotElement>('.icon slot')!;
      expect(slot.assignedElements()).to.deep.equal([slotted]);
      expect(link(el, 'VPS').querySelector('.badge')?.textContent).to.equal('3');
      expect(link(el, 'Kolokacja').querySelector('.badge')).to.equal(null);
    });

    it('never inserts an SVG string as markup: a hostile icon becomes an image, nothing runs', async () => {
      const hostile =
        '<svg xmlns="http://www.w3.org/2000/svg" onload="window.__ppIconRan=1"><script>window.__ppIconRan=1</script>' +
        '<foreignObject><img src="x" onerror="window.__ppIconRan=1"></foreignObject>"); } * { color: red; } .x{("</svg>';
      const el = await fixture<PpSidebar>(html`<pp-sidebar></pp-sidebar>`);
      el.sections = [{ name: 'main', items: [{ name: 'Zła ikona', href: '/x', icon: hostile }] }];
      await el.updateComplete;
      await new Promise((resolve) => setTimeout(resolve, 50));
      const entry = link(el, 'Zła ikona');
      expect(entry.querySelectorAll('svg, script, img, foreignObject')).to.have.length(0);
      const mask = entry.querySelector<HTMLElement>('.icon-mask')!;
      expect(getComputedStyle(mask).maskImage).to.match(/^url\("data:image\/svg\+xml,/);
      expect(getComputedStyle(entry).color).not.to.equal('rgb(255, 0, 0)');
      expect((window as { __ppIconRan?: number }).__ppIconRan).to.equal(undefined);
    });

    it('opens external entries in a new tab without pp-navigate', async () => {
      const el = await sidebar();
      const external = link(el, 'Dokumentacja');
      expect(external.target).to.equal('_blank');
      expect(external.rel).to.equal('noopener noreferrer');
      expect(external.textContent).to.contain('(otwiera się w nowej karcie)');
      let fired = false;
      el.addEventListener('pp-navigate', () => (fired = true));
      external.click();
      expect(fired).to.be.false;
    });
  });

  describe('navigation', () => {
    it('fires a cancelable pp-navigate on an ordinary click, and lets a router veto the navigation', async () => {
      const el = await sidebar();
      let clickPrevented: boolean | undefined;
      const record = (event: Event) => (clickPrevented = event.defaultPrevented);
      document.addEventListener('click', record);
      try {
        const routed = (event: CustomEvent) => event.preventDefault();
        el.addEventListener('pp-navigate', routed, { once: true });
        setTimeout(() => link(el, 'Płatności').click());
        const event = await oneEvent(el, 'pp-navigate');
        expect(event.detail.href).to.equal('/payments');
        expect(event.detail.item.name).to.equal('Płatności');
        expect(event.cancelable && event.bubbles && event.composed).to.be.true;
        expect(clickPrevented, 'the router took over').to.be.true;

        link(el, 'Projekty').click();
        expect(clickPrevented, 'the browser navigates').to.be.false;
      } finally {
        document.removeEventListener('click', record);
      }
    });

    it('leaves modified clicks (new tab, new window) to the browser', async () => {
      const el = await sidebar();
      let fired = 0;
      el.addEventListener('pp-navigate', () => (fired += 1));
      for (const init of [{ ctrlKey: true }, { metaKey: true }, { shiftKey: true }, { button: 1 }]) {
        link(el, 'Projekty').dispatchEvent(
          new MouseEvent('click', { bubbles: true, composed: true, cancelable: true, ...init }),
        );
      }
      expect(fired).to.equal(0);
    });
  });

  describe('desktop state', () => {
    it('is open by default and persists the flag in localStorage', async () => {
      const el = await sidebar();
      expect(el.desktopOpen).to.be.true;
      expect(el.open).to.be.true;
      expect(el.matches(':state(open)')).to.be.true;
      expect(panel(el)!.inert).to.be.false;

      setTimeout(() => el.toggle());
      const { detail } = await oneEvent(el, 'pp-toggle');
      expect(detail).to.deep.equal({ open: false, mode: 'desktop' });
      expect(localStorage.getItem('sidebarOpenDesktop')).to.equal('false');
      expect(panel(el)!.inert).to.be.true;
      expect(el.matches(':state(open)')).to.be.false;

      const again = await sidebar();
      expect(again.desktopOpen).to.be.false;
      expect(panel(again)!.inert).to.be.true;
    });

    it('animates its first close too: the update waits for the motion styles', async () => {
      const el = await sidebar();
      el.hide();
      await el.updateComplete;
      expect(getComputedStyle(el).transitionDuration).to.equal('0.2s');
      const moving = [el, panel(el)!].flatMap((element) => element.getAnimations());
      expect(moving.length, 'the column narrows and the panel slides out').to.be.greaterThan(0);
      expect(panel(el)!.inert).to.be.true;
    });

    it('animates its first change of width too', async () => {
      const el = await sidebar();
      el.width = 'lg';
      await el.updateComplete;
      expect(
        el.getAnimations().map((animation) => (animation as CSSTransition).transitionProperty),
      ).to.deep.equal(['width']); // inline-size, as Chromium names it in a horizontal writing mode
    });

    it('sizes itself by width (16, 22, 26 rem) and sits on either side', async () => {
      await emulateMedia({ reducedMotion: 'reduce' });
      const el = await sidebar();
      const px = () => Math.round(el.getBoundingClientRect().width);
      expect(px()).to.equal(256);
      for (const [width, expected] of [
        ['md', 352],
        ['lg', 416],
      ] as const) {
        el.width = width;
        await el.updateComplete;
        expect(px(), width).to.equal(expected);
      }
      expect(getComputedStyle(panel(el)!).borderRightWidth).to.equal('1px');
      el.side = 'right';
      await el.updateComplete;
      expect(el.getAttribute('side')).to.equal('right');
      expect(getComputedStyle(panel(el)!).borderLeftWidth).to.equal('1px');
      expect(getComputedStyle(panel(el)!).borderRightWidth).to.equal('0px');
    });

    it('takes the collapsed sidebar out of the tab order', async () => {
      localStorage.setItem('sidebarOpenDesktop', 'false');
      const el = await sidebar();
      document.querySelector<HTMLButtonElement>('#before')!.focus();
      await sendKeys({ press: 'Tab' });
      expect(document.activeElement?.id).to.equal('after');
      expect(el.getBoundingClientRect().width).to.be.lessThan(1);
    });

    it('uses a storage id suffix so two sidebars never share the flag', async () => {
      const el = await sidebar();
      el.storageId = 'admin';
      await el.updateComplete;
      el.hide();
      await el.updateComplete;
      expect(localStorage.getItem('sidebarOpenDesktop-admin')).to.equal('false');
      expect(localStorage.getItem('sidebarOpenDesktop')).to.equal(null);
      el.storageId = '';
      await el.updateComplete;
      expect(el.desktopOpen, 'the unsuffixed flag is read back').to.be.true;
    });

    it('falls back to open for corrupt or foreign stored values', async () => {
      for (const value of ['garbage', '"false"', '{}', '0', 'null']) {
        localStorage.setItem('sidebarOpenDesktop', value);
        const el = await sidebar();
        expect(el.desktopOpen, value).to.be.true;
      }
    });
  });

  describe('sections', () => {
    it('start expanded, collapse from the header and persist per section name under "sidebar"', async () => {
      localStorage.setItem('sidebar', JSON.stringify({ other: false }));
      const el = await sidebar();
      const header = button(el, 'Administracja');
      const list = root(el).getElementById(header.getAttribute('aria-controls')!)!;
      expect(header.getAttribute('aria-expanded')).to.equal('true');
      expect(list.getAttribute('aria-labelledby')).to.equal(header.id);

      header.click();
      await el.updateComplete;
      expect(header.getAttribute('aria-expanded')).to.equal('false');
      expect(JSON.parse(localStorage.getItem('sidebar')!)).to.deep.equal({ other: false, admin: false });

      const again = await sidebar();
      expect(button(again, 'Administracja').getAttribute('aria-expanded')).to.equal('false');
    });

    it('ignore corrupt stored section state', async () => {
      for (const value of ['[false]', 'nope', '{"admin":"no"}', '"x"']) {
        localStorage.setItem('sidebar', value);
        const el = await sidebar();
        expect(button(el, 'Administracja').getAttribute('aria-expanded'), value).to.equal('true');
      }
    });
  });

  describe('collapsible groups', () => {
    it('open by themselves when a child matches the current path, and toggle on click', async () => {
      const el = await sidebar('/');
      const group = button(el, 'Usługi');
      expect(group.getAttribute('aria-expanded')).to.equal('false');
      const collapse = group.nextElementSibling!;
      expect(collapse.hasAttribute('data-open')).to.be.false;
      // Never open yet: its list is not made (aria-controls names it once it is).
      expect(root(el).getElementById(group.getAttribute('aria-controls')!)).to.be.null;
      expect(collapse.querySelectorAll('a')).to.have.length(0);

      el.currentPath = '/services/vps/42';
      await el.updateComplete;
      expect(group.getAttribute('aria-expanded')).to.equal('true');
      expect(link(el, 'VPS').getAttribute('aria-current')).to.equal('page');
      const list = root(el).getElementById(group.getAttribute('aria-controls')!)!;
      expect(list.closest('.collapse')).to.equal(collapse);

      group.click();
      await el.updateComplete;
      expect(group.getAttribute('aria-expanded')).to.equal('false');
      // Closed after being open, it keeps its list, which slides shut (and is hidden once shut).
      expect(root(el).getElementById(group.getAttribute('aria-controls')!)).to.equal(list);

      el.currentPath = '/services/colocation';
      await el.updateComplete;
      expect(group.getAttribute('aria-expanded')).to.equal('true');
    });

    it('open every group on the path to a nested active entry, and no other', async () => {
      const el = await fixture<PpSidebar>(html`<pp-sidebar current-path="/a/b/c"></pp-sidebar>`);
      el.sections = [
        {
          name: 'main',
          items: [
            {
              name: 'A',
              collapsible: true,
              children: [
                { name: 'B', collapsible: true, children: [{ name: 'C', href: '/a/b/c' }] },
                { name: 'B2', collapsible: true, children: [{ name: 'D', href: '/a/d' }] },
              ],
            },
            { name: 'E', collapsible: true, children: [{ name: 'F', href: '/e/f' }] },
          ],
        },
      ];
      await el.updateComplete;
      const expanded = (name: string) => button(el, name).getAttribute('aria-expanded');
      expect(['A', 'B', 'B2', 'E'].map(expanded)).to.deep.equal(['true', 'true', 'false', 'false']);
      expect(link(el, 'C').getAttribute('aria-current')).to.equal('page');
    });

    it('animate with the 0.3 s spring from the first change on, and not at all under prefers-reduced-motion', async () => {
      // The group opened by itself for the path: its first render needs no motion styles.
      const el = await sidebar('/services/vps');
      const ownStyles = (el.constructor as typeof PpSidebar).elementStyles.length;
      expect(root(el).adoptedStyleSheets, 'no motion styles before anything moves').to.have.length(ownStyles);
      const group = button(el, 'Usługi');
      const collapse = root(el).getElementById(group.getAttribute('aria-controls')!)!.closest('.collapse')!;
      const durations = () => getComputedStyle(collapse).transitionDuration.split(', ')[0];

      // The first change waits for the motion styles (sidebar-motion.ts), so it is animated too.
      group.click();
      await el.updateComplete;
      expect(group.getAttribute('aria-expanded')).to.equal('false');
      expect(root(el).adoptedStyleSheets, 'the motion styles').to.have.length(ownStyles + 1);
      expect(collapse.getAnimations().length, 'the first change is animated').to.be.greaterThan(0);
      expect(durations()).to.equal('0.3s');
      expect(getComputedStyle(collapse).transitionTimingFunction).to.contain('linear(');

      await emulateMedia({ reducedMotion: 'reduce' });
      expect(durations()).to.equal('0s');
      expect(getComputedStyle(el).transitionDuration).to.equal('0s');
      button(el, 'Administracja').click();
      await el.updateComplete;
      const list = root(el).getElementById('s1')!;
      expect(getComputedStyle(list).visibility, 'hidden at once').to.equal('hidden');
    });

    it('go ahead without the motion styles when they cannot be set up, and try again at the next change', async () => {
      const el = await sidebar();
      const shadow = el.shadowRoot!;
      const ownStyles = (el.constructor as typeof PpSidebar).elementStyles.length;
      const adopted = Object.getOwnPropertyDescriptor(ShadowRoot.prototype, 'adoptedStyleSheets')!;
      let refuse = true;
      Object.defineProperty(shadow, 'adoptedStyleSheets', {
        configurable: true,
        get: () => adopted.get!.call(shadow),
        set: (sheets: CSSStyleSheet[]) => {
          if (refuse) throw new DOMException('refused', 'NotAllowedError');
          adopted.set!.call(shadow, sheets);
        },
      });
      try {
        const header = button(el, 'Administracja');
        header.click();
        await el.updateComplete;
        expect(header.getAttribute('aria-expanded'), 'the update went ahead').to.equal('false');
        expect(shadow.adoptedStyleSheets).to.have.length(ownStyles);

        refuse = false;
        header.click();
        await el.updateComplete;
        expect(header.getAttribute('aria-expanded')).to.equal('true');
        expect(shadow.adoptedStyleSheets, 'adopted on the second try').to.have.length(ownStyles + 1);
      } finally {
        Reflect.deleteProperty(shadow, 'adoptedStyleSheets');
      }
    });
  });

  describe('keyboard', () => {
    it('reaches entries with Tab and toggles headers with Space and Enter', async () => {
      await emulateMedia({ reducedMotion: 'reduce' });
      const el = await sidebar('/');
      document.querySelector<HTMLButtonElement>('#before')!.focus();
      await sendKeys({ press: 'Tab' });
      expect(focused()).to.equal(link(el, 'Pulpit'));
      await sendKeys({ press: 'Tab' });
      const group = button(el, 'Usługi');
      expect(focused()).to.equal(group);

      await sendKeys({ press: 'Space' });
      await el.updateComplete;
      expect(group.getAttribute('aria-expanded')).to.equal('true');
      await sendKeys({ press: 'Tab' });
      expect(focused(), 'into the opened group').to.equal(link(el, 'VPS'));

      await sendKeys({ press: 'Shift+Tab' });
      await sendKeys({ press: 'Enter' });
      await el.updateComplete;
      expect(group.getAttribute('aria-expanded')).to.equal('false');
      await sendKeys({ press: 'Tab' });
      expect(focused(), 'past the closed group').to.equal(link(el, 'Płatności'));

      const header = button(el, 'Administracja');
      header.focus();
      await sendKeys({ press: 'Enter' });
      await el.updateComplete;
      expect(header.getAttribute('aria-expanded')).to.equal('false');
      await sendKeys({ press: 'Tab' });
      expect(document.activeElement?.id, 'past the collapsed section').to.equal('after');
    });
  });

  describe('scrolling', () => {
    /** The computed `scrollbar-color` of a hidden scrollbar (see scrollAreaStyles). */
    const HIDDEN = 'rgba(0, 0, 0, 0) rgba(0, 0, 0, 0)';
    /** 40 entries: taller than the 800 px viewport. Plain text when `links` is false. */
    const longMenu = (links = true): SidebarSection[] => [
      {
        name: 'long',
        items: Array.from({ length: 40 }, (_, i) => ({
          name: `Pozycja ${i + 1}`,
          ...(links ? { href: `/long/${i + 1}` } : {}),
        })),
      },
    ];
    const nav = (el: PpSidebar) => root(el).querySelector<HTMLElement>('.nav')!;

    it('shows the menu scrollbar while scrolling and hides it 600 ms after scrolling stops', async () => {
      const el = await fixture<PpSidebar>(
        html`<pp-sidebar .sections=${longMenu()} current-path="/"></pp-sidebar>`,
      );
      await el.updateComplete;
      const scroller = nav(el);
      expect(scroller.hasAttribute('data-pp-scroll-area')).to.be.true;
      expect(scroller.scrollHeight, 'the menu overflows').to.be.above(scroller.clientHeight);
      expect(scrollbarVisible(scroller)).to.be.false;
      expect(getComputedStyle(scroller).scrollbarColor).to.equal(HIDDEN);

      const watcher = watchScrollbar(scroller);
      scroller.scrollTop = 40;
      await until(() => watcher.scrolls.length === 1, 'the first scroll');
      expect(scrollbarVisible(scroller)).to.be.true;
      expect(getComputedStyle(scroller).scrollbarColor).not.to.equal(HIDDEN);
      // Keep scrolling: the countdown starts again from the last scroll.
      await aTimeout(300);
      scroller.scrollTop = 80;
      await until(() => watcher.scrolls.length === 2, 'the second scroll');
      expect(scrollbarVisible(scroller)).to.be.true;
      await until(() => !scrollbarVisible(scroller), 'the scrollbar to hide');
      watcher.stop();
      const lastScroll = watcher.scrolls[watcher.scrolls.length - 1]!;
      const lastHide = watcher.hides[watcher.hides.length - 1]!;
      watcher.expectHidesAfterDelay();
      expect(lastHide - lastScroll, 'hidden about 600 ms after the last scroll').to.be.below(
        SCROLL_AREA_HIDE_DELAY + 1000,
      );
      expect(getComputedStyle(scroller).scrollbarColor).to.equal(HIDDEN);
    });

    it('shows the scrollbar of the mobile sheet’s menu while it scrolls', async () => {
      await viewport(MOBILE);
      const el = await fixture<PpSidebar>(
        html`<pp-sidebar .sections=${longMenu()} current-path="/"></pp-sidebar>`,
      );
      el.show();
      await el.updateComplete;
      const scroller = dialog(el)!.querySelector<HTMLElement>('.nav')!;
      expect(scroller.hasAttribute('data-pp-scroll-area')).to.be.true;
      expect(scroller.scrollHeight, 'the menu overflows').to.be.above(scroller.clientHeight);
      const watcher = watchScrollbar(scroller);
      scroller.scrollTop = 60;
      await until(() => watcher.scrolls.length > 0, 'a scroll');
      expect(scrollbarVisible(scroller)).to.be.true;
      await until(() => !scrollbarVisible(scroller), 'the scrollbar to hide');
      watcher.stop();
      watcher.expectHidesAfterDelay();
      el.hide();
      await el.updateComplete;
    });

    it('never makes a menu of links focusable, even when it overflows', async () => {
      const el = await sidebar('/');
      const short = nav(el);
      await aTimeout(50);
      expect(short.hasAttribute('tabindex'), 'a short menu').to.be.false;

      el.sections = longMenu();
      await el.updateComplete;
      await aTimeout(50);
      const scroller = nav(el);
      expect(scroller.scrollHeight, 'the menu overflows').to.be.above(scroller.clientHeight);
      expect(scroller.hasAttribute('tabindex'), 'the links are the way in').to.be.false;
      // Tab goes from the button before the sidebar to the first link, never to the nav itself.
      document.querySelector<HTMLButtonElement>('#before')!.focus();
      await sendKeys({ press: 'Tab' });
      expect(focused()).to.equal(link(el, 'Pozycja 1'));
      await expectNoAxeViolations(el);
    });

    it('makes an overflowing menu of plain text focusable, so the keyboard can scroll it', async () => {
      const el = await fixture<PpSidebar>(
        html`<pp-sidebar .sections=${longMenu(false)} current-path="/"></pp-sidebar>`,
      );
      await el.updateComplete;
      await aTimeout(50);
      const scroller = nav(el);
      expect(links(el)).to.have.length(0);
      expect(scroller.getAttribute('tabindex')).to.equal('0');
      await expectNoAxeViolations(el);

      // A short plain-text menu does not overflow: nothing to scroll, no tab stop.
      el.sections = [{ name: 'short', items: [{ name: 'Jedna' }, { name: 'Dwie' }] }];
      await el.updateComplete;
      await until(() => !nav(el).hasAttribute('tabindex'), 'the tab stop to go');

      // Links arrive: the tab stop stays away even when the menu overflows again.
      el.sections = longMenu();
      await el.updateComplete;
      await aTimeout(50);
      expect(nav(el).hasAttribute('tabindex')).to.be.false;
    });
  });

  describe('mobile sheet', () => {
    async function mobile() {
      await viewport(MOBILE);
      // An icon-only toggle, as in the top bar: the sidebar gives it its label.
      const toggle = document.createElement('button');
      toggle.id = 'toggle';
      toggle.setAttribute('commandfor', 'main-nav');
      toggle.setAttribute('command', '--toggle');
      const wrapper = await fixture<HTMLDivElement>(
        html`<div>
          ${toggle}
          <pp-sidebar id="main-nav" .sections=${menu()} current-path="/"></pp-sidebar>
        </div>`,
      );
      const el = wrapper.querySelector('pp-sidebar')!;
      await el.updateComplete;
      return { el, toggle };
    }

    it('is a closed modal dialog below the breakpoint; a commandfor toggle gets ARIA', async () => {
      const { el, toggle } = await mobile();
      expect(el.mode).to.equal('mobile');
      expect(el.open).to.be.false;
      expect(panel(el)).to.equal(null);
      expect(dialog(el)!.open).to.be.false;
      expect(dialog(el)!.getAttribute('aria-label')).to.equal('Okno nawigacji');
      expect(toggle.getAttribute('aria-controls')).to.equal('main-nav');
      expect(toggle.getAttribute('aria-expanded')).to.equal('false');
      expect(toggle.getAttribute('aria-label')).to.equal('Przełącz menu główne');
    });

    it('names a commandfor toggle as it connects, before the first update (which waits for the sheet)', async () => {
      const toggle = document.createElement('button');
      toggle.setAttribute('commandfor', 'early-nav');
      toggle.setAttribute('command', '--toggle');
      const el = document.createElement('pp-sidebar');
      el.id = 'early-nav';
      el.setAttribute('breakpoint', '100000');
      const wrapper = document.createElement('div');
      wrapper.append(el, toggle);
      document.body.append(wrapper);
      try {
        // Synchronously: no update has run yet.
        expect(el.hasUpdated).to.be.false;
        expect(toggle.getAttribute('aria-label')).to.equal('Przełącz menu główne');
        expect(toggle.getAttribute('aria-controls')).to.equal('early-nav');
        expect(toggle.getAttribute('aria-expanded')).to.equal('false');
        await el.updateComplete;
        expect(el.mode).to.equal('mobile');
      } finally {
        wrapper.remove();
      }
    });

    it('opens from the toggle, traps focus, closes on Escape and returns focus to the toggle', async () => {
      const { el, toggle } = await mobile();
      toggle.focus();
      setTimeout(() => sendKeys({ press: 'Enter' }));
      const opened = await oneEvent(el, 'pp-toggle');
      expect(opened.detail).to.deep.equal({ open: true, mode: 'mobile' });
      const sheet = dialog(el)!;
      expect(sheet.open && sheet.matches(':modal')).to.be.true;
      expect(toggle.getAttribute('aria-expanded')).to.equal('true');
      expect(sheet.contains(focused())).to.be.true;

      const seen = new Set<Element | null>();
      for (let i = 0; i < 12; i += 1) {
        await sendKeys({ press: 'Tab' });
        expect(sheet.contains(focused()), `Tab ${i + 1} stays in the sheet`).to.be.true;
        seen.add(focused());
      }
      expect(seen.size, 'every entry is reached').to.equal(10);
      button(el, 'Zamknij').focus();
      await sendKeys({ press: 'Shift+Tab' });
      expect(focused(), 'Shift+Tab wraps to the end').to.equal(link(el, 'Usunięte usługi'));
      await sendKeys({ press: 'Tab' });
      expect(focused(), 'Tab wraps to the start').to.equal(button(el, 'Zamknij'));

      setTimeout(() => sendKeys({ press: 'Escape' }));
      const closed = await oneEvent(el, 'pp-toggle');
      expect(closed.detail).to.deep.equal({ open: false, mode: 'mobile' });
      expect(sheet.open).to.be.false;
      expect(document.activeElement).to.equal(toggle);
      expect(toggle.getAttribute('aria-expanded')).to.equal('false');
    });

    it('closes after a navigation and returns focus to the toggle', async () => {
      const { el, toggle } = await mobile();
      toggle.focus();
      await sendKeys({ press: 'Enter' });
      await el.updateComplete;
      expect(dialog(el)!.open).to.be.true;
      el.addEventListener('pp-navigate', (event) => event.preventDefault(), { once: true });
      link(el, 'Płatności').focus();
      await sendKeys({ press: 'Enter' });
      await el.updateComplete;
      expect(dialog(el)!.open).to.be.false;
      expect(el.mobileOpen).to.be.false;
      expect(document.activeElement).to.equal(toggle);
    });

    it('slides in over the duration token, and at once under prefers-reduced-motion', async () => {
      const { el } = await mobile();
      const durations = () => getComputedStyle(dialog(el)!).transitionDuration.split(', ');
      expect(durations()).to.deep.equal(['0.2s', '0.2s', '0.2s']);
      await emulateMedia({ reducedMotion: 'reduce' });
      expect(durations()).to.deep.equal(['0s', '0s', '0s']);
    });

    it('opened by show(), returns focus on close to where it was when the sheet opened', async () => {
      const { el } = await mobile();
      const outside = document.createElement('button');
      outside.textContent = 'poza';
      el.after(outside);
      outside.focus();
      el.show();
      await el.updateComplete;
      expect(dialog(el)!.open).to.be.true;
      expect(document.activeElement).not.to.equal(outside);
      await sendKeys({ press: 'Escape' });
      await el.updateComplete;
      expect(el.mobileOpen).to.be.false;
      expect(document.activeElement).to.equal(outside);
    });

    it('closes when the viewport reaches the breakpoint and reloads the stored desktop flag', async () => {
      const { el } = await mobile();
      el.show();
      await el.updateComplete;
      expect(dialog(el)!.open).to.be.true;
      localStorage.setItem('sidebarOpenDesktop', 'false');

      const toggled = oneEvent(el, 'pp-toggle');
      await viewport(DESKTOP);
      expect((await toggled).detail).to.deep.equal({ open: false, mode: 'desktop' });
      expect(el.mode).to.equal('desktop');
      expect(el.mobileOpen).to.be.false;
      expect(el.desktopOpen).to.be.false;
      expect(panel(el)!.inert).to.be.true;

      await viewport(MOBILE);
      await el.updateComplete;
      expect(el.mode).to.equal('mobile');
      expect(dialog(el)!.open, 'the mobile flag starts closed again').to.be.false;
    });

    it('switches at the configured breakpoint', async () => {
      await viewport({ width: 900, height: 700 });
      const el = await sidebar();
      expect(el.mode, 'lg by default').to.equal('mobile');
      el.breakpoint = 'md';
      await el.updateComplete;
      expect(el.mode).to.equal('desktop');
      el.setAttribute('breakpoint', '950');
      await el.updateComplete;
      expect(el.mode).to.equal('mobile');
      el.setAttribute('breakpoint', 'sm');
      await el.updateComplete;
      expect(el.mode).to.equal('desktop');
    });

    it('loads the sheet only below the breakpoint, and opens it when asked before it arrived', async () => {
      const desktop = await sidebar();
      const ownStyles = (desktop.constructor as typeof PpSidebar).elementStyles.length;
      expect(root(desktop).adoptedStyleSheets, 'a desktop sidebar adopts no sheet styles').to.have.length(
        ownStyles,
      );

      await viewport(MOBILE);
      const el = document.createElement('pp-sidebar');
      el.sections = menu();
      document.body.append(el);
      try {
        // Asked to open in the same task as it connects: before its first render and the sheet's module.
        el.show();
        expect(dialog(el), 'not rendered yet').to.equal(null);
        await el.updateComplete;
        expect(dialog(el)!.open && dialog(el)!.matches(':modal'), 'open on arrival').to.be.true;
        expect(root(el).adoptedStyleSheets).to.have.length(ownStyles + 1);
        expect(getComputedStyle(dialog(el)!).position, 'styled as the sheet').to.equal('fixed');
        await sendKeys({ press: 'Escape' });
        await el.updateComplete;
        expect(el.mobileOpen).to.be.false;
      } finally {
        el.remove();
      }
    });

    it('takes its texts from properties (English)', async () => {
      const { el } = await mobile();
      el.dialogLabel = 'Navigation dialog';
      el.closeLabel = 'Close';
      el.navLabel = 'Main menu';
      await el.updateComplete;
      expect(dialog(el)!.getAttribute('aria-label')).to.equal('Navigation dialog');
      expect(button(el, 'Close')).to.exist;
      expect(root(el).querySelector('nav')!.getAttribute('aria-label')).to.equal('Main menu');
    });
  });

  describe('loaded twice', () => {
    it('keeps the first definition; the second copy still has its property accessors (for wrappers)', async () => {
      const warn = console.warn;
      const warnings: unknown[] = [];
      console.warn = (...args: unknown[]) => warnings.push(args);
      try {
        const url = new URL('./pp-sidebar.ts?second-copy', import.meta.url).href;
        const copy = (await import(url)) as { PpSidebar: typeof PpSidebar };
        expect(copy.PpSidebar).not.to.equal(customElements.get('pp-sidebar'));
        expect(warnings, 'reported once').to.have.length(1);
        // @lit/react sets a prop as a property only when the class's prototype has it.
        for (const name of ['sections', 'currentPath', 'navLabel', 'breakpoint']) {
          expect(name in copy.PpSidebar.prototype, name).to.be.true;
        }
      } finally {
        console.warn = warn;
      }
    });
  });

  describe('attached toggles', () => {
    it('keeps aria-controls and aria-expanded of an attached button in sync, until detached', async () => {
      const el = await sidebar();
      const toggle = document.querySelector<HTMLButtonElement>('#before')!;
      const detach = el.attachToggle(toggle);
      expect(toggle.getAttribute('aria-controls')).to.equal(el.id);
      expect(toggle.getAttribute('aria-expanded')).to.equal('true');
      expect(toggle.getAttribute('aria-label'), 'it has a name of its own').to.equal(null);

      toggle.click();
      await el.updateComplete;
      expect(el.desktopOpen).to.be.false;
      expect(toggle.getAttribute('aria-expanded')).to.equal('false');

      detach();
      toggle.click();
      await el.updateComplete;
      expect(el.desktopOpen).to.be.false;
    });
  });

  describe('accessibility', () => {
    it('passes axe on desktop with a logo, groups open and an active entry', async () => {
      const wrapper = await fixture<HTMLDivElement>(
        html`<main>
          <pp-sidebar .sections=${menu()} current-path="/services/vps">
            <svg slot="logo" role="img" aria-label="Portal" viewBox="0 0 40 20" width="80" height="40">
              <rect width="40" height="20" rx="4"></rect>
            </svg>
          </pp-sidebar>
        </main>`,
      );
      const el = wrapper.querySelector('pp-sidebar')!;
      await el.updateComplete;
      expect(root(el).querySelector<HTMLAnchorElement>('.logo-link')!.getAttribute('aria-label')).to.equal(
        'Przejdź do strony głównej',
      );
      await expectNoAxeViolations(wrapper);
    });

    it('passes axe (contrast included) with the design tokens, light and dark', async function () {
      const ran = await inEachTheme(async (theme) => {
        const el = await sidebar('/services/vps');
        await expectNoAxeViolations(el, theme);
      });
      if (!ran) this.skip();
    });

    it('passes axe with the mobile sheet open', async () => {
      await viewport(MOBILE);
      const el = await sidebar('/projects');
      el.show();
      await el.updateComplete;
      await aTimeout(250);
      await expectNoAxeViolations(document.body);
      el.hide();
    });
  });

  describe('languages', () => {
    /** Every built-in text of the sidebar, and where it shows (the sheet, on a small screen). */
    const texts: BuiltInText<PpSidebar>[] = [
      {
        property: 'navLabel',
        pl: 'Menu główne',
        en: 'Main menu',
        read: (el) => root(el).querySelector('nav')!.getAttribute('aria-label'),
      },
      {
        property: 'dialogLabel',
        pl: 'Okno nawigacji',
        en: 'Navigation dialog',
        read: (el) => dialog(el)!.getAttribute('aria-label'),
      },
      {
        property: 'closeLabel',
        pl: 'Zamknij',
        en: 'Close',
        read: (el) => root(el).querySelector('[part="close-button"]')!.getAttribute('aria-label'),
      },
      {
        property: 'homeLabel',
        pl: 'Przejdź do strony głównej',
        en: 'Go to the home page',
        read: (el) => root(el).querySelector('[part="logo-link"]')!.getAttribute('aria-label'),
      },
      {
        property: 'toggleLabel',
        pl: 'Przełącz menu główne',
        en: 'Toggle main menu',
        read: (el) => document.querySelector(`[commandfor="${el.id}"]`)!.getAttribute('aria-label'),
      },
      {
        property: 'externalLabel',
        pl: '(otwiera się w nowej karcie)',
        en: '(opens in a new tab)',
        read: (el) => link(el, 'Dokumentacja').querySelector('.sr-only')!.textContent,
      },
    ];

    /** An icon-only commandfor toggle without a name of its own: the sidebar names it. */
    function unnamedToggle(id: string): HTMLButtonElement {
      const toggle = document.createElement('button');
      toggle.setAttribute('commandfor', id);
      toggle.setAttribute('command', '--toggle');
      return toggle;
    }

    /** A sidebar with a logo and an unnamed toggle, in a wrapper. */
    async function withToggle(attrs: { lang?: string; id?: string } = {}) {
      const id = attrs.id ?? 'lang-nav';
      const wrapper = await fixture<HTMLDivElement>(
        html`<div>
          ${unnamedToggle(id)}
          <pp-sidebar id=${id} lang=${attrs.lang ?? nothing} .sections=${menu()} current-path="/">
            <svg slot="logo" role="img" aria-label="Portal" viewBox="0 0 40 20" width="80" height="40"></svg>
          </pp-sidebar>
        </div>`,
      );
      const el = wrapper.querySelector('pp-sidebar')!;
      await el.updateComplete;
      return { wrapper, el };
    }

    it('lists every built-in text of the catalogue', () => {
      for (const language of ['pl', 'en'] as const) {
        expect(sidebarMessages[language]).to.deep.equal(
          Object.fromEntries(texts.map((text) => [text.property, text[language]])),
        );
      }
    });

    it('speaks Polish with lang="pl", English once lang becomes "en" with the sheet open, and Polish again', async () => {
      await viewport(MOBILE);
      const { el } = await withToggle({ lang: 'pl' });
      el.show();
      await el.updateComplete;
      expect(dialog(el)!.open).to.be.true;
      await expectTexts(el, texts, 'pl');
      await setLang(el, 'en', el);
      expect(dialog(el)!.open, 'the open sheet stays open').to.be.true;
      await expectTexts(el, texts, 'en');
      await setLang(el, 'pl', el);
      await expectTexts(el, texts, 'pl');
      el.hide();
    });

    it('speaks Polish without any lang, and follows <html lang> and an ancestor’s lang (desktop)', async () => {
      const { wrapper, el } = await withToggle();
      const desktopTexts = texts.filter((t) => !['dialogLabel', 'closeLabel'].includes(t.property));
      await expectTexts(el, desktopTexts, 'pl');
      await withDocumentLang('en', async () => {
        await null;
        await el.updateComplete;
        await expectTexts(el, desktopTexts, 'en');
        await setLang(wrapper, 'pl', el);
        await expectTexts(el, desktopTexts, 'pl');
      });
    });

    it('keeps texts set by attribute or property in every language; removing them restores the catalogue', async () => {
      await viewport(MOBILE);
      const { el } = await withToggle({ lang: 'en' });
      el.setAttribute('dialog-label', 'Site navigation');
      el.navLabel = 'Primary';
      await el.updateComplete;
      await setLang(el, 'pl', el);
      expect(dialog(el)!.getAttribute('aria-label')).to.equal('Site navigation');
      expect(root(el).querySelector('nav')!.getAttribute('aria-label')).to.equal('Primary');
      expect(el.closeLabel).to.equal('Zamknij');
      el.removeAttribute('dialog-label');
      // Typed as the text itself; JavaScript may give it back to the catalogue with null.
      (el as { navLabel: unknown }).navLabel = null;
      await el.updateComplete;
      await expectTexts(el, texts, 'pl');
    });

    it('gives two sidebars on one page their own languages', async () => {
      const first = await withToggle({ lang: 'pl', id: 'nav-pl' });
      const wrapper = await fixture<HTMLDivElement>(
        html`<div lang="en-GB">
          ${unnamedToggle('nav-en')}
          <pp-sidebar id="nav-en" storage-id="en" .sections=${menu()} current-path="/"></pp-sidebar>
        </div>`,
      );
      const second = wrapper.querySelector('pp-sidebar')!;
      await second.updateComplete;
      const desktopTexts = texts.filter(
        (t) => !['dialogLabel', 'closeLabel', 'homeLabel'].includes(t.property),
      );
      await expectTexts(first.el, desktopTexts, 'pl');
      await expectTexts(second, desktopTexts, 'en');
    });
  });
});
