import type { Meta, StoryObj } from '@storybook/web-components-vite';
import { html } from 'lit';
import { ifDefined } from 'lit/directives/if-defined.js';
import { expect, userEvent, waitFor } from 'storybook/test';
import './pp-tooltip.js';
import './pp-tooltip-group.js';
import type { PpTooltip, TooltipPlacement } from './pp-tooltip.js';

interface TooltipArgs {
  content: string;
  placement: TooltipPlacement;
  delay: number | undefined;
  disabled: boolean;
}

const meta: Meta<TooltipArgs> = {
  title: 'Elements/Tooltip',
  component: 'pp-tooltip',
  tags: ['autodocs'],
  args: { content: 'Zmień aktywny projekt', placement: 'top', delay: undefined, disabled: false },
  argTypes: {
    placement: {
      control: 'select',
      options: ['top', 'bottom', 'left', 'right', 'top-start', 'top-end', 'bottom-start', 'bottom-end'],
    },
  },
  parameters: { layout: 'centered' },
};
export default meta;

type Story = StoryObj<TooltipArgs>;

/** The project switcher's tooltip: hover for 700 ms, or focus the button with the keyboard. */
export const Default: Story = {
  render: (args) =>
    html`<button type="button" id="project-switcher">Wybierz projekt</button>
      <pp-tooltip
        for="project-switcher"
        placement=${args.placement}
        delay=${ifDefined(args.delay)}
        ?disabled=${args.disabled}
        content=${args.content}
      ></pp-tooltip>`,
};

/** Shown from code (`open`): role tooltip, and the trigger's aria-describedby names it. */
export const Open: Story = {
  render: (args) =>
    html`<button type="button" id="open-trigger">Wybierz projekt</button>
      <pp-tooltip for="open-trigger" open placement=${args.placement}>${args.content}</pp-tooltip>`,
};

/** Every side; the tooltip flips and shifts to stay on screen. */
export const Placements: Story = {
  render: () =>
    html`<div style="display:grid;grid-template-columns:repeat(2,auto);gap:3rem 6rem;padding:3rem">
      ${(['top', 'bottom', 'left', 'right'] as const).map(
        (placement) =>
          html`<button type="button" id="side-${placement}">${placement}</button>
            <pp-tooltip for="side-${placement}" placement=${placement} open
              >Podpowiedź: ${placement}</pp-tooltip
            >`,
      )}
    </div>`,
};

/** The top bar: a group with 200 ms; moving along the buttons opens the next at once (skip 300 ms). */
export const TopBarGroup: Story = {
  render: () =>
    html`<pp-tooltip-group delay="200">
      <nav aria-label="Pasek górny" style="display:flex;gap:0.5rem">
        <button type="button">Menu</button>
        <pp-tooltip>Przełącz menu główne</pp-tooltip>
        <button type="button">Projekt</button>
        <pp-tooltip>Zmień aktywny projekt</pp-tooltip>
        <button type="button">Szukaj</button>
        <pp-tooltip>Wyszukiwanie i paleta poleceń</pp-tooltip>
      </nav>
    </pp-tooltip-group>`,
};

/** The same group made by an attribute on any ancestor. */
export const GroupByAttribute: Story = {
  render: () =>
    html`<header data-pp-tooltip-delay="200" style="display:flex;gap:0.5rem">
      <button type="button">Konto</button>
      <pp-tooltip>Moje konto</pp-tooltip>
      <button type="button">Ustawienia</button>
      <pp-tooltip>Ustawienia konta</pp-tooltip>
    </header>`,
};

/** A long text wraps at 20rem. */
export const LongText: Story = {
  render: () =>
    html`<button type="button" id="long">Status usług</button>
      <pp-tooltip for="long" open>
        Otwiera stronę statusu usług w nowej karcie. Znajdziesz tam informacje o planowanych pracach
        serwisowych i bieżących awariach.
      </pp-tooltip>`,
};

/** English text. */
export const English: Story = {
  render: () =>
    html`<button type="button" id="en">Choose a project</button>
      <pp-tooltip for="en" open>Change the active project</pp-tooltip>`,
  globals: { locale: 'en' },
};

/** The dark theme. */
export const DarkTheme: Story = {
  render: () =>
    html`<button type="button" id="dark">Wybierz projekt</button>
      <pp-tooltip for="dark" open>Zmień aktywny projekt</pp-tooltip>`,
  globals: { theme: 'dark' },
};

/** Disabled: never opens. */
export const Disabled: Story = {
  render: () =>
    html`<button type="button" id="off">Wybierz projekt</button>
      <pp-tooltip for="off" disabled>Zmień aktywny projekt</pp-tooltip>`,
};

/** On touch screens a long press (500 ms) shows it; a tap elsewhere hides it. */
export const TouchLongPress: Story = {
  render: () =>
    html`<button type="button" id="touch" style="padding:1rem 2rem">Przytrzymaj</button>
      <pp-tooltip for="touch">Zmień aktywny projekt</pp-tooltip>`,
};

// ---- States the element tests cover, put in place by play functions -----------------------------

/** How long a play function waits for a state: up to 5 s on a busy machine (a passing check returns at once). */
const patience = { timeout: 5000 };

/** A trigger button with its tooltip; every story gets its own id, so a docs page keeps them apart. */
const trigger = (id: string, args: TooltipArgs, label = 'Wybierz projekt') =>
  html`<button type="button" id=${id}>${label}</button>
    <pp-tooltip
      for=${id}
      placement=${args.placement}
      delay=${ifDefined(args.delay)}
      ?disabled=${args.disabled}
      content=${args.content}
    ></pp-tooltip>`;

/** Waits until the tooltip is open: `open` set and shown in the top layer as a popover. */
const shown = (tip: PpTooltip | null) =>
  waitFor(() => expect(tip?.open && tip.matches(':popover-open')).toBe(true), patience);

/** Opened by the pointer resting on the trigger for the 700 ms delay. */
export const HoverOpen: Story = {
  render: (args) => trigger('hover-trigger', args),
  play: async ({ canvasElement }) => {
    await userEvent.hover(canvasElement.querySelector('#hover-trigger') as HTMLElement);
    await shown(canvasElement.querySelector('pp-tooltip'));
  },
};

/** Opened at once by keyboard focus (Tab); the trigger's aria-describedby names the tooltip while open. */
export const KeyboardFocusOpen: Story = {
  render: (args) => trigger('focus-trigger', args),
  // Its subject is the focus ring: no pixel may differ (the strict visual policy).
  parameters: { storyTests: { screenshot: 'strict' } },
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    const button = canvasElement.querySelector('#focus-trigger') as HTMLElement;
    await expect(button).toHaveFocus();
    await shown(canvasElement.querySelector('pp-tooltip'));
    await waitFor(() => expect(button.getAttribute('aria-describedby')).toBeTruthy(), patience);
  },
};

/** In the top-bar group: the first tooltip opened after 200 ms, then the next one, at once, as the pointer moved on. */
export const TopBarGroupOpen: Story = {
  render: TopBarGroup.render,
  play: async ({ canvasElement }) => {
    const buttons = [...canvasElement.querySelectorAll('button')];
    const tips = [...canvasElement.querySelectorAll('pp-tooltip')];
    await userEvent.hover(buttons[0] as HTMLElement);
    await shown(tips[0] ?? null);
    await userEvent.unhover(buttons[0] as HTMLElement);
    await userEvent.hover(buttons[1] as HTMLElement);
    await shown(tips[1] ?? null);
  },
};

/** At the top edge with placement top: no room above, so it flips below the trigger. */
export const FlipsAtTheEdge: Story = {
  parameters: { layout: 'padded' },
  render: () =>
    html`<button type="button" id="edge">Wybierz projekt</button>
      <pp-tooltip for="edge" placement="top" open>Zmień aktywny projekt</pp-tooltip>`,
  play: async ({ canvasElement }) => {
    const tip = canvasElement.querySelector('pp-tooltip');
    await shown(tip);
    const button = canvasElement.querySelector('#edge') as HTMLElement;
    await waitFor(
      () =>
        expect(tip?.getBoundingClientRect().top).toBeGreaterThanOrEqual(
          button.getBoundingClientRect().bottom,
        ),
      patience,
    );
  },
};

/** A touch long press (500 ms) opened it; it stays open after the finger lifts. */
export const TouchLongPressOpen: Story = {
  render: () =>
    html`<button type="button" id="touch-open" style="padding:1rem 2rem">Przytrzymaj</button>
      <pp-tooltip for="touch-open">Zmień aktywny projekt</pp-tooltip>`,
  play: async ({ canvasElement }) => {
    const button = canvasElement.querySelector('#touch-open') as HTMLElement;
    const rect = button.getBoundingClientRect();
    const touch = (type: string) =>
      button.dispatchEvent(
        new PointerEvent(type, {
          pointerType: 'touch',
          pointerId: 7,
          bubbles: true,
          composed: true,
          clientX: rect.left + rect.width / 2,
          clientY: rect.top + rect.height / 2,
        }),
      );
    touch('pointerdown');
    await shown(canvasElement.querySelector('pp-tooltip'));
    touch('pointerup');
  },
};

/** The trigger given as an element through the `anchor` property (e.g. one inside another component), open. */
export const AnchorProperty: Story = {
  render: () => {
    const button = Object.assign(document.createElement('button'), {
      type: 'button',
      textContent: 'Pomoc',
    });
    return html`<div style="display:flex;gap:1rem;align-items:center">
      ${button}
      <pp-tooltip .anchor=${button} open>Otwórz pomoc</pp-tooltip>
    </div>`;
  },
  play: async ({ canvasElement }) => {
    const tip = canvasElement.querySelector('pp-tooltip');
    await shown(tip);
    await expect(tip?.trigger).toBe(canvasElement.querySelector('button'));
  },
};
