import { css } from 'lit';

export const styles = css`
  :host {
    --_max-height: var(--pp-data-table-max-height, 32rem);
    --_bg: var(--pp-color-bg-surface, Canvas);
    --_fg: var(--pp-color-fg-default, CanvasText);
    --_muted: var(--pp-color-fg-muted, color-mix(in srgb, CanvasText 68%, Canvas));
    --_border: var(--pp-data-table-border-color, var(--pp-color-border-default, GrayText));
    --_border-strong: var(--pp-color-border-strong, CanvasText);
    --_header-bg: var(--pp-data-table-header-background, var(--pp-color-bg-subtle, Canvas));
    --_hover-bg: var(
      --pp-data-table-row-hover-background,
      var(--pp-color-bg-hover, color-mix(in srgb, CanvasText 8%, Canvas))
    );
    --_selected-bg: var(
      --pp-data-table-row-selected-background,
      var(--pp-color-bg-selected, color-mix(in srgb, Highlight 16%, Canvas))
    );
    --_accent: var(--pp-color-bg-brand, AccentColor);
    --_link: var(--pp-color-fg-link, LinkText);
    --_focus: var(--pp-color-border-focus, Highlight);
    --_focus-width: var(--pp-focus-ring-width, 2px);
    --_radius: var(--pp-data-table-radius, var(--pp-radius-md, 0.375rem));
    --_space-1: var(--pp-space-1, 0.25rem);
    --_space-2: var(--pp-space-2, 0.5rem);
    --_space-3: var(--pp-space-3, 0.75rem);
    --_font: var(--pp-font-family-sans, system-ui, sans-serif);
    --_font-size: var(--pp-font-size-sm, 0.875rem);
    --_font-size-small: var(--pp-font-size-xs, 0.75rem);
    --_duration: var(--pp-duration-normal, 200ms);

    /*
     * One column that never grows past the host, and a host whose narrowest width is that of its
     * toolbar's and footer's widest piece, never the grid's: a wide grid scrolls sideways inside its own
     * box (the scroller), in a flex or grid item without min-width: 0 too, and the page does not.
     */
    display: grid;
    grid-template-columns: minmax(0, 1fr);
    font-family: var(--_font);
    font-size: var(--_font-size);
    line-height: var(--pp-line-height-normal, 1.5);
    color: var(--_fg);
  }

  :host([hidden]) {
    display: none;
  }

  .toolbar {
    display: flex;
    flex-wrap: wrap;
    gap: var(--_space-3);
    align-items: end;
    margin-block-end: var(--_space-3);
  }

  .field {
    display: flex;
    flex-direction: column;
    min-inline-size: 0;
    max-inline-size: 100%;
    gap: var(--_space-1);
    color: var(--_muted);
    font-size: var(--_font-size-small);
  }

  input,
  select {
    box-sizing: border-box;
    min-block-size: 2.25rem;
    padding: 0 var(--_space-2);
    font: inherit;
    font-size: var(--_font-size);
    color: var(--_fg);
    background: var(--_bg);
    border: 1px solid var(--_border);
    border-radius: var(--_radius);
  }

  input {
    inline-size: 14rem;
    max-inline-size: 100%;
  }

  /* A set filter: a pp-combobox as wide as a text filter, with the table's borders. (Not through
     --_border and --_radius: the combobox defines those names on the same element, a cycle.) */
  [part~='filter-set'] {
    --pp-combobox-width: 14rem;
    max-inline-size: 100%;
    --pp-combobox-border-color: var(--pp-data-table-border-color, var(--pp-color-border-default, GrayText));
    --pp-combobox-radius: var(--pp-data-table-radius, var(--pp-radius-md, 0.375rem));
  }

  /* A date range filter: its legend above the two dates, as a field's label; its error beside them. */
  fieldset.field {
    min-inline-size: 0;
    margin: 0;
    padding: 0;
    border: 0;
  }

  legend {
    padding: 0;
    margin-block-end: var(--_space-1);
  }

  .dates {
    display: flex;
    flex-wrap: wrap;
    gap: var(--_space-2);
    align-items: center;
  }

  .dates label {
    display: inline-flex;
    gap: var(--_space-1);
    align-items: center;
  }

  input[type='date'] {
    inline-size: auto;
  }

  [part~='filter-error'] {
    color: var(--pp-color-status-error-fg, CanvasText);
  }

  button {
    box-sizing: border-box;
    min-block-size: 2.25rem;
    min-inline-size: 2.25rem;
    padding: 0 var(--_space-2);
    font: inherit;
    color: var(--_fg);
    background: var(--_bg);
    border: 1px solid var(--_border);
    border-radius: var(--_radius);
    cursor: pointer;
  }

  /* The column visibility menu: a popover under its button (shared/popup-position.ts places it). */
  [part~='columns-panel'] {
    position: fixed;
    inset: auto;
    margin: 0;
    padding: var(--_space-2);
    color: var(--_fg);
    background: var(--_bg);
    border: 1px solid var(--_border);
    border-radius: var(--_radius);
    box-shadow: var(--pp-shadow-md, 0 4px 12px color-mix(in srgb, CanvasText 16%, transparent));
  }

  [part~='columns-panel']:popover-open {
    display: flex;
    flex-direction: column;
    gap: var(--_space-1);
  }

  [part~='columns-panel'] label {
    display: flex;
    gap: var(--_space-2);
    align-items: center;
    white-space: nowrap;
  }

  [part~='columns-panel'] input {
    inline-size: auto;
    min-block-size: 0;
  }

  button:disabled {
    color: var(--_muted);
    cursor: default;
  }

  :is(input, select, button, a, [tabindex]):focus-visible {
    outline: var(--_focus-width) solid var(--_focus);
    outline-offset: calc(-1 * var(--_focus-width));
  }

  .scroller {
    max-block-size: var(--_max-height);
    overflow: auto;
    border: 1px solid var(--_border);
    border-radius: var(--_radius);
    background: var(--_bg);
  }

  table {
    inline-size: 100%;
    border-collapse: separate;
    border-spacing: 0;
  }

  th,
  td {
    box-sizing: border-box;
    padding: var(--_space-2) var(--_space-3);
    text-align: start;
    border-block-end: 1px solid var(--_border);
    white-space: nowrap;
  }

  tbody tr:last-child > td {
    border-block-end: 0;
  }

  th {
    position: sticky;
    inset-block-start: 0;
    z-index: 1;
    background: var(--_header-bg);
    font-weight: var(--pp-font-weight-semibold, 600);
    user-select: none;
  }

  th[data-sortable] {
    cursor: pointer;
  }

  /*
   * A virtual table: its rows are CSS grids of the same columns (--_grid-columns), so that the rows the
   * virtualizer places line up with the header; the header row sticks as a whole.
   */
  table[data-virtual] {
    display: block;
  }

  table[data-virtual] thead {
    display: block;
    position: sticky;
    inset-block-start: 0;
    z-index: 2;
  }

  table[data-virtual] tr {
    display: grid;
    grid-template-columns: var(--_grid-columns);
    align-items: center;
    inline-size: 100%;
    border-block-end: 1px solid var(--_border);
  }

  table[data-virtual] :is(th, td) {
    border-block-end: 0;
  }

  table[data-virtual] thead tr {
    background: var(--_header-bg);
  }

  table[data-virtual] th {
    position: relative;
  }

  table[data-virtual] :is(th, td) {
    overflow: hidden;
    text-overflow: ellipsis;
  }

  table[data-virtual] td[colspan] {
    grid-column: 1 / -1;
  }

  /* Once the user resized a column: fixed widths, and what does not fit ends with an ellipsis. */
  table[data-fixed] :is(th, td) {
    overflow: hidden;
    text-overflow: ellipsis;
  }

  /* A header's resizer: a strip at its end edge, a line on hover, drag or focus. */
  [part~='resizer'] {
    position: absolute;
    inset-block: 0;
    inset-inline-end: 0;
    inline-size: 0.5rem;
    cursor: col-resize;
    touch-action: none;
  }

  [part~='resizer']::after {
    content: '';
    position: absolute;
    inset-block: var(--_space-1);
    inset-inline-end: 0;
    inline-size: 2px;
    background: var(--_border);
  }

  [part~='resizer']:hover::after,
  [part~='resizer']:focus-visible::after {
    background: var(--_focus);
  }

  [part~='resizer']:focus-visible {
    outline: var(--_focus-width) solid var(--_focus);
    outline-offset: calc(-1 * var(--_focus-width));
  }

  .header {
    display: inline-flex;
    align-items: center;
    gap: var(--_space-1);
  }

  [part~='sort-indicator'] {
    display: inline-block;
    inline-size: 0.75rem;
    color: var(--_muted);
  }

  [data-align='end'] {
    text-align: end;
  }

  [data-align='center'] {
    text-align: center;
  }

  tbody tr[data-href] {
    cursor: pointer;
  }

  tbody tr[data-href]:hover > td {
    background: var(--_hover-bg);
  }

  tbody tr[aria-selected='true'] > td {
    background: var(--_selected-bg);
  }

  /* The checkbox column: as narrow as its checkbox; the label fills the cell, so a click anywhere in it toggles. */
  [data-select] {
    inline-size: 1rem;
  }

  td[data-select] {
    position: relative;
  }

  .select {
    position: absolute;
    inset: 0;
    display: flex;
    align-items: center;
    justify-content: center;
    cursor: pointer;
  }

  input[type='checkbox'] {
    inline-size: 1rem;
    block-size: 1rem;
    min-block-size: 0;
    margin: 0;
    padding: 0;
    accent-color: var(--_accent);
    cursor: pointer;
  }

  input[type='checkbox']:focus-visible {
    outline-offset: 2px;
  }

  .selection {
    display: flex;
    flex-wrap: wrap;
    gap: var(--_space-2);
    align-items: center;
    margin-inline-start: auto;
  }

  a {
    color: var(--_link);
  }

  [part~='status'] {
    display: inline-block;
    padding: 0 var(--_space-2);
    border: 1px solid var(--_border);
    border-radius: var(--pp-radius-full, 999px);
    font-size: var(--_font-size-small);
  }

  .actions {
    display: inline-flex;
    gap: var(--_space-1);
  }

  [part~='skeleton'] {
    display: block;
    block-size: 0.75rem;
    inline-size: 70%;
    border-radius: var(--pp-radius-sm, 0.25rem);
    background: var(--_hover-bg);
    animation: pulse 1.2s ease-in-out infinite alternate;
  }

  @keyframes pulse {
    from {
      opacity: 1;
    }
    to {
      opacity: 0.4;
    }
  }

  @media (prefers-reduced-motion: reduce) {
    [part~='skeleton'] {
      animation: none;
    }
  }

  [part~='empty'],
  [part~='error'] {
    padding: var(--_space-3);
    text-align: center;
    white-space: normal;
    color: var(--_muted);
  }

  [part~='retry'] {
    margin-inline-start: var(--_space-2);
  }

  .pagination {
    display: flex;
    flex-wrap: wrap;
    gap: var(--_space-3);
    align-items: center;
    justify-content: end;
    margin-block-start: var(--_space-3);
  }

  /* The range and the page text move to the next line whole, never cut ("1–25 z"). */
  [part~='range'],
  [part~='page'] {
    white-space: nowrap;
  }

  .pagination .field {
    flex-direction: row;
    align-items: center;
    gap: var(--_space-2);
    font-size: var(--_font-size);
  }

  .buttons {
    display: inline-flex;
    gap: var(--_space-1);
  }

  svg {
    display: block;
    inline-size: 1rem;
    block-size: 1rem;
    fill: none;
    stroke: currentColor;
    stroke-width: 2;
    stroke-linecap: round;
    stroke-linejoin: round;
  }
`;
