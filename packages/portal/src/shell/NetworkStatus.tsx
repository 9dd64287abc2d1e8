import { useSyncExternalStore } from 'react';
import { networkStatus } from '../api/network-status';
import { useI18n } from '../i18n/i18n';

/**
 * The connection status in the top bar (api/network-status.ts): offline, the server unreachable, or
 * back again for a few seconds. A live region (role=status) that is always in the page, empty while
 * all is well, so what appears in it is announced.
 */
export function NetworkStatus() {
  const { t } = useI18n();
  const state = useSyncExternalStore(networkStatus.subscribe, networkStatus.get);
  return (
    <p className="pp-status-chip" role="status" data-state={state}>
      {state !== 'online' && t(`network.${state}`)}
    </p>
  );
}
