/**
 * The column visibility menu of `<pp-data-table>`: a "Columns" button in the toolbar that discloses a
 * panel (WAI-ARIA APG disclosure: `aria-expanded`, `aria-controls`) of native checkboxes, one per
 * column but `actions`, labelled with its header. The panel is a popover (top layer, light dismiss:
 * Escape or a click outside closes it) placed under the button (shared/popup-position.ts); when it
 * closes with focus inside it (or lost), focus goes back to the button. The last column shown cannot
 * be hidden (its checkbox is disabled). The element keeps which columns are hidden, in its state, and
 * table-core shows the others (its `columnVisibility`).
 */
import { html, type ReactiveController, type ReactiveElement, type TemplateResult } from 'lit';
import { live } from 'lit/directives/live.js';
import { PopupPosition } from '../shared/popup-position.js';
import type { DataTableColumn } from './types.js';

/** The panel's id (in the element's shadow root). */
const PANEL_ID = 'columns-panel';

/** What the menu reads from the table, and tells it. */
export interface ColumnMenuOptions {
  /** Every column, in order (hidden ones included). */
  columns(): readonly DataTableColumn[];
  /** The ids of the hidden columns. */
  hidden(): readonly string[];
  /** The user hid or showed a column: `hidden` is the new list. */
  change(hidden: string[]): void;
}

/** Whether the menu lists a column: every column but `actions`. */
export const inColumnMenu = (column: DataTableColumn): boolean => column.type !== 'actions';

export class ColumnMenuController implements ReactiveController {
  readonly #host: ReactiveElement;
  readonly #options: ColumnMenuOptions;
  #open = false;
  #position: PopupPosition | undefined;

  constructor(host: ReactiveElement, options: ColumnMenuOptions) {
    this.#host = host;
    this.#options = options;
    host.addController(this);
  }

  /** Whether the panel is open. */
  get open(): boolean {
    return this.#open;
  }

  hostDisconnected(): void {
    this.#position?.stop();
    this.#position = undefined;
    this.#open = false;
  }

  /** The button and its panel. */
  render(label: string): TemplateResult {
    const hidden = new Set(this.#options.hidden());
    const listed = this.#options.columns().filter(inColumnMenu);
    const shown = listed.filter((c) => !hidden.has(c.id)).length;
    return html`<div class="columns">
      <button
        type="button"
        part="columns-button"
        aria-expanded=${this.#open ? 'true' : 'false'}
        aria-controls=${PANEL_ID}
        popovertarget=${PANEL_ID}
      >
        ${label}
      </button>
      <div
        id=${PANEL_ID}
        part="columns-panel"
        popover="auto"
        role="group"
        aria-label=${label}
        @toggle=${this.#onToggle}
      >
        ${listed.map((column) => {
          const visible = !hidden.has(column.id);
          return html`<label
            ><input
              type="checkbox"
              .checked=${live(visible)}
              ?disabled=${visible && shown <= 1}
              @change=${(event: Event) => this.#toggle(column.id, (event.target as HTMLInputElement).checked)}
            />${column.header}</label
          >`;
        })}
      </div>
    </div>`;
  }

  #toggle(id: string, visible: boolean): void {
    const hidden = this.#options.hidden().filter((h) => h !== id);
    this.#options.change(visible ? hidden : [...hidden, id]);
  }

  readonly #onToggle = (event: ToggleEvent): void => {
    const panel = event.target as HTMLElement;
    const button = this.#host.renderRoot.querySelector<HTMLElement>('[part~="columns-button"]');
    this.#open = event.newState === 'open';
    if (this.#open && button) {
      this.#position ??= new PopupPosition(button, panel, () => ({
        placement: 'bottom-start',
        distance: 4,
        padding: 8,
      }));
      this.#position.start();
    } else {
      this.#position?.stop();
      const root = this.#host.renderRoot as ShadowRoot;
      const active = root.activeElement;
      const lost = !active && (document.activeElement === null || document.activeElement === document.body);
      if ((active && panel.contains(active)) || lost) button?.focus();
    }
    this.#host.requestUpdate();
  };
}
