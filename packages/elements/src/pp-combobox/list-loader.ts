/**
 * Loads the combobox's windowed list (virtual-list.ts: the virtualizer and its layout) once for every
 * combobox of the page, when a list first needs it or earlier (the page idle, the field pointed at or
 * focused), so a page that shows a closed combobox does not pay for the virtualizer at first use.
 */
import type * as VirtualListModule from './virtual-list.js';

export type VirtualList = typeof VirtualListModule;

let loaded: VirtualList | undefined;
let loading: Promise<VirtualList> | undefined;

/** The windowed list's module when it has arrived, else undefined. */
export function loadedVirtualList(): VirtualList | undefined {
  return loaded;
}

/** Imports the windowed list's module (once per page). */
export function loadVirtualList(): Promise<VirtualList> {
  loading ??= import('./virtual-list.js').then((module) => (loaded = module));
  return loading;
}
