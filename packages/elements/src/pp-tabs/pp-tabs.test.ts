import { expect, fixture, html, oneEvent } from '@open-wc/testing';
import { emulateMedia, sendKeys, setViewport } from '@web/test-runner-commands';
import './pp-tabs.js';
import '../pp-button/pp-button.js';
import type { PpTabs, TabShowDetail } from './pp-tabs.js';
import type { PpTab } from './pp-tab.js';
import type { PpTabPanel } from './pp-tab-panel.js';
import { ariaSnapshot, getByRole } from '../test-support/accessibility.js';
import { expectNoAxeViolations, inEachTheme } from '../test-support/axe.js';
import { until } from '../test-support/wait.js';

const tab = (el: PpTabs, name: string) => getByRole(el, 'tab', { name }) as PpTab;
const panel = (el: PpTabs, name: string) => getByRole(el, 'tabpanel', { name }) as PpTabPanel;
const tablist = (el: PpTabs, name?: string) => getByRole(el.shadowRoot!, 'tablist', { name });
const selectedNames = (el: PpTabs) =>
  [...el.querySelectorAll('pp-tab')]
    .filter((t) => t.getAttribute('aria-selected') === 'true')
    .map((t) => t.textContent!.trim());
const shownPanels = (el: PpTabs) =>
  [...el.querySelectorAll('pp-tab-panel')]
    .filter((p) => !p.hidden && p.getClientRects().length > 0)
    .map((p) => p.name);
const focused = () => (document.activeElement as HTMLElement | null)?.textContent?.trim();

/** Waits for the list and its children to render. */
async function settle(el: PpTabs): Promise<void> {
  await el.updateComplete;
  await Promise.all([...el.querySelectorAll('pp-tab, pp-tab-panel')].map((c) => (c as PpTab).updateComplete));
  await el.updateComplete;
}

async function press(key: string, el: PpTabs): Promise<void> {
  await sendKeys({ press: key });
  await settle(el);
}

/** The tab-show events, as `previous>value`. */
function record(el: PpTabs): string[] {
  const seen: string[] = [];
  el.addEventListener('pp-tab-show', (e) => seen.push(`${e.detail.previous}>${e.detail.value}`));
  return seen;
}

/** Four tabs (the third disabled) between two buttons; the panels hold text only but the second. */
async function page(attrs: { value?: string; activation?: string; orientation?: string; dir?: string } = {}) {
  const wrap = await fixture<HTMLElement>(
    html`<div dir=${attrs.dir ?? 'ltr'}>
      <button>Przed</button>
      <pp-tabs
        label="Ustawienia konta"
        value=${attrs.value ?? ''}
        activation=${attrs.activation ?? 'automatic'}
        orientation=${attrs.orientation ?? 'horizontal'}
      >
        <pp-tab panel="general">Ogólne</pp-tab>
        <pp-tab panel="security">Bezpieczeństwo</pp-tab>
        <pp-tab panel="billing" disabled>Płatności</pp-tab>
        <pp-tab panel="team">Zespół</pp-tab>
        <pp-tab-panel name="general">Nazwa konta i język.</pp-tab-panel>
        <pp-tab-panel name="security"><button>Zmień hasło</button></pp-tab-panel>
        <pp-tab-panel name="billing">Faktury.</pp-tab-panel>
        <pp-tab-panel name="team">Członkowie zespołu.</pp-tab-panel>
      </pp-tabs>
      <button>Po</button>
    </div>`,
  );
  const el = wrap.querySelector('pp-tabs')!;
  await settle(el);
  const [before, after] = wrap.querySelectorAll<HTMLButtonElement>(':scope > button');
  return { el, wrap, before: before!, after: after! };
}

describe('pp-tabs', () => {
  describe('accessibility', () => {
    it('is a named tablist of tabs, each controlling the tabpanel it names', async () => {
      const { el } = await page({ value: 'security' });
      expect(tablist(el, 'Ustawienia konta')).to.exist;
      const security = tab(el, 'Bezpieczeństwo');
      expect(security.getAttribute('aria-selected')).to.equal('true');
      expect(tab(el, 'Ogólne').getAttribute('aria-selected')).to.equal('false');
      expect(tab(el, 'Płatności').getAttribute('aria-disabled')).to.equal('true');
      const shown = panel(el, 'Bezpieczeństwo');
      expect(security.getAttribute('aria-controls')).to.equal(shown.id);
      expect(shown.getAttribute('aria-labelledby')).to.equal(security.id);
      expect(tab(el, 'Ogólne').getAttribute('aria-controls')).to.equal(
        el.querySelector('pp-tab-panel[name="general"]')!.id,
      );
      expect(await ariaSnapshot(el)).to.equal(
        [
          '- tablist "Ustawienia konta":',
          '  - tab "Ogólne"',
          '  - tab "Bezpieczeństwo" [selected]',
          '  - tab "Płatności" [disabled]',
          '  - tab "Zespół"',
          '- tabpanel "Bezpieczeństwo":',
          '  - button "Zmień hasło"',
        ].join('\n'),
      );
      await expectNoAxeViolations(el);
    });

    it('says its orientation when vertical', async () => {
      const { el } = await page({ orientation: 'vertical' });
      expect(tablist(el).getAttribute('aria-orientation')).to.equal('vertical');
      el.orientation = 'horizontal';
      await settle(el);
      expect(tablist(el).hasAttribute('aria-orientation')).to.be.false;
    });

    it('keeps roles and ids a page gives its children', async () => {
      const el = await fixture<PpTabs>(
        html`<pp-tabs label="A">
          <pp-tab id="my-tab" panel="a">A</pp-tab>
          <pp-tab-panel id="my-panel" name="a">Treść</pp-tab-panel>
        </pp-tabs>`,
      );
      await settle(el);
      expect(tab(el, 'A').id).to.equal('my-tab');
      expect(tab(el, 'A').getAttribute('aria-controls')).to.equal('my-panel');
      expect(panel(el, 'A').getAttribute('aria-labelledby')).to.equal('my-tab');
    });

    it('passes axe (contrast included) with the design tokens, light and dark, in both orientations', async function () {
      const ran = await inEachTheme(async (theme) => {
        const { el } = await page({ value: 'team' });
        await expectNoAxeViolations(el, `${theme} horizontal`);
        tab(el, 'Zespół').focus();
        await expectNoAxeViolations(el, `${theme} focused`);
        el.orientation = 'vertical';
        await settle(el);
        await expectNoAxeViolations(el, `${theme} vertical`);
      });
      if (!ran) this.skip();
    });
  });

  describe('selection and value', () => {
    it('selects the first enabled tab when value names none, and value follows', async () => {
      const { el } = await page();
      expect(el.value).to.equal('general');
      expect(selectedNames(el)).to.deep.equal(['Ogólne']);
      expect(shownPanels(el)).to.deep.equal(['general']);
    });

    it('does not select a disabled tab named by value', async () => {
      const { el } = await page({ value: 'billing' });
      expect(el.value).to.equal('general');
      expect(shownPanels(el)).to.deep.equal(['general']);
    });

    it('selects from the value property and attribute, without reflecting the property', async () => {
      const { el } = await page({ value: 'security' });
      const seen = record(el);
      el.value = 'team';
      await settle(el);
      expect(selectedNames(el)).to.deep.equal(['Zespół']);
      expect(shownPanels(el)).to.deep.equal(['team']);
      expect(el.getAttribute('value')).to.equal('security');
      el.setAttribute('value', 'general');
      await settle(el);
      expect(el.value).to.equal('general');
      expect(shownPanels(el)).to.deep.equal(['general']);
      expect(seen, 'no event for a change by code').to.deep.equal([]);
    });

    it('really hides the other panels: out of layout, accessibility tree and tab order', async () => {
      const { el } = await page({ value: 'general' });
      const security = el.querySelector<PpTabPanel>('pp-tab-panel[name="security"]')!;
      expect(security.hidden).to.be.true;
      expect(getComputedStyle(security).display).to.equal('none');
      expect(await ariaSnapshot(el)).to.not.contain('Zmień hasło');
    });

    it('follows tabs and panels added, removed and renamed later', async () => {
      const { el } = await page({ value: 'team' });
      el.querySelector('pp-tab[panel="team"]')!.remove();
      await settle(el);
      expect(el.value).to.equal('general');
      const added = Object.assign(document.createElement('pp-tab'), { panel: 'logs', textContent: 'Logi' });
      const addedPanel = Object.assign(document.createElement('pp-tab-panel'), {
        name: 'logs',
        textContent: 'Dziennik zdarzeń.',
      });
      el.append(added, addedPanel);
      await settle(el);
      el.value = 'logs';
      await settle(el);
      expect(shownPanels(el)).to.deep.equal(['logs']);
      expect(panel(el, 'Logi')).to.equal(addedPanel);
      expect(tab(el, 'Logi').getAttribute('aria-controls')).to.equal(addedPanel.id);
      tab(el, 'Logi').disabled = true;
      await settle(el);
      expect(el.value).to.equal('general');
    });

    it('selects on click and fires a cancelable pp-tab-show first', async () => {
      const { el } = await page({ value: 'general' });
      const shown = oneEvent(el, 'pp-tab-show');
      tab(el, 'Zespół').click();
      const event = (await shown) as CustomEvent<TabShowDetail>;
      expect(event.cancelable).to.be.true;
      expect(event.detail.value).to.equal('team');
      expect(event.detail.previous).to.equal('general');
      expect(event.detail.tab).to.equal(tab(el, 'Zespół'));
      await settle(el);
      expect(el.value).to.equal('team');
      expect(document.activeElement).to.equal(tab(el, 'Zespół'));

      el.addEventListener('pp-tab-show', (e) => e.preventDefault(), { once: true });
      tab(el, 'Ogólne').click();
      await settle(el);
      expect(el.value, 'cancelled').to.equal('team');
      expect(shownPanels(el)).to.deep.equal(['team']);
    });

    it('ignores a click on a disabled tab or on the selected one', async () => {
      const { el } = await page({ value: 'general' });
      const seen = record(el);
      tab(el, 'Płatności').click();
      tab(el, 'Ogólne').click();
      await settle(el);
      expect(seen).to.deep.equal([]);
      expect(el.value).to.equal('general');
    });
  });

  describe('keyboard', () => {
    it('is one tab stop on the selected tab; Tab then goes into the panel', async () => {
      const { el, before, after } = await page({ value: 'security' });
      before.focus();
      await press('Tab', el);
      expect(focused()).to.equal('Bezpieczeństwo');
      await press('Tab', el);
      expect(focused(), 'the focusable content of the panel').to.equal('Zmień hasło');
      await press('Tab', el);
      expect(document.activeElement).to.equal(after);
      await press('Shift+Tab', el);
      await press('Shift+Tab', el);
      expect(focused()).to.equal('Bezpieczeństwo');
    });

    it('lets a panel without focusable content take the focus itself', async () => {
      const { el, after } = await page({ value: 'general' });
      const general = panel(el, 'Ogólne');
      expect(general.getAttribute('tabindex')).to.equal('0');
      expect(panel(el, 'Ogólne').hasAttribute('tabindex')).to.be.true;
      tab(el, 'Ogólne').focus();
      await press('Tab', el);
      expect(document.activeElement).to.equal(general);
      await press('Tab', el);
      expect(document.activeElement).to.equal(after);
      // A button arriving in the panel makes it a tab stop no longer.
      general.append(Object.assign(document.createElement('button'), { textContent: 'Zapisz' }));
      tab(el, 'Ogólne').focus();
      await press('Tab', el);
      expect(focused()).to.equal('Zapisz');
      expect(general.hasAttribute('tabindex')).to.be.false;
    });

    it('counts an element that hands its focus on as focusable content, from the start', async () => {
      const el = await fixture<PpTabs>(
        html`<pp-tabs label="A">
          <pp-tab panel="a">A</pp-tab>
          <pp-tab-panel name="a"><pp-button>Zapisz</pp-button></pp-tab-panel>
        </pp-tabs>`,
      );
      await el.updateComplete;
      expect(panel(el, 'A').hasAttribute('tabindex')).to.be.false;
      tab(el, 'A').focus();
      await press('Tab', el);
      expect(focused()).to.equal('Zapisz');
    });

    it('automatic: the arrows select, wrapping around and skipping disabled tabs', async () => {
      const { el } = await page({ value: 'general' });
      const seen = record(el);
      el.focus();
      expect(focused()).to.equal('Ogólne');
      await press('ArrowRight', el);
      expect([focused(), el.value]).to.deep.equal(['Bezpieczeństwo', 'security']);
      await press('ArrowRight', el);
      expect([focused(), el.value], 'skips the disabled tab').to.deep.equal(['Zespół', 'team']);
      await press('ArrowRight', el);
      expect([focused(), el.value], 'wraps to the first').to.deep.equal(['Ogólne', 'general']);
      await press('ArrowLeft', el);
      expect([focused(), el.value], 'wraps to the last').to.deep.equal(['Zespół', 'team']);
      await press('ArrowDown', el);
      expect([focused(), el.value], 'Down does nothing in a row').to.deep.equal(['Zespół', 'team']);
      expect(tab(el, 'Zespół').tabIndex).to.equal(0);
      expect(tab(el, 'Ogólne').tabIndex).to.equal(-1);
      expect(tab(el, 'Płatności').hasAttribute('tabindex')).to.be.false;
      expect(seen).to.deep.equal(['general>security', 'security>team', 'team>general', 'general>team']);
    });

    it('Home and End go to the first and the last enabled tab', async () => {
      const { el } = await page({ value: 'security' });
      el.focus();
      await press('End', el);
      expect([focused(), el.value]).to.deep.equal(['Zespół', 'team']);
      await press('Home', el);
      expect([focused(), el.value]).to.deep.equal(['Ogólne', 'general']);
      tab(el, 'Zespół').disabled = true;
      await settle(el);
      await press('End', el);
      expect([focused(), el.value]).to.deep.equal(['Bezpieczeństwo', 'security']);
    });

    it('manual: the arrows only move the focus; Enter and Space select', async () => {
      const { el } = await page({ value: 'general', activation: 'manual' });
      const seen = record(el);
      el.focus();
      await press('ArrowRight', el);
      expect([focused(), el.value]).to.deep.equal(['Bezpieczeństwo', 'general']);
      expect(shownPanels(el)).to.deep.equal(['general']);
      await press('Enter', el);
      expect([focused(), el.value]).to.deep.equal(['Bezpieczeństwo', 'security']);
      await press('End', el);
      expect([focused(), el.value]).to.deep.equal(['Zespół', 'security']);
      await press('Space', el);
      expect(el.value).to.equal('team');
      expect(shownPanels(el)).to.deep.equal(['team']);
      await press('Home', el);
      expect([focused(), el.value]).to.deep.equal(['Ogólne', 'team']);
      expect(seen).to.deep.equal(['general>security', 'security>team']);
    });

    it('a cancelled pp-tab-show keeps the tab while the focus moves (automatic)', async () => {
      const { el } = await page({ value: 'general' });
      el.addEventListener('pp-tab-show', (e) => e.preventDefault());
      el.focus();
      await press('ArrowRight', el);
      expect([focused(), el.value]).to.deep.equal(['Bezpieczeństwo', 'general']);
    });

    it('vertical: Up and Down move, Left and Right do not', async () => {
      const { el } = await page({ value: 'general', orientation: 'vertical' });
      el.focus();
      await press('ArrowDown', el);
      expect(el.value).to.equal('security');
      await press('ArrowRight', el);
      expect(el.value).to.equal('security');
      await press('ArrowUp', el);
      await press('ArrowUp', el);
      expect([focused(), el.value]).to.deep.equal(['Zespół', 'team']);
    });

    it('right to left: Left moves forward and Right back', async () => {
      const { el } = await page({ value: 'general', dir: 'rtl' });
      el.focus();
      await press('ArrowLeft', el);
      expect([focused(), el.value]).to.deep.equal(['Bezpieczeństwo', 'security']);
      await press('ArrowRight', el);
      expect([focused(), el.value]).to.deep.equal(['Ogólne', 'general']);
      await press('ArrowRight', el);
      expect([focused(), el.value], 'wraps').to.deep.equal(['Zespół', 'team']);
    });

    it('leaves keys with modifiers alone', async () => {
      const { el } = await page({ value: 'general' });
      el.focus();
      await press('Alt+ArrowRight', el);
      expect(el.value).to.equal('general');
    });
  });

  describe('layout and motion', () => {
    afterEach(async () => {
      await setViewport({ width: 800, height: 600 });
    });

    it('scrolls many tabs sideways at 375px without widening the page, the selected one in view', async () => {
      await setViewport({ width: 375, height: 667 });
      await emulateMedia({ reducedMotion: 'reduce' });
      try {
        const names = Array.from({ length: 12 }, (_, i) => `Zakładka ${i + 1}`);
        const wrap = await fixture<HTMLElement>(
          html`<div style="inline-size:100%">
            <pp-tabs label="Wiele">
              ${names.map((n, i) => html`<pp-tab panel=${`p${i}`}>${n}</pp-tab>`)}
              ${names.map((n, i) => html`<pp-tab-panel name=${`p${i}`}>${n}</pp-tab-panel>`)}
            </pp-tabs>
          </div>`,
        );
        const el = wrap.querySelector('pp-tabs')!;
        await settle(el);
        expect(document.documentElement.scrollWidth, 'no page overflow').to.be.at.most(375);
        const list = el.shadowRoot!.querySelector<HTMLElement>('[part="tablist"]')!;
        expect(list.scrollWidth).to.be.greaterThan(list.clientWidth);
        const inView = (name: string) => {
          const box = list.getBoundingClientRect();
          const rect = tab(el, name).getBoundingClientRect();
          return rect.left >= box.left - 1 && rect.right <= box.right + 1;
        };
        expect(inView('Zakładka 10')).to.be.false;
        el.value = 'p9';
        await settle(el);
        await until(() => inView('Zakładka 10'), 'the selected tab in view');
        el.focus();
        await press('End', el);
        await until(() => inView('Zakładka 12'), 'the last tab in view');
        await press('Home', el);
        await until(() => inView('Zakładka 1'), 'the first tab in view');

        const late = await fixture<PpTabs>(
          html`<pp-tabs label="Od razu" value="p11">
            ${names.map((n, i) => html`<pp-tab panel=${`p${i}`}>${n}</pp-tab>`)}
            ${names.map((n, i) => html`<pp-tab-panel name=${`p${i}`}>${n}</pp-tab-panel>`)}
          </pp-tabs>`,
        );
        await settle(late);
        const lateList = late.shadowRoot!.querySelector<HTMLElement>('[part="tablist"]')!;
        await until(() => {
          const box = lateList.getBoundingClientRect();
          const rect = tab(late, 'Zakładka 12').getBoundingClientRect();
          return rect.left >= box.left - 1 && rect.right <= box.right + 1;
        }, 'the tab selected at first in view');
      } finally {
        await emulateMedia({ reducedMotion: 'no-preference' });
      }
    });

    it('grows the indicator in, without motion under prefers-reduced-motion', async () => {
      const { el } = await page({ value: 'general' });
      const bar = (name: string) =>
        tab(el, name).shadowRoot!.querySelector<HTMLElement>('[part="indicator"]')!;
      expect(getComputedStyle(bar('Ogólne')).transform).to.equal('none');
      expect(getComputedStyle(bar('Zespół')).transform).to.not.equal('none');
      expect(getComputedStyle(bar('Ogólne')).transitionProperty).to.equal('transform');
      await emulateMedia({ reducedMotion: 'reduce' });
      try {
        expect(getComputedStyle(bar('Ogólne')).transitionProperty).to.equal('none');
      } finally {
        await emulateMedia({ reducedMotion: 'no-preference' });
      }
    });

    it('puts the indicator at the inline end of vertical tabs', async () => {
      const { el } = await page({ value: 'general', orientation: 'vertical' });
      const t = tab(el, 'Ogólne');
      const bar = t.shadowRoot!.querySelector<HTMLElement>('[part="indicator"]')!.getBoundingClientRect();
      const rect = t.getBoundingClientRect();
      expect(Math.round(bar.right)).to.equal(Math.round(rect.right));
      expect(Math.round(bar.height)).to.equal(Math.round(rect.height));
      expect(bar.width).to.be.lessThan(8);
    });

    it('shows the selected tab without colour alone in forced colours', async () => {
      const { el } = await page({ value: 'general' });
      const bar = (name: string) =>
        tab(el, name).shadowRoot!.querySelector<HTMLElement>('[part="indicator"]')!;
      await emulateMedia({ forcedColors: 'active' });
      try {
        const on = getComputedStyle(bar('Ogólne'));
        expect(on.backgroundColor).to.not.equal('rgba(0, 0, 0, 0)');
        expect(on.backgroundColor).to.not.equal(getComputedStyle(tab(el, 'Ogólne')).backgroundColor);
        expect(bar('Ogólne').getBoundingClientRect().height).to.be.at.least(2);
        expect(getComputedStyle(bar('Zespół')).transform).to.not.equal('none');
      } finally {
        await emulateMedia({ forcedColors: 'none' });
      }
    });

    it('gives every tab a target of at least 24px', async () => {
      const { el } = await page();
      for (const t of el.querySelectorAll('pp-tab')) {
        const rect = t.getBoundingClientRect();
        expect(rect.height).to.be.at.least(24);
        expect(rect.width).to.be.at.least(24);
      }
    });
  });
});
