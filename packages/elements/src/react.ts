/**
 * React wrappers for every Portal Elements custom element, made with `@lit/react`.
 * Events are exposed as camel-case props (`pp-navigate` -> `onNavigate`).
 */
export { Sidebar } from './pp-sidebar/pp-sidebar.react.js';
export { Toaster, toast } from './pp-toaster/pp-toaster.react.js';
export { Tooltip, TooltipGroup } from './pp-tooltip/pp-tooltip.react.js';
export { ScrollArea } from './pp-scroll-area/pp-scroll-area.react.js';
export { Button } from './pp-button/pp-button.react.js';
export { TextField } from './pp-text-field/pp-text-field.react.js';
export { Textarea } from './pp-textarea/pp-textarea.react.js';
export { Checkbox } from './pp-checkbox/pp-checkbox.react.js';
export { Switch } from './pp-switch/pp-switch.react.js';
export { RadioGroup, Radio } from './pp-radio-group/pp-radio-group.react.js';
export { Dialog } from './pp-dialog/pp-dialog.react.js';
export { Breadcrumb, BreadcrumbItem } from './pp-breadcrumb/pp-breadcrumb.react.js';
export { Badge } from './pp-badge/pp-badge.react.js';
export { Avatar } from './pp-avatar/pp-avatar.react.js';
export { Skeleton } from './pp-skeleton/pp-skeleton.react.js';
export { Menu, MenuItem, MenuGroup, MenuSeparator } from './pp-menu/pp-menu.react.js';
export { Tabs, Tab, TabPanel } from './pp-tabs/pp-tabs.react.js';
export { Alert } from './pp-alert/pp-alert.react.js';
export { Spinner } from './pp-spinner/pp-spinner.react.js';
export { ProgressBar } from './pp-progress-bar/pp-progress-bar.react.js';
export { AppShell } from './pp-app-shell/pp-app-shell.react.js';
export { Combobox } from './pp-combobox/pp-combobox.react.js';
export { DataTable } from './pp-data-table/pp-data-table.react.js';
export { RichTextEditor } from './pp-rich-text-editor/pp-rich-text-editor.react.js';
