// A screen's active tab, remembered for the browser session (see tabMemory.ts).
import { useCallback, useState } from 'react';
import { readRememberedTab, RememberedTabKey, rememberTab } from './tabMemory';

export function useRememberedTab(key: RememberedTabKey): [string, (tab: string) => void] {
  const [tab, setTab] = useState(() => readRememberedTab(key));
  const choose = useCallback(
    (next: string) => {
      rememberTab(key, next);
      setTab(next);
    },
    [key],
  );
  return [tab, choose];
}
