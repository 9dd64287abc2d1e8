import * as React from 'react';
import { createComponent } from '@lit/react';
import type { EventName } from '@lit/react';
import { PpTooltip } from './pp-tooltip.js';
import type { TooltipToggleDetail } from './pp-tooltip.js';
import { PpTooltipGroup } from './pp-tooltip-group.js';

/**
 * `<pp-tooltip>` for React. Point it at its trigger with `for` (an id) or `anchor` (an element),
 * or render it right after the trigger.
 *
 * ```tsx
 * <button id="project-switcher">…</button>
 * <Tooltip for="project-switcher">Zmień aktywny projekt</Tooltip>
 * ```
 */
export const Tooltip = createComponent({
  tagName: 'pp-tooltip',
  elementClass: PpTooltip,
  react: React,
  events: {
    onShow: 'pp-show' as EventName<CustomEvent<TooltipToggleDetail>>,
    onHide: 'pp-hide' as EventName<CustomEvent<TooltipToggleDetail>>,
  },
  displayName: 'Tooltip',
});

/** `<pp-tooltip-group>` for React: the tooltips inside share one delay (the top bar: `delay={200}`). */
export const TooltipGroup = createComponent({
  tagName: 'pp-tooltip-group',
  elementClass: PpTooltipGroup,
  react: React,
  displayName: 'TooltipGroup',
});
