import type { PpAlert } from "@portal-elements/elements/pp-alert/pp-alert.js";
import type { PpAppShell } from "@portal-elements/elements/pp-app-shell/pp-app-shell.js";
import type { PpAvatar } from "@portal-elements/elements/pp-avatar/pp-avatar.js";
import type { PpBadge } from "@portal-elements/elements/pp-badge/pp-badge.js";
import type { PpBreadcrumbItem } from "@portal-elements/elements/pp-breadcrumb/pp-breadcrumb-item.js";
import type { PpBreadcrumb } from "@portal-elements/elements/pp-breadcrumb/pp-breadcrumb.js";
import type { PpButton } from "@portal-elements/elements/pp-button/pp-button.js";
import type {
  CheckboxMessages,
  PpCheckbox,
} from "@portal-elements/elements/pp-checkbox/pp-checkbox.js";
import type {
  ComboboxCountText,
  ComboboxDataPage,
  ComboboxDataProvider,
  ComboboxDataRequest,
  ComboboxMode,
  ComboboxNavigateDetail,
  ComboboxOption,
  ComboboxSelectDetail,
  ComboboxToggleDetail,
  PpCombobox,
} from "@portal-elements/elements/pp-combobox/pp-combobox.js";
import type {
  DataTableAction,
  DataTableColumn,
  DataTableColumnType,
  DataTableCountText,
  DataTableDataPage,
  DataTableDataProvider,
  DataTableDataRequest,
  DataTableDateRange,
  DataTableFilter,
  DataTableFilterKind,
  DataTableFilterOption,
  DataTableFilterValue,
  DataTableNavigateDetail,
  DataTableRow,
  DataTableRowActionDetail,
  DataTableSelection,
  DataTableSelectionDetail,
  DataTableSort,
  DataTableState,
  DataTableStateChangeDetail,
  PpDataTable,
} from "@portal-elements/elements/pp-data-table/pp-data-table.js";
import type {
  PpDialog,
  DialogRequestCloseDetail,
} from "@portal-elements/elements/pp-dialog/pp-dialog.js";
import type { PpMenuGroup } from "@portal-elements/elements/pp-menu/pp-menu-group.js";
import type { PpMenuItem } from "@portal-elements/elements/pp-menu/pp-menu-item.js";
import type { PpMenuSeparator } from "@portal-elements/elements/pp-menu/pp-menu-separator.js";
import type {
  PpMenu,
  MenuSelectDetail,
} from "@portal-elements/elements/pp-menu/pp-menu.js";
import type { PpProgressBar } from "@portal-elements/elements/pp-progress-bar/pp-progress-bar.js";
import type {
  RadioGroupMessages,
  PpRadioGroup,
} from "@portal-elements/elements/pp-radio-group/pp-radio-group.js";
import type { PpRadio } from "@portal-elements/elements/pp-radio-group/pp-radio.js";
import type {
  RichTextEditorUploadErrorDetail,
  RichTextEditorUploadErrorReason,
  RichTextEditorUploadHandler,
  RichTextEditorUploadOptions,
  RichTextEditorUploadResult,
  RichTextEditorMessages,
  PpRichTextEditor,
} from "@portal-elements/elements/pp-rich-text-editor/pp-rich-text-editor.js";
import type { PpScrollArea } from "@portal-elements/elements/pp-scroll-area/pp-scroll-area.js";
import type {
  SidebarItem,
  SidebarMode,
  SidebarNavigateDetail,
  SidebarSection,
  SidebarToggleDetail,
  SIDEBAR_BREAKPOINTS,
  SIDEBAR_OPEN_STORAGE_KEY,
  SIDEBAR_SECTIONS_STORAGE_KEY,
  PpSidebar,
} from "@portal-elements/elements/pp-sidebar/pp-sidebar.js";
import type { PpSkeleton } from "@portal-elements/elements/pp-skeleton/pp-skeleton.js";
import type { PpSpinner } from "@portal-elements/elements/pp-spinner/pp-spinner.js";
import type {
  SwitchMessages,
  PpSwitch,
} from "@portal-elements/elements/pp-switch/pp-switch.js";
import type { PpTabPanel } from "@portal-elements/elements/pp-tabs/pp-tab-panel.js";
import type { PpTab } from "@portal-elements/elements/pp-tabs/pp-tab.js";
import type {
  PpTabs,
  TabShowDetail,
} from "@portal-elements/elements/pp-tabs/pp-tabs.js";
import type {
  FieldSize,
  TextFieldMessages,
  PpTextField,
} from "@portal-elements/elements/pp-text-field/pp-text-field.js";
import type {
  TextareaMessages,
  PpTextarea,
} from "@portal-elements/elements/pp-textarea/pp-textarea.js";
import type {
  ToasterPosition,
  TOASTER_DEFAULTS,
  PpToaster,
  ToasterDismissDetail,
  ToasterActionDetail,
} from "@portal-elements/elements/pp-toaster/pp-toaster.js";
import type { PpTooltipGroup } from "@portal-elements/elements/pp-tooltip/pp-tooltip-group.js";
import type {
  PpTooltip,
  TooltipToggleDetail,
} from "@portal-elements/elements/pp-tooltip/pp-tooltip.js";

/**
 * This type can be used to create scoped tags for your components.
 *
 * Usage:
 *
 * ```ts
 * import type { ScopedElements } from "path/to/library/jsx-integration";
 *
 * declare module "my-library" {
 *   namespace JSX {
 *     interface IntrinsicElements
 *       extends ScopedElements<'test-', ''> {}
 *   }
 * }
 * ```
 *
 * @deprecated Runtime scoped elements result in duplicate types and can confusing for developers. It is recommended to use the `prefix` and `suffix` options to generate new types instead.
 */
export type ScopedElements<
  Prefix extends string = "",
  Suffix extends string = "",
> = {
  [
    Key in keyof CustomElements as `${Prefix}${Key}${Suffix}`
  ]: CustomElements[Key];
};

/**
 * A generic type for strongly typing custom events with their targets
 * @template T - The type of the event target (extends EventTarget)
 * @template D - The type of the detail payload for the custom event
 */
type TypedEvent<T extends EventTarget, E = Event> = E & {
  target: T;
};

type BaseProps<T extends HTMLElement> = {
  /** Content added between the opening and closing tags of the element */
  children?: any | undefined;
  /** Used for declaratively styling one or more elements using CSS (Cascading Stylesheets) */
  class?: string | undefined;
  /** Used for declaratively styling one or more elements using CSS (Cascading Stylesheets) */
  className?: string | undefined;
  /** Takes an object where the key is the class name(s) and the value is a boolean expression. When true, the class is applied, and when false, it is removed. */
  classList?: Record<string, boolean | undefined> | undefined;
  /** Specifies the text direction of the element. */
  dir?: "ltr" | "rtl" | undefined;
  /** Contains a space-separated list of the part names of the element that should be exposed on the host element. */
  exportparts?: string | undefined;
  /** For <label> and <output>, lets you associate the label with some control. */
  htmlFor?: string | undefined;
  /** Specifies whether the element should be hidden. */
  hidden?: boolean | string | undefined;
  /** A unique identifier for the element. */
  id?: string | undefined;
  /** Keys tell React which array item each component corresponds to */
  key?: string | number | undefined;
  /** Specifies the language of the element. */
  lang?: string | undefined;
  /** Defines the element's semantic role for accessibility APIs. */
  role?: string | undefined;
  /** Contains a space-separated list of the part names of the element. Part names allows CSS to select and style specific elements in a shadow tree via the ::part pseudo-element. */
  part?: string | undefined;
  /** Use the ref attribute with a variable to assign a DOM element to the variable once the element is rendered. */
  ref?: (T | ((e: T) => void)) | undefined;
  /** Adds a reference for a custom element slot */
  slot?: string | undefined;
  /** Prop for setting inline styles */
  style?: Record<string, string | number> | undefined;
  /** Overrides the default Tab button behavior. Avoid using values other than -1 and 0. */
  tabIndex?: number | undefined;
  /** Specifies the tooltip text for the element. */
  title?: string | undefined;
  /** Passing 'no' excludes the element content from being translated. */
  translate?: "yes" | "no" | undefined;
  /** The popover global attribute is used to designate an element as a popover element. */
  popover?: "auto" | "hint" | "manual" | undefined;
  /** Turns an element element into a popover control button; takes the ID of the popover element to control as its value. */
  popovertarget?: "top" | "bottom" | "left" | "right" | "auto" | undefined;
  /** Specifies the action to be performed on a popover element being controlled by a control element. */
  popovertargetaction?: "show" | "hide" | "toggle" | undefined;
};

type BaseEvents = {
  /** React's click handler: pressed (by mouse, touch or keyboard). */
  onClick?: import("react").MouseEventHandler<HTMLElement> | undefined;
  /** React's pointerenter handler: a pointer moved onto the element. */
  onPointerEnter?: import("react").PointerEventHandler<HTMLElement> | undefined;
  /** React's pointerleave handler: a pointer left the element. */
  onPointerLeave?: import("react").PointerEventHandler<HTMLElement> | undefined;
  /** React's pointerdown handler: a pointer was pressed on the element. */
  onPointerDown?: import("react").PointerEventHandler<HTMLElement> | undefined;
  /** React's focus handler: the element or something in it got the focus. */
  onFocus?: import("react").FocusEventHandler<HTMLElement> | undefined;
  /** React's blur handler: the element or something in it lost the focus. */
  onBlur?: import("react").FocusEventHandler<HTMLElement> | undefined;
  /** React's keydown handler: a key was pressed while the focus was in the element. */
  onKeyDown?: import("react").KeyboardEventHandler<HTMLElement> | undefined;
  /** React's keyup handler: a key was released while the focus was in the element. */
  onKeyUp?: import("react").KeyboardEventHandler<HTMLElement> | undefined;
};

/** `PpAlert` component event */
export type PpAlertElementEvent<E = Event> = TypedEvent<PpAlert, E>;

export type PpAlertProps = {
  /** What the alert tells: its icon, colours, hidden prefix and (when live) its role. */
  variant?: PpAlert["variant"] | undefined;
  /** The heading, shown in bold above the message (or use the `heading` slot). */
  heading?: PpAlert["heading"] | undefined;
  /** Shows a close button that hides the alert. */
  closable?: PpAlert["closable"] | undefined;
  /** When the alert is announced: `auto` when it appears after the page has loaded, `always`, or `never`. */
  announce?: PpAlert["announce"] | undefined;
  /** Hidden, as the global attribute; removing it shows the alert again (and announces it, unless `announce="never"`). */
  hidden?: PpAlert["hidden"] | undefined;
  /** The accessible name of the close button (`closable`). */
  "close-label"?: PpAlert["closeLabel"] | undefined;
  /** The accessible name of the close button (`closable`). */
  closeLabel?: PpAlert["closeLabel"] | undefined;
  /** Hidden text read before the message of an `info` alert. */
  "info-text"?: PpAlert["infoText"] | undefined;
  /** Hidden text read before the message of an `info` alert. */
  infoText?: PpAlert["infoText"] | undefined;
  /** Hidden text read before the message of a `success` alert. */
  "success-text"?: PpAlert["successText"] | undefined;
  /** Hidden text read before the message of a `success` alert. */
  successText?: PpAlert["successText"] | undefined;
  /** Hidden text read before the message of a `warning` alert. */
  "warning-text"?: PpAlert["warningText"] | undefined;
  /** Hidden text read before the message of a `warning` alert. */
  warningText?: PpAlert["warningText"] | undefined;
  /** Hidden text read before the message of an `error` alert. */
  "error-text"?: PpAlert["errorText"] | undefined;
  /** Hidden text read before the message of an `error` alert. */
  errorText?: PpAlert["errorText"] | undefined;

  /** The close button was pressed. Cancelable: `preventDefault()` keeps the alert shown. */
  "onpp-close"?: ((e: PpAlertElementEvent) => void) | undefined;
};

export type PpAlertSolidJsProps = {
  /** What the alert tells: its icon, colours, hidden prefix and (when live) its role. */
  "prop:variant"?: PpAlert["variant"] | undefined;
  /** The heading, shown in bold above the message (or use the `heading` slot). */
  "prop:heading"?: PpAlert["heading"] | undefined;
  /** Shows a close button that hides the alert. */
  "prop:closable"?: PpAlert["closable"] | undefined;
  /** When the alert is announced: `auto` when it appears after the page has loaded, `always`, or `never`. */
  "prop:announce"?: PpAlert["announce"] | undefined;
  /** Hidden, as the global attribute; removing it shows the alert again (and announces it, unless `announce="never"`). */
  "prop:hidden"?: PpAlert["hidden"] | undefined;
  /** The accessible name of the close button (`closable`). */
  "attr:close-label"?: PpAlert["closeLabel"] | undefined;
  /** The accessible name of the close button (`closable`). */
  "prop:closeLabel"?: PpAlert["closeLabel"] | undefined;
  /** Hidden text read before the message of an `info` alert. */
  "attr:info-text"?: PpAlert["infoText"] | undefined;
  /** Hidden text read before the message of an `info` alert. */
  "prop:infoText"?: PpAlert["infoText"] | undefined;
  /** Hidden text read before the message of a `success` alert. */
  "attr:success-text"?: PpAlert["successText"] | undefined;
  /** Hidden text read before the message of a `success` alert. */
  "prop:successText"?: PpAlert["successText"] | undefined;
  /** Hidden text read before the message of a `warning` alert. */
  "attr:warning-text"?: PpAlert["warningText"] | undefined;
  /** Hidden text read before the message of a `warning` alert. */
  "prop:warningText"?: PpAlert["warningText"] | undefined;
  /** Hidden text read before the message of an `error` alert. */
  "attr:error-text"?: PpAlert["errorText"] | undefined;
  /** Hidden text read before the message of an `error` alert. */
  "prop:errorText"?: PpAlert["errorText"] | undefined;
  /** The close button was pressed. Cancelable: `preventDefault()` keeps the alert shown. */
  "on:pp-close"?: ((e: PpAlertElementEvent) => void) | undefined;

  /** Set the innerHTML of the element */
  innerHTML?: string | undefined;
  /** Set the textContent of the element */
  textContent?: string | number | undefined;
};

export type PpAppShellProps = {
  /** The skip link, first in the tab order: it moves focus to the main content. */
  "skip-label"?: PpAppShell["skipLabel"] | undefined;
  /** The skip link, first in the tab order: it moves focus to the main content. */
  skipLabel?: PpAppShell["skipLabel"] | undefined;
  /** The accessible name of the menu toggle (the sidebar's own `toggle-label` is the same text). */
  "toggle-label"?: PpAppShell["toggleLabel"] | undefined;
  /** The accessible name of the menu toggle (the sidebar's own `toggle-label` is the same text). */
  toggleLabel?: PpAppShell["toggleLabel"] | undefined;
};

export type PpAppShellSolidJsProps = {
  /** The skip link, first in the tab order: it moves focus to the main content. */
  "attr:skip-label"?: PpAppShell["skipLabel"] | undefined;
  /** The skip link, first in the tab order: it moves focus to the main content. */
  "prop:skipLabel"?: PpAppShell["skipLabel"] | undefined;
  /** The accessible name of the menu toggle (the sidebar's own `toggle-label` is the same text). */
  "attr:toggle-label"?: PpAppShell["toggleLabel"] | undefined;
  /** The accessible name of the menu toggle (the sidebar's own `toggle-label` is the same text). */
  "prop:toggleLabel"?: PpAppShell["toggleLabel"] | undefined;

  /** Set the innerHTML of the element */
  innerHTML?: string | undefined;
  /** Set the textContent of the element */
  textContent?: string | number | undefined;
};

export type PpAvatarProps = {
  /** The person's name (or e-mail address): gives the initials and the accessible name. */
  name?: PpAvatar["name"] | undefined;
  /** The picture's URL. The initials show until it has loaded, and stay if it fails. */
  src?: PpAvatar["src"] | undefined;
  /** The accessible name, when it should say more than `name` (e.g. 'Anna Nowak, online'). */
  label?: PpAvatar["label"] | undefined;
  /** Size: `sm` 1.5rem, `md` 2rem (default), `lg` 2.5rem. */
  size?: PpAvatar["size"] | undefined;
  /** `circle` for people (default), `square` for projects and organisations. */
  shape?: PpAvatar["shape"] | undefined;
  /** Leave the avatar out of the accessibility tree: its name is said elsewhere. */
  decorative?: PpAvatar["decorative"] | undefined;
  /** The accessible name of an avatar that has neither a `name` nor a `label`. */
  "anonymous-label"?: PpAvatar["anonymousLabel"] | undefined;
  /** The accessible name of an avatar that has neither a `name` nor a `label`. */
  anonymousLabel?: PpAvatar["anonymousLabel"] | undefined;
};

export type PpAvatarSolidJsProps = {
  /** The person's name (or e-mail address): gives the initials and the accessible name. */
  "prop:name"?: PpAvatar["name"] | undefined;
  /** The picture's URL. The initials show until it has loaded, and stay if it fails. */
  "prop:src"?: PpAvatar["src"] | undefined;
  /** The accessible name, when it should say more than `name` (e.g. 'Anna Nowak, online'). */
  "prop:label"?: PpAvatar["label"] | undefined;
  /** Size: `sm` 1.5rem, `md` 2rem (default), `lg` 2.5rem. */
  "prop:size"?: PpAvatar["size"] | undefined;
  /** `circle` for people (default), `square` for projects and organisations. */
  "prop:shape"?: PpAvatar["shape"] | undefined;
  /** Leave the avatar out of the accessibility tree: its name is said elsewhere. */
  "prop:decorative"?: PpAvatar["decorative"] | undefined;
  /** The accessible name of an avatar that has neither a `name` nor a `label`. */
  "attr:anonymous-label"?: PpAvatar["anonymousLabel"] | undefined;
  /** The accessible name of an avatar that has neither a `name` nor a `label`. */
  "prop:anonymousLabel"?: PpAvatar["anonymousLabel"] | undefined;

  /** Set the innerHTML of the element */
  innerHTML?: string | undefined;
  /** Set the textContent of the element */
  textContent?: string | number | undefined;
};

export type PpBadgeProps = {
  /** The colour, after what the badge says. */
  variant?: PpBadge["variant"] | undefined;
  /** Tinted with a border (`soft`) or filled (`solid`). */
  appearance?: PpBadge["appearance"] | undefined;
  /** Fully rounded ends, for counts and short tags. */
  pill?: PpBadge["pill"] | undefined;
};

export type PpBadgeSolidJsProps = {
  /** The colour, after what the badge says. */
  "prop:variant"?: PpBadge["variant"] | undefined;
  /** Tinted with a border (`soft`) or filled (`solid`). */
  "prop:appearance"?: PpBadge["appearance"] | undefined;
  /** Fully rounded ends, for counts and short tags. */
  "prop:pill"?: PpBadge["pill"] | undefined;

  /** Set the innerHTML of the element */
  innerHTML?: string | undefined;
  /** Set the textContent of the element */
  textContent?: string | number | undefined;
};

export type PpBreadcrumbItemProps = {
  /** The address of the page; the item draws its own link to it (not when it is `current`). */
  href?: PpBreadcrumbItem["href"] | undefined;
  /** The item is the page being shown: `aria-current="page"`, not a link. */
  current?: PpBreadcrumbItem["current"] | undefined;
};

export type PpBreadcrumbItemSolidJsProps = {
  /** The address of the page; the item draws its own link to it (not when it is `current`). */
  "prop:href"?: PpBreadcrumbItem["href"] | undefined;
  /** The item is the page being shown: `aria-current="page"`, not a link. */
  "prop:current"?: PpBreadcrumbItem["current"] | undefined;

  /** Set the innerHTML of the element */
  innerHTML?: string | undefined;
  /** Set the textContent of the element */
  textContent?: string | number | undefined;
};

export type PpBreadcrumbProps = {
  /** The accessible name of the breadcrumb's navigation landmark. */
  label?: PpBreadcrumb["label"] | undefined;
};

export type PpBreadcrumbSolidJsProps = {
  /** The accessible name of the breadcrumb's navigation landmark. */
  "prop:label"?: PpBreadcrumb["label"] | undefined;

  /** Set the innerHTML of the element */
  innerHTML?: string | undefined;
  /** Set the textContent of the element */
  textContent?: string | number | undefined;
};

export type PpButtonProps = {
  /** How the button looks. */
  variant?: PpButton["variant"] | undefined;
  /** Its height (and its width when it has only an icon). */
  size?: PpButton["size"] | undefined;
  /** What it does in its form: `button` (nothing, the default), `submit` or `reset`. */
  type?: PpButton["type"] | undefined;
  /** Renders a link to this address instead of a button (`type` and the form attributes then do nothing). */
  href?: PpButton["href"] | undefined;
  /** Where a link opens (`_blank` for a new tab, which it then says to screen readers). */
  target?: PpButton["target"] | undefined;
  /** The link's `rel`; a link with `target="_blank"` gets `noopener noreferrer` when none is given. */
  rel?: PpButton["rel"] | undefined;
  /** Makes the link download its target, under this file name when one is given. */
  download?: PpButton["download"] | undefined;
  /** The accessible name, required when the button shows only an icon; otherwise its text is its name. */
  label?: PpButton["label"] | undefined;
  /** The keyboard shortcuts that also press this button, as `aria-keyshortcuts` takes them
(`Control+K Meta+K`): given to the inner control, which is what assistive technology reads. */
  keyshortcuts?: PpButton["keyshortcuts"] | undefined;
  /** Shows a spinner and ignores activation, keeping the focus and the width. */
  loading?: PpButton["loading"] | undefined;
  /** Sent with the form as `name=value` when this button submits it. */
  value?: PpButton["value"] | undefined;
  /** The address the form is sent to when this button submits it (the form's `action` otherwise). */
  formaction?: PpButton["formaction"] | undefined;
  /** The HTTP method used when this button submits the form. */
  formmethod?: PpButton["formmethod"] | undefined;
  /** The encoding used when this button submits the form. */
  formenctype?: PpButton["formenctype"] | undefined;
  /** Where the response opens when this button submits the form. */
  formtarget?: PpButton["formtarget"] | undefined;
  /** Submits the form without validating it (a 'Save draft' button). */
  formnovalidate?: PpButton["formnovalidate"] | undefined;
  /** Hidden text read after the button's name while it is `loading`. */
  "loading-text"?: PpButton["loadingText"] | undefined;
  /** Hidden text read after the button's name while it is `loading`. */
  loadingText?: PpButton["loadingText"] | undefined;
  /** Hidden text read after the name of a link button that opens in a new tab (`target="_blank"`). */
  "external-text"?: PpButton["externalText"] | undefined;
  /** Hidden text read after the name of a link button that opens in a new tab (`target="_blank"`). */
  externalText?: PpButton["externalText"] | undefined;
  /** The form field name. */
  name?: PpButton["name"] | undefined;
  /** Disables the element: it takes no input and is not submitted. */
  disabled?: PpButton["disabled"] | undefined;
};

export type PpButtonSolidJsProps = {
  /** How the button looks. */
  "prop:variant"?: PpButton["variant"] | undefined;
  /** Its height (and its width when it has only an icon). */
  "prop:size"?: PpButton["size"] | undefined;
  /** What it does in its form: `button` (nothing, the default), `submit` or `reset`. */
  "prop:type"?: PpButton["type"] | undefined;
  /** Renders a link to this address instead of a button (`type` and the form attributes then do nothing). */
  "prop:href"?: PpButton["href"] | undefined;
  /** Where a link opens (`_blank` for a new tab, which it then says to screen readers). */
  "prop:target"?: PpButton["target"] | undefined;
  /** The link's `rel`; a link with `target="_blank"` gets `noopener noreferrer` when none is given. */
  "prop:rel"?: PpButton["rel"] | undefined;
  /** Makes the link download its target, under this file name when one is given. */
  "prop:download"?: PpButton["download"] | undefined;
  /** The accessible name, required when the button shows only an icon; otherwise its text is its name. */
  "prop:label"?: PpButton["label"] | undefined;
  /** The keyboard shortcuts that also press this button, as `aria-keyshortcuts` takes them
(`Control+K Meta+K`): given to the inner control, which is what assistive technology reads. */
  "prop:keyshortcuts"?: PpButton["keyshortcuts"] | undefined;
  /** Shows a spinner and ignores activation, keeping the focus and the width. */
  "prop:loading"?: PpButton["loading"] | undefined;
  /** Sent with the form as `name=value` when this button submits it. */
  "prop:value"?: PpButton["value"] | undefined;
  /** The address the form is sent to when this button submits it (the form's `action` otherwise). */
  "prop:formaction"?: PpButton["formaction"] | undefined;
  /** The HTTP method used when this button submits the form. */
  "prop:formmethod"?: PpButton["formmethod"] | undefined;
  /** The encoding used when this button submits the form. */
  "prop:formenctype"?: PpButton["formenctype"] | undefined;
  /** Where the response opens when this button submits the form. */
  "prop:formtarget"?: PpButton["formtarget"] | undefined;
  /** Submits the form without validating it (a 'Save draft' button). */
  "prop:formnovalidate"?: PpButton["formnovalidate"] | undefined;
  /** Hidden text read after the button's name while it is `loading`. */
  "attr:loading-text"?: PpButton["loadingText"] | undefined;
  /** Hidden text read after the button's name while it is `loading`. */
  "prop:loadingText"?: PpButton["loadingText"] | undefined;
  /** Hidden text read after the name of a link button that opens in a new tab (`target="_blank"`). */
  "attr:external-text"?: PpButton["externalText"] | undefined;
  /** Hidden text read after the name of a link button that opens in a new tab (`target="_blank"`). */
  "prop:externalText"?: PpButton["externalText"] | undefined;
  /** The form field name. */
  "prop:name"?: PpButton["name"] | undefined;
  /** Disables the element: it takes no input and is not submitted. */
  "prop:disabled"?: PpButton["disabled"] | undefined;

  /** Set the innerHTML of the element */
  innerHTML?: string | undefined;
  /** Set the textContent of the element */
  textContent?: string | number | undefined;
};

/** `PpCheckbox` component event */
export type PpCheckboxElementEvent<E = Event> = TypedEvent<PpCheckbox, E>;

export type PpCheckboxProps = {
  /** Shows the checkbox as mixed, neither checked nor unchecked; a toggle by the user clears it. */
  indeterminate?: PpCheckbox["indeterminate"] | undefined;
  /** The validation message when `required` and not checked. */
  "value-missing-message"?: PpCheckbox["valueMissingMessage"] | undefined;
  /** The validation message when `required` and not checked. */
  valueMissingMessage?: PpCheckbox["valueMissingMessage"] | undefined;
  /** Whether it is on. The `checked` attribute is the state at first, and the one a form reset
returns to; the property holds the current state. */
  checked?: PpCheckbox["checked"] | undefined;
  /** Sent with the form as `name=value` while checked (nothing is sent while unchecked). */
  value?: PpCheckbox["value"] | undefined;
  /** The label beside the control: its accessible name, and a click on it toggles (the `label` slot replaces it). */
  label?: PpCheckbox["label"] | undefined;
  /** Help under the label, read as the control's description (the `hint` slot replaces it). */
  hint?: PpCheckbox["hint"] | undefined;
  /** An error to show (a server's answer): the control is invalid with this message until it is '' again. */
  error?: PpCheckbox["error"] | undefined;
  /** The size of the control and its text. */
  size?: PpCheckbox["size"] | undefined;
  /** A value is required for the form to be valid. */
  required?: PpCheckbox["required"] | undefined;
  /** The form field name. */
  name?: PpCheckbox["name"] | undefined;
  /** Disables the element: it takes no input and is not submitted. */
  disabled?: PpCheckbox["disabled"] | undefined;

  /** The user toggled the checkbox, after `checked` follows it. */
  oninput?: ((e: PpCheckboxElementEvent) => void) | undefined;
  /** The user toggled the checkbox (after `input`). */
  onchange?: ((e: PpCheckboxElementEvent) => void) | undefined;
};

export type PpCheckboxSolidJsProps = {
  /** Shows the checkbox as mixed, neither checked nor unchecked; a toggle by the user clears it. */
  "prop:indeterminate"?: PpCheckbox["indeterminate"] | undefined;
  /** The validation message when `required` and not checked. */
  "attr:value-missing-message"?: PpCheckbox["valueMissingMessage"] | undefined;
  /** The validation message when `required` and not checked. */
  "prop:valueMissingMessage"?: PpCheckbox["valueMissingMessage"] | undefined;
  /** Whether it is on. The `checked` attribute is the state at first, and the one a form reset
returns to; the property holds the current state. */
  "prop:checked"?: PpCheckbox["checked"] | undefined;
  /** Sent with the form as `name=value` while checked (nothing is sent while unchecked). */
  "prop:value"?: PpCheckbox["value"] | undefined;
  /** The label beside the control: its accessible name, and a click on it toggles (the `label` slot replaces it). */
  "prop:label"?: PpCheckbox["label"] | undefined;
  /** Help under the label, read as the control's description (the `hint` slot replaces it). */
  "prop:hint"?: PpCheckbox["hint"] | undefined;
  /** An error to show (a server's answer): the control is invalid with this message until it is '' again. */
  "prop:error"?: PpCheckbox["error"] | undefined;
  /** The size of the control and its text. */
  "prop:size"?: PpCheckbox["size"] | undefined;
  /** A value is required for the form to be valid. */
  "prop:required"?: PpCheckbox["required"] | undefined;
  /** The form field name. */
  "prop:name"?: PpCheckbox["name"] | undefined;
  /** Disables the element: it takes no input and is not submitted. */
  "prop:disabled"?: PpCheckbox["disabled"] | undefined;
  /** The user toggled the checkbox, after `checked` follows it. */
  "on:input"?: ((e: PpCheckboxElementEvent) => void) | undefined;
  /** The user toggled the checkbox (after `input`). */
  "on:change"?: ((e: PpCheckboxElementEvent) => void) | undefined;

  /** Set the innerHTML of the element */
  innerHTML?: string | undefined;
  /** Set the textContent of the element */
  textContent?: string | number | undefined;
};

/** `PpCombobox` component event */
export type PpComboboxElementEvent<E = Event> = TypedEvent<PpCombobox, E>;
/** `pp-select` event type */
export type PpComboboxPpSelectElementEvent = PpComboboxElementEvent<
  CustomEvent<ComboboxSelectDetail>
>;
/** `pp-navigate` event type */
export type PpComboboxPpNavigateElementEvent = PpComboboxElementEvent<
  CustomEvent<ComboboxNavigateDetail>
>;
/** `pp-toggle` event type */
export type PpComboboxPpToggleElementEvent = PpComboboxElementEvent<
  CustomEvent<ComboboxToggleDetail>
>;

export type PpComboboxProps = {
  /** `select` (default): a button-like trigger (no text input); `editable`: a text input that filters
the list. */
  mode?: PpCombobox["mode"] | undefined;
  /** The id of the chosen plain or radio option ('' for none). The `value` attribute is the value at
first, and the one a form reset returns to. */
  value?: PpCombobox["value"] | undefined;
  /** Whether the list is shown. */
  open?: PpCombobox["open"] | undefined;
  /** Shown when nothing is chosen; the accessible name when `label` is empty. */
  placeholder?: PpCombobox["placeholder"] | undefined;
  /** The accessible name of the combobox and its listbox; with `field`, also its visible label. */
  label?: PpCombobox["label"] | undefined;
  /** Lay it out as a form field: `label` shows above the box (with the required mark when `required`),
and the `required` check's message under it once the user has been there. Off, `label` is only the
accessible name (a project switcher, a palette, a table's filter). */
  field?: PpCombobox["field"] | undefined;
  /** Help under the box, read as the combobox's description (the `hint` slot replaces it). */
  hint?: PpCombobox["hint"] | undefined;
  /** An error to show under the box (a server's answer, the page's own check), read as the combobox's
description: it is `aria-invalid`, and invalid with this message, until it is '' again. */
  error?: PpCombobox["error"] | undefined;
  /** Shown and announced when nothing matches. */
  "empty-text"?: PpCombobox["emptyText"] | undefined;
  /** Shown and announced when nothing matches. */
  emptyText?: PpCombobox["emptyText"] | undefined;
  /** Shown while the data provider loads (and in rows not loaded yet). */
  "loading-text"?: PpCombobox["loadingText"] | undefined;
  /** Shown while the data provider loads (and in rows not loaded yet). */
  loadingText?: PpCombobox["loadingText"] | undefined;
  /** Shown and announced when the data provider fails. */
  "error-text"?: PpCombobox["errorText"] | undefined;
  /** Shown and announced when the data provider fails. */
  errorText?: PpCombobox["errorText"] | undefined;
  /** Accessible name of the back button of a nested level. */
  "back-label"?: PpCombobox["backLabel"] | undefined;
  /** Accessible name of the back button of a nested level. */
  backLabel?: PpCombobox["backLabel"] | undefined;
  /** Accessible name of the breadcrumb of a nested level. */
  "path-label"?: PpCombobox["pathLabel"] | undefined;
  /** Accessible name of the breadcrumb of a nested level. */
  pathLabel?: PpCombobox["pathLabel"] | undefined;
  /** Read after the name of an option that opens a level. */
  "submenu-text"?: PpCombobox["submenuText"] | undefined;
  /** Read after the name of an option that opens a level. */
  submenuText?: PpCombobox["submenuText"] | undefined;
  /** Announced for a checked checkbox option. */
  "checked-text"?: PpCombobox["checkedText"] | undefined;
  /** Announced for a checked checkbox option. */
  checkedText?: PpCombobox["checkedText"] | undefined;
  /** Announced for an unchecked checkbox option. */
  "unchecked-text"?: PpCombobox["uncheckedText"] | undefined;
  /** Announced for an unchecked checkbox option. */
  uncheckedText?: PpCombobox["uncheckedText"] | undefined;
  /** The position part of an active-option announcement: `{position}` and `{count}` are replaced. */
  "position-text"?: PpCombobox["positionText"] | undefined;
  /** The position part of an active-option announcement: `{position}` and `{count}` are replaced. */
  positionText?: PpCombobox["positionText"] | undefined;
  /** The count announcement by plural category (`Intl.PluralRules` of `locale`); `{count}` is replaced. */
  "count-text"?: PpCombobox["countText"] | undefined;
  /** The count announcement by plural category (`Intl.PluralRules` of `locale`); `{count}` is replaced. */
  countText?: PpCombobox["countText"] | undefined;
  /** The validation message when `required` and nothing is chosen. */
  "required-message"?: PpCombobox["requiredMessage"] | undefined;
  /** The validation message when `required` and nothing is chosen. */
  requiredMessage?: PpCombobox["requiredMessage"] | undefined;
  /** Locale of the plural rules of the count announcement. Set it with your own `countText` in a third
language; setting it changes no other text. */
  locale?: PpCombobox["locale"] | undefined;
  /** Typing makes the best match active, so Enter accepts it (command palettes). */
  "auto-activate"?: PpCombobox["autoActivate"] | undefined;
  /** Typing makes the best match active, so Enter accepts it (command palettes). */
  autoActivate?: PpCombobox["autoActivate"] | undefined;
  /** Search only the current level; by default matches below it are found too, shown with their path. */
  "shallow-search"?: PpCombobox["shallowSearch"] | undefined;
  /** Search only the current level; by default matches below it are found too, shown with their path. */
  shallowSearch?: PpCombobox["shallowSearch"] | undefined;
  /** Down on the last option goes to the first, and Up on the first to the last. */
  loop?: PpCombobox["loop"] | undefined;
  /** Items asked from the data provider at a time. */
  "page-size"?: PpCombobox["pageSize"] | undefined;
  /** Items asked from the data provider at a time. */
  pageSize?: PpCombobox["pageSize"] | undefined;
  /** Rows rendered beyond each edge of the visible list. */
  overscan?: PpCombobox["overscan"] | undefined;
  /** Milliseconds between the last keystroke and the data provider call. */
  debounce?: PpCombobox["debounce"] | undefined;
  /** Milliseconds after closing before the query, level and active option reset. */
  "reset-delay"?: PpCombobox["resetDelay"] | undefined;
  /** Milliseconds after closing before the query, level and active option reset. */
  resetDelay?: PpCombobox["resetDelay"] | undefined;
  /** Announce the active option in the live region: `auto` on Apple platforms only (VoiceOver handles
`aria-activedescendant` badly, and other screen readers would hear it twice). */
  "announce-active"?: PpCombobox["announceActive"] | undefined;
  /** Announce the active option in the live region: `auto` on Apple platforms only (VoiceOver handles
`aria-activedescendant` badly, and other screen readers would hear it twice). */
  announceActive?: PpCombobox["announceActive"] | undefined;
  /** Milliseconds to wait before announcing the option count (typing coalesces). */
  "announce-delay"?: PpCombobox["announceDelay"] | undefined;
  /** Milliseconds to wait before announcing the option count (typing coalesces). */
  announceDelay?: PpCombobox["announceDelay"] | undefined;
  /** A value is required for the form to be valid. */
  required?: PpCombobox["required"] | undefined;
  /** The form field name. */
  name?: PpCombobox["name"] | undefined;
  /** Disables the element: it takes no input and is not submitted. */
  disabled?: PpCombobox["disabled"] | undefined;
  /** The options, as a tree (`children` opens a level). Ignored while `dataProvider` is set. */
  options?: PpCombobox["options"] | undefined;
  /** Server-side options: asked for a page at a time, debounced, stale requests aborted. */
  dataProvider?: PpCombobox["dataProvider"] | undefined;

  /** The value (or a checkbox option's state) changed through the user. */
  oninput?: ((e: PpComboboxElementEvent) => void) | undefined;
  /** The value (or a checkbox option's state) changed through the user. */
  onchange?: ((e: PpComboboxElementEvent) => void) | undefined;
  /** A plain, radio or checkbox option was accepted. Cancelable: `preventDefault()` keeps the value. */
  "onpp-select"?: ((e: PpComboboxPpSelectElementEvent) => void) | undefined;
  /** An `href` option was accepted. Cancelable unless `asInertiaLink` is false; when not canceled the browser loads `href`. */
  "onpp-navigate"?: ((e: PpComboboxPpNavigateElementEvent) => void) | undefined;
  /** The list opened or closed. */
  "onpp-toggle"?: ((e: PpComboboxPpToggleElementEvent) => void) | undefined;
};

export type PpComboboxSolidJsProps = {
  /** `select` (default): a button-like trigger (no text input); `editable`: a text input that filters
the list. */
  "prop:mode"?: PpCombobox["mode"] | undefined;
  /** The id of the chosen plain or radio option ('' for none). The `value` attribute is the value at
first, and the one a form reset returns to. */
  "prop:value"?: PpCombobox["value"] | undefined;
  /** Whether the list is shown. */
  "prop:open"?: PpCombobox["open"] | undefined;
  /** Shown when nothing is chosen; the accessible name when `label` is empty. */
  "prop:placeholder"?: PpCombobox["placeholder"] | undefined;
  /** The accessible name of the combobox and its listbox; with `field`, also its visible label. */
  "prop:label"?: PpCombobox["label"] | undefined;
  /** Lay it out as a form field: `label` shows above the box (with the required mark when `required`),
and the `required` check's message under it once the user has been there. Off, `label` is only the
accessible name (a project switcher, a palette, a table's filter). */
  "prop:field"?: PpCombobox["field"] | undefined;
  /** Help under the box, read as the combobox's description (the `hint` slot replaces it). */
  "prop:hint"?: PpCombobox["hint"] | undefined;
  /** An error to show under the box (a server's answer, the page's own check), read as the combobox's
description: it is `aria-invalid`, and invalid with this message, until it is '' again. */
  "prop:error"?: PpCombobox["error"] | undefined;
  /** Shown and announced when nothing matches. */
  "attr:empty-text"?: PpCombobox["emptyText"] | undefined;
  /** Shown and announced when nothing matches. */
  "prop:emptyText"?: PpCombobox["emptyText"] | undefined;
  /** Shown while the data provider loads (and in rows not loaded yet). */
  "attr:loading-text"?: PpCombobox["loadingText"] | undefined;
  /** Shown while the data provider loads (and in rows not loaded yet). */
  "prop:loadingText"?: PpCombobox["loadingText"] | undefined;
  /** Shown and announced when the data provider fails. */
  "attr:error-text"?: PpCombobox["errorText"] | undefined;
  /** Shown and announced when the data provider fails. */
  "prop:errorText"?: PpCombobox["errorText"] | undefined;
  /** Accessible name of the back button of a nested level. */
  "attr:back-label"?: PpCombobox["backLabel"] | undefined;
  /** Accessible name of the back button of a nested level. */
  "prop:backLabel"?: PpCombobox["backLabel"] | undefined;
  /** Accessible name of the breadcrumb of a nested level. */
  "attr:path-label"?: PpCombobox["pathLabel"] | undefined;
  /** Accessible name of the breadcrumb of a nested level. */
  "prop:pathLabel"?: PpCombobox["pathLabel"] | undefined;
  /** Read after the name of an option that opens a level. */
  "attr:submenu-text"?: PpCombobox["submenuText"] | undefined;
  /** Read after the name of an option that opens a level. */
  "prop:submenuText"?: PpCombobox["submenuText"] | undefined;
  /** Announced for a checked checkbox option. */
  "attr:checked-text"?: PpCombobox["checkedText"] | undefined;
  /** Announced for a checked checkbox option. */
  "prop:checkedText"?: PpCombobox["checkedText"] | undefined;
  /** Announced for an unchecked checkbox option. */
  "attr:unchecked-text"?: PpCombobox["uncheckedText"] | undefined;
  /** Announced for an unchecked checkbox option. */
  "prop:uncheckedText"?: PpCombobox["uncheckedText"] | undefined;
  /** The position part of an active-option announcement: `{position}` and `{count}` are replaced. */
  "attr:position-text"?: PpCombobox["positionText"] | undefined;
  /** The position part of an active-option announcement: `{position}` and `{count}` are replaced. */
  "prop:positionText"?: PpCombobox["positionText"] | undefined;
  /** The count announcement by plural category (`Intl.PluralRules` of `locale`); `{count}` is replaced. */
  "attr:count-text"?: PpCombobox["countText"] | undefined;
  /** The count announcement by plural category (`Intl.PluralRules` of `locale`); `{count}` is replaced. */
  "prop:countText"?: PpCombobox["countText"] | undefined;
  /** The validation message when `required` and nothing is chosen. */
  "attr:required-message"?: PpCombobox["requiredMessage"] | undefined;
  /** The validation message when `required` and nothing is chosen. */
  "prop:requiredMessage"?: PpCombobox["requiredMessage"] | undefined;
  /** Locale of the plural rules of the count announcement. Set it with your own `countText` in a third
language; setting it changes no other text. */
  "prop:locale"?: PpCombobox["locale"] | undefined;
  /** Typing makes the best match active, so Enter accepts it (command palettes). */
  "bool:auto-activate"?: PpCombobox["autoActivate"] | undefined;
  /** Typing makes the best match active, so Enter accepts it (command palettes). */
  "prop:autoActivate"?: PpCombobox["autoActivate"] | undefined;
  /** Search only the current level; by default matches below it are found too, shown with their path. */
  "bool:shallow-search"?: PpCombobox["shallowSearch"] | undefined;
  /** Search only the current level; by default matches below it are found too, shown with their path. */
  "prop:shallowSearch"?: PpCombobox["shallowSearch"] | undefined;
  /** Down on the last option goes to the first, and Up on the first to the last. */
  "prop:loop"?: PpCombobox["loop"] | undefined;
  /** Items asked from the data provider at a time. */
  "attr:page-size"?: PpCombobox["pageSize"] | undefined;
  /** Items asked from the data provider at a time. */
  "prop:pageSize"?: PpCombobox["pageSize"] | undefined;
  /** Rows rendered beyond each edge of the visible list. */
  "prop:overscan"?: PpCombobox["overscan"] | undefined;
  /** Milliseconds between the last keystroke and the data provider call. */
  "prop:debounce"?: PpCombobox["debounce"] | undefined;
  /** Milliseconds after closing before the query, level and active option reset. */
  "attr:reset-delay"?: PpCombobox["resetDelay"] | undefined;
  /** Milliseconds after closing before the query, level and active option reset. */
  "prop:resetDelay"?: PpCombobox["resetDelay"] | undefined;
  /** Announce the active option in the live region: `auto` on Apple platforms only (VoiceOver handles
`aria-activedescendant` badly, and other screen readers would hear it twice). */
  "attr:announce-active"?: PpCombobox["announceActive"] | undefined;
  /** Announce the active option in the live region: `auto` on Apple platforms only (VoiceOver handles
`aria-activedescendant` badly, and other screen readers would hear it twice). */
  "prop:announceActive"?: PpCombobox["announceActive"] | undefined;
  /** Milliseconds to wait before announcing the option count (typing coalesces). */
  "attr:announce-delay"?: PpCombobox["announceDelay"] | undefined;
  /** Milliseconds to wait before announcing the option count (typing coalesces). */
  "prop:announceDelay"?: PpCombobox["announceDelay"] | undefined;
  /** A value is required for the form to be valid. */
  "prop:required"?: PpCombobox["required"] | undefined;
  /** The form field name. */
  "prop:name"?: PpCombobox["name"] | undefined;
  /** Disables the element: it takes no input and is not submitted. */
  "prop:disabled"?: PpCombobox["disabled"] | undefined;
  /** The options, as a tree (`children` opens a level). Ignored while `dataProvider` is set. */
  "prop:options"?: PpCombobox["options"] | undefined;
  /** Server-side options: asked for a page at a time, debounced, stale requests aborted. */
  "prop:dataProvider"?: PpCombobox["dataProvider"] | undefined;
  /** The value (or a checkbox option's state) changed through the user. */
  "on:input"?: ((e: PpComboboxElementEvent) => void) | undefined;
  /** The value (or a checkbox option's state) changed through the user. */
  "on:change"?: ((e: PpComboboxElementEvent) => void) | undefined;
  /** A plain, radio or checkbox option was accepted. Cancelable: `preventDefault()` keeps the value. */
  "on:pp-select"?: ((e: PpComboboxPpSelectElementEvent) => void) | undefined;
  /** An `href` option was accepted. Cancelable unless `asInertiaLink` is false; when not canceled the browser loads `href`. */
  "on:pp-navigate"?:
    ((e: PpComboboxPpNavigateElementEvent) => void) | undefined;
  /** The list opened or closed. */
  "on:pp-toggle"?: ((e: PpComboboxPpToggleElementEvent) => void) | undefined;

  /** Set the innerHTML of the element */
  innerHTML?: string | undefined;
  /** Set the textContent of the element */
  textContent?: string | number | undefined;
};

/** `PpDataTable` component event */
export type PpDataTableElementEvent<E = Event> = TypedEvent<PpDataTable, E>;
/** `pp-state-change` event type */
export type PpDataTablePpStateChangeElementEvent = PpDataTableElementEvent<
  CustomEvent<DataTableStateChangeDetail>
>;
/** `pp-navigate` event type */
export type PpDataTablePpNavigateElementEvent = PpDataTableElementEvent<
  CustomEvent<DataTableNavigateDetail>
>;
/** `pp-row-action` event type */
export type PpDataTablePpRowActionElementEvent = PpDataTableElementEvent<
  CustomEvent<DataTableRowActionDetail>
>;
/** `pp-selection-change` event type */
export type PpDataTablePpSelectionChangeElementEvent = PpDataTableElementEvent<
  CustomEvent<DataTableSelectionDetail>
>;

export type PpDataTableProps = {
  /** The accessible name of the grid. */
  label?: PpDataTable["label"] | undefined;
  /** The page-size options. */
  "page-sizes"?: PpDataTable["pageSizes"] | undefined;
  /** The page-size options. */
  pageSizes?: PpDataTable["pageSizes"] | undefined;
  /** Labels of `status` values (a column's own `statusLabels` win), e.g. `{ "active": "Aktywny" }`. */
  "status-labels"?: PpDataTable["statusLabels"] | undefined;
  /** Labels of `status` values (a column's own `statusLabels` win), e.g. `{ "active": "Aktywny" }`. */
  statusLabels?: PpDataTable["statusLabels"] | undefined;
  /** Milliseconds between the last keystroke of a search or filter and the data provider call. */
  debounce?: PpDataTable["debounce"] | undefined;
  /** Shows every matching row in one scrolling grid instead of pages: only the rows in view (and 10
above and below) are in the DOM, each with its `aria-rowindex`; the header stays on top, the
number of matching rows shows under the grid. With a `dataProvider`, the rows are asked for in
blocks of 100 (`offset`, `limit`) as they come near the view, skeleton rows in their place until
they arrive. */
  virtual?: PpDataTable["virtual"] | undefined;
  /** Adds a first column of checkboxes that select rows (see `selection`). */
  selectable?: PpDataTable["selectable"] | undefined;
  /** The row field whose value (as text) is a row's key in `selection`: unique, and the same for a row
on every page (a row without it is keyed by its index, which is not). */
  "row-key"?: PpDataTable["rowKey"] | undefined;
  /** The row field whose value (as text) is a row's key in `selection`: unique, and the same for a row
on every page (a row without it is keyed by its index, which is not). */
  rowKey?: PpDataTable["rowKey"] | undefined;
  /** The label of the global search field. */
  "search-label"?: PpDataTable["searchLabel"] | undefined;
  /** The label of the global search field. */
  searchLabel?: PpDataTable["searchLabel"] | undefined;
  /** The label of a column's filter (text, set, or the legend of a date range): `{column}` is the column's header. */
  "filter-label"?: PpDataTable["filterLabel"] | undefined;
  /** The label of a column's filter (text, set, or the legend of a date range): `{column}` is the column's header. */
  filterLabel?: PpDataTable["filterLabel"] | undefined;
  /** Shown in a set filter while no value is chosen (every row matches). */
  "filter-all-text"?: PpDataTable["filterAllText"] | undefined;
  /** Shown in a set filter while no value is chosen (every row matches). */
  filterAllText?: PpDataTable["filterAllText"] | undefined;
  /** The label of a date range filter's first date (the group is named after the column). */
  "date-from-label"?: PpDataTable["dateFromLabel"] | undefined;
  /** The label of a date range filter's first date (the group is named after the column). */
  dateFromLabel?: PpDataTable["dateFromLabel"] | undefined;
  /** The label of a date range filter's last date (the group is named after the column). */
  "date-to-label"?: PpDataTable["dateToLabel"] | undefined;
  /** The label of a date range filter's last date (the group is named after the column). */
  dateToLabel?: PpDataTable["dateToLabel"] | undefined;
  /** Shown (and announced) next to a date range filter whose start is after its end; the range is not applied. */
  "date-range-error-text"?: PpDataTable["dateRangeErrorText"] | undefined;
  /** Shown (and announced) next to a date range filter whose start is after its end; the range is not applied. */
  dateRangeErrorText?: PpDataTable["dateRangeErrorText"] | undefined;
  /** Shown (and announced) when no row matches. */
  "empty-text"?: PpDataTable["emptyText"] | undefined;
  /** Shown (and announced) when no row matches. */
  emptyText?: PpDataTable["emptyText"] | undefined;
  /** The accessible name of the skeleton rows while rows load. */
  "loading-text"?: PpDataTable["loadingText"] | undefined;
  /** The accessible name of the skeleton rows while rows load. */
  loadingText?: PpDataTable["loadingText"] | undefined;
  /** Shown (and announced) when the data provider fails. */
  "error-text"?: PpDataTable["errorText"] | undefined;
  /** Shown (and announced) when the data provider fails. */
  errorText?: PpDataTable["errorText"] | undefined;
  /** The button that asks the data provider again after a failure. */
  "retry-label"?: PpDataTable["retryLabel"] | undefined;
  /** The button that asks the data provider again after a failure. */
  retryLabel?: PpDataTable["retryLabel"] | undefined;
  /** The accessible name of the pagination bar. */
  "pagination-label"?: PpDataTable["paginationLabel"] | undefined;
  /** The accessible name of the pagination bar. */
  paginationLabel?: PpDataTable["paginationLabel"] | undefined;
  /** The label of the page-size field. */
  "page-size-label"?: PpDataTable["pageSizeLabel"] | undefined;
  /** The label of the page-size field. */
  pageSizeLabel?: PpDataTable["pageSizeLabel"] | undefined;
  /** The rows shown: `{from}`, `{to}` and `{total}` are replaced (numbers formatted for the language). */
  "range-text"?: PpDataTable["rangeText"] | undefined;
  /** The rows shown: `{from}`, `{to}` and `{total}` are replaced (numbers formatted for the language). */
  rangeText?: PpDataTable["rangeText"] | undefined;
  /** The page shown: `{page}` and `{count}` are replaced. */
  "page-text"?: PpDataTable["pageText"] | undefined;
  /** The page shown: `{page}` and `{count}` are replaced. */
  pageText?: PpDataTable["pageText"] | undefined;
  /** The first-page button. */
  "first-page-label"?: PpDataTable["firstPageLabel"] | undefined;
  /** The first-page button. */
  firstPageLabel?: PpDataTable["firstPageLabel"] | undefined;
  /** The previous-page button. */
  "previous-page-label"?: PpDataTable["previousPageLabel"] | undefined;
  /** The previous-page button. */
  previousPageLabel?: PpDataTable["previousPageLabel"] | undefined;
  /** The next-page button. */
  "next-page-label"?: PpDataTable["nextPageLabel"] | undefined;
  /** The next-page button. */
  nextPageLabel?: PpDataTable["nextPageLabel"] | undefined;
  /** The last-page button. */
  "last-page-label"?: PpDataTable["lastPageLabel"] | undefined;
  /** The last-page button. */
  lastPageLabel?: PpDataTable["lastPageLabel"] | undefined;
  /** Announced after a sort: `{columns}` is each key's column and direction, joined by ', '. */
  "sorted-text"?: PpDataTable["sortedText"] | undefined;
  /** Announced after a sort: `{columns}` is each key's column and direction, joined by ', '. */
  sortedText?: PpDataTable["sortedText"] | undefined;
  /** Announced when no column sorts any more. */
  "unsorted-text"?: PpDataTable["unsortedText"] | undefined;
  /** Announced when no column sorts any more. */
  unsortedText?: PpDataTable["unsortedText"] | undefined;
  /** The direction of an ascending sort key in the sort announcement. */
  "ascending-text"?: PpDataTable["ascendingText"] | undefined;
  /** The direction of an ascending sort key in the sort announcement. */
  ascendingText?: PpDataTable["ascendingText"] | undefined;
  /** The direction of a descending sort key in the sort announcement. */
  "descending-text"?: PpDataTable["descendingText"] | undefined;
  /** The direction of a descending sort key in the sort announcement. */
  descendingText?: PpDataTable["descendingText"] | undefined;
  /** The result count announcement by plural category (`Intl.PluralRules` of the language); `{count}` is replaced. */
  "count-text"?: PpDataTable["countText"] | undefined;
  /** The result count announcement by plural category (`Intl.PluralRules` of the language); `{count}` is replaced. */
  countText?: PpDataTable["countText"] | undefined;
  /** The label of a row's checkbox (`selectable`): `{row}` is the text of the row's first column. */
  "select-row-label"?: PpDataTable["selectRowLabel"] | undefined;
  /** The label of a row's checkbox (`selectable`): `{row}` is the text of the row's first column. */
  selectRowLabel?: PpDataTable["selectRowLabel"] | undefined;
  /** The label of the header checkbox that selects or clears the rows of the page (`selectable`). */
  "select-page-label"?: PpDataTable["selectPageLabel"] | undefined;
  /** The label of the header checkbox that selects or clears the rows of the page (`selectable`). */
  selectPageLabel?: PpDataTable["selectPageLabel"] | undefined;
  /** The selected count shown above the grid and announced, by plural category (`Intl.PluralRules` of the language); `{count}` is replaced. */
  "selection-count-text"?: PpDataTable["selectionCountText"] | undefined;
  /** The selected count shown above the grid and announced, by plural category (`Intl.PluralRules` of the language); `{count}` is replaced. */
  selectionCountText?: PpDataTable["selectionCountText"] | undefined;
  /** The button that selects every matching row once the page is selected: `{total}` is their number. */
  "select-all-matching-label"?:
    PpDataTable["selectAllMatchingLabel"] | undefined;
  /** The button that selects every matching row once the page is selected: `{total}` is their number. */
  selectAllMatchingLabel?: PpDataTable["selectAllMatchingLabel"] | undefined;
  /** The button that clears the selection. */
  "clear-selection-label"?: PpDataTable["clearSelectionLabel"] | undefined;
  /** The button that clears the selection. */
  clearSelectionLabel?: PpDataTable["clearSelectionLabel"] | undefined;
  /** The button in the toolbar, shown while the search or a column filter is set, that clears them all. */
  "clear-filters-label"?: PpDataTable["clearFiltersLabel"] | undefined;
  /** The button in the toolbar, shown while the search or a column filter is set, that clears them all. */
  clearFiltersLabel?: PpDataTable["clearFiltersLabel"] | undefined;
  /** The name of a header's resizer: `{column}` is the column's header. */
  "resize-label"?: PpDataTable["resizeLabel"] | undefined;
  /** The name of a header's resizer: `{column}` is the column's header. */
  resizeLabel?: PpDataTable["resizeLabel"] | undefined;
  /** The button of the column visibility menu (and the name of its panel). */
  "columns-label"?: PpDataTable["columnsLabel"] | undefined;
  /** The button of the column visibility menu (and the name of its panel). */
  columnsLabel?: PpDataTable["columnsLabel"] | undefined;
  /** The columns, in order (`hidden` ones are not shown). */
  columns?: PpDataTable["columns"] | undefined;
  /** Client-side rows: all of them; the table sorts, filters and pages them. Ignored while `dataProvider` is set. */
  rows?: PpDataTable["rows"] | undefined;
  /** Server-side rows: asked for a page at a time with the state; stale requests are aborted. */
  dataProvider?: PpDataTable["dataProvider"] | undefined;
  /** The link of a row (opened by a click on the row or Enter); `link` columns default to it. */
  rowHref?: PpDataTable["rowHref"] | undefined;
  /** The sort keys, filters, search, page (1-based), page size and hidden columns. Reading gives a copy; setting
applies it (a partial or invalid state is completed and corrected) without `pp-state-change`. */
  state?: PpDataTable["state"] | undefined;
  /** The selected rows of a `selectable` table: `keys` (their `rowKey` values), or with a
`dataProvider` after "select all matching", `allMatching: true` and the keys `excluded` since
(`allMatching` means the rows matching the current search and filters, and ends when they change).
Reading gives a copy; setting applies it without `pp-selection-change` (an `allMatching` set on
client-side rows becomes their keys). */
  selection?: PpDataTable["selection"] | undefined;

  /** The user changed the sort, a filter, the search, the page, the page size, the hidden columns or a column's width (once, at the end of a drag), or pressed "clear filters" (once, search and filters emptied, page 1); `detail.state` is the new state. Not fired when the host sets `state`, nor for a date range whose start is after its end. */
  "onpp-state-change"?:
    ((e: PpDataTablePpStateChangeElementEvent) => void) | undefined;
  /** A row's link was opened (click on the row or its link, Enter on a cell). Cancelable: `preventDefault()` keeps the browser from loading `href`, to route client-side. */
  "onpp-navigate"?:
    ((e: PpDataTablePpNavigateElementEvent) => void) | undefined;
  /** A button of an `actions` column was pressed. */
  "onpp-row-action"?:
    ((e: PpDataTablePpRowActionElementEvent) => void) | undefined;
  /** The user changed the selection (a row's or the page's checkbox, "select all matching", "clear selection", or a search or filter change that ends `allMatching`); `detail.selection` is the new selection, `detail.count` the number of rows selected. Not fired when the host sets `selection`. */
  "onpp-selection-change"?:
    ((e: PpDataTablePpSelectionChangeElementEvent) => void) | undefined;
};

export type PpDataTableSolidJsProps = {
  /** The accessible name of the grid. */
  "prop:label"?: PpDataTable["label"] | undefined;
  /** The page-size options. */
  "attr:page-sizes"?: PpDataTable["pageSizes"] | undefined;
  /** The page-size options. */
  "prop:pageSizes"?: PpDataTable["pageSizes"] | undefined;
  /** Labels of `status` values (a column's own `statusLabels` win), e.g. `{ "active": "Aktywny" }`. */
  "attr:status-labels"?: PpDataTable["statusLabels"] | undefined;
  /** Labels of `status` values (a column's own `statusLabels` win), e.g. `{ "active": "Aktywny" }`. */
  "prop:statusLabels"?: PpDataTable["statusLabels"] | undefined;
  /** Milliseconds between the last keystroke of a search or filter and the data provider call. */
  "prop:debounce"?: PpDataTable["debounce"] | undefined;
  /** Shows every matching row in one scrolling grid instead of pages: only the rows in view (and 10
above and below) are in the DOM, each with its `aria-rowindex`; the header stays on top, the
number of matching rows shows under the grid. With a `dataProvider`, the rows are asked for in
blocks of 100 (`offset`, `limit`) as they come near the view, skeleton rows in their place until
they arrive. */
  "prop:virtual"?: PpDataTable["virtual"] | undefined;
  /** Adds a first column of checkboxes that select rows (see `selection`). */
  "prop:selectable"?: PpDataTable["selectable"] | undefined;
  /** The row field whose value (as text) is a row's key in `selection`: unique, and the same for a row
on every page (a row without it is keyed by its index, which is not). */
  "attr:row-key"?: PpDataTable["rowKey"] | undefined;
  /** The row field whose value (as text) is a row's key in `selection`: unique, and the same for a row
on every page (a row without it is keyed by its index, which is not). */
  "prop:rowKey"?: PpDataTable["rowKey"] | undefined;
  /** The label of the global search field. */
  "attr:search-label"?: PpDataTable["searchLabel"] | undefined;
  /** The label of the global search field. */
  "prop:searchLabel"?: PpDataTable["searchLabel"] | undefined;
  /** The label of a column's filter (text, set, or the legend of a date range): `{column}` is the column's header. */
  "attr:filter-label"?: PpDataTable["filterLabel"] | undefined;
  /** The label of a column's filter (text, set, or the legend of a date range): `{column}` is the column's header. */
  "prop:filterLabel"?: PpDataTable["filterLabel"] | undefined;
  /** Shown in a set filter while no value is chosen (every row matches). */
  "attr:filter-all-text"?: PpDataTable["filterAllText"] | undefined;
  /** Shown in a set filter while no value is chosen (every row matches). */
  "prop:filterAllText"?: PpDataTable["filterAllText"] | undefined;
  /** The label of a date range filter's first date (the group is named after the column). */
  "attr:date-from-label"?: PpDataTable["dateFromLabel"] | undefined;
  /** The label of a date range filter's first date (the group is named after the column). */
  "prop:dateFromLabel"?: PpDataTable["dateFromLabel"] | undefined;
  /** The label of a date range filter's last date (the group is named after the column). */
  "attr:date-to-label"?: PpDataTable["dateToLabel"] | undefined;
  /** The label of a date range filter's last date (the group is named after the column). */
  "prop:dateToLabel"?: PpDataTable["dateToLabel"] | undefined;
  /** Shown (and announced) next to a date range filter whose start is after its end; the range is not applied. */
  "attr:date-range-error-text"?: PpDataTable["dateRangeErrorText"] | undefined;
  /** Shown (and announced) next to a date range filter whose start is after its end; the range is not applied. */
  "prop:dateRangeErrorText"?: PpDataTable["dateRangeErrorText"] | undefined;
  /** Shown (and announced) when no row matches. */
  "attr:empty-text"?: PpDataTable["emptyText"] | undefined;
  /** Shown (and announced) when no row matches. */
  "prop:emptyText"?: PpDataTable["emptyText"] | undefined;
  /** The accessible name of the skeleton rows while rows load. */
  "attr:loading-text"?: PpDataTable["loadingText"] | undefined;
  /** The accessible name of the skeleton rows while rows load. */
  "prop:loadingText"?: PpDataTable["loadingText"] | undefined;
  /** Shown (and announced) when the data provider fails. */
  "attr:error-text"?: PpDataTable["errorText"] | undefined;
  /** Shown (and announced) when the data provider fails. */
  "prop:errorText"?: PpDataTable["errorText"] | undefined;
  /** The button that asks the data provider again after a failure. */
  "attr:retry-label"?: PpDataTable["retryLabel"] | undefined;
  /** The button that asks the data provider again after a failure. */
  "prop:retryLabel"?: PpDataTable["retryLabel"] | undefined;
  /** The accessible name of the pagination bar. */
  "attr:pagination-label"?: PpDataTable["paginationLabel"] | undefined;
  /** The accessible name of the pagination bar. */
  "prop:paginationLabel"?: PpDataTable["paginationLabel"] | undefined;
  /** The label of the page-size field. */
  "attr:page-size-label"?: PpDataTable["pageSizeLabel"] | undefined;
  /** The label of the page-size field. */
  "prop:pageSizeLabel"?: PpDataTable["pageSizeLabel"] | undefined;
  /** The rows shown: `{from}`, `{to}` and `{total}` are replaced (numbers formatted for the language). */
  "attr:range-text"?: PpDataTable["rangeText"] | undefined;
  /** The rows shown: `{from}`, `{to}` and `{total}` are replaced (numbers formatted for the language). */
  "prop:rangeText"?: PpDataTable["rangeText"] | undefined;
  /** The page shown: `{page}` and `{count}` are replaced. */
  "attr:page-text"?: PpDataTable["pageText"] | undefined;
  /** The page shown: `{page}` and `{count}` are replaced. */
  "prop:pageText"?: PpDataTable["pageText"] | undefined;
  /** The first-page button. */
  "attr:first-page-label"?: PpDataTable["firstPageLabel"] | undefined;
  /** The first-page button. */
  "prop:firstPageLabel"?: PpDataTable["firstPageLabel"] | undefined;
  /** The previous-page button. */
  "attr:previous-page-label"?: PpDataTable["previousPageLabel"] | undefined;
  /** The previous-page button. */
  "prop:previousPageLabel"?: PpDataTable["previousPageLabel"] | undefined;
  /** The next-page button. */
  "attr:next-page-label"?: PpDataTable["nextPageLabel"] | undefined;
  /** The next-page button. */
  "prop:nextPageLabel"?: PpDataTable["nextPageLabel"] | undefined;
  /** The last-page button. */
  "attr:last-page-label"?: PpDataTable["lastPageLabel"] | undefined;
  /** The last-page button. */
  "prop:lastPageLabel"?: PpDataTable["lastPageLabel"] | undefined;
  /** Announced after a sort: `{columns}` is each key's column and direction, joined by ', '. */
  "attr:sorted-text"?: PpDataTable["sortedText"] | undefined;
  /** Announced after a sort: `{columns}` is each key's column and direction, joined by ', '. */
  "prop:sortedText"?: PpDataTable["sortedText"] | undefined;
  /** Announced when no column sorts any more. */
  "attr:unsorted-text"?: PpDataTable["unsortedText"] | undefined;
  /** Announced when no column sorts any more. */
  "prop:unsortedText"?: PpDataTable["unsortedText"] | undefined;
  /** The direction of an ascending sort key in the sort announcement. */
  "attr:ascending-text"?: PpDataTable["ascendingText"] | undefined;
  /** The direction of an ascending sort key in the sort announcement. */
  "prop:ascendingText"?: PpDataTable["ascendingText"] | undefined;
  /** The direction of a descending sort key in the sort announcement. */
  "attr:descending-text"?: PpDataTable["descendingText"] | undefined;
  /** The direction of a descending sort key in the sort announcement. */
  "prop:descendingText"?: PpDataTable["descendingText"] | undefined;
  /** The result count announcement by plural category (`Intl.PluralRules` of the language); `{count}` is replaced. */
  "attr:count-text"?: PpDataTable["countText"] | undefined;
  /** The result count announcement by plural category (`Intl.PluralRules` of the language); `{count}` is replaced. */
  "prop:countText"?: PpDataTable["countText"] | undefined;
  /** The label of a row's checkbox (`selectable`): `{row}` is the text of the row's first column. */
  "attr:select-row-label"?: PpDataTable["selectRowLabel"] | undefined;
  /** The label of a row's checkbox (`selectable`): `{row}` is the text of the row's first column. */
  "prop:selectRowLabel"?: PpDataTable["selectRowLabel"] | undefined;
  /** The label of the header checkbox that selects or clears the rows of the page (`selectable`). */
  "attr:select-page-label"?: PpDataTable["selectPageLabel"] | undefined;
  /** The label of the header checkbox that selects or clears the rows of the page (`selectable`). */
  "prop:selectPageLabel"?: PpDataTable["selectPageLabel"] | undefined;
  /** The selected count shown above the grid and announced, by plural category (`Intl.PluralRules` of the language); `{count}` is replaced. */
  "attr:selection-count-text"?: PpDataTable["selectionCountText"] | undefined;
  /** The selected count shown above the grid and announced, by plural category (`Intl.PluralRules` of the language); `{count}` is replaced. */
  "prop:selectionCountText"?: PpDataTable["selectionCountText"] | undefined;
  /** The button that selects every matching row once the page is selected: `{total}` is their number. */
  "attr:select-all-matching-label"?:
    PpDataTable["selectAllMatchingLabel"] | undefined;
  /** The button that selects every matching row once the page is selected: `{total}` is their number. */
  "prop:selectAllMatchingLabel"?:
    PpDataTable["selectAllMatchingLabel"] | undefined;
  /** The button that clears the selection. */
  "attr:clear-selection-label"?: PpDataTable["clearSelectionLabel"] | undefined;
  /** The button that clears the selection. */
  "prop:clearSelectionLabel"?: PpDataTable["clearSelectionLabel"] | undefined;
  /** The button in the toolbar, shown while the search or a column filter is set, that clears them all. */
  "attr:clear-filters-label"?: PpDataTable["clearFiltersLabel"] | undefined;
  /** The button in the toolbar, shown while the search or a column filter is set, that clears them all. */
  "prop:clearFiltersLabel"?: PpDataTable["clearFiltersLabel"] | undefined;
  /** The name of a header's resizer: `{column}` is the column's header. */
  "attr:resize-label"?: PpDataTable["resizeLabel"] | undefined;
  /** The name of a header's resizer: `{column}` is the column's header. */
  "prop:resizeLabel"?: PpDataTable["resizeLabel"] | undefined;
  /** The button of the column visibility menu (and the name of its panel). */
  "attr:columns-label"?: PpDataTable["columnsLabel"] | undefined;
  /** The button of the column visibility menu (and the name of its panel). */
  "prop:columnsLabel"?: PpDataTable["columnsLabel"] | undefined;
  /** The columns, in order (`hidden` ones are not shown). */
  "prop:columns"?: PpDataTable["columns"] | undefined;
  /** Client-side rows: all of them; the table sorts, filters and pages them. Ignored while `dataProvider` is set. */
  "prop:rows"?: PpDataTable["rows"] | undefined;
  /** Server-side rows: asked for a page at a time with the state; stale requests are aborted. */
  "prop:dataProvider"?: PpDataTable["dataProvider"] | undefined;
  /** The link of a row (opened by a click on the row or Enter); `link` columns default to it. */
  "prop:rowHref"?: PpDataTable["rowHref"] | undefined;
  /** The sort keys, filters, search, page (1-based), page size and hidden columns. Reading gives a copy; setting
applies it (a partial or invalid state is completed and corrected) without `pp-state-change`. */
  "prop:state"?: PpDataTable["state"] | undefined;
  /** The selected rows of a `selectable` table: `keys` (their `rowKey` values), or with a
`dataProvider` after "select all matching", `allMatching: true` and the keys `excluded` since
(`allMatching` means the rows matching the current search and filters, and ends when they change).
Reading gives a copy; setting applies it without `pp-selection-change` (an `allMatching` set on
client-side rows becomes their keys). */
  "prop:selection"?: PpDataTable["selection"] | undefined;
  /** The user changed the sort, a filter, the search, the page, the page size, the hidden columns or a column's width (once, at the end of a drag), or pressed "clear filters" (once, search and filters emptied, page 1); `detail.state` is the new state. Not fired when the host sets `state`, nor for a date range whose start is after its end. */
  "on:pp-state-change"?:
    ((e: PpDataTablePpStateChangeElementEvent) => void) | undefined;
  /** A row's link was opened (click on the row or its link, Enter on a cell). Cancelable: `preventDefault()` keeps the browser from loading `href`, to route client-side. */
  "on:pp-navigate"?:
    ((e: PpDataTablePpNavigateElementEvent) => void) | undefined;
  /** A button of an `actions` column was pressed. */
  "on:pp-row-action"?:
    ((e: PpDataTablePpRowActionElementEvent) => void) | undefined;
  /** The user changed the selection (a row's or the page's checkbox, "select all matching", "clear selection", or a search or filter change that ends `allMatching`); `detail.selection` is the new selection, `detail.count` the number of rows selected. Not fired when the host sets `selection`. */
  "on:pp-selection-change"?:
    ((e: PpDataTablePpSelectionChangeElementEvent) => void) | undefined;

  /** Set the innerHTML of the element */
  innerHTML?: string | undefined;
  /** Set the textContent of the element */
  textContent?: string | number | undefined;
};

/** `PpDialog` component event */
export type PpDialogElementEvent<E = Event> = TypedEvent<PpDialog, E>;
/** `pp-request-close` event type */
export type PpDialogPpRequestCloseElementEvent = PpDialogElementEvent<
  CustomEvent<DialogRequestCloseDetail>
>;

export type PpDialogProps = {
  /** Whether the dialog is open. Setting it opens or closes the dialog (without `pp-request-close`). */
  open?: PpDialog["open"] | undefined;
  /** The heading of the dialog and its accessible name (the `label` slot replaces it). */
  label?: PpDialog["label"] | undefined;
  /** The widest the dialog grows: `sm` 25rem, `md` 35rem, `lg` 50rem (never wider than the viewport). */
  size?: PpDialog["size"] | undefined;
  /** `center` (the default) or `end`: a drawer along the inline end edge, full height. */
  placement?: PpDialog["placement"] | undefined;
  /** A click on the backdrop does not close the dialog (Escape and the close button still do). */
  "no-light-dismiss"?: PpDialog["noLightDismiss"] | undefined;
  /** A click on the backdrop does not close the dialog (Escape and the close button still do). */
  noLightDismiss?: PpDialog["noLightDismiss"] | undefined;
  /** No header is shown: neither the heading nor the close button (a search dialog whose field says
what it is). The heading still names the dialog for assistive technology. Escape and the
backdrop still close it; give pointer users a way out if you also set `no-light-dismiss`. */
  "no-header"?: PpDialog["noHeader"] | undefined;
  /** No header is shown: neither the heading nor the close button (a search dialog whose field says
what it is). The heading still names the dialog for assistive technology. Escape and the
backdrop still close it; give pointer users a way out if you also set `no-light-dismiss`. */
  noHeader?: PpDialog["noHeader"] | undefined;
  /** The accessible name of the close button in the dialog's header. */
  "close-label"?: PpDialog["closeLabel"] | undefined;
  /** The accessible name of the close button in the dialog's header. */
  closeLabel?: PpDialog["closeLabel"] | undefined;

  /** The person asked to close the dialog (Escape, the close button, the backdrop). Cancelable: `preventDefault()` keeps it open. */
  "onpp-request-close"?:
    ((e: PpDialogPpRequestCloseElementEvent) => void) | undefined;
  /** The dialog starts to open. */
  "onpp-open"?: ((e: PpDialogElementEvent) => void) | undefined;
  /** The dialog is open and its opening transition has ended. */
  "onpp-after-open"?: ((e: PpDialogElementEvent) => void) | undefined;
  /** The dialog starts to close (for any reason). */
  "onpp-close"?: ((e: PpDialogElementEvent) => void) | undefined;
  /** The dialog is closed, its closing transition has ended and focus is back. */
  "onpp-after-close"?: ((e: PpDialogElementEvent) => void) | undefined;
};

export type PpDialogSolidJsProps = {
  /** Whether the dialog is open. Setting it opens or closes the dialog (without `pp-request-close`). */
  "prop:open"?: PpDialog["open"] | undefined;
  /** The heading of the dialog and its accessible name (the `label` slot replaces it). */
  "prop:label"?: PpDialog["label"] | undefined;
  /** The widest the dialog grows: `sm` 25rem, `md` 35rem, `lg` 50rem (never wider than the viewport). */
  "prop:size"?: PpDialog["size"] | undefined;
  /** `center` (the default) or `end`: a drawer along the inline end edge, full height. */
  "prop:placement"?: PpDialog["placement"] | undefined;
  /** A click on the backdrop does not close the dialog (Escape and the close button still do). */
  "bool:no-light-dismiss"?: PpDialog["noLightDismiss"] | undefined;
  /** A click on the backdrop does not close the dialog (Escape and the close button still do). */
  "prop:noLightDismiss"?: PpDialog["noLightDismiss"] | undefined;
  /** No header is shown: neither the heading nor the close button (a search dialog whose field says
what it is). The heading still names the dialog for assistive technology. Escape and the
backdrop still close it; give pointer users a way out if you also set `no-light-dismiss`. */
  "bool:no-header"?: PpDialog["noHeader"] | undefined;
  /** No header is shown: neither the heading nor the close button (a search dialog whose field says
what it is). The heading still names the dialog for assistive technology. Escape and the
backdrop still close it; give pointer users a way out if you also set `no-light-dismiss`. */
  "prop:noHeader"?: PpDialog["noHeader"] | undefined;
  /** The accessible name of the close button in the dialog's header. */
  "attr:close-label"?: PpDialog["closeLabel"] | undefined;
  /** The accessible name of the close button in the dialog's header. */
  "prop:closeLabel"?: PpDialog["closeLabel"] | undefined;
  /** The person asked to close the dialog (Escape, the close button, the backdrop). Cancelable: `preventDefault()` keeps it open. */
  "on:pp-request-close"?:
    ((e: PpDialogPpRequestCloseElementEvent) => void) | undefined;
  /** The dialog starts to open. */
  "on:pp-open"?: ((e: PpDialogElementEvent) => void) | undefined;
  /** The dialog is open and its opening transition has ended. */
  "on:pp-after-open"?: ((e: PpDialogElementEvent) => void) | undefined;
  /** The dialog starts to close (for any reason). */
  "on:pp-close"?: ((e: PpDialogElementEvent) => void) | undefined;
  /** The dialog is closed, its closing transition has ended and focus is back. */
  "on:pp-after-close"?: ((e: PpDialogElementEvent) => void) | undefined;

  /** Set the innerHTML of the element */
  innerHTML?: string | undefined;
  /** Set the textContent of the element */
  textContent?: string | number | undefined;
};

export type PpMenuGroupProps = {
  /** The group's name, shown above its items. */
  label?: PpMenuGroup["label"] | undefined;
};

export type PpMenuGroupSolidJsProps = {
  /** The group's name, shown above its items. */
  "prop:label"?: PpMenuGroup["label"] | undefined;

  /** Set the innerHTML of the element */
  innerHTML?: string | undefined;
  /** Set the textContent of the element */
  textContent?: string | number | undefined;
};

export type PpMenuItemProps = {
  /** `item` (a command or link), `checkbox` or `radio`. */
  type?: PpMenuItem["type"] | undefined;
  /** What `pp-select` reports for this item (its text when empty). */
  value?: PpMenuItem["value"] | undefined;
  /** Whether a checkbox or radio item is checked. */
  checked?: PpMenuItem["checked"] | undefined;
  /** Focusable but not activatable, and shown as such. */
  disabled?: PpMenuItem["disabled"] | undefined;
  /** Groups radio items: one of the radios with this name in the menu is checked. Without it, the radios of one parent (a `<pp-menu-group>`) are a group. */
  name?: PpMenuItem["name"] | undefined;
  /** Makes the item a link to this address, followed when it is activated. */
  href?: PpMenuItem["href"] | undefined;
  /** Where the link opens (`_blank` for a new tab). */
  target?: PpMenuItem["target"] | undefined;
  /** The link's `rel` (`noopener noreferrer` for `target="_blank"` when none is given). */
  rel?: PpMenuItem["rel"] | undefined;
  /** Makes the link download its target, under this file name when one is given. */
  download?: PpMenuItem["download"] | undefined;
};

export type PpMenuItemSolidJsProps = {
  /** `item` (a command or link), `checkbox` or `radio`. */
  "prop:type"?: PpMenuItem["type"] | undefined;
  /** What `pp-select` reports for this item (its text when empty). */
  "prop:value"?: PpMenuItem["value"] | undefined;
  /** Whether a checkbox or radio item is checked. */
  "prop:checked"?: PpMenuItem["checked"] | undefined;
  /** Focusable but not activatable, and shown as such. */
  "prop:disabled"?: PpMenuItem["disabled"] | undefined;
  /** Groups radio items: one of the radios with this name in the menu is checked. Without it, the radios of one parent (a `<pp-menu-group>`) are a group. */
  "prop:name"?: PpMenuItem["name"] | undefined;
  /** Makes the item a link to this address, followed when it is activated. */
  "prop:href"?: PpMenuItem["href"] | undefined;
  /** Where the link opens (`_blank` for a new tab). */
  "prop:target"?: PpMenuItem["target"] | undefined;
  /** The link's `rel` (`noopener noreferrer` for `target="_blank"` when none is given). */
  "prop:rel"?: PpMenuItem["rel"] | undefined;
  /** Makes the link download its target, under this file name when one is given. */
  "prop:download"?: PpMenuItem["download"] | undefined;

  /** Set the innerHTML of the element */
  innerHTML?: string | undefined;
  /** Set the textContent of the element */
  textContent?: string | number | undefined;
};

export type PpMenuSeparatorProps = {};

export type PpMenuSeparatorSolidJsProps = {
  /** Set the innerHTML of the element */
  innerHTML?: string | undefined;
  /** Set the textContent of the element */
  textContent?: string | number | undefined;
};

/** `PpMenu` component event */
export type PpMenuElementEvent<E = Event> = TypedEvent<PpMenu, E>;
/** `pp-select` event type */
export type PpMenuPpSelectElementEvent = PpMenuElementEvent<
  CustomEvent<MenuSelectDetail>
>;

export type PpMenuProps = {
  /** Whether the menu is shown. Setting it opens or closes the menu without moving the focus. */
  open?: PpMenu["open"] | undefined;
  /** Where the menu goes: `bottom-start` by default, `right-start` for a submenu (`left-start` right to left). */
  placement?: PpMenu["placement"] | undefined;
  /** The menu's accessible name; by default it is named by its trigger. */
  label?: PpMenu["label"] | undefined;

  /** An item is activated (fired from the item, before a checkbox or radio changes). Cancel it to keep the item as it is and the menu open. */
  "onpp-select"?: ((e: PpMenuPpSelectElementEvent) => void) | undefined;
  /** The menu opened. */
  "onpp-open"?: ((e: PpMenuElementEvent) => void) | undefined;
  /** The menu closed. */
  "onpp-close"?: ((e: PpMenuElementEvent) => void) | undefined;
};

export type PpMenuSolidJsProps = {
  /** Whether the menu is shown. Setting it opens or closes the menu without moving the focus. */
  "prop:open"?: PpMenu["open"] | undefined;
  /** Where the menu goes: `bottom-start` by default, `right-start` for a submenu (`left-start` right to left). */
  "prop:placement"?: PpMenu["placement"] | undefined;
  /** The menu's accessible name; by default it is named by its trigger. */
  "prop:label"?: PpMenu["label"] | undefined;
  /** An item is activated (fired from the item, before a checkbox or radio changes). Cancel it to keep the item as it is and the menu open. */
  "on:pp-select"?: ((e: PpMenuPpSelectElementEvent) => void) | undefined;
  /** The menu opened. */
  "on:pp-open"?: ((e: PpMenuElementEvent) => void) | undefined;
  /** The menu closed. */
  "on:pp-close"?: ((e: PpMenuElementEvent) => void) | undefined;

  /** Set the innerHTML of the element */
  innerHTML?: string | undefined;
  /** Set the textContent of the element */
  textContent?: string | number | undefined;
};

export type PpProgressBarProps = {
  /** How far the task has come, from 0 to `max` (held within them). */
  value?: PpProgressBar["value"] | undefined;
  /** The value of a finished task (100 by default; a value of 0 or less counts as 100). */
  max?: PpProgressBar["max"] | undefined;
  /** The task is under way but how far it has come is unknown: no value, a sliding bar. */
  indeterminate?: PpProgressBar["indeterminate"] | undefined;
  /** A bar of 3 px with square ends and no label row, for a page's loading bar. */
  thin?: PpProgressBar["thin"] | undefined;
  /** Shows the label above the bar, with the percentage beside it. */
  "show-label"?: PpProgressBar["showLabel"] | undefined;
  /** Shows the label above the bar, with the percentage beside it. */
  showLabel?: PpProgressBar["showLabel"] | undefined;
  /** What screen readers read as the value instead of the percentage ('3 z 5 plików'). */
  "value-text"?: PpProgressBar["valueText"] | undefined;
  /** What screen readers read as the value instead of the percentage ('3 z 5 plików'). */
  valueText?: PpProgressBar["valueText"] | undefined;
  /** The accessible name (and the visible label with `show-label`), when the page gives none. */
  label?: PpProgressBar["label"] | undefined;
};

export type PpProgressBarSolidJsProps = {
  /** How far the task has come, from 0 to `max` (held within them). */
  "prop:value"?: PpProgressBar["value"] | undefined;
  /** The value of a finished task (100 by default; a value of 0 or less counts as 100). */
  "prop:max"?: PpProgressBar["max"] | undefined;
  /** The task is under way but how far it has come is unknown: no value, a sliding bar. */
  "prop:indeterminate"?: PpProgressBar["indeterminate"] | undefined;
  /** A bar of 3 px with square ends and no label row, for a page's loading bar. */
  "prop:thin"?: PpProgressBar["thin"] | undefined;
  /** Shows the label above the bar, with the percentage beside it. */
  "bool:show-label"?: PpProgressBar["showLabel"] | undefined;
  /** Shows the label above the bar, with the percentage beside it. */
  "prop:showLabel"?: PpProgressBar["showLabel"] | undefined;
  /** What screen readers read as the value instead of the percentage ('3 z 5 plików'). */
  "attr:value-text"?: PpProgressBar["valueText"] | undefined;
  /** What screen readers read as the value instead of the percentage ('3 z 5 plików'). */
  "prop:valueText"?: PpProgressBar["valueText"] | undefined;
  /** The accessible name (and the visible label with `show-label`), when the page gives none. */
  "prop:label"?: PpProgressBar["label"] | undefined;

  /** Set the innerHTML of the element */
  innerHTML?: string | undefined;
  /** Set the textContent of the element */
  textContent?: string | number | undefined;
};

/** `PpRadioGroup` component event */
export type PpRadioGroupElementEvent<E = Event> = TypedEvent<PpRadioGroup, E>;

export type PpRadioGroupProps = {
  /** The `value` of the checked radio, '' when none is checked (a radio whose value is '' cannot be
checked). Setting it checks the radio of that value, also one added later. The `value` attribute
is the value at first, and the one a form reset returns to. */
  value?: PpRadioGroup["value"] | undefined;
  /** The label above the radios: the group's accessible name (the `label` slot replaces it). */
  label?: PpRadioGroup["label"] | undefined;
  /** Help under the radios, read as the group's description (the `hint` slot replaces it). */
  hint?: PpRadioGroup["hint"] | undefined;
  /** An error to show (a server's answer): the group is invalid with this message until it is '' again. */
  error?: PpRadioGroup["error"] | undefined;
  /** How the radios are laid out: a column or a row (only the layout: every arrow key works in both). */
  orientation?: PpRadioGroup["orientation"] | undefined;
  /** How the radios look: circles beside their text, or `segmented`, a strip of a few short options
side by side with the chosen one filled (a view or a period switch). Only the look: the keys, the
form and the accessibility are the same. Under forced colours the segments keep their circles. */
  appearance?: PpRadioGroup["appearance"] | undefined;
  /** Hides the label from sight; it stays the group's accessible name. Only where the purpose of the
choice is plain from where it stands (a view switch in a toolbar); the label is still required. */
  "hide-label"?: PpRadioGroup["hideLabel"] | undefined;
  /** Hides the label from sight; it stays the group's accessible name. Only where the purpose of the
choice is plain from where it stands (a view switch in a toolbar); the label is still required. */
  hideLabel?: PpRadioGroup["hideLabel"] | undefined;
  /** The validation message when the group is `required` and no option is chosen. */
  "value-missing-message"?: PpRadioGroup["valueMissingMessage"] | undefined;
  /** The validation message when the group is `required` and no option is chosen. */
  valueMissingMessage?: PpRadioGroup["valueMissingMessage"] | undefined;
  /** A value is required for the form to be valid. */
  required?: PpRadioGroup["required"] | undefined;
  /** The form field name. */
  name?: PpRadioGroup["name"] | undefined;
  /** Disables the element: it takes no input and is not submitted. */
  disabled?: PpRadioGroup["disabled"] | undefined;

  /** The user checked another radio (click, arrow key or Space), after `value` follows it. */
  oninput?: ((e: PpRadioGroupElementEvent) => void) | undefined;
  /** The user checked another radio, right after `input`. */
  onchange?: ((e: PpRadioGroupElementEvent) => void) | undefined;
};

export type PpRadioGroupSolidJsProps = {
  /** The `value` of the checked radio, '' when none is checked (a radio whose value is '' cannot be
checked). Setting it checks the radio of that value, also one added later. The `value` attribute
is the value at first, and the one a form reset returns to. */
  "prop:value"?: PpRadioGroup["value"] | undefined;
  /** The label above the radios: the group's accessible name (the `label` slot replaces it). */
  "prop:label"?: PpRadioGroup["label"] | undefined;
  /** Help under the radios, read as the group's description (the `hint` slot replaces it). */
  "prop:hint"?: PpRadioGroup["hint"] | undefined;
  /** An error to show (a server's answer): the group is invalid with this message until it is '' again. */
  "prop:error"?: PpRadioGroup["error"] | undefined;
  /** How the radios are laid out: a column or a row (only the layout: every arrow key works in both). */
  "prop:orientation"?: PpRadioGroup["orientation"] | undefined;
  /** How the radios look: circles beside their text, or `segmented`, a strip of a few short options
side by side with the chosen one filled (a view or a period switch). Only the look: the keys, the
form and the accessibility are the same. Under forced colours the segments keep their circles. */
  "prop:appearance"?: PpRadioGroup["appearance"] | undefined;
  /** Hides the label from sight; it stays the group's accessible name. Only where the purpose of the
choice is plain from where it stands (a view switch in a toolbar); the label is still required. */
  "bool:hide-label"?: PpRadioGroup["hideLabel"] | undefined;
  /** Hides the label from sight; it stays the group's accessible name. Only where the purpose of the
choice is plain from where it stands (a view switch in a toolbar); the label is still required. */
  "prop:hideLabel"?: PpRadioGroup["hideLabel"] | undefined;
  /** The validation message when the group is `required` and no option is chosen. */
  "attr:value-missing-message"?:
    PpRadioGroup["valueMissingMessage"] | undefined;
  /** The validation message when the group is `required` and no option is chosen. */
  "prop:valueMissingMessage"?: PpRadioGroup["valueMissingMessage"] | undefined;
  /** A value is required for the form to be valid. */
  "prop:required"?: PpRadioGroup["required"] | undefined;
  /** The form field name. */
  "prop:name"?: PpRadioGroup["name"] | undefined;
  /** Disables the element: it takes no input and is not submitted. */
  "prop:disabled"?: PpRadioGroup["disabled"] | undefined;
  /** The user checked another radio (click, arrow key or Space), after `value` follows it. */
  "on:input"?: ((e: PpRadioGroupElementEvent) => void) | undefined;
  /** The user checked another radio, right after `input`. */
  "on:change"?: ((e: PpRadioGroupElementEvent) => void) | undefined;

  /** Set the innerHTML of the element */
  innerHTML?: string | undefined;
  /** Set the textContent of the element */
  textContent?: string | number | undefined;
};

export type PpRadioProps = {
  /** The group's `value` (and what its form submits) while this radio is checked. */
  value?: PpRadio["value"] | undefined;
  /** The radio cannot be chosen: it is skipped by the arrow keys and out of the tab order. */
  disabled?: PpRadio["disabled"] | undefined;
  /** Whether this radio is the chosen one. Set by its group from the group's `value`: to choose a
radio from code, set the group's `value`. */
  checked?: PpRadio["checked"] | undefined;
};

export type PpRadioSolidJsProps = {
  /** The group's `value` (and what its form submits) while this radio is checked. */
  "prop:value"?: PpRadio["value"] | undefined;
  /** The radio cannot be chosen: it is skipped by the arrow keys and out of the tab order. */
  "prop:disabled"?: PpRadio["disabled"] | undefined;
  /** Whether this radio is the chosen one. Set by its group from the group's `value`: to choose a
radio from code, set the group's `value`. */
  "prop:checked"?: PpRadio["checked"] | undefined;

  /** Set the innerHTML of the element */
  innerHTML?: string | undefined;
  /** Set the textContent of the element */
  textContent?: string | number | undefined;
};

/** `PpRichTextEditor` component event */
export type PpRichTextEditorElementEvent<E = Event> = TypedEvent<
  PpRichTextEditor,
  E
>;
/** `pp-upload-error` event type */
export type PpRichTextEditorPpUploadErrorElementEvent =
  PpRichTextEditorElementEvent<CustomEvent<RichTextEditorUploadErrorDetail>>;

export type PpRichTextEditorProps = {
  /** The accessible name of the editing area (the host's `aria-label` is used when this is empty). */
  label?: PpRichTextEditor["label"] | undefined;
  /** Shown in the empty editor (and its `aria-placeholder`). */
  placeholder?: PpRichTextEditor["placeholder"] | undefined;
  /** Greatest number of text characters; typing stops there, and a count shows. 0 or unset: no limit. */
  maxlength?: PpRichTextEditor["maxlength"] | undefined;
  /** The text can be read, selected and copied, not changed. */
  readonly?: PpRichTextEditor["readonly"] | undefined;
  /** The link form also accepts paths relative to the page (`/docs`, `./a`, `#part`). */
  "allow-relative-links"?: PpRichTextEditor["allowRelativeLinks"] | undefined;
  /** The link form also accepts paths relative to the page (`/docs`, `./a`, `#part`). */
  allowRelativeLinks?: PpRichTextEditor["allowRelativeLinks"] | undefined;
  /** Largest file size in bytes an upload may have (0: no limit); larger files are refused. */
  "max-file-size"?: PpRichTextEditor["maxFileSize"] | undefined;
  /** Largest file size in bytes an upload may have (0: no limit); larger files are refused. */
  maxFileSize?: PpRichTextEditor["maxFileSize"] | undefined;
  /** Accepted files, as `<input type="file" accept>`: MIME types, `image/*`, `.pdf` ('' accepts any). */
  accept?: PpRichTextEditor["accept"] | undefined;
  /** The accessible name of the toolbar. */
  "toolbar-label"?: PpRichTextEditor["toolbarLabel"] | undefined;
  /** The accessible name of the toolbar. */
  toolbarLabel?: PpRichTextEditor["toolbarLabel"] | undefined;
  /** The bold button. */
  "bold-label"?: PpRichTextEditor["boldLabel"] | undefined;
  /** The bold button. */
  boldLabel?: PpRichTextEditor["boldLabel"] | undefined;
  /** The italic button. */
  "italic-label"?: PpRichTextEditor["italicLabel"] | undefined;
  /** The italic button. */
  italicLabel?: PpRichTextEditor["italicLabel"] | undefined;
  /** The strikethrough button. */
  "strike-label"?: PpRichTextEditor["strikeLabel"] | undefined;
  /** The strikethrough button. */
  strikeLabel?: PpRichTextEditor["strikeLabel"] | undefined;
  /** The inline code button. */
  "code-label"?: PpRichTextEditor["codeLabel"] | undefined;
  /** The inline code button. */
  codeLabel?: PpRichTextEditor["codeLabel"] | undefined;
  /** The level 2 heading button. */
  "heading2-label"?: PpRichTextEditor["heading2Label"] | undefined;
  /** The level 2 heading button. */
  heading2Label?: PpRichTextEditor["heading2Label"] | undefined;
  /** The level 3 heading button. */
  "heading3-label"?: PpRichTextEditor["heading3Label"] | undefined;
  /** The level 3 heading button. */
  heading3Label?: PpRichTextEditor["heading3Label"] | undefined;
  /** The bulleted list button. */
  "bullet-list-label"?: PpRichTextEditor["bulletListLabel"] | undefined;
  /** The bulleted list button. */
  bulletListLabel?: PpRichTextEditor["bulletListLabel"] | undefined;
  /** The numbered list button. */
  "ordered-list-label"?: PpRichTextEditor["orderedListLabel"] | undefined;
  /** The numbered list button. */
  orderedListLabel?: PpRichTextEditor["orderedListLabel"] | undefined;
  /** The quote button. */
  "blockquote-label"?: PpRichTextEditor["blockquoteLabel"] | undefined;
  /** The quote button. */
  blockquoteLabel?: PpRichTextEditor["blockquoteLabel"] | undefined;
  /** The code block button. */
  "code-block-label"?: PpRichTextEditor["codeBlockLabel"] | undefined;
  /** The code block button. */
  codeBlockLabel?: PpRichTextEditor["codeBlockLabel"] | undefined;
  /** The horizontal line button. */
  "horizontal-rule-label"?: PpRichTextEditor["horizontalRuleLabel"] | undefined;
  /** The horizontal line button. */
  horizontalRuleLabel?: PpRichTextEditor["horizontalRuleLabel"] | undefined;
  /** The link button (opens the link form). */
  "link-label"?: PpRichTextEditor["linkLabel"] | undefined;
  /** The link button (opens the link form). */
  linkLabel?: PpRichTextEditor["linkLabel"] | undefined;
  /** The attach file button (shown while `uploadHandler` is set). */
  "attach-label"?: PpRichTextEditor["attachLabel"] | undefined;
  /** The attach file button (shown while `uploadHandler` is set). */
  attachLabel?: PpRichTextEditor["attachLabel"] | undefined;
  /** The undo button. */
  "undo-label"?: PpRichTextEditor["undoLabel"] | undefined;
  /** The undo button. */
  undoLabel?: PpRichTextEditor["undoLabel"] | undefined;
  /** The redo button. */
  "redo-label"?: PpRichTextEditor["redoLabel"] | undefined;
  /** The redo button. */
  redoLabel?: PpRichTextEditor["redoLabel"] | undefined;
  /** The accessible name of the link form. */
  "link-form-label"?: PpRichTextEditor["linkFormLabel"] | undefined;
  /** The accessible name of the link form. */
  linkFormLabel?: PpRichTextEditor["linkFormLabel"] | undefined;
  /** The label of the link form's address field. */
  "link-url-label"?: PpRichTextEditor["linkUrlLabel"] | undefined;
  /** The label of the link form's address field. */
  linkUrlLabel?: PpRichTextEditor["linkUrlLabel"] | undefined;
  /** The link form's button that adds or changes the link. */
  "link-apply-label"?: PpRichTextEditor["linkApplyLabel"] | undefined;
  /** The link form's button that adds or changes the link. */
  linkApplyLabel?: PpRichTextEditor["linkApplyLabel"] | undefined;
  /** The link form's button that removes the link (shown when editing one). */
  "link-remove-label"?: PpRichTextEditor["linkRemoveLabel"] | undefined;
  /** The link form's button that removes the link (shown when editing one). */
  linkRemoveLabel?: PpRichTextEditor["linkRemoveLabel"] | undefined;
  /** The link form's button that closes it. */
  "link-cancel-label"?: PpRichTextEditor["linkCancelLabel"] | undefined;
  /** The link form's button that closes it. */
  linkCancelLabel?: PpRichTextEditor["linkCancelLabel"] | undefined;
  /** Shown and announced next to the address field when the address is not allowed. */
  "invalid-url-message"?: PpRichTextEditor["invalidUrlMessage"] | undefined;
  /** Shown and announced next to the address field when the address is not allowed. */
  invalidUrlMessage?: PpRichTextEditor["invalidUrlMessage"] | undefined;
  /** The error toast (or inline message) of a failed, over-size or refused upload. */
  "upload-error-message"?: PpRichTextEditor["uploadErrorMessage"] | undefined;
  /** The error toast (or inline message) of a failed, over-size or refused upload. */
  uploadErrorMessage?: PpRichTextEditor["uploadErrorMessage"] | undefined;
  /** The accessible name of an upload in progress: `{name}` is the file name. */
  "uploading-text"?: PpRichTextEditor["uploadingText"] | undefined;
  /** The accessible name of an upload in progress: `{name}` is the file name. */
  uploadingText?: PpRichTextEditor["uploadingText"] | undefined;
  /** The button that cancels an upload in progress: `{name}` is the file name. */
  "cancel-upload-label"?: PpRichTextEditor["cancelUploadLabel"] | undefined;
  /** The button that cancels an upload in progress: `{name}` is the file name. */
  cancelUploadLabel?: PpRichTextEditor["cancelUploadLabel"] | undefined;
  /** The accessible description of the character count: `{count}` and `{max}` are replaced. */
  "count-label"?: PpRichTextEditor["countLabel"] | undefined;
  /** The accessible description of the character count: `{count}` and `{max}` are replaced. */
  countLabel?: PpRichTextEditor["countLabel"] | undefined;
  /** The validation message when `required` and empty. */
  "required-message"?: PpRichTextEditor["requiredMessage"] | undefined;
  /** The validation message when `required` and empty. */
  requiredMessage?: PpRichTextEditor["requiredMessage"] | undefined;
  /** The validation message when the text is longer than `maxlength`: `{count}` and `{max}` are replaced. */
  "too-long-message"?: PpRichTextEditor["tooLongMessage"] | undefined;
  /** The validation message when the text is longer than `maxlength`: `{count}` and `{max}` are replaced. */
  tooLongMessage?: PpRichTextEditor["tooLongMessage"] | undefined;
  /** The editor's HTML ('' when empty). The `value` attribute is the value at first and the one a form
reset returns to; setting the property replaces the content (not undoable, no `input` event). */
  value?: PpRichTextEditor["value"] | undefined;
  /** A value is required for the form to be valid. */
  required?: PpRichTextEditor["required"] | undefined;
  /** The form field name. */
  name?: PpRichTextEditor["name"] | undefined;
  /** Disables the element: it takes no input and is not submitted. */
  disabled?: PpRichTextEditor["disabled"] | undefined;
  /** Uploads a pasted, dropped or chosen file and resolves to `{ url, name, type }`; reject to fail.
Without it the attach button is hidden and files are not taken. */
  uploadHandler?: PpRichTextEditor["uploadHandler"] | undefined;
  /** The content as Tiptap/ProseMirror JSON; setting it replaces the content like `value`. */
  json?: PpRichTextEditor["json"] | undefined;

  /** The user changed the text (typing, formatting, a paste, a finished upload). */
  oninput?: ((e: PpRichTextEditorElementEvent) => void) | undefined;
  /** Focus left the element and the value differs from when it came in. */
  onchange?: ((e: PpRichTextEditorElementEvent) => void) | undefined;
  /** An upload failed or a file was refused. Cancelable: `preventDefault()` shows no message. */
  "onpp-upload-error"?:
    ((e: PpRichTextEditorPpUploadErrorElementEvent) => void) | undefined;
};

export type PpRichTextEditorSolidJsProps = {
  /** The accessible name of the editing area (the host's `aria-label` is used when this is empty). */
  "prop:label"?: PpRichTextEditor["label"] | undefined;
  /** Shown in the empty editor (and its `aria-placeholder`). */
  "prop:placeholder"?: PpRichTextEditor["placeholder"] | undefined;
  /** Greatest number of text characters; typing stops there, and a count shows. 0 or unset: no limit. */
  "prop:maxlength"?: PpRichTextEditor["maxlength"] | undefined;
  /** The text can be read, selected and copied, not changed. */
  "prop:readonly"?: PpRichTextEditor["readonly"] | undefined;
  /** The link form also accepts paths relative to the page (`/docs`, `./a`, `#part`). */
  "bool:allow-relative-links"?:
    PpRichTextEditor["allowRelativeLinks"] | undefined;
  /** The link form also accepts paths relative to the page (`/docs`, `./a`, `#part`). */
  "prop:allowRelativeLinks"?:
    PpRichTextEditor["allowRelativeLinks"] | undefined;
  /** Largest file size in bytes an upload may have (0: no limit); larger files are refused. */
  "attr:max-file-size"?: PpRichTextEditor["maxFileSize"] | undefined;
  /** Largest file size in bytes an upload may have (0: no limit); larger files are refused. */
  "prop:maxFileSize"?: PpRichTextEditor["maxFileSize"] | undefined;
  /** Accepted files, as `<input type="file" accept>`: MIME types, `image/*`, `.pdf` ('' accepts any). */
  "prop:accept"?: PpRichTextEditor["accept"] | undefined;
  /** The accessible name of the toolbar. */
  "attr:toolbar-label"?: PpRichTextEditor["toolbarLabel"] | undefined;
  /** The accessible name of the toolbar. */
  "prop:toolbarLabel"?: PpRichTextEditor["toolbarLabel"] | undefined;
  /** The bold button. */
  "attr:bold-label"?: PpRichTextEditor["boldLabel"] | undefined;
  /** The bold button. */
  "prop:boldLabel"?: PpRichTextEditor["boldLabel"] | undefined;
  /** The italic button. */
  "attr:italic-label"?: PpRichTextEditor["italicLabel"] | undefined;
  /** The italic button. */
  "prop:italicLabel"?: PpRichTextEditor["italicLabel"] | undefined;
  /** The strikethrough button. */
  "attr:strike-label"?: PpRichTextEditor["strikeLabel"] | undefined;
  /** The strikethrough button. */
  "prop:strikeLabel"?: PpRichTextEditor["strikeLabel"] | undefined;
  /** The inline code button. */
  "attr:code-label"?: PpRichTextEditor["codeLabel"] | undefined;
  /** The inline code button. */
  "prop:codeLabel"?: PpRichTextEditor["codeLabel"] | undefined;
  /** The level 2 heading button. */
  "attr:heading2-label"?: PpRichTextEditor["heading2Label"] | undefined;
  /** The level 2 heading button. */
  "prop:heading2Label"?: PpRichTextEditor["heading2Label"] | undefined;
  /** The level 3 heading button. */
  "attr:heading3-label"?: PpRichTextEditor["heading3Label"] | undefined;
  /** The level 3 heading button. */
  "prop:heading3Label"?: PpRichTextEditor["heading3Label"] | undefined;
  /** The bulleted list button. */
  "attr:bullet-list-label"?: PpRichTextEditor["bulletListLabel"] | undefined;
  /** The bulleted list button. */
  "prop:bulletListLabel"?: PpRichTextEditor["bulletListLabel"] | undefined;
  /** The numbered list button. */
  "attr:ordered-list-label"?: PpRichTextEditor["orderedListLabel"] | undefined;
  /** The numbered list button. */
  "prop:orderedListLabel"?: PpRichTextEditor["orderedListLabel"] | undefined;
  /** The quote button. */
  "attr:blockquote-label"?: PpRichTextEditor["blockquoteLabel"] | undefined;
  /** The quote button. */
  "prop:blockquoteLabel"?: PpRichTextEditor["blockquoteLabel"] | undefined;
  /** The code block button. */
  "attr:code-block-label"?: PpRichTextEditor["codeBlockLabel"] | undefined;
  /** The code block button. */
  "prop:codeBlockLabel"?: PpRichTextEditor["codeBlockLabel"] | undefined;
  /** The horizontal line button. */
  "attr:horizontal-rule-label"?:
    PpRichTextEditor["horizontalRuleLabel"] | undefined;
  /** The horizontal line button. */
  "prop:horizontalRuleLabel"?:
    PpRichTextEditor["horizontalRuleLabel"] | undefined;
  /** The link button (opens the link form). */
  "attr:link-label"?: PpRichTextEditor["linkLabel"] | undefined;
  /** The link button (opens the link form). */
  "prop:linkLabel"?: PpRichTextEditor["linkLabel"] | undefined;
  /** The attach file button (shown while `uploadHandler` is set). */
  "attr:attach-label"?: PpRichTextEditor["attachLabel"] | undefined;
  /** The attach file button (shown while `uploadHandler` is set). */
  "prop:attachLabel"?: PpRichTextEditor["attachLabel"] | undefined;
  /** The undo button. */
  "attr:undo-label"?: PpRichTextEditor["undoLabel"] | undefined;
  /** The undo button. */
  "prop:undoLabel"?: PpRichTextEditor["undoLabel"] | undefined;
  /** The redo button. */
  "attr:redo-label"?: PpRichTextEditor["redoLabel"] | undefined;
  /** The redo button. */
  "prop:redoLabel"?: PpRichTextEditor["redoLabel"] | undefined;
  /** The accessible name of the link form. */
  "attr:link-form-label"?: PpRichTextEditor["linkFormLabel"] | undefined;
  /** The accessible name of the link form. */
  "prop:linkFormLabel"?: PpRichTextEditor["linkFormLabel"] | undefined;
  /** The label of the link form's address field. */
  "attr:link-url-label"?: PpRichTextEditor["linkUrlLabel"] | undefined;
  /** The label of the link form's address field. */
  "prop:linkUrlLabel"?: PpRichTextEditor["linkUrlLabel"] | undefined;
  /** The link form's button that adds or changes the link. */
  "attr:link-apply-label"?: PpRichTextEditor["linkApplyLabel"] | undefined;
  /** The link form's button that adds or changes the link. */
  "prop:linkApplyLabel"?: PpRichTextEditor["linkApplyLabel"] | undefined;
  /** The link form's button that removes the link (shown when editing one). */
  "attr:link-remove-label"?: PpRichTextEditor["linkRemoveLabel"] | undefined;
  /** The link form's button that removes the link (shown when editing one). */
  "prop:linkRemoveLabel"?: PpRichTextEditor["linkRemoveLabel"] | undefined;
  /** The link form's button that closes it. */
  "attr:link-cancel-label"?: PpRichTextEditor["linkCancelLabel"] | undefined;
  /** The link form's button that closes it. */
  "prop:linkCancelLabel"?: PpRichTextEditor["linkCancelLabel"] | undefined;
  /** Shown and announced next to the address field when the address is not allowed. */
  "attr:invalid-url-message"?:
    PpRichTextEditor["invalidUrlMessage"] | undefined;
  /** Shown and announced next to the address field when the address is not allowed. */
  "prop:invalidUrlMessage"?: PpRichTextEditor["invalidUrlMessage"] | undefined;
  /** The error toast (or inline message) of a failed, over-size or refused upload. */
  "attr:upload-error-message"?:
    PpRichTextEditor["uploadErrorMessage"] | undefined;
  /** The error toast (or inline message) of a failed, over-size or refused upload. */
  "prop:uploadErrorMessage"?:
    PpRichTextEditor["uploadErrorMessage"] | undefined;
  /** The accessible name of an upload in progress: `{name}` is the file name. */
  "attr:uploading-text"?: PpRichTextEditor["uploadingText"] | undefined;
  /** The accessible name of an upload in progress: `{name}` is the file name. */
  "prop:uploadingText"?: PpRichTextEditor["uploadingText"] | undefined;
  /** The button that cancels an upload in progress: `{name}` is the file name. */
  "attr:cancel-upload-label"?:
    PpRichTextEditor["cancelUploadLabel"] | undefined;
  /** The button that cancels an upload in progress: `{name}` is the file name. */
  "prop:cancelUploadLabel"?: PpRichTextEditor["cancelUploadLabel"] | undefined;
  /** The accessible description of the character count: `{count}` and `{max}` are replaced. */
  "attr:count-label"?: PpRichTextEditor["countLabel"] | undefined;
  /** The accessible description of the character count: `{count}` and `{max}` are replaced. */
  "prop:countLabel"?: PpRichTextEditor["countLabel"] | undefined;
  /** The validation message when `required` and empty. */
  "attr:required-message"?: PpRichTextEditor["requiredMessage"] | undefined;
  /** The validation message when `required` and empty. */
  "prop:requiredMessage"?: PpRichTextEditor["requiredMessage"] | undefined;
  /** The validation message when the text is longer than `maxlength`: `{count}` and `{max}` are replaced. */
  "attr:too-long-message"?: PpRichTextEditor["tooLongMessage"] | undefined;
  /** The validation message when the text is longer than `maxlength`: `{count}` and `{max}` are replaced. */
  "prop:tooLongMessage"?: PpRichTextEditor["tooLongMessage"] | undefined;
  /** The editor's HTML ('' when empty). The `value` attribute is the value at first and the one a form
reset returns to; setting the property replaces the content (not undoable, no `input` event). */
  "prop:value"?: PpRichTextEditor["value"] | undefined;
  /** A value is required for the form to be valid. */
  "prop:required"?: PpRichTextEditor["required"] | undefined;
  /** The form field name. */
  "prop:name"?: PpRichTextEditor["name"] | undefined;
  /** Disables the element: it takes no input and is not submitted. */
  "prop:disabled"?: PpRichTextEditor["disabled"] | undefined;
  /** Uploads a pasted, dropped or chosen file and resolves to `{ url, name, type }`; reject to fail.
Without it the attach button is hidden and files are not taken. */
  "prop:uploadHandler"?: PpRichTextEditor["uploadHandler"] | undefined;
  /** The content as Tiptap/ProseMirror JSON; setting it replaces the content like `value`. */
  "prop:json"?: PpRichTextEditor["json"] | undefined;
  /** The user changed the text (typing, formatting, a paste, a finished upload). */
  "on:input"?: ((e: PpRichTextEditorElementEvent) => void) | undefined;
  /** Focus left the element and the value differs from when it came in. */
  "on:change"?: ((e: PpRichTextEditorElementEvent) => void) | undefined;
  /** An upload failed or a file was refused. Cancelable: `preventDefault()` shows no message. */
  "on:pp-upload-error"?:
    ((e: PpRichTextEditorPpUploadErrorElementEvent) => void) | undefined;

  /** Set the innerHTML of the element */
  innerHTML?: string | undefined;
  /** Set the textContent of the element */
  textContent?: string | number | undefined;
};

export type PpScrollAreaProps = {
  /** Milliseconds the scrollbar stays after scrolling stops. */
  "hide-delay"?: PpScrollArea["hideDelay"] | undefined;
  /** Milliseconds the scrollbar stays after scrolling stops. */
  hideDelay?: PpScrollArea["hideDelay"] | undefined;
  /** When the scrollbar shows. */
  type?: PpScrollArea["type"] | undefined;
  /** Accessible name of the scroll region. */
  label?: PpScrollArea["label"] | undefined;
};

export type PpScrollAreaSolidJsProps = {
  /** Milliseconds the scrollbar stays after scrolling stops. */
  "attr:hide-delay"?: PpScrollArea["hideDelay"] | undefined;
  /** Milliseconds the scrollbar stays after scrolling stops. */
  "prop:hideDelay"?: PpScrollArea["hideDelay"] | undefined;
  /** When the scrollbar shows. */
  "prop:type"?: PpScrollArea["type"] | undefined;
  /** Accessible name of the scroll region. */
  "prop:label"?: PpScrollArea["label"] | undefined;

  /** Set the innerHTML of the element */
  innerHTML?: string | undefined;
  /** Set the textContent of the element */
  textContent?: string | number | undefined;
};

/** `PpSidebar` component event */
export type PpSidebarElementEvent<E = Event> = TypedEvent<PpSidebar, E>;
/** `pp-navigate` event type */
export type PpSidebarPpNavigateElementEvent = PpSidebarElementEvent<
  CustomEvent<SidebarNavigateDetail>
>;
/** `pp-toggle` event type */
export type PpSidebarPpToggleElementEvent = PpSidebarElementEvent<
  CustomEvent<SidebarToggleDetail>
>;

export type PpSidebarProps = {
  /** The current path (with query, if any) to match entries against: exact, prefix on a segment
boundary, or `matchHrefs`; the longest match wins. When unset, `location.pathname +
location.search` is read at the first render. Set it on every client-side navigation. */
  "current-path"?: PpSidebar["currentPath"] | undefined;
  /** The current path (with query, if any) to match entries against: exact, prefix on a segment
boundary, or `matchHrefs`; the longest match wins. When unset, `location.pathname +
location.search` is read at the first render. Set it on every client-side navigation. */
  currentPath?: PpSidebar["currentPath"] | undefined;
  /** Which edge the sidebar sits on. */
  side?: PpSidebar["side"] | undefined;
  /** Width: `sm` 16rem, `md` 22rem, `lg` 26rem. */
  width?: PpSidebar["width"] | undefined;
  /** Minimum viewport width of the desktop layout: `sm` (640px), `md` (768px), `lg` (1024px) or `xl`
(1280px), or a custom number of CSS pixels. Below it the sidebar is a modal sheet. */
  breakpoint?: PpSidebar["breakpoint"] | undefined;
  /** Appended to the desktop open flag's storage key (`sidebarOpenDesktop-<id>`). */
  "storage-id"?: PpSidebar["storageId"] | undefined;
  /** Appended to the desktop open flag's storage key (`sidebarOpenDesktop-<id>`). */
  storageId?: PpSidebar["storageId"] | undefined;
  /** Target of the logo link. */
  "home-href"?: PpSidebar["homeHref"] | undefined;
  /** Target of the logo link. */
  homeHref?: PpSidebar["homeHref"] | undefined;
  /** Accessible name of the `nav` landmark. */
  "nav-label"?: PpSidebar["navLabel"] | undefined;
  /** Accessible name of the `nav` landmark. */
  navLabel?: PpSidebar["navLabel"] | undefined;
  /** Accessible name of the mobile sheet (the spec's 'Navigation dialog'). */
  "dialog-label"?: PpSidebar["dialogLabel"] | undefined;
  /** Accessible name of the mobile sheet (the spec's 'Navigation dialog'). */
  dialogLabel?: PpSidebar["dialogLabel"] | undefined;
  /** Accessible name of the mobile sheet's close button. */
  "close-label"?: PpSidebar["closeLabel"] | undefined;
  /** Accessible name of the mobile sheet's close button. */
  closeLabel?: PpSidebar["closeLabel"] | undefined;
  /** Accessible (hidden) name of the logo link. */
  "home-label"?: PpSidebar["homeLabel"] | undefined;
  /** Accessible (hidden) name of the logo link. */
  homeLabel?: PpSidebar["homeLabel"] | undefined;
  /** `aria-label` given to attached toggles that have no accessible name of their own. */
  "toggle-label"?: PpSidebar["toggleLabel"] | undefined;
  /** `aria-label` given to attached toggles that have no accessible name of their own. */
  toggleLabel?: PpSidebar["toggleLabel"] | undefined;
  /** Hidden text after the name of an entry that opens in a new tab. */
  "external-label"?: PpSidebar["externalLabel"] | undefined;
  /** Hidden text after the name of an entry that opens in a new tab. */
  externalLabel?: PpSidebar["externalLabel"] | undefined;
  /** The menu: sections of entries (the spec's Menu section and Menu item shapes). */
  sections?: PpSidebar["sections"] | undefined;
  /** Whether the sidebar of the current layout is open. Setting it opens or closes that one. */
  open?: PpSidebar["open"] | undefined;
  /** The desktop open flag (persisted; defaults to open). */
  desktopOpen?: PpSidebar["desktopOpen"] | undefined;
  /** The mobile sheet's open flag (not persisted; starts closed). */
  mobileOpen?: PpSidebar["mobileOpen"] | undefined;

  /** An ordinary (unmodified, left) click on an internal entry. Cancelable: call `preventDefault()` to stop the browser's navigation and route yourself. The mobile sheet closes either way. */
  "onpp-navigate"?: ((e: PpSidebarPpNavigateElementEvent) => void) | undefined;
  /** The open state of the current layout, or the layout itself, changed (`{ open, mode }`), whatever the cause (toggle, Escape, navigation, resize). Not fired for the initial state. */
  "onpp-toggle"?: ((e: PpSidebarPpToggleElementEvent) => void) | undefined;
};

export type PpSidebarSolidJsProps = {
  /** The current path (with query, if any) to match entries against: exact, prefix on a segment
boundary, or `matchHrefs`; the longest match wins. When unset, `location.pathname +
location.search` is read at the first render. Set it on every client-side navigation. */
  "attr:current-path"?: PpSidebar["currentPath"] | undefined;
  /** The current path (with query, if any) to match entries against: exact, prefix on a segment
boundary, or `matchHrefs`; the longest match wins. When unset, `location.pathname +
location.search` is read at the first render. Set it on every client-side navigation. */
  "prop:currentPath"?: PpSidebar["currentPath"] | undefined;
  /** Which edge the sidebar sits on. */
  "prop:side"?: PpSidebar["side"] | undefined;
  /** Width: `sm` 16rem, `md` 22rem, `lg` 26rem. */
  "prop:width"?: PpSidebar["width"] | undefined;
  /** Minimum viewport width of the desktop layout: `sm` (640px), `md` (768px), `lg` (1024px) or `xl`
(1280px), or a custom number of CSS pixels. Below it the sidebar is a modal sheet. */
  "prop:breakpoint"?: PpSidebar["breakpoint"] | undefined;
  /** Appended to the desktop open flag's storage key (`sidebarOpenDesktop-<id>`). */
  "attr:storage-id"?: PpSidebar["storageId"] | undefined;
  /** Appended to the desktop open flag's storage key (`sidebarOpenDesktop-<id>`). */
  "prop:storageId"?: PpSidebar["storageId"] | undefined;
  /** Target of the logo link. */
  "attr:home-href"?: PpSidebar["homeHref"] | undefined;
  /** Target of the logo link. */
  "prop:homeHref"?: PpSidebar["homeHref"] | undefined;
  /** Accessible name of the `nav` landmark. */
  "attr:nav-label"?: PpSidebar["navLabel"] | undefined;
  /** Accessible name of the `nav` landmark. */
  "prop:navLabel"?: PpSidebar["navLabel"] | undefined;
  /** Accessible name of the mobile sheet (the spec's 'Navigation dialog'). */
  "attr:dialog-label"?: PpSidebar["dialogLabel"] | undefined;
  /** Accessible name of the mobile sheet (the spec's 'Navigation dialog'). */
  "prop:dialogLabel"?: PpSidebar["dialogLabel"] | undefined;
  /** Accessible name of the mobile sheet's close button. */
  "attr:close-label"?: PpSidebar["closeLabel"] | undefined;
  /** Accessible name of the mobile sheet's close button. */
  "prop:closeLabel"?: PpSidebar["closeLabel"] | undefined;
  /** Accessible (hidden) name of the logo link. */
  "attr:home-label"?: PpSidebar["homeLabel"] | undefined;
  /** Accessible (hidden) name of the logo link. */
  "prop:homeLabel"?: PpSidebar["homeLabel"] | undefined;
  /** `aria-label` given to attached toggles that have no accessible name of their own. */
  "attr:toggle-label"?: PpSidebar["toggleLabel"] | undefined;
  /** `aria-label` given to attached toggles that have no accessible name of their own. */
  "prop:toggleLabel"?: PpSidebar["toggleLabel"] | undefined;
  /** Hidden text after the name of an entry that opens in a new tab. */
  "attr:external-label"?: PpSidebar["externalLabel"] | undefined;
  /** Hidden text after the name of an entry that opens in a new tab. */
  "prop:externalLabel"?: PpSidebar["externalLabel"] | undefined;
  /** The menu: sections of entries (the spec's Menu section and Menu item shapes). */
  "prop:sections"?: PpSidebar["sections"] | undefined;
  /** Whether the sidebar of the current layout is open. Setting it opens or closes that one. */
  "prop:open"?: PpSidebar["open"] | undefined;
  /** The desktop open flag (persisted; defaults to open). */
  "prop:desktopOpen"?: PpSidebar["desktopOpen"] | undefined;
  /** The mobile sheet's open flag (not persisted; starts closed). */
  "prop:mobileOpen"?: PpSidebar["mobileOpen"] | undefined;
  /** An ordinary (unmodified, left) click on an internal entry. Cancelable: call `preventDefault()` to stop the browser's navigation and route yourself. The mobile sheet closes either way. */
  "on:pp-navigate"?: ((e: PpSidebarPpNavigateElementEvent) => void) | undefined;
  /** The open state of the current layout, or the layout itself, changed (`{ open, mode }`), whatever the cause (toggle, Escape, navigation, resize). Not fired for the initial state. */
  "on:pp-toggle"?: ((e: PpSidebarPpToggleElementEvent) => void) | undefined;

  /** Set the innerHTML of the element */
  innerHTML?: string | undefined;
  /** Set the textContent of the element */
  textContent?: string | number | undefined;
};

export type PpSkeletonProps = {
  /** What the skeleton stands for: a line of `text`, a `rect` block or a `circle`. */
  shape?: PpSkeleton["shape"] | undefined;
  /** How it shows that something is coming: `sheen`, `pulse` or `none`. */
  effect?: PpSkeleton["effect"] | undefined;
};

export type PpSkeletonSolidJsProps = {
  /** What the skeleton stands for: a line of `text`, a `rect` block or a `circle`. */
  "prop:shape"?: PpSkeleton["shape"] | undefined;
  /** How it shows that something is coming: `sheen`, `pulse` or `none`. */
  "prop:effect"?: PpSkeleton["effect"] | undefined;

  /** Set the innerHTML of the element */
  innerHTML?: string | undefined;
  /** Set the textContent of the element */
  textContent?: string | number | undefined;
};

export type PpSpinnerProps = {
  /** A fixed size; unset, the spinner is 1em (the font size around it). */
  size?: PpSpinner["size"] | undefined;
  /** The accessible name of the busy indicator. */
  label?: PpSpinner["label"] | undefined;
};

export type PpSpinnerSolidJsProps = {
  /** A fixed size; unset, the spinner is 1em (the font size around it). */
  "prop:size"?: PpSpinner["size"] | undefined;
  /** The accessible name of the busy indicator. */
  "prop:label"?: PpSpinner["label"] | undefined;

  /** Set the innerHTML of the element */
  innerHTML?: string | undefined;
  /** Set the textContent of the element */
  textContent?: string | number | undefined;
};

/** `PpSwitch` component event */
export type PpSwitchElementEvent<E = Event> = TypedEvent<PpSwitch, E>;

export type PpSwitchProps = {
  /** The validation message when `required` and off. */
  "value-missing-message"?: PpSwitch["valueMissingMessage"] | undefined;
  /** The validation message when `required` and off. */
  valueMissingMessage?: PpSwitch["valueMissingMessage"] | undefined;
  /** Whether it is on. The `checked` attribute is the state at first, and the one a form reset
returns to; the property holds the current state. */
  checked?: PpSwitch["checked"] | undefined;
  /** Sent with the form as `name=value` while checked (nothing is sent while unchecked). */
  value?: PpSwitch["value"] | undefined;
  /** The label beside the control: its accessible name, and a click on it toggles (the `label` slot replaces it). */
  label?: PpSwitch["label"] | undefined;
  /** Help under the label, read as the control's description (the `hint` slot replaces it). */
  hint?: PpSwitch["hint"] | undefined;
  /** An error to show (a server's answer): the control is invalid with this message until it is '' again. */
  error?: PpSwitch["error"] | undefined;
  /** The size of the control and its text. */
  size?: PpSwitch["size"] | undefined;
  /** A value is required for the form to be valid. */
  required?: PpSwitch["required"] | undefined;
  /** The form field name. */
  name?: PpSwitch["name"] | undefined;
  /** Disables the element: it takes no input and is not submitted. */
  disabled?: PpSwitch["disabled"] | undefined;

  /** The user toggled the switch, after `checked` follows it. */
  oninput?: ((e: PpSwitchElementEvent) => void) | undefined;
  /** The user toggled the switch (after `input`). */
  onchange?: ((e: PpSwitchElementEvent) => void) | undefined;
};

export type PpSwitchSolidJsProps = {
  /** The validation message when `required` and off. */
  "attr:value-missing-message"?: PpSwitch["valueMissingMessage"] | undefined;
  /** The validation message when `required` and off. */
  "prop:valueMissingMessage"?: PpSwitch["valueMissingMessage"] | undefined;
  /** Whether it is on. The `checked` attribute is the state at first, and the one a form reset
returns to; the property holds the current state. */
  "prop:checked"?: PpSwitch["checked"] | undefined;
  /** Sent with the form as `name=value` while checked (nothing is sent while unchecked). */
  "prop:value"?: PpSwitch["value"] | undefined;
  /** The label beside the control: its accessible name, and a click on it toggles (the `label` slot replaces it). */
  "prop:label"?: PpSwitch["label"] | undefined;
  /** Help under the label, read as the control's description (the `hint` slot replaces it). */
  "prop:hint"?: PpSwitch["hint"] | undefined;
  /** An error to show (a server's answer): the control is invalid with this message until it is '' again. */
  "prop:error"?: PpSwitch["error"] | undefined;
  /** The size of the control and its text. */
  "prop:size"?: PpSwitch["size"] | undefined;
  /** A value is required for the form to be valid. */
  "prop:required"?: PpSwitch["required"] | undefined;
  /** The form field name. */
  "prop:name"?: PpSwitch["name"] | undefined;
  /** Disables the element: it takes no input and is not submitted. */
  "prop:disabled"?: PpSwitch["disabled"] | undefined;
  /** The user toggled the switch, after `checked` follows it. */
  "on:input"?: ((e: PpSwitchElementEvent) => void) | undefined;
  /** The user toggled the switch (after `input`). */
  "on:change"?: ((e: PpSwitchElementEvent) => void) | undefined;

  /** Set the innerHTML of the element */
  innerHTML?: string | undefined;
  /** Set the textContent of the element */
  textContent?: string | number | undefined;
};

export type PpTabPanelProps = {
  /** The panel's name: the `panel` of the `<pp-tab>` that shows it. */
  name?: PpTabPanel["name"] | undefined;
};

export type PpTabPanelSolidJsProps = {
  /** The panel's name: the `panel` of the `<pp-tab>` that shows it. */
  "prop:name"?: PpTabPanel["name"] | undefined;

  /** Set the innerHTML of the element */
  innerHTML?: string | undefined;
  /** Set the textContent of the element */
  textContent?: string | number | undefined;
};

export type PpTabProps = {
  /** The `name` of the `<pp-tab-panel>` this tab shows; the `<pp-tabs>` `value` while it is selected. */
  panel?: PpTab["panel"] | undefined;
  /** The tab cannot be selected: it is skipped by the arrow keys, out of the tab order and not clickable. */
  disabled?: PpTab["disabled"] | undefined;
};

export type PpTabSolidJsProps = {
  /** The `name` of the `<pp-tab-panel>` this tab shows; the `<pp-tabs>` `value` while it is selected. */
  "prop:panel"?: PpTab["panel"] | undefined;
  /** The tab cannot be selected: it is skipped by the arrow keys, out of the tab order and not clickable. */
  "prop:disabled"?: PpTab["disabled"] | undefined;

  /** Set the innerHTML of the element */
  innerHTML?: string | undefined;
  /** Set the textContent of the element */
  textContent?: string | number | undefined;
};

/** `PpTabs` component event */
export type PpTabsElementEvent<E = Event> = TypedEvent<PpTabs, E>;
/** `pp-tab-show` event type */
export type PpTabsPpTabShowElementEvent = PpTabsElementEvent<
  CustomEvent<TabShowDetail>
>;

export type PpTabsProps = {
  /** The `name` of the selected panel (the `panel` of the selected tab). Setting it selects that tab;
the `value` attribute is the one selected at first. Never reflected. */
  value?: PpTabs["value"] | undefined;
  /** The tab list's accessible name (what the tabs are about: 'Ustawienia konta'). */
  label?: PpTabs["label"] | undefined;
  /** Whether the arrow keys, Home and End select the tab they move to (`automatic`), or only focus
it, for Enter or Space to select (`manual`, for panels that are slow to show). */
  activation?: PpTabs["activation"] | undefined;
  /** A row of tabs above the panels (Left and Right move), or a column beside them (Up and Down). */
  orientation?: PpTabs["orientation"] | undefined;

  /** The person selected another tab (click, arrow key, Home, End, Enter or Space), before it shows (`{ value, previous, tab }`). Cancelable: `preventDefault()` keeps the current tab. */
  "onpp-tab-show"?: ((e: PpTabsPpTabShowElementEvent) => void) | undefined;
};

export type PpTabsSolidJsProps = {
  /** The `name` of the selected panel (the `panel` of the selected tab). Setting it selects that tab;
the `value` attribute is the one selected at first. Never reflected. */
  "prop:value"?: PpTabs["value"] | undefined;
  /** The tab list's accessible name (what the tabs are about: 'Ustawienia konta'). */
  "prop:label"?: PpTabs["label"] | undefined;
  /** Whether the arrow keys, Home and End select the tab they move to (`automatic`), or only focus
it, for Enter or Space to select (`manual`, for panels that are slow to show). */
  "prop:activation"?: PpTabs["activation"] | undefined;
  /** A row of tabs above the panels (Left and Right move), or a column beside them (Up and Down). */
  "prop:orientation"?: PpTabs["orientation"] | undefined;
  /** The person selected another tab (click, arrow key, Home, End, Enter or Space), before it shows (`{ value, previous, tab }`). Cancelable: `preventDefault()` keeps the current tab. */
  "on:pp-tab-show"?: ((e: PpTabsPpTabShowElementEvent) => void) | undefined;

  /** Set the innerHTML of the element */
  innerHTML?: string | undefined;
  /** Set the textContent of the element */
  textContent?: string | number | undefined;
};

/** `PpTextField` component event */
export type PpTextFieldElementEvent<E = Event> = TypedEvent<PpTextField, E>;

export type PpTextFieldProps = {
  /** The kind of text: its keyboard on touch devices, and its check (`email` and `url` must be one). */
  type?: PpTextField["type"] | undefined;
  /** A regular expression the whole value must match (as the native `pattern`). */
  pattern?: PpTextField["pattern"] | undefined;
  /** Least number of a `number` field. */
  min?: PpTextField["min"] | undefined;
  /** Greatest number of a `number` field. */
  max?: PpTextField["max"] | undefined;
  /** Step of a `number` field (`any` for none; 1 by default). */
  step?: PpTextField["step"] | undefined;
  /** The virtual keyboard to offer (`numeric`, `decimal`, `email` ...), as the native `inputmode`. */
  inputmode?: PpTextField["inputmode"] | undefined;
  /** The validation message when `required` and empty. */
  "value-missing-message"?: PpTextField["valueMissingMessage"] | undefined;
  /** The validation message when `required` and empty. */
  valueMissingMessage?: PpTextField["valueMissingMessage"] | undefined;
  /** The validation message when a `type="email"` value is not an e-mail address. */
  "email-mismatch-message"?: PpTextField["emailMismatchMessage"] | undefined;
  /** The validation message when a `type="email"` value is not an e-mail address. */
  emailMismatchMessage?: PpTextField["emailMismatchMessage"] | undefined;
  /** The validation message when a `type="url"` value is not an absolute URL. */
  "url-mismatch-message"?: PpTextField["urlMismatchMessage"] | undefined;
  /** The validation message when a `type="url"` value is not an absolute URL. */
  urlMismatchMessage?: PpTextField["urlMismatchMessage"] | undefined;
  /** The validation message when the value is shorter than `minlength`: `{min}` and `{count}` are replaced. */
  "too-short-message"?: PpTextField["tooShortMessage"] | undefined;
  /** The validation message when the value is shorter than `minlength`: `{min}` and `{count}` are replaced. */
  tooShortMessage?: PpTextField["tooShortMessage"] | undefined;
  /** The validation message when the value is longer than `maxlength`: `{max}` and `{count}` are replaced. */
  "too-long-message"?: PpTextField["tooLongMessage"] | undefined;
  /** The validation message when the value is longer than `maxlength`: `{max}` and `{count}` are replaced. */
  tooLongMessage?: PpTextField["tooLongMessage"] | undefined;
  /** The validation message when the value does not match `pattern`. */
  "pattern-mismatch-message"?:
    PpTextField["patternMismatchMessage"] | undefined;
  /** The validation message when the value does not match `pattern`. */
  patternMismatchMessage?: PpTextField["patternMismatchMessage"] | undefined;
  /** The validation message when a number is below `min`: `{min}` is replaced. */
  "range-underflow-message"?: PpTextField["rangeUnderflowMessage"] | undefined;
  /** The validation message when a number is below `min`: `{min}` is replaced. */
  rangeUnderflowMessage?: PpTextField["rangeUnderflowMessage"] | undefined;
  /** The validation message when a number is above `max`: `{max}` is replaced. */
  "range-overflow-message"?: PpTextField["rangeOverflowMessage"] | undefined;
  /** The validation message when a number is above `max`: `{max}` is replaced. */
  rangeOverflowMessage?: PpTextField["rangeOverflowMessage"] | undefined;
  /** The validation message when a number is off `step`: `{low}` and `{high}` (the nearest valid values) are replaced. */
  "step-mismatch-message"?: PpTextField["stepMismatchMessage"] | undefined;
  /** The validation message when a number is off `step`: `{low}` and `{high}` (the nearest valid values) are replaced. */
  stepMismatchMessage?: PpTextField["stepMismatchMessage"] | undefined;
  /** The validation message when a `type="number"` field holds something that is not a number. */
  "bad-input-message"?: PpTextField["badInputMessage"] | undefined;
  /** The validation message when a `type="number"` field holds something that is not a number. */
  badInputMessage?: PpTextField["badInputMessage"] | undefined;
  /** The visible character count (with `maxlength`): `{count}` and `{max}` are replaced. */
  "count-text"?: PpTextField["countText"] | undefined;
  /** The visible character count (with `maxlength`): `{count}` and `{max}` are replaced. */
  countText?: PpTextField["countText"] | undefined;
  /** The unseen description of the character limit (with `maxlength`): `{max}` is replaced. */
  "count-description"?: PpTextField["countDescription"] | undefined;
  /** The unseen description of the character limit (with `maxlength`): `{max}` is replaced. */
  countDescription?: PpTextField["countDescription"] | undefined;
  /** Announced once when typing comes near the limit, by plural category; `{count}` (characters left) is replaced. */
  "remaining-text"?: PpTextField["remainingText"] | undefined;
  /** Announced once when typing comes near the limit, by plural category; `{count}` (characters left) is replaced. */
  remainingText?: PpTextField["remainingText"] | undefined;
  /** Announced when typing reaches the limit: `{max}` is replaced. */
  "limit-text"?: PpTextField["limitText"] | undefined;
  /** Announced when typing reaches the limit: `{max}` is replaced. */
  limitText?: PpTextField["limitText"] | undefined;
  /** The current value. The `value` attribute is the value at first, and the one a form reset returns to. */
  value?: PpTextField["value"] | undefined;
  /** The label above the field: the accessible name of its native control (the `label` slot replaces it). */
  label?: PpTextField["label"] | undefined;
  /** Hides the label from sight; it stays the accessible name of the native control. Only where the
page already shows what the field is for (a heading above it, another field's label in its place);
the label is still required. */
  "hide-label"?: PpTextField["hideLabel"] | undefined;
  /** Hides the label from sight; it stays the accessible name of the native control. Only where the
page already shows what the field is for (a heading above it, another field's label in its place);
the label is still required. */
  hideLabel?: PpTextField["hideLabel"] | undefined;
  /** Help under the field, read as its native control's description (the `hint` slot replaces it). */
  hint?: PpTextField["hint"] | undefined;
  /** An error to show (a server's answer): the field is invalid with this message until it is '' again. */
  error?: PpTextField["error"] | undefined;
  /** Shown while the field is empty. Not a label: give a `label` too. */
  placeholder?: PpTextField["placeholder"] | undefined;
  /** The value can be read, selected and copied, not changed (and is not validated). */
  readonly?: PpTextField["readonly"] | undefined;
  /** The size (height or padding, and font size), after the control-height tokens. */
  size?: PpTextField["size"] | undefined;
  /** Least number of characters (the check runs on what the user typed, as on a native field). */
  minlength?: PpTextField["minlength"] | undefined;
  /** Greatest number of characters: typing stops there, and a count ('12 / 200') shows. */
  maxlength?: PpTextField["maxlength"] | undefined;
  /** The browser's autofill hint (`name`, `email`, `street-address` ...), as the native `autocomplete`. */
  autocomplete?: PpTextField["autocomplete"] | undefined;
  /** A value is required for the form to be valid. */
  required?: PpTextField["required"] | undefined;
  /** The form field name. */
  name?: PpTextField["name"] | undefined;
  /** Disables the element: it takes no input and is not submitted. */
  disabled?: PpTextField["disabled"] | undefined;

  /** The user changed the value (each keystroke, paste or cut), after `value` follows it. */
  oninput?: ((e: PpTextFieldElementEvent) => void) | undefined;
  /** The user committed a changed value (Enter, or focus left the field). */
  onchange?: ((e: PpTextFieldElementEvent) => void) | undefined;
};

export type PpTextFieldSolidJsProps = {
  /** The kind of text: its keyboard on touch devices, and its check (`email` and `url` must be one). */
  "prop:type"?: PpTextField["type"] | undefined;
  /** A regular expression the whole value must match (as the native `pattern`). */
  "prop:pattern"?: PpTextField["pattern"] | undefined;
  /** Least number of a `number` field. */
  "prop:min"?: PpTextField["min"] | undefined;
  /** Greatest number of a `number` field. */
  "prop:max"?: PpTextField["max"] | undefined;
  /** Step of a `number` field (`any` for none; 1 by default). */
  "prop:step"?: PpTextField["step"] | undefined;
  /** The virtual keyboard to offer (`numeric`, `decimal`, `email` ...), as the native `inputmode`. */
  "prop:inputmode"?: PpTextField["inputmode"] | undefined;
  /** The validation message when `required` and empty. */
  "attr:value-missing-message"?: PpTextField["valueMissingMessage"] | undefined;
  /** The validation message when `required` and empty. */
  "prop:valueMissingMessage"?: PpTextField["valueMissingMessage"] | undefined;
  /** The validation message when a `type="email"` value is not an e-mail address. */
  "attr:email-mismatch-message"?:
    PpTextField["emailMismatchMessage"] | undefined;
  /** The validation message when a `type="email"` value is not an e-mail address. */
  "prop:emailMismatchMessage"?: PpTextField["emailMismatchMessage"] | undefined;
  /** The validation message when a `type="url"` value is not an absolute URL. */
  "attr:url-mismatch-message"?: PpTextField["urlMismatchMessage"] | undefined;
  /** The validation message when a `type="url"` value is not an absolute URL. */
  "prop:urlMismatchMessage"?: PpTextField["urlMismatchMessage"] | undefined;
  /** The validation message when the value is shorter than `minlength`: `{min}` and `{count}` are replaced. */
  "attr:too-short-message"?: PpTextField["tooShortMessage"] | undefined;
  /** The validation message when the value is shorter than `minlength`: `{min}` and `{count}` are replaced. */
  "prop:tooShortMessage"?: PpTextField["tooShortMessage"] | undefined;
  /** The validation message when the value is longer than `maxlength`: `{max}` and `{count}` are replaced. */
  "attr:too-long-message"?: PpTextField["tooLongMessage"] | undefined;
  /** The validation message when the value is longer than `maxlength`: `{max}` and `{count}` are replaced. */
  "prop:tooLongMessage"?: PpTextField["tooLongMessage"] | undefined;
  /** The validation message when the value does not match `pattern`. */
  "attr:pattern-mismatch-message"?:
    PpTextField["patternMismatchMessage"] | undefined;
  /** The validation message when the value does not match `pattern`. */
  "prop:patternMismatchMessage"?:
    PpTextField["patternMismatchMessage"] | undefined;
  /** The validation message when a number is below `min`: `{min}` is replaced. */
  "attr:range-underflow-message"?:
    PpTextField["rangeUnderflowMessage"] | undefined;
  /** The validation message when a number is below `min`: `{min}` is replaced. */
  "prop:rangeUnderflowMessage"?:
    PpTextField["rangeUnderflowMessage"] | undefined;
  /** The validation message when a number is above `max`: `{max}` is replaced. */
  "attr:range-overflow-message"?:
    PpTextField["rangeOverflowMessage"] | undefined;
  /** The validation message when a number is above `max`: `{max}` is replaced. */
  "prop:rangeOverflowMessage"?: PpTextField["rangeOverflowMessage"] | undefined;
  /** The validation message when a number is off `step`: `{low}` and `{high}` (the nearest valid values) are replaced. */
  "attr:step-mismatch-message"?: PpTextField["stepMismatchMessage"] | undefined;
  /** The validation message when a number is off `step`: `{low}` and `{high}` (the nearest valid values) are replaced. */
  "prop:stepMismatchMessage"?: PpTextField["stepMismatchMessage"] | undefined;
  /** The validation message when a `type="number"` field holds something that is not a number. */
  "attr:bad-input-message"?: PpTextField["badInputMessage"] | undefined;
  /** The validation message when a `type="number"` field holds something that is not a number. */
  "prop:badInputMessage"?: PpTextField["badInputMessage"] | undefined;
  /** The visible character count (with `maxlength`): `{count}` and `{max}` are replaced. */
  "attr:count-text"?: PpTextField["countText"] | undefined;
  /** The visible character count (with `maxlength`): `{count}` and `{max}` are replaced. */
  "prop:countText"?: PpTextField["countText"] | undefined;
  /** The unseen description of the character limit (with `maxlength`): `{max}` is replaced. */
  "attr:count-description"?: PpTextField["countDescription"] | undefined;
  /** The unseen description of the character limit (with `maxlength`): `{max}` is replaced. */
  "prop:countDescription"?: PpTextField["countDescription"] | undefined;
  /** Announced once when typing comes near the limit, by plural category; `{count}` (characters left) is replaced. */
  "attr:remaining-text"?: PpTextField["remainingText"] | undefined;
  /** Announced once when typing comes near the limit, by plural category; `{count}` (characters left) is replaced. */
  "prop:remainingText"?: PpTextField["remainingText"] | undefined;
  /** Announced when typing reaches the limit: `{max}` is replaced. */
  "attr:limit-text"?: PpTextField["limitText"] | undefined;
  /** Announced when typing reaches the limit: `{max}` is replaced. */
  "prop:limitText"?: PpTextField["limitText"] | undefined;
  /** The current value. The `value` attribute is the value at first, and the one a form reset returns to. */
  "prop:value"?: PpTextField["value"] | undefined;
  /** The label above the field: the accessible name of its native control (the `label` slot replaces it). */
  "prop:label"?: PpTextField["label"] | undefined;
  /** Hides the label from sight; it stays the accessible name of the native control. Only where the
page already shows what the field is for (a heading above it, another field's label in its place);
the label is still required. */
  "bool:hide-label"?: PpTextField["hideLabel"] | undefined;
  /** Hides the label from sight; it stays the accessible name of the native control. Only where the
page already shows what the field is for (a heading above it, another field's label in its place);
the label is still required. */
  "prop:hideLabel"?: PpTextField["hideLabel"] | undefined;
  /** Help under the field, read as its native control's description (the `hint` slot replaces it). */
  "prop:hint"?: PpTextField["hint"] | undefined;
  /** An error to show (a server's answer): the field is invalid with this message until it is '' again. */
  "prop:error"?: PpTextField["error"] | undefined;
  /** Shown while the field is empty. Not a label: give a `label` too. */
  "prop:placeholder"?: PpTextField["placeholder"] | undefined;
  /** The value can be read, selected and copied, not changed (and is not validated). */
  "prop:readonly"?: PpTextField["readonly"] | undefined;
  /** The size (height or padding, and font size), after the control-height tokens. */
  "prop:size"?: PpTextField["size"] | undefined;
  /** Least number of characters (the check runs on what the user typed, as on a native field). */
  "prop:minlength"?: PpTextField["minlength"] | undefined;
  /** Greatest number of characters: typing stops there, and a count ('12 / 200') shows. */
  "prop:maxlength"?: PpTextField["maxlength"] | undefined;
  /** The browser's autofill hint (`name`, `email`, `street-address` ...), as the native `autocomplete`. */
  "prop:autocomplete"?: PpTextField["autocomplete"] | undefined;
  /** A value is required for the form to be valid. */
  "prop:required"?: PpTextField["required"] | undefined;
  /** The form field name. */
  "prop:name"?: PpTextField["name"] | undefined;
  /** Disables the element: it takes no input and is not submitted. */
  "prop:disabled"?: PpTextField["disabled"] | undefined;
  /** The user changed the value (each keystroke, paste or cut), after `value` follows it. */
  "on:input"?: ((e: PpTextFieldElementEvent) => void) | undefined;
  /** The user committed a changed value (Enter, or focus left the field). */
  "on:change"?: ((e: PpTextFieldElementEvent) => void) | undefined;

  /** Set the innerHTML of the element */
  innerHTML?: string | undefined;
  /** Set the textContent of the element */
  textContent?: string | number | undefined;
};

/** `PpTextarea` component event */
export type PpTextareaElementEvent<E = Event> = TypedEvent<PpTextarea, E>;

export type PpTextareaProps = {
  /** The height in lines of text (the least height with `resize="auto"`). */
  rows?: PpTextarea["rows"] | undefined;
  /** `none`: a fixed height; `vertical`: the user can drag it taller or shorter; `auto`: it grows with
its text up to `--pp-textarea-max-height`, then scrolls. */
  resize?: PpTextarea["resize"] | undefined;
  /** The validation message when `required` and empty. */
  "value-missing-message"?: PpTextarea["valueMissingMessage"] | undefined;
  /** The validation message when `required` and empty. */
  valueMissingMessage?: PpTextarea["valueMissingMessage"] | undefined;
  /** The validation message when the text is shorter than `minlength`: `{min}` and `{count}` are replaced. */
  "too-short-message"?: PpTextarea["tooShortMessage"] | undefined;
  /** The validation message when the text is shorter than `minlength`: `{min}` and `{count}` are replaced. */
  tooShortMessage?: PpTextarea["tooShortMessage"] | undefined;
  /** The validation message when the text is longer than `maxlength`: `{max}` and `{count}` are replaced. */
  "too-long-message"?: PpTextarea["tooLongMessage"] | undefined;
  /** The validation message when the text is longer than `maxlength`: `{max}` and `{count}` are replaced. */
  tooLongMessage?: PpTextarea["tooLongMessage"] | undefined;
  /** The visible character count (with `maxlength`): `{count}` and `{max}` are replaced. */
  "count-text"?: PpTextarea["countText"] | undefined;
  /** The visible character count (with `maxlength`): `{count}` and `{max}` are replaced. */
  countText?: PpTextarea["countText"] | undefined;
  /** The unseen description of the character limit (with `maxlength`): `{max}` is replaced. */
  "count-description"?: PpTextarea["countDescription"] | undefined;
  /** The unseen description of the character limit (with `maxlength`): `{max}` is replaced. */
  countDescription?: PpTextarea["countDescription"] | undefined;
  /** Announced once when typing comes near the limit, by plural category; `{count}` (characters left) is replaced. */
  "remaining-text"?: PpTextarea["remainingText"] | undefined;
  /** Announced once when typing comes near the limit, by plural category; `{count}` (characters left) is replaced. */
  remainingText?: PpTextarea["remainingText"] | undefined;
  /** Announced when typing reaches the limit: `{max}` is replaced. */
  "limit-text"?: PpTextarea["limitText"] | undefined;
  /** Announced when typing reaches the limit: `{max}` is replaced. */
  limitText?: PpTextarea["limitText"] | undefined;
  /** The current value. The `value` attribute is the value at first, and the one a form reset returns to. */
  value?: PpTextarea["value"] | undefined;
  /** The label above the field: the accessible name of its native control (the `label` slot replaces it). */
  label?: PpTextarea["label"] | undefined;
  /** Hides the label from sight; it stays the accessible name of the native control. Only where the
page already shows what the field is for (a heading above it, another field's label in its place);
the label is still required. */
  "hide-label"?: PpTextarea["hideLabel"] | undefined;
  /** Hides the label from sight; it stays the accessible name of the native control. Only where the
page already shows what the field is for (a heading above it, another field's label in its place);
the label is still required. */
  hideLabel?: PpTextarea["hideLabel"] | undefined;
  /** Help under the field, read as its native control's description (the `hint` slot replaces it). */
  hint?: PpTextarea["hint"] | undefined;
  /** An error to show (a server's answer): the field is invalid with this message until it is '' again. */
  error?: PpTextarea["error"] | undefined;
  /** Shown while the field is empty. Not a label: give a `label` too. */
  placeholder?: PpTextarea["placeholder"] | undefined;
  /** The value can be read, selected and copied, not changed (and is not validated). */
  readonly?: PpTextarea["readonly"] | undefined;
  /** The size (height or padding, and font size), after the control-height tokens. */
  size?: PpTextarea["size"] | undefined;
  /** Least number of characters (the check runs on what the user typed, as on a native field). */
  minlength?: PpTextarea["minlength"] | undefined;
  /** Greatest number of characters: typing stops there, and a count ('12 / 200') shows. */
  maxlength?: PpTextarea["maxlength"] | undefined;
  /** The browser's autofill hint (`name`, `email`, `street-address` ...), as the native `autocomplete`. */
  autocomplete?: PpTextarea["autocomplete"] | undefined;
  /** A value is required for the form to be valid. */
  required?: PpTextarea["required"] | undefined;
  /** The form field name. */
  name?: PpTextarea["name"] | undefined;
  /** Disables the element: it takes no input and is not submitted. */
  disabled?: PpTextarea["disabled"] | undefined;

  /** The user changed the value (each keystroke, paste or cut), after `value` follows it. */
  oninput?: ((e: PpTextareaElementEvent) => void) | undefined;
  /** The user committed a changed value (focus left the field). */
  onchange?: ((e: PpTextareaElementEvent) => void) | undefined;
};

export type PpTextareaSolidJsProps = {
  /** The height in lines of text (the least height with `resize="auto"`). */
  "prop:rows"?: PpTextarea["rows"] | undefined;
  /** `none`: a fixed height; `vertical`: the user can drag it taller or shorter; `auto`: it grows with
its text up to `--pp-textarea-max-height`, then scrolls. */
  "prop:resize"?: PpTextarea["resize"] | undefined;
  /** The validation message when `required` and empty. */
  "attr:value-missing-message"?: PpTextarea["valueMissingMessage"] | undefined;
  /** The validation message when `required` and empty. */
  "prop:valueMissingMessage"?: PpTextarea["valueMissingMessage"] | undefined;
  /** The validation message when the text is shorter than `minlength`: `{min}` and `{count}` are replaced. */
  "attr:too-short-message"?: PpTextarea["tooShortMessage"] | undefined;
  /** The validation message when the text is shorter than `minlength`: `{min}` and `{count}` are replaced. */
  "prop:tooShortMessage"?: PpTextarea["tooShortMessage"] | undefined;
  /** The validation message when the text is longer than `maxlength`: `{max}` and `{count}` are replaced. */
  "attr:too-long-message"?: PpTextarea["tooLongMessage"] | undefined;
  /** The validation message when the text is longer than `maxlength`: `{max}` and `{count}` are replaced. */
  "prop:tooLongMessage"?: PpTextarea["tooLongMessage"] | undefined;
  /** The visible character count (with `maxlength`): `{count}` and `{max}` are replaced. */
  "attr:count-text"?: PpTextarea["countText"] | undefined;
  /** The visible character count (with `maxlength`): `{count}` and `{max}` are replaced. */
  "prop:countText"?: PpTextarea["countText"] | undefined;
  /** The unseen description of the character limit (with `maxlength`): `{max}` is replaced. */
  "attr:count-description"?: PpTextarea["countDescription"] | undefined;
  /** The unseen description of the character limit (with `maxlength`): `{max}` is replaced. */
  "prop:countDescription"?: PpTextarea["countDescription"] | undefined;
  /** Announced once when typing comes near the limit, by plural category; `{count}` (characters left) is replaced. */
  "attr:remaining-text"?: PpTextarea["remainingText"] | undefined;
  /** Announced once when typing comes near the limit, by plural category; `{count}` (characters left) is replaced. */
  "prop:remainingText"?: PpTextarea["remainingText"] | undefined;
  /** Announced when typing reaches the limit: `{max}` is replaced. */
  "attr:limit-text"?: PpTextarea["limitText"] | undefined;
  /** Announced when typing reaches the limit: `{max}` is replaced. */
  "prop:limitText"?: PpTextarea["limitText"] | undefined;
  /** The current value. The `value` attribute is the value at first, and the one a form reset returns to. */
  "prop:value"?: PpTextarea["value"] | undefined;
  /** The label above the field: the accessible name of its native control (the `label` slot replaces it). */
  "prop:label"?: PpTextarea["label"] | undefined;
  /** Hides the label from sight; it stays the accessible name of the native control. Only where the
page already shows what the field is for (a heading above it, another field's label in its place);
the label is still required. */
  "bool:hide-label"?: PpTextarea["hideLabel"] | undefined;
  /** Hides the label from sight; it stays the accessible name of the native control. Only where the
page already shows what the field is for (a heading above it, another field's label in its place);
the label is still required. */
  "prop:hideLabel"?: PpTextarea["hideLabel"] | undefined;
  /** Help under the field, read as its native control's description (the `hint` slot replaces it). */
  "prop:hint"?: PpTextarea["hint"] | undefined;
  /** An error to show (a server's answer): the field is invalid with this message until it is '' again. */
  "prop:error"?: PpTextarea["error"] | undefined;
  /** Shown while the field is empty. Not a label: give a `label` too. */
  "prop:placeholder"?: PpTextarea["placeholder"] | undefined;
  /** The value can be read, selected and copied, not changed (and is not validated). */
  "prop:readonly"?: PpTextarea["readonly"] | undefined;
  /** The size (height or padding, and font size), after the control-height tokens. */
  "prop:size"?: PpTextarea["size"] | undefined;
  /** Least number of characters (the check runs on what the user typed, as on a native field). */
  "prop:minlength"?: PpTextarea["minlength"] | undefined;
  /** Greatest number of characters: typing stops there, and a count ('12 / 200') shows. */
  "prop:maxlength"?: PpTextarea["maxlength"] | undefined;
  /** The browser's autofill hint (`name`, `email`, `street-address` ...), as the native `autocomplete`. */
  "prop:autocomplete"?: PpTextarea["autocomplete"] | undefined;
  /** A value is required for the form to be valid. */
  "prop:required"?: PpTextarea["required"] | undefined;
  /** The form field name. */
  "prop:name"?: PpTextarea["name"] | undefined;
  /** Disables the element: it takes no input and is not submitted. */
  "prop:disabled"?: PpTextarea["disabled"] | undefined;
  /** The user changed the value (each keystroke, paste or cut), after `value` follows it. */
  "on:input"?: ((e: PpTextareaElementEvent) => void) | undefined;
  /** The user committed a changed value (focus left the field). */
  "on:change"?: ((e: PpTextareaElementEvent) => void) | undefined;

  /** Set the innerHTML of the element */
  innerHTML?: string | undefined;
  /** Set the textContent of the element */
  textContent?: string | number | undefined;
};

/** `PpToaster` component event */
export type PpToasterElementEvent<E = Event> = TypedEvent<PpToaster, E>;
/** `pp-dismiss` event type */
export type PpToasterPpDismissElementEvent = PpToasterElementEvent<
  CustomEvent<ToasterDismissDetail>
>;
/** `pp-action` event type */
export type PpToasterPpActionElementEvent = PpToasterElementEvent<
  CustomEvent<ToasterActionDetail>
>;

export type PpToasterProps = {
  /** Where the stack sits on the screen. */
  position?: PpToaster["position"] | undefined;
  /** How many toasts are shown at once; the rest wait in a queue. */
  "visible-toasts"?: PpToaster["visibleToasts"] | undefined;
  /** How many toasts are shown at once; the rest wait in a queue. */
  visibleToasts?: PpToaster["visibleToasts"] | undefined;
  /** Default auto-close time in ms; `0` or `Infinity` keep toasts until dismissed. */
  duration?: PpToaster["duration"] | undefined;
  /** Accessible name of the region (the spec's 'Notifications'). */
  label?: PpToaster["label"] | undefined;
  /** Accessible name of every close button (the spec's 'Close toast'). */
  "close-label"?: PpToaster["closeLabel"] | undefined;
  /** Accessible name of every close button (the spec's 'Close toast'). */
  closeLabel?: PpToaster["closeLabel"] | undefined;
  /** Shortcut that moves focus into the stack, e.g. 'Alt+T'. Empty disables it. */
  hotkey?: PpToaster["hotkey"] | undefined;
  /** Show close buttons on toasts (a toast's own `closeButton` option wins). */
  "close-button"?: PpToaster["closeButton"] | undefined;
  /** Show close buttons on toasts (a toast's own `closeButton` option wins). */
  closeButton?: PpToaster["closeButton"] | undefined;
  /** Colour toasts by type with the status tokens. */
  "rich-colors"?: PpToaster["richColors"] | undefined;
  /** Colour toasts by type with the status tokens. */
  richColors?: PpToaster["richColors"] | undefined;
  /** Always show the stack expanded. */
  expand?: PpToaster["expand"] | undefined;
  /** Distance in px a swipe must travel to dismiss a toast. */
  "swipe-threshold"?: PpToaster["swipeThreshold"] | undefined;
  /** Distance in px a swipe must travel to dismiss a toast. */
  swipeThreshold?: PpToaster["swipeThreshold"] | undefined;
  /** Shows only toasts whose `toasterId` option is this value (empty: toasts without one). */
  "toaster-id"?: PpToaster["toasterId"] | undefined;
  /** Shows only toasts whose `toasterId` option is this value (empty: toasts without one). */
  toasterId?: PpToaster["toasterId"] | undefined;

  /** A toast was closed by the close button, a swipe, a button or its timer. `detail: { id, reason }`. */
  "onpp-dismiss"?: ((e: PpToasterPpDismissElementEvent) => void) | undefined;
  /** The action or cancel button of a toast was clicked. `detail: { id, button }`. Cancelable: `preventDefault()` keeps the toast open after an action. */
  "onpp-action"?: ((e: PpToasterPpActionElementEvent) => void) | undefined;
};

export type PpToasterSolidJsProps = {
  /** Where the stack sits on the screen. */
  "prop:position"?: PpToaster["position"] | undefined;
  /** How many toasts are shown at once; the rest wait in a queue. */
  "attr:visible-toasts"?: PpToaster["visibleToasts"] | undefined;
  /** How many toasts are shown at once; the rest wait in a queue. */
  "prop:visibleToasts"?: PpToaster["visibleToasts"] | undefined;
  /** Default auto-close time in ms; `0` or `Infinity` keep toasts until dismissed. */
  "prop:duration"?: PpToaster["duration"] | undefined;
  /** Accessible name of the region (the spec's 'Notifications'). */
  "prop:label"?: PpToaster["label"] | undefined;
  /** Accessible name of every close button (the spec's 'Close toast'). */
  "attr:close-label"?: PpToaster["closeLabel"] | undefined;
  /** Accessible name of every close button (the spec's 'Close toast'). */
  "prop:closeLabel"?: PpToaster["closeLabel"] | undefined;
  /** Shortcut that moves focus into the stack, e.g. 'Alt+T'. Empty disables it. */
  "prop:hotkey"?: PpToaster["hotkey"] | undefined;
  /** Show close buttons on toasts (a toast's own `closeButton` option wins). */
  "bool:close-button"?: PpToaster["closeButton"] | undefined;
  /** Show close buttons on toasts (a toast's own `closeButton` option wins). */
  "prop:closeButton"?: PpToaster["closeButton"] | undefined;
  /** Colour toasts by type with the status tokens. */
  "bool:rich-colors"?: PpToaster["richColors"] | undefined;
  /** Colour toasts by type with the status tokens. */
  "prop:richColors"?: PpToaster["richColors"] | undefined;
  /** Always show the stack expanded. */
  "prop:expand"?: PpToaster["expand"] | undefined;
  /** Distance in px a swipe must travel to dismiss a toast. */
  "attr:swipe-threshold"?: PpToaster["swipeThreshold"] | undefined;
  /** Distance in px a swipe must travel to dismiss a toast. */
  "prop:swipeThreshold"?: PpToaster["swipeThreshold"] | undefined;
  /** Shows only toasts whose `toasterId` option is this value (empty: toasts without one). */
  "attr:toaster-id"?: PpToaster["toasterId"] | undefined;
  /** Shows only toasts whose `toasterId` option is this value (empty: toasts without one). */
  "prop:toasterId"?: PpToaster["toasterId"] | undefined;
  /** A toast was closed by the close button, a swipe, a button or its timer. `detail: { id, reason }`. */
  "on:pp-dismiss"?: ((e: PpToasterPpDismissElementEvent) => void) | undefined;
  /** The action or cancel button of a toast was clicked. `detail: { id, button }`. Cancelable: `preventDefault()` keeps the toast open after an action. */
  "on:pp-action"?: ((e: PpToasterPpActionElementEvent) => void) | undefined;

  /** Set the innerHTML of the element */
  innerHTML?: string | undefined;
  /** Set the textContent of the element */
  textContent?: string | number | undefined;
};

export type PpTooltipGroupProps = {
  /** Open delay in ms. */
  delay?: PpTooltipGroup["delay"] | undefined;
  /** Time in ms after a tooltip closes during which the next opens at once. */
  "skip-delay"?: PpTooltipGroup["skipDelay"] | undefined;
  /** Time in ms after a tooltip closes during which the next opens at once. */
  skipDelay?: PpTooltipGroup["skipDelay"] | undefined;
};

export type PpTooltipGroupSolidJsProps = {
  /** Open delay in ms. */
  "prop:delay"?: PpTooltipGroup["delay"] | undefined;
  /** Time in ms after a tooltip closes during which the next opens at once. */
  "attr:skip-delay"?: PpTooltipGroup["skipDelay"] | undefined;
  /** Time in ms after a tooltip closes during which the next opens at once. */
  "prop:skipDelay"?: PpTooltipGroup["skipDelay"] | undefined;

  /** Set the innerHTML of the element */
  innerHTML?: string | undefined;
  /** Set the textContent of the element */
  textContent?: string | number | undefined;
};

/** `PpTooltip` component event */
export type PpTooltipElementEvent<E = Event> = TypedEvent<PpTooltip, E>;
/** `pp-show` event type */
export type PpTooltipPpShowElementEvent = PpTooltipElementEvent<
  CustomEvent<TooltipToggleDetail>
>;
/** `pp-hide` event type */
export type PpTooltipPpHideElementEvent = PpTooltipElementEvent<
  CustomEvent<TooltipToggleDetail>
>;

export type PpTooltipProps = {
  /** Id of the trigger element, looked up in the tooltip's own document or shadow root. */
  for?: PpTooltip["for"] | undefined;
  /** The tooltip text when the element has no children, e.g. 'Zmień aktywny projekt'. */
  content?: PpTooltip["content"] | undefined;
  /** Preferred placement; flips and shifts to stay in view. */
  placement?: PpTooltip["placement"] | undefined;
  /** Gap between trigger and tooltip in px. */
  distance?: PpTooltip["distance"] | undefined;
  /** Open delay in ms for this tooltip only; `undefined` uses the delay group's. */
  delay?: PpTooltip["delay"] | undefined;
  /** Whether the tooltip is shown. */
  open?: PpTooltip["open"] | undefined;
  /** Never open. */
  disabled?: PpTooltip["disabled"] | undefined;
  /** How long a touch must rest on the trigger to open the tooltip, in ms. */
  "long-press-delay"?: PpTooltip["longPressDelay"] | undefined;
  /** How long a touch must rest on the trigger to open the tooltip, in ms. */
  longPressDelay?: PpTooltip["longPressDelay"] | undefined;
  /** The trigger element; wins over `for`. */
  anchor?: PpTooltip["anchor"] | undefined;

  /** The tooltip opened. `detail: { trigger }`. */
  "onpp-show"?: ((e: PpTooltipPpShowElementEvent) => void) | undefined;
  /** The tooltip closed. `detail: { trigger }`. */
  "onpp-hide"?: ((e: PpTooltipPpHideElementEvent) => void) | undefined;
};

export type PpTooltipSolidJsProps = {
  /** Id of the trigger element, looked up in the tooltip's own document or shadow root. */
  "prop:for"?: PpTooltip["for"] | undefined;
  /** The tooltip text when the element has no children, e.g. 'Zmień aktywny projekt'. */
  "prop:content"?: PpTooltip["content"] | undefined;
  /** Preferred placement; flips and shifts to stay in view. */
  "prop:placement"?: PpTooltip["placement"] | undefined;
  /** Gap between trigger and tooltip in px. */
  "prop:distance"?: PpTooltip["distance"] | undefined;
  /** Open delay in ms for this tooltip only; `undefined` uses the delay group's. */
  "prop:delay"?: PpTooltip["delay"] | undefined;
  /** Whether the tooltip is shown. */
  "prop:open"?: PpTooltip["open"] | undefined;
  /** Never open. */
  "prop:disabled"?: PpTooltip["disabled"] | undefined;
  /** How long a touch must rest on the trigger to open the tooltip, in ms. */
  "attr:long-press-delay"?: PpTooltip["longPressDelay"] | undefined;
  /** How long a touch must rest on the trigger to open the tooltip, in ms. */
  "prop:longPressDelay"?: PpTooltip["longPressDelay"] | undefined;
  /** The trigger element; wins over `for`. */
  "prop:anchor"?: PpTooltip["anchor"] | undefined;
  /** The tooltip opened. `detail: { trigger }`. */
  "on:pp-show"?: ((e: PpTooltipPpShowElementEvent) => void) | undefined;
  /** The tooltip closed. `detail: { trigger }`. */
  "on:pp-hide"?: ((e: PpTooltipPpHideElementEvent) => void) | undefined;

  /** Set the innerHTML of the element */
  innerHTML?: string | undefined;
  /** Set the textContent of the element */
  textContent?: string | number | undefined;
};

export type CustomElements = {
  /**
   * A message in the page, in four variants: `info` (the default), `success`, `warning` and `error`.
   * Each variant has its own icon and colours, and a visually hidden prefix read before the message
   * ('Błąd:' / 'Error:'), so the variant is never told by colour alone. It has a heading (the `heading`
   * attribute or slot, bold text above the message; it is not a heading of the page's outline), the
   * message in the default slot and an `action` slot for a button ('Spróbuj ponownie').
   *
   * **Announcements.** An alert in the page as it loads is part of the page: it has no role and is
   * not announced (a screen reader reads it where it stands, with its prefix). One that appears later
   * (inserted after the document's `load`, or revealed by removing `hidden`) is a live region and is
   * announced: `role="alert"` (assertive) for `error` and `warning`, `role="status"` (polite) for `info`
   * and `success`. Screen readers speak only changes made to a live region they already know, so the
   * region appears empty first and the message enters it a moment later (100 ms); `updateComplete`
   * resolves once it has. A live alert stays live, so a changed message is announced too. `announce`
   * changes the rule: `always` also announces an alert present at load, `never` never does.
   *
   * **Closing.** With `closable` the alert has a close button ('Zamknij' / 'Dismiss', `close-label`).
   * Pressing it fires the cancelable `pp-close`; unless it is cancelled the alert hides itself
   * (`hidden`; remove the attribute to show it again, announced again). If focus was in the alert, it
   * returns to the element it came from (the control before the alert); a page that wants it elsewhere
   * moves it in its `pp-close` listener.
   *
   * In forced-colours mode the alert keeps a border and its icon in the system's text colour.
   *
   * ## Attributes & Properties
   *
   * Component attributes and properties that can be applied to the element or by using JavaScript.
   *
   * - `variant`: What the alert tells: its icon, colours, hidden prefix and (when live) its role.
   * - `heading`: The heading, shown in bold above the message (or use the `heading` slot).
   * - `closable`: Shows a close button that hides the alert.
   * - `announce`: When the alert is announced: `auto` when it appears after the page has loaded, `always`, or `never`.
   * - `hidden`: Hidden, as the global attribute; removing it shows the alert again (and announces it, unless `announce="never"`).
   * - `close-label`/`closeLabel`: The accessible name of the close button (`closable`).
   * - `info-text`/`infoText`: Hidden text read before the message of an `info` alert.
   * - `success-text`/`successText`: Hidden text read before the message of a `success` alert.
   * - `warning-text`/`warningText`: Hidden text read before the message of a `warning` alert.
   * - `error-text`/`errorText`: Hidden text read before the message of an `error` alert.
   *
   * ## Events
   *
   * Events that will be emitted by the component.
   *
   * - `pp-close`: The close button was pressed. Cancelable: `preventDefault()` keeps the alert shown.
   *
   * ## Slots
   *
   * Areas where markup can be added to the component.
   *
   * - `(default)`: The message.
   * - `heading`: The heading, instead of the `heading` attribute.
   * - `action`: A button or link for what to do next, after the message.
   *
   * ## CSS Custom Properties
   *
   * CSS variables available for styling the component.
   *
   * - `--pp-alert-radius`: Corner radius. (default: `var(--pp-radius-md, 0.375rem)`)
   * - `--pp-alert-bg`: Background; by default the variant's status background (`--pp-color-status-*-bg`). (default: `undefined`)
   * - `--pp-alert-fg`: Text colour. (default: `var(--pp-color-fg-default, CanvasText)`)
   * - `--pp-alert-border`: Border colour; by default the variant's status border (`--pp-color-status-*-border`). (default: `undefined`)
   * - `--pp-alert-icon`: Icon colour; by default the variant's status text colour (`--pp-color-status-*-fg`). (default: `undefined`)
   *
   * ## CSS Parts
   *
   * Custom selectors for styling elements within the component.
   *
   * - `base`: The alert's box.
   * - `icon`: The variant's icon.
   * - `heading`: The heading.
   * - `message`: The message's wrapper.
   * - `action`: The wrapper of the `action` slot.
   * - `close-button`: The close button.
   */
  "pp-alert": Partial<PpAlertProps & BaseProps<PpAlert> & BaseEvents>;

  /**
   * The portal's frame for any page: a skip link, a sticky top bar, the sidebar beside the content, and
   * the content's main region above its footer. A tool gets the portal's layout with this element, a
   * `pp-sidebar` and its own menu data; what goes in the top bar is its own, in named slots.
   *
   * ```html
   * <pp-app-shell>
   *   <a slot="logo" href="/">…</a>
   *   <pp-badge slot="environment" variant="warning">staging</pp-badge>
   *   <pp-combobox slot="project" label="Projekt" …></pp-combobox>
   *   <pp-button slot="search" variant="secondary">Szukaj</pp-button>
   *   <pp-menu slot="user">…</pp-menu>
   *   <pp-sidebar slot="sidebar" id="main-nav"></pp-sidebar>
   *   <main id="main">…</main>
   *   <footer slot="footer">…</footer>
   * </pp-app-shell>
   * ```
   *
   * **Landmarks.** The top bar is the page's `banner` (a `<header>` of the shell's own). The main
   * region and the footer are the page's: put a `<main>` in the default slot and a `<footer>` in the
   * `footer` slot, so that their ids, labels and focus stay in the page's hands. The sidebar is its
   * own `navigation` landmark.
   *
   * **Skip link.** The first stop of the tab order, at the start of the banner, is a link ('Przejdź do
   * treści'), shown when focused, that moves focus to the main region: the first element of the
   * default slot that is a `<main>` or has `role="main"`, else the first element of the default slot
   * (given `tabindex="-1"` when it takes no focus of its own). Its `href` is that element's id, when it
   * has one.
   *
   * **Menu toggle.** With a `pp-sidebar` in the `sidebar` slot, the top bar starts with a ☰ button
   * that toggles it: the desktop column, or the sheet on a small screen. The sidebar wires it once it
   * is defined (`attachToggle`: `aria-controls`, `aria-expanded`, focus return); a press before that
   * is kept and acted on then. Without a sidebar there is no toggle.
   *
   * **Layout.** The top bar is `--pp-topbar-height` high (4rem, the height of the sidebar's logo
   * area) and sticks to the top of the viewport; the desktop sidebar sticks below it
   * (`--pp-sidebar-top` is set for it). The top-bar slots sit in this order: toggle, `logo`,
   * `environment`, `project`, `top-bar` (which takes the room left), `search`, `user`. Below 768 px the
   * bar wraps, and what does not fit moves to a row of its own. A sidebar with `side="right"` sits on
   * the right. The sidebar's breakpoints (640, 768, 1024, 1280 px) are its own attribute.
   *
   * **Languages**: the built-in texts are Polish or English after the `lang` of the element, else of
   * its closest ancestor with one, else of `<html>`; a text set through its property or attribute wins.
   *
   * ## Attributes & Properties
   *
   * Component attributes and properties that can be applied to the element or by using JavaScript.
   *
   * - `skip-label`/`skipLabel`: The skip link, first in the tab order: it moves focus to the main content.
   * - `toggle-label`/`toggleLabel`: The accessible name of the menu toggle (the sidebar's own `toggle-label` is the same text).
   *
   * ## Slots
   *
   * Areas where markup can be added to the component.
   *
   * - `(default)`: The main region: a `<main>` (the skip link's target).
   * - `logo`: The logo, usually a link to the home page with an accessible name.
   * - `environment`: The environment badge (e.g. a `pp-badge` saying 'staging'), beside the logo.
   * - `project`: The project switcher (e.g. a `pp-combobox`). Below 768 px it takes a row of its own under the bar, the whole width, so the logo, search and the user menu keep the first row.
   * - `top-bar`: Anything else in the top bar (a status, a banner); it takes the room left.
   * - `search`: The search button, near the end of the top bar.
   * - `user`: The user menu, at the end of the top bar.
   * - `sidebar`: A `pp-sidebar`; the menu toggle controls it.
   * - `footer`: The page's footer, below the main region.
   *
   * ## CSS Custom Properties
   *
   * CSS variables available for styling the component.
   *
   * - `--pp-app-shell-top-bar-height`: Height of the top bar (and the desktop sidebar's offset). (default: `var(--pp-topbar-height, 4rem)`)
   * - `--pp-app-shell-top-bar-z-index`: Stacking of the sticky top bar over the page. (default: `40`)
   * - `--pp-app-shell-background`: Background of the whole frame (the page's shows through by default). (default: `none`)
   * - `--pp-topbar-bg`: Top bar background; a component token of `@portal-elements/tokens`. (default: `var(--pp-color-bg-surface)`)
   * - `--pp-topbar-border`: Top bar bottom border; a component token of `@portal-elements/tokens`. (default: `var(--pp-color-border-default)`)
   *
   * ## CSS Parts
   *
   * Custom selectors for styling elements within the component.
   *
   * - `skip-link`: The skip link.
   * - `top-bar`: The top bar (the `banner` landmark).
   * - `menu-toggle`: The menu toggle button.
   * - `top-bar-middle`: The wrapper of the `top-bar` slot.
   * - `top-bar-end`: The wrapper of the `search` and `user` slots, at the end of their row.
   * - `body`: The row of the sidebar and the content.
   * - `content`: The column of the main region and the footer.
   */
  "pp-app-shell": Partial<PpAppShellProps & BaseProps<PpAppShell> & BaseEvents>;

  /**
   * A person's (or a project's) picture, or their initials when there is no picture or it fails to
   * load, or a generic silhouette when there is not even a name.
   *
   * To assistive technology the avatar is one image named by `label`, else by `name`, else by
   * `anonymous-label` ('Użytkownik'); the initials and the picture inside are never read on their own.
   * Where the name is already said next to it (a list of people) or the avatar sits in a control that
   * has its own name (the user menu's button, 'Menu użytkownika'), set `decorative`: the avatar is then
   * left out of the accessibility tree, so the name is not read twice and the button's name stays its
   * own (WCAG 2.5.3: initials drawn inside a named button are not part of its visible label).
   *
   * The picture is loaded lazily and shown only once it has loaded; until then, and if it fails, the
   * initials stay, so a broken URL never shows a broken-image icon.
   *
   * ## Attributes & Properties
   *
   * Component attributes and properties that can be applied to the element or by using JavaScript.
   *
   * - `name`: The person's name (or e-mail address): gives the initials and the accessible name.
   * - `src`: The picture's URL. The initials show until it has loaded, and stay if it fails.
   * - `label`: The accessible name, when it should say more than `name` (e.g. 'Anna Nowak, online').
   * - `size`: Size: `sm` 1.5rem, `md` 2rem (default), `lg` 2.5rem.
   * - `shape`: `circle` for people (default), `square` for projects and organisations.
   * - `decorative`: Leave the avatar out of the accessibility tree: its name is said elsewhere.
   * - `anonymous-label`/`anonymousLabel`: The accessible name of an avatar that has neither a `name` nor a `label`.
   *
   * ## Slots
   *
   * Areas where markup can be added to the component.
   *
   * - `(default)`: Replaces the silhouette shown when there is neither a picture nor a name (an icon).
   *
   * ## CSS Custom Properties
   *
   * CSS variables available for styling the component.
   *
   * - `--pp-avatar-size`: Width and height; by default from `size` (2rem for `md`). (default: `undefined`)
   * - `--pp-avatar-bg`: Background behind initials and silhouette. (default: `var(--pp-color-bg-subtle)`)
   * - `--pp-avatar-fg`: Colour of the initials and silhouette. (default: `var(--pp-color-fg-default)`)
   * - `--pp-avatar-border`: Border colour. (default: `var(--pp-color-border-default)`)
   *
   * ## CSS Parts
   *
   * Custom selectors for styling elements within the component.
   *
   * - `base`: The avatar's box.
   * - `image`: The picture.
   * - `initials`: The initials.
   */
  "pp-avatar": Partial<PpAvatarProps & BaseProps<PpAvatar> & BaseEvents>;

  /**
   * A short label that marks something: a status ('Otwarta', 'Zapłacona'), an environment ('staging'),
   * a role ('Obsługa'), a count. Its text is what it says, so the colour never carries meaning alone
   * (WCAG 1.4.1); every variant's text meets 4.5:1 against its background in both themes (the status
   * token pairs are checked by the tokens' tests). It is plain text to assistive technology, with no
   * role of its own: it is read where it stands, inside the heading, row or link it belongs to.
   *
   * In forced-colours mode (Windows high contrast) backgrounds are dropped; the badge keeps a border in
   * the system's text colour so that it still reads as a badge.
   *
   * ## Attributes & Properties
   *
   * Component attributes and properties that can be applied to the element or by using JavaScript.
   *
   * - `variant`: The colour, after what the badge says.
   * - `appearance`: Tinted with a border (`soft`) or filled (`solid`).
   * - `pill`: Fully rounded ends, for counts and short tags.
   *
   * ## Slots
   *
   * Areas where markup can be added to the component.
   *
   * - `(default)`: The badge's text.
   * - `prefix`: An icon or a dot before the text (decorative: give it `aria-hidden="true"`).
   *
   * ## CSS Custom Properties
   *
   * CSS variables available for styling the component.
   *
   * - `--pp-badge-radius`: Corner radius (`pill` makes it round). (default: `var(--pp-radius-sm, 0.25rem)`)
   * - `--pp-badge-font-size`: Text size. (default: `var(--pp-font-size-xs, 0.75rem)`)
   * - `--pp-badge-bg`: Background; by default the variant's status or brand colour. (default: `undefined`)
   * - `--pp-badge-fg`: Text colour; by default the variant's. (default: `undefined`)
   * - `--pp-badge-border`: Border colour; by default the variant's (transparent when solid). (default: `undefined`)
   *
   * ## CSS Parts
   *
   * Custom selectors for styling elements within the component.
   *
   * - `base`: The badge's box.
   */
  "pp-badge": Partial<PpBadgeProps & BaseProps<PpBadge> & BaseEvents>;

  /**
   * One step of a `<pp-breadcrumb>`: a list item holding a link to a page above the current one, or,
   * with `current`, the current page itself (read as "current page", not a link). The separator before
   * it (none before the first item) is drawn, hidden from screen readers.
   *
   * Put the page router's own link in the slot (`<a href>`, React Router's `<Link>`) so that a click
   * routes in the page; or give the item an `href`, and it draws the link itself.
   *
   * ## Attributes & Properties
   *
   * Component attributes and properties that can be applied to the element or by using JavaScript.
   *
   * - `href`: The address of the page; the item draws its own link to it (not when it is `current`).
   * - `current`: The item is the page being shown: `aria-current="page"`, not a link.
   *
   * ## Slots
   *
   * Areas where markup can be added to the component.
   *
   * - `(default)`: The item's text, or a link with its text.
   * - `separator`: Replaces the drawn chevron between this item and the one before.
   *
   * ## CSS Custom Properties
   *
   * CSS variables available for styling the component.
   *
   * - `--pp-breadcrumb-gap`: Space on each side of the separator. (default: `var(--pp-space-2, 0.5rem)`)
   * - `--pp-breadcrumb-link-color`: Colour of the links. (default: `var(--pp-color-fg-link, LinkText)`)
   * - `--pp-breadcrumb-current-color`: Colour of the current page. (default: `var(--pp-color-fg-default, CanvasText)`)
   * - `--pp-breadcrumb-separator-color`: Colour of the separators. (default: `var(--pp-color-fg-muted, GrayText)`)
   *
   * ## CSS Parts
   *
   * Custom selectors for styling elements within the component.
   *
   * - `link`: The link the item draws when it has an `href`.
   * - `separator`: The separator before the item.
   */
  "pp-breadcrumb-item": Partial<
    PpBreadcrumbItemProps & BaseProps<PpBreadcrumbItem> & BaseEvents
  >;

  /**
   * Where the page sits in the site, as the WAI-ARIA breadcrumb pattern has it: a navigation landmark
   * named "Ścieżka nawigacji" ("Breadcrumb" in English; the `label` property changes it) holding a list
   * of `<pp-breadcrumb-item>`s, the last of which is the current page (`current`, read as "current
   * page"). The separators between the items are drawn, not read, and turn round in a right-to-left
   * page.
   *
   * Items take a link of the page's own router in their slot (`<a>`, React Router's `<Link>`), so that
   * a click routes in the page; an item with `href` draws its own link instead.
   *
   * ```html
   * <pp-breadcrumb>
   *   <pp-breadcrumb-item href="/">Start</pp-breadcrumb-item>
   *   <pp-breadcrumb-item href="/support/issues">Zgłoszenia</pp-breadcrumb-item>
   *   <pp-breadcrumb-item current>Serwer nie odpowiada</pp-breadcrumb-item>
   * </pp-breadcrumb>
   * ```
   *
   * ## Attributes & Properties
   *
   * Component attributes and properties that can be applied to the element or by using JavaScript.
   *
   * - `label`: The accessible name of the breadcrumb's navigation landmark.
   *
   * ## Slots
   *
   * Areas where markup can be added to the component.
   *
   * - `(default)`: The `<pp-breadcrumb-item>`s, the current page last.
   *
   * ## CSS Custom Properties
   *
   * CSS variables available for styling the component.
   *
   * - `--pp-breadcrumb-font-size`: Text size of the trail. The items' colours and spacing are theirs (`<pp-breadcrumb-item>`); set them here and the items inherit them. (default: `var(--pp-font-size-sm, 0.875rem)`)
   *
   * ## CSS Parts
   *
   * Custom selectors for styling elements within the component.
   *
   * - `base`: The `<nav>` landmark.
   * - `list`: The list of items.
   */
  "pp-breadcrumb": Partial<
    PpBreadcrumbProps & BaseProps<PpBreadcrumb> & BaseEvents
  >;

  /**
   * A button, or a link that looks like one when it has an `href`. In a form it submits or resets it
   * as a native button does (`type="submit"` or `"reset"`), sending its own `name` and `value` and
   * honouring `formaction`, `formmethod`, `formenctype`, `formtarget` and `formnovalidate`; the
   * `submit` event's `submitter` is the `pp-button`. Unlike a native button the default `type` is
   * `button`, so that a button added to a form never submits it by accident.
   *
   * A button with only an icon needs a `label`: it becomes its accessible name (a warning on the
   * console says when it is missing). While `loading` the button shows a spinner, keeps its width and
   * its focus, ignores activation and reads "(trwa ładowanie)" after its name; `disabled` takes it out
   * of the tab order like a native button. A click the page cancels with `preventDefault()` neither
   * submits nor resets.
   *
   * ## Attributes & Properties
   *
   * Component attributes and properties that can be applied to the element or by using JavaScript.
   *
   * - `variant`: How the button looks.
   * - `size`: Its height (and its width when it has only an icon).
   * - `type`: What it does in its form: `button` (nothing, the default), `submit` or `reset`.
   * - `href`: Renders a link to this address instead of a button (`type` and the form attributes then do nothing).
   * - `target`: Where a link opens (`_blank` for a new tab, which it then says to screen readers).
   * - `rel`: The link's `rel`; a link with `target="_blank"` gets `noopener noreferrer` when none is given.
   * - `download`: Makes the link download its target, under this file name when one is given.
   * - `label`: The accessible name, required when the button shows only an icon; otherwise its text is its name.
   * - `keyshortcuts`: The keyboard shortcuts that also press this button, as `aria-keyshortcuts` takes them
   * (`Control+K Meta+K`): given to the inner control, which is what assistive technology reads.
   * - `loading`: Shows a spinner and ignores activation, keeping the focus and the width.
   * - `value`: Sent with the form as `name=value` when this button submits it.
   * - `formaction`: The address the form is sent to when this button submits it (the form's `action` otherwise).
   * - `formmethod`: The HTTP method used when this button submits the form.
   * - `formenctype`: The encoding used when this button submits the form.
   * - `formtarget`: Where the response opens when this button submits the form.
   * - `formnovalidate`: Submits the form without validating it (a 'Save draft' button).
   * - `loading-text`/`loadingText`: Hidden text read after the button's name while it is `loading`.
   * - `external-text`/`externalText`: Hidden text read after the name of a link button that opens in a new tab (`target="_blank"`).
   * - `name`: The form field name.
   * - `disabled`: Disables the element: it takes no input and is not submitted.
   * - `form`: The form this element belongs to. (property only) (readonly)
   *
   * ## Slots
   *
   * Areas where markup can be added to the component.
   *
   * - `(default)`: The button's text.
   * - `prefix`: An icon or other content before the text.
   * - `suffix`: An icon or other content after the text.
   *
   * ## Methods
   *
   * Methods that can be called to access component functionality.
   *
   * - `click() => void`: Clicks the button as a person would (`disabled` and `loading` ignore it).
   * - `formDisabledCallback() => void`: Form-associated callback: the element's disabled state changed, by a surrounding fieldset or by
   * its own `disabled` attribute. Only the fieldset's part is kept, read from the tree: taking the
   * argument would also record the element's own attribute, whose reflection happens in the middle
   * of an update, where Lit drops a change (a button enabled by code stayed disabled).
   *
   * ## CSS Custom Properties
   *
   * CSS variables available for styling the component.
   *
   * - `--pp-button-radius`: Corner radius. (default: `var(--pp-radius-md, 0.375rem)`)
   * - `--pp-button-primary-bg`: Background of the primary variant. (default: `var(--pp-color-bg-brand, #1d4ed8)`)
   * - `--pp-button-primary-bg-hover`: Background of the primary variant when hovered or pressed. (default: `var(--pp-color-bg-brand-hover, #1e40af)`)
   * - `--pp-button-primary-fg`: Text of the primary variant. (default: `var(--pp-color-fg-on-brand, #fff)`)
   * - `--pp-button-secondary-bg`: Background of the secondary variant. (default: `var(--pp-color-bg-surface, Canvas)`)
   * - `--pp-button-secondary-bg-hover`: Background of the secondary variant when hovered or pressed. (default: `var(--pp-color-bg-hover, Canvas)`)
   * - `--pp-button-secondary-fg`: Text of the secondary variant. (default: `var(--pp-color-fg-default, CanvasText)`)
   * - `--pp-button-secondary-border`: Border of the secondary variant. (default: `var(--pp-color-border-strong, GrayText)`)
   * - `--pp-button-danger-bg`: Background of the danger variant. (default: `var(--pp-color-status-error-solid, #dc2626)`)
   * - `--pp-button-danger-bg-hover`: Background of the danger variant when hovered or pressed. (default: `var(--pp-color-status-error-solid-hover, #b91c1c)`)
   * - `--pp-button-danger-fg`: Text of the danger variant. (default: `var(--pp-color-status-error-on-solid, #fff)`)
   * - `--pp-button-ghost-fg`: Text of the ghost variant. (default: `var(--pp-color-fg-default, CanvasText)`)
   * - `--pp-button-ghost-bg-hover`: Background of the ghost variant when hovered or pressed. (default: `var(--pp-color-bg-hover, Canvas)`)
   * - `--pp-button-link-fg`: Text of the link variant. (default: `var(--pp-color-fg-link, LinkText)`)
   *
   * ## CSS Parts
   *
   * Custom selectors for styling elements within the component.
   *
   * - `base`: The native `<button>` or `<a>` inside.
   * - `label`: The wrapper of the text.
   * - `prefix`: The wrapper of the `prefix` slot.
   * - `suffix`: The wrapper of the `suffix` slot.
   * - `spinner`: The spinner shown while `loading`.
   */
  "pp-button": Partial<PpButtonProps & BaseProps<PpButton> & BaseEvents>;

  /**
   * A checkbox (the WAI-ARIA checkbox pattern, dual-state and mixed): a native
   * `<input type="checkbox">` in the shadow root, drawn over with a box and a check mark from the
   * tokens, named by a real `<label>` beside it, with a hint, an error and a required mark. Space
   * toggles it, and so does a click on the box or on the label; the target is 24 px at least.
   *
   * `indeterminate` shows it as mixed (a dash; read as "mixed", `aria-checked="mixed"`), as for a
   * "select all" whose items are partly checked; a toggle by the user clears it, as on a native
   * checkbox, and sets `checked`.
   *
   * It is form-associated: it submits `name=value` while checked (`value` is 'on' by default) and
   * nothing while unchecked, a form reset returns it to the `checked` attribute, the browser may
   * restore it, and a disabled `<fieldset>` disables it. With `required` an unchecked checkbox is
   * invalid (`valueMissing`) with a message of its own in Polish or English; the message shows, and the
   * input is `aria-invalid`, once the user toggled it or a submission (or `reportValidity()`) found it
   * invalid. An `error` makes it invalid with that message at once, as a server's answer would.
   * `input` and `change` fire when the user toggles it, not when code sets `checked`. `focus()` and
   * `click()` reach the input.
   *
   * ## Attributes & Properties
   *
   * Component attributes and properties that can be applied to the element or by using JavaScript.
   *
   * - `indeterminate`: Shows the checkbox as mixed, neither checked nor unchecked; a toggle by the user clears it.
   * - `value-missing-message`/`valueMissingMessage`: The validation message when `required` and not checked.
   * - `checked`: Whether it is on. The `checked` attribute is the state at first, and the one a form reset
   * returns to; the property holds the current state.
   * - `value`: Sent with the form as `name=value` while checked (nothing is sent while unchecked).
   * - `label`: The label beside the control: its accessible name, and a click on it toggles (the `label` slot replaces it).
   * - `hint`: Help under the label, read as the control's description (the `hint` slot replaces it).
   * - `error`: An error to show (a server's answer): the control is invalid with this message until it is '' again.
   * - `size`: The size of the control and its text.
   * - `required`: A value is required for the form to be valid.
   * - `name`: The form field name.
   * - `disabled`: Disables the element: it takes no input and is not submitted.
   * - `validity`: The validity state. (property only) (readonly)
   * - `validationMessage`: The validation message, '' when valid. (property only) (readonly)
   * - `willValidate`: Whether the element takes part in constraint validation. (property only) (readonly)
   * - `form`: The form this element belongs to. (property only) (readonly)
   *
   * ## Events
   *
   * Events that will be emitted by the component.
   *
   * - `input`: The user toggled the checkbox, after `checked` follows it.
   * - `change`: The user toggled the checkbox (after `input`).
   *
   * ## Slots
   *
   * Areas where markup can be added to the component.
   *
   * - `label`: Rich content for the label (replaces `label`), such as a link to the terms.
   * - `hint`: Rich content for the hint (replaces `hint`).
   * - `error`: Rich content for the error: while it holds something the checkbox is invalid with its text as the message, as with `error`.
   *
   * ## Methods
   *
   * Methods that can be called to access component functionality.
   *
   * - `click() => void`: Clicks the control as a person would: it toggles unless disabled.
   * - `checkValidity() => boolean`: Checks validity, firing `invalid` when invalid, without showing the error under the control.
   * - `formResetCallback() => void`: Form-associated callback: the form was reset.
   * - `formStateRestoreCallback(state: string | File | FormData | null) => void`: Form-associated callback: the browser restores the state (back/forward navigation).
   * - `reportValidity() => boolean`: Checks validity and shows the browser's message when invalid.
   * - `formDisabledCallback() => void`: Form-associated callback: the element's disabled state changed, by a surrounding fieldset or by
   * its own `disabled` attribute. Only the fieldset's part is kept, read from the tree: taking the
   * argument would also record the element's own attribute, whose reflection happens in the middle
   * of an update, where Lit drops a change (a button enabled by code stayed disabled).
   *
   * ## CSS Custom Properties
   *
   * CSS variables available for styling the component.
   *
   * - `--pp-checkbox-radius`: Corner radius of the box. (default: `var(--pp-radius-sm, 0.25rem)`)
   * - `--pp-checkbox-border`: Border of an unchecked box. (default: `var(--pp-input-border, var(--pp-color-border-strong, GrayText))`)
   * - `--pp-checkbox-bg`: Background of an unchecked box. (default: `var(--pp-input-bg, var(--pp-color-bg-surface, Field))`)
   * - `--pp-checkbox-checked-bg`: Background and border of a checked or mixed box. (default: `var(--pp-color-bg-brand, Highlight)`)
   * - `--pp-checkbox-checked-fg`: The check mark and the dash. (default: `var(--pp-color-fg-on-brand, HighlightText)`)
   *
   * ## CSS Parts
   *
   * Custom selectors for styling elements within the component.
   *
   * - `control`: The 24 px target holding the native input and the box.
   * - `input`: The native `<input type="checkbox">` (transparent, over the box).
   * - `box`: The drawn box with the check mark or the dash.
   * - `label`: The `<label>` beside the box.
   * - `required`: The required mark ('*') in the label (hidden from screen readers: the input is `required`).
   * - `hint`: The hint under the label.
   * - `error`: The error under the label.
   */
  "pp-checkbox": Partial<PpCheckboxProps & BaseProps<PpCheckbox> & BaseEvents>;

  /**
   * A combobox for choosing from a list: select-only (a button-like trigger with a placeholder, like the
   * project switcher) or editable (a text input that filters the list). Options can open nested levels,
   * navigate, toggle (checkbox) or be a single choice (radio or plain), come from an `options` tree or a
   * server-side `dataProvider`, and are virtualised, so 100,000 of them cost no more than 30.
   *
   * It follows the WAI-ARIA APG combobox pattern: DOM focus stays on the input (or trigger),
   * `aria-activedescendant` names the active option, which is always rendered first, and every rendered
   * option carries `aria-setsize`/`aria-posinset`. The option count, the active option and "no results"
   * are also announced through a polite live region. It is form-associated: `name`, `value`, `required`,
   * `disabled`, validity, form reset and restore, native `input` and `change` events. The list's thin
   * scrollbar shows while it scrolls and hides 600 ms after scrolling stops (its space is kept); the list
   * itself never takes focus.
   *
   * Keyboard (focus on the combobox): Down/Up move (and open: Down to the first option, Up to the last;
   * in select mode to the current choice when there is one); Alt+Down opens without moving; Alt+Up closes
   * (in select mode it also accepts the active option); Home/End go to the first/last option while an
   * option is active (in editable mode they are caret keys otherwise; in select mode they also open);
   * PageUp/PageDown move by a page; Enter accepts the active option (entering its level when it has
   * children); Escape goes back one level, or closes, and when closed clears the text (editable mode);
   * Backspace on an empty query goes back one level; Tab accepts the active choice and lets focus move on.
   * In select mode, typing letters jumps to the next option starting with them, and Space opens or
   * accepts. Nothing happens while an IME composes text. Pointer: hovering moves the active option, a
   * click accepts.
   *
   * Languages: every built-in text (empty, loading and error text, back and path labels, announcements
   * with Polish or English plurals, the validation message) is Polish or English after the `lang` of the
   * element, else of its closest ancestor with one (across shadow roots), else of `<html>`; Polish when
   * none is set or the language is neither (`en-GB` is English). A change of `lang` at run time
   * re-renders it. A text set through its property or attribute always wins.
   *
   * As a form field (shared/field.ts, as `pp-text-field`): `hint` and `error` (or the `hint` and `error`
   * slots) show under the box and are the combobox's accessible description (`aria-describedby` inside
   * the same shadow root), and an error makes it `aria-invalid` and invalid with that message
   * (`customError`). The visible label is opt-in, with `field`: `label` has always been the accessible
   * name alone, and the project switcher, command palettes and table filters give one without
   * wanting it seen; one boolean (rather than a second label text) keeps one name, the same for
   * everyone whether it is shown or not. With `field`, `label` (or the `label` slot) shows above the
   * box and names the combobox (`aria-labelledby`; a click on it focuses the combobox without opening
   * the list), `required` adds the required mark, and the `required` check's message
   * (`requiredMessage`) shows under the box once the user has been there (chose and cleared, or a
   * submission or `reportValidity()` found it empty), as a text field's validity error does. Without
   * it, that check only makes the combobox `aria-invalid`, and the page shows `validationMessage`.
   *
   * ## Attributes & Properties
   *
   * Component attributes and properties that can be applied to the element or by using JavaScript.
   *
   * - `mode`: `select` (default): a button-like trigger (no text input); `editable`: a text input that filters
   * the list.
   * - `value`: The id of the chosen plain or radio option ('' for none). The `value` attribute is the value at
   * first, and the one a form reset returns to.
   * - `open`: Whether the list is shown.
   * - `placeholder`: Shown when nothing is chosen; the accessible name when `label` is empty.
   * - `label`: The accessible name of the combobox and its listbox; with `field`, also its visible label.
   * - `field`: Lay it out as a form field: `label` shows above the box (with the required mark when `required`),
   * and the `required` check's message under it once the user has been there. Off, `label` is only the
   * accessible name (a project switcher, a palette, a table's filter).
   * - `hint`: Help under the box, read as the combobox's description (the `hint` slot replaces it).
   * - `error`: An error to show under the box (a server's answer, the page's own check), read as the combobox's
   * description: it is `aria-invalid`, and invalid with this message, until it is '' again.
   * - `empty-text`/`emptyText`: Shown and announced when nothing matches.
   * - `loading-text`/`loadingText`: Shown while the data provider loads (and in rows not loaded yet).
   * - `error-text`/`errorText`: Shown and announced when the data provider fails.
   * - `back-label`/`backLabel`: Accessible name of the back button of a nested level.
   * - `path-label`/`pathLabel`: Accessible name of the breadcrumb of a nested level.
   * - `submenu-text`/`submenuText`: Read after the name of an option that opens a level.
   * - `checked-text`/`checkedText`: Announced for a checked checkbox option.
   * - `unchecked-text`/`uncheckedText`: Announced for an unchecked checkbox option.
   * - `position-text`/`positionText`: The position part of an active-option announcement: `{position}` and `{count}` are replaced.
   * - `count-text`/`countText`: The count announcement by plural category (`Intl.PluralRules` of `locale`); `{count}` is replaced.
   * - `required-message`/`requiredMessage`: The validation message when `required` and nothing is chosen.
   * - `locale`: Locale of the plural rules of the count announcement. Set it with your own `countText` in a third
   * language; setting it changes no other text.
   * - `auto-activate`/`autoActivate`: Typing makes the best match active, so Enter accepts it (command palettes).
   * - `shallow-search`/`shallowSearch`: Search only the current level; by default matches below it are found too, shown with their path.
   * - `loop`: Down on the last option goes to the first, and Up on the first to the last.
   * - `page-size`/`pageSize`: Items asked from the data provider at a time.
   * - `overscan`: Rows rendered beyond each edge of the visible list.
   * - `debounce`: Milliseconds between the last keystroke and the data provider call.
   * - `reset-delay`/`resetDelay`: Milliseconds after closing before the query, level and active option reset.
   * - `announce-active`/`announceActive`: Announce the active option in the live region: `auto` on Apple platforms only (VoiceOver handles
   * `aria-activedescendant` badly, and other screen readers would hear it twice).
   * - `announce-delay`/`announceDelay`: Milliseconds to wait before announcing the option count (typing coalesces).
   * - `required`: A value is required for the form to be valid.
   * - `name`: The form field name.
   * - `disabled`: Disables the element: it takes no input and is not submitted.
   * - `options`: The options, as a tree (`children` opens a level). Ignored while `dataProvider` is set. (property only)
   * - `dataProvider`: Server-side options: asked for a page at a time, debounced, stale requests aborted. (property only)
   * - `checkedValues`: The ids of the checked checkbox options. (property only) (readonly)
   * - `validity`: The validity state. (property only) (readonly)
   * - `validationMessage`: The validation message, '' when valid. (property only) (readonly)
   * - `willValidate`: Whether the element takes part in constraint validation. (property only) (readonly)
   * - `form`: The form this element belongs to. (property only) (readonly)
   *
   * ## Events
   *
   * Events that will be emitted by the component.
   *
   * - `input`: The value (or a checkbox option's state) changed through the user.
   * - `change`: The value (or a checkbox option's state) changed through the user.
   * - `pp-select`: A plain, radio or checkbox option was accepted. Cancelable: `preventDefault()` keeps the value.
   * - `pp-navigate`: An `href` option was accepted. Cancelable unless `asInertiaLink` is false; when not canceled the browser loads `href`.
   * - `pp-toggle`: The list opened or closed.
   *
   * ## Slots
   *
   * Areas where markup can be added to the component.
   *
   * - `label`: With `field`: rich content for the visible label (replaces `label`); keep it text and inline elements.
   * - `hint`: Rich content for the hint (replaces `hint`), such as a link.
   * - `error`: Rich content for the error: while it holds something the combobox is invalid with its text as the message, as with `error`.
   *
   * ## Methods
   *
   * Methods that can be called to access component functionality.
   *
   * - `show() => void`: Opens the list.
   * - `hide() => void`: Closes the list.
   * - `checkValidity() => boolean`: Checks validity, firing `invalid` when invalid, without showing the error under the field.
   * - `formResetCallback() => void`: Form-associated callback: the form was reset.
   * - `formStateRestoreCallback(state: string | File | FormData | null) => void`: Form-associated callback: the browser restores the state (back/forward navigation, autofill).
   * - `reportValidity() => boolean`: Checks validity and shows the browser's message when invalid.
   * - `formDisabledCallback() => void`: Form-associated callback: the element's disabled state changed, by a surrounding fieldset or by
   * its own `disabled` attribute. Only the fieldset's part is kept, read from the tree: taking the
   * argument would also record the element's own attribute, whose reflection happens in the middle
   * of an update, where Lit drops a change (a button enabled by code stayed disabled).
   *
   * ## CSS Custom Properties
   *
   * CSS variables available for styling the component.
   *
   * - `--pp-combobox-width`: Width of the element. Default 16rem. (default: `16rem`)
   * - `--pp-combobox-max-height`: Maximum height of the list. Default 300px. (default: `300px`)
   * - `--pp-combobox-row-height`: Height of an option row. Default 32px. (default: `32px`)
   * - `--pp-combobox-row-height-description`: Height of a row with a description. Default 48px. (default: `48px`)
   * - `--pp-combobox-background`: Field background. Default --pp-color-bg-surface. (default: `var(--pp-color-bg-surface, Field)`)
   * - `--pp-combobox-border-color`: Field and popup border. Default --pp-color-border-default. (default: `var(--pp-color-border-default, GrayText)`)
   * - `--pp-combobox-radius`: Corner radius. Default --pp-radius-md. (default: `var(--pp-radius-md, 0.375rem)`)
   * - `--pp-combobox-popup-background`: Popup background. Default --pp-color-bg-raised. (default: `var(--pp-color-bg-raised, Canvas)`)
   * - `--pp-combobox-option-active-background`: Active option background. Default --pp-color-bg-hover. (default: `var(--pp-color-bg-hover, color-mix(in srgb, CanvasText 10%, Canvas))`)
   * - `--pp-combobox-option-checked-color`: Check marks. Default --pp-color-bg-brand. (default: `var(--pp-color-bg-brand, AccentColor)`)
   * - `--pp-scroll-area-thumb`: The list's scrollbar thumb while shown. Default --pp-color-border-strong. (default: `var(--pp-color-border-strong, GrayText)`)
   * - `--pp-scroll-area-track`: The list's scrollbar track while shown. Default transparent. (default: `transparent`)
   *
   * ## CSS Parts
   *
   * Custom selectors for styling elements within the component.
   *
   * - `label`: The `<label>` above the field (with `field`).
   * - `required`: The required mark ('*') in the label (hidden from screen readers: the combobox is `aria-required`).
   * - `hint`: The hint under the field.
   * - `error`: The error under the field.
   * - `field`: The box around the input or trigger.
   * - `input`: The text input (editable mode).
   * - `trigger`: The button-like trigger (select mode).
   * - `value`: The chosen option's name in the trigger.
   * - `placeholder`: The placeholder in the trigger; also each option row of a data provider's page not loaded yet.
   * - `indicator`: The chevron of the field.
   * - `popup`: The popup in the top layer.
   * - `path`: The breadcrumb of a nested level.
   * - `back`: The back button of a nested level.
   * - `listbox`: The scrolling listbox.
   * - `option`: Each option row (with the `active`, `checked` and `placeholder` parts on the matching rows).
   * - `active`: The active option row (the one `aria-activedescendant` names), with `option`.
   * - `checked`: The current option rows: the chosen option, checked checkboxes and links with `active` (the current page), with `option`.
   * - `check`: The checkbox or radio mark of an option.
   * - `icon`: The icon of an option.
   * - `name`: The name of an option.
   * - `match`: The part of a name that matches the query.
   * - `description`: The second line of an option.
   * - `chevron`: The mark of an option that opens a level.
   * - `empty`: The empty, error or loading message.
   * - `spinner`: The loading spinner.
   */
  "pp-combobox": Partial<PpComboboxProps & BaseProps<PpCombobox> & BaseEvents>;

  /**
   * A data table: columns as data, client-side `rows` or a server-side `dataProvider`, sorting (Shift
   * adds a key), a global search, column filters, pagination, row links, and a state object (sort,
   * filters, search, page, page size) the host reads, sets and keeps, in the URL for instance.
   * `@tanstack/table-core` keeps the columns, their visibility, the sort cycle and the selection.
   * Client-side rows are sorted, filtered, searched and paged by an index of the table's own: each
   * column's sort keys (texts ranked by the collator, numeric order) and each row's search text are
   * worked out once, in the idle time after the rows are shown, so 100,000 rows sort and search in
   * milliseconds. A selectable table's rows go through table-core's row models (by the same keys), as
   * its Shift range and "every matching row" need them all. Rows without a value sort last both ways.
   *
   * Column filters (a column's `filter`), in the toolbar, each labelled after its column ('Filtruj:
   * Status'): `text` ("contains"), `set` (a `pp-combobox` with several choices of the column's
   * `filterOptions`; its value in the state is `string[]`, shown as checked options when the host sets
   * it), `date-range` (from and to date fields, both inclusive, either optional; `{ from, to }` of ISO
   * dates in the state; a start after the end shows an error next to the fields and is not applied:
   * the filter stays as it last was, without `pp-state-change`). A table with a set filter imports
   * `pp-combobox` when it first renders one, and waits for it. While the search or a column filter is
   * set, the toolbar shows "Wyczyść filtry" ("Clear filters"; part `clear-filters`, text
   * `clear-filters-label`): it empties the search and every column filter at once (back on page 1, the
   * sort kept) with one `pp-state-change`, as any filter change, and, since it goes with the filters,
   * puts the focus on the search field.
   *
   * It fits any width: the toolbar (search, filters, "Clear filters", "Columns", the selection bar) and
   * the pagination bar wrap onto more lines, and the grid scrolls sideways inside its own box (part
   * `scroller`), never the page. The host is a one-column grid whose narrowest width is its toolbar's
   * and pagination bar's widest piece, not the grid's, so it shrinks in a flex or grid item even
   * without `min-width: 0` there.
   *
   * With `selectable`, a first column of checkboxes selects rows (the header's selects or clears the
   * page, `indeterminate` when some of it is selected), by key (`rowKey`), across pages, sorting and
   * filtering. While rows are selected, the toolbar shows their count, "select all matching" once the
   * page is selected and more rows match (with a `dataProvider`, `selection.allMatching`), and "clear
   * selection"; a change of the count is announced. The host reads and sets `selection`.
   *
   * It follows the WAI-ARIA APG grid pattern: `role="grid"` with `aria-rowcount`/`aria-colcount` (all
   * matching rows, not only the page) and `aria-rowindex`/`aria-colindex`, one tab stop with roving
   * focus. Keyboard (focus on a cell): arrows move between cells; Home/End to the first/last cell of the
   * row; Ctrl+Home/Ctrl+End to the first cell of the grid / the last cell of the last row;
   * PageUp/PageDown by 10 rows; Enter or Space on a sortable header sorts (Shift+Enter, Shift+Space and
   * Shift+click add a second key), `aria-sort` names the first key; Enter on a cell opens the row's link
   * (a `link` column's, or `rowHref`) through a cancelable `pp-navigate`, except in a cell with buttons
   * (`actions`), where it moves into them like F2; Escape (or F2) goes back to the cell. A selection
   * checkbox takes its cell's focus itself; Space toggles it, Shift+click selects a range. Sorting, and
   * result counts after a search or a filter, are announced in a polite live region, with Polish or
   * English plurals.
   *
   * With a `dataProvider`, the table asks for one page at a time: at once for sort and page changes, and
   * `debounce` ms after the last keystroke of a search or filter; a newer request aborts the one before
   * (its `signal`). Meanwhile the grid is `aria-busy` and shows skeleton rows; a failure shows the error
   * text with a retry button; no rows show the empty text.
   *
   * Languages: every built-in text is Polish or English after the `lang` of the element, else of its
   * closest ancestor with one, else of `<html>`; numbers and dates are formatted with `Intl` for that
   * language. A text set through its property or attribute always wins.
   *
   * The "Columns" button in the toolbar opens the column visibility menu (APG disclosure; a popover
   * under the button, closed by Escape or a click outside, focus back on the button): a checkbox for
   * each column but `actions` shows or hides it; the last column shown cannot be hidden. A column's
   * `hidden` flag is its initial state; the user's choice is the state's `hidden` (the ids of the hidden
   * columns), which the host reads and sets like the rest of it.
   *
   * Each header ends in a resizer (a vertical `separator` named after the column; a column with
   * `resizable: false` has none): drag it, or press F2 on the header and then ArrowRight/ArrowLeft (16
   * px; 64 with Shift), Escape to go back; a double click gives the column back its own width. The
   * widths are the state's `widths` (pixels by column id); from the first resize on, the table has a
   * fixed layout of the widths the columns had then.
   *
   * With `virtual`, every matching row is in one scrolling grid instead of pages: only the rows in view
   * and 10 above and below are rendered (`@lit-labs/virtualizer`, loaded when a table first needs it),
   * each with its `aria-rowindex`, under a sticky header; the arrow, Page and Ctrl+Home/End keys scroll
   * the row they move to into view. The number of matching rows shows under the grid. A data provider
   * is asked for blocks of 100 rows as they come near the view (skeleton rows until they arrive).
   *
   * **Page CSS**: while a data provider's rows are on their way (the grid is `aria-busy`), and while
   * the table waits to be drawn for a part it loads on first use (the combobox of a set filter, the
   * virtualizer), the host has the custom state `:state(loading)`, e.g. to keep what follows the table
   * from being drawn where the rows will push it
   * (`main:has(pp-data-table:state(loading)) + footer { visibility: hidden }`).
   *
   * ## Attributes & Properties
   *
   * Component attributes and properties that can be applied to the element or by using JavaScript.
   *
   * - `label`: The accessible name of the grid.
   * - `page-sizes`/`pageSizes`: The page-size options.
   * - `status-labels`/`statusLabels`: Labels of `status` values (a column's own `statusLabels` win), e.g. `{ "active": "Aktywny" }`.
   * - `debounce`: Milliseconds between the last keystroke of a search or filter and the data provider call.
   * - `virtual`: Shows every matching row in one scrolling grid instead of pages: only the rows in view (and 10
   * above and below) are in the DOM, each with its `aria-rowindex`; the header stays on top, the
   * number of matching rows shows under the grid. With a `dataProvider`, the rows are asked for in
   * blocks of 100 (`offset`, `limit`) as they come near the view, skeleton rows in their place until
   * they arrive.
   * - `selectable`: Adds a first column of checkboxes that select rows (see `selection`).
   * - `row-key`/`rowKey`: The row field whose value (as text) is a row's key in `selection`: unique, and the same for a row
   * on every page (a row without it is keyed by its index, which is not).
   * - `search-label`/`searchLabel`: The label of the global search field.
   * - `filter-label`/`filterLabel`: The label of a column's filter (text, set, or the legend of a date range): `{column}` is the column's header.
   * - `filter-all-text`/`filterAllText`: Shown in a set filter while no value is chosen (every row matches).
   * - `date-from-label`/`dateFromLabel`: The label of a date range filter's first date (the group is named after the column).
   * - `date-to-label`/`dateToLabel`: The label of a date range filter's last date (the group is named after the column).
   * - `date-range-error-text`/`dateRangeErrorText`: Shown (and announced) next to a date range filter whose start is after its end; the range is not applied.
   * - `empty-text`/`emptyText`: Shown (and announced) when no row matches.
   * - `loading-text`/`loadingText`: The accessible name of the skeleton rows while rows load.
   * - `error-text`/`errorText`: Shown (and announced) when the data provider fails.
   * - `retry-label`/`retryLabel`: The button that asks the data provider again after a failure.
   * - `pagination-label`/`paginationLabel`: The accessible name of the pagination bar.
   * - `page-size-label`/`pageSizeLabel`: The label of the page-size field.
   * - `range-text`/`rangeText`: The rows shown: `{from}`, `{to}` and `{total}` are replaced (numbers formatted for the language).
   * - `page-text`/`pageText`: The page shown: `{page}` and `{count}` are replaced.
   * - `first-page-label`/`firstPageLabel`: The first-page button.
   * - `previous-page-label`/`previousPageLabel`: The previous-page button.
   * - `next-page-label`/`nextPageLabel`: The next-page button.
   * - `last-page-label`/`lastPageLabel`: The last-page button.
   * - `sorted-text`/`sortedText`: Announced after a sort: `{columns}` is each key's column and direction, joined by ', '.
   * - `unsorted-text`/`unsortedText`: Announced when no column sorts any more.
   * - `ascending-text`/`ascendingText`: The direction of an ascending sort key in the sort announcement.
   * - `descending-text`/`descendingText`: The direction of a descending sort key in the sort announcement.
   * - `count-text`/`countText`: The result count announcement by plural category (`Intl.PluralRules` of the language); `{count}` is replaced.
   * - `select-row-label`/`selectRowLabel`: The label of a row's checkbox (`selectable`): `{row}` is the text of the row's first column.
   * - `select-page-label`/`selectPageLabel`: The label of the header checkbox that selects or clears the rows of the page (`selectable`).
   * - `selection-count-text`/`selectionCountText`: The selected count shown above the grid and announced, by plural category (`Intl.PluralRules` of the language); `{count}` is replaced.
   * - `select-all-matching-label`/`selectAllMatchingLabel`: The button that selects every matching row once the page is selected: `{total}` is their number.
   * - `clear-selection-label`/`clearSelectionLabel`: The button that clears the selection.
   * - `clear-filters-label`/`clearFiltersLabel`: The button in the toolbar, shown while the search or a column filter is set, that clears them all.
   * - `resize-label`/`resizeLabel`: The name of a header's resizer: `{column}` is the column's header.
   * - `columns-label`/`columnsLabel`: The button of the column visibility menu (and the name of its panel).
   * - `columns`: The columns, in order (`hidden` ones are not shown). (property only)
   * - `rows`: Client-side rows: all of them; the table sorts, filters and pages them. Ignored while `dataProvider` is set. (property only)
   * - `dataProvider`: Server-side rows: asked for a page at a time with the state; stale requests are aborted. (property only)
   * - `rowHref`: The link of a row (opened by a click on the row or Enter); `link` columns default to it. (property only)
   * - `state`: The sort keys, filters, search, page (1-based), page size and hidden columns. Reading gives a copy; setting
   * applies it (a partial or invalid state is completed and corrected) without `pp-state-change`. (property only)
   * - `selection`: The selected rows of a `selectable` table: `keys` (their `rowKey` values), or with a
   * `dataProvider` after "select all matching", `allMatching: true` and the keys `excluded` since
   * (`allMatching` means the rows matching the current search and filters, and ends when they change).
   * Reading gives a copy; setting applies it without `pp-selection-change` (an `allMatching` set on
   * client-side rows becomes their keys). (property only)
   *
   * ## Events
   *
   * Events that will be emitted by the component.
   *
   * - `pp-state-change`: The user changed the sort, a filter, the search, the page, the page size, the hidden columns or a column's width (once, at the end of a drag), or pressed "clear filters" (once, search and filters emptied, page 1); `detail.state` is the new state. Not fired when the host sets `state`, nor for a date range whose start is after its end.
   * - `pp-navigate`: A row's link was opened (click on the row or its link, Enter on a cell). Cancelable: `preventDefault()` keeps the browser from loading `href`, to route client-side.
   * - `pp-row-action`: A button of an `actions` column was pressed.
   * - `pp-selection-change`: The user changed the selection (a row's or the page's checkbox, "select all matching", "clear selection", or a search or filter change that ends `allMatching`); `detail.selection` is the new selection, `detail.count` the number of rows selected. Not fired when the host sets `selection`.
   *
   * ## CSS Custom Properties
   *
   * CSS variables available for styling the component.
   *
   * - `--pp-data-table-max-height`: Maximum height of the scrolling grid. Default 32rem. (default: `32rem`)
   * - `--pp-data-table-border-color`: Borders of the grid, its rows and fields. Default --pp-color-border-default. (default: `var(--pp-color-border-default, GrayText)`)
   * - `--pp-data-table-header-background`: Background of the sticky header. Default --pp-color-bg-subtle. (default: `var(--pp-color-bg-subtle, Canvas)`)
   * - `--pp-data-table-row-hover-background`: Background of a row with a link under the pointer, and of skeleton bars. Default --pp-color-bg-hover. (default: `var(--pp-color-bg-hover, color-mix(in srgb, CanvasText 8%, Canvas))`)
   * - `--pp-data-table-row-selected-background`: Background of a selected row. Default --pp-color-bg-selected. (default: `var(--pp-color-bg-selected, color-mix(in srgb, Highlight 16%, Canvas))`)
   * - `--pp-data-table-radius`: Corner radius of the grid and fields. Default --pp-radius-md. (default: `var(--pp-radius-md, 0.375rem)`)
   *
   * ## CSS Parts
   *
   * Custom selectors for styling elements within the component.
   *
   * - `toolbar`: The bar above the grid with the search field, the column filters and, while rows are selected, their count with "select all matching" and "clear selection".
   * - `clear-filters`: The "clear filters" button in the toolbar, shown while the search or a column filter is set: it clears them all (one `pp-state-change`) and puts the focus on the search field.
   * - `search`: The global search field.
   * - `columns-button`: The button of the column visibility menu.
   * - `columns-panel`: The column visibility menu's panel (a popover) of checkboxes.
   * - `filter`: Each column's text filter field.
   * - `filter-set`: Each column's set filter (a `pp-combobox`; style it through its custom properties).
   * - `filter-range`: Each column's date range filter (a fieldset with the column's name as its legend).
   * - `filter-date`: Each date field of a date range filter.
   * - `filter-error`: The error of a date range filter whose start is after its end.
   * - `scroller`: The scroll container of the grid (its header sticks to its top): it scrolls sideways when the columns are wider than the table.
   * - `grid`: The grid (`<table role="grid">`).
   * - `count`: Under a virtual table: the number of matching rows.
   * - `header`: Each column header.
   * - `resizer`: The resizer at the end of each header (a vertical separator; its line is a `::after`).
   * - `sort-indicator`: The sort arrow (and key number) of a sortable header.
   * - `row`: Each body row, skeleton rows included.
   * - `cell`: Each body cell.
   * - `link`: The link of a `link` cell.
   * - `status`: The badge of a `status` cell (its value in `data-status`).
   * - `action`: Each button of an `actions` cell.
   * - `skeleton`: The placeholder bar of a cell while rows load.
   * - `empty`: The cell with the empty text.
   * - `error`: The cell with the error text and the retry button.
   * - `retry`: The retry button.
   * - `pagination`: The pagination bar.
   * - `page-size`: The page-size field.
   * - `range`: The range text ("1–25 z 2 340").
   * - `page`: The page text ("Strona 1 z 94").
   * - `page-button`: Each of the first, previous, next and last page buttons.
   *
   * ## CSS States
   *
   * These can be used to apply styling when a component is in a given state.
   *
   * - `loading`: A data provider's rows are on their way (the grid is `aria-busy`), or the table waits to be drawn for a part it loads on first use.
   */
  "pp-data-table": Partial<
    PpDataTableProps & BaseProps<PpDataTable> & BaseEvents
  >;

  /**
   * A modal dialog (WAI-ARIA APG "Dialog (Modal)") on a native `<dialog>` shown with `showModal()`:
   * it sits in the top layer, the page behind it is inert and does not scroll, and Tab moves only
   * among the dialog's own controls. The dialog is named by its heading, `label` (or the `label`
   * slot), and has a close button in its header named "Zamknij" / "Close".
   *
   * Open it by setting `open` (or the attribute) or with `show()`; close it with `hide()` or by
   * clearing `open`. When it opens, focus goes to the first element with `autofocus` inside it, else
   * to the first focusable element of its body, else to the dialog itself; when it closes, focus
   * returns to the element that had it before.
   *
   * The person closes it with Escape, the close button or, unless `no-light-dismiss`, a click on the
   * backdrop. Each of these first fires `pp-request-close`; cancel it (`preventDefault()`) to keep the
   * dialog open, e.g. to ask about unsaved changes. `hide()` and clearing `open` close it without
   * asking. With `placement="end"` it is a drawer that slides in from the inline end edge, full height.
   *
   * ## Attributes & Properties
   *
   * Component attributes and properties that can be applied to the element or by using JavaScript.
   *
   * - `open`: Whether the dialog is open. Setting it opens or closes the dialog (without `pp-request-close`).
   * - `label`: The heading of the dialog and its accessible name (the `label` slot replaces it).
   * - `size`: The widest the dialog grows: `sm` 25rem, `md` 35rem, `lg` 50rem (never wider than the viewport).
   * - `placement`: `center` (the default) or `end`: a drawer along the inline end edge, full height.
   * - `no-light-dismiss`/`noLightDismiss`: A click on the backdrop does not close the dialog (Escape and the close button still do).
   * - `no-header`/`noHeader`: No header is shown: neither the heading nor the close button (a search dialog whose field says
   * what it is). The heading still names the dialog for assistive technology. Escape and the
   * backdrop still close it; give pointer users a way out if you also set `no-light-dismiss`.
   * - `close-label`/`closeLabel`: The accessible name of the close button in the dialog's header.
   *
   * ## Events
   *
   * Events that will be emitted by the component.
   *
   * - `pp-request-close`: The person asked to close the dialog (Escape, the close button, the backdrop). Cancelable: `preventDefault()` keeps it open.
   * - `pp-open`: The dialog starts to open.
   * - `pp-after-open`: The dialog is open and its opening transition has ended.
   * - `pp-close`: The dialog starts to close (for any reason).
   * - `pp-after-close`: The dialog is closed, its closing transition has ended and focus is back.
   *
   * ## Slots
   *
   * Areas where markup can be added to the component.
   *
   * - `(default)`: The body of the dialog; it scrolls when it is taller than the room left.
   * - `label`: The heading, when it needs more than the `label` text.
   * - `footer`: Actions at the bottom, usually `pp-button`s ('Anuluj', 'Zapisz').
   *
   * ## Methods
   *
   * Methods that can be called to access component functionality.
   *
   * - `show() => Promise<void>`: Opens the dialog; resolves once it is open and its transition has ended. Once the element has
   * rendered, the dialog is open (and focus inside it) when the call returns.
   * - `hide() => Promise<void>`: Closes the dialog (without `pp-request-close`); resolves once its transition has ended. The
   * dialog is closed and focus back when the call returns, so the page may move focus right after.
   *
   * ## CSS Custom Properties
   *
   * CSS variables available for styling the component.
   *
   * - `--pp-dialog-width`: The widest the dialog or drawer grows, for every `size` (unset: 25, 35 and 50rem by `size`); never wider than the viewport allows. (default: `35rem`)
   * - `--pp-dialog-bg`: Background. (default: `var(--pp-color-bg-raised, Canvas)`)
   * - `--pp-dialog-fg`: Text. (default: `var(--pp-color-fg-default, CanvasText)`)
   * - `--pp-dialog-border`: Border and the lines between header, body and footer. (default: `var(--pp-color-border-default, GrayText)`)
   * - `--pp-dialog-radius`: Corner radius of the centred dialog. (default: `var(--pp-radius-lg, 0.5rem)`)
   * - `--pp-dialog-shadow`: Shadow. (default: `var(--pp-shadow-lg)`)
   * - `--pp-dialog-backdrop`: The backdrop over the page. (default: `var(--pp-color-bg-backdrop, rgb(0 0 0 / 50%))`)
   * - `--pp-dialog-duration`: Duration of the open and close transitions (none under reduced motion). (default: `var(--pp-duration-normal, 200ms)`)
   *
   * ## CSS Parts
   *
   * Custom selectors for styling elements within the component.
   *
   * - `dialog`: The native `<dialog>`.
   * - `header`: The header with the heading and the close button.
   * - `title`: The heading (an `<h2>`).
   * - `close-button`: The close button.
   * - `body`: The wrapper of the default slot.
   * - `footer`: The wrapper of the `footer` slot (not shown while it is empty).
   */
  "pp-dialog": Partial<PpDialogProps & BaseProps<PpDialog> & BaseEvents>;

  /**
   * A labelled group of items in a `<pp-menu>` (`role="group"` named by `label`), usually radios that
   * choose one option. Its label is shown above the items and is the group's accessible name.
   *
   * ## Attributes & Properties
   *
   * Component attributes and properties that can be applied to the element or by using JavaScript.
   *
   * - `label`: The group's name, shown above its items.
   *
   * ## Slots
   *
   * Areas where markup can be added to the component.
   *
   * - `(default)`: The group's `<pp-menu-item>`s.
   *
   * ## CSS Custom Properties
   *
   * CSS variables available for styling the component.
   *
   * - `--pp-menu-group-label-fg`: Colour of the label. (default: `var(--pp-color-fg-muted, GrayText)`)
   *
   * ## CSS Parts
   *
   * Custom selectors for styling elements within the component.
   *
   * - `label`: The visible label above the items.
   */
  "pp-menu-group": Partial<
    PpMenuGroupProps & BaseProps<PpMenuGroup> & BaseEvents
  >;

  /**
   * One item of a `<pp-menu>`: a command (`menuitem`), a checkbox (`type="checkbox"`,
   * `menuitemcheckbox`) or a radio (`type="radio"`, `menuitemradio`; the radios of one `name`, or
   * else of one group, are exclusive). With an `href` it is a link: activating it follows the link.
   * A `<pp-menu slot="submenu">` inside makes it open that submenu.
   *
   * The item itself is what takes the focus (roving, `tabindex="-1"`), so it carries its role and
   * states (`aria-checked`, `aria-disabled`, `aria-haspopup`, `aria-expanded`) as attributes of its
   * own. A disabled item stays focusable, as the WAI-ARIA menu pattern advises, but cannot be activated.
   * The menu activates items and fires `pp-select` from them (see `<pp-menu>`).
   *
   * ## Attributes & Properties
   *
   * Component attributes and properties that can be applied to the element or by using JavaScript.
   *
   * - `type`: `item` (a command or link), `checkbox` or `radio`.
   * - `value`: What `pp-select` reports for this item (its text when empty).
   * - `checked`: Whether a checkbox or radio item is checked.
   * - `disabled`: Focusable but not activatable, and shown as such.
   * - `name`: Groups radio items: one of the radios with this name in the menu is checked. Without it, the radios of one parent (a `<pp-menu-group>`) are a group.
   * - `href`: Makes the item a link to this address, followed when it is activated.
   * - `target`: Where the link opens (`_blank` for a new tab).
   * - `rel`: The link's `rel` (`noopener noreferrer` for `target="_blank"` when none is given).
   * - `download`: Makes the link download its target, under this file name when one is given.
   * - `submenu`: The `<pp-menu>` this item opens, if any. (property only) (readonly)
   * - `text`: The item's own text (without its submenu, prefix or suffix), as type-to-select reads it. (property only) (readonly)
   *
   * ## Slots
   *
   * Areas where markup can be added to the component.
   *
   * - `(default)`: The item's text, also what type-to-select matches.
   * - `prefix`: An icon before the text.
   * - `suffix`: Content after the text, such as a keyboard shortcut hint.
   * - `submenu`: A `<pp-menu>` this item opens as its submenu.
   *
   * ## Methods
   *
   * Methods that can be called to access component functionality.
   *
   * - `followLink() => void`: Follows the item's link, as clicking a link does.
   *
   * ## CSS Custom Properties
   *
   * CSS variables available for styling the component.
   *
   * - `--pp-menu-item-bg-hover`: Background of the focused or hovered item. (default: `var(--pp-color-bg-hover, Highlight)`)
   * - `--pp-menu-item-fg`: Text of an item. (default: `var(--pp-color-fg-default, CanvasText)`)
   * - `--pp-menu-item-min-height`: Least height of an item (at least 24px). (default: `var(--pp-control-height-sm, 2rem)`)
   *
   * ## CSS Parts
   *
   * Custom selectors for styling elements within the component.
   *
   * - `base`: The row.
   * - `check`: The check mark of a checkbox or radio item.
   * - `prefix`: The wrapper of the `prefix` slot.
   * - `label`: The wrapper of the text.
   * - `suffix`: The wrapper of the `suffix` slot.
   * - `submenu-icon`: The arrow of an item that opens a submenu.
   */
  "pp-menu-item": Partial<PpMenuItemProps & BaseProps<PpMenuItem> & BaseEvents>;

  /**
   * A line between items of a `<pp-menu>` (`role="separator"`); the keyboard passes over it.
   *
   * ## CSS Custom Properties
   *
   * CSS variables available for styling the component.
   *
   * - `--pp-menu-separator-color`: Colour of the line. (default: `var(--pp-color-border-default, GrayText)`)
   */
  "pp-menu-separator": Partial<
    PpMenuSeparatorProps & BaseProps<PpMenuSeparator> & BaseEvents
  >;

  /**
   * A menu button and its menu, the WAI-ARIA APG "menu button" pattern, written in plain HTML: a
   * trigger (any focusable element, a `<pp-button>` or a `<button>`) in the `trigger` slot, and
   * `<pp-menu-item>`s, `<pp-menu-group>`s and `<pp-menu-separator>`s as children.
   *
   * The trigger gets `aria-haspopup="menu"` and `aria-expanded` (on the control it hands its focus to,
   * so a `<pp-button>`'s inner button says it). Enter, Space or a click opens the menu on its first
   * item, ArrowDown too, ArrowUp on its last. In the menu ArrowDown and ArrowUp move and wrap, Home and
   * End go to the ends, typed characters find an item by its text; Enter activates an item and closes
   * the menu, Space toggles a checkbox or radio item and keeps it open (Enter toggles and closes), a
   * click on one keeps it open too. Escape closes and returns focus to the trigger, Tab closes and
   * moves on, a click outside closes.
   *
   * A `<pp-menu slot="submenu">` inside an item is its submenu: ArrowRight (ArrowLeft right to left),
   * Enter, Space or a click open it on its first item; ArrowLeft (ArrowRight) or Escape close it back
   * to its item.
   *
   * The menu is a `popover` in the top layer, so it shows above dialogs and clipping containers, placed
   * next to its trigger (`placement`) by CSS anchor positioning or Floating UI. It is named by its
   * trigger (element reference). The trigger has no `aria-controls` (optional in the APG): the menu is
   * in this element's shadow root, where no reference from the trigger can reach.
   *
   * A router that takes over a link item cancels its `pp-select` and closes the menu itself
   * (`menu.hide(true)`); a cancelled `pp-select` otherwise leaves the menu open.
   *
   * ## Attributes & Properties
   *
   * Component attributes and properties that can be applied to the element or by using JavaScript.
   *
   * - `open`: Whether the menu is shown. Setting it opens or closes the menu without moving the focus.
   * - `placement`: Where the menu goes: `bottom-start` by default, `right-start` for a submenu (`left-start` right to left).
   * - `label`: The menu's accessible name; by default it is named by its trigger.
   * - `isSubmenu`: Whether this menu is the submenu of an item. (property only) (readonly)
   * - `trigger`: The element that opens the menu: the `trigger` child, or a submenu's item. (property only) (readonly)
   * - `items`: The menu's own items, in order (not those of its submenus). (property only) (readonly)
   *
   * ## Events
   *
   * Events that will be emitted by the component.
   *
   * - `pp-select`: An item is activated (fired from the item, before a checkbox or radio changes). Cancel it to keep the item as it is and the menu open.
   * - `pp-open`: The menu opened.
   * - `pp-close`: The menu closed.
   *
   * ## Slots
   *
   * Areas where markup can be added to the component.
   *
   * - `(default)`: The menu's items, groups and separators.
   * - `trigger`: The element that opens the menu (not used by a submenu, whose trigger is its item).
   * - `header`: Shown above the items in the popup, outside the menu's items (who is signed in, in a user menu): text only, nothing focusable, since the keyboard moves among the items alone.
   *
   * ## Methods
   *
   * Methods that can be called to access component functionality.
   *
   * - `show(focus: 'first' | 'last' = 'first') => void`: Opens the menu and focuses its first item (or its last).
   * - `hide(returnFocus = false) => void`: Closes the menu (and its submenus); `returnFocus` gives the focus back to its trigger.
   *
   * ## CSS Custom Properties
   *
   * CSS variables available for styling the component.
   *
   * - `--pp-menu-bg`: Background of the menu. (default: `var(--pp-color-bg-raised, Canvas)`)
   * - `--pp-menu-fg`: Text of the menu. (default: `var(--pp-color-fg-default, CanvasText)`)
   * - `--pp-menu-border`: Border of the menu. (default: `var(--pp-color-border-default, CanvasText)`)
   * - `--pp-menu-radius`: Corner radius of the menu. (default: `var(--pp-radius-md, 0.375rem)`)
   * - `--pp-menu-shadow`: Shadow of the menu. (default: `var(--pp-shadow-lg, none)`)
   * - `--pp-menu-min-width`: Least width of the menu. (default: `10rem`)
   * - `--pp-menu-max-height`: Greatest height of the menu (it scrolls beyond). (default: `24rem`)
   * - `--pp-menu-duration`: Duration of the opening fade (none with reduced motion). (default: `var(--pp-duration-fast, 150ms)`)
   *
   * ## CSS Parts
   *
   * Custom selectors for styling elements within the component.
   *
   * - `trigger`: The wrapper of the `trigger` slot, which the menu is placed against.
   * - `menu`: The popup (the popover): the header and the items.
   * - `items`: The menu itself (`role="menu"`), around the items.
   */
  "pp-menu": Partial<PpMenuProps & BaseProps<PpMenu> & BaseEvents>;

  /**
   * A progress bar: how far a task has come (`value` of `max`), or, `indeterminate`, that it is under
   * way for a time nobody knows.
   *
   * It is a `progressbar` named by `label`: give it one that says what progresses ('Wysyłanie pliku');
   * the default, 'Postęp' / 'Progress', only keeps it from being nameless. `show-label` also shows the
   * label above the bar with the percentage beside it. A determinate bar has `aria-valuemin` 0,
   * `aria-valuemax` and `aria-valuenow` (the value held between 0 and `max`), and an `aria-valuetext`
   * with the percentage in the page's language, formatted by `Intl.NumberFormat` ('42,5%' in Polish,
   * '42.5%' in English) unless `value-text` says it otherwise ('3 z 5 plików'). An indeterminate bar
   * has no value attributes, as ARIA defines it.
   *
   * `thin` draws a bar of 3 px with square ends and no label row, for a page's loading bar at the top
   * of the window (`<pp-progress-bar thin indeterminate label="Ładowanie strony">` placed by the page,
   * e.g. `position: fixed; inset: 0 0 auto`).
   *
   * Motion: the indeterminate bar slides and a changed value grows smoothly; under
   * `prefers-reduced-motion: reduce` nothing slides or grows: the indeterminate bar fills the track
   * and pulses slowly (its opacity). In forced-colours mode the track has a border in the system's text
   * colour and the bar is drawn in `Highlight`.
   *
   * ## Attributes & Properties
   *
   * Component attributes and properties that can be applied to the element or by using JavaScript.
   *
   * - `value`: How far the task has come, from 0 to `max` (held within them).
   * - `max`: The value of a finished task (100 by default; a value of 0 or less counts as 100).
   * - `indeterminate`: The task is under way but how far it has come is unknown: no value, a sliding bar.
   * - `thin`: A bar of 3 px with square ends and no label row, for a page's loading bar.
   * - `show-label`/`showLabel`: Shows the label above the bar, with the percentage beside it.
   * - `value-text`/`valueText`: What screen readers read as the value instead of the percentage ('3 z 5 plików').
   * - `label`: The accessible name (and the visible label with `show-label`), when the page gives none.
   *
   * ## CSS Custom Properties
   *
   * CSS variables available for styling the component.
   *
   * - `--pp-progress-bar-height`: Height of the track (`thin`: 3px). (default: `0.5rem`)
   * - `--pp-progress-bar-radius`: Corner radius of the track and the bar (`thin`: 0). (default: `var(--pp-radius-full, 9999px)`)
   * - `--pp-progress-bar-track`: Colour of the track. (default: `var(--pp-color-bg-hover, Canvas)`)
   * - `--pp-progress-bar-color`: Colour of the bar. (default: `var(--pp-color-bg-brand, Highlight)`)
   *
   * ## CSS Parts
   *
   * Custom selectors for styling elements within the component.
   *
   * - `label`: The visible label (`show-label`).
   * - `value`: The visible percentage beside it (hidden from screen readers, which read `aria-valuetext`).
   * - `track`: The track (the element with the role).
   * - `indicator`: The filled bar.
   */
  "pp-progress-bar": Partial<
    PpProgressBarProps & BaseProps<PpProgressBar> & BaseEvents
  >;

  /**
   * A group of radios (`<pp-radio>`) of which one may be chosen, after the WAI-ARIA Authoring
   * Practices' Radio Group pattern: a `role="radiogroup"` named by the visible `label`, each radio a
   * `role="radio"` with `aria-checked`. The group is one tab stop: Tab enters it on the checked radio
   * (on the first enabled one when none is checked) and leaves it; the arrow keys move to the next
   * (Down, Right) or previous (Up, Left) enabled radio and check it, wrapping around; Space checks the
   * focused radio. Left and Right swap in a right-to-left context (`dir="rtl"`). Disabled radios are
   * skipped.
   *
   * It is form-associated: it submits `name=value` (the checked radio's value; nothing when none is
   * checked), a form reset returns it to the `value` attribute, the browser may restore it, `disabled`
   * or a disabled `<fieldset>` disables every radio, and with `required` it is invalid while none is
   * checked, with a message of its own in Polish or English after the `lang` that applies to it. The
   * validity error shows under the radios, and the group is `aria-invalid`, once the user chose or a
   * submission (or `reportValidity()`) found it invalid; an `error` shows at once. `input` and `change`
   * fire when the user chooses, never when `value` is set by code. `focus()` focuses the radio Tab
   * would.
   *
   * ## Attributes & Properties
   *
   * Component attributes and properties that can be applied to the element or by using JavaScript.
   *
   * - `value`: The `value` of the checked radio, '' when none is checked (a radio whose value is '' cannot be
   * checked). Setting it checks the radio of that value, also one added later. The `value` attribute
   * is the value at first, and the one a form reset returns to.
   * - `label`: The label above the radios: the group's accessible name (the `label` slot replaces it).
   * - `hint`: Help under the radios, read as the group's description (the `hint` slot replaces it).
   * - `error`: An error to show (a server's answer): the group is invalid with this message until it is '' again.
   * - `orientation`: How the radios are laid out: a column or a row (only the layout: every arrow key works in both).
   * - `appearance`: How the radios look: circles beside their text, or `segmented`, a strip of a few short options
   * side by side with the chosen one filled (a view or a period switch). Only the look: the keys, the
   * form and the accessibility are the same. Under forced colours the segments keep their circles.
   * - `hide-label`/`hideLabel`: Hides the label from sight; it stays the group's accessible name. Only where the purpose of the
   * choice is plain from where it stands (a view switch in a toolbar); the label is still required.
   * - `value-missing-message`/`valueMissingMessage`: The validation message when the group is `required` and no option is chosen.
   * - `required`: A value is required for the form to be valid.
   * - `name`: The form field name.
   * - `disabled`: Disables the element: it takes no input and is not submitted.
   * - `validity`: The validity state. (property only) (readonly)
   * - `validationMessage`: The validation message, '' when valid. (property only) (readonly)
   * - `willValidate`: Whether the element takes part in constraint validation. (property only) (readonly)
   * - `form`: The form this element belongs to. (property only) (readonly)
   *
   * ## Events
   *
   * Events that will be emitted by the component.
   *
   * - `input`: The user checked another radio (click, arrow key or Space), after `value` follows it.
   * - `change`: The user checked another radio, right after `input`.
   *
   * ## Slots
   *
   * Areas where markup can be added to the component.
   *
   * - `(default)`: The `<pp-radio>` options (they may be wrapped in other elements).
   * - `label`: Rich content for the label (replaces `label`); keep it text and inline elements.
   * - `hint`: Rich content for the hint (replaces `hint`), such as a link.
   * - `error`: Rich content for the error: while it holds something the group is invalid with its text as the message, as with `error`.
   *
   * ## Methods
   *
   * Methods that can be called to access component functionality.
   *
   * - `focus(options?: FocusOptions) => void`: Focuses the radio Tab would: the checked one, else the first enabled one.
   * - `checkValidity() => boolean`: Checks validity, firing `invalid` when invalid, without showing the error under the radios.
   * - `formResetCallback() => void`: Form-associated callback: the form was reset.
   * - `formStateRestoreCallback(state: string | File | FormData | null) => void`: Form-associated callback: the browser restores the state (back/forward navigation).
   * - `reportValidity() => boolean`: Checks validity and shows the browser's message when invalid.
   * - `formDisabledCallback() => void`: Form-associated callback: the element's disabled state changed, by a surrounding fieldset or by
   * its own `disabled` attribute. Only the fieldset's part is kept, read from the tree: taking the
   * argument would also record the element's own attribute, whose reflection happens in the middle
   * of an update, where Lit drops a change (a button enabled by code stayed disabled).
   *
   * ## CSS Custom Properties
   *
   * CSS variables available for styling the component.
   *
   * - `--pp-radio-group-gap`: Space between the radios (between the columns of a horizontal group it defaults to `var(--pp-space-5, 1.25rem)`). (default: `var(--pp-space-2, 0.5rem)`)
   *
   * ## CSS Parts
   *
   * Custom selectors for styling elements within the component.
   *
   * - `label`: The label above the radios, the group's accessible name.
   * - `required`: The required mark ('*') in the label (hidden from screen readers: the group is `aria-required`).
   * - `group`: The `role="radiogroup"` box around the radios.
   * - `hint`: The hint under the radios.
   * - `error`: The error under the radios.
   */
  "pp-radio-group": Partial<
    PpRadioGroupProps & BaseProps<PpRadioGroup> & BaseEvents
  >;

  /**
   * One option of a `<pp-radio-group>`: its text in the default slot, a drawn circle beside it. The
   * radio is the `role="radio"` element itself, with `aria-checked`, and takes the focus; the group
   * decides which radio is checked (from its `value`), which one is in the tab order, and handles the
   * keys and clicks. The whole radio, circle and text, is the target (at least 24px).
   *
   * ## Attributes & Properties
   *
   * Component attributes and properties that can be applied to the element or by using JavaScript.
   *
   * - `value`: The group's `value` (and what its form submits) while this radio is checked.
   * - `disabled`: The radio cannot be chosen: it is skipped by the arrow keys and out of the tab order.
   * - `checked`: Whether this radio is the chosen one. Set by its group from the group's `value`: to choose a
   * radio from code, set the group's `value`. (property only)
   *
   * ## Slots
   *
   * Areas where markup can be added to the component.
   *
   * - `(default)`: The option's text.
   *
   * ## CSS Custom Properties
   *
   * CSS variables available for styling the component.
   *
   * - `--pp-radio-size`: Diameter of the circle. (default: `1.125rem`)
   * - `--pp-radio-bg`: Background of the circle. (default: `var(--pp-input-bg, var(--pp-color-bg-surface, Field))`)
   * - `--pp-radio-bg-hover`: Background of the circle under the pointer. (default: `var(--pp-color-bg-hover, Field)`)
   * - `--pp-radio-border`: Border of the circle. (default: `var(--pp-input-border, var(--pp-color-border-strong, GrayText))`)
   * - `--pp-radio-checked`: Border of the checked circle and its dot. (default: `var(--pp-color-border-focus, Highlight)`)
   *
   * ## CSS Parts
   *
   * Custom selectors for styling elements within the component.
   *
   * - `control`: The circle.
   * - `dot`: The dot inside the circle, shown while the radio is checked.
   * - `label`: The wrapper of the text.
   */
  "pp-radio": Partial<PpRadioProps & BaseProps<PpRadio> & BaseEvents>;

  /**
   * A rich-text editor built on Tiptap 3 (ProseMirror): bold, italic, strikethrough, inline code,
   * links, headings (levels 2 and 3), bulleted and numbered lists, quotes, code blocks, horizontal lines,
   * undo and redo, with Markdown input rules (`**bold**`, `## `, `- `, `1. `, `> `, three backticks, `---`) and
   * the usual shortcuts, each shown in its button's tooltip. The document's schema is the allowlist:
   * pasted HTML keeps only what the toolbar can make (no scripts, event handlers, styles or frames),
   * and links keep only `http:`, `https:`, `mailto:` and relative addresses.
   *
   * The toolbar follows the WAI-ARIA APG toolbar pattern: one tab stop, Left/Right (wrapping),
   * Home/End between the buttons, `aria-pressed` on the toggles, `aria-disabled` where the command
   * cannot run; Alt+F10 in the text goes to the toolbar, Escape in the toolbar back to the text. It wraps onto more rows on narrow screens. The link button (Ctrl/Cmd+K) opens a small
   * form in the top layer that adds, changes or removes a link; an address other than `http:`,
   * `https:` or `mailto:` (or a relative path, with `allow-relative-links`) shows and announces
   * 'Niepoprawny adres URL' / 'Invalid URL' and inserts nothing.
   *
   * Files pasted, dropped or chosen with the attach button (shown while `uploadHandler` is set) are
   * handed to `uploadHandler(file, { signal, onProgress })`: the element never fetches. A placeholder
   * with the progress and a cancel button (which aborts `signal`) stands where the file goes; an image
   * is inserted as an image, any other file as a link. A file over `max-file-size`, outside `accept`,
   * or a rejected upload fires `pp-upload-error` (cancelable); unless canceled, 'Błąd podczas
   * przesyłania pliku' / 'Error while uploading file' is shown as an error toast when a
   * `<pp-toaster>` is in the page, else next to the editor. The text is never touched by a failure.
   *
   * The value is the editor's HTML (`value`, '' when empty) and its JSON (`json`). The element is
   * form-associated (`name`, `required`, `maxlength` counting text characters, validity, form reset to
   * the `value` attribute, state restore, a disabled `<fieldset>`), fires `input` on every change by
   * the user and `change` when focus leaves it changed, and has `readonly`, `disabled` and a
   * `placeholder`. With `maxlength`, a count ('12 / 500') shows under the text and typing stops at the
   * limit.
   *
   * The editing area is a `role="textbox"` with `aria-multiline="true"`, named by `label` (or the
   * host's `aria-label`), described by the count and the inline error. Built-in texts are Polish or
   * English after the `lang` that applies to the element; each can be replaced through its property.
   *
   * ## Attributes & Properties
   *
   * Component attributes and properties that can be applied to the element or by using JavaScript.
   *
   * - `label`: The accessible name of the editing area (the host's `aria-label` is used when this is empty).
   * - `placeholder`: Shown in the empty editor (and its `aria-placeholder`).
   * - `maxlength`: Greatest number of text characters; typing stops there, and a count shows. 0 or unset: no limit.
   * - `readonly`: The text can be read, selected and copied, not changed.
   * - `allow-relative-links`/`allowRelativeLinks`: The link form also accepts paths relative to the page (`/docs`, `./a`, `#part`).
   * - `max-file-size`/`maxFileSize`: Largest file size in bytes an upload may have (0: no limit); larger files are refused.
   * - `accept`: Accepted files, as `<input type="file" accept>`: MIME types, `image/*`, `.pdf` ('' accepts any).
   * - `toolbar-label`/`toolbarLabel`: The accessible name of the toolbar.
   * - `bold-label`/`boldLabel`: The bold button.
   * - `italic-label`/`italicLabel`: The italic button.
   * - `strike-label`/`strikeLabel`: The strikethrough button.
   * - `code-label`/`codeLabel`: The inline code button.
   * - `heading2-label`/`heading2Label`: The level 2 heading button.
   * - `heading3-label`/`heading3Label`: The level 3 heading button.
   * - `bullet-list-label`/`bulletListLabel`: The bulleted list button.
   * - `ordered-list-label`/`orderedListLabel`: The numbered list button.
   * - `blockquote-label`/`blockquoteLabel`: The quote button.
   * - `code-block-label`/`codeBlockLabel`: The code block button.
   * - `horizontal-rule-label`/`horizontalRuleLabel`: The horizontal line button.
   * - `link-label`/`linkLabel`: The link button (opens the link form).
   * - `attach-label`/`attachLabel`: The attach file button (shown while `uploadHandler` is set).
   * - `undo-label`/`undoLabel`: The undo button.
   * - `redo-label`/`redoLabel`: The redo button.
   * - `link-form-label`/`linkFormLabel`: The accessible name of the link form.
   * - `link-url-label`/`linkUrlLabel`: The label of the link form's address field.
   * - `link-apply-label`/`linkApplyLabel`: The link form's button that adds or changes the link.
   * - `link-remove-label`/`linkRemoveLabel`: The link form's button that removes the link (shown when editing one).
   * - `link-cancel-label`/`linkCancelLabel`: The link form's button that closes it.
   * - `invalid-url-message`/`invalidUrlMessage`: Shown and announced next to the address field when the address is not allowed.
   * - `upload-error-message`/`uploadErrorMessage`: The error toast (or inline message) of a failed, over-size or refused upload.
   * - `uploading-text`/`uploadingText`: The accessible name of an upload in progress: `{name}` is the file name.
   * - `cancel-upload-label`/`cancelUploadLabel`: The button that cancels an upload in progress: `{name}` is the file name.
   * - `count-label`/`countLabel`: The accessible description of the character count: `{count}` and `{max}` are replaced.
   * - `required-message`/`requiredMessage`: The validation message when `required` and empty.
   * - `too-long-message`/`tooLongMessage`: The validation message when the text is longer than `maxlength`: `{count}` and `{max}` are replaced.
   * - `value`: The editor's HTML ('' when empty). The `value` attribute is the value at first and the one a form
   * reset returns to; setting the property replaces the content (not undoable, no `input` event).
   * - `required`: A value is required for the form to be valid.
   * - `name`: The form field name.
   * - `disabled`: Disables the element: it takes no input and is not submitted.
   * - `uploadHandler`: Uploads a pasted, dropped or chosen file and resolves to `{ url, name, type }`; reject to fail.
   * Without it the attach button is hidden and files are not taken. (property only)
   * - `json`: The content as Tiptap/ProseMirror JSON; setting it replaces the content like `value`. (property only)
   * - `editor`: The Tiptap editor (undefined before the first render and while disconnected), for advanced hosts. (property only) (readonly)
   * - `textLength`: The number of text characters (what `maxlength` counts). (property only) (readonly)
   * - `validity`: The validity state. (property only) (readonly)
   * - `validationMessage`: The validation message, '' when valid. (property only) (readonly)
   * - `willValidate`: Whether the element takes part in constraint validation. (property only) (readonly)
   * - `form`: The form this element belongs to. (property only) (readonly)
   *
   * ## Events
   *
   * Events that will be emitted by the component.
   *
   * - `input`: The user changed the text (typing, formatting, a paste, a finished upload).
   * - `change`: Focus left the element and the value differs from when it came in.
   * - `pp-upload-error`: An upload failed or a file was refused. Cancelable: `preventDefault()` shows no message.
   *
   * ## Methods
   *
   * Methods that can be called to access component functionality.
   *
   * - `focus(options?: FocusOptions) => void`: Focuses the editing area (at the end of the text when it had no selection yet).
   * - `formResetCallback() => void`: Form-associated callback: the form was reset: back to the `value` attribute.
   * - `formStateRestoreCallback(state: string | File | FormData | null) => void`: Form-associated callback: the browser restores the value (back/forward navigation, autofill).
   * - `checkValidity() => boolean`: Checks validity, firing `invalid` when invalid.
   * - `reportValidity() => boolean`: Checks validity and shows the browser's message when invalid.
   * - `formDisabledCallback() => void`: Form-associated callback: the element's disabled state changed, by a surrounding fieldset or by
   * its own `disabled` attribute. Only the fieldset's part is kept, read from the tree: taking the
   * argument would also record the element's own attribute, whose reflection happens in the middle
   * of an update, where Lit drops a change (a button enabled by code stayed disabled).
   *
   * ## CSS Custom Properties
   *
   * CSS variables available for styling the component.
   *
   * - `--pp-rich-text-editor-background`: Background of the field. Default --pp-color-bg-surface. (default: `var(--pp-color-bg-surface, Field)`)
   * - `--pp-rich-text-editor-border-color`: Border of the field, toolbar and popover. Default --pp-color-border-default. (default: `var(--pp-color-border-default, GrayText)`)
   * - `--pp-rich-text-editor-toolbar-background`: Background of the toolbar. Default --pp-color-bg-subtle. (default: `var(--pp-color-bg-subtle, Canvas)`)
   * - `--pp-rich-text-editor-radius`: Corner radius. Default --pp-radius-md. (default: `var(--pp-radius-md, 0.375rem)`)
   * - `--pp-rich-text-editor-min-height`: Least height of the text area. Default 8rem. (default: `8rem`)
   * - `--pp-rich-text-editor-max-height`: Greatest height of the text area before it scrolls. Default 32rem. (default: `32rem`)
   *
   * ## CSS Parts
   *
   * Custom selectors for styling elements within the component.
   *
   * - `field`: The box around the toolbar and the text.
   * - `toolbar`: The toolbar.
   * - `button`: Each toolbar button (with `pressed` while a toggle is on).
   * - `pressed`: A toolbar toggle that is on, with `button`.
   * - `content`: The scrolling area that holds the text.
   * - `upload`: An upload in progress (in the text).
   * - `upload-progress`: Its progress bar.
   * - `upload-cancel`: Its cancel button.
   * - `error`: The inline upload error (when no toaster is in the page).
   * - `count`: The character count (with `maxlength`).
   * - `link-popover`: The link form's popover (top layer).
   * - `link-input`: The link form's address field.
   * - `link-error`: The link form's error ('Invalid URL').
   */
  "pp-rich-text-editor": Partial<
    PpRichTextEditorProps & BaseProps<PpRichTextEditor> & BaseEvents
  >;

  /**
   * A scroll container whose scrollbar shows while scrolling and hides 600 ms after scrolling stops
   * (its space is kept, so nothing shifts). When it overflows and holds nothing focusable it joins
   * the tab order, so keyboard users can scroll it; give it a `label` then.
   *
   * Size it from outside (`height` or `max-height` on the element); the content scrolls inside.
   * Elements with their own shadow root use the same behaviour through `scrollAreaStyles` and
   * `ScrollAreaController`.
   *
   * ## Attributes & Properties
   *
   * Component attributes and properties that can be applied to the element or by using JavaScript.
   *
   * - `hide-delay`/`hideDelay`: Milliseconds the scrollbar stays after scrolling stops.
   * - `type`: When the scrollbar shows.
   * - `label`: Accessible name of the scroll region.
   * - `viewport`: The scrolling box (for `scrollTo` and friends). (property only) (readonly)
   *
   * ## Slots
   *
   * Areas where markup can be added to the component.
   *
   * - `(default)`: The scrolling content.
   *
   * ## CSS Custom Properties
   *
   * CSS variables available for styling the component.
   *
   * - `--pp-scroll-area-thumb`: Scrollbar thumb colour. Defaults to `--pp-color-border-strong`. (default: `var(--pp-color-border-strong, GrayText)`)
   * - `--pp-scroll-area-track`: Scrollbar track colour (transparent). (default: `transparent`)
   *
   * ## CSS Parts
   *
   * Custom selectors for styling elements within the component.
   *
   * - `viewport`: The scrolling box.
   */
  "pp-scroll-area": Partial<
    PpScrollAreaProps & BaseProps<PpScrollArea> & BaseEvents
  >;

  /**
   * The portal's navigation sidebar: a column beside the content on desktop, a modal sheet (native
   * `<dialog>`) on small screens. It renders the menu it is given (sections of entries, nested groups,
   * badges, icons), marks the entry matching `currentPath` with `aria-current="page"`, and remembers
   * the desktop open flag and each section's expanded state in `localStorage`.
   *
   * **State** (spec section 4). The desktop open flag is stored under `sidebarOpenDesktop` (with
   * `-<storage-id>` appended when `storage-id` is set, so two sidebars never share it) and defaults to
   * open; the mobile flag is separate and starts closed. When the viewport grows to the desktop
   * breakpoint the mobile sheet closes and the desktop flag is read again from storage. Each labelled
   * section's expanded state is stored in one object under `sidebar`, keyed by section name. Corrupt or
   * foreign stored values fall back to the defaults.
   *
   * **The toggle lives outside** (in the top bar). Wire it up in one of three ways:
   * 1. Plain HTML, no script: `<button commandfor="main-nav" command="--toggle">` (Invoker Commands;
   *    `--open` and `--close` work too). The sidebar gives every such button in its tree
   *    `aria-controls` (its own id) and keeps `aria-expanded` in sync.
   * 2. Any framework: `sidebar.attachToggle(button)` does the same for one button, even one inside
   *    another shadow root (then through `ariaControlsElements`); it returns a function that detaches.
   * 3. By hand: `aria-controls` must name the **host** `pp-sidebar` element's id (IDREFs cannot reach
   *    into a shadow root; `navId` returns the id, generating one when the host has none), and
   *    `aria-expanded` follows `open`, updated on every `pp-toggle` event; call `toggle()` on click.
   * A toggle without an accessible name gets `aria-label` = `toggle-label` ('Przełącz menu główne').
   *
   * **Languages**: the built-in texts (nav, sheet, close, home, toggle and new-tab labels) are Polish or
   * English after the `lang` of the element, else of its closest ancestor with one (across shadow
   * roots), else of `<html>`; Polish when none is set or the language is neither (`en-GB` is English).
   * A change of `lang` at run time re-renders it (and relabels the toggles it labelled). A text set
   * through its property or attribute always wins.
   *
   * **Scrolling**: a long menu scrolls inside the `nav` part, whose thin scrollbar shows while it
   * scrolls and hides 600 ms after scrolling stops (its space is kept, so nothing shifts). The nav
   * joins the tab order only when it overflows and holds nothing focusable (a menu of plain-text entries);
   * a menu with links or buttons is scrolled by tabbing through them.
   *
   * **Loading**: the mobile sheet's dialog, behaviour and styles (`sidebar-sheet.js`) are imported the
   * first time the sidebar renders below its breakpoint, so a desktop page never loads them; the
   * transitions (`sidebar-motion.js`: the desktop column opening and closing, sections and groups
   * expanding and collapsing) the first time one of those states changes after the first render, which
   * needs none; and the menu's scroll-area controller on the first scroll, wheel, touch, pointer or
   * focus in the menu (at once for a menu without links or buttons). Nothing done before they arrive
   * is lost: the sheet opens on arrival when asked to meanwhile, the update that changes such a state
   * waits for the transitions (so the first change is animated too), and a scroll shows the scrollbar
   * at once. Below the breakpoint `updateComplete` also waits for the sheet.
   *
   * **Page CSS**: the host exposes the custom states `:state(desktop)`, `:state(mobile)` and
   * `:state(open)` (e.g. `pp-sidebar:state(desktop):not(:state(open))`), and takes no room on mobile.
   *
   * **Icons**: an entry's `icon` is either an SVG string, drawn as a CSS mask in the entry's text colour
   * (an image: never inserted as markup, so it can run and fetch nothing), or a slot name (see the
   * `icon-<name>` slot).
   *
   * ## Attributes & Properties
   *
   * Component attributes and properties that can be applied to the element or by using JavaScript.
   *
   * - `current-path`/`currentPath`: The current path (with query, if any) to match entries against: exact, prefix on a segment
   * boundary, or `matchHrefs`; the longest match wins. When unset, `location.pathname +
   * location.search` is read at the first render. Set it on every client-side navigation.
   * - `side`: Which edge the sidebar sits on.
   * - `width`: Width: `sm` 16rem, `md` 22rem, `lg` 26rem.
   * - `breakpoint`: Minimum viewport width of the desktop layout: `sm` (640px), `md` (768px), `lg` (1024px) or `xl`
   * (1280px), or a custom number of CSS pixels. Below it the sidebar is a modal sheet.
   * - `storage-id`/`storageId`: Appended to the desktop open flag's storage key (`sidebarOpenDesktop-<id>`).
   * - `home-href`/`homeHref`: Target of the logo link.
   * - `nav-label`/`navLabel`: Accessible name of the `nav` landmark.
   * - `dialog-label`/`dialogLabel`: Accessible name of the mobile sheet (the spec's 'Navigation dialog').
   * - `close-label`/`closeLabel`: Accessible name of the mobile sheet's close button.
   * - `home-label`/`homeLabel`: Accessible (hidden) name of the logo link.
   * - `toggle-label`/`toggleLabel`: `aria-label` given to attached toggles that have no accessible name of their own.
   * - `external-label`/`externalLabel`: Hidden text after the name of an entry that opens in a new tab.
   * - `sections`: The menu: sections of entries (the spec's Menu section and Menu item shapes). (property only)
   * - `mode`: The current layout, from the viewport width and `breakpoint`. (property only) (readonly)
   * - `open`: Whether the sidebar of the current layout is open. Setting it opens or closes that one. (property only)
   * - `desktopOpen`: The desktop open flag (persisted; defaults to open). (property only)
   * - `mobileOpen`: The mobile sheet's open flag (not persisted; starts closed). (property only)
   * - `navId`: The id an external toggle's `aria-controls` must reference: the host element's id. One is
   * generated (`pp-sidebar-<n>`) and set on the host when it has none. (property only) (readonly)
   *
   * ## Events
   *
   * Events that will be emitted by the component.
   *
   * - `pp-navigate`: An ordinary (unmodified, left) click on an internal entry. Cancelable: call `preventDefault()` to stop the browser's navigation and route yourself. The mobile sheet closes either way.
   * - `pp-toggle`: The open state of the current layout, or the layout itself, changed (`{ open, mode }`), whatever the cause (toggle, Escape, navigation, resize). Not fired for the initial state.
   *
   * ## Slots
   *
   * Areas where markup can be added to the component.
   *
   * - `logo`: The logo, shown in the 4rem-high logo area inside the home link.
   * - `header`: Content between the logo area and the menu (e.g. a project switcher on mobile).
   * - `footer`: Content below the menu.
   * - `icon-<name>`: An icon for entries whose `icon` is `<name>` (one slotted icon per name).
   *
   * ## Methods
   *
   * Methods that can be called to access component functionality.
   *
   * - `toggle(force?: boolean) => void`: Toggles the sidebar of the current layout, or sets it open when `force` is given.
   * - `show() => void`: Opens the sidebar of the current layout.
   * - `hide() => void`: Closes the sidebar of the current layout.
   * - `attachToggle(toggle: HTMLElement) => () => void`: Makes `toggle` (a button outside the sidebar) control it: a click toggles the sidebar, and the
   * button's `aria-controls` and `aria-expanded` are kept in sync (and `aria-label` set to
   * `toggleLabel` when it has no name). Focus returns to it when the mobile sheet closes.
   * Returns a function that detaches the button again.
   *
   * ## CSS Custom Properties
   *
   * CSS variables available for styling the component.
   *
   * - `--pp-sidebar-width`: Width, overriding `width` (default from `--pp-sidebar-width-sm|md|lg`). (default: `undefined`)
   * - `--pp-sidebar-width-sm`: Width when `width="sm"` (16rem); a component token of `@portal-elements/tokens`. (default: `16rem`)
   * - `--pp-sidebar-width-md`: Width when `width="md"` (22rem); a component token of `@portal-elements/tokens`. (default: `22rem`)
   * - `--pp-sidebar-width-lg`: Width when `width="lg"` (26rem); a component token of `@portal-elements/tokens`. (default: `26rem`)
   * - `--pp-sidebar-top`: Offset from the top of the viewport on desktop (e.g. the top bar's height). Default 0. (default: `0px`)
   * - `--pp-sidebar-height`: Height on desktop. Default `100dvh` minus the top offset. (default: `calc(100dvh - var(--pp-sidebar-top, 0px))`)
   * - `--pp-sidebar-logo-height`: Height of the logo area. Default 4rem. (default: `4rem`)
   * - `--pp-sidebar-background`: Background (default `--pp-color-bg-surface`). (default: `var(--pp-color-bg-surface, Canvas)`)
   * - `--pp-sidebar-foreground`: Text colour (default `--pp-color-fg-default`). (default: `var(--pp-color-fg-default, CanvasText)`)
   * - `--pp-sidebar-muted-foreground`: Section headers and icons (default `--pp-color-fg-muted`). (default: `var(--pp-color-fg-muted, color-mix(in srgb, CanvasText 72%, Canvas))`)
   * - `--pp-sidebar-border-color`: Borders (default `--pp-color-border-default`). (default: `var(--pp-color-border-default, color-mix(in srgb, CanvasText 16%, Canvas))`)
   * - `--pp-sidebar-item-hover-background`: Hovered entry (default `--pp-color-bg-hover`). (default: `var(--pp-color-bg-hover, color-mix(in srgb, CanvasText 7%, Canvas))`)
   * - `--pp-sidebar-item-active-background`: Active entry (default `--pp-color-bg-selected`). (default: `var(--pp-color-bg-selected, color-mix(in srgb, LinkText 12%, Canvas))`)
   * - `--pp-sidebar-item-active-foreground`: Active entry text (default `--pp-color-fg-default`). (default: `var(--pp-color-fg-default, CanvasText)`)
   * - `--pp-sidebar-badge-background`: Badges (default `--pp-color-bg-subtle`). (default: `var(--pp-color-bg-subtle, color-mix(in srgb, CanvasText 10%, Canvas))`)
   * - `--pp-sidebar-badge-foreground`: Badge text (default `--pp-color-fg-default`). (default: `var(--pp-color-fg-default, CanvasText)`)
   * - `--pp-sidebar-backdrop`: The sheet's backdrop (default `--pp-color-bg-backdrop`). (default: `var(--pp-color-bg-backdrop, color-mix(in srgb, CanvasText 45%, transparent))`)
   * - `--pp-sidebar-duration`: Open/close slide duration (default `--pp-duration-normal`); 0 under reduced motion. (default: `var(--pp-duration-normal, 200ms)`)
   * - `--pp-scroll-area-thumb`: The menu's scrollbar thumb while shown (default `--pp-color-border-strong`). (default: `var(--pp-color-border-strong, GrayText)`)
   * - `--pp-scroll-area-track`: The menu's scrollbar track while shown (default transparent). (default: `transparent`)
   *
   * ## CSS Parts
   *
   * Custom selectors for styling elements within the component.
   *
   * - `panel`: The desktop column.
   * - `sheet`: The mobile `<dialog>`.
   * - `header`: The logo area (with the close button in the sheet).
   * - `logo-link`: The home link around the logo.
   * - `close-button`: The sheet's close button.
   * - `nav`: The `nav` landmark; the scroll container of long menus.
   * - `section`: One menu section.
   * - `section-toggle`: A labelled section's header button.
   * - `list`: A list of entries.
   * - `item`: An entry (link, group button or plain text).
   * - `item-active`: The active entry.
   * - `group-toggle`: A collapsible group's header button.
   * - `icon`: An entry's icon.
   * - `badge`: An entry's badge.
   *
   * ## CSS States
   *
   * These can be used to apply styling when a component is in a given state.
   *
   * - `desktop`: At or above the breakpoint: the sidebar is a column beside the page.
   * - `mobile`: Below the breakpoint: the sidebar is a modal sheet and takes no room.
   * - `open`: The sidebar of the current layout is open: the desktop column shown, or the mobile sheet.
   */
  "pp-sidebar": Partial<PpSidebarProps & BaseProps<PpSidebar> & BaseEvents>;

  /**
   * A placeholder in the shape of content that is on its way, so that the page keeps its layout and
   * does not jump when the content arrives.
   *
   * A skeleton says nothing to assistive technology: it hides itself (`aria-hidden`), since a screen
   * reader user gains nothing from a hundred empty shapes. Whatever waits for the content says so once:
   * mark the region `aria-busy="true"` and give it a status text such as 'Ładowanie…' (a `pp-spinner`,
   * or a visually hidden `role="status"`), then remove both when the content is there.
   *
   * Size it like any block: a `text` skeleton is as tall as a line of the surrounding text and as wide
   * as its container (set `width` in CSS, e.g. `60%`, for a shorter line); `rect` and `circle` take the
   * width and height you give them (`circle` is round at any size). Under `prefers-reduced-motion:
   * reduce` nothing moves, whatever `effect` says; in forced-colours mode the shape keeps an outline.
   *
   * ## Attributes & Properties
   *
   * Component attributes and properties that can be applied to the element or by using JavaScript.
   *
   * - `shape`: What the skeleton stands for: a line of `text`, a `rect` block or a `circle`.
   * - `effect`: How it shows that something is coming: `sheen`, `pulse` or `none`.
   *
   * ## CSS Custom Properties
   *
   * CSS variables available for styling the component.
   *
   * - `--pp-skeleton-color`: The shape's colour. (default: `var(--pp-color-bg-subtle)`)
   * - `--pp-skeleton-highlight`: The sheen's and the pulse's lighter colour. (default: `var(--pp-color-bg-hover)`)
   * - `--pp-skeleton-radius`: Corner radius of `text` and `rect`. (default: `var(--pp-radius-sm)`)
   * - `--pp-skeleton-duration`: How long one sweep or pulse takes. (default: `1.6s`)
   *
   * ## CSS Parts
   *
   * Custom selectors for styling elements within the component.
   *
   * - `base`: The placeholder shape.
   */
  "pp-skeleton": Partial<PpSkeletonProps & BaseProps<PpSkeleton> & BaseEvents>;

  /**
   * An indeterminate busy indicator: something is loading and how long it takes is unknown.
   *
   * It is a `progressbar` without a value (`aria-valuenow` absent), which ARIA defines as an
   * indeterminate progress bar, named by `label` ('Ładowanie…' / 'Loading…'). Not `role="status"`: a
   * status region speaks only when its content changes after it is in the page, so a spinner inserted
   * with its text would often be silent, and it would speak again at every re-render; a progress bar is
   * found where it stands and says what it is. For the region being loaded, set `aria-busy="true"` on
   * it while the spinner shows; announce the result (or an error) with a live region, e.g. `pp-alert`.
   *
   * It inherits its size from the font size, or takes a fixed one from `size`, and draws in the
   * current text colour. Under `prefers-reduced-motion: reduce` it does not spin: it pulses slowly
   * (its opacity, no movement). In forced-colours mode it draws in the system's text colour.
   *
   * ## Attributes & Properties
   *
   * Component attributes and properties that can be applied to the element or by using JavaScript.
   *
   * - `size`: A fixed size; unset, the spinner is 1em (the font size around it).
   * - `label`: The accessible name of the busy indicator.
   *
   * ## CSS Custom Properties
   *
   * CSS variables available for styling the component.
   *
   * - `--pp-spinner-color`: Colour of the moving arc. (default: `currentColor`)
   * - `--pp-spinner-track-color`: Colour of the circle under it (drawn at a quarter of its opacity). (default: `currentColor`)
   * - `--pp-spinner-duration`: Time of one turn. (default: `0.8s`)
   *
   * ## CSS Parts
   *
   * Custom selectors for styling elements within the component.
   *
   * - `base`: The indicator (the element with the role).
   */
  "pp-spinner": Partial<PpSpinnerProps & BaseProps<PpSpinner> & BaseEvents>;

  /**
   * An on/off switch (the WAI-ARIA switch pattern): a native `<input type="checkbox" role="switch">`
   * in the shadow root, drawn over with a track and a thumb from the tokens, named by a real `<label>`
   * beside it, with a hint, an error and a required mark. Space and Enter toggle it, and so does a
   * click on the track or on the label; the target is 24 px at least. On and off differ by where the
   * thumb is, not by colour alone (also in forced colours); the thumb slides, without motion under
   * `prefers-reduced-motion: reduce`. Use it for a setting that applies at once; in a form whose
   * choices apply on submission a checkbox is usually the clearer control.
   *
   * It is form-associated: it submits `name=value` while on (`value` is 'on' by default) and nothing
   * while off, a form reset returns it to the `checked` attribute, the browser may restore it, and a
   * disabled `<fieldset>` disables it. With `required` a switch that is off is invalid
   * (`valueMissing`) with a message of its own in Polish or English, shown once the user toggled it or
   * a submission (or `reportValidity()`) found it invalid; an `error` shows at once. `input` and
   * `change` fire when the user toggles it, not when code sets `checked`. `focus()` and `click()`
   * reach the input.
   *
   * ## Attributes & Properties
   *
   * Component attributes and properties that can be applied to the element or by using JavaScript.
   *
   * - `value-missing-message`/`valueMissingMessage`: The validation message when `required` and off.
   * - `checked`: Whether it is on. The `checked` attribute is the state at first, and the one a form reset
   * returns to; the property holds the current state.
   * - `value`: Sent with the form as `name=value` while checked (nothing is sent while unchecked).
   * - `label`: The label beside the control: its accessible name, and a click on it toggles (the `label` slot replaces it).
   * - `hint`: Help under the label, read as the control's description (the `hint` slot replaces it).
   * - `error`: An error to show (a server's answer): the control is invalid with this message until it is '' again.
   * - `size`: The size of the control and its text.
   * - `required`: A value is required for the form to be valid.
   * - `name`: The form field name.
   * - `disabled`: Disables the element: it takes no input and is not submitted.
   * - `validity`: The validity state. (property only) (readonly)
   * - `validationMessage`: The validation message, '' when valid. (property only) (readonly)
   * - `willValidate`: Whether the element takes part in constraint validation. (property only) (readonly)
   * - `form`: The form this element belongs to. (property only) (readonly)
   *
   * ## Events
   *
   * Events that will be emitted by the component.
   *
   * - `input`: The user toggled the switch, after `checked` follows it.
   * - `change`: The user toggled the switch (after `input`).
   *
   * ## Slots
   *
   * Areas where markup can be added to the component.
   *
   * - `label`: Rich content for the label (replaces `label`).
   * - `hint`: Rich content for the hint (replaces `hint`).
   * - `error`: Rich content for the error: while it holds something the switch is invalid with its text as the message, as with `error`.
   *
   * ## Methods
   *
   * Methods that can be called to access component functionality.
   *
   * - `click() => void`: Clicks the control as a person would: it toggles unless disabled.
   * - `checkValidity() => boolean`: Checks validity, firing `invalid` when invalid, without showing the error under the control.
   * - `formResetCallback() => void`: Form-associated callback: the form was reset.
   * - `formStateRestoreCallback(state: string | File | FormData | null) => void`: Form-associated callback: the browser restores the state (back/forward navigation).
   * - `reportValidity() => boolean`: Checks validity and shows the browser's message when invalid.
   * - `formDisabledCallback() => void`: Form-associated callback: the element's disabled state changed, by a surrounding fieldset or by
   * its own `disabled` attribute. Only the fieldset's part is kept, read from the tree: taking the
   * argument would also record the element's own attribute, whose reflection happens in the middle
   * of an update, where Lit drops a change (a button enabled by code stayed disabled).
   *
   * ## CSS Custom Properties
   *
   * CSS variables available for styling the component.
   *
   * - `--pp-switch-track-bg`: Background of the track when off. (default: `var(--pp-input-bg, var(--pp-color-bg-surface, Field))`)
   * - `--pp-switch-track-border`: Border of the track when off. (default: `var(--pp-input-border, var(--pp-color-border-strong, GrayText))`)
   * - `--pp-switch-thumb`: The thumb when off. (default: `var(--pp-color-fg-muted, GrayText)`)
   * - `--pp-switch-checked-bg`: Background and border of the track when on. (default: `var(--pp-color-bg-brand, Highlight)`)
   * - `--pp-switch-checked-thumb`: The thumb when on. (default: `var(--pp-color-fg-on-brand, HighlightText)`)
   *
   * ## CSS Parts
   *
   * Custom selectors for styling elements within the component.
   *
   * - `control`: The 24 px target holding the native input and the track.
   * - `input`: The native `<input type="checkbox" role="switch">` (transparent, over the track).
   * - `track`: The drawn track.
   * - `thumb`: The thumb: at the start when off, at the end when on.
   * - `label`: The `<label>` beside the switch.
   * - `required`: The required mark ('*') in the label (hidden from screen readers: the input is `required`).
   * - `hint`: The hint under the label.
   * - `error`: The error under the label.
   */
  "pp-switch": Partial<PpSwitchProps & BaseProps<PpSwitch> & BaseEvents>;

  /**
   * One panel of a `<pp-tabs>`: the content its tab (`<pp-tab panel="…">` with the same name) shows.
   * The panel is the `role="tabpanel"` element itself, named by its tab (`aria-labelledby`); every
   * panel but the selected one is `hidden` (out of the layout, the accessibility tree and the tab
   * order). A panel with nothing focusable in it takes the focus itself (`tabindex="0"`), so that Tab
   * from the selected tab reaches its content, as the WAI-ARIA Authoring Practices advise.
   *
   * ## Attributes & Properties
   *
   * Component attributes and properties that can be applied to the element or by using JavaScript.
   *
   * - `name`: The panel's name: the `panel` of the `<pp-tab>` that shows it.
   *
   * ## Slots
   *
   * Areas where markup can be added to the component.
   *
   * - `(default)`: The panel's content.
   *
   * ## CSS Custom Properties
   *
   * CSS variables available for styling the component.
   *
   * - `--pp-tab-panel-padding`: Space above and below the content (none at the sides, so that it lines up with the page). (default: `var(--pp-space-4, 1rem)`)
   */
  "pp-tab-panel": Partial<PpTabPanelProps & BaseProps<PpTabPanel> & BaseEvents>;

  /**
   * One tab of a `<pp-tabs>`: its text (and an icon) in the default slot. The tab is the `role="tab"`
   * element itself and takes the focus; its `<pp-tabs>` sets `aria-selected`, `aria-controls` and the
   * roving `tabindex` from its own `value`, and handles the keys and clicks. A disabled tab is
   * `aria-disabled`, skipped by the arrow keys and never focused.
   *
   * Its knobs may be set on the `<pp-tabs>` (custom properties inherit), to style every tab at once.
   *
   * ## Attributes & Properties
   *
   * Component attributes and properties that can be applied to the element or by using JavaScript.
   *
   * - `panel`: The `name` of the `<pp-tab-panel>` this tab shows; the `<pp-tabs>` `value` while it is selected.
   * - `disabled`: The tab cannot be selected: it is skipped by the arrow keys, out of the tab order and not clickable.
   *
   * ## Slots
   *
   * Areas where markup can be added to the component.
   *
   * - `(default)`: The tab's text, with an icon if wanted.
   *
   * ## CSS Custom Properties
   *
   * CSS variables available for styling the component.
   *
   * - `--pp-tab-fg`: Text of a tab that is not selected. (default: `var(--pp-color-fg-muted, CanvasText)`)
   * - `--pp-tab-fg-selected`: Text of the selected tab. (default: `var(--pp-color-fg-default, CanvasText)`)
   * - `--pp-tab-bg-hover`: Background of a tab under the pointer. (default: `var(--pp-color-bg-hover, Canvas)`)
   * - `--pp-tab-indicator`: Colour of the selected tab's bar. (default: `var(--pp-color-border-focus, Highlight)`)
   * - `--pp-tab-indicator-size`: Thickness of the selected tab's bar. (default: `3px`)
   *
   * ## CSS Parts
   *
   * Custom selectors for styling elements within the component.
   *
   * - `indicator`: The bar under (beside, when vertical) the selected tab.
   */
  "pp-tab": Partial<PpTabProps & BaseProps<PpTab> & BaseEvents>;

  /**
   * Tabs after the WAI-ARIA Authoring Practices' Tabs pattern, written as plain HTML: `<pp-tab
   * panel="…">` children for the tabs and `<pp-tab-panel name="…">` children for the panels, in any
   * order. The tabs sit in a `role="tablist"` named by `label`; each tab is a `role="tab"` with
   * `aria-selected` and `aria-controls` naming its panel, each panel a `role="tabpanel"` named by its
   * tab (`aria-labelledby`). The roles and links are attributes on the children themselves: they are
   * all in the page's DOM, so the ID references work for every browser and screen reader, and a tool
   * sees them in the markup. Every panel but the selected one is `hidden`.
   *
   * The list is one tab stop, the selected tab; Tab then goes into the selected panel (the panel takes
   * the focus itself when nothing in it can). Left and Right (Up and Down when `orientation` is
   * `vertical`) move to the previous or next tab, wrapping around; Home and End to the first and the
   * last. With `activation="automatic"` (the default) moving selects; with `manual` it only moves the
   * focus, and Enter or Space selects. Left and Right swap in a right-to-left context (`dir="rtl"`).
   * Disabled tabs are skipped by the keys and never focused (they stay in the list, read as
   * unavailable). A click selects.
   *
   * `value` is the name of the selected panel; when it names no enabled tab, the first enabled tab is
   * selected and `value` follows it. `pp-tab-show` fires before the person's choice shows, and
   * cancelling it keeps the current tab (nothing fires when `value` is set by code). Many tabs in a
   * narrow container scroll sideways, the selected one kept in view. Tabs driven by a router set
   * `value` from the route and navigate in a `pp-tab-show` listener, cancelling it so that the route
   * decides what shows.
   *
   * ## Attributes & Properties
   *
   * Component attributes and properties that can be applied to the element or by using JavaScript.
   *
   * - `value`: The `name` of the selected panel (the `panel` of the selected tab). Setting it selects that tab;
   * the `value` attribute is the one selected at first. Never reflected.
   * - `label`: The tab list's accessible name (what the tabs are about: 'Ustawienia konta').
   * - `activation`: Whether the arrow keys, Home and End select the tab they move to (`automatic`), or only focus
   * it, for Enter or Space to select (`manual`, for panels that are slow to show).
   * - `orientation`: A row of tabs above the panels (Left and Right move), or a column beside them (Up and Down).
   *
   * ## Events
   *
   * Events that will be emitted by the component.
   *
   * - `pp-tab-show`: The person selected another tab (click, arrow key, Home, End, Enter or Space), before it shows (`{ value, previous, tab }`). Cancelable: `preventDefault()` keeps the current tab.
   *
   * ## Slots
   *
   * Areas where markup can be added to the component.
   *
   * - `(default)`: The `<pp-tab>` and `<pp-tab-panel>` children (the tabs go into the tab list, the rest below it).
   *
   * ## Methods
   *
   * Methods that can be called to access component functionality.
   *
   * - `focus(options?: FocusOptions) => void`: Focuses the selected tab (where Tab enters the list).
   *
   * ## CSS Custom Properties
   *
   * CSS variables available for styling the component.
   *
   * - `--pp-tabs-border`: The line between the tabs and the panels. (default: `var(--pp-color-border-default, GrayText)`)
   * - `--pp-tabs-gap`: Space between the tabs. (default: `var(--pp-space-1, 0.25rem)`)
   *
   * ## CSS Parts
   *
   * Custom selectors for styling elements within the component.
   *
   * - `tablist`: The `role="tablist"` row (column) of tabs; it scrolls when the tabs do not fit.
   * - `panels`: The box around the panels.
   */
  "pp-tabs": Partial<PpTabsProps & BaseProps<PpTabs> & BaseEvents>;

  /**
   * A single-line text field: a native `<input>` in the shadow root, named by a real `<label>`, with a
   * hint, an error, a required mark, a prefix and a suffix (an icon, a unit such as 'PLN'), and a
   * character count with `maxlength`.
   *
   * It is form-associated: it submits `value` under `name`, a form reset returns it to the `value`
   * attribute, the browser may restore it (back and forward navigation), a disabled `<fieldset>`
   * disables it, and `checkValidity()`, `reportValidity()` and the `invalid` event work as on a native
   * field. Its validity is the inner input's (`required`, `type`, `minlength`, `maxlength`, `pattern`,
   * `min`, `max`, `step`), with messages of its own in Polish or English after the `lang` that applies
   * to it (its own, an ancestor's, the document's). An `error` makes it invalid with that message, as
   * a server's answer would. A validity error shows under the field, and the input is `aria-invalid`,
   * only once the user changed the value or a submission (or `reportValidity()`) found it invalid;
   * an `error` shows at once.
   *
   * The input's accessible description is the error, the hint, the prefix and suffix, and, with
   * `maxlength`, the limit; the count ('12 / 200') is not read on every keystroke: a polite
   * announcement says once how many characters are left near the limit, and when it is reached.
   * `focus()` focuses the input (the shadow root delegates focus).
   *
   * ## Attributes & Properties
   *
   * Component attributes and properties that can be applied to the element or by using JavaScript.
   *
   * - `type`: The kind of text: its keyboard on touch devices, and its check (`email` and `url` must be one).
   * - `pattern`: A regular expression the whole value must match (as the native `pattern`).
   * - `min`: Least number of a `number` field.
   * - `max`: Greatest number of a `number` field.
   * - `step`: Step of a `number` field (`any` for none; 1 by default).
   * - `inputmode`: The virtual keyboard to offer (`numeric`, `decimal`, `email` ...), as the native `inputmode`.
   * - `value-missing-message`/`valueMissingMessage`: The validation message when `required` and empty.
   * - `email-mismatch-message`/`emailMismatchMessage`: The validation message when a `type="email"` value is not an e-mail address.
   * - `url-mismatch-message`/`urlMismatchMessage`: The validation message when a `type="url"` value is not an absolute URL.
   * - `too-short-message`/`tooShortMessage`: The validation message when the value is shorter than `minlength`: `{min}` and `{count}` are replaced.
   * - `too-long-message`/`tooLongMessage`: The validation message when the value is longer than `maxlength`: `{max}` and `{count}` are replaced.
   * - `pattern-mismatch-message`/`patternMismatchMessage`: The validation message when the value does not match `pattern`.
   * - `range-underflow-message`/`rangeUnderflowMessage`: The validation message when a number is below `min`: `{min}` is replaced.
   * - `range-overflow-message`/`rangeOverflowMessage`: The validation message when a number is above `max`: `{max}` is replaced.
   * - `step-mismatch-message`/`stepMismatchMessage`: The validation message when a number is off `step`: `{low}` and `{high}` (the nearest valid values) are replaced.
   * - `bad-input-message`/`badInputMessage`: The validation message when a `type="number"` field holds something that is not a number.
   * - `count-text`/`countText`: The visible character count (with `maxlength`): `{count}` and `{max}` are replaced.
   * - `count-description`/`countDescription`: The unseen description of the character limit (with `maxlength`): `{max}` is replaced.
   * - `remaining-text`/`remainingText`: Announced once when typing comes near the limit, by plural category; `{count}` (characters left) is replaced.
   * - `limit-text`/`limitText`: Announced when typing reaches the limit: `{max}` is replaced.
   * - `value`: The current value. The `value` attribute is the value at first, and the one a form reset returns to.
   * - `label`: The label above the field: the accessible name of its native control (the `label` slot replaces it).
   * - `hide-label`/`hideLabel`: Hides the label from sight; it stays the accessible name of the native control. Only where the
   * page already shows what the field is for (a heading above it, another field's label in its place);
   * the label is still required.
   * - `hint`: Help under the field, read as its native control's description (the `hint` slot replaces it).
   * - `error`: An error to show (a server's answer): the field is invalid with this message until it is '' again.
   * - `placeholder`: Shown while the field is empty. Not a label: give a `label` too.
   * - `readonly`: The value can be read, selected and copied, not changed (and is not validated).
   * - `size`: The size (height or padding, and font size), after the control-height tokens.
   * - `minlength`: Least number of characters (the check runs on what the user typed, as on a native field).
   * - `maxlength`: Greatest number of characters: typing stops there, and a count ('12 / 200') shows.
   * - `autocomplete`: The browser's autofill hint (`name`, `email`, `street-address` ...), as the native `autocomplete`.
   * - `required`: A value is required for the form to be valid.
   * - `name`: The form field name.
   * - `disabled`: Disables the element: it takes no input and is not submitted.
   * - `validity`: The validity state. (property only) (readonly)
   * - `validationMessage`: The validation message, '' when valid. (property only) (readonly)
   * - `willValidate`: Whether the element takes part in constraint validation. (property only) (readonly)
   * - `form`: The form this element belongs to. (property only) (readonly)
   *
   * ## Events
   *
   * Events that will be emitted by the component.
   *
   * - `input`: The user changed the value (each keystroke, paste or cut), after `value` follows it.
   * - `change`: The user committed a changed value (Enter, or focus left the field).
   *
   * ## Slots
   *
   * Areas where markup can be added to the component.
   *
   * - `label`: Rich content for the label (replaces `label`); keep it text and inline elements.
   * - `hint`: Rich content for the hint (replaces `hint`), such as a link.
   * - `error`: Rich content for the error: while it holds something the field is invalid with its text as the message, as with `error`.
   * - `prefix`: Before the input: an icon (mark it `aria-hidden="true"`) or a unit, read as part of the description.
   * - `suffix`: After the input: an icon or a unit such as 'PLN', read as part of the description.
   *
   * ## Methods
   *
   * Methods that can be called to access component functionality.
   *
   * - `select() => void`: Selects the whole value.
   * - `setSelectionRange(start: number | null, end: number | null, direction?: 'forward' | 'backward' | 'none') => void`: Selects a range of the value, as the native control does (an `<input>` of type `email` or `number` throws).
   * - `checkValidity() => boolean`: Checks validity, firing `invalid` when invalid, without showing the error under the field.
   * - `formResetCallback() => void`: Form-associated callback: the form was reset.
   * - `formStateRestoreCallback(state: string | File | FormData | null) => void`: Form-associated callback: the browser restores the state (back/forward navigation, autofill).
   * - `reportValidity() => boolean`: Checks validity and shows the browser's message when invalid.
   * - `formDisabledCallback() => void`: Form-associated callback: the element's disabled state changed, by a surrounding fieldset or by
   * its own `disabled` attribute. Only the fieldset's part is kept, read from the tree: taking the
   * argument would also record the element's own attribute, whose reflection happens in the middle
   * of an update, where Lit drops a change (a button enabled by code stayed disabled).
   *
   * ## CSS Custom Properties
   *
   * CSS variables available for styling the component.
   *
   * - `--pp-text-field-width`: Width of the element. Default 20rem. (default: `20rem`)
   *
   * ## CSS Parts
   *
   * Custom selectors for styling elements within the component.
   *
   * - `label`: The `<label>` above the field.
   * - `required`: The required mark ('*') in the label (hidden from screen readers: the input is `required`).
   * - `field`: The box around the prefix, input and suffix.
   * - `input`: The native `<input>`.
   * - `prefix`: The box around the `prefix` slot.
   * - `suffix`: The box around the `suffix` slot.
   * - `hint`: The hint under the field.
   * - `error`: The error under the field.
   * - `count`: The character count ('12 / 200', with `maxlength`).
   */
  "pp-text-field": Partial<
    PpTextFieldProps & BaseProps<PpTextField> & BaseEvents
  >;

  /**
   * A multi-line text field: a native `<textarea>` in the shadow root, named by a real `<label>`, with a
   * hint, an error, a required mark and a character count with `maxlength`. It is `rows` lines high,
   * and with `resize` keeps that height (`none`), lets the user drag it (`vertical`), or grows with its
   * text up to `--pp-textarea-max-height` and then scrolls (`auto`).
   *
   * It is form-associated: it submits `value` under `name`, a form reset returns it to the `value`
   * attribute, the browser may restore it (back and forward navigation), a disabled `<fieldset>`
   * disables it, and `checkValidity()`, `reportValidity()` and the `invalid` event work as on a native
   * field. Its validity is the inner textarea's (`required`, `minlength`, `maxlength`), with messages
   * of its own in Polish or English after the `lang` that applies to it (its own, an ancestor's, the
   * document's). An `error` makes it invalid with that message, as a server's answer would. A validity
   * error shows under the field, and the textarea is `aria-invalid`, only once the user changed the
   * value or a submission (or `reportValidity()`) found it invalid; an `error` shows at once.
   *
   * The textarea's accessible description is the error, the hint and, with `maxlength`, the limit; the
   * count ('12 / 200') is not read on every keystroke: a polite announcement says once how many
   * characters are left near the limit, and when it is reached. `focus()` focuses the textarea (the
   * shadow root delegates focus).
   *
   * ## Attributes & Properties
   *
   * Component attributes and properties that can be applied to the element or by using JavaScript.
   *
   * - `rows`: The height in lines of text (the least height with `resize="auto"`).
   * - `resize`: `none`: a fixed height; `vertical`: the user can drag it taller or shorter; `auto`: it grows with
   * its text up to `--pp-textarea-max-height`, then scrolls.
   * - `value-missing-message`/`valueMissingMessage`: The validation message when `required` and empty.
   * - `too-short-message`/`tooShortMessage`: The validation message when the text is shorter than `minlength`: `{min}` and `{count}` are replaced.
   * - `too-long-message`/`tooLongMessage`: The validation message when the text is longer than `maxlength`: `{max}` and `{count}` are replaced.
   * - `count-text`/`countText`: The visible character count (with `maxlength`): `{count}` and `{max}` are replaced.
   * - `count-description`/`countDescription`: The unseen description of the character limit (with `maxlength`): `{max}` is replaced.
   * - `remaining-text`/`remainingText`: Announced once when typing comes near the limit, by plural category; `{count}` (characters left) is replaced.
   * - `limit-text`/`limitText`: Announced when typing reaches the limit: `{max}` is replaced.
   * - `value`: The current value. The `value` attribute is the value at first, and the one a form reset returns to.
   * - `label`: The label above the field: the accessible name of its native control (the `label` slot replaces it).
   * - `hide-label`/`hideLabel`: Hides the label from sight; it stays the accessible name of the native control. Only where the
   * page already shows what the field is for (a heading above it, another field's label in its place);
   * the label is still required.
   * - `hint`: Help under the field, read as its native control's description (the `hint` slot replaces it).
   * - `error`: An error to show (a server's answer): the field is invalid with this message until it is '' again.
   * - `placeholder`: Shown while the field is empty. Not a label: give a `label` too.
   * - `readonly`: The value can be read, selected and copied, not changed (and is not validated).
   * - `size`: The size (height or padding, and font size), after the control-height tokens.
   * - `minlength`: Least number of characters (the check runs on what the user typed, as on a native field).
   * - `maxlength`: Greatest number of characters: typing stops there, and a count ('12 / 200') shows.
   * - `autocomplete`: The browser's autofill hint (`name`, `email`, `street-address` ...), as the native `autocomplete`.
   * - `required`: A value is required for the form to be valid.
   * - `name`: The form field name.
   * - `disabled`: Disables the element: it takes no input and is not submitted.
   * - `validity`: The validity state. (property only) (readonly)
   * - `validationMessage`: The validation message, '' when valid. (property only) (readonly)
   * - `willValidate`: Whether the element takes part in constraint validation. (property only) (readonly)
   * - `form`: The form this element belongs to. (property only) (readonly)
   *
   * ## Events
   *
   * Events that will be emitted by the component.
   *
   * - `input`: The user changed the value (each keystroke, paste or cut), after `value` follows it.
   * - `change`: The user committed a changed value (focus left the field).
   *
   * ## Slots
   *
   * Areas where markup can be added to the component.
   *
   * - `label`: Rich content for the label (replaces `label`); keep it text and inline elements.
   * - `hint`: Rich content for the hint (replaces `hint`), such as a link.
   * - `error`: Rich content for the error: while it holds something the field is invalid with its text as the message, as with `error`.
   *
   * ## Methods
   *
   * Methods that can be called to access component functionality.
   *
   * - `select() => void`: Selects the whole value.
   * - `setSelectionRange(start: number | null, end: number | null, direction?: 'forward' | 'backward' | 'none') => void`: Selects a range of the value, as the native control does (an `<input>` of type `email` or `number` throws).
   * - `checkValidity() => boolean`: Checks validity, firing `invalid` when invalid, without showing the error under the field.
   * - `formResetCallback() => void`: Form-associated callback: the form was reset.
   * - `formStateRestoreCallback(state: string | File | FormData | null) => void`: Form-associated callback: the browser restores the state (back/forward navigation, autofill).
   * - `reportValidity() => boolean`: Checks validity and shows the browser's message when invalid.
   * - `formDisabledCallback() => void`: Form-associated callback: the element's disabled state changed, by a surrounding fieldset or by
   * its own `disabled` attribute. Only the fieldset's part is kept, read from the tree: taking the
   * argument would also record the element's own attribute, whose reflection happens in the middle
   * of an update, where Lit drops a change (a button enabled by code stayed disabled).
   *
   * ## CSS Custom Properties
   *
   * CSS variables available for styling the component.
   *
   * - `--pp-textarea-width`: Width of the element. Default 20rem. (default: `20rem`)
   * - `--pp-textarea-min-height`: Least height of the textarea (its `rows` set it otherwise). Default 0. (default: `0`)
   * - `--pp-textarea-max-height`: Greatest height the textarea grows to with `resize="auto"` (or is dragged to). Default 20rem with `resize="auto"`, else none. (default: `20rem`)
   *
   * ## CSS Parts
   *
   * Custom selectors for styling elements within the component.
   *
   * - `label`: The `<label>` above the field.
   * - `required`: The required mark ('*') in the label (hidden from screen readers: the textarea is `required`).
   * - `field`: The box around the textarea.
   * - `textarea`: The native `<textarea>`.
   * - `hint`: The hint under the field.
   * - `error`: The error under the field.
   * - `count`: The character count ('12 / 200', with `maxlength`).
   */
  "pp-textarea": Partial<PpTextareaProps & BaseProps<PpTextarea> & BaseEvents>;

  /**
   * Shows the toasts made with `toast()`: a stack in a corner of the screen, in the top layer.
   *
   * Put one `<pp-toaster>` in the page (toasts made before it connects are shown when it does). At
   * most `visible-toasts` (3) are shown; the rest wait in a queue and their timers do not run until
   * they are shown. Timers pause while the pointer is over the stack, while focus is inside it and
   * while the page is hidden. The hotkey (Alt+T) moves focus into the stack and expands it; Escape
   * collapses it and returns focus. Toasts can be swiped away towards the nearest edge.
   *
   * Every toast is announced through live regions that exist from the start: errors assertively,
   * the rest politely. While a modal `<dialog>` is open the region moves into it, so toasts stay
   * visible and clickable above the dialog (it then carries the toaster's `lang`).
   *
   * Languages: the region's label and the close buttons' label are Polish or English after the `lang`
   * of the element, else of its closest ancestor with one (across shadow roots), else of `<html>`;
   * Polish when none is set or the language is neither (`en-GB` is English). A change of `lang` at run
   * time relabels them. A label set through its property or attribute always wins.
   *
   * Loading: what renders, animates, times and measures the toasts (`toast-view.js`, with the toasts'
   * styles) is imported when the first toast arrives, or earlier, when the page is idle after the
   * toaster connects, so a page pays for it only once it may show a toast. A toast made before it has
   * arrived is shown when it does (and announced at once); while there are toasts, `updateComplete`
   * also waits for it. The swipe code comes on the first press on a toast.
   *
   * ## Attributes & Properties
   *
   * Component attributes and properties that can be applied to the element or by using JavaScript.
   *
   * - `position`: Where the stack sits on the screen.
   * - `visible-toasts`/`visibleToasts`: How many toasts are shown at once; the rest wait in a queue.
   * - `duration`: Default auto-close time in ms; `0` or `Infinity` keep toasts until dismissed.
   * - `label`: Accessible name of the region (the spec's 'Notifications').
   * - `close-label`/`closeLabel`: Accessible name of every close button (the spec's 'Close toast').
   * - `hotkey`: Shortcut that moves focus into the stack, e.g. 'Alt+T'. Empty disables it.
   * - `close-button`/`closeButton`: Show close buttons on toasts (a toast's own `closeButton` option wins).
   * - `rich-colors`/`richColors`: Colour toasts by type with the status tokens.
   * - `expand`: Always show the stack expanded.
   * - `swipe-threshold`/`swipeThreshold`: Distance in px a swipe must travel to dismiss a toast.
   * - `toaster-id`/`toasterId`: Shows only toasts whose `toasterId` option is this value (empty: toasts without one).
   * - `visibleToastIds`: The toasts shown now, newest first (for tests and integrations). (property only) (readonly)
   *
   * ## Events
   *
   * Events that will be emitted by the component.
   *
   * - `pp-dismiss`: A toast was closed by the close button, a swipe, a button or its timer. `detail: { id, reason }`.
   * - `pp-action`: The action or cancel button of a toast was clicked. `detail: { id, button }`. Cancelable: `preventDefault()` keeps the toast open after an action.
   *
   * ## Slots
   *
   * Areas where markup can be added to the component.
   *
   * - `<name>`: Rich content: the children with `slot="<name>"` are shown inside the toasts made with `{ slot: '<name>' }` (other children are not shown).
   *
   * ## CSS Custom Properties
   *
   * CSS variables available for styling the component.
   *
   * - `--pp-toaster-width`: Width of a toast. Defaults to `--pp-toast-width` (356px). (default: `var(--pp-toast-width, 356px)`)
   * - `--pp-toaster-gap`: Gap between toasts. Defaults to `--pp-toast-gap` (14px). (default: `var(--pp-toast-gap, 14px)`)
   * - `--pp-toaster-offset`: Distance from the viewport edges (24px). (default: `24px`)
   * - `--pp-toaster-offset-top-right`: Top distance in the top-right position. Defaults to `--pp-toast-offset-top-right` (76px). (default: `var(--pp-toast-offset-top-right, 76px)`)
   * - `--pp-toaster-offset-mobile`: Edge distance on screens up to 600px wide (16px). (default: `16px`)
   * - `--pp-toaster-background`: Background of default toasts. Defaults to `--pp-toast-bg`, then `--pp-color-bg-raised`. (default: `var(--pp-toast-bg, var(--pp-color-bg-raised, Canvas))`)
   * - `--pp-toaster-color`: Text colour of default toasts. Defaults to `--pp-toast-fg`, then `--pp-color-fg-default`. (default: `var(--pp-toast-fg, var(--pp-color-fg-default, CanvasText))`)
   * - `--pp-toaster-muted-color`: Description colour. Defaults to `--pp-color-fg-muted`. (default: `var(--pp-color-fg-muted, CanvasText)`)
   * - `--pp-toaster-border-color`: Border of default toasts. Defaults to `--pp-toast-border`, then `--pp-color-border-default`. (default: `var(--pp-toast-border, var(--pp-color-border-default, GrayText))`)
   * - `--pp-toaster-radius`: Corner radius. Defaults to `--pp-toast-radius`, then `--pp-radius-md`. (default: `var(--pp-toast-radius, var(--pp-radius-md, 0.5rem))`)
   * - `--pp-toaster-shadow`: Shadow. Defaults to `--pp-toast-shadow`, then `--pp-shadow-lg`. (default: `var(--pp-toast-shadow, var(--pp-shadow-lg, none))`)
   * - `--pp-toaster-font-family`: Font. Defaults to `--pp-font-family-sans`. (default: `var(--pp-font-family-sans, system-ui, sans-serif)`)
   * - `--pp-toaster-duration`: Length of the enter, exit and stack animations. Defaults to `--pp-duration-normal`. (default: `var(--pp-duration-normal, 200ms)`)
   * - `--pp-toaster-easing`: Their easing. Defaults to `--pp-easing-standard`. (default: `var(--pp-easing-standard, ease)`)
   *
   * ## CSS Parts
   *
   * Custom selectors for styling elements within the component.
   *
   * - `region`: The top-layer region (landmark) that holds the stack.
   * - `list`: The list of toasts.
   * - `toast`: Each toast.
   * - `toast-default`: A toast of type `default` (also has the `toast` part).
   * - `toast-success`: A toast of type `success` (also has the `toast` part).
   * - `toast-error`: A toast of type `error` (also has the `toast` part).
   * - `toast-info`: A toast of type `info` (also has the `toast` part).
   * - `toast-warning`: A toast of type `warning` (also has the `toast` part).
   * - `toast-loading`: A toast of type `loading` (also has the `toast` part).
   * - `icon`: The type icon.
   * - `content`: The text and rich content column.
   * - `title`: The message.
   * - `description`: The description.
   * - `buttons`: The action and cancel buttons' row.
   * - `action-button`: The action button.
   * - `cancel-button`: The cancel button.
   * - `close-button`: The close button (top-left).
   */
  "pp-toaster": Partial<PpToasterProps & BaseProps<PpToaster> & BaseEvents>;

  /**
   * Gives every `<pp-tooltip>` inside it one delay group: the first tooltip waits `delay` ms, and
   * while one is open (or for `skip-delay` ms after it closed) the next opens at once. The shell's
   * defaults are 700 ms and 300 ms; the top bar uses `delay="200"`.
   *
   * The same can be had without an element: `data-pp-tooltip-delay="200"` (and optionally
   * `data-pp-tooltip-skip-delay`) on any ancestor.
   *
   * ## Attributes & Properties
   *
   * Component attributes and properties that can be applied to the element or by using JavaScript.
   *
   * - `delay`: Open delay in ms.
   * - `skip-delay`/`skipDelay`: Time in ms after a tooltip closes during which the next opens at once.
   * - `delayGroup`: The shared state of the tooltips inside. (property only) (readonly)
   *
   * ## Slots
   *
   * Areas where markup can be added to the component.
   *
   * - `(default)`: The region: any content with tooltips.
   */
  "pp-tooltip-group": Partial<
    PpTooltipGroupProps & BaseProps<PpTooltipGroup> & BaseEvents
  >;

  /**
   * A tooltip: a short text that describes another element (its trigger), following the APG tooltip
   * pattern and WCAG 1.4.13.
   *
   * Name the trigger with `for` (an id in the same document or shadow root), set `anchor` to the
   * element, or place the tooltip right after its trigger. The tooltip opens when the pointer rests on
   * the trigger for the group delay (700 ms; 0 while another tooltip of the group was open less than
   * the skip delay, 300 ms, ago) and at once when the trigger gets keyboard focus. A long press opens
   * it on touch screens. It closes on blur, when the pointer leaves (the pointer may move onto the
   * tooltip itself without closing it), on Escape, on a pointer press and when an ancestor of the
   * trigger scrolls. Only one tooltip is open at a time.
   *
   * While open, the tooltip is in the top layer (`popover`), placed next to its trigger by CSS anchor
   * positioning (by Floating UI, loaded on first use, in browsers without it), on the other side or
   * aligned otherwise when there is no room, with an arrow; it has `role="tooltip"`, and the trigger's
   * `aria-describedby` names it.
   *
   * Delays come from the nearest `<pp-tooltip-group>` or `data-pp-tooltip-delay` ancestor (the top bar
   * uses 200 ms), else the page default; the `delay` attribute overrides them for one tooltip.
   *
   * ## Attributes & Properties
   *
   * Component attributes and properties that can be applied to the element or by using JavaScript.
   *
   * - `for`: Id of the trigger element, looked up in the tooltip's own document or shadow root.
   * - `content`: The tooltip text when the element has no children, e.g. 'Zmień aktywny projekt'.
   * - `placement`: Preferred placement; flips and shifts to stay in view.
   * - `distance`: Gap between trigger and tooltip in px.
   * - `delay`: Open delay in ms for this tooltip only; `undefined` uses the delay group's.
   * - `open`: Whether the tooltip is shown.
   * - `disabled`: Never open.
   * - `long-press-delay`/`longPressDelay`: How long a touch must rest on the trigger to open the tooltip, in ms.
   * - `anchor`: The trigger element; wins over `for`. (property only)
   * - `trigger`: The element this tooltip describes. (property only) (readonly)
   *
   * ## Events
   *
   * Events that will be emitted by the component.
   *
   * - `pp-show`: The tooltip opened. `detail: { trigger }`.
   * - `pp-hide`: The tooltip closed. `detail: { trigger }`.
   *
   * ## Slots
   *
   * Areas where markup can be added to the component.
   *
   * - `(default)`: The tooltip's content (text). Defaults to `content`.
   *
   * ## Methods
   *
   * Methods that can be called to access component functionality.
   *
   * - `show() => void`: Opens the tooltip now (as if set from code).
   * - `hide() => void`: Closes the tooltip now, whatever opened it.
   *
   * ## CSS Custom Properties
   *
   * CSS variables available for styling the component.
   *
   * - `--pp-tooltip-bg`: Bubble background (a component token). Defaults to `--pp-color-bg-inverse`. (default: `var(--pp-color-bg-inverse, CanvasText)`)
   * - `--pp-tooltip-fg`: Text colour (a component token). Defaults to `--pp-color-fg-inverse`. (default: `var(--pp-color-fg-inverse, Canvas)`)
   * - `--pp-tooltip-radius`: Corner radius (a component token). Defaults to `--pp-radius-sm`. (default: `var(--pp-radius-sm, 0.25rem)`)
   * - `--pp-tooltip-max-width`: Widest bubble (20rem). (default: `20rem`)
   * - `--pp-tooltip-arrow-size`: Arrow size (0.5rem). (default: `0.5rem`)
   * - `--pp-tooltip-font-family`: Font. Defaults to `--pp-font-family-sans`. (default: `var(--pp-font-family-sans, system-ui, sans-serif)`)
   * - `--pp-tooltip-font-size`: Font size. Defaults to `--pp-font-size-xs`. (default: `var(--pp-font-size-xs, 0.75rem)`)
   * - `--pp-tooltip-shadow`: Shadow. Defaults to `--pp-shadow-md`. (default: `var(--pp-shadow-md, none)`)
   * - `--pp-tooltip-duration`: Fade length. Defaults to `--pp-duration-fast`. (default: `var(--pp-duration-fast, 150ms)`)
   *
   * ## CSS Parts
   *
   * Custom selectors for styling elements within the component.
   *
   * - `body`: The bubble.
   * - `arrow`: The arrow pointing at the trigger.
   */
  "pp-tooltip": Partial<PpTooltipProps & BaseProps<PpTooltip> & BaseEvents>;
};

export type CustomElementsSolidJs = {
  /**
   * A message in the page, in four variants: `info` (the default), `success`, `warning` and `error`.
   * Each variant has its own icon and colours, and a visually hidden prefix read before the message
   * ('Błąd:' / 'Error:'), so the variant is never told by colour alone. It has a heading (the `heading`
   * attribute or slot, bold text above the message; it is not a heading of the page's outline), the
   * message in the default slot and an `action` slot for a button ('Spróbuj ponownie').
   *
   * **Announcements.** An alert in the page as it loads is part of the page: it has no role and is
   * not announced (a screen reader reads it where it stands, with its prefix). One that appears later
   * (inserted after the document's `load`, or revealed by removing `hidden`) is a live region and is
   * announced: `role="alert"` (assertive) for `error` and `warning`, `role="status"` (polite) for `info`
   * and `success`. Screen readers speak only changes made to a live region they already know, so the
   * region appears empty first and the message enters it a moment later (100 ms); `updateComplete`
   * resolves once it has. A live alert stays live, so a changed message is announced too. `announce`
   * changes the rule: `always` also announces an alert present at load, `never` never does.
   *
   * **Closing.** With `closable` the alert has a close button ('Zamknij' / 'Dismiss', `close-label`).
   * Pressing it fires the cancelable `pp-close`; unless it is cancelled the alert hides itself
   * (`hidden`; remove the attribute to show it again, announced again). If focus was in the alert, it
   * returns to the element it came from (the control before the alert); a page that wants it elsewhere
   * moves it in its `pp-close` listener.
   *
   * In forced-colours mode the alert keeps a border and its icon in the system's text colour.
   *
   * ## Attributes & Properties
   *
   * Component attributes and properties that can be applied to the element or by using JavaScript.
   *
   * - `variant`: What the alert tells: its icon, colours, hidden prefix and (when live) its role.
   * - `heading`: The heading, shown in bold above the message (or use the `heading` slot).
   * - `closable`: Shows a close button that hides the alert.
   * - `announce`: When the alert is announced: `auto` when it appears after the page has loaded, `always`, or `never`.
   * - `hidden`: Hidden, as the global attribute; removing it shows the alert again (and announces it, unless `announce="never"`).
   * - `close-label`/`closeLabel`: The accessible name of the close button (`closable`).
   * - `info-text`/`infoText`: Hidden text read before the message of an `info` alert.
   * - `success-text`/`successText`: Hidden text read before the message of a `success` alert.
   * - `warning-text`/`warningText`: Hidden text read before the message of a `warning` alert.
   * - `error-text`/`errorText`: Hidden text read before the message of an `error` alert.
   *
   * ## Events
   *
   * Events that will be emitted by the component.
   *
   * - `pp-close`: The close button was pressed. Cancelable: `preventDefault()` keeps the alert shown.
   *
   * ## Slots
   *
   * Areas where markup can be added to the component.
   *
   * - `(default)`: The message.
   * - `heading`: The heading, instead of the `heading` attribute.
   * - `action`: A button or link for what to do next, after the message.
   *
   * ## CSS Custom Properties
   *
   * CSS variables available for styling the component.
   *
   * - `--pp-alert-radius`: Corner radius. (default: `var(--pp-radius-md, 0.375rem)`)
   * - `--pp-alert-bg`: Background; by default the variant's status background (`--pp-color-status-*-bg`). (default: `undefined`)
   * - `--pp-alert-fg`: Text colour. (default: `var(--pp-color-fg-default, CanvasText)`)
   * - `--pp-alert-border`: Border colour; by default the variant's status border (`--pp-color-status-*-border`). (default: `undefined`)
   * - `--pp-alert-icon`: Icon colour; by default the variant's status text colour (`--pp-color-status-*-fg`). (default: `undefined`)
   *
   * ## CSS Parts
   *
   * Custom selectors for styling elements within the component.
   *
   * - `base`: The alert's box.
   * - `icon`: The variant's icon.
   * - `heading`: The heading.
   * - `message`: The message's wrapper.
   * - `action`: The wrapper of the `action` slot.
   * - `close-button`: The close button.
   */
  "pp-alert": Partial<
    PpAlertProps & PpAlertSolidJsProps & BaseProps<PpAlert> & BaseEvents
  >;

  /**
   * The portal's frame for any page: a skip link, a sticky top bar, the sidebar beside the content, and
   * the content's main region above its footer. A tool gets the portal's layout with this element, a
   * `pp-sidebar` and its own menu data; what goes in the top bar is its own, in named slots.
   *
   * ```html
   * <pp-app-shell>
   *   <a slot="logo" href="/">…</a>
   *   <pp-badge slot="environment" variant="warning">staging</pp-badge>
   *   <pp-combobox slot="project" label="Projekt" …></pp-combobox>
   *   <pp-button slot="search" variant="secondary">Szukaj</pp-button>
   *   <pp-menu slot="user">…</pp-menu>
   *   <pp-sidebar slot="sidebar" id="main-nav"></pp-sidebar>
   *   <main id="main">…</main>
   *   <footer slot="footer">…</footer>
   * </pp-app-shell>
   * ```
   *
   * **Landmarks.** The top bar is the page's `banner` (a `<header>` of the shell's own). The main
   * region and the footer are the page's: put a `<main>` in the default slot and a `<footer>` in the
   * `footer` slot, so that their ids, labels and focus stay in the page's hands. The sidebar is its
   * own `navigation` landmark.
   *
   * **Skip link.** The first stop of the tab order, at the start of the banner, is a link ('Przejdź do
   * treści'), shown when focused, that moves focus to the main region: the first element of the
   * default slot that is a `<main>` or has `role="main"`, else the first element of the default slot
   * (given `tabindex="-1"` when it takes no focus of its own). Its `href` is that element's id, when it
   * has one.
   *
   * **Menu toggle.** With a `pp-sidebar` in the `sidebar` slot, the top bar starts with a ☰ button
   * that toggles it: the desktop column, or the sheet on a small screen. The sidebar wires it once it
   * is defined (`attachToggle`: `aria-controls`, `aria-expanded`, focus return); a press before that
   * is kept and acted on then. Without a sidebar there is no toggle.
   *
   * **Layout.** The top bar is `--pp-topbar-height` high (4rem, the height of the sidebar's logo
   * area) and sticks to the top of the viewport; the desktop sidebar sticks below it
   * (`--pp-sidebar-top` is set for it). The top-bar slots sit in this order: toggle, `logo`,
   * `environment`, `project`, `top-bar` (which takes the room left), `search`, `user`. Below 768 px the
   * bar wraps, and what does not fit moves to a row of its own. A sidebar with `side="right"` sits on
   * the right. The sidebar's breakpoints (640, 768, 1024, 1280 px) are its own attribute.
   *
   * **Languages**: the built-in texts are Polish or English after the `lang` of the element, else of
   * its closest ancestor with one, else of `<html>`; a text set through its property or attribute wins.
   *
   * ## Attributes & Properties
   *
   * Component attributes and properties that can be applied to the element or by using JavaScript.
   *
   * - `skip-label`/`skipLabel`: The skip link, first in the tab order: it moves focus to the main content.
   * - `toggle-label`/`toggleLabel`: The accessible name of the menu toggle (the sidebar's own `toggle-label` is the same text).
   *
   * ## Slots
   *
   * Areas where markup can be added to the component.
   *
   * - `(default)`: The main region: a `<main>` (the skip link's target).
   * - `logo`: The logo, usually a link to the home page with an accessible name.
   * - `environment`: The environment badge (e.g. a `pp-badge` saying 'staging'), beside the logo.
   * - `project`: The project switcher (e.g. a `pp-combobox`). Below 768 px it takes a row of its own under the bar, the whole width, so the logo, search and the user menu keep the first row.
   * - `top-bar`: Anything else in the top bar (a status, a banner); it takes the room left.
   * - `search`: The search button, near the end of the top bar.
   * - `user`: The user menu, at the end of the top bar.
   * - `sidebar`: A `pp-sidebar`; the menu toggle controls it.
   * - `footer`: The page's footer, below the main region.
   *
   * ## CSS Custom Properties
   *
   * CSS variables available for styling the component.
   *
   * - `--pp-app-shell-top-bar-height`: Height of the top bar (and the desktop sidebar's offset). (default: `var(--pp-topbar-height, 4rem)`)
   * - `--pp-app-shell-top-bar-z-index`: Stacking of the sticky top bar over the page. (default: `40`)
   * - `--pp-app-shell-background`: Background of the whole frame (the page's shows through by default). (default: `none`)
   * - `--pp-topbar-bg`: Top bar background; a component token of `@portal-elements/tokens`. (default: `var(--pp-color-bg-surface)`)
   * - `--pp-topbar-border`: Top bar bottom border; a component token of `@portal-elements/tokens`. (default: `var(--pp-color-border-default)`)
   *
   * ## CSS Parts
   *
   * Custom selectors for styling elements within the component.
   *
   * - `skip-link`: The skip link.
   * - `top-bar`: The top bar (the `banner` landmark).
   * - `menu-toggle`: The menu toggle button.
   * - `top-bar-middle`: The wrapper of the `top-bar` slot.
   * - `top-bar-end`: The wrapper of the `search` and `user` slots, at the end of their row.
   * - `body`: The row of the sidebar and the content.
   * - `content`: The column of the main region and the footer.
   */
  "pp-app-shell": Partial<
    PpAppShellProps &
      PpAppShellSolidJsProps &
      BaseProps<PpAppShell> &
      BaseEvents
  >;

  /**
   * A person's (or a project's) picture, or their initials when there is no picture or it fails to
   * load, or a generic silhouette when there is not even a name.
   *
   * To assistive technology the avatar is one image named by `label`, else by `name`, else by
   * `anonymous-label` ('Użytkownik'); the initials and the picture inside are never read on their own.
   * Where the name is already said next to it (a list of people) or the avatar sits in a control that
   * has its own name (the user menu's button, 'Menu użytkownika'), set `decorative`: the avatar is then
   * left out of the accessibility tree, so the name is not read twice and the button's name stays its
   * own (WCAG 2.5.3: initials drawn inside a named button are not part of its visible label).
   *
   * The picture is loaded lazily and shown only once it has loaded; until then, and if it fails, the
   * initials stay, so a broken URL never shows a broken-image icon.
   *
   * ## Attributes & Properties
   *
   * Component attributes and properties that can be applied to the element or by using JavaScript.
   *
   * - `name`: The person's name (or e-mail address): gives the initials and the accessible name.
   * - `src`: The picture's URL. The initials show until it has loaded, and stay if it fails.
   * - `label`: The accessible name, when it should say more than `name` (e.g. 'Anna Nowak, online').
   * - `size`: Size: `sm` 1.5rem, `md` 2rem (default), `lg` 2.5rem.
   * - `shape`: `circle` for people (default), `square` for projects and organisations.
   * - `decorative`: Leave the avatar out of the accessibility tree: its name is said elsewhere.
   * - `anonymous-label`/`anonymousLabel`: The accessible name of an avatar that has neither a `name` nor a `label`.
   *
   * ## Slots
   *
   * Areas where markup can be added to the component.
   *
   * - `(default)`: Replaces the silhouette shown when there is neither a picture nor a name (an icon).
   *
   * ## CSS Custom Properties
   *
   * CSS variables available for styling the component.
   *
   * - `--pp-avatar-size`: Width and height; by default from `size` (2rem for `md`). (default: `undefined`)
   * - `--pp-avatar-bg`: Background behind initials and silhouette. (default: `var(--pp-color-bg-subtle)`)
   * - `--pp-avatar-fg`: Colour of the initials and silhouette. (default: `var(--pp-color-fg-default)`)
   * - `--pp-avatar-border`: Border colour. (default: `var(--pp-color-border-default)`)
   *
   * ## CSS Parts
   *
   * Custom selectors for styling elements within the component.
   *
   * - `base`: The avatar's box.
   * - `image`: The picture.
   * - `initials`: The initials.
   */
  "pp-avatar": Partial<
    PpAvatarProps & PpAvatarSolidJsProps & BaseProps<PpAvatar> & BaseEvents
  >;

  /**
   * A short label that marks something: a status ('Otwarta', 'Zapłacona'), an environment ('staging'),
   * a role ('Obsługa'), a count. Its text is what it says, so the colour never carries meaning alone
   * (WCAG 1.4.1); every variant's text meets 4.5:1 against its background in both themes (the status
   * token pairs are checked by the tokens' tests). It is plain text to assistive technology, with no
   * role of its own: it is read where it stands, inside the heading, row or link it belongs to.
   *
   * In forced-colours mode (Windows high contrast) backgrounds are dropped; the badge keeps a border in
   * the system's text colour so that it still reads as a badge.
   *
   * ## Attributes & Properties
   *
   * Component attributes and properties that can be applied to the element or by using JavaScript.
   *
   * - `variant`: The colour, after what the badge says.
   * - `appearance`: Tinted with a border (`soft`) or filled (`solid`).
   * - `pill`: Fully rounded ends, for counts and short tags.
   *
   * ## Slots
   *
   * Areas where markup can be added to the component.
   *
   * - `(default)`: The badge's text.
   * - `prefix`: An icon or a dot before the text (decorative: give it `aria-hidden="true"`).
   *
   * ## CSS Custom Properties
   *
   * CSS variables available for styling the component.
   *
   * - `--pp-badge-radius`: Corner radius (`pill` makes it round). (default: `var(--pp-radius-sm, 0.25rem)`)
   * - `--pp-badge-font-size`: Text size. (default: `var(--pp-font-size-xs, 0.75rem)`)
   * - `--pp-badge-bg`: Background; by default the variant's status or brand colour. (default: `undefined`)
   * - `--pp-badge-fg`: Text colour; by default the variant's. (default: `undefined`)
   * - `--pp-badge-border`: Border colour; by default the variant's (transparent when solid). (default: `undefined`)
   *
   * ## CSS Parts
   *
   * Custom selectors for styling elements within the component.
   *
   * - `base`: The badge's box.
   */
  "pp-badge": Partial<
    PpBadgeProps & PpBadgeSolidJsProps & BaseProps<PpBadge> & BaseEvents
  >;

  /**
   * One step of a `<pp-breadcrumb>`: a list item holding a link to a page above the current one, or,
   * with `current`, the current page itself (read as "current page", not a link). The separator before
   * it (none before the first item) is drawn, hidden from screen readers.
   *
   * Put the page router's own link in the slot (`<a href>`, React Router's `<Link>`) so that a click
   * routes in the page; or give the item an `href`, and it draws the link itself.
   *
   * ## Attributes & Properties
   *
   * Component attributes and properties that can be applied to the element or by using JavaScript.
   *
   * - `href`: The address of the page; the item draws its own link to it (not when it is `current`).
   * - `current`: The item is the page being shown: `aria-current="page"`, not a link.
   *
   * ## Slots
   *
   * Areas where markup can be added to the component.
   *
   * - `(default)`: The item's text, or a link with its text.
   * - `separator`: Replaces the drawn chevron between this item and the one before.
   *
   * ## CSS Custom Properties
   *
   * CSS variables available for styling the component.
   *
   * - `--pp-breadcrumb-gap`: Space on each side of the separator. (default: `var(--pp-space-2, 0.5rem)`)
   * - `--pp-breadcrumb-link-color`: Colour of the links. (default: `var(--pp-color-fg-link, LinkText)`)
   * - `--pp-breadcrumb-current-color`: Colour of the current page. (default: `var(--pp-color-fg-default, CanvasText)`)
   * - `--pp-breadcrumb-separator-color`: Colour of the separators. (default: `var(--pp-color-fg-muted, GrayText)`)
   *
   * ## CSS Parts
   *
   * Custom selectors for styling elements within the component.
   *
   * - `link`: The link the item draws when it has an `href`.
   * - `separator`: The separator before the item.
   */
  "pp-breadcrumb-item": Partial<
    PpBreadcrumbItemProps &
      PpBreadcrumbItemSolidJsProps &
      BaseProps<PpBreadcrumbItem> &
      BaseEvents
  >;

  /**
   * Where the page sits in the site, as the WAI-ARIA breadcrumb pattern has it: a navigation landmark
   * named "Ścieżka nawigacji" ("Breadcrumb" in English; the `label` property changes it) holding a list
   * of `<pp-breadcrumb-item>`s, the last of which is the current page (`current`, read as "current
   * page"). The separators between the items are drawn, not read, and turn round in a right-to-left
   * page.
   *
   * Items take a link of the page's own router in their slot (`<a>`, React Router's `<Link>`), so that
   * a click routes in the page; an item with `href` draws its own link instead.
   *
   * ```html
   * <pp-breadcrumb>
   *   <pp-breadcrumb-item href="/">Start</pp-breadcrumb-item>
   *   <pp-breadcrumb-item href="/support/issues">Zgłoszenia</pp-breadcrumb-item>
   *   <pp-breadcrumb-item current>Serwer nie odpowiada</pp-breadcrumb-item>
   * </pp-breadcrumb>
   * ```
   *
   * ## Attributes & Properties
   *
   * Component attributes and properties that can be applied to the element or by using JavaScript.
   *
   * - `label`: The accessible name of the breadcrumb's navigation landmark.
   *
   * ## Slots
   *
   * Areas where markup can be added to the component.
   *
   * - `(default)`: The `<pp-breadcrumb-item>`s, the current page last.
   *
   * ## CSS Custom Properties
   *
   * CSS variables available for styling the component.
   *
   * - `--pp-breadcrumb-font-size`: Text size of the trail. The items' colours and spacing are theirs (`<pp-breadcrumb-item>`); set them here and the items inherit them. (default: `var(--pp-font-size-sm, 0.875rem)`)
   *
   * ## CSS Parts
   *
   * Custom selectors for styling elements within the component.
   *
   * - `base`: The `<nav>` landmark.
   * - `list`: The list of items.
   */
  "pp-breadcrumb": Partial<
    PpBreadcrumbProps &
      PpBreadcrumbSolidJsProps &
      BaseProps<PpBreadcrumb> &
      BaseEvents
  >;

  /**
   * A button, or a link that looks like one when it has an `href`. In a form it submits or resets it
   * as a native button does (`type="submit"` or `"reset"`), sending its own `name` and `value` and
   * honouring `formaction`, `formmethod`, `formenctype`, `formtarget` and `formnovalidate`; the
   * `submit` event's `submitter` is the `pp-button`. Unlike a native button the default `type` is
   * `button`, so that a button added to a form never submits it by accident.
   *
   * A button with only an icon needs a `label`: it becomes its accessible name (a warning on the
   * console says when it is missing). While `loading` the button shows a spinner, keeps its width and
   * its focus, ignores activation and reads "(trwa ładowanie)" after its name; `disabled` takes it out
   * of the tab order like a native button. A click the page cancels with `preventDefault()` neither
   * submits nor resets.
   *
   * ## Attributes & Properties
   *
   * Component attributes and properties that can be applied to the element or by using JavaScript.
   *
   * - `variant`: How the button looks.
   * - `size`: Its height (and its width when it has only an icon).
   * - `type`: What it does in its form: `button` (nothing, the default), `submit` or `reset`.
   * - `href`: Renders a link to this address instead of a button (`type` and the form attributes then do nothing).
   * - `target`: Where a link opens (`_blank` for a new tab, which it then says to screen readers).
   * - `rel`: The link's `rel`; a link with `target="_blank"` gets `noopener noreferrer` when none is given.
   * - `download`: Makes the link download its target, under this file name when one is given.
   * - `label`: The accessible name, required when the button shows only an icon; otherwise its text is its name.
   * - `keyshortcuts`: The keyboard shortcuts that also press this button, as `aria-keyshortcuts` takes them
   * (`Control+K Meta+K`): given to the inner control, which is what assistive technology reads.
   * - `loading`: Shows a spinner and ignores activation, keeping the focus and the width.
   * - `value`: Sent with the form as `name=value` when this button submits it.
   * - `formaction`: The address the form is sent to when this button submits it (the form's `action` otherwise).
   * - `formmethod`: The HTTP method used when this button submits the form.
   * - `formenctype`: The encoding used when this button submits the form.
   * - `formtarget`: Where the response opens when this button submits the form.
   * - `formnovalidate`: Submits the form without validating it (a 'Save draft' button).
   * - `loading-text`/`loadingText`: Hidden text read after the button's name while it is `loading`.
   * - `external-text`/`externalText`: Hidden text read after the name of a link button that opens in a new tab (`target="_blank"`).
   * - `name`: The form field name.
   * - `disabled`: Disables the element: it takes no input and is not submitted.
   * - `form`: The form this element belongs to. (property only) (readonly)
   *
   * ## Slots
   *
   * Areas where markup can be added to the component.
   *
   * - `(default)`: The button's text.
   * - `prefix`: An icon or other content before the text.
   * - `suffix`: An icon or other content after the text.
   *
   * ## Methods
   *
   * Methods that can be called to access component functionality.
   *
   * - `click() => void`: Clicks the button as a person would (`disabled` and `loading` ignore it).
   * - `formDisabledCallback() => void`: Form-associated callback: the element's disabled state changed, by a surrounding fieldset or by
   * its own `disabled` attribute. Only the fieldset's part is kept, read from the tree: taking the
   * argument would also record the element's own attribute, whose reflection happens in the middle
   * of an update, where Lit drops a change (a button enabled by code stayed disabled).
   *
   * ## CSS Custom Properties
   *
   * CSS variables available for styling the component.
   *
   * - `--pp-button-radius`: Corner radius. (default: `var(--pp-radius-md, 0.375rem)`)
   * - `--pp-button-primary-bg`: Background of the primary variant. (default: `var(--pp-color-bg-brand, #1d4ed8)`)
   * - `--pp-button-primary-bg-hover`: Background of the primary variant when hovered or pressed. (default: `var(--pp-color-bg-brand-hover, #1e40af)`)
   * - `--pp-button-primary-fg`: Text of the primary variant. (default: `var(--pp-color-fg-on-brand, #fff)`)
   * - `--pp-button-secondary-bg`: Background of the secondary variant. (default: `var(--pp-color-bg-surface, Canvas)`)
   * - `--pp-button-secondary-bg-hover`: Background of the secondary variant when hovered or pressed. (default: `var(--pp-color-bg-hover, Canvas)`)
   * - `--pp-button-secondary-fg`: Text of the secondary variant. (default: `var(--pp-color-fg-default, CanvasText)`)
   * - `--pp-button-secondary-border`: Border of the secondary variant. (default: `var(--pp-color-border-strong, GrayText)`)
   * - `--pp-button-danger-bg`: Background of the danger variant. (default: `var(--pp-color-status-error-solid, #dc2626)`)
   * - `--pp-button-danger-bg-hover`: Background of the danger variant when hovered or pressed. (default: `var(--pp-color-status-error-solid-hover, #b91c1c)`)
   * - `--pp-button-danger-fg`: Text of the danger variant. (default: `var(--pp-color-status-error-on-solid, #fff)`)
   * - `--pp-button-ghost-fg`: Text of the ghost variant. (default: `var(--pp-color-fg-default, CanvasText)`)
   * - `--pp-button-ghost-bg-hover`: Background of the ghost variant when hovered or pressed. (default: `var(--pp-color-bg-hover, Canvas)`)
   * - `--pp-button-link-fg`: Text of the link variant. (default: `var(--pp-color-fg-link, LinkText)`)
   *
   * ## CSS Parts
   *
   * Custom selectors for styling elements within the component.
   *
   * - `base`: The native `<button>` or `<a>` inside.
   * - `label`: The wrapper of the text.
   * - `prefix`: The wrapper of the `prefix` slot.
   * - `suffix`: The wrapper of the `suffix` slot.
   * - `spinner`: The spinner shown while `loading`.
   */
  "pp-button": Partial<
    PpButtonProps & PpButtonSolidJsProps & BaseProps<PpButton> & BaseEvents
  >;

  /**
   * A checkbox (the WAI-ARIA checkbox pattern, dual-state and mixed): a native
   * `<input type="checkbox">` in the shadow root, drawn over with a box and a check mark from the
   * tokens, named by a real `<label>` beside it, with a hint, an error and a required mark. Space
   * toggles it, and so does a click on the box or on the label; the target is 24 px at least.
   *
   * `indeterminate` shows it as mixed (a dash; read as "mixed", `aria-checked="mixed"`), as for a
   * "select all" whose items are partly checked; a toggle by the user clears it, as on a native
   * checkbox, and sets `checked`.
   *
   * It is form-associated: it submits `name=value` while checked (`value` is 'on' by default) and
   * nothing while unchecked, a form reset returns it to the `checked` attribute, the browser may
   * restore it, and a disabled `<fieldset>` disables it. With `required` an unchecked checkbox is
   * invalid (`valueMissing`) with a message of its own in Polish or English; the message shows, and the
   * input is `aria-invalid`, once the user toggled it or a submission (or `reportValidity()`) found it
   * invalid. An `error` makes it invalid with that message at once, as a server's answer would.
   * `input` and `change` fire when the user toggles it, not when code sets `checked`. `focus()` and
   * `click()` reach the input.
   *
   * ## Attributes & Properties
   *
   * Component attributes and properties that can be applied to the element or by using JavaScript.
   *
   * - `indeterminate`: Shows the checkbox as mixed, neither checked nor unchecked; a toggle by the user clears it.
   * - `value-missing-message`/`valueMissingMessage`: The validation message when `required` and not checked.
   * - `checked`: Whether it is on. The `checked` attribute is the state at first, and the one a form reset
   * returns to; the property holds the current state.
   * - `value`: Sent with the form as `name=value` while checked (nothing is sent while unchecked).
   * - `label`: The label beside the control: its accessible name, and a click on it toggles (the `label` slot replaces it).
   * - `hint`: Help under the label, read as the control's description (the `hint` slot replaces it).
   * - `error`: An error to show (a server's answer): the control is invalid with this message until it is '' again.
   * - `size`: The size of the control and its text.
   * - `required`: A value is required for the form to be valid.
   * - `name`: The form field name.
   * - `disabled`: Disables the element: it takes no input and is not submitted.
   * - `validity`: The validity state. (property only) (readonly)
   * - `validationMessage`: The validation message, '' when valid. (property only) (readonly)
   * - `willValidate`: Whether the element takes part in constraint validation. (property only) (readonly)
   * - `form`: The form this element belongs to. (property only) (readonly)
   *
   * ## Events
   *
   * Events that will be emitted by the component.
   *
   * - `input`: The user toggled the checkbox, after `checked` follows it.
   * - `change`: The user toggled the checkbox (after `input`).
   *
   * ## Slots
   *
   * Areas where markup can be added to the component.
   *
   * - `label`: Rich content for the label (replaces `label`), such as a link to the terms.
   * - `hint`: Rich content for the hint (replaces `hint`).
   * - `error`: Rich content for the error: while it holds something the checkbox is invalid with its text as the message, as with `error`.
   *
   * ## Methods
   *
   * Methods that can be called to access component functionality.
   *
   * - `click() => void`: Clicks the control as a person would: it toggles unless disabled.
   * - `checkValidity() => boolean`: Checks validity, firing `invalid` when invalid, without showing the error under the control.
   * - `formResetCallback() => void`: Form-associated callback: the form was reset.
   * - `formStateRestoreCallback(state: string | File | FormData | null) => void`: Form-associated callback: the browser restores the state (back/forward navigation).
   * - `reportValidity() => boolean`: Checks validity and shows the browser's message when invalid.
   * - `formDisabledCallback() => void`: Form-associated callback: the element's disabled state changed, by a surrounding fieldset or by
   * its own `disabled` attribute. Only the fieldset's part is kept, read from the tree: taking the
   * argument would also record the element's own attribute, whose reflection happens in the middle
   * of an update, where Lit drops a change (a button enabled by code stayed disabled).
   *
   * ## CSS Custom Properties
   *
   * CSS variables available for styling the component.
   *
   * - `--pp-checkbox-radius`: Corner radius of the box. (default: `var(--pp-radius-sm, 0.25rem)`)
   * - `--pp-checkbox-border`: Border of an unchecked box. (default: `var(--pp-input-border, var(--pp-color-border-strong, GrayText))`)
   * - `--pp-checkbox-bg`: Background of an unchecked box. (default: `var(--pp-input-bg, var(--pp-color-bg-surface, Field))`)
   * - `--pp-checkbox-checked-bg`: Background and border of a checked or mixed box. (default: `var(--pp-color-bg-brand, Highlight)`)
   * - `--pp-checkbox-checked-fg`: The check mark and the dash. (default: `var(--pp-color-fg-on-brand, HighlightText)`)
   *
   * ## CSS Parts
   *
   * Custom selectors for styling elements within the component.
   *
   * - `control`: The 24 px target holding the native input and the box.
   * - `input`: The native `<input type="checkbox">` (transparent, over the box).
   * - `box`: The drawn box with the check mark or the dash.
   * - `label`: The `<label>` beside the box.
   * - `required`: The required mark ('*') in the label (hidden from screen readers: the input is `required`).
   * - `hint`: The hint under the label.
   * - `error`: The error under the label.
   */
  "pp-checkbox": Partial<
    PpCheckboxProps &
      PpCheckboxSolidJsProps &
      BaseProps<PpCheckbox> &
      BaseEvents
  >;

  /**
   * A combobox for choosing from a list: select-only (a button-like trigger with a placeholder, like the
   * project switcher) or editable (a text input that filters the list). Options can open nested levels,
   * navigate, toggle (checkbox) or be a single choice (radio or plain), come from an `options` tree or a
   * server-side `dataProvider`, and are virtualised, so 100,000 of them cost no more than 30.
   *
   * It follows the WAI-ARIA APG combobox pattern: DOM focus stays on the input (or trigger),
   * `aria-activedescendant` names the active option, which is always rendered first, and every rendered
   * option carries `aria-setsize`/`aria-posinset`. The option count, the active option and "no results"
   * are also announced through a polite live region. It is form-associated: `name`, `value`, `required`,
   * `disabled`, validity, form reset and restore, native `input` and `change` events. The list's thin
   * scrollbar shows while it scrolls and hides 600 ms after scrolling stops (its space is kept); the list
   * itself never takes focus.
   *
   * Keyboard (focus on the combobox): Down/Up move (and open: Down to the first option, Up to the last;
   * in select mode to the current choice when there is one); Alt+Down opens without moving; Alt+Up closes
   * (in select mode it also accepts the active option); Home/End go to the first/last option while an
   * option is active (in editable mode they are caret keys otherwise; in select mode they also open);
   * PageUp/PageDown move by a page; Enter accepts the active option (entering its level when it has
   * children); Escape goes back one level, or closes, and when closed clears the text (editable mode);
   * Backspace on an empty query goes back one level; Tab accepts the active choice and lets focus move on.
   * In select mode, typing letters jumps to the next option starting with them, and Space opens or
   * accepts. Nothing happens while an IME composes text. Pointer: hovering moves the active option, a
   * click accepts.
   *
   * Languages: every built-in text (empty, loading and error text, back and path labels, announcements
   * with Polish or English plurals, the validation message) is Polish or English after the `lang` of the
   * element, else of its closest ancestor with one (across shadow roots), else of `<html>`; Polish when
   * none is set or the language is neither (`en-GB` is English). A change of `lang` at run time
   * re-renders it. A text set through its property or attribute always wins.
   *
   * As a form field (shared/field.ts, as `pp-text-field`): `hint` and `error` (or the `hint` and `error`
   * slots) show under the box and are the combobox's accessible description (`aria-describedby` inside
   * the same shadow root), and an error makes it `aria-invalid` and invalid with that message
   * (`customError`). The visible label is opt-in, with `field`: `label` has always been the accessible
   * name alone, and the project switcher, command palettes and table filters give one without
   * wanting it seen; one boolean (rather than a second label text) keeps one name, the same for
   * everyone whether it is shown or not. With `field`, `label` (or the `label` slot) shows above the
   * box and names the combobox (`aria-labelledby`; a click on it focuses the combobox without opening
   * the list), `required` adds the required mark, and the `required` check's message
   * (`requiredMessage`) shows under the box once the user has been there (chose and cleared, or a
   * submission or `reportValidity()` found it empty), as a text field's validity error does. Without
   * it, that check only makes the combobox `aria-invalid`, and the page shows `validationMessage`.
   *
   * ## Attributes & Properties
   *
   * Component attributes and properties that can be applied to the element or by using JavaScript.
   *
   * - `mode`: `select` (default): a button-like trigger (no text input); `editable`: a text input that filters
   * the list.
   * - `value`: The id of the chosen plain or radio option ('' for none). The `value` attribute is the value at
   * first, and the one a form reset returns to.
   * - `open`: Whether the list is shown.
   * - `placeholder`: Shown when nothing is chosen; the accessible name when `label` is empty.
   * - `label`: The accessible name of the combobox and its listbox; with `field`, also its visible label.
   * - `field`: Lay it out as a form field: `label` shows above the box (with the required mark when `required`),
   * and the `required` check's message under it once the user has been there. Off, `label` is only the
   * accessible name (a project switcher, a palette, a table's filter).
   * - `hint`: Help under the box, read as the combobox's description (the `hint` slot replaces it).
   * - `error`: An error to show under the box (a server's answer, the page's own check), read as the combobox's
   * description: it is `aria-invalid`, and invalid with this message, until it is '' again.
   * - `empty-text`/`emptyText`: Shown and announced when nothing matches.
   * - `loading-text`/`loadingText`: Shown while the data provider loads (and in rows not loaded yet).
   * - `error-text`/`errorText`: Shown and announced when the data provider fails.
   * - `back-label`/`backLabel`: Accessible name of the back button of a nested level.
   * - `path-label`/`pathLabel`: Accessible name of the breadcrumb of a nested level.
   * - `submenu-text`/`submenuText`: Read after the name of an option that opens a level.
   * - `checked-text`/`checkedText`: Announced for a checked checkbox option.
   * - `unchecked-text`/`uncheckedText`: Announced for an unchecked checkbox option.
   * - `position-text`/`positionText`: The position part of an active-option announcement: `{position}` and `{count}` are replaced.
   * - `count-text`/`countText`: The count announcement by plural category (`Intl.PluralRules` of `locale`); `{count}` is replaced.
   * - `required-message`/`requiredMessage`: The validation message when `required` and nothing is chosen.
   * - `locale`: Locale of the plural rules of the count announcement. Set it with your own `countText` in a third
   * language; setting it changes no other text.
   * - `auto-activate`/`autoActivate`: Typing makes the best match active, so Enter accepts it (command palettes).
   * - `shallow-search`/`shallowSearch`: Search only the current level; by default matches below it are found too, shown with their path.
   * - `loop`: Down on the last option goes to the first, and Up on the first to the last.
   * - `page-size`/`pageSize`: Items asked from the data provider at a time.
   * - `overscan`: Rows rendered beyond each edge of the visible list.
   * - `debounce`: Milliseconds between the last keystroke and the data provider call.
   * - `reset-delay`/`resetDelay`: Milliseconds after closing before the query, level and active option reset.
   * - `announce-active`/`announceActive`: Announce the active option in the live region: `auto` on Apple platforms only (VoiceOver handles
   * `aria-activedescendant` badly, and other screen readers would hear it twice).
   * - `announce-delay`/`announceDelay`: Milliseconds to wait before announcing the option count (typing coalesces).
   * - `required`: A value is required for the form to be valid.
   * - `name`: The form field name.
   * - `disabled`: Disables the element: it takes no input and is not submitted.
   * - `options`: The options, as a tree (`children` opens a level). Ignored while `dataProvider` is set. (property only)
   * - `dataProvider`: Server-side options: asked for a page at a time, debounced, stale requests aborted. (property only)
   * - `checkedValues`: The ids of the checked checkbox options. (property only) (readonly)
   * - `validity`: The validity state. (property only) (readonly)
   * - `validationMessage`: The validation message, '' when valid. (property only) (readonly)
   * - `willValidate`: Whether the element takes part in constraint validation. (property only) (readonly)
   * - `form`: The form this element belongs to. (property only) (readonly)
   *
   * ## Events
   *
   * Events that will be emitted by the component.
   *
   * - `input`: The value (or a checkbox option's state) changed through the user.
   * - `change`: The value (or a checkbox option's state) changed through the user.
   * - `pp-select`: A plain, radio or checkbox option was accepted. Cancelable: `preventDefault()` keeps the value.
   * - `pp-navigate`: An `href` option was accepted. Cancelable unless `asInertiaLink` is false; when not canceled the browser loads `href`.
   * - `pp-toggle`: The list opened or closed.
   *
   * ## Slots
   *
   * Areas where markup can be added to the component.
   *
   * - `label`: With `field`: rich content for the visible label (replaces `label`); keep it text and inline elements.
   * - `hint`: Rich content for the hint (replaces `hint`), such as a link.
   * - `error`: Rich content for the error: while it holds something the combobox is invalid with its text as the message, as with `error`.
   *
   * ## Methods
   *
   * Methods that can be called to access component functionality.
   *
   * - `show() => void`: Opens the list.
   * - `hide() => void`: Closes the list.
   * - `checkValidity() => boolean`: Checks validity, firing `invalid` when invalid, without showing the error under the field.
   * - `formResetCallback() => void`: Form-associated callback: the form was reset.
   * - `formStateRestoreCallback(state: string | File | FormData | null) => void`: Form-associated callback: the browser restores the state (back/forward navigation, autofill).
   * - `reportValidity() => boolean`: Checks validity and shows the browser's message when invalid.
   * - `formDisabledCallback() => void`: Form-associated callback: the element's disabled state changed, by a surrounding fieldset or by
   * its own `disabled` attribute. Only the fieldset's part is kept, read from the tree: taking the
   * argument would also record the element's own attribute, whose reflection happens in the middle
   * of an update, where Lit drops a change (a button enabled by code stayed disabled).
   *
   * ## CSS Custom Properties
   *
   * CSS variables available for styling the component.
   *
   * - `--pp-combobox-width`: Width of the element. Default 16rem. (default: `16rem`)
   * - `--pp-combobox-max-height`: Maximum height of the list. Default 300px. (default: `300px`)
   * - `--pp-combobox-row-height`: Height of an option row. Default 32px. (default: `32px`)
   * - `--pp-combobox-row-height-description`: Height of a row with a description. Default 48px. (default: `48px`)
   * - `--pp-combobox-background`: Field background. Default --pp-color-bg-surface. (default: `var(--pp-color-bg-surface, Field)`)
   * - `--pp-combobox-border-color`: Field and popup border. Default --pp-color-border-default. (default: `var(--pp-color-border-default, GrayText)`)
   * - `--pp-combobox-radius`: Corner radius. Default --pp-radius-md. (default: `var(--pp-radius-md, 0.375rem)`)
   * - `--pp-combobox-popup-background`: Popup background. Default --pp-color-bg-raised. (default: `var(--pp-color-bg-raised, Canvas)`)
   * - `--pp-combobox-option-active-background`: Active option background. Default --pp-color-bg-hover. (default: `var(--pp-color-bg-hover, color-mix(in srgb, CanvasText 10%, Canvas))`)
   * - `--pp-combobox-option-checked-color`: Check marks. Default --pp-color-bg-brand. (default: `var(--pp-color-bg-brand, AccentColor)`)
   * - `--pp-scroll-area-thumb`: The list's scrollbar thumb while shown. Default --pp-color-border-strong. (default: `var(--pp-color-border-strong, GrayText)`)
   * - `--pp-scroll-area-track`: The list's scrollbar track while shown. Default transparent. (default: `transparent`)
   *
   * ## CSS Parts
   *
   * Custom selectors for styling elements within the component.
   *
   * - `label`: The `<label>` above the field (with `field`).
   * - `required`: The required mark ('*') in the label (hidden from screen readers: the combobox is `aria-required`).
   * - `hint`: The hint under the field.
   * - `error`: The error under the field.
   * - `field`: The box around the input or trigger.
   * - `input`: The text input (editable mode).
   * - `trigger`: The button-like trigger (select mode).
   * - `value`: The chosen option's name in the trigger.
   * - `placeholder`: The placeholder in the trigger; also each option row of a data provider's page not loaded yet.
   * - `indicator`: The chevron of the field.
   * - `popup`: The popup in the top layer.
   * - `path`: The breadcrumb of a nested level.
   * - `back`: The back button of a nested level.
   * - `listbox`: The scrolling listbox.
   * - `option`: Each option row (with the `active`, `checked` and `placeholder` parts on the matching rows).
   * - `active`: The active option row (the one `aria-activedescendant` names), with `option`.
   * - `checked`: The current option rows: the chosen option, checked checkboxes and links with `active` (the current page), with `option`.
   * - `check`: The checkbox or radio mark of an option.
   * - `icon`: The icon of an option.
   * - `name`: The name of an option.
   * - `match`: The part of a name that matches the query.
   * - `description`: The second line of an option.
   * - `chevron`: The mark of an option that opens a level.
   * - `empty`: The empty, error or loading message.
   * - `spinner`: The loading spinner.
   */
  "pp-combobox": Partial<
    PpComboboxProps &
      PpComboboxSolidJsProps &
      BaseProps<PpCombobox> &
      BaseEvents
  >;

  /**
   * A data table: columns as data, client-side `rows` or a server-side `dataProvider`, sorting (Shift
   * adds a key), a global search, column filters, pagination, row links, and a state object (sort,
   * filters, search, page, page size) the host reads, sets and keeps, in the URL for instance.
   * `@tanstack/table-core` keeps the columns, their visibility, the sort cycle and the selection.
   * Client-side rows are sorted, filtered, searched and paged by an index of the table's own: each
   * column's sort keys (texts ranked by the collator, numeric order) and each row's search text are
   * worked out once, in the idle time after the rows are shown, so 100,000 rows sort and search in
   * milliseconds. A selectable table's rows go through table-core's row models (by the same keys), as
   * its Shift range and "every matching row" need them all. Rows without a value sort last both ways.
   *
   * Column filters (a column's `filter`), in the toolbar, each labelled after its column ('Filtruj:
   * Status'): `text` ("contains"), `set` (a `pp-combobox` with several choices of the column's
   * `filterOptions`; its value in the state is `string[]`, shown as checked options when the host sets
   * it), `date-range` (from and to date fields, both inclusive, either optional; `{ from, to }` of ISO
   * dates in the state; a start after the end shows an error next to the fields and is not applied:
   * the filter stays as it last was, without `pp-state-change`). A table with a set filter imports
   * `pp-combobox` when it first renders one, and waits for it. While the search or a column filter is
   * set, the toolbar shows "Wyczyść filtry" ("Clear filters"; part `clear-filters`, text
   * `clear-filters-label`): it empties the search and every column filter at once (back on page 1, the
   * sort kept) with one `pp-state-change`, as any filter change, and, since it goes with the filters,
   * puts the focus on the search field.
   *
   * It fits any width: the toolbar (search, filters, "Clear filters", "Columns", the selection bar) and
   * the pagination bar wrap onto more lines, and the grid scrolls sideways inside its own box (part
   * `scroller`), never the page. The host is a one-column grid whose narrowest width is its toolbar's
   * and pagination bar's widest piece, not the grid's, so it shrinks in a flex or grid item even
   * without `min-width: 0` there.
   *
   * With `selectable`, a first column of checkboxes selects rows (the header's selects or clears the
   * page, `indeterminate` when some of it is selected), by key (`rowKey`), across pages, sorting and
   * filtering. While rows are selected, the toolbar shows their count, "select all matching" once the
   * page is selected and more rows match (with a `dataProvider`, `selection.allMatching`), and "clear
   * selection"; a change of the count is announced. The host reads and sets `selection`.
   *
   * It follows the WAI-ARIA APG grid pattern: `role="grid"` with `aria-rowcount`/`aria-colcount` (all
   * matching rows, not only the page) and `aria-rowindex`/`aria-colindex`, one tab stop with roving
   * focus. Keyboard (focus on a cell): arrows move between cells; Home/End to the first/last cell of the
   * row; Ctrl+Home/Ctrl+End to the first cell of the grid / the last cell of the last row;
   * PageUp/PageDown by 10 rows; Enter or Space on a sortable header sorts (Shift+Enter, Shift+Space and
   * Shift+click add a second key), `aria-sort` names the first key; Enter on a cell opens the row's link
   * (a `link` column's, or `rowHref`) through a cancelable `pp-navigate`, except in a cell with buttons
   * (`actions`), where it moves into them like F2; Escape (or F2) goes back to the cell. A selection
   * checkbox takes its cell's focus itself; Space toggles it, Shift+click selects a range. Sorting, and
   * result counts after a search or a filter, are announced in a polite live region, with Polish or
   * English plurals.
   *
   * With a `dataProvider`, the table asks for one page at a time: at once for sort and page changes, and
   * `debounce` ms after the last keystroke of a search or filter; a newer request aborts the one before
   * (its `signal`). Meanwhile the grid is `aria-busy` and shows skeleton rows; a failure shows the error
   * text with a retry button; no rows show the empty text.
   *
   * Languages: every built-in text is Polish or English after the `lang` of the element, else of its
   * closest ancestor with one, else of `<html>`; numbers and dates are formatted with `Intl` for that
   * language. A text set through its property or attribute always wins.
   *
   * The "Columns" button in the toolbar opens the column visibility menu (APG disclosure; a popover
   * under the button, closed by Escape or a click outside, focus back on the button): a checkbox for
   * each column but `actions` shows or hides it; the last column shown cannot be hidden. A column's
   * `hidden` flag is its initial state; the user's choice is the state's `hidden` (the ids of the hidden
   * columns), which the host reads and sets like the rest of it.
   *
   * Each header ends in a resizer (a vertical `separator` named after the column; a column with
   * `resizable: false` has none): drag it, or press F2 on the header and then ArrowRight/ArrowLeft (16
   * px; 64 with Shift), Escape to go back; a double click gives the column back its own width. The
   * widths are the state's `widths` (pixels by column id); from the first resize on, the table has a
   * fixed layout of the widths the columns had then.
   *
   * With `virtual`, every matching row is in one scrolling grid instead of pages: only the rows in view
   * and 10 above and below are rendered (`@lit-labs/virtualizer`, loaded when a table first needs it),
   * each with its `aria-rowindex`, under a sticky header; the arrow, Page and Ctrl+Home/End keys scroll
   * the row they move to into view. The number of matching rows shows under the grid. A data provider
   * is asked for blocks of 100 rows as they come near the view (skeleton rows until they arrive).
   *
   * **Page CSS**: while a data provider's rows are on their way (the grid is `aria-busy`), and while
   * the table waits to be drawn for a part it loads on first use (the combobox of a set filter, the
   * virtualizer), the host has the custom state `:state(loading)`, e.g. to keep what follows the table
   * from being drawn where the rows will push it
   * (`main:has(pp-data-table:state(loading)) + footer { visibility: hidden }`).
   *
   * ## Attributes & Properties
   *
   * Component attributes and properties that can be applied to the element or by using JavaScript.
   *
   * - `label`: The accessible name of the grid.
   * - `page-sizes`/`pageSizes`: The page-size options.
   * - `status-labels`/`statusLabels`: Labels of `status` values (a column's own `statusLabels` win), e.g. `{ "active": "Aktywny" }`.
   * - `debounce`: Milliseconds between the last keystroke of a search or filter and the data provider call.
   * - `virtual`: Shows every matching row in one scrolling grid instead of pages: only the rows in view (and 10
   * above and below) are in the DOM, each with its `aria-rowindex`; the header stays on top, the
   * number of matching rows shows under the grid. With a `dataProvider`, the rows are asked for in
   * blocks of 100 (`offset`, `limit`) as they come near the view, skeleton rows in their place until
   * they arrive.
   * - `selectable`: Adds a first column of checkboxes that select rows (see `selection`).
   * - `row-key`/`rowKey`: The row field whose value (as text) is a row's key in `selection`: unique, and the same for a row
   * on every page (a row without it is keyed by its index, which is not).
   * - `search-label`/`searchLabel`: The label of the global search field.
   * - `filter-label`/`filterLabel`: The label of a column's filter (text, set, or the legend of a date range): `{column}` is the column's header.
   * - `filter-all-text`/`filterAllText`: Shown in a set filter while no value is chosen (every row matches).
   * - `date-from-label`/`dateFromLabel`: The label of a date range filter's first date (the group is named after the column).
   * - `date-to-label`/`dateToLabel`: The label of a date range filter's last date (the group is named after the column).
   * - `date-range-error-text`/`dateRangeErrorText`: Shown (and announced) next to a date range filter whose start is after its end; the range is not applied.
   * - `empty-text`/`emptyText`: Shown (and announced) when no row matches.
   * - `loading-text`/`loadingText`: The accessible name of the skeleton rows while rows load.
   * - `error-text`/`errorText`: Shown (and announced) when the data provider fails.
   * - `retry-label`/`retryLabel`: The button that asks the data provider again after a failure.
   * - `pagination-label`/`paginationLabel`: The accessible name of the pagination bar.
   * - `page-size-label`/`pageSizeLabel`: The label of the page-size field.
   * - `range-text`/`rangeText`: The rows shown: `{from}`, `{to}` and `{total}` are replaced (numbers formatted for the language).
   * - `page-text`/`pageText`: The page shown: `{page}` and `{count}` are replaced.
   * - `first-page-label`/`firstPageLabel`: The first-page button.
   * - `previous-page-label`/`previousPageLabel`: The previous-page button.
   * - `next-page-label`/`nextPageLabel`: The next-page button.
   * - `last-page-label`/`lastPageLabel`: The last-page button.
   * - `sorted-text`/`sortedText`: Announced after a sort: `{columns}` is each key's column and direction, joined by ', '.
   * - `unsorted-text`/`unsortedText`: Announced when no column sorts any more.
   * - `ascending-text`/`ascendingText`: The direction of an ascending sort key in the sort announcement.
   * - `descending-text`/`descendingText`: The direction of a descending sort key in the sort announcement.
   * - `count-text`/`countText`: The result count announcement by plural category (`Intl.PluralRules` of the language); `{count}` is replaced.
   * - `select-row-label`/`selectRowLabel`: The label of a row's checkbox (`selectable`): `{row}` is the text of the row's first column.
   * - `select-page-label`/`selectPageLabel`: The label of the header checkbox that selects or clears the rows of the page (`selectable`).
   * - `selection-count-text`/`selectionCountText`: The selected count shown above the grid and announced, by plural category (`Intl.PluralRules` of the language); `{count}` is replaced.
   * - `select-all-matching-label`/`selectAllMatchingLabel`: The button that selects every matching row once the page is selected: `{total}` is their number.
   * - `clear-selection-label`/`clearSelectionLabel`: The button that clears the selection.
   * - `clear-filters-label`/`clearFiltersLabel`: The button in the toolbar, shown while the search or a column filter is set, that clears them all.
   * - `resize-label`/`resizeLabel`: The name of a header's resizer: `{column}` is the column's header.
   * - `columns-label`/`columnsLabel`: The button of the column visibility menu (and the name of its panel).
   * - `columns`: The columns, in order (`hidden` ones are not shown). (property only)
   * - `rows`: Client-side rows: all of them; the table sorts, filters and pages them. Ignored while `dataProvider` is set. (property only)
   * - `dataProvider`: Server-side rows: asked for a page at a time with the state; stale requests are aborted. (property only)
   * - `rowHref`: The link of a row (opened by a click on the row or Enter); `link` columns default to it. (property only)
   * - `state`: The sort keys, filters, search, page (1-based), page size and hidden columns. Reading gives a copy; setting
   * applies it (a partial or invalid state is completed and corrected) without `pp-state-change`. (property only)
   * - `selection`: The selected rows of a `selectable` table: `keys` (their `rowKey` values), or with a
   * `dataProvider` after "select all matching", `allMatching: true` and the keys `excluded` since
   * (`allMatching` means the rows matching the current search and filters, and ends when they change).
   * Reading gives a copy; setting applies it without `pp-selection-change` (an `allMatching` set on
   * client-side rows becomes their keys). (property only)
   *
   * ## Events
   *
   * Events that will be emitted by the component.
   *
   * - `pp-state-change`: The user changed the sort, a filter, the search, the page, the page size, the hidden columns or a column's width (once, at the end of a drag), or pressed "clear filters" (once, search and filters emptied, page 1); `detail.state` is the new state. Not fired when the host sets `state`, nor for a date range whose start is after its end.
   * - `pp-navigate`: A row's link was opened (click on the row or its link, Enter on a cell). Cancelable: `preventDefault()` keeps the browser from loading `href`, to route client-side.
   * - `pp-row-action`: A button of an `actions` column was pressed.
   * - `pp-selection-change`: The user changed the selection (a row's or the page's checkbox, "select all matching", "clear selection", or a search or filter change that ends `allMatching`); `detail.selection` is the new selection, `detail.count` the number of rows selected. Not fired when the host sets `selection`.
   *
   * ## CSS Custom Properties
   *
   * CSS variables available for styling the component.
   *
   * - `--pp-data-table-max-height`: Maximum height of the scrolling grid. Default 32rem. (default: `32rem`)
   * - `--pp-data-table-border-color`: Borders of the grid, its rows and fields. Default --pp-color-border-default. (default: `var(--pp-color-border-default, GrayText)`)
   * - `--pp-data-table-header-background`: Background of the sticky header. Default --pp-color-bg-subtle. (default: `var(--pp-color-bg-subtle, Canvas)`)
   * - `--pp-data-table-row-hover-background`: Background of a row with a link under the pointer, and of skeleton bars. Default --pp-color-bg-hover. (default: `var(--pp-color-bg-hover, color-mix(in srgb, CanvasText 8%, Canvas))`)
   * - `--pp-data-table-row-selected-background`: Background of a selected row. Default --pp-color-bg-selected. (default: `var(--pp-color-bg-selected, color-mix(in srgb, Highlight 16%, Canvas))`)
   * - `--pp-data-table-radius`: Corner radius of the grid and fields. Default --pp-radius-md. (default: `var(--pp-radius-md, 0.375rem)`)
   *
   * ## CSS Parts
   *
   * Custom selectors for styling elements within the component.
   *
   * - `toolbar`: The bar above the grid with the search field, the column filters and, while rows are selected, their count with "select all matching" and "clear selection".
   * - `clear-filters`: The "clear filters" button in the toolbar, shown while the search or a column filter is set: it clears them all (one `pp-state-change`) and puts the focus on the search field.
   * - `search`: The global search field.
   * - `columns-button`: The button of the column visibility menu.
   * - `columns-panel`: The column visibility menu's panel (a popover) of checkboxes.
   * - `filter`: Each column's text filter field.
   * - `filter-set`: Each column's set filter (a `pp-combobox`; style it through its custom properties).
   * - `filter-range`: Each column's date range filter (a fieldset with the column's name as its legend).
   * - `filter-date`: Each date field of a date range filter.
   * - `filter-error`: The error of a date range filter whose start is after its end.
   * - `scroller`: The scroll container of the grid (its header sticks to its top): it scrolls sideways when the columns are wider than the table.
   * - `grid`: The grid (`<table role="grid">`).
   * - `count`: Under a virtual table: the number of matching rows.
   * - `header`: Each column header.
   * - `resizer`: The resizer at the end of each header (a vertical separator; its line is a `::after`).
   * - `sort-indicator`: The sort arrow (and key number) of a sortable header.
   * - `row`: Each body row, skeleton rows included.
   * - `cell`: Each body cell.
   * - `link`: The link of a `link` cell.
   * - `status`: The badge of a `status` cell (its value in `data-status`).
   * - `action`: Each button of an `actions` cell.
   * - `skeleton`: The placeholder bar of a cell while rows load.
   * - `empty`: The cell with the empty text.
   * - `error`: The cell with the error text and the retry button.
   * - `retry`: The retry button.
   * - `pagination`: The pagination bar.
   * - `page-size`: The page-size field.
   * - `range`: The range text ("1–25 z 2 340").
   * - `page`: The page text ("Strona 1 z 94").
   * - `page-button`: Each of the first, previous, next and last page buttons.
   *
   * ## CSS States
   *
   * These can be used to apply styling when a component is in a given state.
   *
   * - `loading`: A data provider's rows are on their way (the grid is `aria-busy`), or the table waits to be drawn for a part it loads on first use.
   */
  "pp-data-table": Partial<
    PpDataTableProps &
      PpDataTableSolidJsProps &
      BaseProps<PpDataTable> &
      BaseEvents
  >;

  /**
   * A modal dialog (WAI-ARIA APG "Dialog (Modal)") on a native `<dialog>` shown with `showModal()`:
   * it sits in the top layer, the page behind it is inert and does not scroll, and Tab moves only
   * among the dialog's own controls. The dialog is named by its heading, `label` (or the `label`
   * slot), and has a close button in its header named "Zamknij" / "Close".
   *
   * Open it by setting `open` (or the attribute) or with `show()`; close it with `hide()` or by
   * clearing `open`. When it opens, focus goes to the first element with `autofocus` inside it, else
   * to the first focusable element of its body, else to the dialog itself; when it closes, focus
   * returns to the element that had it before.
   *
   * The person closes it with Escape, the close button or, unless `no-light-dismiss`, a click on the
   * backdrop. Each of these first fires `pp-request-close`; cancel it (`preventDefault()`) to keep the
   * dialog open, e.g. to ask about unsaved changes. `hide()` and clearing `open` close it without
   * asking. With `placement="end"` it is a drawer that slides in from the inline end edge, full height.
   *
   * ## Attributes & Properties
   *
   * Component attributes and properties that can be applied to the element or by using JavaScript.
   *
   * - `open`: Whether the dialog is open. Setting it opens or closes the dialog (without `pp-request-close`).
   * - `label`: The heading of the dialog and its accessible name (the `label` slot replaces it).
   * - `size`: The widest the dialog grows: `sm` 25rem, `md` 35rem, `lg` 50rem (never wider than the viewport).
   * - `placement`: `center` (the default) or `end`: a drawer along the inline end edge, full height.
   * - `no-light-dismiss`/`noLightDismiss`: A click on the backdrop does not close the dialog (Escape and the close button still do).
   * - `no-header`/`noHeader`: No header is shown: neither the heading nor the close button (a search dialog whose field says
   * what it is). The heading still names the dialog for assistive technology. Escape and the
   * backdrop still close it; give pointer users a way out if you also set `no-light-dismiss`.
   * - `close-label`/`closeLabel`: The accessible name of the close button in the dialog's header.
   *
   * ## Events
   *
   * Events that will be emitted by the component.
   *
   * - `pp-request-close`: The person asked to close the dialog (Escape, the close button, the backdrop). Cancelable: `preventDefault()` keeps it open.
   * - `pp-open`: The dialog starts to open.
   * - `pp-after-open`: The dialog is open and its opening transition has ended.
   * - `pp-close`: The dialog starts to close (for any reason).
   * - `pp-after-close`: The dialog is closed, its closing transition has ended and focus is back.
   *
   * ## Slots
   *
   * Areas where markup can be added to the component.
   *
   * - `(default)`: The body of the dialog; it scrolls when it is taller than the room left.
   * - `label`: The heading, when it needs more than the `label` text.
   * - `footer`: Actions at the bottom, usually `pp-button`s ('Anuluj', 'Zapisz').
   *
   * ## Methods
   *
   * Methods that can be called to access component functionality.
   *
   * - `show() => Promise<void>`: Opens the dialog; resolves once it is open and its transition has ended. Once the element has
   * rendered, the dialog is open (and focus inside it) when the call returns.
   * - `hide() => Promise<void>`: Closes the dialog (without `pp-request-close`); resolves once its transition has ended. The
   * dialog is closed and focus back when the call returns, so the page may move focus right after.
   *
   * ## CSS Custom Properties
   *
   * CSS variables available for styling the component.
   *
   * - `--pp-dialog-width`: The widest the dialog or drawer grows, for every `size` (unset: 25, 35 and 50rem by `size`); never wider than the viewport allows. (default: `35rem`)
   * - `--pp-dialog-bg`: Background. (default: `var(--pp-color-bg-raised, Canvas)`)
   * - `--pp-dialog-fg`: Text. (default: `var(--pp-color-fg-default, CanvasText)`)
   * - `--pp-dialog-border`: Border and the lines between header, body and footer. (default: `var(--pp-color-border-default, GrayText)`)
   * - `--pp-dialog-radius`: Corner radius of the centred dialog. (default: `var(--pp-radius-lg, 0.5rem)`)
   * - `--pp-dialog-shadow`: Shadow. (default: `var(--pp-shadow-lg)`)
   * - `--pp-dialog-backdrop`: The backdrop over the page. (default: `var(--pp-color-bg-backdrop, rgb(0 0 0 / 50%))`)
   * - `--pp-dialog-duration`: Duration of the open and close transitions (none under reduced motion). (default: `var(--pp-duration-normal, 200ms)`)
   *
   * ## CSS Parts
   *
   * Custom selectors for styling elements within the component.
   *
   * - `dialog`: The native `<dialog>`.
   * - `header`: The header with the heading and the close button.
   * - `title`: The heading (an `<h2>`).
   * - `close-button`: The close button.
   * - `body`: The wrapper of the default slot.
   * - `footer`: The wrapper of the `footer` slot (not shown while it is empty).
   */
  "pp-dialog": Partial<
    PpDialogProps & PpDialogSolidJsProps & BaseProps<PpDialog> & BaseEvents
  >;

  /**
   * A labelled group of items in a `<pp-menu>` (`role="group"` named by `label`), usually radios that
   * choose one option. Its label is shown above the items and is the group's accessible name.
   *
   * ## Attributes & Properties
   *
   * Component attributes and properties that can be applied to the element or by using JavaScript.
   *
   * - `label`: The group's name, shown above its items.
   *
   * ## Slots
   *
   * Areas where markup can be added to the component.
   *
   * - `(default)`: The group's `<pp-menu-item>`s.
   *
   * ## CSS Custom Properties
   *
   * CSS variables available for styling the component.
   *
   * - `--pp-menu-group-label-fg`: Colour of the label. (default: `var(--pp-color-fg-muted, GrayText)`)
   *
   * ## CSS Parts
   *
   * Custom selectors for styling elements within the component.
   *
   * - `label`: The visible label above the items.
   */
  "pp-menu-group": Partial<
    PpMenuGroupProps &
      PpMenuGroupSolidJsProps &
      BaseProps<PpMenuGroup> &
      BaseEvents
  >;

  /**
   * One item of a `<pp-menu>`: a command (`menuitem`), a checkbox (`type="checkbox"`,
   * `menuitemcheckbox`) or a radio (`type="radio"`, `menuitemradio`; the radios of one `name`, or
   * else of one group, are exclusive). With an `href` it is a link: activating it follows the link.
   * A `<pp-menu slot="submenu">` inside makes it open that submenu.
   *
   * The item itself is what takes the focus (roving, `tabindex="-1"`), so it carries its role and
   * states (`aria-checked`, `aria-disabled`, `aria-haspopup`, `aria-expanded`) as attributes of its
   * own. A disabled item stays focusable, as the WAI-ARIA menu pattern advises, but cannot be activated.
   * The menu activates items and fires `pp-select` from them (see `<pp-menu>`).
   *
   * ## Attributes & Properties
   *
   * Component attributes and properties that can be applied to the element or by using JavaScript.
   *
   * - `type`: `item` (a command or link), `checkbox` or `radio`.
   * - `value`: What `pp-select` reports for this item (its text when empty).
   * - `checked`: Whether a checkbox or radio item is checked.
   * - `disabled`: Focusable but not activatable, and shown as such.
   * - `name`: Groups radio items: one of the radios with this name in the menu is checked. Without it, the radios of one parent (a `<pp-menu-group>`) are a group.
   * - `href`: Makes the item a link to this address, followed when it is activated.
   * - `target`: Where the link opens (`_blank` for a new tab).
   * - `rel`: The link's `rel` (`noopener noreferrer` for `target="_blank"` when none is given).
   * - `download`: Makes the link download its target, under this file name when one is given.
   * - `submenu`: The `<pp-menu>` this item opens, if any. (property only) (readonly)
   * - `text`: The item's own text (without its submenu, prefix or suffix), as type-to-select reads it. (property only) (readonly)
   *
   * ## Slots
   *
   * Areas where markup can be added to the component.
   *
   * - `(default)`: The item's text, also what type-to-select matches.
   * - `prefix`: An icon before the text.
   * - `suffix`: Content after the text, such as a keyboard shortcut hint.
   * - `submenu`: A `<pp-menu>` this item opens as its submenu.
   *
   * ## Methods
   *
   * Methods that can be called to access component functionality.
   *
   * - `followLink() => void`: Follows the item's link, as clicking a link does.
   *
   * ## CSS Custom Properties
   *
   * CSS variables available for styling the component.
   *
   * - `--pp-menu-item-bg-hover`: Background of the focused or hovered item. (default: `var(--pp-color-bg-hover, Highlight)`)
   * - `--pp-menu-item-fg`: Text of an item. (default: `var(--pp-color-fg-default, CanvasText)`)
   * - `--pp-menu-item-min-height`: Least height of an item (at least 24px). (default: `var(--pp-control-height-sm, 2rem)`)
   *
   * ## CSS Parts
   *
   * Custom selectors for styling elements within the component.
   *
   * - `base`: The row.
   * - `check`: The check mark of a checkbox or radio item.
   * - `prefix`: The wrapper of the `prefix` slot.
   * - `label`: The wrapper of the text.
   * - `suffix`: The wrapper of the `suffix` slot.
   * - `submenu-icon`: The arrow of an item that opens a submenu.
   */
  "pp-menu-item": Partial<
    PpMenuItemProps &
      PpMenuItemSolidJsProps &
      BaseProps<PpMenuItem> &
      BaseEvents
  >;

  /**
   * A line between items of a `<pp-menu>` (`role="separator"`); the keyboard passes over it.
   *
   * ## CSS Custom Properties
   *
   * CSS variables available for styling the component.
   *
   * - `--pp-menu-separator-color`: Colour of the line. (default: `var(--pp-color-border-default, GrayText)`)
   */
  "pp-menu-separator": Partial<
    PpMenuSeparatorProps &
      PpMenuSeparatorSolidJsProps &
      BaseProps<PpMenuSeparator> &
      BaseEvents
  >;

  /**
   * A menu button and its menu, the WAI-ARIA APG "menu button" pattern, written in plain HTML: a
   * trigger (any focusable element, a `<pp-button>` or a `<button>`) in the `trigger` slot, and
   * `<pp-menu-item>`s, `<pp-menu-group>`s and `<pp-menu-separator>`s as children.
   *
   * The trigger gets `aria-haspopup="menu"` and `aria-expanded` (on the control it hands its focus to,
   * so a `<pp-button>`'s inner button says it). Enter, Space or a click opens the menu on its first
   * item, ArrowDown too, ArrowUp on its last. In the menu ArrowDown and ArrowUp move and wrap, Home and
   * End go to the ends, typed characters find an item by its text; Enter activates an item and closes
   * the menu, Space toggles a checkbox or radio item and keeps it open (Enter toggles and closes), a
   * click on one keeps it open too. Escape closes and returns focus to the trigger, Tab closes and
   * moves on, a click outside closes.
   *
   * A `<pp-menu slot="submenu">` inside an item is its submenu: ArrowRight (ArrowLeft right to left),
   * Enter, Space or a click open it on its first item; ArrowLeft (ArrowRight) or Escape close it back
   * to its item.
   *
   * The menu is a `popover` in the top layer, so it shows above dialogs and clipping containers, placed
   * next to its trigger (`placement`) by CSS anchor positioning or Floating UI. It is named by its
   * trigger (element reference). The trigger has no `aria-controls` (optional in the APG): the menu is
   * in this element's shadow root, where no reference from the trigger can reach.
   *
   * A router that takes over a link item cancels its `pp-select` and closes the menu itself
   * (`menu.hide(true)`); a cancelled `pp-select` otherwise leaves the menu open.
   *
   * ## Attributes & Properties
   *
   * Component attributes and properties that can be applied to the element or by using JavaScript.
   *
   * - `open`: Whether the menu is shown. Setting it opens or closes the menu without moving the focus.
   * - `placement`: Where the menu goes: `bottom-start` by default, `right-start` for a submenu (`left-start` right to left).
   * - `label`: The menu's accessible name; by default it is named by its trigger.
   * - `isSubmenu`: Whether this menu is the submenu of an item. (property only) (readonly)
   * - `trigger`: The element that opens the menu: the `trigger` child, or a submenu's item. (property only) (readonly)
   * - `items`: The menu's own items, in order (not those of its submenus). (property only) (readonly)
   *
   * ## Events
   *
   * Events that will be emitted by the component.
   *
   * - `pp-select`: An item is activated (fired from the item, before a checkbox or radio changes). Cancel it to keep the item as it is and the menu open.
   * - `pp-open`: The menu opened.
   * - `pp-close`: The menu closed.
   *
   * ## Slots
   *
   * Areas where markup can be added to the component.
   *
   * - `(default)`: The menu's items, groups and separators.
   * - `trigger`: The element that opens the menu (not used by a submenu, whose trigger is its item).
   * - `header`: Shown above the items in the popup, outside the menu's items (who is signed in, in a user menu): text only, nothing focusable, since the keyboard moves among the items alone.
   *
   * ## Methods
   *
   * Methods that can be called to access component functionality.
   *
   * - `show(focus: 'first' | 'last' = 'first') => void`: Opens the menu and focuses its first item (or its last).
   * - `hide(returnFocus = false) => void`: Closes the menu (and its submenus); `returnFocus` gives the focus back to its trigger.
   *
   * ## CSS Custom Properties
   *
   * CSS variables available for styling the component.
   *
   * - `--pp-menu-bg`: Background of the menu. (default: `var(--pp-color-bg-raised, Canvas)`)
   * - `--pp-menu-fg`: Text of the menu. (default: `var(--pp-color-fg-default, CanvasText)`)
   * - `--pp-menu-border`: Border of the menu. (default: `var(--pp-color-border-default, CanvasText)`)
   * - `--pp-menu-radius`: Corner radius of the menu. (default: `var(--pp-radius-md, 0.375rem)`)
   * - `--pp-menu-shadow`: Shadow of the menu. (default: `var(--pp-shadow-lg, none)`)
   * - `--pp-menu-min-width`: Least width of the menu. (default: `10rem`)
   * - `--pp-menu-max-height`: Greatest height of the menu (it scrolls beyond). (default: `24rem`)
   * - `--pp-menu-duration`: Duration of the opening fade (none with reduced motion). (default: `var(--pp-duration-fast, 150ms)`)
   *
   * ## CSS Parts
   *
   * Custom selectors for styling elements within the component.
   *
   * - `trigger`: The wrapper of the `trigger` slot, which the menu is placed against.
   * - `menu`: The popup (the popover): the header and the items.
   * - `items`: The menu itself (`role="menu"`), around the items.
   */
  "pp-menu": Partial<
    PpMenuProps & PpMenuSolidJsProps & BaseProps<PpMenu> & BaseEvents
  >;

  /**
   * A progress bar: how far a task has come (`value` of `max`), or, `indeterminate`, that it is under
   * way for a time nobody knows.
   *
   * It is a `progressbar` named by `label`: give it one that says what progresses ('Wysyłanie pliku');
   * the default, 'Postęp' / 'Progress', only keeps it from being nameless. `show-label` also shows the
   * label above the bar with the percentage beside it. A determinate bar has `aria-valuemin` 0,
   * `aria-valuemax` and `aria-valuenow` (the value held between 0 and `max`), and an `aria-valuetext`
   * with the percentage in the page's language, formatted by `Intl.NumberFormat` ('42,5%' in Polish,
   * '42.5%' in English) unless `value-text` says it otherwise ('3 z 5 plików'). An indeterminate bar
   * has no value attributes, as ARIA defines it.
   *
   * `thin` draws a bar of 3 px with square ends and no label row, for a page's loading bar at the top
   * of the window (`<pp-progress-bar thin indeterminate label="Ładowanie strony">` placed by the page,
   * e.g. `position: fixed; inset: 0 0 auto`).
   *
   * Motion: the indeterminate bar slides and a changed value grows smoothly; under
   * `prefers-reduced-motion: reduce` nothing slides or grows: the indeterminate bar fills the track
   * and pulses slowly (its opacity). In forced-colours mode the track has a border in the system's text
   * colour and the bar is drawn in `Highlight`.
   *
   * ## Attributes & Properties
   *
   * Component attributes and properties that can be applied to the element or by using JavaScript.
   *
   * - `value`: How far the task has come, from 0 to `max` (held within them).
   * - `max`: The value of a finished task (100 by default; a value of 0 or less counts as 100).
   * - `indeterminate`: The task is under way but how far it has come is unknown: no value, a sliding bar.
   * - `thin`: A bar of 3 px with square ends and no label row, for a page's loading bar.
   * - `show-label`/`showLabel`: Shows the label above the bar, with the percentage beside it.
   * - `value-text`/`valueText`: What screen readers read as the value instead of the percentage ('3 z 5 plików').
   * - `label`: The accessible name (and the visible label with `show-label`), when the page gives none.
   *
   * ## CSS Custom Properties
   *
   * CSS variables available for styling the component.
   *
   * - `--pp-progress-bar-height`: Height of the track (`thin`: 3px). (default: `0.5rem`)
   * - `--pp-progress-bar-radius`: Corner radius of the track and the bar (`thin`: 0). (default: `var(--pp-radius-full, 9999px)`)
   * - `--pp-progress-bar-track`: Colour of the track. (default: `var(--pp-color-bg-hover, Canvas)`)
   * - `--pp-progress-bar-color`: Colour of the bar. (default: `var(--pp-color-bg-brand, Highlight)`)
   *
   * ## CSS Parts
   *
   * Custom selectors for styling elements within the component.
   *
   * - `label`: The visible label (`show-label`).
   * - `value`: The visible percentage beside it (hidden from screen readers, which read `aria-valuetext`).
   * - `track`: The track (the element with the role).
   * - `indicator`: The filled bar.
   */
  "pp-progress-bar": Partial<
    PpProgressBarProps &
      PpProgressBarSolidJsProps &
      BaseProps<PpProgressBar> &
      BaseEvents
  >;

  /**
   * A group of radios (`<pp-radio>`) of which one may be chosen, after the WAI-ARIA Authoring
   * Practices' Radio Group pattern: a `role="radiogroup"` named by the visible `label`, each radio a
   * `role="radio"` with `aria-checked`. The group is one tab stop: Tab enters it on the checked radio
   * (on the first enabled one when none is checked) and leaves it; the arrow keys move to the next
   * (Down, Right) or previous (Up, Left) enabled radio and check it, wrapping around; Space checks the
   * focused radio. Left and Right swap in a right-to-left context (`dir="rtl"`). Disabled radios are
   * skipped.
   *
   * It is form-associated: it submits `name=value` (the checked radio's value; nothing when none is
   * checked), a form reset returns it to the `value` attribute, the browser may restore it, `disabled`
   * or a disabled `<fieldset>` disables every radio, and with `required` it is invalid while none is
   * checked, with a message of its own in Polish or English after the `lang` that applies to it. The
   * validity error shows under the radios, and the group is `aria-invalid`, once the user chose or a
   * submission (or `reportValidity()`) found it invalid; an `error` shows at once. `input` and `change`
   * fire when the user chooses, never when `value` is set by code. `focus()` focuses the radio Tab
   * would.
   *
   * ## Attributes & Properties
   *
   * Component attributes and properties that can be applied to the element or by using JavaScript.
   *
   * - `value`: The `value` of the checked radio, '' when none is checked (a radio whose value is '' cannot be
   * checked). Setting it checks the radio of that value, also one added later. The `value` attribute
   * is the value at first, and the one a form reset returns to.
   * - `label`: The label above the radios: the group's accessible name (the `label` slot replaces it).
   * - `hint`: Help under the radios, read as the group's description (the `hint` slot replaces it).
   * - `error`: An error to show (a server's answer): the group is invalid with this message until it is '' again.
   * - `orientation`: How the radios are laid out: a column or a row (only the layout: every arrow key works in both).
   * - `appearance`: How the radios look: circles beside their text, or `segmented`, a strip of a few short options
   * side by side with the chosen one filled (a view or a period switch). Only the look: the keys, the
   * form and the accessibility are the same. Under forced colours the segments keep their circles.
   * - `hide-label`/`hideLabel`: Hides the label from sight; it stays the group's accessible name. Only where the purpose of the
   * choice is plain from where it stands (a view switch in a toolbar); the label is still required.
   * - `value-missing-message`/`valueMissingMessage`: The validation message when the group is `required` and no option is chosen.
   * - `required`: A value is required for the form to be valid.
   * - `name`: The form field name.
   * - `disabled`: Disables the element: it takes no input and is not submitted.
   * - `validity`: The validity state. (property only) (readonly)
   * - `validationMessage`: The validation message, '' when valid. (property only) (readonly)
   * - `willValidate`: Whether the element takes part in constraint validation. (property only) (readonly)
   * - `form`: The form this element belongs to. (property only) (readonly)
   *
   * ## Events
   *
   * Events that will be emitted by the component.
   *
   * - `input`: The user checked another radio (click, arrow key or Space), after `value` follows it.
   * - `change`: The user checked another radio, right after `input`.
   *
   * ## Slots
   *
   * Areas where markup can be added to the component.
   *
   * - `(default)`: The `<pp-radio>` options (they may be wrapped in other elements).
   * - `label`: Rich content for the label (replaces `label`); keep it text and inline elements.
   * - `hint`: Rich content for the hint (replaces `hint`), such as a link.
   * - `error`: Rich content for the error: while it holds something the group is invalid with its text as the message, as with `error`.
   *
   * ## Methods
   *
   * Methods that can be called to access component functionality.
   *
   * - `focus(options?: FocusOptions) => void`: Focuses the radio Tab would: the checked one, else the first enabled one.
   * - `checkValidity() => boolean`: Checks validity, firing `invalid` when invalid, without showing the error under the radios.
   * - `formResetCallback() => void`: Form-associated callback: the form was reset.
   * - `formStateRestoreCallback(state: string | File | FormData | null) => void`: Form-associated callback: the browser restores the state (back/forward navigation).
   * - `reportValidity() => boolean`: Checks validity and shows the browser's message when invalid.
   * - `formDisabledCallback() => void`: Form-associated callback: the element's disabled state changed, by a surrounding fieldset or by
   * its own `disabled` attribute. Only the fieldset's part is kept, read from the tree: taking the
   * argument would also record the element's own attribute, whose reflection happens in the middle
   * of an update, where Lit drops a change (a button enabled by code stayed disabled).
   *
   * ## CSS Custom Properties
   *
   * CSS variables available for styling the component.
   *
   * - `--pp-radio-group-gap`: Space between the radios (between the columns of a horizontal group it defaults to `var(--pp-space-5, 1.25rem)`). (default: `var(--pp-space-2, 0.5rem)`)
   *
   * ## CSS Parts
   *
   * Custom selectors for styling elements within the component.
   *
   * - `label`: The label above the radios, the group's accessible name.
   * - `required`: The required mark ('*') in the label (hidden from screen readers: the group is `aria-required`).
   * - `group`: The `role="radiogroup"` box around the radios.
   * - `hint`: The hint under the radios.
   * - `error`: The error under the radios.
   */
  "pp-radio-group": Partial<
    PpRadioGroupProps &
      PpRadioGroupSolidJsProps &
      BaseProps<PpRadioGroup> &
      BaseEvents
  >;

  /**
   * One option of a `<pp-radio-group>`: its text in the default slot, a drawn circle beside it. The
   * radio is the `role="radio"` element itself, with `aria-checked`, and takes the focus; the group
   * decides which radio is checked (from its `value`), which one is in the tab order, and handles the
   * keys and clicks. The whole radio, circle and text, is the target (at least 24px).
   *
   * ## Attributes & Properties
   *
   * Component attributes and properties that can be applied to the element or by using JavaScript.
   *
   * - `value`: The group's `value` (and what its form submits) while this radio is checked.
   * - `disabled`: The radio cannot be chosen: it is skipped by the arrow keys and out of the tab order.
   * - `checked`: Whether this radio is the chosen one. Set by its group from the group's `value`: to choose a
   * radio from code, set the group's `value`. (property only)
   *
   * ## Slots
   *
   * Areas where markup can be added to the component.
   *
   * - `(default)`: The option's text.
   *
   * ## CSS Custom Properties
   *
   * CSS variables available for styling the component.
   *
   * - `--pp-radio-size`: Diameter of the circle. (default: `1.125rem`)
   * - `--pp-radio-bg`: Background of the circle. (default: `var(--pp-input-bg, var(--pp-color-bg-surface, Field))`)
   * - `--pp-radio-bg-hover`: Background of the circle under the pointer. (default: `var(--pp-color-bg-hover, Field)`)
   * - `--pp-radio-border`: Border of the circle. (default: `var(--pp-input-border, var(--pp-color-border-strong, GrayText))`)
   * - `--pp-radio-checked`: Border of the checked circle and its dot. (default: `var(--pp-color-border-focus, Highlight)`)
   *
   * ## CSS Parts
   *
   * Custom selectors for styling elements within the component.
   *
   * - `control`: The circle.
   * - `dot`: The dot inside the circle, shown while the radio is checked.
   * - `label`: The wrapper of the text.
   */
  "pp-radio": Partial<
    PpRadioProps & PpRadioSolidJsProps & BaseProps<PpRadio> & BaseEvents
  >;

  /**
   * A rich-text editor built on Tiptap 3 (ProseMirror): bold, italic, strikethrough, inline code,
   * links, headings (levels 2 and 3), bulleted and numbered lists, quotes, code blocks, horizontal lines,
   * undo and redo, with Markdown input rules (`**bold**`, `## `, `- `, `1. `, `> `, three backticks, `---`) and
   * the usual shortcuts, each shown in its button's tooltip. The document's schema is the allowlist:
   * pasted HTML keeps only what the toolbar can make (no scripts, event handlers, styles or frames),
   * and links keep only `http:`, `https:`, `mailto:` and relative addresses.
   *
   * The toolbar follows the WAI-ARIA APG toolbar pattern: one tab stop, Left/Right (wrapping),
   * Home/End between the buttons, `aria-pressed` on the toggles, `aria-disabled` where the command
   * cannot run; Alt+F10 in the text goes to the toolbar, Escape in the toolbar back to the text. It wraps onto more rows on narrow screens. The link button (Ctrl/Cmd+K) opens a small
   * form in the top layer that adds, changes or removes a link; an address other than `http:`,
   * `https:` or `mailto:` (or a relative path, with `allow-relative-links`) shows and announces
   * 'Niepoprawny adres URL' / 'Invalid URL' and inserts nothing.
   *
   * Files pasted, dropped or chosen with the attach button (shown while `uploadHandler` is set) are
   * handed to `uploadHandler(file, { signal, onProgress })`: the element never fetches. A placeholder
   * with the progress and a cancel button (which aborts `signal`) stands where the file goes; an image
   * is inserted as an image, any other file as a link. A file over `max-file-size`, outside `accept`,
   * or a rejected upload fires `pp-upload-error` (cancelable); unless canceled, 'Błąd podczas
   * przesyłania pliku' / 'Error while uploading file' is shown as an error toast when a
   * `<pp-toaster>` is in the page, else next to the editor. The text is never touched by a failure.
   *
   * The value is the editor's HTML (`value`, '' when empty) and its JSON (`json`). The element is
   * form-associated (`name`, `required`, `maxlength` counting text characters, validity, form reset to
   * the `value` attribute, state restore, a disabled `<fieldset>`), fires `input` on every change by
   * the user and `change` when focus leaves it changed, and has `readonly`, `disabled` and a
   * `placeholder`. With `maxlength`, a count ('12 / 500') shows under the text and typing stops at the
   * limit.
   *
   * The editing area is a `role="textbox"` with `aria-multiline="true"`, named by `label` (or the
   * host's `aria-label`), described by the count and the inline error. Built-in texts are Polish or
   * English after the `lang` that applies to the element; each can be replaced through its property.
   *
   * ## Attributes & Properties
   *
   * Component attributes and properties that can be applied to the element or by using JavaScript.
   *
   * - `label`: The accessible name of the editing area (the host's `aria-label` is used when this is empty).
   * - `placeholder`: Shown in the empty editor (and its `aria-placeholder`).
   * - `maxlength`: Greatest number of text characters; typing stops there, and a count shows. 0 or unset: no limit.
   * - `readonly`: The text can be read, selected and copied, not changed.
   * - `allow-relative-links`/`allowRelativeLinks`: The link form also accepts paths relative to the page (`/docs`, `./a`, `#part`).
   * - `max-file-size`/`maxFileSize`: Largest file size in bytes an upload may have (0: no limit); larger files are refused.
   * - `accept`: Accepted files, as `<input type="file" accept>`: MIME types, `image/*`, `.pdf` ('' accepts any).
   * - `toolbar-label`/`toolbarLabel`: The accessible name of the toolbar.
   * - `bold-label`/`boldLabel`: The bold button.
   * - `italic-label`/`italicLabel`: The italic button.
   * - `strike-label`/`strikeLabel`: The strikethrough button.
   * - `code-label`/`codeLabel`: The inline code button.
   * - `heading2-label`/`heading2Label`: The level 2 heading button.
   * - `heading3-label`/`heading3Label`: The level 3 heading button.
   * - `bullet-list-label`/`bulletListLabel`: The bulleted list button.
   * - `ordered-list-label`/`orderedListLabel`: The numbered list button.
   * - `blockquote-label`/`blockquoteLabel`: The quote button.
   * - `code-block-label`/`codeBlockLabel`: The code block button.
   * - `horizontal-rule-label`/`horizontalRuleLabel`: The horizontal line button.
   * - `link-label`/`linkLabel`: The link button (opens the link form).
   * - `attach-label`/`attachLabel`: The attach file button (shown while `uploadHandler` is set).
   * - `undo-label`/`undoLabel`: The undo button.
   * - `redo-label`/`redoLabel`: The redo button.
   * - `link-form-label`/`linkFormLabel`: The accessible name of the link form.
   * - `link-url-label`/`linkUrlLabel`: The label of the link form's address field.
   * - `link-apply-label`/`linkApplyLabel`: The link form's button that adds or changes the link.
   * - `link-remove-label`/`linkRemoveLabel`: The link form's button that removes the link (shown when editing one).
   * - `link-cancel-label`/`linkCancelLabel`: The link form's button that closes it.
   * - `invalid-url-message`/`invalidUrlMessage`: Shown and announced next to the address field when the address is not allowed.
   * - `upload-error-message`/`uploadErrorMessage`: The error toast (or inline message) of a failed, over-size or refused upload.
   * - `uploading-text`/`uploadingText`: The accessible name of an upload in progress: `{name}` is the file name.
   * - `cancel-upload-label`/`cancelUploadLabel`: The button that cancels an upload in progress: `{name}` is the file name.
   * - `count-label`/`countLabel`: The accessible description of the character count: `{count}` and `{max}` are replaced.
   * - `required-message`/`requiredMessage`: The validation message when `required` and empty.
   * - `too-long-message`/`tooLongMessage`: The validation message when the text is longer than `maxlength`: `{count}` and `{max}` are replaced.
   * - `value`: The editor's HTML ('' when empty). The `value` attribute is the value at first and the one a form
   * reset returns to; setting the property replaces the content (not undoable, no `input` event).
   * - `required`: A value is required for the form to be valid.
   * - `name`: The form field name.
   * - `disabled`: Disables the element: it takes no input and is not submitted.
   * - `uploadHandler`: Uploads a pasted, dropped or chosen file and resolves to `{ url, name, type }`; reject to fail.
   * Without it the attach button is hidden and files are not taken. (property only)
   * - `json`: The content as Tiptap/ProseMirror JSON; setting it replaces the content like `value`. (property only)
   * - `editor`: The Tiptap editor (undefined before the first render and while disconnected), for advanced hosts. (property only) (readonly)
   * - `textLength`: The number of text characters (what `maxlength` counts). (property only) (readonly)
   * - `validity`: The validity state. (property only) (readonly)
   * - `validationMessage`: The validation message, '' when valid. (property only) (readonly)
   * - `willValidate`: Whether the element takes part in constraint validation. (property only) (readonly)
   * - `form`: The form this element belongs to. (property only) (readonly)
   *
   * ## Events
   *
   * Events that will be emitted by the component.
   *
   * - `input`: The user changed the text (typing, formatting, a paste, a finished upload).
   * - `change`: Focus left the element and the value differs from when it came in.
   * - `pp-upload-error`: An upload failed or a file was refused. Cancelable: `preventDefault()` shows no message.
   *
   * ## Methods
   *
   * Methods that can be called to access component functionality.
   *
   * - `focus(options?: FocusOptions) => void`: Focuses the editing area (at the end of the text when it had no selection yet).
   * - `formResetCallback() => void`: Form-associated callback: the form was reset: back to the `value` attribute.
   * - `formStateRestoreCallback(state: string | File | FormData | null) => void`: Form-associated callback: the browser restores the value (back/forward navigation, autofill).
   * - `checkValidity() => boolean`: Checks validity, firing `invalid` when invalid.
   * - `reportValidity() => boolean`: Checks validity and shows the browser's message when invalid.
   * - `formDisabledCallback() => void`: Form-associated callback: the element's disabled state changed, by a surrounding fieldset or by
   * its own `disabled` attribute. Only the fieldset's part is kept, read from the tree: taking the
   * argument would also record the element's own attribute, whose reflection happens in the middle
   * of an update, where Lit drops a change (a button enabled by code stayed disabled).
   *
   * ## CSS Custom Properties
   *
   * CSS variables available for styling the component.
   *
   * - `--pp-rich-text-editor-background`: Background of the field. Default --pp-color-bg-surface. (default: `var(--pp-color-bg-surface, Field)`)
   * - `--pp-rich-text-editor-border-color`: Border of the field, toolbar and popover. Default --pp-color-border-default. (default: `var(--pp-color-border-default, GrayText)`)
   * - `--pp-rich-text-editor-toolbar-background`: Background of the toolbar. Default --pp-color-bg-subtle. (default: `var(--pp-color-bg-subtle, Canvas)`)
   * - `--pp-rich-text-editor-radius`: Corner radius. Default --pp-radius-md. (default: `var(--pp-radius-md, 0.375rem)`)
   * - `--pp-rich-text-editor-min-height`: Least height of the text area. Default 8rem. (default: `8rem`)
   * - `--pp-rich-text-editor-max-height`: Greatest height of the text area before it scrolls. Default 32rem. (default: `32rem`)
   *
   * ## CSS Parts
   *
   * Custom selectors for styling elements within the component.
   *
   * - `field`: The box around the toolbar and the text.
   * - `toolbar`: The toolbar.
   * - `button`: Each toolbar button (with `pressed` while a toggle is on).
   * - `pressed`: A toolbar toggle that is on, with `button`.
   * - `content`: The scrolling area that holds the text.
   * - `upload`: An upload in progress (in the text).
   * - `upload-progress`: Its progress bar.
   * - `upload-cancel`: Its cancel button.
   * - `error`: The inline upload error (when no toaster is in the page).
   * - `count`: The character count (with `maxlength`).
   * - `link-popover`: The link form's popover (top layer).
   * - `link-input`: The link form's address field.
   * - `link-error`: The link form's error ('Invalid URL').
   */
  "pp-rich-text-editor": Partial<
    PpRichTextEditorProps &
      PpRichTextEditorSolidJsProps &
      BaseProps<PpRichTextEditor> &
      BaseEvents
  >;

  /**
   * A scroll container whose scrollbar shows while scrolling and hides 600 ms after scrolling stops
   * (its space is kept, so nothing shifts). When it overflows and holds nothing focusable it joins
   * the tab order, so keyboard users can scroll it; give it a `label` then.
   *
   * Size it from outside (`height` or `max-height` on the element); the content scrolls inside.
   * Elements with their own shadow root use the same behaviour through `scrollAreaStyles` and
   * `ScrollAreaController`.
   *
   * ## Attributes & Properties
   *
   * Component attributes and properties that can be applied to the element or by using JavaScript.
   *
   * - `hide-delay`/`hideDelay`: Milliseconds the scrollbar stays after scrolling stops.
   * - `type`: When the scrollbar shows.
   * - `label`: Accessible name of the scroll region.
   * - `viewport`: The scrolling box (for `scrollTo` and friends). (property only) (readonly)
   *
   * ## Slots
   *
   * Areas where markup can be added to the component.
   *
   * - `(default)`: The scrolling content.
   *
   * ## CSS Custom Properties
   *
   * CSS variables available for styling the component.
   *
   * - `--pp-scroll-area-thumb`: Scrollbar thumb colour. Defaults to `--pp-color-border-strong`. (default: `var(--pp-color-border-strong, GrayText)`)
   * - `--pp-scroll-area-track`: Scrollbar track colour (transparent). (default: `transparent`)
   *
   * ## CSS Parts
   *
   * Custom selectors for styling elements within the component.
   *
   * - `viewport`: The scrolling box.
   */
  "pp-scroll-area": Partial<
    PpScrollAreaProps &
      PpScrollAreaSolidJsProps &
      BaseProps<PpScrollArea> &
      BaseEvents
  >;

  /**
   * The portal's navigation sidebar: a column beside the content on desktop, a modal sheet (native
   * `<dialog>`) on small screens. It renders the menu it is given (sections of entries, nested groups,
   * badges, icons), marks the entry matching `currentPath` with `aria-current="page"`, and remembers
   * the desktop open flag and each section's expanded state in `localStorage`.
   *
   * **State** (spec section 4). The desktop open flag is stored under `sidebarOpenDesktop` (with
   * `-<storage-id>` appended when `storage-id` is set, so two sidebars never share it) and defaults to
   * open; the mobile flag is separate and starts closed. When the viewport grows to the desktop
   * breakpoint the mobile sheet closes and the desktop flag is read again from storage. Each labelled
   * section's expanded state is stored in one object under `sidebar`, keyed by section name. Corrupt or
   * foreign stored values fall back to the defaults.
   *
   * **The toggle lives outside** (in the top bar). Wire it up in one of three ways:
   * 1. Plain HTML, no script: `<button commandfor="main-nav" command="--toggle">` (Invoker Commands;
   *    `--open` and `--close` work too). The sidebar gives every such button in its tree
   *    `aria-controls` (its own id) and keeps `aria-expanded` in sync.
   * 2. Any framework: `sidebar.attachToggle(button)` does the same for one button, even one inside
   *    another shadow root (then through `ariaControlsElements`); it returns a function that detaches.
   * 3. By hand: `aria-controls` must name the **host** `pp-sidebar` element's id (IDREFs cannot reach
   *    into a shadow root; `navId` returns the id, generating one when the host has none), and
   *    `aria-expanded` follows `open`, updated on every `pp-toggle` event; call `toggle()` on click.
   * A toggle without an accessible name gets `aria-label` = `toggle-label` ('Przełącz menu główne').
   *
   * **Languages**: the built-in texts (nav, sheet, close, home, toggle and new-tab labels) are Polish or
   * English after the `lang` of the element, else of its closest ancestor with one (across shadow
   * roots), else of `<html>`; Polish when none is set or the language is neither (`en-GB` is English).
   * A change of `lang` at run time re-renders it (and relabels the toggles it labelled). A text set
   * through its property or attribute always wins.
   *
   * **Scrolling**: a long menu scrolls inside the `nav` part, whose thin scrollbar shows while it
   * scrolls and hides 600 ms after scrolling stops (its space is kept, so nothing shifts). The nav
   * joins the tab order only when it overflows and holds nothing focusable (a menu of plain-text entries);
   * a menu with links or buttons is scrolled by tabbing through them.
   *
   * **Loading**: the mobile sheet's dialog, behaviour and styles (`sidebar-sheet.js`) are imported the
   * first time the sidebar renders below its breakpoint, so a desktop page never loads them; the
   * transitions (`sidebar-motion.js`: the desktop column opening and closing, sections and groups
   * expanding and collapsing) the first time one of those states changes after the first render, which
   * needs none; and the menu's scroll-area controller on the first scroll, wheel, touch, pointer or
   * focus in the menu (at once for a menu without links or buttons). Nothing done before they arrive
   * is lost: the sheet opens on arrival when asked to meanwhile, the update that changes such a state
   * waits for the transitions (so the first change is animated too), and a scroll shows the scrollbar
   * at once. Below the breakpoint `updateComplete` also waits for the sheet.
   *
   * **Page CSS**: the host exposes the custom states `:state(desktop)`, `:state(mobile)` and
   * `:state(open)` (e.g. `pp-sidebar:state(desktop):not(:state(open))`), and takes no room on mobile.
   *
   * **Icons**: an entry's `icon` is either an SVG string, drawn as a CSS mask in the entry's text colour
   * (an image: never inserted as markup, so it can run and fetch nothing), or a slot name (see the
   * `icon-<name>` slot).
   *
   * ## Attributes & Properties
   *
   * Component attributes and properties that can be applied to the element or by using JavaScript.
   *
   * - `current-path`/`currentPath`: The current path (with query, if any) to match entries against: exact, prefix on a segment
   * boundary, or `matchHrefs`; the longest match wins. When unset, `location.pathname +
   * location.search` is read at the first render. Set it on every client-side navigation.
   * - `side`: Which edge the sidebar sits on.
   * - `width`: Width: `sm` 16rem, `md` 22rem, `lg` 26rem.
   * - `breakpoint`: Minimum viewport width of the desktop layout: `sm` (640px), `md` (768px), `lg` (1024px) or `xl`
   * (1280px), or a custom number of CSS pixels. Below it the sidebar is a modal sheet.
   * - `storage-id`/`storageId`: Appended to the desktop open flag's storage key (`sidebarOpenDesktop-<id>`).
   * - `home-href`/`homeHref`: Target of the logo link.
   * - `nav-label`/`navLabel`: Accessible name of the `nav` landmark.
   * - `dialog-label`/`dialogLabel`: Accessible name of the mobile sheet (the spec's 'Navigation dialog').
   * - `close-label`/`closeLabel`: Accessible name of the mobile sheet's close button.
   * - `home-label`/`homeLabel`: Accessible (hidden) name of the logo link.
   * - `toggle-label`/`toggleLabel`: `aria-label` given to attached toggles that have no accessible name of their own.
   * - `external-label`/`externalLabel`: Hidden text after the name of an entry that opens in a new tab.
   * - `sections`: The menu: sections of entries (the spec's Menu section and Menu item shapes). (property only)
   * - `mode`: The current layout, from the viewport width and `breakpoint`. (property only) (readonly)
   * - `open`: Whether the sidebar of the current layout is open. Setting it opens or closes that one. (property only)
   * - `desktopOpen`: The desktop open flag (persisted; defaults to open). (property only)
   * - `mobileOpen`: The mobile sheet's open flag (not persisted; starts closed). (property only)
   * - `navId`: The id an external toggle's `aria-controls` must reference: the host element's id. One is
   * generated (`pp-sidebar-<n>`) and set on the host when it has none. (property only) (readonly)
   *
   * ## Events
   *
   * Events that will be emitted by the component.
   *
   * - `pp-navigate`: An ordinary (unmodified, left) click on an internal entry. Cancelable: call `preventDefault()` to stop the browser's navigation and route yourself. The mobile sheet closes either way.
   * - `pp-toggle`: The open state of the current layout, or the layout itself, changed (`{ open, mode }`), whatever the cause (toggle, Escape, navigation, resize). Not fired for the initial state.
   *
   * ## Slots
   *
   * Areas where markup can be added to the component.
   *
   * - `logo`: The logo, shown in the 4rem-high logo area inside the home link.
   * - `header`: Content between the logo area and the menu (e.g. a project switcher on mobile).
   * - `footer`: Content below the menu.
   * - `icon-<name>`: An icon for entries whose `icon` is `<name>` (one slotted icon per name).
   *
   * ## Methods
   *
   * Methods that can be called to access component functionality.
   *
   * - `toggle(force?: boolean) => void`: Toggles the sidebar of the current layout, or sets it open when `force` is given.
   * - `show() => void`: Opens the sidebar of the current layout.
   * - `hide() => void`: Closes the sidebar of the current layout.
   * - `attachToggle(toggle: HTMLElement) => () => void`: Makes `toggle` (a button outside the sidebar) control it: a click toggles the sidebar, and the
   * button's `aria-controls` and `aria-expanded` are kept in sync (and `aria-label` set to
   * `toggleLabel` when it has no name). Focus returns to it when the mobile sheet closes.
   * Returns a function that detaches the button again.
   *
   * ## CSS Custom Properties
   *
   * CSS variables available for styling the component.
   *
   * - `--pp-sidebar-width`: Width, overriding `width` (default from `--pp-sidebar-width-sm|md|lg`). (default: `undefined`)
   * - `--pp-sidebar-width-sm`: Width when `width="sm"` (16rem); a component token of `@portal-elements/tokens`. (default: `16rem`)
   * - `--pp-sidebar-width-md`: Width when `width="md"` (22rem); a component token of `@portal-elements/tokens`. (default: `22rem`)
   * - `--pp-sidebar-width-lg`: Width when `width="lg"` (26rem); a component token of `@portal-elements/tokens`. (default: `26rem`)
   * - `--pp-sidebar-top`: Offset from the top of the viewport on desktop (e.g. the top bar's height). Default 0. (default: `0px`)
   * - `--pp-sidebar-height`: Height on desktop. Default `100dvh` minus the top offset. (default: `calc(100dvh - var(--pp-sidebar-top, 0px))`)
   * - `--pp-sidebar-logo-height`: Height of the logo area. Default 4rem. (default: `4rem`)
   * - `--pp-sidebar-background`: Background (default `--pp-color-bg-surface`). (default: `var(--pp-color-bg-surface, Canvas)`)
   * - `--pp-sidebar-foreground`: Text colour (default `--pp-color-fg-default`). (default: `var(--pp-color-fg-default, CanvasText)`)
   * - `--pp-sidebar-muted-foreground`: Section headers and icons (default `--pp-color-fg-muted`). (default: `var(--pp-color-fg-muted, color-mix(in srgb, CanvasText 72%, Canvas))`)
   * - `--pp-sidebar-border-color`: Borders (default `--pp-color-border-default`). (default: `var(--pp-color-border-default, color-mix(in srgb, CanvasText 16%, Canvas))`)
   * - `--pp-sidebar-item-hover-background`: Hovered entry (default `--pp-color-bg-hover`). (default: `var(--pp-color-bg-hover, color-mix(in srgb, CanvasText 7%, Canvas))`)
   * - `--pp-sidebar-item-active-background`: Active entry (default `--pp-color-bg-selected`). (default: `var(--pp-color-bg-selected, color-mix(in srgb, LinkText 12%, Canvas))`)
   * - `--pp-sidebar-item-active-foreground`: Active entry text (default `--pp-color-fg-default`). (default: `var(--pp-color-fg-default, CanvasText)`)
   * - `--pp-sidebar-badge-background`: Badges (default `--pp-color-bg-subtle`). (default: `var(--pp-color-bg-subtle, color-mix(in srgb, CanvasText 10%, Canvas))`)
   * - `--pp-sidebar-badge-foreground`: Badge text (default `--pp-color-fg-default`). (default: `var(--pp-color-fg-default, CanvasText)`)
   * - `--pp-sidebar-backdrop`: The sheet's backdrop (default `--pp-color-bg-backdrop`). (default: `var(--pp-color-bg-backdrop, color-mix(in srgb, CanvasText 45%, transparent))`)
   * - `--pp-sidebar-duration`: Open/close slide duration (default `--pp-duration-normal`); 0 under reduced motion. (default: `var(--pp-duration-normal, 200ms)`)
   * - `--pp-scroll-area-thumb`: The menu's scrollbar thumb while shown (default `--pp-color-border-strong`). (default: `var(--pp-color-border-strong, GrayText)`)
   * - `--pp-scroll-area-track`: The menu's scrollbar track while shown (default transparent). (default: `transparent`)
   *
   * ## CSS Parts
   *
   * Custom selectors for styling elements within the component.
   *
   * - `panel`: The desktop column.
   * - `sheet`: The mobile `<dialog>`.
   * - `header`: The logo area (with the close button in the sheet).
   * - `logo-link`: The home link around the logo.
   * - `close-button`: The sheet's close button.
   * - `nav`: The `nav` landmark; the scroll container of long menus.
   * - `section`: One menu section.
   * - `section-toggle`: A labelled section's header button.
   * - `list`: A list of entries.
   * - `item`: An entry (link, group button or plain text).
   * - `item-active`: The active entry.
   * - `group-toggle`: A collapsible group's header button.
   * - `icon`: An entry's icon.
   * - `badge`: An entry's badge.
   *
   * ## CSS States
   *
   * These can be used to apply styling when a component is in a given state.
   *
   * - `desktop`: At or above the breakpoint: the sidebar is a column beside the page.
   * - `mobile`: Below the breakpoint: the sidebar is a modal sheet and takes no room.
   * - `open`: The sidebar of the current layout is open: the desktop column shown, or the mobile sheet.
   */
  "pp-sidebar": Partial<
    PpSidebarProps & PpSidebarSolidJsProps & BaseProps<PpSidebar> & BaseEvents
  >;

  /**
   * A placeholder in the shape of content that is on its way, so that the page keeps its layout and
   * does not jump when the content arrives.
   *
   * A skeleton says nothing to assistive technology: it hides itself (`aria-hidden`), since a screen
   * reader user gains nothing from a hundred empty shapes. Whatever waits for the content says so once:
   * mark the region `aria-busy="true"` and give it a status text such as 'Ładowanie…' (a `pp-spinner`,
   * or a visually hidden `role="status"`), then remove both when the content is there.
   *
   * Size it like any block: a `text` skeleton is as tall as a line of the surrounding text and as wide
   * as its container (set `width` in CSS, e.g. `60%`, for a shorter line); `rect` and `circle` take the
   * width and height you give them (`circle` is round at any size). Under `prefers-reduced-motion:
   * reduce` nothing moves, whatever `effect` says; in forced-colours mode the shape keeps an outline.
   *
   * ## Attributes & Properties
   *
   * Component attributes and properties that can be applied to the element or by using JavaScript.
   *
   * - `shape`: What the skeleton stands for: a line of `text`, a `rect` block or a `circle`.
   * - `effect`: How it shows that something is coming: `sheen`, `pulse` or `none`.
   *
   * ## CSS Custom Properties
   *
   * CSS variables available for styling the component.
   *
   * - `--pp-skeleton-color`: The shape's colour. (default: `var(--pp-color-bg-subtle)`)
   * - `--pp-skeleton-highlight`: The sheen's and the pulse's lighter colour. (default: `var(--pp-color-bg-hover)`)
   * - `--pp-skeleton-radius`: Corner radius of `text` and `rect`. (default: `var(--pp-radius-sm)`)
   * - `--pp-skeleton-duration`: How long one sweep or pulse takes. (default: `1.6s`)
   *
   * ## CSS Parts
   *
   * Custom selectors for styling elements within the component.
   *
   * - `base`: The placeholder shape.
   */
  "pp-skeleton": Partial<
    PpSkeletonProps &
      PpSkeletonSolidJsProps &
      BaseProps<PpSkeleton> &
      BaseEvents
  >;

  /**
   * An indeterminate busy indicator: something is loading and how long it takes is unknown.
   *
   * It is a `progressbar` without a value (`aria-valuenow` absent), which ARIA defines as an
   * indeterminate progress bar, named by `label` ('Ładowanie…' / 'Loading…'). Not `role="status"`: a
   * status region speaks only when its content changes after it is in the page, so a spinner inserted
   * with its text would often be silent, and it would speak again at every re-render; a progress bar is
   * found where it stands and says what it is. For the region being loaded, set `aria-busy="true"` on
   * it while the spinner shows; announce the result (or an error) with a live region, e.g. `pp-alert`.
   *
   * It inherits its size from the font size, or takes a fixed one from `size`, and draws in the
   * current text colour. Under `prefers-reduced-motion: reduce` it does not spin: it pulses slowly
   * (its opacity, no movement). In forced-colours mode it draws in the system's text colour.
   *
   * ## Attributes & Properties
   *
   * Component attributes and properties that can be applied to the element or by using JavaScript.
   *
   * - `size`: A fixed size; unset, the spinner is 1em (the font size around it).
   * - `label`: The accessible name of the busy indicator.
   *
   * ## CSS Custom Properties
   *
   * CSS variables available for styling the component.
   *
   * - `--pp-spinner-color`: Colour of the moving arc. (default: `currentColor`)
   * - `--pp-spinner-track-color`: Colour of the circle under it (drawn at a quarter of its opacity). (default: `currentColor`)
   * - `--pp-spinner-duration`: Time of one turn. (default: `0.8s`)
   *
   * ## CSS Parts
   *
   * Custom selectors for styling elements within the component.
   *
   * - `base`: The indicator (the element with the role).
   */
  "pp-spinner": Partial<
    PpSpinnerProps & PpSpinnerSolidJsProps & BaseProps<PpSpinner> & BaseEvents
  >;

  /**
   * An on/off switch (the WAI-ARIA switch pattern): a native `<input type="checkbox" role="switch">`
   * in the shadow root, drawn over with a track and a thumb from the tokens, named by a real `<label>`
   * beside it, with a hint, an error and a required mark. Space and Enter toggle it, and so does a
   * click on the track or on the label; the target is 24 px at least. On and off differ by where the
   * thumb is, not by colour alone (also in forced colours); the thumb slides, without motion under
   * `prefers-reduced-motion: reduce`. Use it for a setting that applies at once; in a form whose
   * choices apply on submission a checkbox is usually the clearer control.
   *
   * It is form-associated: it submits `name=value` while on (`value` is 'on' by default) and nothing
   * while off, a form reset returns it to the `checked` attribute, the browser may restore it, and a
   * disabled `<fieldset>` disables it. With `required` a switch that is off is invalid
   * (`valueMissing`) with a message of its own in Polish or English, shown once the user toggled it or
   * a submission (or `reportValidity()`) found it invalid; an `error` shows at once. `input` and
   * `change` fire when the user toggles it, not when code sets `checked`. `focus()` and `click()`
   * reach the input.
   *
   * ## Attributes & Properties
   *
   * Component attributes and properties that can be applied to the element or by using JavaScript.
   *
   * - `value-missing-message`/`valueMissingMessage`: The validation message when `required` and off.
   * - `checked`: Whether it is on. The `checked` attribute is the state at first, and the one a form reset
   * returns to; the property holds the current state.
   * - `value`: Sent with the form as `name=value` while checked (nothing is sent while unchecked).
   * - `label`: The label beside the control: its accessible name, and a click on it toggles (the `label` slot replaces it).
   * - `hint`: Help under the label, read as the control's description (the `hint` slot replaces it).
   * - `error`: An error to show (a server's answer): the control is invalid with this message until it is '' again.
   * - `size`: The size of the control and its text.
   * - `required`: A value is required for the form to be valid.
   * - `name`: The form field name.
   * - `disabled`: Disables the element: it takes no input and is not submitted.
   * - `validity`: The validity state. (property only) (readonly)
   * - `validationMessage`: The validation message, '' when valid. (property only) (readonly)
   * - `willValidate`: Whether the element takes part in constraint validation. (property only) (readonly)
   * - `form`: The form this element belongs to. (property only) (readonly)
   *
   * ## Events
   *
   * Events that will be emitted by the component.
   *
   * - `input`: The user toggled the switch, after `checked` follows it.
   * - `change`: The user toggled the switch (after `input`).
   *
   * ## Slots
   *
   * Areas where markup can be added to the component.
   *
   * - `label`: Rich content for the label (replaces `label`).
   * - `hint`: Rich content for the hint (replaces `hint`).
   * - `error`: Rich content for the error: while it holds something the switch is invalid with its text as the message, as with `error`.
   *
   * ## Methods
   *
   * Methods that can be called to access component functionality.
   *
   * - `click() => void`: Clicks the control as a person would: it toggles unless disabled.
   * - `checkValidity() => boolean`: Checks validity, firing `invalid` when invalid, without showing the error under the control.
   * - `formResetCallback() => void`: Form-associated callback: the form was reset.
   * - `formStateRestoreCallback(state: string | File | FormData | null) => void`: Form-associated callback: the browser restores the state (back/forward navigation).
   * - `reportValidity() => boolean`: Checks validity and shows the browser's message when invalid.
   * - `formDisabledCallback() => void`: Form-associated callback: the element's disabled state changed, by a surrounding fieldset or by
   * its own `disabled` attribute. Only the fieldset's part is kept, read from the tree: taking the
   * argument would also record the element's own attribute, whose reflection happens in the middle
   * of an update, where Lit drops a change (a button enabled by code stayed disabled).
   *
   * ## CSS Custom Properties
   *
   * CSS variables available for styling the component.
   *
   * - `--pp-switch-track-bg`: Background of the track when off. (default: `var(--pp-input-bg, var(--pp-color-bg-surface, Field))`)
   * - `--pp-switch-track-border`: Border of the track when off. (default: `var(--pp-input-border, var(--pp-color-border-strong, GrayText))`)
   * - `--pp-switch-thumb`: The thumb when off. (default: `var(--pp-color-fg-muted, GrayText)`)
   * - `--pp-switch-checked-bg`: Background and border of the track when on. (default: `var(--pp-color-bg-brand, Highlight)`)
   * - `--pp-switch-checked-thumb`: The thumb when on. (default: `var(--pp-color-fg-on-brand, HighlightText)`)
   *
   * ## CSS Parts
   *
   * Custom selectors for styling elements within the component.
   *
   * - `control`: The 24 px target holding the native input and the track.
   * - `input`: The native `<input type="checkbox" role="switch">` (transparent, over the track).
   * - `track`: The drawn track.
   * - `thumb`: The thumb: at the start when off, at the end when on.
   * - `label`: The `<label>` beside the switch.
   * - `required`: The required mark ('*') in the label (hidden from screen readers: the input is `required`).
   * - `hint`: The hint under the label.
   * - `error`: The error under the label.
   */
  "pp-switch": Partial<
    PpSwitchProps & PpSwitchSolidJsProps & BaseProps<PpSwitch> & BaseEvents
  >;

  /**
   * One panel of a `<pp-tabs>`: the content its tab (`<pp-tab panel="…">` with the same name) shows.
   * The panel is the `role="tabpanel"` element itself, named by its tab (`aria-labelledby`); every
   * panel but the selected one is `hidden` (out of the layout, the accessibility tree and the tab
   * order). A panel with nothing focusable in it takes the focus itself (`tabindex="0"`), so that Tab
   * from the selected tab reaches its content, as the WAI-ARIA Authoring Practices advise.
   *
   * ## Attributes & Properties
   *
   * Component attributes and properties that can be applied to the element or by using JavaScript.
   *
   * - `name`: The panel's name: the `panel` of the `<pp-tab>` that shows it.
   *
   * ## Slots
   *
   * Areas where markup can be added to the component.
   *
   * - `(default)`: The panel's content.
   *
   * ## CSS Custom Properties
   *
   * CSS variables available for styling the component.
   *
   * - `--pp-tab-panel-padding`: Space above and below the content (none at the sides, so that it lines up with the page). (default: `var(--pp-space-4, 1rem)`)
   */
  "pp-tab-panel": Partial<
    PpTabPanelProps &
      PpTabPanelSolidJsProps &
      BaseProps<PpTabPanel> &
      BaseEvents
  >;

  /**
   * One tab of a `<pp-tabs>`: its text (and an icon) in the default slot. The tab is the `role="tab"`
   * element itself and takes the focus; its `<pp-tabs>` sets `aria-selected`, `aria-controls` and the
   * roving `tabindex` from its own `value`, and handles the keys and clicks. A disabled tab is
   * `aria-disabled`, skipped by the arrow keys and never focused.
   *
   * Its knobs may be set on the `<pp-tabs>` (custom properties inherit), to style every tab at once.
   *
   * ## Attributes & Properties
   *
   * Component attributes and properties that can be applied to the element or by using JavaScript.
   *
   * - `panel`: The `name` of the `<pp-tab-panel>` this tab shows; the `<pp-tabs>` `value` while it is selected.
   * - `disabled`: The tab cannot be selected: it is skipped by the arrow keys, out of the tab order and not clickable.
   *
   * ## Slots
   *
   * Areas where markup can be added to the component.
   *
   * - `(default)`: The tab's text, with an icon if wanted.
   *
   * ## CSS Custom Properties
   *
   * CSS variables available for styling the component.
   *
   * - `--pp-tab-fg`: Text of a tab that is not selected. (default: `var(--pp-color-fg-muted, CanvasText)`)
   * - `--pp-tab-fg-selected`: Text of the selected tab. (default: `var(--pp-color-fg-default, CanvasText)`)
   * - `--pp-tab-bg-hover`: Background of a tab under the pointer. (default: `var(--pp-color-bg-hover, Canvas)`)
   * - `--pp-tab-indicator`: Colour of the selected tab's bar. (default: `var(--pp-color-border-focus, Highlight)`)
   * - `--pp-tab-indicator-size`: Thickness of the selected tab's bar. (default: `3px`)
   *
   * ## CSS Parts
   *
   * Custom selectors for styling elements within the component.
   *
   * - `indicator`: The bar under (beside, when vertical) the selected tab.
   */
  "pp-tab": Partial<
    PpTabProps & PpTabSolidJsProps & BaseProps<PpTab> & BaseEvents
  >;

  /**
   * Tabs after the WAI-ARIA Authoring Practices' Tabs pattern, written as plain HTML: `<pp-tab
   * panel="…">` children for the tabs and `<pp-tab-panel name="…">` children for the panels, in any
   * order. The tabs sit in a `role="tablist"` named by `label`; each tab is a `role="tab"` with
   * `aria-selected` and `aria-controls` naming its panel, each panel a `role="tabpanel"` named by its
   * tab (`aria-labelledby`). The roles and links are attributes on the children themselves: they are
   * all in the page's DOM, so the ID references work for every browser and screen reader, and a tool
   * sees them in the markup. Every panel but the selected one is `hidden`.
   *
   * The list is one tab stop, the selected tab; Tab then goes into the selected panel (the panel takes
   * the focus itself when nothing in it can). Left and Right (Up and Down when `orientation` is
   * `vertical`) move to the previous or next tab, wrapping around; Home and End to the first and the
   * last. With `activation="automatic"` (the default) moving selects; with `manual` it only moves the
   * focus, and Enter or Space selects. Left and Right swap in a right-to-left context (`dir="rtl"`).
   * Disabled tabs are skipped by the keys and never focused (they stay in the list, read as
   * unavailable). A click selects.
   *
   * `value` is the name of the selected panel; when it names no enabled tab, the first enabled tab is
   * selected and `value` follows it. `pp-tab-show` fires before the person's choice shows, and
   * cancelling it keeps the current tab (nothing fires when `value` is set by code). Many tabs in a
   * narrow container scroll sideways, the selected one kept in view. Tabs driven by a router set
   * `value` from the route and navigate in a `pp-tab-show` listener, cancelling it so that the route
   * decides what shows.
   *
   * ## Attributes & Properties
   *
   * Component attributes and properties that can be applied to the element or by using JavaScript.
   *
   * - `value`: The `name` of the selected panel (the `panel` of the selected tab). Setting it selects that tab;
   * the `value` attribute is the one selected at first. Never reflected.
   * - `label`: The tab list's accessible name (what the tabs are about: 'Ustawienia konta').
   * - `activation`: Whether the arrow keys, Home and End select the tab they move to (`automatic`), or only focus
   * it, for Enter or Space to select (`manual`, for panels that are slow to show).
   * - `orientation`: A row of tabs above the panels (Left and Right move), or a column beside them (Up and Down).
   *
   * ## Events
   *
   * Events that will be emitted by the component.
   *
   * - `pp-tab-show`: The person selected another tab (click, arrow key, Home, End, Enter or Space), before it shows (`{ value, previous, tab }`). Cancelable: `preventDefault()` keeps the current tab.
   *
   * ## Slots
   *
   * Areas where markup can be added to the component.
   *
   * - `(default)`: The `<pp-tab>` and `<pp-tab-panel>` children (the tabs go into the tab list, the rest below it).
   *
   * ## Methods
   *
   * Methods that can be called to access component functionality.
   *
   * - `focus(options?: FocusOptions) => void`: Focuses the selected tab (where Tab enters the list).
   *
   * ## CSS Custom Properties
   *
   * CSS variables available for styling the component.
   *
   * - `--pp-tabs-border`: The line between the tabs and the panels. (default: `var(--pp-color-border-default, GrayText)`)
   * - `--pp-tabs-gap`: Space between the tabs. (default: `var(--pp-space-1, 0.25rem)`)
   *
   * ## CSS Parts
   *
   * Custom selectors for styling elements within the component.
   *
   * - `tablist`: The `role="tablist"` row (column) of tabs; it scrolls when the tabs do not fit.
   * - `panels`: The box around the panels.
   */
  "pp-tabs": Partial<
    PpTabsProps & PpTabsSolidJsProps & BaseProps<PpTabs> & BaseEvents
  >;

  /**
   * A single-line text field: a native `<input>` in the shadow root, named by a real `<label>`, with a
   * hint, an error, a required mark, a prefix and a suffix (an icon, a unit such as 'PLN'), and a
   * character count with `maxlength`.
   *
   * It is form-associated: it submits `value` under `name`, a form reset returns it to the `value`
   * attribute, the browser may restore it (back and forward navigation), a disabled `<fieldset>`
   * disables it, and `checkValidity()`, `reportValidity()` and the `invalid` event work as on a native
   * field. Its validity is the inner input's (`required`, `type`, `minlength`, `maxlength`, `pattern`,
   * `min`, `max`, `step`), with messages of its own in Polish or English after the `lang` that applies
   * to it (its own, an ancestor's, the document's). An `error` makes it invalid with that message, as
   * a server's answer would. A validity error shows under the field, and the input is `aria-invalid`,
   * only once the user changed the value or a submission (or `reportValidity()`) found it invalid;
   * an `error` shows at once.
   *
   * The input's accessible description is the error, the hint, the prefix and suffix, and, with
   * `maxlength`, the limit; the count ('12 / 200') is not read on every keystroke: a polite
   * announcement says once how many characters are left near the limit, and when it is reached.
   * `focus()` focuses the input (the shadow root delegates focus).
   *
   * ## Attributes & Properties
   *
   * Component attributes and properties that can be applied to the element or by using JavaScript.
   *
   * - `type`: The kind of text: its keyboard on touch devices, and its check (`email` and `url` must be one).
   * - `pattern`: A regular expression the whole value must match (as the native `pattern`).
   * - `min`: Least number of a `number` field.
   * - `max`: Greatest number of a `number` field.
   * - `step`: Step of a `number` field (`any` for none; 1 by default).
   * - `inputmode`: The virtual keyboard to offer (`numeric`, `decimal`, `email` ...), as the native `inputmode`.
   * - `value-missing-message`/`valueMissingMessage`: The validation message when `required` and empty.
   * - `email-mismatch-message`/`emailMismatchMessage`: The validation message when a `type="email"` value is not an e-mail address.
   * - `url-mismatch-message`/`urlMismatchMessage`: The validation message when a `type="url"` value is not an absolute URL.
   * - `too-short-message`/`tooShortMessage`: The validation message when the value is shorter than `minlength`: `{min}` and `{count}` are replaced.
   * - `too-long-message`/`tooLongMessage`: The validation message when the value is longer than `maxlength`: `{max}` and `{count}` are replaced.
   * - `pattern-mismatch-message`/`patternMismatchMessage`: The validation message when the value does not match `pattern`.
   * - `range-underflow-message`/`rangeUnderflowMessage`: The validation message when a number is below `min`: `{min}` is replaced.
   * - `range-overflow-message`/`rangeOverflowMessage`: The validation message when a number is above `max`: `{max}` is replaced.
   * - `step-mismatch-message`/`stepMismatchMessage`: The validation message when a number is off `step`: `{low}` and `{high}` (the nearest valid values) are replaced.
   * - `bad-input-message`/`badInputMessage`: The validation message when a `type="number"` field holds something that is not a number.
   * - `count-text`/`countText`: The visible character count (with `maxlength`): `{count}` and `{max}` are replaced.
   * - `count-description`/`countDescription`: The unseen description of the character limit (with `maxlength`): `{max}` is replaced.
   * - `remaining-text`/`remainingText`: Announced once when typing comes near the limit, by plural category; `{count}` (characters left) is replaced.
   * - `limit-text`/`limitText`: Announced when typing reaches the limit: `{max}` is replaced.
   * - `value`: The current value. The `value` attribute is the value at first, and the one a form reset returns to.
   * - `label`: The label above the field: the accessible name of its native control (the `label` slot replaces it).
   * - `hide-label`/`hideLabel`: Hides the label from sight; it stays the accessible name of the native control. Only where the
   * page already shows what the field is for (a heading above it, another field's label in its place);
   * the label is still required.
   * - `hint`: Help under the field, read as its native control's description (the `hint` slot replaces it).
   * - `error`: An error to show (a server's answer): the field is invalid with this message until it is '' again.
   * - `placeholder`: Shown while the field is empty. Not a label: give a `label` too.
   * - `readonly`: The value can be read, selected and copied, not changed (and is not validated).
   * - `size`: The size (height or padding, and font size), after the control-height tokens.
   * - `minlength`: Least number of characters (the check runs on what the user typed, as on a native field).
   * - `maxlength`: Greatest number of characters: typing stops there, and a count ('12 / 200') shows.
   * - `autocomplete`: The browser's autofill hint (`name`, `email`, `street-address` ...), as the native `autocomplete`.
   * - `required`: A value is required for the form to be valid.
   * - `name`: The form field name.
   * - `disabled`: Disables the element: it takes no input and is not submitted.
   * - `validity`: The validity state. (property only) (readonly)
   * - `validationMessage`: The validation message, '' when valid. (property only) (readonly)
   * - `willValidate`: Whether the element takes part in constraint validation. (property only) (readonly)
   * - `form`: The form this element belongs to. (property only) (readonly)
   *
   * ## Events
   *
   * Events that will be emitted by the component.
   *
   * - `input`: The user changed the value (each keystroke, paste or cut), after `value` follows it.
   * - `change`: The user committed a changed value (Enter, or focus left the field).
   *
   * ## Slots
   *
   * Areas where markup can be added to the component.
   *
   * - `label`: Rich content for the label (replaces `label`); keep it text and inline elements.
   * - `hint`: Rich content for the hint (replaces `hint`), such as a link.
   * - `error`: Rich content for the error: while it holds something the field is invalid with its text as the message, as with `error`.
   * - `prefix`: Before the input: an icon (mark it `aria-hidden="true"`) or a unit, read as part of the description.
   * - `suffix`: After the input: an icon or a unit such as 'PLN', read as part of the description.
   *
   * ## Methods
   *
   * Methods that can be called to access component functionality.
   *
   * - `select() => void`: Selects the whole value.
   * - `setSelectionRange(start: number | null, end: number | null, direction?: 'forward' | 'backward' | 'none') => void`: Selects a range of the value, as the native control does (an `<input>` of type `email` or `number` throws).
   * - `checkValidity() => boolean`: Checks validity, firing `invalid` when invalid, without showing the error under the field.
   * - `formResetCallback() => void`: Form-associated callback: the form was reset.
   * - `formStateRestoreCallback(state: string | File | FormData | null) => void`: Form-associated callback: the browser restores the state (back/forward navigation, autofill).
   * - `reportValidity() => boolean`: Checks validity and shows the browser's message when invalid.
   * - `formDisabledCallback() => void`: Form-associated callback: the element's disabled state changed, by a surrounding fieldset or by
   * its own `disabled` attribute. Only the fieldset's part is kept, read from the tree: taking the
   * argument would also record the element's own attribute, whose reflection happens in the middle
   * of an update, where Lit drops a change (a button enabled by code stayed disabled).
   *
   * ## CSS Custom Properties
   *
   * CSS variables available for styling the component.
   *
   * - `--pp-text-field-width`: Width of the element. Default 20rem. (default: `20rem`)
   *
   * ## CSS Parts
   *
   * Custom selectors for styling elements within the component.
   *
   * - `label`: The `<label>` above the field.
   * - `required`: The required mark ('*') in the label (hidden from screen readers: the input is `required`).
   * - `field`: The box around the prefix, input and suffix.
   * - `input`: The native `<input>`.
   * - `prefix`: The box around the `prefix` slot.
   * - `suffix`: The box around the `suffix` slot.
   * - `hint`: The hint under the field.
   * - `error`: The error under the field.
   * - `count`: The character count ('12 / 200', with `maxlength`).
   */
  "pp-text-field": Partial<
    PpTextFieldProps &
      PpTextFieldSolidJsProps &
      BaseProps<PpTextField> &
      BaseEvents
  >;

  /**
   * A multi-line text field: a native `<textarea>` in the shadow root, named by a real `<label>`, with a
   * hint, an error, a required mark and a character count with `maxlength`. It is `rows` lines high,
   * and with `resize` keeps that height (`none`), lets the user drag it (`vertical`), or grows with its
   * text up to `--pp-textarea-max-height` and then scrolls (`auto`).
   *
   * It is form-associated: it submits `value` under `name`, a form reset returns it to the `value`
   * attribute, the browser may restore it (back and forward navigation), a disabled `<fieldset>`
   * disables it, and `checkValidity()`, `reportValidity()` and the `invalid` event work as on a native
   * field. Its validity is the inner textarea's (`required`, `minlength`, `maxlength`), with messages
   * of its own in Polish or English after the `lang` that applies to it (its own, an ancestor's, the
   * document's). An `error` makes it invalid with that message, as a server's answer would. A validity
   * error shows under the field, and the textarea is `aria-invalid`, only once the user changed the
   * value or a submission (or `reportValidity()`) found it invalid; an `error` shows at once.
   *
   * The textarea's accessible description is the error, the hint and, with `maxlength`, the limit; the
   * count ('12 / 200') is not read on every keystroke: a polite announcement says once how many
   * characters are left near the limit, and when it is reached. `focus()` focuses the textarea (the
   * shadow root delegates focus).
   *
   * ## Attributes & Properties
   *
   * Component attributes and properties that can be applied to the element or by using JavaScript.
   *
   * - `rows`: The height in lines of text (the least height with `resize="auto"`).
   * - `resize`: `none`: a fixed height; `vertical`: the user can drag it taller or shorter; `auto`: it grows with
   * its text up to `--pp-textarea-max-height`, then scrolls.
   * - `value-missing-message`/`valueMissingMessage`: The validation message when `required` and empty.
   * - `too-short-message`/`tooShortMessage`: The validation message when the text is shorter than `minlength`: `{min}` and `{count}` are replaced.
   * - `too-long-message`/`tooLongMessage`: The validation message when the text is longer than `maxlength`: `{max}` and `{count}` are replaced.
   * - `count-text`/`countText`: The visible character count (with `maxlength`): `{count}` and `{max}` are replaced.
   * - `count-description`/`countDescription`: The unseen description of the character limit (with `maxlength`): `{max}` is replaced.
   * - `remaining-text`/`remainingText`: Announced once when typing comes near the limit, by plural category; `{count}` (characters left) is replaced.
   * - `limit-text`/`limitText`: Announced when typing reaches the limit: `{max}` is replaced.
   * - `value`: The current value. The `value` attribute is the value at first, and the one a form reset returns to.
   * - `label`: The label above the field: the accessible name of its native control (the `label` slot replaces it).
   * - `hide-label`/`hideLabel`: Hides the label from sight; it stays the accessible name of the native control. Only where the
   * page already shows what the field is for (a heading above it, another field's label in its place);
   * the label is still required.
   * - `hint`: Help under the field, read as its native control's description (the `hint` slot replaces it).
   * - `error`: An error to show (a server's answer): the field is invalid with this message until it is '' again.
   * - `placeholder`: Shown while the field is empty. Not a label: give a `label` too.
   * - `readonly`: The value can be read, selected and copied, not changed (and is not validated).
   * - `size`: The size (height or padding, and font size), after the control-height tokens.
   * - `minlength`: Least number of characters (the check runs on what the user typed, as on a native field).
   * - `maxlength`: Greatest number of characters: typing stops there, and a count ('12 / 200') shows.
   * - `autocomplete`: The browser's autofill hint (`name`, `email`, `street-address` ...), as the native `autocomplete`.
   * - `required`: A value is required for the form to be valid.
   * - `name`: The form field name.
   * - `disabled`: Disables the element: it takes no input and is not submitted.
   * - `validity`: The validity state. (property only) (readonly)
   * - `validationMessage`: The validation message, '' when valid. (property only) (readonly)
   * - `willValidate`: Whether the element takes part in constraint validation. (property only) (readonly)
   * - `form`: The form this element belongs to. (property only) (readonly)
   *
   * ## Events
   *
   * Events that will be emitted by the component.
   *
   * - `input`: The user changed the value (each keystroke, paste or cut), after `value` follows it.
   * - `change`: The user committed a changed value (focus left the field).
   *
   * ## Slots
   *
   * Areas where markup can be added to the component.
   *
   * - `label`: Rich content for the label (replaces `label`); keep it text and inline elements.
   * - `hint`: Rich content for the hint (replaces `hint`), such as a link.
   * - `error`: Rich content for the error: while it holds something the field is invalid with its text as the message, as with `error`.
   *
   * ## Methods
   *
   * Methods that can be called to access component functionality.
   *
   * - `select() => void`: Selects the whole value.
   * - `setSelectionRange(start: number | null, end: number | null, direction?: 'forward' | 'backward' | 'none') => void`: Selects a range of the value, as the native control does (an `<input>` of type `email` or `number` throws).
   * - `checkValidity() => boolean`: Checks validity, firing `invalid` when invalid, without showing the error under the field.
   * - `formResetCallback() => void`: Form-associated callback: the form was reset.
   * - `formStateRestoreCallback(state: string | File | FormData | null) => void`: Form-associated callback: the browser restores the state (back/forward navigation, autofill).
   * - `reportValidity() => boolean`: Checks validity and shows the browser's message when invalid.
   * - `formDisabledCallback() => void`: Form-associated callback: the element's disabled state changed, by a surrounding fieldset or by
   * its own `disabled` attribute. Only the fieldset's part is kept, read from the tree: taking the
   * argument would also record the element's own attribute, whose reflection happens in the middle
   * of an update, where Lit drops a change (a button enabled by code stayed disabled).
   *
   * ## CSS Custom Properties
   *
   * CSS variables available for styling the component.
   *
   * - `--pp-textarea-width`: Width of the element. Default 20rem. (default: `20rem`)
   * - `--pp-textarea-min-height`: Least height of the textarea (its `rows` set it otherwise). Default 0. (default: `0`)
   * - `--pp-textarea-max-height`: Greatest height the textarea grows to with `resize="auto"` (or is dragged to). Default 20rem with `resize="auto"`, else none. (default: `20rem`)
   *
   * ## CSS Parts
   *
   * Custom selectors for styling elements within the component.
   *
   * - `label`: The `<label>` above the field.
   * - `required`: The required mark ('*') in the label (hidden from screen readers: the textarea is `required`).
   * - `field`: The box around the textarea.
   * - `textarea`: The native `<textarea>`.
   * - `hint`: The hint under the field.
   * - `error`: The error under the field.
   * - `count`: The character count ('12 / 200', with `maxlength`).
   */
  "pp-textarea": Partial<
    PpTextareaProps &
      PpTextareaSolidJsProps &
      BaseProps<PpTextarea> &
      BaseEvents
  >;

  /**
   * Shows the toasts made with `toast()`: a stack in a corner of the screen, in the top layer.
   *
   * Put one `<pp-toaster>` in the page (toasts made before it connects are shown when it does). At
   * most `visible-toasts` (3) are shown; the rest wait in a queue and their timers do not run until
   * they are shown. Timers pause while the pointer is over the stack, while focus is inside it and
   * while the page is hidden. The hotkey (Alt+T) moves focus into the stack and expands it; Escape
   * collapses it and returns focus. Toasts can be swiped away towards the nearest edge.
   *
   * Every toast is announced through live regions that exist from the start: errors assertively,
   * the rest politely. While a modal `<dialog>` is open the region moves into it, so toasts stay
   * visible and clickable above the dialog (it then carries the toaster's `lang`).
   *
   * Languages: the region's label and the close buttons' label are Polish or English after the `lang`
   * of the element, else of its closest ancestor with one (across shadow roots), else of `<html>`;
   * Polish when none is set or the language is neither (`en-GB` is English). A change of `lang` at run
   * time relabels them. A label set through its property or attribute always wins.
   *
   * Loading: what renders, animates, times and measures the toasts (`toast-view.js`, with the toasts'
   * styles) is imported when the first toast arrives, or earlier, when the page is idle after the
   * toaster connects, so a page pays for it only once it may show a toast. A toast made before it has
   * arrived is shown when it does (and announced at once); while there are toasts, `updateComplete`
   * also waits for it. The swipe code comes on the first press on a toast.
   *
   * ## Attributes & Properties
   *
   * Component attributes and properties that can be applied to the element or by using JavaScript.
   *
   * - `position`: Where the stack sits on the screen.
   * - `visible-toasts`/`visibleToasts`: How many toasts are shown at once; the rest wait in a queue.
   * - `duration`: Default auto-close time in ms; `0` or `Infinity` keep toasts until dismissed.
   * - `label`: Accessible name of the region (the spec's 'Notifications').
   * - `close-label`/`closeLabel`: Accessible name of every close button (the spec's 'Close toast').
   * - `hotkey`: Shortcut that moves focus into the stack, e.g. 'Alt+T'. Empty disables it.
   * - `close-button`/`closeButton`: Show close buttons on toasts (a toast's own `closeButton` option wins).
   * - `rich-colors`/`richColors`: Colour toasts by type with the status tokens.
   * - `expand`: Always show the stack expanded.
   * - `swipe-threshold`/`swipeThreshold`: Distance in px a swipe must travel to dismiss a toast.
   * - `toaster-id`/`toasterId`: Shows only toasts whose `toasterId` option is this value (empty: toasts without one).
   * - `visibleToastIds`: The toasts shown now, newest first (for tests and integrations). (property only) (readonly)
   *
   * ## Events
   *
   * Events that will be emitted by the component.
   *
   * - `pp-dismiss`: A toast was closed by the close button, a swipe, a button or its timer. `detail: { id, reason }`.
   * - `pp-action`: The action or cancel button of a toast was clicked. `detail: { id, button }`. Cancelable: `preventDefault()` keeps the toast open after an action.
   *
   * ## Slots
   *
   * Areas where markup can be added to the component.
   *
   * - `<name>`: Rich content: the children with `slot="<name>"` are shown inside the toasts made with `{ slot: '<name>' }` (other children are not shown).
   *
   * ## CSS Custom Properties
   *
   * CSS variables available for styling the component.
   *
   * - `--pp-toaster-width`: Width of a toast. Defaults to `--pp-toast-width` (356px). (default: `var(--pp-toast-width, 356px)`)
   * - `--pp-toaster-gap`: Gap between toasts. Defaults to `--pp-toast-gap` (14px). (default: `var(--pp-toast-gap, 14px)`)
   * - `--pp-toaster-offset`: Distance from the viewport edges (24px). (default: `24px`)
   * - `--pp-toaster-offset-top-right`: Top distance in the top-right position. Defaults to `--pp-toast-offset-top-right` (76px). (default: `var(--pp-toast-offset-top-right, 76px)`)
   * - `--pp-toaster-offset-mobile`: Edge distance on screens up to 600px wide (16px). (default: `16px`)
   * - `--pp-toaster-background`: Background of default toasts. Defaults to `--pp-toast-bg`, then `--pp-color-bg-raised`. (default: `var(--pp-toast-bg, var(--pp-color-bg-raised, Canvas))`)
   * - `--pp-toaster-color`: Text colour of default toasts. Defaults to `--pp-toast-fg`, then `--pp-color-fg-default`. (default: `var(--pp-toast-fg, var(--pp-color-fg-default, CanvasText))`)
   * - `--pp-toaster-muted-color`: Description colour. Defaults to `--pp-color-fg-muted`. (default: `var(--pp-color-fg-muted, CanvasText)`)
   * - `--pp-toaster-border-color`: Border of default toasts. Defaults to `--pp-toast-border`, then `--pp-color-border-default`. (default: `var(--pp-toast-border, var(--pp-color-border-default, GrayText))`)
   * - `--pp-toaster-radius`: Corner radius. Defaults to `--pp-toast-radius`, then `--pp-radius-md`. (default: `var(--pp-toast-radius, var(--pp-radius-md, 0.5rem))`)
   * - `--pp-toaster-shadow`: Shadow. Defaults to `--pp-toast-shadow`, then `--pp-shadow-lg`. (default: `var(--pp-toast-shadow, var(--pp-shadow-lg, none))`)
   * - `--pp-toaster-font-family`: Font. Defaults to `--pp-font-family-sans`. (default: `var(--pp-font-family-sans, system-ui, sans-serif)`)
   * - `--pp-toaster-duration`: Length of the enter, exit and stack animations. Defaults to `--pp-duration-normal`. (default: `var(--pp-duration-normal, 200ms)`)
   * - `--pp-toaster-easing`: Their easing. Defaults to `--pp-easing-standard`. (default: `var(--pp-easing-standard, ease)`)
   *
   * ## CSS Parts
   *
   * Custom selectors for styling elements within the component.
   *
   * - `region`: The top-layer region (landmark) that holds the stack.
   * - `list`: The list of toasts.
   * - `toast`: Each toast.
   * - `toast-default`: A toast of type `default` (also has the `toast` part).
   * - `toast-success`: A toast of type `success` (also has the `toast` part).
   * - `toast-error`: A toast of type `error` (also has the `toast` part).
   * - `toast-info`: A toast of type `info` (also has the `toast` part).
   * - `toast-warning`: A toast of type `warning` (also has the `toast` part).
   * - `toast-loading`: A toast of type `loading` (also has the `toast` part).
   * - `icon`: The type icon.
   * - `content`: The text and rich content column.
   * - `title`: The message.
   * - `description`: The description.
   * - `buttons`: The action and cancel buttons' row.
   * - `action-button`: The action button.
   * - `cancel-button`: The cancel button.
   * - `close-button`: The close button (top-left).
   */
  "pp-toaster": Partial<
    PpToasterProps & PpToasterSolidJsProps & BaseProps<PpToaster> & BaseEvents
  >;

  /**
   * Gives every `<pp-tooltip>` inside it one delay group: the first tooltip waits `delay` ms, and
   * while one is open (or for `skip-delay` ms after it closed) the next opens at once. The shell's
   * defaults are 700 ms and 300 ms; the top bar uses `delay="200"`.
   *
   * The same can be had without an element: `data-pp-tooltip-delay="200"` (and optionally
   * `data-pp-tooltip-skip-delay`) on any ancestor.
   *
   * ## Attributes & Properties
   *
   * Component attributes and properties that can be applied to the element or by using JavaScript.
   *
   * - `delay`: Open delay in ms.
   * - `skip-delay`/`skipDelay`: Time in ms after a tooltip closes during which the next opens at once.
   * - `delayGroup`: The shared state of the tooltips inside. (property only) (readonly)
   *
   * ## Slots
   *
   * Areas where markup can be added to the component.
   *
   * - `(default)`: The region: any content with tooltips.
   */
  "pp-tooltip-group": Partial<
    PpTooltipGroupProps &
      PpTooltipGroupSolidJsProps &
      BaseProps<PpTooltipGroup> &
      BaseEvents
  >;

  /**
   * A tooltip: a short text that describes another element (its trigger), following the APG tooltip
   * pattern and WCAG 1.4.13.
   *
   * Name the trigger with `for` (an id in the same document or shadow root), set `anchor` to the
   * element, or place the tooltip right after its trigger. The tooltip opens when the pointer rests on
   * the trigger for the group delay (700 ms; 0 while another tooltip of the group was open less than
   * the skip delay, 300 ms, ago) and at once when the trigger gets keyboard focus. A long press opens
   * it on touch screens. It closes on blur, when the pointer leaves (the pointer may move onto the
   * tooltip itself without closing it), on Escape, on a pointer press and when an ancestor of the
   * trigger scrolls. Only one tooltip is open at a time.
   *
   * While open, the tooltip is in the top layer (`popover`), placed next to its trigger by CSS anchor
   * positioning (by Floating UI, loaded on first use, in browsers without it), on the other side or
   * aligned otherwise when there is no room, with an arrow; it has `role="tooltip"`, and the trigger's
   * `aria-describedby` names it.
   *
   * Delays come from the nearest `<pp-tooltip-group>` or `data-pp-tooltip-delay` ancestor (the top bar
   * uses 200 ms), else the page default; the `delay` attribute overrides them for one tooltip.
   *
   * ## Attributes & Properties
   *
   * Component attributes and properties that can be applied to the element or by using JavaScript.
   *
   * - `for`: Id of the trigger element, looked up in the tooltip's own document or shadow root.
   * - `content`: The tooltip text when the element has no children, e.g. 'Zmień aktywny projekt'.
   * - `placement`: Preferred placement; flips and shifts to stay in view.
   * - `distance`: Gap between trigger and tooltip in px.
   * - `delay`: Open delay in ms for this tooltip only; `undefined` uses the delay group's.
   * - `open`: Whether the tooltip is shown.
   * - `disabled`: Never open.
   * - `long-press-delay`/`longPressDelay`: How long a touch must rest on the trigger to open the tooltip, in ms.
   * - `anchor`: The trigger element; wins over `for`. (property only)
   * - `trigger`: The element this tooltip describes. (property only) (readonly)
   *
   * ## Events
   *
   * Events that will be emitted by the component.
   *
   * - `pp-show`: The tooltip opened. `detail: { trigger }`.
   * - `pp-hide`: The tooltip closed. `detail: { trigger }`.
   *
   * ## Slots
   *
   * Areas where markup can be added to the component.
   *
   * - `(default)`: The tooltip's content (text). Defaults to `content`.
   *
   * ## Methods
   *
   * Methods that can be called to access component functionality.
   *
   * - `show() => void`: Opens the tooltip now (as if set from code).
   * - `hide() => void`: Closes the tooltip now, whatever opened it.
   *
   * ## CSS Custom Properties
   *
   * CSS variables available for styling the component.
   *
   * - `--pp-tooltip-bg`: Bubble background (a component token). Defaults to `--pp-color-bg-inverse`. (default: `var(--pp-color-bg-inverse, CanvasText)`)
   * - `--pp-tooltip-fg`: Text colour (a component token). Defaults to `--pp-color-fg-inverse`. (default: `var(--pp-color-fg-inverse, Canvas)`)
   * - `--pp-tooltip-radius`: Corner radius (a component token). Defaults to `--pp-radius-sm`. (default: `var(--pp-radius-sm, 0.25rem)`)
   * - `--pp-tooltip-max-width`: Widest bubble (20rem). (default: `20rem`)
   * - `--pp-tooltip-arrow-size`: Arrow size (0.5rem). (default: `0.5rem`)
   * - `--pp-tooltip-font-family`: Font. Defaults to `--pp-font-family-sans`. (default: `var(--pp-font-family-sans, system-ui, sans-serif)`)
   * - `--pp-tooltip-font-size`: Font size. Defaults to `--pp-font-size-xs`. (default: `var(--pp-font-size-xs, 0.75rem)`)
   * - `--pp-tooltip-shadow`: Shadow. Defaults to `--pp-shadow-md`. (default: `var(--pp-shadow-md, none)`)
   * - `--pp-tooltip-duration`: Fade length. Defaults to `--pp-duration-fast`. (default: `var(--pp-duration-fast, 150ms)`)
   *
   * ## CSS Parts
   *
   * Custom selectors for styling elements within the component.
   *
   * - `body`: The bubble.
   * - `arrow`: The arrow pointing at the trigger.
   */
  "pp-tooltip": Partial<
    PpTooltipProps & PpTooltipSolidJsProps & BaseProps<PpTooltip> & BaseEvents
  >;
};

export type CustomCssProperties = {
  /** Corner radius. */
  "--pp-alert-radius"?: string | undefined;
  /** Background; by default the variant's status background (`--pp-color-status-*-bg`). */
  "--pp-alert-bg"?: string | undefined;
  /** Text colour. */
  "--pp-alert-fg"?: string | undefined;
  /** Border colour; by default the variant's status border (`--pp-color-status-*-border`). */
  "--pp-alert-border"?: string | undefined;
  /** Icon colour; by default the variant's status text colour (`--pp-color-status-*-fg`). */
  "--pp-alert-icon"?: string | undefined;
  /** Height of the top bar (and the desktop sidebar's offset). */
  "--pp-app-shell-top-bar-height"?: string | undefined;
  /** Stacking of the sticky top bar over the page. */
  "--pp-app-shell-top-bar-z-index"?: string | undefined;
  /** Background of the whole frame (the page's shows through by default). */
  "--pp-app-shell-background"?: string | undefined;
  /** Top bar background; a component token of `@portal-elements/tokens`. */
  "--pp-topbar-bg"?: string | undefined;
  /** Top bar bottom border; a component token of `@portal-elements/tokens`. */
  "--pp-topbar-border"?: string | undefined;
  /** Width and height; by default from `size` (2rem for `md`). */
  "--pp-avatar-size"?: string | undefined;
  /** Background behind initials and silhouette. */
  "--pp-avatar-bg"?: string | undefined;
  /** Colour of the initials and silhouette. */
  "--pp-avatar-fg"?: string | undefined;
  /** Border colour. */
  "--pp-avatar-border"?: string | undefined;
  /** Corner radius (`pill` makes it round). */
  "--pp-badge-radius"?: string | undefined;
  /** Text size. */
  "--pp-badge-font-size"?: string | undefined;
  /** Background; by default the variant's status or brand colour. */
  "--pp-badge-bg"?: string | undefined;
  /** Text colour; by default the variant's. */
  "--pp-badge-fg"?: string | undefined;
  /** Border colour; by default the variant's (transparent when solid). */
  "--pp-badge-border"?: string | undefined;
  /** Space on each side of the separator. */
  "--pp-breadcrumb-gap"?: string | undefined;
  /** Colour of the links. */
  "--pp-breadcrumb-link-color"?: string | undefined;
  /** Colour of the current page. */
  "--pp-breadcrumb-current-color"?: string | undefined;
  /** Colour of the separators. */
  "--pp-breadcrumb-separator-color"?: string | undefined;
  /** Text size of the trail. The items' colours and spacing are theirs (`<pp-breadcrumb-item>`); set them here and the items inherit them. */
  "--pp-breadcrumb-font-size"?: string | undefined;
  /** Corner radius. */
  "--pp-button-radius"?: string | undefined;
  /** Background of the primary variant. */
  "--pp-button-primary-bg"?: string | undefined;
  /** Background of the primary variant when hovered or pressed. */
  "--pp-button-primary-bg-hover"?: string | undefined;
  /** Text of the primary variant. */
  "--pp-button-primary-fg"?: string | undefined;
  /** Background of the secondary variant. */
  "--pp-button-secondary-bg"?: string | undefined;
  /** Background of the secondary variant when hovered or pressed. */
  "--pp-button-secondary-bg-hover"?: string | undefined;
  /** Text of the secondary variant. */
  "--pp-button-secondary-fg"?: string | undefined;
  /** Border of the secondary variant. */
  "--pp-button-secondary-border"?: string | undefined;
  /** Background of the danger variant. */
  "--pp-button-danger-bg"?: string | undefined;
  /** Background of the danger variant when hovered or pressed. */
  "--pp-button-danger-bg-hover"?: string | undefined;
  /** Text of the danger variant. */
  "--pp-button-danger-fg"?: string | undefined;
  /** Text of the ghost variant. */
  "--pp-button-ghost-fg"?: string | undefined;
  /** Background of the ghost variant when hovered or pressed. */
  "--pp-button-ghost-bg-hover"?: string | undefined;
  /** Text of the link variant. */
  "--pp-button-link-fg"?: string | undefined;
  /** Corner radius of the box. */
  "--pp-checkbox-radius"?: string | undefined;
  /** Border of an unchecked box. */
  "--pp-checkbox-border"?: string | undefined;
  /** Background of an unchecked box. */
  "--pp-checkbox-bg"?: string | undefined;
  /** Background and border of a checked or mixed box. */
  "--pp-checkbox-checked-bg"?: string | undefined;
  /** The check mark and the dash. */
  "--pp-checkbox-checked-fg"?: string | undefined;
  /** Width of the element. Default 16rem. */
  "--pp-combobox-width"?: string | undefined;
  /** Maximum height of the list. Default 300px. */
  "--pp-combobox-max-height"?: string | undefined;
  /** Height of an option row. Default 32px. */
  "--pp-combobox-row-height"?: string | undefined;
  /** Height of a row with a description. Default 48px. */
  "--pp-combobox-row-height-description"?: string | undefined;
  /** Field background. Default --pp-color-bg-surface. */
  "--pp-combobox-background"?: string | undefined;
  /** Field and popup border. Default --pp-color-border-default. */
  "--pp-combobox-border-color"?: string | undefined;
  /** Corner radius. Default --pp-radius-md. */
  "--pp-combobox-radius"?: string | undefined;
  /** Popup background. Default --pp-color-bg-raised. */
  "--pp-combobox-popup-background"?: string | undefined;
  /** Active option background. Default --pp-color-bg-hover. */
  "--pp-combobox-option-active-background"?: string | undefined;
  /** Check marks. Default --pp-color-bg-brand. */
  "--pp-combobox-option-checked-color"?: string | undefined;
  /** The list's scrollbar thumb while shown. Default --pp-color-border-strong. */
  "--pp-scroll-area-thumb"?: string | undefined;
  /** The list's scrollbar track while shown. Default transparent. */
  "--pp-scroll-area-track"?: string | undefined;
  /** Maximum height of the scrolling grid. Default 32rem. */
  "--pp-data-table-max-height"?: string | undefined;
  /** Borders of the grid, its rows and fields. Default --pp-color-border-default. */
  "--pp-data-table-border-color"?: string | undefined;
  /** Background of the sticky header. Default --pp-color-bg-subtle. */
  "--pp-data-table-header-background"?: string | undefined;
  /** Background of a row with a link under the pointer, and of skeleton bars. Default --pp-color-bg-hover. */
  "--pp-data-table-row-hover-background"?: string | undefined;
  /** Background of a selected row. Default --pp-color-bg-selected. */
  "--pp-data-table-row-selected-background"?: string | undefined;
  /** Corner radius of the grid and fields. Default --pp-radius-md. */
  "--pp-data-table-radius"?: string | undefined;
  /** The widest the dialog or drawer grows, for every `size` (unset: 25, 35 and 50rem by `size`); never wider than the viewport allows. */
  "--pp-dialog-width"?: string | undefined;
  /** Background. */
  "--pp-dialog-bg"?: string | undefined;
  /** Text. */
  "--pp-dialog-fg"?: string | undefined;
  /** Border and the lines between header, body and footer. */
  "--pp-dialog-border"?: string | undefined;
  /** Corner radius of the centred dialog. */
  "--pp-dialog-radius"?: string | undefined;
  /** Shadow. */
  "--pp-dialog-shadow"?: string | undefined;
  /** The backdrop over the page. */
  "--pp-dialog-backdrop"?: string | undefined;
  /** Duration of the open and close transitions (none under reduced motion). */
  "--pp-dialog-duration"?: string | undefined;
  /** Colour of the label. */
  "--pp-menu-group-label-fg"?: string | undefined;
  /** Background of the focused or hovered item. */
  "--pp-menu-item-bg-hover"?: string | undefined;
  /** Text of an item. */
  "--pp-menu-item-fg"?: string | undefined;
  /** Least height of an item (at least 24px). */
  "--pp-menu-item-min-height"?: string | undefined;
  /** Colour of the line. */
  "--pp-menu-separator-color"?: string | undefined;
  /** Background of the menu. */
  "--pp-menu-bg"?: string | undefined;
  /** Text of the menu. */
  "--pp-menu-fg"?: string | undefined;
  /** Border of the menu. */
  "--pp-menu-border"?: string | undefined;
  /** Corner radius of the menu. */
  "--pp-menu-radius"?: string | undefined;
  /** Shadow of the menu. */
  "--pp-menu-shadow"?: string | undefined;
  /** Least width of the menu. */
  "--pp-menu-min-width"?: string | undefined;
  /** Greatest height of the menu (it scrolls beyond). */
  "--pp-menu-max-height"?: string | undefined;
  /** Duration of the opening fade (none with reduced motion). */
  "--pp-menu-duration"?: string | undefined;
  /** Height of the track (`thin`: 3px). */
  "--pp-progress-bar-height"?: string | undefined;
  /** Corner radius of the track and the bar (`thin`: 0). */
  "--pp-progress-bar-radius"?: string | undefined;
  /** Colour of the track. */
  "--pp-progress-bar-track"?: string | undefined;
  /** Colour of the bar. */
  "--pp-progress-bar-color"?: string | undefined;
  /** Space between the radios (between the columns of a horizontal group it defaults to `var(--pp-space-5, 1.25rem)`). */
  "--pp-radio-group-gap"?: string | undefined;
  /** Diameter of the circle. */
  "--pp-radio-size"?: string | undefined;
  /** Background of the circle. */
  "--pp-radio-bg"?: string | undefined;
  /** Background of the circle under the pointer. */
  "--pp-radio-bg-hover"?: string | undefined;
  /** Border of the circle. */
  "--pp-radio-border"?: string | undefined;
  /** Border of the checked circle and its dot. */
  "--pp-radio-checked"?: string | undefined;
  /** Background of the field. Default --pp-color-bg-surface. */
  "--pp-rich-text-editor-background"?: string | undefined;
  /** Border of the field, toolbar and popover. Default --pp-color-border-default. */
  "--pp-rich-text-editor-border-color"?: string | undefined;
  /** Background of the toolbar. Default --pp-color-bg-subtle. */
  "--pp-rich-text-editor-toolbar-background"?: string | undefined;
  /** Corner radius. Default --pp-radius-md. */
  "--pp-rich-text-editor-radius"?: string | undefined;
  /** Least height of the text area. Default 8rem. */
  "--pp-rich-text-editor-min-height"?: string | undefined;
  /** Greatest height of the text area before it scrolls. Default 32rem. */
  "--pp-rich-text-editor-max-height"?: string | undefined;
  /** Width, overriding `width` (default from `--pp-sidebar-width-sm|md|lg`). */
  "--pp-sidebar-width"?: string | undefined;
  /** Width when `width="sm"` (16rem); a component token of `@portal-elements/tokens`. */
  "--pp-sidebar-width-sm"?: string | undefined;
  /** Width when `width="md"` (22rem); a component token of `@portal-elements/tokens`. */
  "--pp-sidebar-width-md"?: string | undefined;
  /** Width when `width="lg"` (26rem); a component token of `@portal-elements/tokens`. */
  "--pp-sidebar-width-lg"?: string | undefined;
  /** Offset from the top of the viewport on desktop (e.g. the top bar's height). Default 0. */
  "--pp-sidebar-top"?: string | undefined;
  /** Height on desktop. Default `100dvh` minus the top offset. */
  "--pp-sidebar-height"?: string | undefined;
  /** Height of the logo area. Default 4rem. */
  "--pp-sidebar-logo-height"?: string | undefined;
  /** Background (default `--pp-color-bg-surface`). */
  "--pp-sidebar-background"?: string | undefined;
  /** Text colour (default `--pp-color-fg-default`). */
  "--pp-sidebar-foreground"?: string | undefined;
  /** Section headers and icons (default `--pp-color-fg-muted`). */
  "--pp-sidebar-muted-foreground"?: string | undefined;
  /** Borders (default `--pp-color-border-default`). */
  "--pp-sidebar-border-color"?: string | undefined;
  /** Hovered entry (default `--pp-color-bg-hover`). */
  "--pp-sidebar-item-hover-background"?: string | undefined;
  /** Active entry (default `--pp-color-bg-selected`). */
  "--pp-sidebar-item-active-background"?: string | undefined;
  /** Active entry text (default `--pp-color-fg-default`). */
  "--pp-sidebar-item-active-foreground"?: string | undefined;
  /** Badges (default `--pp-color-bg-subtle`). */
  "--pp-sidebar-badge-background"?: string | undefined;
  /** Badge text (default `--pp-color-fg-default`). */
  "--pp-sidebar-badge-foreground"?: string | undefined;
  /** The sheet's backdrop (default `--pp-color-bg-backdrop`). */
  "--pp-sidebar-backdrop"?: string | undefined;
  /** Open/close slide duration (default `--pp-duration-normal`); 0 under reduced motion. */
  "--pp-sidebar-duration"?: string | undefined;
  /** The shape's colour. */
  "--pp-skeleton-color"?: string | undefined;
  /** The sheen's and the pulse's lighter colour. */
  "--pp-skeleton-highlight"?: string | undefined;
  /** Corner radius of `text` and `rect`. */
  "--pp-skeleton-radius"?: string | undefined;
  /** How long one sweep or pulse takes. */
  "--pp-skeleton-duration"?: string | undefined;
  /** Colour of the moving arc. */
  "--pp-spinner-color"?: string | undefined;
  /** Colour of the circle under it (drawn at a quarter of its opacity). */
  "--pp-spinner-track-color"?: string | undefined;
  /** Time of one turn. */
  "--pp-spinner-duration"?: string | undefined;
  /** Background of the track when off. */
  "--pp-switch-track-bg"?: string | undefined;
  /** Border of the track when off. */
  "--pp-switch-track-border"?: string | undefined;
  /** The thumb when off. */
  "--pp-switch-thumb"?: string | undefined;
  /** Background and border of the track when on. */
  "--pp-switch-checked-bg"?: string | undefined;
  /** The thumb when on. */
  "--pp-switch-checked-thumb"?: string | undefined;
  /** Space above and below the content (none at the sides, so that it lines up with the page). */
  "--pp-tab-panel-padding"?: string | undefined;
  /** Text of a tab that is not selected. */
  "--pp-tab-fg"?: string | undefined;
  /** Text of the selected tab. */
  "--pp-tab-fg-selected"?: string | undefined;
  /** Background of a tab under the pointer. */
  "--pp-tab-bg-hover"?: string | undefined;
  /** Colour of the selected tab's bar. */
  "--pp-tab-indicator"?: string | undefined;
  /** Thickness of the selected tab's bar. */
  "--pp-tab-indicator-size"?: string | undefined;
  /** The line between the tabs and the panels. */
  "--pp-tabs-border"?: string | undefined;
  /** Space between the tabs. */
  "--pp-tabs-gap"?: string | undefined;
  /** Width of the element. Default 20rem. */
  "--pp-text-field-width"?: string | undefined;
  /** Width of the element. Default 20rem. */
  "--pp-textarea-width"?: string | undefined;
  /** Least height of the textarea (its `rows` set it otherwise). Default 0. */
  "--pp-textarea-min-height"?: string | undefined;
  /** Greatest height the textarea grows to with `resize="auto"` (or is dragged to). Default 20rem with `resize="auto"`, else none. */
  "--pp-textarea-max-height"?: string | undefined;
  /** Width of a toast. Defaults to `--pp-toast-width` (356px). */
  "--pp-toaster-width"?: string | undefined;
  /** Gap between toasts. Defaults to `--pp-toast-gap` (14px). */
  "--pp-toaster-gap"?: string | undefined;
  /** Distance from the viewport edges (24px). */
  "--pp-toaster-offset"?: string | undefined;
  /** Top distance in the top-right position. Defaults to `--pp-toast-offset-top-right` (76px). */
  "--pp-toaster-offset-top-right"?: string | undefined;
  /** Edge distance on screens up to 600px wide (16px). */
  "--pp-toaster-offset-mobile"?: string | undefined;
  /** Background of default toasts. Defaults to `--pp-toast-bg`, then `--pp-color-bg-raised`. */
  "--pp-toaster-background"?: string | undefined;
  /** Text colour of default toasts. Defaults to `--pp-toast-fg`, then `--pp-color-fg-default`. */
  "--pp-toaster-color"?: string | undefined;
  /** Description colour. Defaults to `--pp-color-fg-muted`. */
  "--pp-toaster-muted-color"?: string | undefined;
  /** Border of default toasts. Defaults to `--pp-toast-border`, then `--pp-color-border-default`. */
  "--pp-toaster-border-color"?: string | undefined;
  /** Corner radius. Defaults to `--pp-toast-radius`, then `--pp-radius-md`. */
  "--pp-toaster-radius"?: string | undefined;
  /** Shadow. Defaults to `--pp-toast-shadow`, then `--pp-shadow-lg`. */
  "--pp-toaster-shadow"?: string | undefined;
  /** Font. Defaults to `--pp-font-family-sans`. */
  "--pp-toaster-font-family"?: string | undefined;
  /** Length of the enter, exit and stack animations. Defaults to `--pp-duration-normal`. */
  "--pp-toaster-duration"?: string | undefined;
  /** Their easing. Defaults to `--pp-easing-standard`. */
  "--pp-toaster-easing"?: string | undefined;
  /** Bubble background (a component token). Defaults to `--pp-color-bg-inverse`. */
  "--pp-tooltip-bg"?: string | undefined;
  /** Text colour (a component token). Defaults to `--pp-color-fg-inverse`. */
  "--pp-tooltip-fg"?: string | undefined;
  /** Corner radius (a component token). Defaults to `--pp-radius-sm`. */
  "--pp-tooltip-radius"?: string | undefined;
  /** Widest bubble (20rem). */
  "--pp-tooltip-max-width"?: string | undefined;
  /** Arrow size (0.5rem). */
  "--pp-tooltip-arrow-size"?: string | undefined;
  /** Font. Defaults to `--pp-font-family-sans`. */
  "--pp-tooltip-font-family"?: string | undefined;
  /** Font size. Defaults to `--pp-font-size-xs`. */
  "--pp-tooltip-font-size"?: string | undefined;
  /** Shadow. Defaults to `--pp-shadow-md`. */
  "--pp-tooltip-shadow"?: string | undefined;
  /** Fade length. Defaults to `--pp-duration-fast`. */
  "--pp-tooltip-duration"?: string | undefined;
};

declare module "react" {
  namespace JSX {
    interface IntrinsicElements extends CustomElements {}
  }
  export interface CSSProperties extends CustomCssProperties {}
}

declare module "react/jsx-runtime" {
  namespace JSX {
    interface IntrinsicElements extends CustomElements {}
  }
  export interface CSSProperties extends CustomCssProperties {}
}

declare module "react/jsx-dev-runtime" {
  namespace JSX {
    interface IntrinsicElements extends CustomElements {}
  }
  export interface CSSProperties extends CustomCssProperties {}
}

declare module "preact" {
  namespace JSX {
    interface IntrinsicElements extends CustomElements {}
  }
  export interface CSSProperties extends CustomCssProperties {}
}

declare module "@builder.io/qwik" {
  namespace JSX {
    interface IntrinsicElements extends CustomElements {}
  }
  export interface CSSProperties extends CustomCssProperties {}
}

declare module "@stencil/core" {
  namespace JSX {
    interface IntrinsicElements extends CustomElements {}
  }
  export interface CSSProperties extends CustomCssProperties {}
}

declare module "hono/jsx" {
  namespace JSX {
    interface IntrinsicElements extends CustomElements {}
  }
  export interface CSSProperties extends CustomCssProperties {}
}

declare module "react-native" {
  namespace JSX {
    interface IntrinsicElements extends CustomElements {}
  }
  export interface CSSProperties extends CustomCssProperties {}
}

declare module "solid-js" {
  namespace JSX {
    interface IntrinsicElements extends CustomElementsSolidJs {}
  }
  export interface CSSProperties extends CustomCssProperties {}
}

declare global {
  namespace JSX {
    interface IntrinsicElements extends CustomElements {}
  }
  export interface CSSProperties extends CustomCssProperties {}
}
