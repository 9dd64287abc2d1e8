import * as React from 'react';
import { createComponent, type EventName } from '@lit/react';
import { PpDataTable } from './pp-data-table.js';
import type {
  DataTableNavigateDetail,
  DataTableRowActionDetail,
  DataTableSelectionDetail,
  DataTableStateChangeDetail,
} from './types.js';

/**
 * React wrapper of `<pp-data-table>`. Properties (`columns`, `rows`, `dataProvider`, `state`, texts,
 * ...) are set on the element. `onStateChange` receives `pp-state-change` (keep `detail.state` in the
 * URL), `onNavigate` receives `pp-navigate` (call `event.preventDefault()` to route client-side),
 * `onRowAction` receives `pp-row-action`, `onSelectionChange` receives `pp-selection-change` (with
 * `selectable`).
 */
export const DataTable = createComponent({
  tagName: 'pp-data-table',
  elementClass: PpDataTable,
  react: React,
  events: {
    onStateChange: 'pp-state-change' as EventName<CustomEvent<DataTableStateChangeDetail>>,
    onNavigate: 'pp-navigate' as EventName<CustomEvent<DataTableNavigateDetail>>,
    onRowAction: 'pp-row-action' as EventName<CustomEvent<DataTableRowActionDetail>>,
    onSelectionChange: 'pp-selection-change' as EventName<CustomEvent<DataTableSelectionDetail>>,
  },
  displayName: 'DataTable',
});
