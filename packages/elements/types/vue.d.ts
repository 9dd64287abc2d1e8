import type { DefineComponent } from "vue";

import type { PpAlert } from "@portal-elements/elements/pp-alert/pp-alert.js";
import type { PpAppShell } from "@portal-elements/elements/pp-app-shell/pp-app-shell.js";
import type { PpAvatar } from "@portal-elements/elements/pp-avatar/pp-avatar.js";
import type { PpBadge } from "@portal-elements/elements/pp-badge/pp-badge.js";
import type { PpBreadcrumbItem } from "@portal-elements/elements/pp-breadcrumb/pp-breadcrumb-item.js";
import type { PpBreadcrumb } from "@portal-elements/elements/pp-breadcrumb/pp-breadcrumb.js";
import type { PpButton } from "@portal-elements/elements/pp-button/pp-button.js";
import type { PpCheckbox } from "@portal-elements/elements/pp-checkbox/pp-checkbox.js";
import type {
  PpCombobox,
  ComboboxSelectDetail,
  ComboboxNavigateDetail,
  ComboboxToggleDetail,
} from "@portal-elements/elements/pp-combobox/pp-combobox.js";
import type {
  PpDataTable,
  DataTableStateChangeDetail,
  DataTableNavigateDetail,
  DataTableRowActionDetail,
  DataTableSelectionDetail,
} from "@portal-elements/elements/pp-data-table/pp-data-table.js";
import type { PpDialog, DialogRequestCloseDetail } from "@portal-elements/elements/pp-dialog/pp-dialog.js";
import type { PpMenuGroup } from "@portal-elements/elements/pp-menu/pp-menu-group.js";
import type { PpMenuItem } from "@portal-elements/elements/pp-menu/pp-menu-item.js";
import type { PpMenuSeparator } from "@portal-elements/elements/pp-menu/pp-menu-separator.js";
import type { PpMenu, MenuSelectDetail } from "@portal-elements/elements/pp-menu/pp-menu.js";
import type { PpProgressBar } from "@portal-elements/elements/pp-progress-bar/pp-progress-bar.js";
import type { PpRadioGroup } from "@portal-elements/elements/pp-radio-group/pp-radio-group.js";
import type { PpRadio } from "@portal-elements/elements/pp-radio-group/pp-radio.js";
import type {
  PpRichTextEditor,
  RichTextEditorUploadErrorDetail,
} from "@portal-elements/elements/pp-rich-text-editor/pp-rich-text-editor.js";
import type { PpScrollArea } from "@portal-elements/elements/pp-scroll-area/pp-scroll-area.js";
import type {
  PpSidebar,
  SidebarNavigateDetail,
  SidebarToggleDetail,
} from "@portal-elements/elements/pp-sidebar/pp-sidebar.js";
import type { PpSkeleton } from "@portal-elements/elements/pp-skeleton/pp-skeleton.js";
import type { PpSpinner } from "@portal-elements/elements/pp-spinner/pp-spinner.js";
import type { PpSwitch } from "@portal-elements/elements/pp-switch/pp-switch.js";
import type { PpTabPanel } from "@portal-elements/elements/pp-tabs/pp-tab-panel.js";
import type { PpTab } from "@portal-elements/elements/pp-tabs/pp-tab.js";
import type { PpTabs, TabShowDetail } from "@portal-elements/elements/pp-tabs/pp-tabs.js";
import type { PpTextField } from "@portal-elements/elements/pp-text-field/pp-text-field.js";
import type { PpTextarea } from "@portal-elements/elements/pp-textarea/pp-textarea.js";
import type {
  PpToaster,
  ToasterDismissDetail,
  ToasterActionDetail,
} from "@portal-elements/elements/pp-toaster/pp-toaster.js";
import type { PpTooltipGroup } from "@portal-elements/elements/pp-tooltip/pp-tooltip-group.js";
import type { PpTooltip, TooltipToggleDetail } from "@portal-elements/elements/pp-tooltip/pp-tooltip.js";

type PpAlertProps = {
  /** What the alert tells: its icon, colours, hidden prefix and (when live) its role. */
  variant?: PpAlert["variant"];
  /** The heading, shown in bold above the message (or use the `heading` slot). */
  heading?: PpAlert["heading"];
  /** Shows a close button that hides the alert. */
  closable?: PpAlert["closable"];
  /** When the alert is announced: `auto` when it appears after the page has loaded, `always`, or `never`. */
  announce?: PpAlert["announce"];
  /** Hidden, as the global attribute; removing it shows the alert again (and announces it, unless `announce="never"`). */
  hidden?: PpAlert["hidden"];
  /** The accessible name of the close button (`closable`). */
  "close-label"?: PpAlert["closeLabel"];
  /** Hidden text read before the message of an `info` alert. */
  "info-text"?: PpAlert["infoText"];
  /** Hidden text read before the message of a `success` alert. */
  "success-text"?: PpAlert["successText"];
  /** Hidden text read before the message of a `warning` alert. */
  "warning-text"?: PpAlert["warningText"];
  /** Hidden text read before the message of an `error` alert. */
  "error-text"?: PpAlert["errorText"];

  /** The close button was pressed. Cancelable: `preventDefault()` keeps the alert shown. */
  "onpp-close"?: (e: CustomEvent<never>) => void;
};

type PpAppShellProps = {
  /** The skip link, first in the tab order: it moves focus to the main content. */
  "skip-label"?: PpAppShell["skipLabel"];
  /** The accessible name of the menu toggle (the sidebar's own `toggle-label` is the same text). */
  "toggle-label"?: PpAppShell["toggleLabel"];
};

type PpAvatarProps = {
  /** The person's name (or e-mail address): gives the initials and the accessible name. */
  name?: PpAvatar["name"];
  /** The picture's URL. The initials show until it has loaded, and stay if it fails. */
  src?: PpAvatar["src"];
  /** The accessible name, when it should say more than `name` (e.g. 'Anna Nowak, online'). */
  label?: PpAvatar["label"];
  /** Size: `sm` 1.5rem, `md` 2rem (default), `lg` 2.5rem. */
  size?: PpAvatar["size"];
  /** `circle` for people (default), `square` for projects and organisations. */
  shape?: PpAvatar["shape"];
  /** Leave the avatar out of the accessibility tree: its name is said elsewhere. */
  decorative?: PpAvatar["decorative"];
  /** The accessible name of an avatar that has neither a `name` nor a `label`. */
  "anonymous-label"?: PpAvatar["anonymousLabel"];
};

type PpBadgeProps = {
  /** The colour, after what the badge says. */
  variant?: PpBadge["variant"];
  /** Tinted with a border (`soft`) or filled (`solid`). */
  appearance?: PpBadge["appearance"];
  /** Fully rounded ends, for counts and short tags. */
  pill?: PpBadge["pill"];
};

type PpBreadcrumbItemProps = {
  /** The address of the page; the item draws its own link to it (not when it is `current`). */
  href?: PpBreadcrumbItem["href"];
  /** The item is the page being shown: `aria-current="page"`, not a link. */
  current?: PpBreadcrumbItem["current"];
};

type PpBreadcrumbProps = {
  /** The accessible name of the breadcrumb's navigation landmark. */
  label?: PpBreadcrumb["label"];
};

type PpButtonProps = {
  /** How the button looks. */
  variant?: PpButton["variant"];
  /** Its height (and its width when it has only an icon). */
  size?: PpButton["size"];
  /** What it does in its form: `button` (nothing, the default), `submit` or `reset`. */
  type?: PpButton["type"];
  /** Renders a link to this address instead of a button (`type` and the form attributes then do nothing). */
  href?: PpButton["href"];
  /** Where a link opens (`_blank` for a new tab, which it then says to screen readers). */
  target?: PpButton["target"];
  /** The link's `rel`; a link with `target="_blank"` gets `noopener noreferrer` when none is given. */
  rel?: PpButton["rel"];
  /** Makes the link download its target, under this file name when one is given. */
  download?: PpButton["download"];
  /** The accessible name, required when the button shows only an icon; otherwise its text is its name. */
  label?: PpButton["label"];
  /** The keyboard shortcuts that also press this button, as `aria-keyshortcuts` takes them
(`Control+K Meta+K`): given to the inner control, which is what assistive technology reads. */
  keyshortcuts?: PpButton["keyshortcuts"];
  /** Shows a spinner and ignores activation, keeping the focus and the width. */
  loading?: PpButton["loading"];
  /** Sent with the form as `name=value` when this button submits it. */
  value?: PpButton["value"];
  /** The address the form is sent to when this button submits it (the form's `action` otherwise). */
  formaction?: PpButton["formaction"];
  /** The HTTP method used when this button submits the form. */
  formmethod?: PpButton["formmethod"];
  /** The encoding used when this button submits the form. */
  formenctype?: PpButton["formenctype"];
  /** Where the response opens when this button submits the form. */
  formtarget?: PpButton["formtarget"];
  /** Submits the form without validating it (a 'Save draft' button). */
  formnovalidate?: PpButton["formnovalidate"];
  /** Hidden text read after the button's name while it is `loading`. */
  "loading-text"?: PpButton["loadingText"];
  /** Hidden text read after the name of a link button that opens in a new tab (`target="_blank"`). */
  "external-text"?: PpButton["externalText"];
  /** The form field name. */
  name?: PpButton["name"];
  /** Disables the element: it takes no input and is not submitted. */
  disabled?: PpButton["disabled"];
  /** The form this element belongs to. */
  form?: PpButton["form"];
};

type PpCheckboxProps = {
  /** Shows the checkbox as mixed, neither checked nor unchecked; a toggle by the user clears it. */
  indeterminate?: PpCheckbox["indeterminate"];
  /** The validation message when `required` and not checked. */
  "value-missing-message"?: PpCheckbox["valueMissingMessage"];
  /** Whether it is on. The `checked` attribute is the state at first, and the one a form reset
returns to; the property holds the current state. */
  checked?: PpCheckbox["checked"];
  /** Sent with the form as `name=value` while checked (nothing is sent while unchecked). */
  value?: PpCheckbox["value"];
  /** The label beside the control: its accessible name, and a click on it toggles (the `label` slot replaces it). */
  label?: PpCheckbox["label"];
  /** Help under the label, read as the control's description (the `hint` slot replaces it). */
  hint?: PpCheckbox["hint"];
  /** An error to show (a server's answer): the control is invalid with this message until it is '' again. */
  error?: PpCheckbox["error"];
  /** The size of the control and its text. */
  size?: PpCheckbox["size"];
  /** A value is required for the form to be valid. */
  required?: PpCheckbox["required"];
  /** The form field name. */
  name?: PpCheckbox["name"];
  /** Disables the element: it takes no input and is not submitted. */
  disabled?: PpCheckbox["disabled"];
  /** The validity state. */
  validity?: PpCheckbox["validity"];
  /** The validation message, '' when valid. */
  validationMessage?: PpCheckbox["validationMessage"];
  /** Whether the element takes part in constraint validation. */
  willValidate?: PpCheckbox["willValidate"];
  /** The form this element belongs to. */
  form?: PpCheckbox["form"];
  /** The user toggled the checkbox, after `checked` follows it. */
  oninput?: (e: CustomEvent<never>) => void;
  /** The user toggled the checkbox (after `input`). */
  onchange?: (e: CustomEvent<never>) => void;
};

type PpComboboxProps = {
  /** `select` (default): a button-like trigger (no text input); `editable`: a text input that filters
the list. */
  mode?: PpCombobox["mode"];
  /** The id of the chosen plain or radio option ('' for none). The `value` attribute is the value at
first, and the one a form reset returns to. */
  value?: PpCombobox["value"];
  /** Whether the list is shown. */
  open?: PpCombobox["open"];
  /** Shown when nothing is chosen; the accessible name when `label` is empty. */
  placeholder?: PpCombobox["placeholder"];
  /** The accessible name of the combobox and its listbox; with `field`, also its visible label. */
  label?: PpCombobox["label"];
  /** Lay it out as a form field: `label` shows above the box (with the required mark when `required`),
and the `required` check's message under it once the user has been there. Off, `label` is only the
accessible name (a project switcher, a palette, a table's filter). */
  field?: PpCombobox["field"];
  /** Help under the box, read as the combobox's description (the `hint` slot replaces it). */
  hint?: PpCombobox["hint"];
  /** An error to show under the box (a server's answer, the page's own check), read as the combobox's
description: it is `aria-invalid`, and invalid with this message, until it is '' again. */
  error?: PpCombobox["error"];
  /** Shown and announced when nothing matches. */
  "empty-text"?: PpCombobox["emptyText"];
  /** Shown while the data provider loads (and in rows not loaded yet). */
  "loading-text"?: PpCombobox["loadingText"];
  /** Shown and announced when the data provider fails. */
  "error-text"?: PpCombobox["errorText"];
  /** Accessible name of the back button of a nested level. */
  "back-label"?: PpCombobox["backLabel"];
  /** Accessible name of the breadcrumb of a nested level. */
  "path-label"?: PpCombobox["pathLabel"];
  /** Read after the name of an option that opens a level. */
  "submenu-text"?: PpCombobox["submenuText"];
  /** Announced for a checked checkbox option. */
  "checked-text"?: PpCombobox["checkedText"];
  /** Announced for an unchecked checkbox option. */
  "unchecked-text"?: PpCombobox["uncheckedText"];
  /** The position part of an active-option announcement: `{position}` and `{count}` are replaced. */
  "position-text"?: PpCombobox["positionText"];
  /** The count announcement by plural category (`Intl.PluralRules` of `locale`); `{count}` is replaced. */
  "count-text"?: PpCombobox["countText"];
  /** The validation message when `required` and nothing is chosen. */
  "required-message"?: PpCombobox["requiredMessage"];
  /** Locale of the plural rules of the count announcement. Set it with your own `countText` in a third
language; setting it changes no other text. */
  locale?: PpCombobox["locale"];
  /** Typing makes the best match active, so Enter accepts it (command palettes). */
  "auto-activate"?: PpCombobox["autoActivate"];
  /** Search only the current level; by default matches below it are found too, shown with their path. */
  "shallow-search"?: PpCombobox["shallowSearch"];
  /** Down on the last option goes to the first, and Up on the first to the last. */
  loop?: PpCombobox["loop"];
  /** Items asked from the data provider at a time. */
  "page-size"?: PpCombobox["pageSize"];
  /** Rows rendered beyond each edge of the visible list. */
  overscan?: PpCombobox["overscan"];
  /** Milliseconds between the last keystroke and the data provider call. */
  debounce?: PpCombobox["debounce"];
  /** Milliseconds after closing before the query, level and active option reset. */
  "reset-delay"?: PpCombobox["resetDelay"];
  /** Announce the active option in the live region: `auto` on Apple platforms only (VoiceOver handles
`aria-activedescendant` badly, and other screen readers would hear it twice). */
  "announce-active"?: PpCombobox["announceActive"];
  /** Milliseconds to wait before announcing the option count (typing coalesces). */
  "announce-delay"?: PpCombobox["announceDelay"];
  /** A value is required for the form to be valid. */
  required?: PpCombobox["required"];
  /** The form field name. */
  name?: PpCombobox["name"];
  /** Disables the element: it takes no input and is not submitted. */
  disabled?: PpCombobox["disabled"];
  /** The options, as a tree (`children` opens a level). Ignored while `dataProvider` is set. */
  options?: PpCombobox["options"];
  /** Server-side options: asked for a page at a time, debounced, stale requests aborted. */
  dataProvider?: PpCombobox["dataProvider"];
  /** The ids of the checked checkbox options. */
  checkedValues?: PpCombobox["checkedValues"];
  /** The validity state. */
  validity?: PpCombobox["validity"];
  /** The validation message, '' when valid. */
  validationMessage?: PpCombobox["validationMessage"];
  /** Whether the element takes part in constraint validation. */
  willValidate?: PpCombobox["willValidate"];
  /** The form this element belongs to. */
  form?: PpCombobox["form"];
  /** The value (or a checkbox option's state) changed through the user. */
  oninput?: (e: CustomEvent<never>) => void;
  /** The value (or a checkbox option's state) changed through the user. */
  onchange?: (e: CustomEvent<never>) => void;
  /** A plain, radio or checkbox option was accepted. Cancelable: `preventDefault()` keeps the value. */
  "onpp-select"?: (e: CustomEvent<ComboboxSelectDetail>) => void;
  /** An `href` option was accepted. Cancelable unless `asInertiaLink` is false; when not canceled the browser loads `href`. */
  "onpp-navigate"?: (e: CustomEvent<ComboboxNavigateDetail>) => void;
  /** The list opened or closed. */
  "onpp-toggle"?: (e: CustomEvent<ComboboxToggleDetail>) => void;
};

type PpDataTableProps = {
  /** The accessible name of the grid. */
  label?: PpDataTable["label"];
  /** The page-size options. */
  "page-sizes"?: PpDataTable["pageSizes"];
  /** Labels of `status` values (a column's own `statusLabels` win), e.g. `{ "active": "Aktywny" }`. */
  "status-labels"?: PpDataTable["statusLabels"];
  /** Milliseconds between the last keystroke of a search or filter and the data provider call. */
  debounce?: PpDataTable["debounce"];
  /** Shows every matching row in one scrolling grid instead of pages: only the rows in view (and 10
above and below) are in the DOM, each with its `aria-rowindex`; the header stays on top, the
number of matching rows shows under the grid. With a `dataProvider`, the rows are asked for in
blocks of 100 (`offset`, `limit`) as they come near the view, skeleton rows in their place until
they arrive. */
  virtual?: PpDataTable["virtual"];
  /** Adds a first column of checkboxes that select rows (see `selection`). */
  selectable?: PpDataTable["selectable"];
  /** The row field whose value (as text) is a row's key in `selection`: unique, and the same for a row
on every page (a row without it is keyed by its index, which is not). */
  "row-key"?: PpDataTable["rowKey"];
  /** The label of the global search field. */
  "search-label"?: PpDataTable["searchLabel"];
  /** The label of a column's filter (text, set, or the legend of a date range): `{column}` is the column's header. */
  "filter-label"?: PpDataTable["filterLabel"];
  /** Shown in a set filter while no value is chosen (every row matches). */
  "filter-all-text"?: PpDataTable["filterAllText"];
  /** The label of a date range filter's first date (the group is named after the column). */
  "date-from-label"?: PpDataTable["dateFromLabel"];
  /** The label of a date range filter's last date (the group is named after the column). */
  "date-to-label"?: PpDataTable["dateToLabel"];
  /** Shown (and announced) next to a date range filter whose start is after its end; the range is not applied. */
  "date-range-error-text"?: PpDataTable["dateRangeErrorText"];
  /** Shown (and announced) when no row matches. */
  "empty-text"?: PpDataTable["emptyText"];
  /** The accessible name of the skeleton rows while rows load. */
  "loading-text"?: PpDataTable["loadingText"];
  /** Shown (and announced) when the data provider fails. */
  "error-text"?: PpDataTable["errorText"];
  /** The button that asks the data provider again after a failure. */
  "retry-label"?: PpDataTable["retryLabel"];
  /** The accessible name of the pagination bar. */
  "pagination-label"?: PpDataTable["paginationLabel"];
  /** The label of the page-size field. */
  "page-size-label"?: PpDataTable["pageSizeLabel"];
  /** The rows shown: `{from}`, `{to}` and `{total}` are replaced (numbers formatted for the language). */
  "range-text"?: PpDataTable["rangeText"];
  /** The page shown: `{page}` and `{count}` are replaced. */
  "page-text"?: PpDataTable["pageText"];
  /** The first-page button. */
  "first-page-label"?: PpDataTable["firstPageLabel"];
  /** The previous-page button. */
  "previous-page-label"?: PpDataTable["previousPageLabel"];
  /** The next-page button. */
  "next-page-label"?: PpDataTable["nextPageLabel"];
  /** The last-page button. */
  "last-page-label"?: PpDataTable["lastPageLabel"];
  /** Announced after a sort: `{columns}` is each key's column and direction, joined by ', '. */
  "sorted-text"?: PpDataTable["sortedText"];
  /** Announced when no column sorts any more. */
  "unsorted-text"?: PpDataTable["unsortedText"];
  /** The direction of an ascending sort key in the sort announcement. */
  "ascending-text"?: PpDataTable["ascendingText"];
  /** The direction of a descending sort key in the sort announcement. */
  "descending-text"?: PpDataTable["descendingText"];
  /** The result count announcement by plural category (`Intl.PluralRules` of the language); `{count}` is replaced. */
  "count-text"?: PpDataTable["countText"];
  /** The label of a row's checkbox (`selectable`): `{row}` is the text of the row's first column. */
  "select-row-label"?: PpDataTable["selectRowLabel"];
  /** The label of the header checkbox that selects or clears the rows of the page (`selectable`). */
  "select-page-label"?: PpDataTable["selectPageLabel"];
  /** The selected count shown above the grid and announced, by plural category (`Intl.PluralRules` of the language); `{count}` is replaced. */
  "selection-count-text"?: PpDataTable["selectionCountText"];
  /** The button that selects every matching row once the page is selected: `{total}` is their number. */
  "select-all-matching-label"?: PpDataTable["selectAllMatchingLabel"];
  /** The button that clears the selection. */
  "clear-selection-label"?: PpDataTable["clearSelectionLabel"];
  /** The button in the toolbar, shown while the search or a column filter is set, that clears them all. */
  "clear-filters-label"?: PpDataTable["clearFiltersLabel"];
  /** The name of a header's resizer: `{column}` is the column's header. */
  "resize-label"?: PpDataTable["resizeLabel"];
  /** The button of the column visibility menu (and the name of its panel). */
  "columns-label"?: PpDataTable["columnsLabel"];
  /** The columns, in order (`hidden` ones are not shown). */
  columns?: PpDataTable["columns"];
  /** Client-side rows: all of them; the table sorts, filters and pages them. Ignored while `dataProvider` is set. */
  rows?: PpDataTable["rows"];
  /** Server-side rows: asked for a page at a time with the state; stale requests are aborted. */
  dataProvider?: PpDataTable["dataProvider"];
  /** The link of a row (opened by a click on the row or Enter); `link` columns default to it. */
  rowHref?: PpDataTable["rowHref"];
  /** The sort keys, filters, search, page (1-based), page size and hidden columns. Reading gives a copy; setting
applies it (a partial or invalid state is completed and corrected) without `pp-state-change`. */
  state?: PpDataTable["state"];
  /** The selected rows of a `selectable` table: `keys` (their `rowKey` values), or with a
`dataProvider` after "select all matching", `allMatching: true` and the keys `excluded` since
(`allMatching` means the rows matching the current search and filters, and ends when they change).
Reading gives a copy; setting applies it without `pp-selection-change` (an `allMatching` set on
client-side rows becomes their keys). */
  selection?: PpDataTable["selection"];
  /** The user changed the sort, a filter, the search, the page, the page size, the hidden columns or a column's width (once, at the end of a drag), or pressed "clear filters" (once, search and filters emptied, page 1); `detail.state` is the new state. Not fired when the host sets `state`, nor for a date range whose start is after its end. */
  "onpp-state-change"?: (e: CustomEvent<DataTableStateChangeDetail>) => void;
  /** A row's link was opened (click on the row or its link, Enter on a cell). Cancelable: `preventDefault()` keeps the browser from loading `href`, to route client-side. */
  "onpp-navigate"?: (e: CustomEvent<DataTableNavigateDetail>) => void;
  /** A button of an `actions` column was pressed. */
  "onpp-row-action"?: (e: CustomEvent<DataTableRowActionDetail>) => void;
  /** The user changed the selection (a row's or the page's checkbox, "select all matching", "clear selection", or a search or filter change that ends `allMatching`); `detail.selection` is the new selection, `detail.count` the number of rows selected. Not fired when the host sets `selection`. */
  "onpp-selection-change"?: (e: CustomEvent<DataTableSelectionDetail>) => void;
};

type PpDialogProps = {
  /** Whether the dialog is open. Setting it opens or closes the dialog (without `pp-request-close`). */
  open?: PpDialog["open"];
  /** The heading of the dialog and its accessible name (the `label` slot replaces it). */
  label?: PpDialog["label"];
  /** The widest the dialog grows: `sm` 25rem, `md` 35rem, `lg` 50rem (never wider than the viewport). */
  size?: PpDialog["size"];
  /** `center` (the default) or `end`: a drawer along the inline end edge, full height. */
  placement?: PpDialog["placement"];
  /** A click on the backdrop does not close the dialog (Escape and the close button still do). */
  "no-light-dismiss"?: PpDialog["noLightDismiss"];
  /** No header is shown: neither the heading nor the close button (a search dialog whose field says
what it is). The heading still names the dialog for assistive technology. Escape and the
backdrop still close it; give pointer users a way out if you also set `no-light-dismiss`. */
  "no-header"?: PpDialog["noHeader"];
  /** The accessible name of the close button in the dialog's header. */
  "close-label"?: PpDialog["closeLabel"];

  /** The person asked to close the dialog (Escape, the close button, the backdrop). Cancelable: `preventDefault()` keeps it open. */
  "onpp-request-close"?: (e: CustomEvent<DialogRequestCloseDetail>) => void;
  /** The dialog starts to open. */
  "onpp-open"?: (e: CustomEvent<never>) => void;
  /** The dialog is open and its opening transition has ended. */
  "onpp-after-open"?: (e: CustomEvent<never>) => void;
  /** The dialog starts to close (for any reason). */
  "onpp-close"?: (e: CustomEvent<never>) => void;
  /** The dialog is closed, its closing transition has ended and focus is back. */
  "onpp-after-close"?: (e: CustomEvent<never>) => void;
};

type PpMenuGroupProps = {
  /** The group's name, shown above its items. */
  label?: PpMenuGroup["label"];
};

type PpMenuItemProps = {
  /** `item` (a command or link), `checkbox` or `radio`. */
  type?: PpMenuItem["type"];
  /** What `pp-select` reports for this item (its text when empty). */
  value?: PpMenuItem["value"];
  /** Whether a checkbox or radio item is checked. */
  checked?: PpMenuItem["checked"];
  /** Focusable but not activatable, and shown as such. */
  disabled?: PpMenuItem["disabled"];
  /** Groups radio items: one of the radios with this name in the menu is checked. Without it, the radios of one parent (a `<pp-menu-group>`) are a group. */
  name?: PpMenuItem["name"];
  /** Makes the item a link to this address, followed when it is activated. */
  href?: PpMenuItem["href"];
  /** Where the link opens (`_blank` for a new tab). */
  target?: PpMenuItem["target"];
  /** The link's `rel` (`noopener noreferrer` for `target="_blank"` when none is given). */
  rel?: PpMenuItem["rel"];
  /** Makes the link download its target, under this file name when one is given. */
  download?: PpMenuItem["download"];
  /** The `<pp-menu>` this item opens, if any. */
  submenu?: PpMenuItem["submenu"];
  /** The item's own text (without its submenu, prefix or suffix), as type-to-select reads it. */
  text?: PpMenuItem["text"];
};

type PpMenuSeparatorProps = {};

type PpMenuProps = {
  /** Whether the menu is shown. Setting it opens or closes the menu without moving the focus. */
  open?: PpMenu["open"];
  /** Where the menu goes: `bottom-start` by default, `right-start` for a submenu (`left-start` right to left). */
  placement?: PpMenu["placement"];
  /** The menu's accessible name; by default it is named by its trigger. */
  label?: PpMenu["label"];
  /** Whether this menu is the submenu of an item. */
  isSubmenu?: PpMenu["isSubmenu"];
  /** The element that opens the menu: the `trigger` child, or a submenu's item. */
  trigger?: PpMenu["trigger"];
  /** The menu's own items, in order (not those of its submenus). */
  items?: PpMenu["items"];
  /** An item is activated (fired from the item, before a checkbox or radio changes). Cancel it to keep the item as it is and the menu open. */
  "onpp-select"?: (e: CustomEvent<MenuSelectDetail>) => void;
  /** The menu opened. */
  "onpp-open"?: (e: CustomEvent<never>) => void;
  /** The menu closed. */
  "onpp-close"?: (e: CustomEvent<never>) => void;
};

type PpProgressBarProps = {
  /** How far the task has come, from 0 to `max` (held within them). */
  value?: PpProgressBar["value"];
  /** The value of a finished task (100 by default; a value of 0 or less counts as 100). */
  max?: PpProgressBar["max"];
  /** The task is under way but how far it has come is unknown: no value, a sliding bar. */
  indeterminate?: PpProgressBar["indeterminate"];
  /** A bar of 3 px with square ends and no label row, for a page's loading bar. */
  thin?: PpProgressBar["thin"];
  /** Shows the label above the bar, with the percentage beside it. */
  "show-label"?: PpProgressBar["showLabel"];
  /** What screen readers read as the value instead of the percentage ('3 z 5 plików'). */
  "value-text"?: PpProgressBar["valueText"];
  /** The accessible name (and the visible label with `show-label`), when the page gives none. */
  label?: PpProgressBar["label"];
};

type PpRadioGroupProps = {
  /** The `value` of the checked radio, '' when none is checked (a radio whose value is '' cannot be
checked). Setting it checks the radio of that value, also one added later. The `value` attribute
is the value at first, and the one a form reset returns to. */
  value?: PpRadioGroup["value"];
  /** The label above the radios: the group's accessible name (the `label` slot replaces it). */
  label?: PpRadioGroup["label"];
  /** Help under the radios, read as the group's description (the `hint` slot replaces it). */
  hint?: PpRadioGroup["hint"];
  /** An error to show (a server's answer): the group is invalid with this message until it is '' again. */
  error?: PpRadioGroup["error"];
  /** How the radios are laid out: a column or a row (only the layout: every arrow key works in both). */
  orientation?: PpRadioGroup["orientation"];
  /** How the radios look: circles beside their text, or `segmented`, a strip of a few short options
side by side with the chosen one filled (a view or a period switch). Only the look: the keys, the
form and the accessibility are the same. Under forced colours the segments keep their circles. */
  appearance?: PpRadioGroup["appearance"];
  /** Hides the label from sight; it stays the group's accessible name. Only where the purpose of the
choice is plain from where it stands (a view switch in a toolbar); the label is still required. */
  "hide-label"?: PpRadioGroup["hideLabel"];
  /** The validation message when the group is `required` and no option is chosen. */
  "value-missing-message"?: PpRadioGroup["valueMissingMessage"];
  /** A value is required for the form to be valid. */
  required?: PpRadioGroup["required"];
  /** The form field name. */
  name?: PpRadioGroup["name"];
  /** Disables the element: it takes no input and is not submitted. */
  disabled?: PpRadioGroup["disabled"];
  /** The validity state. */
  validity?: PpRadioGroup["validity"];
  /** The validation message, '' when valid. */
  validationMessage?: PpRadioGroup["validationMessage"];
  /** Whether the element takes part in constraint validation. */
  willValidate?: PpRadioGroup["willValidate"];
  /** The form this element belongs to. */
  form?: PpRadioGroup["form"];
  /** The user checked another radio (click, arrow key or Space), after `value` follows it. */
  oninput?: (e: CustomEvent<never>) => void;
  /** The user checked another radio, right after `input`. */
  onchange?: (e: CustomEvent<never>) => void;
};

type PpRadioProps = {
  /** The group's `value` (and what its form submits) while this radio is checked. */
  value?: PpRadio["value"];
  /** The radio cannot be chosen: it is skipped by the arrow keys and out of the tab order. */
  disabled?: PpRadio["disabled"];
  /** Whether this radio is the chosen one. Set by its group from the group's `value`: to choose a
radio from code, set the group's `value`. */
  checked?: PpRadio["checked"];
};

type PpRichTextEditorProps = {
  /** The accessible name of the editing area (the host's `aria-label` is used when this is empty). */
  label?: PpRichTextEditor["label"];
  /** Shown in the empty editor (and its `aria-placeholder`). */
  placeholder?: PpRichTextEditor["placeholder"];
  /** Greatest number of text characters; typing stops there, and a count shows. 0 or unset: no limit. */
  maxlength?: PpRichTextEditor["maxlength"];
  /** The text can be read, selected and copied, not changed. */
  readonly?: PpRichTextEditor["readonly"];
  /** The link form also accepts paths relative to the page (`/docs`, `./a`, `#part`). */
  "allow-relative-links"?: PpRichTextEditor["allowRelativeLinks"];
  /** Largest file size in bytes an upload may have (0: no limit); larger files are refused. */
  "max-file-size"?: PpRichTextEditor["maxFileSize"];
  /** Accepted files, as `<input type="file" accept>`: MIME types, `image/*`, `.pdf` ('' accepts any). */
  accept?: PpRichTextEditor["accept"];
  /** The accessible name of the toolbar. */
  "toolbar-label"?: PpRichTextEditor["toolbarLabel"];
  /** The bold button. */
  "bold-label"?: PpRichTextEditor["boldLabel"];
  /** The italic button. */
  "italic-label"?: PpRichTextEditor["italicLabel"];
  /** The strikethrough button. */
  "strike-label"?: PpRichTextEditor["strikeLabel"];
  /** The inline code button. */
  "code-label"?: PpRichTextEditor["codeLabel"];
  /** The level 2 heading button. */
  "heading2-label"?: PpRichTextEditor["heading2Label"];
  /** The level 3 heading button. */
  "heading3-label"?: PpRichTextEditor["heading3Label"];
  /** The bulleted list button. */
  "bullet-list-label"?: PpRichTextEditor["bulletListLabel"];
  /** The numbered list button. */
  "ordered-list-label"?: PpRichTextEditor["orderedListLabel"];
  /** The quote button. */
  "blockquote-label"?: PpRichTextEditor["blockquoteLabel"];
  /** The code block button. */
  "code-block-label"?: PpRichTextEditor["codeBlockLabel"];
  /** The horizontal line button. */
  "horizontal-rule-label"?: PpRichTextEditor["horizontalRuleLabel"];
  /** The link button (opens the link form). */
  "link-label"?: PpRichTextEditor["linkLabel"];
  /** The attach file button (shown while `uploadHandler` is set). */
  "attach-label"?: PpRichTextEditor["attachLabel"];
  /** The undo button. */
  "undo-label"?: PpRichTextEditor["undoLabel"];
  /** The redo button. */
  "redo-label"?: PpRichTextEditor["redoLabel"];
  /** The accessible name of the link form. */
  "link-form-label"?: PpRichTextEditor["linkFormLabel"];
  /** The label of the link form's address field. */
  "link-url-label"?: PpRichTextEditor["linkUrlLabel"];
  /** The link form's button that adds or changes the link. */
  "link-apply-label"?: PpRichTextEditor["linkApplyLabel"];
  /** The link form's button that removes the link (shown when editing one). */
  "link-remove-label"?: PpRichTextEditor["linkRemoveLabel"];
  /** The link form's button that closes it. */
  "link-cancel-label"?: PpRichTextEditor["linkCancelLabel"];
  /** Shown and announced next to the address field when the address is not allowed. */
  "invalid-url-message"?: PpRichTextEditor["invalidUrlMessage"];
  /** The error toast (or inline message) of a failed, over-size or refused upload. */
  "upload-error-message"?: PpRichTextEditor["uploadErrorMessage"];
  /** The accessible name of an upload in progress: `{name}` is the file name. */
  "uploading-text"?: PpRichTextEditor["uploadingText"];
  /** The button that cancels an upload in progress: `{name}` is the file name. */
  "cancel-upload-label"?: PpRichTextEditor["cancelUploadLabel"];
  /** The accessible description of the character count: `{count}` and `{max}` are replaced. */
  "count-label"?: PpRichTextEditor["countLabel"];
  /** The validation message when `required` and empty. */
  "required-message"?: PpRichTextEditor["requiredMessage"];
  /** The validation message when the text is longer than `maxlength`: `{count}` and `{max}` are replaced. */
  "too-long-message"?: PpRichTextEditor["tooLongMessage"];
  /** The editor's HTML ('' when empty). The `value` attribute is the value at first and the one a form
reset returns to; setting the property replaces the content (not undoable, no `input` event). */
  value?: PpRichTextEditor["value"];
  /** A value is required for the form to be valid. */
  required?: PpRichTextEditor["required"];
  /** The form field name. */
  name?: PpRichTextEditor["name"];
  /** Disables the element: it takes no input and is not submitted. */
  disabled?: PpRichTextEditor["disabled"];
  /** Uploads a pasted, dropped or chosen file and resolves to `{ url, name, type }`; reject to fail.
Without it the attach button is hidden and files are not taken. */
  uploadHandler?: PpRichTextEditor["uploadHandler"];
  /** The content as Tiptap/ProseMirror JSON; setting it replaces the content like `value`. */
  json?: PpRichTextEditor["json"];
  /** The Tiptap editor (undefined before the first render and while disconnected), for advanced hosts. */
  editor?: PpRichTextEditor["editor"];
  /** The number of text characters (what `maxlength` counts). */
  textLength?: PpRichTextEditor["textLength"];
  /** The validity state. */
  validity?: PpRichTextEditor["validity"];
  /** The validation message, '' when valid. */
  validationMessage?: PpRichTextEditor["validationMessage"];
  /** Whether the element takes part in constraint validation. */
  willValidate?: PpRichTextEditor["willValidate"];
  /** The form this element belongs to. */
  form?: PpRichTextEditor["form"];
  /** The user changed the text (typing, formatting, a paste, a finished upload). */
  oninput?: (e: CustomEvent<never>) => void;
  /** Focus left the element and the value differs from when it came in. */
  onchange?: (e: CustomEvent<never>) => void;
  /** An upload failed or a file was refused. Cancelable: `preventDefault()` shows no message. */
  "onpp-upload-error"?: (e: CustomEvent<RichTextEditorUploadErrorDetail>) => void;
};

type PpScrollAreaProps = {
  /** Milliseconds the scrollbar stays after scrolling stops. */
  "hide-delay"?: PpScrollArea["hideDelay"];
  /** When the scrollbar shows. */
  type?: PpScrollArea["type"];
  /** Accessible name of the scroll region. */
  label?: PpScrollArea["label"];
  /** The scrolling box (for `scrollTo` and friends). */
  viewport?: PpScrollArea["viewport"];
};

type PpSidebarProps = {
  /** The current path (with query, if any) to match entries against: exact, prefix on a segment
boundary, or `matchHrefs`; the longest match wins. When unset, `location.pathname +
location.search` is read at the first render. Set it on every client-side navigation. */
  "current-path"?: PpSidebar["currentPath"];
  /** Which edge the sidebar sits on. */
  side?: PpSidebar["side"];
  /** Width: `sm` 16rem, `md` 22rem, `lg` 26rem. */
  width?: PpSidebar["width"];
  /** Minimum viewport width of the desktop layout: `sm` (640px), `md` (768px), `lg` (1024px) or `xl`
(1280px), or a custom number of CSS pixels. Below it the sidebar is a modal sheet. */
  breakpoint?: PpSidebar["breakpoint"];
  /** Appended to the desktop open flag's storage key (`sidebarOpenDesktop-<id>`). */
  "storage-id"?: PpSidebar["storageId"];
  /** Target of the logo link. */
  "home-href"?: PpSidebar["homeHref"];
  /** Accessible name of the `nav` landmark. */
  "nav-label"?: PpSidebar["navLabel"];
  /** Accessible name of the mobile sheet (the spec's 'Navigation dialog'). */
  "dialog-label"?: PpSidebar["dialogLabel"];
  /** Accessible name of the mobile sheet's close button. */
  "close-label"?: PpSidebar["closeLabel"];
  /** Accessible (hidden) name of the logo link. */
  "home-label"?: PpSidebar["homeLabel"];
  /** `aria-label` given to attached toggles that have no accessible name of their own. */
  "toggle-label"?: PpSidebar["toggleLabel"];
  /** Hidden text after the name of an entry that opens in a new tab. */
  "external-label"?: PpSidebar["externalLabel"];
  /** The menu: sections of entries (the spec's Menu section and Menu item shapes). */
  sections?: PpSidebar["sections"];
  /** The current layout, from the viewport width and `breakpoint`. */
  mode?: PpSidebar["mode"];
  /** Whether the sidebar of the current layout is open. Setting it opens or closes that one. */
  open?: PpSidebar["open"];
  /** The desktop open flag (persisted; defaults to open). */
  desktopOpen?: PpSidebar["desktopOpen"];
  /** The mobile sheet's open flag (not persisted; starts closed). */
  mobileOpen?: PpSidebar["mobileOpen"];
  /** The id an external toggle's `aria-controls` must reference: the host element's id. One is
generated (`pp-sidebar-<n>`) and set on the host when it has none. */
  navId?: PpSidebar["navId"];
  /** An ordinary (unmodified, left) click on an internal entry. Cancelable: call `preventDefault()` to stop the browser's navigation and route yourself. The mobile sheet closes either way. */
  "onpp-navigate"?: (e: CustomEvent<SidebarNavigateDetail>) => void;
  /** The open state of the current layout, or the layout itself, changed (`{ open, mode }`), whatever the cause (toggle, Escape, navigation, resize). Not fired for the initial state. */
  "onpp-toggle"?: (e: CustomEvent<SidebarToggleDetail>) => void;
};

type PpSkeletonProps = {
  /** What the skeleton stands for: a line of `text`, a `rect` block or a `circle`. */
  shape?: PpSkeleton["shape"];
  /** How it shows that something is coming: `sheen`, `pulse` or `none`. */
  effect?: PpSkeleton["effect"];
};

type PpSpinnerProps = {
  /** A fixed size; unset, the spinner is 1em (the font size around it). */
  size?: PpSpinner["size"];
  /** The accessible name of the busy indicator. */
  label?: PpSpinner["label"];
};

type PpSwitchProps = {
  /** The validation message when `required` and off. */
  "value-missing-message"?: PpSwitch["valueMissingMessage"];
  /** Whether it is on. The `checked` attribute is the state at first, and the one a form reset
returns to; the property holds the current state. */
  checked?: PpSwitch["checked"];
  /** Sent with the form as `name=value` while checked (nothing is sent while unchecked). */
  value?: PpSwitch["value"];
  /** The label beside the control: its accessible name, and a click on it toggles (the `label` slot replaces it). */
  label?: PpSwitch["label"];
  /** Help under the label, read as the control's description (the `hint` slot replaces it). */
  hint?: PpSwitch["hint"];
  /** An error to show (a server's answer): the control is invalid with this message until it is '' again. */
  error?: PpSwitch["error"];
  /** The size of the control and its text. */
  size?: PpSwitch["size"];
  /** A value is required for the form to be valid. */
  required?: PpSwitch["required"];
  /** The form field name. */
  name?: PpSwitch["name"];
  /** Disables the element: it takes no input and is not submitted. */
  disabled?: PpSwitch["disabled"];
  /** The validity state. */
  validity?: PpSwitch["validity"];
  /** The validation message, '' when valid. */
  validationMessage?: PpSwitch["validationMessage"];
  /** Whether the element takes part in constraint validation. */
  willValidate?: PpSwitch["willValidate"];
  /** The form this element belongs to. */
  form?: PpSwitch["form"];
  /** The user toggled the switch, after `checked` follows it. */
  oninput?: (e: CustomEvent<never>) => void;
  /** The user toggled the switch (after `input`). */
  onchange?: (e: CustomEvent<never>) => void;
};

type PpTabPanelProps = {
  /** The panel's name: the `panel` of the `<pp-tab>` that shows it. */
  name?: PpTabPanel["name"];
};

type PpTabProps = {
  /** The `name` of the `<pp-tab-panel>` this tab shows; the `<pp-tabs>` `value` while it is selected. */
  panel?: PpTab["panel"];
  /** The tab cannot be selected: it is skipped by the arrow keys, out of the tab order and not clickable. */
  disabled?: PpTab["disabled"];
};

type PpTabsProps = {
  /** The `name` of the selected panel (the `panel` of the selected tab). Setting it selects that tab;
the `value` attribute is the one selected at first. Never reflected. */
  value?: PpTabs["value"];
  /** The tab list's accessible name (what the tabs are about: 'Ustawienia konta'). */
  label?: PpTabs["label"];
  /** Whether the arrow keys, Home and End select the tab they move to (`automatic`), or only focus
it, for Enter or Space to select (`manual`, for panels that are slow to show). */
  activation?: PpTabs["activation"];
  /** A row of tabs above the panels (Left and Right move), or a column beside them (Up and Down). */
  orientation?: PpTabs["orientation"];

  /** The person selected another tab (click, arrow key, Home, End, Enter or Space), before it shows (`{ value, previous, tab }`). Cancelable: `preventDefault()` keeps the current tab. */
  "onpp-tab-show"?: (e: CustomEvent<TabShowDetail>) => void;
};

type PpTextFieldProps = {
  /** The kind of text: its keyboard on touch devices, and its check (`email` and `url` must be one). */
  type?: PpTextField["type"];
  /** A regular expression the whole value must match (as the native `pattern`). */
  pattern?: PpTextField["pattern"];
  /** Least number of a `number` field. */
  min?: PpTextField["min"];
  /** Greatest number of a `number` field. */
  max?: PpTextField["max"];
  /** Step of a `number` field (`any` for none; 1 by default). */
  step?: PpTextField["step"];
  /** The virtual keyboard to offer (`numeric`, `decimal`, `email` ...), as the native `inputmode`. */
  inputmode?: PpTextField["inputmode"];
  /** The validation message when `required` and empty. */
  "value-missing-message"?: PpTextField["valueMissingMessage"];
  /** The validation message when a `type="email"` value is not an e-mail address. */
  "email-mismatch-message"?: PpTextField["emailMismatchMessage"];
  /** The validation message when a `type="url"` value is not an absolute URL. */
  "url-mismatch-message"?: PpTextField["urlMismatchMessage"];
  /** The validation message when the value is shorter than `minlength`: `{min}` and `{count}` are replaced. */
  "too-short-message"?: PpTextField["tooShortMessage"];
  /** The validation message when the value is longer than `maxlength`: `{max}` and `{count}` are replaced. */
  "too-long-message"?: PpTextField["tooLongMessage"];
  /** The validation message when the value does not match `pattern`. */
  "pattern-mismatch-message"?: PpTextField["patternMismatchMessage"];
  /** The validation message when a number is below `min`: `{min}` is replaced. */
  "range-underflow-message"?: PpTextField["rangeUnderflowMessage"];
  /** The validation message when a number is above `max`: `{max}` is replaced. */
  "range-overflow-message"?: PpTextField["rangeOverflowMessage"];
  /** The validation message when a number is off `step`: `{low}` and `{high}` (the nearest valid values) are replaced. */
  "step-mismatch-message"?: PpTextField["stepMismatchMessage"];
  /** The validation message when a `type="number"` field holds something that is not a number. */
  "bad-input-message"?: PpTextField["badInputMessage"];
  /** The visible character count (with `maxlength`): `{count}` and `{max}` are replaced. */
  "count-text"?: PpTextField["countText"];
  /** The unseen description of the character limit (with `maxlength`): `{max}` is replaced. */
  "count-description"?: PpTextField["countDescription"];
  /** Announced once when typing comes near the limit, by plural category; `{count}` (characters left) is replaced. */
  "remaining-text"?: PpTextField["remainingText"];
  /** Announced when typing reaches the limit: `{max}` is replaced. */
  "limit-text"?: PpTextField["limitText"];
  /** The current value. The `value` attribute is the value at first, and the one a form reset returns to. */
  value?: PpTextField["value"];
  /** The label above the field: the accessible name of its native control (the `label` slot replaces it). */
  label?: PpTextField["label"];
  /** Hides the label from sight; it stays the accessible name of the native control. Only where the
page already shows what the field is for (a heading above it, another field's label in its place);
the label is still required. */
  "hide-label"?: PpTextField["hideLabel"];
  /** Help under the field, read as its native control's description (the `hint` slot replaces it). */
  hint?: PpTextField["hint"];
  /** An error to show (a server's answer): the field is invalid with this message until it is '' again. */
  error?: PpTextField["error"];
  /** Shown while the field is empty. Not a label: give a `label` too. */
  placeholder?: PpTextField["placeholder"];
  /** The value can be read, selected and copied, not changed (and is not validated). */
  readonly?: PpTextField["readonly"];
  /** The size (height or padding, and font size), after the control-height tokens. */
  size?: PpTextField["size"];
  /** Least number of characters (the check runs on what the user typed, as on a native field). */
  minlength?: PpTextField["minlength"];
  /** Greatest number of characters: typing stops there, and a count ('12 / 200') shows. */
  maxlength?: PpTextField["maxlength"];
  /** The browser's autofill hint (`name`, `email`, `street-address` ...), as the native `autocomplete`. */
  autocomplete?: PpTextField["autocomplete"];
  /** A value is required for the form to be valid. */
  required?: PpTextField["required"];
  /** The form field name. */
  name?: PpTextField["name"];
  /** Disables the element: it takes no input and is not submitted. */
  disabled?: PpTextField["disabled"];
  /** The validity state. */
  validity?: PpTextField["validity"];
  /** The validation message, '' when valid. */
  validationMessage?: PpTextField["validationMessage"];
  /** Whether the element takes part in constraint validation. */
  willValidate?: PpTextField["willValidate"];
  /** The form this element belongs to. */
  form?: PpTextField["form"];
  /** The user changed the value (each keystroke, paste or cut), after `value` follows it. */
  oninput?: (e: CustomEvent<never>) => void;
  /** The user committed a changed value (Enter, or focus left the field). */
  onchange?: (e: CustomEvent<never>) => void;
};

type PpTextareaProps = {
  /** The height in lines of text (the least height with `resize="auto"`). */
  rows?: PpTextarea["rows"];
  /** `none`: a fixed height; `vertical`: the user can drag it taller or shorter; `auto`: it grows with
its text up to `--pp-textarea-max-height`, then scrolls. */
  resize?: PpTextarea["resize"];
  /** The validation message when `required` and empty. */
  "value-missing-message"?: PpTextarea["valueMissingMessage"];
  /** The validation message when the text is shorter than `minlength`: `{min}` and `{count}` are replaced. */
  "too-short-message"?: PpTextarea["tooShortMessage"];
  /** The validation message when the text is longer than `maxlength`: `{max}` and `{count}` are replaced. */
  "too-long-message"?: PpTextarea["tooLongMessage"];
  /** The visible character count (with `maxlength`): `{count}` and `{max}` are replaced. */
  "count-text"?: PpTextarea["countText"];
  /** The unseen description of the character limit (with `maxlength`): `{max}` is replaced. */
  "count-description"?: PpTextarea["countDescription"];
  /** Announced once when typing comes near the limit, by plural category; `{count}` (characters left) is replaced. */
  "remaining-text"?: PpTextarea["remainingText"];
  /** Announced when typing reaches the limit: `{max}` is replaced. */
  "limit-text"?: PpTextarea["limitText"];
  /** The current value. The `value` attribute is the value at first, and the one a form reset returns to. */
  value?: PpTextarea["value"];
  /** The label above the field: the accessible name of its native control (the `label` slot replaces it). */
  label?: PpTextarea["label"];
  /** Hides the label from sight; it stays the accessible name of the native control. Only where the
page already shows what the field is for (a heading above it, another field's label in its place);
the label is still required. */
  "hide-label"?: PpTextarea["hideLabel"];
  /** Help under the field, read as its native control's description (the `hint` slot replaces it). */
  hint?: PpTextarea["hint"];
  /** An error to show (a server's answer): the field is invalid with this message until it is '' again. */
  error?: PpTextarea["error"];
  /** Shown while the field is empty. Not a label: give a `label` too. */
  placeholder?: PpTextarea["placeholder"];
  /** The value can be read, selected and copied, not changed (and is not validated). */
  readonly?: PpTextarea["readonly"];
  /** The size (height or padding, and font size), after the control-height tokens. */
  size?: PpTextarea["size"];
  /** Least number of characters (the check runs on what the user typed, as on a native field). */
  minlength?: PpTextarea["minlength"];
  /** Greatest number of characters: typing stops there, and a count ('12 / 200') shows. */
  maxlength?: PpTextarea["maxlength"];
  /** The browser's autofill hint (`name`, `email`, `street-address` ...), as the native `autocomplete`. */
  autocomplete?: PpTextarea["autocomplete"];
  /** A value is required for the form to be valid. */
  required?: PpTextarea["required"];
  /** The form field name. */
  name?: PpTextarea["name"];
  /** Disables the element: it takes no input and is not submitted. */
  disabled?: PpTextarea["disabled"];
  /** The validity state. */
  validity?: PpTextarea["validity"];
  /** The validation message, '' when valid. */
  validationMessage?: PpTextarea["validationMessage"];
  /** Whether the element takes part in constraint validation. */
  willValidate?: PpTextarea["willValidate"];
  /** The form this element belongs to. */
  form?: PpTextarea["form"];
  /** The user changed the value (each keystroke, paste or cut), after `value` follows it. */
  oninput?: (e: CustomEvent<never>) => void;
  /** The user committed a changed value (focus left the field). */
  onchange?: (e: CustomEvent<never>) => void;
};

type PpToasterProps = {
  /** Where the stack sits on the screen. */
  position?: PpToaster["position"];
  /** How many toasts are shown at once; the rest wait in a queue. */
  "visible-toasts"?: PpToaster["visibleToasts"];
  /** Default auto-close time in ms; `0` or `Infinity` keep toasts until dismissed. */
  duration?: PpToaster["duration"];
  /** Accessible name of the region (the spec's 'Notifications'). */
  label?: PpToaster["label"];
  /** Accessible name of every close button (the spec's 'Close toast'). */
  "close-label"?: PpToaster["closeLabel"];
  /** Shortcut that moves focus into the stack, e.g. 'Alt+T'. Empty disables it. */
  hotkey?: PpToaster["hotkey"];
  /** Show close buttons on toasts (a toast's own `closeButton` option wins). */
  "close-button"?: PpToaster["closeButton"];
  /** Colour toasts by type with the status tokens. */
  "rich-colors"?: PpToaster["richColors"];
  /** Always show the stack expanded. */
  expand?: PpToaster["expand"];
  /** Distance in px a swipe must travel to dismiss a toast. */
  "swipe-threshold"?: PpToaster["swipeThreshold"];
  /** Shows only toasts whose `toasterId` option is this value (empty: toasts without one). */
  "toaster-id"?: PpToaster["toasterId"];
  /** The toasts shown now, newest first (for tests and integrations). */
  visibleToastIds?: PpToaster["visibleToastIds"];
  /** A toast was closed by the close button, a swipe, a button or its timer. `detail: { id, reason }`. */
  "onpp-dismiss"?: (e: CustomEvent<ToasterDismissDetail>) => void;
  /** The action or cancel button of a toast was clicked. `detail: { id, button }`. Cancelable: `preventDefault()` keeps the toast open after an action. */
  "onpp-action"?: (e: CustomEvent<ToasterActionDetail>) => void;
};

type PpTooltipGroupProps = {
  /** Open delay in ms. */
  delay?: PpTooltipGroup["delay"];
  /** Time in ms after a tooltip closes during which the next opens at once. */
  "skip-delay"?: PpTooltipGroup["skipDelay"];
  /** The shared state of the tooltips inside. */
  delayGroup?: PpTooltipGroup["delayGroup"];
};

type PpTooltipProps = {
  /** Id of the trigger element, looked up in the tooltip's own document or shadow root. */
  for?: PpTooltip["for"];
  /** The tooltip text when the element has no children, e.g. 'Zmień aktywny projekt'. */
  content?: PpTooltip["content"];
  /** Preferred placement; flips and shifts to stay in view. */
  placement?: PpTooltip["placement"];
  /** Gap between trigger and tooltip in px. */
  distance?: PpTooltip["distance"];
  /** Open delay in ms for this tooltip only; `undefined` uses the delay group's. */
  delay?: PpTooltip["delay"];
  /** Whether the tooltip is shown. */
  open?: PpTooltip["open"];
  /** Never open. */
  disabled?: PpTooltip["disabled"];
  /** How long a touch must rest on the trigger to open the tooltip, in ms. */
  "long-press-delay"?: PpTooltip["longPressDelay"];
  /** The trigger element; wins over `for`. */
  anchor?: PpTooltip["anchor"];
  /** The element this tooltip describes. */
  trigger?: PpTooltip["trigger"];
  /** The tooltip opened. `detail: { trigger }`. */
  "onpp-show"?: (e: CustomEvent<TooltipToggleDetail>) => void;
  /** The tooltip closed. `detail: { trigger }`. */
  "onpp-hide"?: (e: CustomEvent<TooltipToggleDetail>) => void;
};

export type CustomElements = {
  /**
   * A page message (info, success, warning, error) with an icon, heading, action and close button, announced when it appears.
   * ---
   *
   *
   * ### **Events:**
   *  - **pp-close** - The close button was pressed. Cancelable: `preventDefault()` keeps the alert shown.
   *
   * ### **Methods:**
   *
   *
   * ### **Slots:**
   *  - _default_ - The message.
   * - **heading** - The heading, instead of the `heading` attribute.
   * - **action** - A button or link for what to do next, after the message.
   *
   * ### **CSS Properties:**
   *  - **--pp-alert-radius** - Corner radius. _(default: var(--pp-radius-md, 0.375rem))_
   * - **--pp-alert-bg** - Background; by default the variant's status background (`--pp-color-status-*-bg`). _(default: undefined)_
   * - **--pp-alert-fg** - Text colour. _(default: var(--pp-color-fg-default, CanvasText))_
   * - **--pp-alert-border** - Border colour; by default the variant's status border (`--pp-color-status-*-border`). _(default: undefined)_
   * - **--pp-alert-icon** - Icon colour; by default the variant's status text colour (`--pp-color-status-*-fg`). _(default: undefined)_
   *
   * ### **CSS Parts:**
   *  - **base** - The alert's box.
   * - **icon** - The variant's icon.
   * - **heading** - The heading.
   * - **message** - The message's wrapper.
   * - **action** - The wrapper of the `action` slot.
   * - **close-button** - The close button.
   */
  "pp-alert": DefineComponent<PpAlertProps>;

  /**
   * The portal's page frame: skip link, sticky top bar with slots, sidebar, main region and footer.
   * ---
   *
   *
   * ### **Methods:**
   *
   *
   * ### **Slots:**
   *  - _default_ - The main region: a `<main>` (the skip link's target).
   * - **logo** - The logo, usually a link to the home page with an accessible name.
   * - **environment** - The environment badge (e.g. a `pp-badge` saying 'staging'), beside the logo.
   * - **project** - The project switcher (e.g. a `pp-combobox`). Below 768 px it takes a row of its own under the bar, the whole width, so the logo, search and the user menu keep the first row.
   * - **top-bar** - Anything else in the top bar (a status, a banner); it takes the room left.
   * - **search** - The search button, near the end of the top bar.
   * - **user** - The user menu, at the end of the top bar.
   * - **sidebar** - A `pp-sidebar`; the menu toggle controls it.
   * - **footer** - The page's footer, below the main region.
   *
   * ### **CSS Properties:**
   *  - **--pp-app-shell-top-bar-height** - Height of the top bar (and the desktop sidebar's offset). _(default: var(--pp-topbar-height, 4rem))_
   * - **--pp-app-shell-top-bar-z-index** - Stacking of the sticky top bar over the page. _(default: 40)_
   * - **--pp-app-shell-background** - Background of the whole frame (the page's shows through by default). _(default: none)_
   * - **--pp-topbar-bg** - Top bar background; a component token of `@portal-elements/tokens`. _(default: var(--pp-color-bg-surface))_
   * - **--pp-topbar-border** - Top bar bottom border; a component token of `@portal-elements/tokens`. _(default: var(--pp-color-border-default))_
   *
   * ### **CSS Parts:**
   *  - **skip-link** - The skip link.
   * - **top-bar** - The top bar (the `banner` landmark).
   * - **menu-toggle** - The menu toggle button.
   * - **top-bar-middle** - The wrapper of the `top-bar` slot.
   * - **top-bar-end** - The wrapper of the `search` and `user` slots, at the end of their row.
   * - **body** - The row of the sidebar and the content.
   * - **content** - The column of the main region and the footer.
   */
  "pp-app-shell": DefineComponent<PpAppShellProps>;

  /**
   * A picture, initials or silhouette standing for a person or a project, in three sizes.
   * ---
   *
   *
   * ### **Methods:**
   *
   *
   * ### **Slots:**
   *  - _default_ - Replaces the silhouette shown when there is neither a picture nor a name (an icon).
   *
   * ### **CSS Properties:**
   *  - **--pp-avatar-size** - Width and height; by default from `size` (2rem for `md`). _(default: undefined)_
   * - **--pp-avatar-bg** - Background behind initials and silhouette. _(default: var(--pp-color-bg-subtle))_
   * - **--pp-avatar-fg** - Colour of the initials and silhouette. _(default: var(--pp-color-fg-default))_
   * - **--pp-avatar-border** - Border colour. _(default: var(--pp-color-border-default))_
   *
   * ### **CSS Parts:**
   *  - **base** - The avatar's box.
   * - **image** - The picture.
   * - **initials** - The initials.
   */
  "pp-avatar": DefineComponent<PpAvatarProps>;

  /**
   * A short status, environment or count label in six colours, soft or solid.
   * ---
   *
   *
   * ### **Methods:**
   *
   *
   * ### **Slots:**
   *  - _default_ - The badge's text.
   * - **prefix** - An icon or a dot before the text (decorative: give it `aria-hidden="true"`).
   *
   * ### **CSS Properties:**
   *  - **--pp-badge-radius** - Corner radius (`pill` makes it round). _(default: var(--pp-radius-sm, 0.25rem))_
   * - **--pp-badge-font-size** - Text size. _(default: var(--pp-font-size-xs, 0.75rem))_
   * - **--pp-badge-bg** - Background; by default the variant's status or brand colour. _(default: undefined)_
   * - **--pp-badge-fg** - Text colour; by default the variant's. _(default: undefined)_
   * - **--pp-badge-border** - Border colour; by default the variant's (transparent when solid). _(default: undefined)_
   *
   * ### **CSS Parts:**
   *  - **base** - The badge's box.
   */
  "pp-badge": DefineComponent<PpBadgeProps>;

  /**
   * One item of a breadcrumb trail: a link, or the current page.
   * ---
   *
   *
   * ### **Methods:**
   *
   *
   * ### **Slots:**
   *  - _default_ - The item's text, or a link with its text.
   * - **separator** - Replaces the drawn chevron between this item and the one before.
   *
   * ### **CSS Properties:**
   *  - **--pp-breadcrumb-gap** - Space on each side of the separator. _(default: var(--pp-space-2, 0.5rem))_
   * - **--pp-breadcrumb-link-color** - Colour of the links. _(default: var(--pp-color-fg-link, LinkText))_
   * - **--pp-breadcrumb-current-color** - Colour of the current page. _(default: var(--pp-color-fg-default, CanvasText))_
   * - **--pp-breadcrumb-separator-color** - Colour of the separators. _(default: var(--pp-color-fg-muted, GrayText))_
   *
   * ### **CSS Parts:**
   *  - **link** - The link the item draws when it has an `href`.
   * - **separator** - The separator before the item.
   */
  "pp-breadcrumb-item": DefineComponent<PpBreadcrumbItemProps>;

  /**
   * A breadcrumb trail: a named navigation landmark with a list of links to the current page.
   * ---
   *
   *
   * ### **Methods:**
   *
   *
   * ### **Slots:**
   *  - _default_ - The `<pp-breadcrumb-item>`s, the current page last.
   *
   * ### **CSS Properties:**
   *  - **--pp-breadcrumb-font-size** - Text size of the trail. The items' colours and spacing are theirs (`<pp-breadcrumb-item>`); set them here and the items inherit them. _(default: var(--pp-font-size-sm, 0.875rem))_
   *
   * ### **CSS Parts:**
   *  - **base** - The `<nav>` landmark.
   * - **list** - The list of items.
   */
  "pp-breadcrumb": DefineComponent<PpBreadcrumbProps>;

  /**
   * A button in five variants and three sizes that submits forms and can be a link.
   * ---
   *
   *
   * ### **Methods:**
   *  - **click(): _void_** - Clicks the button as a person would (`disabled` and `loading` ignore it).
   * - **formDisabledCallback(): _void_** - Form-associated callback: the element's disabled state changed, by a surrounding fieldset or by
   * its own `disabled` attribute. Only the fieldset's part is kept, read from the tree: taking the
   * argument would also record the element's own attribute, whose reflection happens in the middle
   * of an update, where Lit drops a change (a button enabled by code stayed disabled).
   *
   *
   * ### **Slots:**
   *  - _default_ - The button's text.
   * - **prefix** - An icon or other content before the text.
   * - **suffix** - An icon or other content after the text.
   *
   * ### **CSS Properties:**
   *  - **--pp-button-radius** - Corner radius. _(default: var(--pp-radius-md, 0.375rem))_
   * - **--pp-button-primary-bg** - Background of the primary variant. _(default: var(--pp-color-bg-brand, #1d4ed8))_
   * - **--pp-button-primary-bg-hover** - Background of the primary variant when hovered or pressed. _(default: var(--pp-color-bg-brand-hover, #1e40af))_
   * - **--pp-button-primary-fg** - Text of the primary variant. _(default: var(--pp-color-fg-on-brand, #fff))_
   * - **--pp-button-secondary-bg** - Background of the secondary variant. _(default: var(--pp-color-bg-surface, Canvas))_
   * - **--pp-button-secondary-bg-hover** - Background of the secondary variant when hovered or pressed. _(default: var(--pp-color-bg-hover, Canvas))_
   * - **--pp-button-secondary-fg** - Text of the secondary variant. _(default: var(--pp-color-fg-default, CanvasText))_
   * - **--pp-button-secondary-border** - Border of the secondary variant. _(default: var(--pp-color-border-strong, GrayText))_
   * - **--pp-button-danger-bg** - Background of the danger variant. _(default: var(--pp-color-status-error-solid, #dc2626))_
   * - **--pp-button-danger-bg-hover** - Background of the danger variant when hovered or pressed. _(default: var(--pp-color-status-error-solid-hover, #b91c1c))_
   * - **--pp-button-danger-fg** - Text of the danger variant. _(default: var(--pp-color-status-error-on-solid, #fff))_
   * - **--pp-button-ghost-fg** - Text of the ghost variant. _(default: var(--pp-color-fg-default, CanvasText))_
   * - **--pp-button-ghost-bg-hover** - Background of the ghost variant when hovered or pressed. _(default: var(--pp-color-bg-hover, Canvas))_
   * - **--pp-button-link-fg** - Text of the link variant. _(default: var(--pp-color-fg-link, LinkText))_
   *
   * ### **CSS Parts:**
   *  - **base** - The native `<button>` or `<a>` inside.
   * - **label** - The wrapper of the text.
   * - **prefix** - The wrapper of the `prefix` slot.
   * - **suffix** - The wrapper of the `suffix` slot.
   * - **spinner** - The spinner shown while `loading`.
   */
  "pp-button": DefineComponent<PpButtonProps>;

  /**
   * A checkbox with label, hint and error, checked, unchecked or mixed, form-associated.
   * ---
   *
   *
   * ### **Events:**
   *  - **input** - The user toggled the checkbox, after `checked` follows it.
   * - **change** - The user toggled the checkbox (after `input`).
   *
   * ### **Methods:**
   *  - **click(): _void_** - Clicks the control as a person would: it toggles unless disabled.
   * - **checkValidity(): _boolean_** - Checks validity, firing `invalid` when invalid, without showing the error under the control.
   * - **formResetCallback(): _void_** - Form-associated callback: the form was reset.
   * - **formStateRestoreCallback(state: _string | File | FormData | null_): _void_** - Form-associated callback: the browser restores the state (back/forward navigation).
   * - **reportValidity(): _boolean_** - Checks validity and shows the browser's message when invalid.
   * - **formDisabledCallback(): _void_** - Form-associated callback: the element's disabled state changed, by a surrounding fieldset or by
   * its own `disabled` attribute. Only the fieldset's part is kept, read from the tree: taking the
   * argument would also record the element's own attribute, whose reflection happens in the middle
   * of an update, where Lit drops a change (a button enabled by code stayed disabled).
   *
   *
   * ### **Slots:**
   *  - **label** - Rich content for the label (replaces `label`), such as a link to the terms.
   * - **hint** - Rich content for the hint (replaces `hint`).
   * - **error** - Rich content for the error: while it holds something the checkbox is invalid with its text as the message, as with `error`.
   *
   * ### **CSS Properties:**
   *  - **--pp-checkbox-radius** - Corner radius of the box. _(default: var(--pp-radius-sm, 0.25rem))_
   * - **--pp-checkbox-border** - Border of an unchecked box. _(default: var(--pp-input-border, var(--pp-color-border-strong, GrayText)))_
   * - **--pp-checkbox-bg** - Background of an unchecked box. _(default: var(--pp-input-bg, var(--pp-color-bg-surface, Field)))_
   * - **--pp-checkbox-checked-bg** - Background and border of a checked or mixed box. _(default: var(--pp-color-bg-brand, Highlight))_
   * - **--pp-checkbox-checked-fg** - The check mark and the dash. _(default: var(--pp-color-fg-on-brand, HighlightText))_
   *
   * ### **CSS Parts:**
   *  - **control** - The 24 px target holding the native input and the box.
   * - **input** - The native `<input type="checkbox">` (transparent, over the box).
   * - **box** - The drawn box with the check mark or the dash.
   * - **label** - The `<label>` beside the box.
   * - **required** - The required mark ('*') in the label (hidden from screen readers: the input is `required`).
   * - **hint** - The hint under the label.
   * - **error** - The error under the label.
   */
  "pp-checkbox": DefineComponent<PpCheckboxProps>;

  /**
   * Select-only or editable combobox with nested levels, filtering, virtual scrolling and a data provider.
   * ---
   *
   *
   * ### **Events:**
   *  - **input** - The value (or a checkbox option's state) changed through the user.
   * - **change** - The value (or a checkbox option's state) changed through the user.
   * - **pp-select** - A plain, radio or checkbox option was accepted. Cancelable: `preventDefault()` keeps the value.
   * - **pp-navigate** - An `href` option was accepted. Cancelable unless `asInertiaLink` is false; when not canceled the browser loads `href`.
   * - **pp-toggle** - The list opened or closed.
   *
   * ### **Methods:**
   *  - **show(): _void_** - Opens the list.
   * - **hide(): _void_** - Closes the list.
   *
   * - **checkValidity(): _boolean_** - Checks validity, firing `invalid` when invalid, without showing the error under the field.
   * - **formResetCallback(): _void_** - Form-associated callback: the form was reset.
   * - **formStateRestoreCallback(state: _string | File | FormData | null_): _void_** - Form-associated callback: the browser restores the state (back/forward navigation, autofill).
   * - **reportValidity(): _boolean_** - Checks validity and shows the browser's message when invalid.
   * - **formDisabledCallback(): _void_** - Form-associated callback: the element's disabled state changed, by a surrounding fieldset or by
   * its own `disabled` attribute. Only the fieldset's part is kept, read from the tree: taking the
   * argument would also record the element's own attribute, whose reflection happens in the middle
   * of an update, where Lit drops a change (a button enabled by code stayed disabled).
   *
   *
   * ### **Slots:**
   *  - **label** - With `field`: rich content for the visible label (replaces `label`); keep it text and inline elements.
   * - **hint** - Rich content for the hint (replaces `hint`), such as a link.
   * - **error** - Rich content for the error: while it holds something the combobox is invalid with its text as the message, as with `error`.
   *
   * ### **CSS Properties:**
   *  - **--pp-combobox-width** - Width of the element. Default 16rem. _(default: 16rem)_
   * - **--pp-combobox-max-height** - Maximum height of the list. Default 300px. _(default: 300px)_
   * - **--pp-combobox-row-height** - Height of an option row. Default 32px. _(default: 32px)_
   * - **--pp-combobox-row-height-description** - Height of a row with a description. Default 48px. _(default: 48px)_
   * - **--pp-combobox-background** - Field background. Default --pp-color-bg-surface. _(default: var(--pp-color-bg-surface, Field))_
   * - **--pp-combobox-border-color** - Field and popup border. Default --pp-color-border-default. _(default: var(--pp-color-border-default, GrayText))_
   * - **--pp-combobox-radius** - Corner radius. Default --pp-radius-md. _(default: var(--pp-radius-md, 0.375rem))_
   * - **--pp-combobox-popup-background** - Popup background. Default --pp-color-bg-raised. _(default: var(--pp-color-bg-raised, Canvas))_
   * - **--pp-combobox-option-active-background** - Active option background. Default --pp-color-bg-hover. _(default: var(--pp-color-bg-hover, color-mix(in srgb, CanvasText 10%, Canvas)))_
   * - **--pp-combobox-option-checked-color** - Check marks. Default --pp-color-bg-brand. _(default: var(--pp-color-bg-brand, AccentColor))_
   * - **--pp-scroll-area-thumb** - The list's scrollbar thumb while shown. Default --pp-color-border-strong. _(default: var(--pp-color-border-strong, GrayText))_
   * - **--pp-scroll-area-track** - The list's scrollbar track while shown. Default transparent. _(default: transparent)_
   *
   * ### **CSS Parts:**
   *  - **label** - The `<label>` above the field (with `field`).
   * - **required** - The required mark ('*') in the label (hidden from screen readers: the combobox is `aria-required`).
   * - **hint** - The hint under the field.
   * - **error** - The error under the field.
   * - **field** - The box around the input or trigger.
   * - **input** - The text input (editable mode).
   * - **trigger** - The button-like trigger (select mode).
   * - **value** - The chosen option's name in the trigger.
   * - **placeholder** - The placeholder in the trigger; also each option row of a data provider's page not loaded yet.
   * - **indicator** - The chevron of the field.
   * - **popup** - The popup in the top layer.
   * - **path** - The breadcrumb of a nested level.
   * - **back** - The back button of a nested level.
   * - **listbox** - The scrolling listbox.
   * - **option** - Each option row (with the `active`, `checked` and `placeholder` parts on the matching rows).
   * - **active** - The active option row (the one `aria-activedescendant` names), with `option`.
   * - **checked** - The current option rows: the chosen option, checked checkboxes and links with `active` (the current page), with `option`.
   * - **check** - The checkbox or radio mark of an option.
   * - **icon** - The icon of an option.
   * - **name** - The name of an option.
   * - **match** - The part of a name that matches the query.
   * - **description** - The second line of an option.
   * - **chevron** - The mark of an option that opens a level.
   * - **empty** - The empty, error or loading message.
   * - **spinner** - The loading spinner.
   */
  "pp-combobox": DefineComponent<PpComboboxProps>;

  /**
   * Data table (APG grid) with sorting, search, column filters (text, set, date range), pagination, row selection, column visibility and resizing, and server-side data.
   * ---
   *
   *
   * ### **Events:**
   *  - **pp-state-change** - The user changed the sort, a filter, the search, the page, the page size, the hidden columns or a column's width (once, at the end of a drag), or pressed "clear filters" (once, search and filters emptied, page 1); `detail.state` is the new state. Not fired when the host sets `state`, nor for a date range whose start is after its end.
   * - **pp-navigate** - A row's link was opened (click on the row or its link, Enter on a cell). Cancelable: `preventDefault()` keeps the browser from loading `href`, to route client-side.
   * - **pp-row-action** - A button of an `actions` column was pressed.
   * - **pp-selection-change** - The user changed the selection (a row's or the page's checkbox, "select all matching", "clear selection", or a search or filter change that ends `allMatching`); `detail.selection` is the new selection, `detail.count` the number of rows selected. Not fired when the host sets `selection`.
   *
   * ### **Methods:**
   *
   *
   * ### **CSS Properties:**
   *  - **--pp-data-table-max-height** - Maximum height of the scrolling grid. Default 32rem. _(default: 32rem)_
   * - **--pp-data-table-border-color** - Borders of the grid, its rows and fields. Default --pp-color-border-default. _(default: var(--pp-color-border-default, GrayText))_
   * - **--pp-data-table-header-background** - Background of the sticky header. Default --pp-color-bg-subtle. _(default: var(--pp-color-bg-subtle, Canvas))_
   * - **--pp-data-table-row-hover-background** - Background of a row with a link under the pointer, and of skeleton bars. Default --pp-color-bg-hover. _(default: var(--pp-color-bg-hover, color-mix(in srgb, CanvasText 8%, Canvas)))_
   * - **--pp-data-table-row-selected-background** - Background of a selected row. Default --pp-color-bg-selected. _(default: var(--pp-color-bg-selected, color-mix(in srgb, Highlight 16%, Canvas)))_
   * - **--pp-data-table-radius** - Corner radius of the grid and fields. Default --pp-radius-md. _(default: var(--pp-radius-md, 0.375rem))_
   *
   * ### **CSS Parts:**
   *  - **toolbar** - The bar above the grid with the search field, the column filters and, while rows are selected, their count with "select all matching" and "clear selection".
   * - **clear-filters** - The "clear filters" button in the toolbar, shown while the search or a column filter is set: it clears them all (one `pp-state-change`) and puts the focus on the search field.
   * - **search** - The global search field.
   * - **columns-button** - The button of the column visibility menu.
   * - **columns-panel** - The column visibility menu's panel (a popover) of checkboxes.
   * - **filter** - Each column's text filter field.
   * - **filter-set** - Each column's set filter (a `pp-combobox`; style it through its custom properties).
   * - **filter-range** - Each column's date range filter (a fieldset with the column's name as its legend).
   * - **filter-date** - Each date field of a date range filter.
   * - **filter-error** - The error of a date range filter whose start is after its end.
   * - **scroller** - The scroll container of the grid (its header sticks to its top): it scrolls sideways when the columns are wider than the table.
   * - **grid** - The grid (`<table role="grid">`).
   * - **count** - Under a virtual table: the number of matching rows.
   * - **header** - Each column header.
   * - **resizer** - The resizer at the end of each header (a vertical separator; its line is a `::after`).
   * - **sort-indicator** - The sort arrow (and key number) of a sortable header.
   * - **row** - Each body row, skeleton rows included.
   * - **cell** - Each body cell.
   * - **link** - The link of a `link` cell.
   * - **status** - The badge of a `status` cell (its value in `data-status`).
   * - **action** - Each button of an `actions` cell.
   * - **skeleton** - The placeholder bar of a cell while rows load.
   * - **empty** - The cell with the empty text.
   * - **error** - The cell with the error text and the retry button.
   * - **retry** - The retry button.
   * - **pagination** - The pagination bar.
   * - **page-size** - The page-size field.
   * - **range** - The range text ("1–25 z 2 340").
   * - **page** - The page text ("Strona 1 z 94").
   * - **page-button** - Each of the first, previous, next and last page buttons.
   */
  "pp-data-table": DefineComponent<PpDataTableProps>;

  /**
   * A modal dialog or drawer on the native `<dialog>`, labelled by its heading.
   * ---
   *
   *
   * ### **Events:**
   *  - **pp-request-close** - The person asked to close the dialog (Escape, the close button, the backdrop). Cancelable: `preventDefault()` keeps it open.
   * - **pp-open** - The dialog starts to open.
   * - **pp-after-open** - The dialog is open and its opening transition has ended.
   * - **pp-close** - The dialog starts to close (for any reason).
   * - **pp-after-close** - The dialog is closed, its closing transition has ended and focus is back.
   *
   * ### **Methods:**
   *  - **show(): _Promise<void>_** - Opens the dialog; resolves once it is open and its transition has ended. Once the element has
   * rendered, the dialog is open (and focus inside it) when the call returns.
   * - **hide(): _Promise<void>_** - Closes the dialog (without `pp-request-close`); resolves once its transition has ended. The
   * dialog is closed and focus back when the call returns, so the page may move focus right after.
   *
   *
   * ### **Slots:**
   *  - _default_ - The body of the dialog; it scrolls when it is taller than the room left.
   * - **label** - The heading, when it needs more than the `label` text.
   * - **footer** - Actions at the bottom, usually `pp-button`s ('Anuluj', 'Zapisz').
   *
   * ### **CSS Properties:**
   *  - **--pp-dialog-width** - The widest the dialog or drawer grows, for every `size` (unset: 25, 35 and 50rem by `size`); never wider than the viewport allows. _(default: 35rem)_
   * - **--pp-dialog-bg** - Background. _(default: var(--pp-color-bg-raised, Canvas))_
   * - **--pp-dialog-fg** - Text. _(default: var(--pp-color-fg-default, CanvasText))_
   * - **--pp-dialog-border** - Border and the lines between header, body and footer. _(default: var(--pp-color-border-default, GrayText))_
   * - **--pp-dialog-radius** - Corner radius of the centred dialog. _(default: var(--pp-radius-lg, 0.5rem))_
   * - **--pp-dialog-shadow** - Shadow. _(default: var(--pp-shadow-lg))_
   * - **--pp-dialog-backdrop** - The backdrop over the page. _(default: var(--pp-color-bg-backdrop, rgb(0 0 0 / 50%)))_
   * - **--pp-dialog-duration** - Duration of the open and close transitions (none under reduced motion). _(default: var(--pp-duration-normal, 200ms))_
   *
   * ### **CSS Parts:**
   *  - **dialog** - The native `<dialog>`.
   * - **header** - The header with the heading and the close button.
   * - **title** - The heading (an `<h2>`).
   * - **close-button** - The close button.
   * - **body** - The wrapper of the default slot.
   * - **footer** - The wrapper of the `footer` slot (not shown while it is empty).
   */
  "pp-dialog": DefineComponent<PpDialogProps>;

  /**
   * A labelled group of menu items, such as a set of radios.
   * ---
   *
   *
   * ### **Methods:**
   *
   *
   * ### **Slots:**
   *  - _default_ - The group's `<pp-menu-item>`s.
   *
   * ### **CSS Properties:**
   *  - **--pp-menu-group-label-fg** - Colour of the label. _(default: var(--pp-color-fg-muted, GrayText))_
   *
   * ### **CSS Parts:**
   *  - **label** - The visible label above the items.
   */
  "pp-menu-group": DefineComponent<PpMenuGroupProps>;

  /**
   * An item of a menu: a command, a link, a checkbox, a radio or the opener of a submenu.
   * ---
   *
   *
   * ### **Methods:**
   *  - **followLink(): _void_** - Follows the item's link, as clicking a link does.
   *
   *
   * ### **Slots:**
   *  - _default_ - The item's text, also what type-to-select matches.
   * - **prefix** - An icon before the text.
   * - **suffix** - Content after the text, such as a keyboard shortcut hint.
   * - **submenu** - A `<pp-menu>` this item opens as its submenu.
   *
   * ### **CSS Properties:**
   *  - **--pp-menu-item-bg-hover** - Background of the focused or hovered item. _(default: var(--pp-color-bg-hover, Highlight))_
   * - **--pp-menu-item-fg** - Text of an item. _(default: var(--pp-color-fg-default, CanvasText))_
   * - **--pp-menu-item-min-height** - Least height of an item (at least 24px). _(default: var(--pp-control-height-sm, 2rem))_
   *
   * ### **CSS Parts:**
   *  - **base** - The row.
   * - **check** - The check mark of a checkbox or radio item.
   * - **prefix** - The wrapper of the `prefix` slot.
   * - **label** - The wrapper of the text.
   * - **suffix** - The wrapper of the `suffix` slot.
   * - **submenu-icon** - The arrow of an item that opens a submenu.
   */
  "pp-menu-item": DefineComponent<PpMenuItemProps>;

  /**
   * A separator between menu items.
   * ---
   *
   *
   * ### **Methods:**
   *
   *
   * ### **CSS Properties:**
   *  - **--pp-menu-separator-color** - Colour of the line. _(default: var(--pp-color-border-default, GrayText))_
   */
  "pp-menu-separator": DefineComponent<PpMenuSeparatorProps>;

  /**
   * A menu button: a trigger that opens a menu of commands, links, checkboxes, radios and submenus.
   * ---
   *
   *
   * ### **Events:**
   *  - **pp-select** - An item is activated (fired from the item, before a checkbox or radio changes). Cancel it to keep the item as it is and the menu open.
   * - **pp-open** - The menu opened.
   * - **pp-close** - The menu closed.
   *
   * ### **Methods:**
   *  - **show(focus: _'first' | 'last'_): _void_** - Opens the menu and focuses its first item (or its last).
   * - **hide(returnFocus): _void_** - Closes the menu (and its submenus); `returnFocus` gives the focus back to its trigger.
   *
   *
   * ### **Slots:**
   *  - _default_ - The menu's items, groups and separators.
   * - **trigger** - The element that opens the menu (not used by a submenu, whose trigger is its item).
   * - **header** - Shown above the items in the popup, outside the menu's items (who is signed in, in a user menu): text only, nothing focusable, since the keyboard moves among the items alone.
   *
   * ### **CSS Properties:**
   *  - **--pp-menu-bg** - Background of the menu. _(default: var(--pp-color-bg-raised, Canvas))_
   * - **--pp-menu-fg** - Text of the menu. _(default: var(--pp-color-fg-default, CanvasText))_
   * - **--pp-menu-border** - Border of the menu. _(default: var(--pp-color-border-default, CanvasText))_
   * - **--pp-menu-radius** - Corner radius of the menu. _(default: var(--pp-radius-md, 0.375rem))_
   * - **--pp-menu-shadow** - Shadow of the menu. _(default: var(--pp-shadow-lg, none))_
   * - **--pp-menu-min-width** - Least width of the menu. _(default: 10rem)_
   * - **--pp-menu-max-height** - Greatest height of the menu (it scrolls beyond). _(default: 24rem)_
   * - **--pp-menu-duration** - Duration of the opening fade (none with reduced motion). _(default: var(--pp-duration-fast, 150ms))_
   *
   * ### **CSS Parts:**
   *  - **trigger** - The wrapper of the `trigger` slot, which the menu is placed against.
   * - **menu** - The popup (the popover): the header and the items.
   * - **items** - The menu itself (`role="menu"`), around the items.
   */
  "pp-menu": DefineComponent<PpMenuProps>;

  /**
   * A determinate or indeterminate progress bar with a localised percentage, and a thin variant for page loading.
   * ---
   *
   *
   * ### **Methods:**
   *
   *
   * ### **CSS Properties:**
   *  - **--pp-progress-bar-height** - Height of the track (`thin`: 3px). _(default: 0.5rem)_
   * - **--pp-progress-bar-radius** - Corner radius of the track and the bar (`thin`: 0). _(default: var(--pp-radius-full, 9999px))_
   * - **--pp-progress-bar-track** - Colour of the track. _(default: var(--pp-color-bg-hover, Canvas))_
   * - **--pp-progress-bar-color** - Colour of the bar. _(default: var(--pp-color-bg-brand, Highlight))_
   *
   * ### **CSS Parts:**
   *  - **label** - The visible label (`show-label`).
   * - **value** - The visible percentage beside it (hidden from screen readers, which read `aria-valuetext`).
   * - **track** - The track (the element with the role).
   * - **indicator** - The filled bar.
   */
  "pp-progress-bar": DefineComponent<PpProgressBarProps>;

  /**
   * A group of radios with label, hint and error: one tab stop, arrow keys, form-associated.
   * ---
   *
   *
   * ### **Events:**
   *  - **input** - The user checked another radio (click, arrow key or Space), after `value` follows it.
   * - **change** - The user checked another radio, right after `input`.
   *
   * ### **Methods:**
   *  - **focus(options: _FocusOptions_): _void_** - Focuses the radio Tab would: the checked one, else the first enabled one.
   * - **checkValidity(): _boolean_** - Checks validity, firing `invalid` when invalid, without showing the error under the radios.
   * - **formResetCallback(): _void_** - Form-associated callback: the form was reset.
   * - **formStateRestoreCallback(state: _string | File | FormData | null_): _void_** - Form-associated callback: the browser restores the state (back/forward navigation).
   * - **reportValidity(): _boolean_** - Checks validity and shows the browser's message when invalid.
   * - **formDisabledCallback(): _void_** - Form-associated callback: the element's disabled state changed, by a surrounding fieldset or by
   * its own `disabled` attribute. Only the fieldset's part is kept, read from the tree: taking the
   * argument would also record the element's own attribute, whose reflection happens in the middle
   * of an update, where Lit drops a change (a button enabled by code stayed disabled).
   *
   *
   * ### **Slots:**
   *  - _default_ - The `<pp-radio>` options (they may be wrapped in other elements).
   * - **label** - Rich content for the label (replaces `label`); keep it text and inline elements.
   * - **hint** - Rich content for the hint (replaces `hint`), such as a link.
   * - **error** - Rich content for the error: while it holds something the group is invalid with its text as the message, as with `error`.
   *
   * ### **CSS Properties:**
   *  - **--pp-radio-group-gap** - Space between the radios (between the columns of a horizontal group it defaults to `var(--pp-space-5, 1.25rem)`). _(default: var(--pp-space-2, 0.5rem))_
   *
   * ### **CSS Parts:**
   *  - **label** - The label above the radios, the group's accessible name.
   * - **required** - The required mark ('*') in the label (hidden from screen readers: the group is `aria-required`).
   * - **group** - The `role="radiogroup"` box around the radios.
   * - **hint** - The hint under the radios.
   * - **error** - The error under the radios.
   */
  "pp-radio-group": DefineComponent<PpRadioGroupProps>;

  /**
   * One option of a radio group (`<pp-radio-group>`).
   * ---
   *
   *
   * ### **Methods:**
   *
   *
   * ### **Slots:**
   *  - _default_ - The option's text.
   *
   * ### **CSS Properties:**
   *  - **--pp-radio-size** - Diameter of the circle. _(default: 1.125rem)_
   * - **--pp-radio-bg** - Background of the circle. _(default: var(--pp-input-bg, var(--pp-color-bg-surface, Field)))_
   * - **--pp-radio-bg-hover** - Background of the circle under the pointer. _(default: var(--pp-color-bg-hover, Field))_
   * - **--pp-radio-border** - Border of the circle. _(default: var(--pp-input-border, var(--pp-color-border-strong, GrayText)))_
   * - **--pp-radio-checked** - Border of the checked circle and its dot. _(default: var(--pp-color-border-focus, Highlight))_
   *
   * ### **CSS Parts:**
   *  - **control** - The circle.
   * - **dot** - The dot inside the circle, shown while the radio is checked.
   * - **label** - The wrapper of the text.
   */
  "pp-radio": DefineComponent<PpRadioProps>;

  /**
   * A Tiptap rich-text editor: APG toolbar, links, uploads through the host, form-associated.
   * ---
   *
   *
   * ### **Events:**
   *  - **input** - The user changed the text (typing, formatting, a paste, a finished upload).
   * - **change** - Focus left the element and the value differs from when it came in.
   * - **pp-upload-error** - An upload failed or a file was refused. Cancelable: `preventDefault()` shows no message.
   *
   * ### **Methods:**
   *  - **focus(options: _FocusOptions_): _void_** - Focuses the editing area (at the end of the text when it had no selection yet).
   * - **formResetCallback(): _void_** - Form-associated callback: the form was reset: back to the `value` attribute.
   * - **formStateRestoreCallback(state: _string | File | FormData | null_): _void_** - Form-associated callback: the browser restores the value (back/forward navigation, autofill).
   * - **checkValidity(): _boolean_** - Checks validity, firing `invalid` when invalid.
   * - **reportValidity(): _boolean_** - Checks validity and shows the browser's message when invalid.
   * - **formDisabledCallback(): _void_** - Form-associated callback: the element's disabled state changed, by a surrounding fieldset or by
   * its own `disabled` attribute. Only the fieldset's part is kept, read from the tree: taking the
   * argument would also record the element's own attribute, whose reflection happens in the middle
   * of an update, where Lit drops a change (a button enabled by code stayed disabled).
   *
   *
   * ### **CSS Properties:**
   *  - **--pp-rich-text-editor-background** - Background of the field. Default --pp-color-bg-surface. _(default: var(--pp-color-bg-surface, Field))_
   * - **--pp-rich-text-editor-border-color** - Border of the field, toolbar and popover. Default --pp-color-border-default. _(default: var(--pp-color-border-default, GrayText))_
   * - **--pp-rich-text-editor-toolbar-background** - Background of the toolbar. Default --pp-color-bg-subtle. _(default: var(--pp-color-bg-subtle, Canvas))_
   * - **--pp-rich-text-editor-radius** - Corner radius. Default --pp-radius-md. _(default: var(--pp-radius-md, 0.375rem))_
   * - **--pp-rich-text-editor-min-height** - Least height of the text area. Default 8rem. _(default: 8rem)_
   * - **--pp-rich-text-editor-max-height** - Greatest height of the text area before it scrolls. Default 32rem. _(default: 32rem)_
   *
   * ### **CSS Parts:**
   *  - **field** - The box around the toolbar and the text.
   * - **toolbar** - The toolbar.
   * - **button** - Each toolbar button (with `pressed` while a toggle is on).
   * - **pressed** - A toolbar toggle that is on, with `button`.
   * - **content** - The scrolling area that holds the text.
   * - **upload** - An upload in progress (in the text).
   * - **upload-progress** - Its progress bar.
   * - **upload-cancel** - Its cancel button.
   * - **error** - The inline upload error (when no toaster is in the page).
   * - **count** - The character count (with `maxlength`).
   * - **link-popover** - The link form's popover (top layer).
   * - **link-input** - The link form's address field.
   * - **link-error** - The link form's error ('Invalid URL').
   */
  "pp-rich-text-editor": DefineComponent<PpRichTextEditorProps>;

  /**
   * A scroll container with a scrollbar that shows while scrolling.
   * ---
   *
   *
   * ### **Methods:**
   *
   *
   * ### **Slots:**
   *  - _default_ - The scrolling content.
   *
   * ### **CSS Properties:**
   *  - **--pp-scroll-area-thumb** - Scrollbar thumb colour. Defaults to `--pp-color-border-strong`. _(default: var(--pp-color-border-strong, GrayText))_
   * - **--pp-scroll-area-track** - Scrollbar track colour (transparent). _(default: transparent)_
   *
   * ### **CSS Parts:**
   *  - **viewport** - The scrolling box.
   */
  "pp-scroll-area": DefineComponent<PpScrollAreaProps>;

  /**
   * Navigation sidebar: persisted desktop column, modal sheet on small screens, active entry by URL.
   * ---
   *
   *
   * ### **Events:**
   *  - **pp-navigate** - An ordinary (unmodified, left) click on an internal entry. Cancelable: call `preventDefault()` to stop the browser's navigation and route yourself. The mobile sheet closes either way.
   * - **pp-toggle** - The open state of the current layout, or the layout itself, changed (`{ open, mode }`), whatever the cause (toggle, Escape, navigation, resize). Not fired for the initial state.
   *
   * ### **Methods:**
   *  - **toggle(force: _boolean_): _void_** - Toggles the sidebar of the current layout, or sets it open when `force` is given.
   * - **show(): _void_** - Opens the sidebar of the current layout.
   * - **hide(): _void_** - Closes the sidebar of the current layout.
   * - **attachToggle(toggle: _HTMLElement_): _() => void_** - Makes `toggle` (a button outside the sidebar) control it: a click toggles the sidebar, and the
   * button's `aria-controls` and `aria-expanded` are kept in sync (and `aria-label` set to
   * `toggleLabel` when it has no name). Focus returns to it when the mobile sheet closes.
   * Returns a function that detaches the button again.
   *
   *
   * ### **Slots:**
   *  - **logo** - The logo, shown in the 4rem-high logo area inside the home link.
   * - **header** - Content between the logo area and the menu (e.g. a project switcher on mobile).
   * - **footer** - Content below the menu.
   * - **icon-<name>** - An icon for entries whose `icon` is `<name>` (one slotted icon per name).
   *
   * ### **CSS Properties:**
   *  - **--pp-sidebar-width** - Width, overriding `width` (default from `--pp-sidebar-width-sm|md|lg`). _(default: undefined)_
   * - **--pp-sidebar-width-sm** - Width when `width="sm"` (16rem); a component token of `@portal-elements/tokens`. _(default: 16rem)_
   * - **--pp-sidebar-width-md** - Width when `width="md"` (22rem); a component token of `@portal-elements/tokens`. _(default: 22rem)_
   * - **--pp-sidebar-width-lg** - Width when `width="lg"` (26rem); a component token of `@portal-elements/tokens`. _(default: 26rem)_
   * - **--pp-sidebar-top** - Offset from the top of the viewport on desktop (e.g. the top bar's height). Default 0. _(default: 0px)_
   * - **--pp-sidebar-height** - Height on desktop. Default `100dvh` minus the top offset. _(default: calc(100dvh - var(--pp-sidebar-top, 0px)))_
   * - **--pp-sidebar-logo-height** - Height of the logo area. Default 4rem. _(default: 4rem)_
   * - **--pp-sidebar-background** - Background (default `--pp-color-bg-surface`). _(default: var(--pp-color-bg-surface, Canvas))_
   * - **--pp-sidebar-foreground** - Text colour (default `--pp-color-fg-default`). _(default: var(--pp-color-fg-default, CanvasText))_
   * - **--pp-sidebar-muted-foreground** - Section headers and icons (default `--pp-color-fg-muted`). _(default: var(--pp-color-fg-muted, color-mix(in srgb, CanvasText 72%, Canvas)))_
   * - **--pp-sidebar-border-color** - Borders (default `--pp-color-border-default`). _(default: var(--pp-color-border-default, color-mix(in srgb, CanvasText 16%, Canvas)))_
   * - **--pp-sidebar-item-hover-background** - Hovered entry (default `--pp-color-bg-hover`). _(default: var(--pp-color-bg-hover, color-mix(in srgb, CanvasText 7%, Canvas)))_
   * - **--pp-sidebar-item-active-background** - Active entry (default `--pp-color-bg-selected`). _(default: var(--pp-color-bg-selected, color-mix(in srgb, LinkText 12%, Canvas)))_
   * - **--pp-sidebar-item-active-foreground** - Active entry text (default `--pp-color-fg-default`). _(default: var(--pp-color-fg-default, CanvasText))_
   * - **--pp-sidebar-badge-background** - Badges (default `--pp-color-bg-subtle`). _(default: var(--pp-color-bg-subtle, color-mix(in srgb, CanvasText 10%, Canvas)))_
   * - **--pp-sidebar-badge-foreground** - Badge text (default `--pp-color-fg-default`). _(default: var(--pp-color-fg-default, CanvasText))_
   * - **--pp-sidebar-backdrop** - The sheet's backdrop (default `--pp-color-bg-backdrop`). _(default: var(--pp-color-bg-backdrop, color-mix(in srgb, CanvasText 45%, transparent)))_
   * - **--pp-sidebar-duration** - Open/close slide duration (default `--pp-duration-normal`); 0 under reduced motion. _(default: var(--pp-duration-normal, 200ms))_
   * - **--pp-scroll-area-thumb** - The menu's scrollbar thumb while shown (default `--pp-color-border-strong`). _(default: var(--pp-color-border-strong, GrayText))_
   * - **--pp-scroll-area-track** - The menu's scrollbar track while shown (default transparent). _(default: transparent)_
   *
   * ### **CSS Parts:**
   *  - **panel** - The desktop column.
   * - **sheet** - The mobile `<dialog>`.
   * - **header** - The logo area (with the close button in the sheet).
   * - **logo-link** - The home link around the logo.
   * - **close-button** - The sheet's close button.
   * - **nav** - The `nav` landmark; the scroll container of long menus.
   * - **section** - One menu section.
   * - **section-toggle** - A labelled section's header button.
   * - **list** - A list of entries.
   * - **item** - An entry (link, group button or plain text).
   * - **item-active** - The active entry.
   * - **group-toggle** - A collapsible group's header button.
   * - **icon** - An entry's icon.
   * - **badge** - An entry's badge.
   */
  "pp-sidebar": DefineComponent<PpSidebarProps>;

  /**
   * A placeholder shaped like the content being loaded: a line, a block or a circle.
   * ---
   *
   *
   * ### **Methods:**
   *
   *
   * ### **CSS Properties:**
   *  - **--pp-skeleton-color** - The shape's colour. _(default: var(--pp-color-bg-subtle))_
   * - **--pp-skeleton-highlight** - The sheen's and the pulse's lighter colour. _(default: var(--pp-color-bg-hover))_
   * - **--pp-skeleton-radius** - Corner radius of `text` and `rect`. _(default: var(--pp-radius-sm))_
   * - **--pp-skeleton-duration** - How long one sweep or pulse takes. _(default: 1.6s)_
   *
   * ### **CSS Parts:**
   *  - **base** - The placeholder shape.
   */
  "pp-skeleton": DefineComponent<PpSkeletonProps>;

  /**
   * An indeterminate busy indicator ('Ładowanie…'), a progress bar without a value.
   * ---
   *
   *
   * ### **Methods:**
   *
   *
   * ### **CSS Properties:**
   *  - **--pp-spinner-color** - Colour of the moving arc. _(default: currentColor)_
   * - **--pp-spinner-track-color** - Colour of the circle under it (drawn at a quarter of its opacity). _(default: currentColor)_
   * - **--pp-spinner-duration** - Time of one turn. _(default: 0.8s)_
   *
   * ### **CSS Parts:**
   *  - **base** - The indicator (the element with the role).
   */
  "pp-spinner": DefineComponent<PpSpinnerProps>;

  /**
   * An on/off switch with label, hint and error, form-associated.
   * ---
   *
   *
   * ### **Events:**
   *  - **input** - The user toggled the switch, after `checked` follows it.
   * - **change** - The user toggled the switch (after `input`).
   *
   * ### **Methods:**
   *  - **click(): _void_** - Clicks the control as a person would: it toggles unless disabled.
   * - **checkValidity(): _boolean_** - Checks validity, firing `invalid` when invalid, without showing the error under the control.
   * - **formResetCallback(): _void_** - Form-associated callback: the form was reset.
   * - **formStateRestoreCallback(state: _string | File | FormData | null_): _void_** - Form-associated callback: the browser restores the state (back/forward navigation).
   * - **reportValidity(): _boolean_** - Checks validity and shows the browser's message when invalid.
   * - **formDisabledCallback(): _void_** - Form-associated callback: the element's disabled state changed, by a surrounding fieldset or by
   * its own `disabled` attribute. Only the fieldset's part is kept, read from the tree: taking the
   * argument would also record the element's own attribute, whose reflection happens in the middle
   * of an update, where Lit drops a change (a button enabled by code stayed disabled).
   *
   *
   * ### **Slots:**
   *  - **label** - Rich content for the label (replaces `label`).
   * - **hint** - Rich content for the hint (replaces `hint`).
   * - **error** - Rich content for the error: while it holds something the switch is invalid with its text as the message, as with `error`.
   *
   * ### **CSS Properties:**
   *  - **--pp-switch-track-bg** - Background of the track when off. _(default: var(--pp-input-bg, var(--pp-color-bg-surface, Field)))_
   * - **--pp-switch-track-border** - Border of the track when off. _(default: var(--pp-input-border, var(--pp-color-border-strong, GrayText)))_
   * - **--pp-switch-thumb** - The thumb when off. _(default: var(--pp-color-fg-muted, GrayText))_
   * - **--pp-switch-checked-bg** - Background and border of the track when on. _(default: var(--pp-color-bg-brand, Highlight))_
   * - **--pp-switch-checked-thumb** - The thumb when on. _(default: var(--pp-color-fg-on-brand, HighlightText))_
   *
   * ### **CSS Parts:**
   *  - **control** - The 24 px target holding the native input and the track.
   * - **input** - The native `<input type="checkbox" role="switch">` (transparent, over the track).
   * - **track** - The drawn track.
   * - **thumb** - The thumb: at the start when off, at the end when on.
   * - **label** - The `<label>` beside the switch.
   * - **required** - The required mark ('*') in the label (hidden from screen readers: the input is `required`).
   * - **hint** - The hint under the label.
   * - **error** - The error under the label.
   */
  "pp-switch": DefineComponent<PpSwitchProps>;

  /**
   * One panel of a tab list (`<pp-tabs>`), shown while its tab is selected.
   * ---
   *
   *
   * ### **Methods:**
   *
   *
   * ### **Slots:**
   *  - _default_ - The panel's content.
   *
   * ### **CSS Properties:**
   *  - **--pp-tab-panel-padding** - Space above and below the content (none at the sides, so that it lines up with the page). _(default: var(--pp-space-4, 1rem))_
   */
  "pp-tab-panel": DefineComponent<PpTabPanelProps>;

  /**
   * One tab of a tab list (`<pp-tabs>`), naming the panel it shows.
   * ---
   *
   *
   * ### **Methods:**
   *
   *
   * ### **Slots:**
   *  - _default_ - The tab's text, with an icon if wanted.
   *
   * ### **CSS Properties:**
   *  - **--pp-tab-fg** - Text of a tab that is not selected. _(default: var(--pp-color-fg-muted, CanvasText))_
   * - **--pp-tab-fg-selected** - Text of the selected tab. _(default: var(--pp-color-fg-default, CanvasText))_
   * - **--pp-tab-bg-hover** - Background of a tab under the pointer. _(default: var(--pp-color-bg-hover, Canvas))_
   * - **--pp-tab-indicator** - Colour of the selected tab's bar. _(default: var(--pp-color-border-focus, Highlight))_
   * - **--pp-tab-indicator-size** - Thickness of the selected tab's bar. _(default: 3px)_
   *
   * ### **CSS Parts:**
   *  - **indicator** - The bar under (beside, when vertical) the selected tab.
   */
  "pp-tab": DefineComponent<PpTabProps>;

  /**
   * Tabs that show one panel at a time: one tab stop, arrow keys, automatic or manual activation.
   * ---
   *
   *
   * ### **Events:**
   *  - **pp-tab-show** - The person selected another tab (click, arrow key, Home, End, Enter or Space), before it shows (`{ value, previous, tab }`). Cancelable: `preventDefault()` keeps the current tab.
   *
   * ### **Methods:**
   *  - **focus(options: _FocusOptions_): _void_** - Focuses the selected tab (where Tab enters the list).
   *
   *
   * ### **Slots:**
   *  - _default_ - The `<pp-tab>` and `<pp-tab-panel>` children (the tabs go into the tab list, the rest below it).
   *
   * ### **CSS Properties:**
   *  - **--pp-tabs-border** - The line between the tabs and the panels. _(default: var(--pp-color-border-default, GrayText))_
   * - **--pp-tabs-gap** - Space between the tabs. _(default: var(--pp-space-1, 0.25rem))_
   *
   * ### **CSS Parts:**
   *  - **tablist** - The `role="tablist"` row (column) of tabs; it scrolls when the tabs do not fit.
   * - **panels** - The box around the panels.
   */
  "pp-tabs": DefineComponent<PpTabsProps>;

  /**
   * A text input with label, hint, error, prefix and suffix, character count, form-associated.
   * ---
   *
   *
   * ### **Events:**
   *  - **input** - The user changed the value (each keystroke, paste or cut), after `value` follows it.
   * - **change** - The user committed a changed value (Enter, or focus left the field).
   *
   * ### **Methods:**
   *  - **select(): _void_** - Selects the whole value.
   * - **setSelectionRange(start: _number | null_, end: _number | null_, direction: _'forward' | 'backward' | 'none'_): _void_** - Selects a range of the value, as the native control does (an `<input>` of type `email` or `number` throws).
   * - **checkValidity(): _boolean_** - Checks validity, firing `invalid` when invalid, without showing the error under the field.
   * - **formResetCallback(): _void_** - Form-associated callback: the form was reset.
   * - **formStateRestoreCallback(state: _string | File | FormData | null_): _void_** - Form-associated callback: the browser restores the state (back/forward navigation, autofill).
   * - **reportValidity(): _boolean_** - Checks validity and shows the browser's message when invalid.
   * - **formDisabledCallback(): _void_** - Form-associated callback: the element's disabled state changed, by a surrounding fieldset or by
   * its own `disabled` attribute. Only the fieldset's part is kept, read from the tree: taking the
   * argument would also record the element's own attribute, whose reflection happens in the middle
   * of an update, where Lit drops a change (a button enabled by code stayed disabled).
   *
   *
   * ### **Slots:**
   *  - **label** - Rich content for the label (replaces `label`); keep it text and inline elements.
   * - **hint** - Rich content for the hint (replaces `hint`), such as a link.
   * - **error** - Rich content for the error: while it holds something the field is invalid with its text as the message, as with `error`.
   * - **prefix** - Before the input: an icon (mark it `aria-hidden="true"`) or a unit, read as part of the description.
   * - **suffix** - After the input: an icon or a unit such as 'PLN', read as part of the description.
   *
   * ### **CSS Properties:**
   *  - **--pp-text-field-width** - Width of the element. Default 20rem. _(default: 20rem)_
   *
   * ### **CSS Parts:**
   *  - **label** - The `<label>` above the field.
   * - **required** - The required mark ('*') in the label (hidden from screen readers: the input is `required`).
   * - **field** - The box around the prefix, input and suffix.
   * - **input** - The native `<input>`.
   * - **prefix** - The box around the `prefix` slot.
   * - **suffix** - The box around the `suffix` slot.
   * - **hint** - The hint under the field.
   * - **error** - The error under the field.
   * - **count** - The character count ('12 / 200', with `maxlength`).
   */
  "pp-text-field": DefineComponent<PpTextFieldProps>;

  /**
   * A multi-line text field with label, hint, error, character count and auto-grow, form-associated.
   * ---
   *
   *
   * ### **Events:**
   *  - **input** - The user changed the value (each keystroke, paste or cut), after `value` follows it.
   * - **change** - The user committed a changed value (focus left the field).
   *
   * ### **Methods:**
   *  - **select(): _void_** - Selects the whole value.
   * - **setSelectionRange(start: _number | null_, end: _number | null_, direction: _'forward' | 'backward' | 'none'_): _void_** - Selects a range of the value, as the native control does (an `<input>` of type `email` or `number` throws).
   * - **checkValidity(): _boolean_** - Checks validity, firing `invalid` when invalid, without showing the error under the field.
   * - **formResetCallback(): _void_** - Form-associated callback: the form was reset.
   * - **formStateRestoreCallback(state: _string | File | FormData | null_): _void_** - Form-associated callback: the browser restores the state (back/forward navigation, autofill).
   * - **reportValidity(): _boolean_** - Checks validity and shows the browser's message when invalid.
   * - **formDisabledCallback(): _void_** - Form-associated callback: the element's disabled state changed, by a surrounding fieldset or by
   * its own `disabled` attribute. Only the fieldset's part is kept, read from the tree: taking the
   * argument would also record the element's own attribute, whose reflection happens in the middle
   * of an update, where Lit drops a change (a button enabled by code stayed disabled).
   *
   *
   * ### **Slots:**
   *  - **label** - Rich content for the label (replaces `label`); keep it text and inline elements.
   * - **hint** - Rich content for the hint (replaces `hint`), such as a link.
   * - **error** - Rich content for the error: while it holds something the field is invalid with its text as the message, as with `error`.
   *
   * ### **CSS Properties:**
   *  - **--pp-textarea-width** - Width of the element. Default 20rem. _(default: 20rem)_
   * - **--pp-textarea-min-height** - Least height of the textarea (its `rows` set it otherwise). Default 0. _(default: 0)_
   * - **--pp-textarea-max-height** - Greatest height the textarea grows to with `resize="auto"` (or is dragged to). Default 20rem with `resize="auto"`, else none. _(default: 20rem)_
   *
   * ### **CSS Parts:**
   *  - **label** - The `<label>` above the field.
   * - **required** - The required mark ('*') in the label (hidden from screen readers: the textarea is `required`).
   * - **field** - The box around the textarea.
   * - **textarea** - The native `<textarea>`.
   * - **hint** - The hint under the field.
   * - **error** - The error under the field.
   * - **count** - The character count ('12 / 200', with `maxlength`).
   */
  "pp-textarea": DefineComponent<PpTextareaProps>;

  /**
   * Toast notifications (the `toast()` API's view), in the top layer.
   * ---
   *
   *
   * ### **Events:**
   *  - **pp-dismiss** - A toast was closed by the close button, a swipe, a button or its timer. `detail: { id, reason }`.
   * - **pp-action** - The action or cancel button of a toast was clicked. `detail: { id, button }`. Cancelable: `preventDefault()` keeps the toast open after an action.
   *
   * ### **Methods:**
   *
   *
   * ### **Slots:**
   *  - **<name>** - Rich content: the children with `slot="<name>"` are shown inside the toasts made with `{ slot: '<name>' }` (other children are not shown).
   *
   * ### **CSS Properties:**
   *  - **--pp-toaster-width** - Width of a toast. Defaults to `--pp-toast-width` (356px). _(default: var(--pp-toast-width, 356px))_
   * - **--pp-toaster-gap** - Gap between toasts. Defaults to `--pp-toast-gap` (14px). _(default: var(--pp-toast-gap, 14px))_
   * - **--pp-toaster-offset** - Distance from the viewport edges (24px). _(default: 24px)_
   * - **--pp-toaster-offset-top-right** - Top distance in the top-right position. Defaults to `--pp-toast-offset-top-right` (76px). _(default: var(--pp-toast-offset-top-right, 76px))_
   * - **--pp-toaster-offset-mobile** - Edge distance on screens up to 600px wide (16px). _(default: 16px)_
   * - **--pp-toaster-background** - Background of default toasts. Defaults to `--pp-toast-bg`, then `--pp-color-bg-raised`. _(default: var(--pp-toast-bg, var(--pp-color-bg-raised, Canvas)))_
   * - **--pp-toaster-color** - Text colour of default toasts. Defaults to `--pp-toast-fg`, then `--pp-color-fg-default`. _(default: var(--pp-toast-fg, var(--pp-color-fg-default, CanvasText)))_
   * - **--pp-toaster-muted-color** - Description colour. Defaults to `--pp-color-fg-muted`. _(default: var(--pp-color-fg-muted, CanvasText))_
   * - **--pp-toaster-border-color** - Border of default toasts. Defaults to `--pp-toast-border`, then `--pp-color-border-default`. _(default: var(--pp-toast-border, var(--pp-color-border-default, GrayText)))_
   * - **--pp-toaster-radius** - Corner radius. Defaults to `--pp-toast-radius`, then `--pp-radius-md`. _(default: var(--pp-toast-radius, var(--pp-radius-md, 0.5rem)))_
   * - **--pp-toaster-shadow** - Shadow. Defaults to `--pp-toast-shadow`, then `--pp-shadow-lg`. _(default: var(--pp-toast-shadow, var(--pp-shadow-lg, none)))_
   * - **--pp-toaster-font-family** - Font. Defaults to `--pp-font-family-sans`. _(default: var(--pp-font-family-sans, system-ui, sans-serif))_
   * - **--pp-toaster-duration** - Length of the enter, exit and stack animations. Defaults to `--pp-duration-normal`. _(default: var(--pp-duration-normal, 200ms))_
   * - **--pp-toaster-easing** - Their easing. Defaults to `--pp-easing-standard`. _(default: var(--pp-easing-standard, ease))_
   *
   * ### **CSS Parts:**
   *  - **region** - The top-layer region (landmark) that holds the stack.
   * - **list** - The list of toasts.
   * - **toast** - Each toast.
   * - **toast-default** - A toast of type `default` (also has the `toast` part).
   * - **toast-success** - A toast of type `success` (also has the `toast` part).
   * - **toast-error** - A toast of type `error` (also has the `toast` part).
   * - **toast-info** - A toast of type `info` (also has the `toast` part).
   * - **toast-warning** - A toast of type `warning` (also has the `toast` part).
   * - **toast-loading** - A toast of type `loading` (also has the `toast` part).
   * - **icon** - The type icon.
   * - **content** - The text and rich content column.
   * - **title** - The message.
   * - **description** - The description.
   * - **buttons** - The action and cancel buttons' row.
   * - **action-button** - The action button.
   * - **cancel-button** - The cancel button.
   * - **close-button** - The close button (top-left).
   */
  "pp-toaster": DefineComponent<PpToasterProps>;

  /**
   * A region whose tooltips share one open delay and skip delay.
   * ---
   *
   *
   * ### **Methods:**
   *
   *
   * ### **Slots:**
   *  - _default_ - The region: any content with tooltips.
   */
  "pp-tooltip-group": DefineComponent<PpTooltipGroupProps>;

  /**
   * A hover and focus tooltip in the top layer, with delay groups and touch long press.
   * ---
   *
   *
   * ### **Events:**
   *  - **pp-show** - The tooltip opened. `detail: { trigger }`.
   * - **pp-hide** - The tooltip closed. `detail: { trigger }`.
   *
   * ### **Methods:**
   *  - **show(): _void_** - Opens the tooltip now (as if set from code).
   * - **hide(): _void_** - Closes the tooltip now, whatever opened it.
   *
   *
   * ### **Slots:**
   *  - _default_ - The tooltip's content (text). Defaults to `content`.
   *
   * ### **CSS Properties:**
   *  - **--pp-tooltip-bg** - Bubble background (a component token). Defaults to `--pp-color-bg-inverse`. _(default: var(--pp-color-bg-inverse, CanvasText))_
   * - **--pp-tooltip-fg** - Text colour (a component token). Defaults to `--pp-color-fg-inverse`. _(default: var(--pp-color-fg-inverse, Canvas))_
   * - **--pp-tooltip-radius** - Corner radius (a component token). Defaults to `--pp-radius-sm`. _(default: var(--pp-radius-sm, 0.25rem))_
   * - **--pp-tooltip-max-width** - Widest bubble (20rem). _(default: 20rem)_
   * - **--pp-tooltip-arrow-size** - Arrow size (0.5rem). _(default: 0.5rem)_
   * - **--pp-tooltip-font-family** - Font. Defaults to `--pp-font-family-sans`. _(default: var(--pp-font-family-sans, system-ui, sans-serif))_
   * - **--pp-tooltip-font-size** - Font size. Defaults to `--pp-font-size-xs`. _(default: var(--pp-font-size-xs, 0.75rem))_
   * - **--pp-tooltip-shadow** - Shadow. Defaults to `--pp-shadow-md`. _(default: var(--pp-shadow-md, none))_
   * - **--pp-tooltip-duration** - Fade length. Defaults to `--pp-duration-fast`. _(default: var(--pp-duration-fast, 150ms))_
   *
   * ### **CSS Parts:**
   *  - **body** - The bubble.
   * - **arrow** - The arrow pointing at the trigger.
   */
  "pp-tooltip": DefineComponent<PpTooltipProps>;
};

declare module "vue" {
  // eslint-disable-next-line @typescript-eslint/no-empty-interface
  interface GlobalComponents extends CustomElements {}
}

declare global {
  namespace JSX {
    // eslint-disable-next-line @typescript-eslint/no-empty-interface
    interface IntrinsicElements extends CustomElements {}
  }
}
