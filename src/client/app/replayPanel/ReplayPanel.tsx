// The replay panel (?replay): a developer chooses an exported action log, it goes into a store
// without sagas (replayStore.ts), and Redux DevTools' own monitors step through it: the slider
// monitor (step, play, jump) and the log monitor (every action with the state after it). The
// monitors keep DevTools' own English labels; the panel's words are in the i18n catalogue.
import { useState } from 'react';
import { LogMonitor } from '@redux-devtools/log-monitor';
import { SliderMonitor } from '@redux-devtools/slider-monitor';
import type { T } from '../../i18n';
import FileButton from '../../widgets/fileButton/FileButton';
import { loggedActions } from '../actionLogFile';
import { DevToolsMonitor, MonitorElement } from './devToolsMonitor';
import { loadActionLog, ReplayStore } from './replayStore';
import './replayPanel.css';

/** The log monitor keeps a state of its own in the store (instrumentFor(LOG_MONITOR)); the slider has none. */
export const LOG_MONITOR = (<LogMonitor theme="tomorrow" expandStateRoot={false} markStateDiff />) as MonitorElement;
const SLIDER_MONITOR = (<SliderMonitor theme="tomorrow" keyboardEnabled />) as MonitorElement;

type Status = { kind: 'empty' } | { kind: 'loaded'; name: string; count: number } | { kind: 'refused'; name: string };

export interface ReplayPanelProps {
  store: ReplayStore;
  t: T;
}

export default function ReplayPanel({ store, t }: ReplayPanelProps) {
  const [status, setStatus] = useState<Status>({ kind: 'empty' });

  const onFile = async (files: File[]) => {
    const chosen = files[0];
    const text = await chosen.text();
    try {
      const file = loadActionLog(store, text);
      setStatus({ kind: 'loaded', name: chosen.name, count: loggedActions(file).length });
    } catch {
      setStatus({ kind: 'refused', name: chosen.name });
    }
  };

  const message =
    status.kind === 'loaded'
      ? t('replay.loaded', { name: status.name, count: status.count })
      : status.kind === 'refused'
        ? t('replay.notALog', { name: status.name })
        : t('replay.empty');

  return (
    <div className="replay-panel" data-testid="replay-panel" data-status={status.kind}>
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
          <span className={status.kind === 'refused' ? 'replay-status replay-refused' : 'replay-status'} data-testid="replay-status" role="status">
            {message}
          </span>
          <a href="/">{t('replay.backToConsole')}</a>
        </div>
      </header>
      <div className="replay-slider" data-testid="replay-slider">
        <DevToolsMonitor liftedStore={store.liftedStore} monitor={SLIDER_MONITOR} />
      </div>
      <div className="replay-log" data-testid="replay-log">
        <DevToolsMonitor liftedStore={store.liftedStore} monitor={LOG_MONITOR} />
      </div>
    </div>
  );
}
