// Starts the replay viewer in place of the console (main.tsx, when the address has ?replay). This
// module and everything it imports (every feature, Redux DevTools) is a chunk of its own, loaded
// only then. The page is the past for as long as it is open (lib/timeTravel.ts: the holder
// 'viewer'), and makes no request: a Content-Security-Policy with connect-src 'none' (the
// browser refuses every fetch, XHR, WebSocket and beacon; scripts, styles and pictures of the
// bundle still load). The replay store is on window.__CAMPUS_REPLAY__ for the browser's console.
import { createRoot } from 'react-dom/client';
import { loadLocale } from '../../features/ui/persist';
import { setShowingPast } from '../../lib/timeTravel';
import { addCatalogue, translate } from '../../../shared/i18n/registry';
import replayCatalogue from '../../../shared/i18n/replay';
import { instrumentFor } from './devToolsMonitor';
import ReplayViewer, { LOG_MONITOR } from './ReplayViewer';
import { createReplayStore, ReplayStore } from './replayStore';

declare global {
  interface Window {
    __CAMPUS_REPLAY__?: ReplayStore;
  }
}

/** No request leaves this page from now on (a policy can only be added to, never lifted). */
export function detachNetwork(doc: Document = document): void {
  const policy = doc.createElement('meta');
  policy.httpEquiv = 'Content-Security-Policy';
  policy.content = "connect-src 'none'";
  doc.head.append(policy);
}

export function startReplayViewer(root: HTMLElement): ReplayStore {
  detachNetwork();
  setShowingPast('viewer', true);
  addCatalogue(replayCatalogue);
  const locale = loadLocale();
  document.documentElement.lang = locale;
  document.body.classList.add('replay-viewing');
  const store = createReplayStore(instrumentFor(LOG_MONITOR));
  window.__CAMPUS_REPLAY__ = store;
  createRoot(root).render(<ReplayViewer store={store} t={(key, params) => translate(locale, key, params)} />);
  return store;
}
