/**
 * Portal Elements: framework-neutral custom elements. Importing this module registers every element.
 * Import a single element's module (`@portal-elements/elements/pp-sidebar/pp-sidebar.js`) to load only that one.
 */
export { PpElement, defineElement } from './shared/base-element.js';
export type { EmitOptions } from './shared/base-element.js';

export {
  PpSidebar,
  SIDEBAR_BREAKPOINTS,
  SIDEBAR_OPEN_STORAGE_KEY,
  SIDEBAR_SECTIONS_STORAGE_KEY,
} from './pp-sidebar/pp-sidebar.js';
export type {
  SidebarBreakpoint,
  SidebarWidth,
  SidebarItem,
  SidebarSection,
  SidebarMode,
  SidebarNavigateDetail,
  SidebarToggleDetail,
} from './pp-sidebar/pp-sidebar.js';
export { sidebarMessages } from './pp-sidebar/pp-sidebar.messages.js';
export type { SidebarMessages } from './pp-sidebar/pp-sidebar.messages.js';
export { findActiveEntry, itemMatches, matchScore } from './pp-sidebar/active-entry.js';
export type { ActiveEntry } from './pp-sidebar/active-entry.js';
export { MediaQueryController } from './shared/media-query-controller.js';
export type { MediaQueryControllerOptions } from './shared/media-query-controller.js';
export { PersistedStateController } from './shared/persisted-state-controller.js';
export type { PersistedStateOptions } from './shared/persisted-state-controller.js';

export { PpToaster, TOASTER_DEFAULTS } from './pp-toaster/pp-toaster.js';
export { toasterMessages } from './pp-toaster/pp-toaster.messages.js';
export type { ToasterMessages } from './pp-toaster/pp-toaster.messages.js';
export type {
  ToasterPosition,
  ToasterDismissDetail,
  ToasterActionDetail,
  PpDismissDetail,
  PpActionDetail,
} from './pp-toaster/pp-toaster.js';
export { toast, toastStore } from './pp-toaster/toast.js';
export type {
  ToastApi,
  ToastButton,
  ToastDismissReason,
  ToastId,
  ToastOptions,
  ToastPromiseMessages,
  ToastPromiseResult,
  ToastRecord,
  ToastType,
} from './pp-toaster/toast.js';
export { PpTooltip } from './pp-tooltip/pp-tooltip.js';
export type {
  TooltipToggleDetail,
  PpTooltipToggleDetail,
  TooltipPlacement,
} from './pp-tooltip/pp-tooltip.js';
export { PpTooltipGroup } from './pp-tooltip/pp-tooltip-group.js';
export { PpScrollArea } from './pp-scroll-area/pp-scroll-area.js';
export { ScrollAreaController, SCROLL_AREA_HIDE_DELAY } from './shared/scroll-area-controller.js';
export type { ScrollAreaOptions, ScrollbarVisibility } from './shared/scroll-area-controller.js';
export { scrollAreaStyles } from './shared/scroll-area.styles.js';
export {
  DelayGroup,
  defaultDelayGroup,
  findDelayGroup,
  claimSingleOpen,
  releaseSingleOpen,
  TOOLTIP_DELAY,
  TOOLTIP_SKIP_DELAY,
  TOOLTIP_DELAY_TOPBAR,
  DELAY_ATTRIBUTE,
  SKIP_DELAY_ATTRIBUTE,
} from './shared/delay-group.js';
export type { DelayGroupProvider } from './shared/delay-group.js';
export { LiveRegion } from './shared/live-region.js';
export type { LiveRegionOptions, Politeness } from './shared/live-region.js';
export {
  LocaleController,
  LANGUAGES,
  FALLBACK_LANGUAGE,
  languageOf,
  langOf,
} from './shared/locale-controller.js';
export type { Language, Catalogue, LocaleHost } from './shared/locale-controller.js';

export { PpButton } from './pp-button/pp-button.js';
export type { ButtonSize, ButtonType, ButtonVariant } from './pp-button/pp-button.js';
export { buttonMessages } from './pp-button/pp-button.messages.js';
export type { ButtonMessages } from './pp-button/pp-button.messages.js';
export { PpTextField } from './pp-text-field/pp-text-field.js';
export type { TextFieldType, FieldSize } from './pp-text-field/pp-text-field.js';
export { textFieldMessages } from './pp-text-field/pp-text-field.messages.js';
export type { TextFieldMessages } from './pp-text-field/pp-text-field.messages.js';
export { PpCheckbox } from './pp-checkbox/pp-checkbox.js';
export { checkboxMessages } from './pp-checkbox/pp-checkbox.messages.js';
export type { CheckboxMessages } from './pp-checkbox/pp-checkbox.messages.js';
export { PpSwitch } from './pp-switch/pp-switch.js';
export { switchMessages } from './pp-switch/pp-switch.messages.js';
export type { SwitchMessages } from './pp-switch/pp-switch.messages.js';
export { PpRadioGroup } from './pp-radio-group/pp-radio-group.js';
export { PpRadio } from './pp-radio-group/pp-radio.js';
export type { RadioGroupOrientation } from './pp-radio-group/pp-radio-group.js';
export { radioGroupMessages } from './pp-radio-group/pp-radio-group.messages.js';
export type { RadioGroupMessages } from './pp-radio-group/pp-radio-group.messages.js';
export { PpDialog } from './pp-dialog/pp-dialog.js';
export type {
  DialogCloseSource,
  DialogPlacement,
  DialogRequestCloseDetail,
  DialogSize,
} from './pp-dialog/pp-dialog.js';
export { dialogMessages } from './pp-dialog/pp-dialog.messages.js';
export type { DialogMessages } from './pp-dialog/pp-dialog.messages.js';
export { PpBreadcrumb } from './pp-breadcrumb/pp-breadcrumb.js';
export { PpBreadcrumbItem } from './pp-breadcrumb/pp-breadcrumb-item.js';
export { breadcrumbMessages } from './pp-breadcrumb/pp-breadcrumb.messages.js';
export type { BreadcrumbMessages } from './pp-breadcrumb/pp-breadcrumb.messages.js';
export { PpBadge } from './pp-badge/pp-badge.js';
export type { BadgeAppearance, BadgeVariant } from './pp-badge/pp-badge.js';
export { PpAvatar } from './pp-avatar/pp-avatar.js';
export type { AvatarShape, AvatarSize } from './pp-avatar/pp-avatar.js';
export { avatarMessages } from './pp-avatar/pp-avatar.messages.js';
export type { AvatarMessages } from './pp-avatar/pp-avatar.messages.js';
export { PpSkeleton } from './pp-skeleton/pp-skeleton.js';
export type { SkeletonEffect, SkeletonShape } from './pp-skeleton/pp-skeleton.js';
export { PpMenu } from './pp-menu/pp-menu.js';
export type { MenuSelectDetail } from './pp-menu/pp-menu.js';
export { PpMenuItem } from './pp-menu/pp-menu-item.js';
export type { MenuItemType } from './pp-menu/pp-menu-item.js';
export { PpMenuGroup } from './pp-menu/pp-menu-group.js';
export { PpMenuSeparator } from './pp-menu/pp-menu-separator.js';
export { PpTabs } from './pp-tabs/pp-tabs.js';
export type { TabsActivation, TabsOrientation, TabShowDetail } from './pp-tabs/pp-tabs.js';
export { PpTab } from './pp-tabs/pp-tab.js';
export { PpTabPanel } from './pp-tabs/pp-tab-panel.js';
export { PpAlert } from './pp-alert/pp-alert.js';
export type { AlertAnnounce, AlertVariant } from './pp-alert/pp-alert.js';
export { alertMessages } from './pp-alert/pp-alert.messages.js';
export type { AlertMessages } from './pp-alert/pp-alert.messages.js';
export { PpSpinner } from './pp-spinner/pp-spinner.js';
export type { SpinnerSize } from './pp-spinner/pp-spinner.js';
export { spinnerMessages } from './pp-spinner/pp-spinner.messages.js';
export type { SpinnerMessages } from './pp-spinner/pp-spinner.messages.js';
export { PpProgressBar } from './pp-progress-bar/pp-progress-bar.js';
export { progressBarMessages } from './pp-progress-bar/pp-progress-bar.messages.js';
export type { ProgressBarMessages } from './pp-progress-bar/pp-progress-bar.messages.js';
export { PpAppShell } from './pp-app-shell/pp-app-shell.js';
export { appShellMessages } from './pp-app-shell/pp-app-shell.messages.js';
export type { AppShellMessages } from './pp-app-shell/pp-app-shell.messages.js';
export { PpTextarea } from './pp-textarea/pp-textarea.js';
export type { TextareaResize } from './pp-textarea/pp-textarea.js';
export { textareaMessages } from './pp-textarea/pp-textarea.messages.js';
export type { TextareaMessages } from './pp-textarea/pp-textarea.messages.js';
export { FormAssociatedBase, FormAssociatedElement } from './shared/form-associated.js';

export { PpCombobox } from './pp-combobox/pp-combobox.js';
export { comboboxMessages } from './pp-combobox/pp-combobox.messages.js';
export type { ComboboxMessages } from './pp-combobox/pp-combobox.messages.js';
export type {
  ComboboxOption,
  ComboboxDataRequest,
  ComboboxDataPage,
  ComboboxDataProvider,
  ComboboxSelectDetail,
  ComboboxNavigateDetail,
  ComboboxToggleDetail,
  ComboboxMode,
  ComboboxCountText,
} from './pp-combobox/types.js';

export { PpDataTable } from './pp-data-table/pp-data-table.js';
export { dataTableMessages } from './pp-data-table/pp-data-table.messages.js';
export type { DataTableMessages } from './pp-data-table/pp-data-table.messages.js';
export type {
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
  DataTableSort,
  DataTableState,
  DataTableSelection,
  DataTableSelectionDetail,
  DataTableStateChangeDetail,
} from './pp-data-table/types.js';

// The rich-text editor brings Tiptap and ProseMirror (its own entry, `./pp-rich-text-editor`, loads
// only it; pages that do not edit rich text should not import this index for other elements).
export { PpRichTextEditor } from './pp-rich-text-editor/pp-rich-text-editor.js';
export { richTextEditorMessages } from './pp-rich-text-editor/pp-rich-text-editor.messages.js';
export type { RichTextEditorMessages } from './pp-rich-text-editor/pp-rich-text-editor.messages.js';
export { isAllowedUrl } from './pp-rich-text-editor/link-url.js';
export type {
  RichTextEditorUploadErrorDetail,
  RichTextEditorUploadErrorReason,
  RichTextEditorUploadHandler,
  RichTextEditorUploadOptions,
  RichTextEditorUploadResult,
} from './pp-rich-text-editor/uploads.js';
