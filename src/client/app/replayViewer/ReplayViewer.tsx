// The replay viewer (?replay): a developer (or a school's support desk) chooses an exported action
// log; it goes into a store without sagas (replayStore.ts), and the console's own screens render
// from it (ReplayConsole.tsx): the route, the dialogs and the progress of each step as the
// administrator saw them. Beside the screen: Redux DevTools' slider monitor (step buttons, play,
// ctrl+[ and ctrl+] to step), the step shown (its action and route), and the list of actions (a
// click or ↑ ↓ shows a step), or the log monitor's state tree. The monitors keep DevTools' own
// English labels; the viewer's words are in the i18n catalogue (replay.ts).
import { useState, useSyncExternalStore } from 'react';
import { LogMonitor } from '@redux-devtools/log-monitor';
import { SliderMonitor } from '@redux-devtools/slider-monitor';
import { selectLocation } from '../../features/route';
import type { T } from '../../i18n';
import FileButton from '../../widgets/fileButton/FileButton';
import type { RootState } from '../reducers';
import ActionList from './ActionList';
import { DevToolsMonitor, MonitorElement } from './devToolsMonitor';
import ReplayConsole from './ReplayConsole';
import { jumpTo, loadActionLog, ReplayStore } from './replayStore';
import './replayViewer.css';

/** The log monitor keeps a state of its own in the store (instrumentFor(LOG_MONITOR)); the slider has none. */
export const LOG_MONITOR = (<LogMonitor theme="tomorrow" expandStateRoot={false} markStateDiff />) as MonitorElement;
// no Reset: it would fold the whole log into its first state
const SLIDER_MONITOR = (<SliderMonitor theme="tomorrow" keyboardEnabled hideResetButton />) as MonitorElement;

type Status = { kind: 'empty' } | { kind: 'loaded'; name: string; count: number; loads: number } | { kind: 'refused'; name: string; loads: number };
type Tab = 'actions' | 'state';

export interface ReplayViewerProps {
  store: ReplayStore;
  t: T;
}

export default function ReplayViewer({ store, t }: ReplayViewerProps) {
  const [status, setStatus] = useState<Status>({ kind: 'empty' });
  const [tab, setTab] = useState<Tab>('actions');
  const lifted = useSyncExternalStore(store.liftedStore.subscribe, store.liftedStore.getState);

  const onFile = async (files: File[]) => {
    const chosen = files[0];
    const text = await chosen.text();
    const loads = status.kind === 'empty' ? 1 : status.loads + 1;
    try {
      loadActionLog(store, text);
      setStatus({ kind: 'loaded', name: chosen.name, count: store.liftedStore.getState().stagedActionIds.length - 1, loads });
    } catch {
      setStatus({ kind: 'refused', name: chosen.name, loads });
    }
  };

  const message =
    status.kind === 'loaded'
      ? t('replay.loaded', { name: status.name, count: status.count })
      : status.kind === 'refused'
        ? t('replay.notALog', { name: status.name })
        : t('replay.empty');

  const loaded = status.kind === 'loaded';
  const current = lifted.currentStateIndex;
  const types = lifted.stagedActionIds.slice(1).map((id) => lifted.actionsById[id].action.type);
  const shown = lifted.computedStates[current]?.state as unknown as RootState | undefined;
  const route = shown ? selectLocation(shown)?.pathname : undefined;

  return (
    <div className="replay-viewer" data-testid="replay-viewer" data-status={status.kind} data-step={loaded ? current : undefined}>
      <div className="replay-screen" data-testid="replay-screen">
        {loaded ? <ReplayConsole key={status.loads} store={store} /> : <p className="replay-no-screen">{t('replay.noScreen')}</p>}
      </div>
      <aside className="replay-side" aria-label={t('replay.title')}>
        <header className="replay-head">
          <h1>{t('replay.title')}</h1>
          <p>{t('replay.intro')}</p>
          <div className="replay-choose">
            <FileButton
              id="replay-file"
              inputTestId="replay-file"
              buttonTestId="replay-file-button"
              label={t('replay.chooseFile')}
              icon="file code outline"
              accept={['.json', 'application/json']}
              onFiles={(files) => void onFile(files)}
            />
            <a href="/">{t('replay.backToConsole')}</a>
          </div>
          <p className={status.kind === 'refused' ? 'replay-status replay-refused' : 'replay-status'} data-testid="replay-status" role="status">
            {message}
          </p>
        </header>
        {loaded && (
          <p className="replay-at" data-testid="replay-at">
            <strong>{t('replay.step', { index: current, count: types.length })}</strong>
            <code data-testid="replay-at-action">{current === 0 ? t('replay.initial') : types[current - 1]}</code>
            {route && <code data-testid="replay-at-route">{route}</code>}
          </p>
        )}
        <div className="replay-slider" data-testid="replay-slider">
          <DevToolsMonitor liftedStore={store.liftedStore} monitor={SLIDER_MONITOR} />
        </div>
        <div className="replay-tabs ui secondary pointing menu" role="tablist">
          {(['actions', 'state'] as const).map((key) => (
            <button
              key={key}
              type="button"
              role="tab"
              aria-selected={tab === key}
              className={tab === key ? 'active item' : 'item'}
              data-testid={`replay-tab-${key}`}
              onClick={() => setTab(key)}
            >
              {t(key === 'actions' ? 'replay.actions' : 'replay.state')}
            </button>
          ))}
        </div>
        <div className="replay-tab-body" role="tabpanel">
          {tab === 'actions' ? (
            <ActionList types={types} current={current} onJump={(index) => jumpTo(store, index)} t={t} />
          ) : (
            <div className="replay-log" data-testid="replay-log">
              <DevToolsMonitor liftedStore={store.liftedStore} monitor={LOG_MONITOR} />
            </div>
          )}
        </div>
      </aside>
    </div>
  );
}
