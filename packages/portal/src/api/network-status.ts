import { onlineManager } from '@tanstack/react-query';

/**
 * What the portal knows about its connection, for the status in the top bar:
 * - `offline`: the browser says it has no network (TanStack Query pauses queries and mutations then,
 *   and refetches when it is back);
 * - `unreachable`: the browser is online but the last request got no answer (a `NetworkError`: DNS,
 *   a refused or reset connection); the server is asked again now and then until it answers;
 * - `restored`: it was one of those and is fine again, said for a few seconds, then `online`.
 */
export type NetworkState = 'online' | 'offline' | 'unreachable' | 'restored';

export interface NetworkStatus {
  get: () => NetworkState;
  subscribe: (listener: () => void) => () => void;
  /** A request got an answer (any HTTP status): the server is reachable. */
  reached: () => void;
  /** A request got no answer at all. */
  failed: () => void;
  /**
   * `probe` asks the server something small while it is unreachable (its answer or failure arrives
   * through `reached`/`failed`); `recovered` runs when it answers again after being unreachable.
   */
  connect: (hooks: { probe: () => Promise<unknown>; recovered: () => void }) => void;
}

export interface NetworkStatusOptions {
  /** Whether the browser is online, and its changes (TanStack Query's onlineManager by default). */
  online?: { isOnline: () => boolean; subscribe: (listener: (online: boolean) => void) => () => void };
  /** How long `restored` is shown. */
  restoredMs?: number;
  /** The wait before the `attempt`-th probe (0-based) while unreachable. */
  probeDelay?: (attempt: number) => number;
}

/** 5 s, 10 s, 20 s, … never more than a minute: a server that is down is not flooded. */
export const defaultProbeDelay = (attempt: number) => Math.min(5000 * 2 ** attempt, 60_000);

export function createNetworkStatus({
  online = onlineManager,
  restoredMs = 4000,
  probeDelay = defaultProbeDelay,
}: NetworkStatusOptions = {}): NetworkStatus {
  const listeners = new Set<() => void>();
  let browserOnline = online.isOnline();
  let unreachable = false;
  let state: NetworkState = browserOnline ? 'online' : 'offline';
  let restoredTimer: ReturnType<typeof setTimeout> | undefined;
  let probeTimer: ReturnType<typeof setTimeout> | undefined;
  let attempt = 0;
  let hooks: Parameters<NetworkStatus['connect']>[0] | undefined;

  const set = (next: NetworkState) => {
    if (next === state) return;
    state = next;
    for (const listener of [...listeners]) listener();
  };

  const scheduleProbe = () => {
    clearTimeout(probeTimer);
    probeTimer = setTimeout(() => {
      probeTimer = undefined;
      attempt += 1;
      // Its outcome arrives through reached() or failed(); a failure schedules the next probe.
      void hooks?.probe().catch(() => undefined);
    }, probeDelay(attempt));
  };

  const update = () => {
    const before = state;
    if (!browserOnline) {
      clearTimeout(probeTimer);
      probeTimer = undefined;
      set('offline');
      return;
    }
    if (unreachable) {
      if (!probeTimer) scheduleProbe();
      set('unreachable');
      return;
    }
    clearTimeout(probeTimer);
    probeTimer = undefined;
    attempt = 0;
    if (before === 'offline' || before === 'unreachable') {
      clearTimeout(restoredTimer);
      restoredTimer = setTimeout(() => set('online'), restoredMs);
      set('restored');
      // Back from offline, TanStack Query refetches by itself; after a server that did not answer,
      // what failed meanwhile is asked again here.
      if (before === 'unreachable') hooks?.recovered();
    }
  };

  online.subscribe((isOnline) => {
    browserOnline = isOnline;
    // Whatever failed while offline failed for that reason: give the network a fresh start.
    if (isOnline) unreachable = false;
    update();
  });

  return {
    get: () => state,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    reached: () => {
      if (!unreachable) return;
      unreachable = false;
      update();
    },
    failed: () => {
      unreachable = true;
      // A probe already scheduled keeps its time; after a failed probe the next one waits longer.
      update();
    },
    connect: (next) => {
      hooks = next;
    },
  };
}

/** The portal's connection status (http.ts reports to it, the top bar shows it). */
export const networkStatus = createNetworkStatus();
