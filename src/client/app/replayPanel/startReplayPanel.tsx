// Starts the replay panel in place of the console (main.tsx, when the address has ?replay). This
// module and everything it imports (every feature, Redux DevTools) is a chunk of its own, loaded
// only then. The replay store is on window.__CAMPUS_REPLAY__ for the browser's console.
import { createRoot } from 'react-dom/client';
import { loadLocale } from '../../features/ui/persist';
import { addCatalogue, translate } from '../../../shared/i18n/registry';
import replayCatalogue from '../../../shared/i18n/replay';
import { instrumentFor } from './devToolsMonitor';
import ReplayPanel, { LOG_MONITOR } from './ReplayPanel';
import { createReplayStore, ReplayStore } from './replayStore';

declare global {
  interface Window {
    __CAMPUS_REPLAY__?: ReplayStore;
  }
}

export function startReplayPanel(root: HTMLElement): ReplayStore {
  addCatalogue(replayCatalogue);
  const locale = loadLocale();
  document.documentElement.lang = locale;
  const store = createReplayStore(instrumentFor(LOG_MONITOR));
  window.__CAMPUS_REPLAY__ = store;
  createRoot(root).render(<ReplayPanel store={store} t={(key, params) => translate(locale, key, params)} />);
  return store;
}
