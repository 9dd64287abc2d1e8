import * as React from 'react';
import { createComponent, type EventName } from '@lit/react';
import { PpTabs, type TabShowDetail } from './pp-tabs.js';
import { PpTab } from './pp-tab.js';
import { PpTabPanel } from './pp-tab-panel.js';

/**
 * React wrapper of `<pp-tabs>`. Properties (`value`, `label`, `activation`, `orientation`) are set
 * on the element; `onTabShow` receives `pp-tab-show` before the person's choice shows (call
 * `preventDefault()` to keep the current tab; for a controlled `value`, set it from
 * `event.detail.value`). The tabs and panels are `Tab` and `TabPanel` children.
 */
export const Tabs = createComponent({
  tagName: 'pp-tabs',
  elementClass: PpTabs,
  react: React,
  events: {
    onTabShow: 'pp-tab-show' as EventName<CustomEvent<TabShowDetail>>,
  },
  displayName: 'Tabs',
});

/** React wrapper of `<pp-tab>`: one tab of `Tabs`, with `panel`, `disabled` and its text as children. */
export const Tab = createComponent({
  tagName: 'pp-tab',
  elementClass: PpTab,
  react: React,
  displayName: 'Tab',
});

/** React wrapper of `<pp-tab-panel>`: one panel of `Tabs`, with `name` and its content as children. */
export const TabPanel = createComponent({
  tagName: 'pp-tab-panel',
  elementClass: PpTabPanel,
  react: React,
  displayName: 'TabPanel',
});
