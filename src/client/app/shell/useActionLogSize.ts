// The action log's current size as people read it ("215.3 KB"), for the header's export button.
// A subscription to the log itself, not a selector: the size is not in Redux state (the log must
// not log itself). The header draws again only when the formatted size changes.
import { useCallback, useSyncExternalStore } from 'react';
import { formatBytes } from '../../../shared/byteSize';
import type { ActionLog } from '../actionLog';

export function useActionLogSize(log: Pick<ActionLog, 'size' | 'subscribe'>): string {
  const subscribe = useCallback((listener: () => void) => log.subscribe(listener), [log]);
  return useSyncExternalStore(subscribe, () => formatBytes(log.size()));
}
