// Renders a screen from its lazy chunk: a loader while it comes, the retry view if it fails.
// A loaded chunk's features (slices, sagas) go into the store before the screen first renders,
// so its first effects reach a running saga and read its slice (../README.md).
import { useContext, useEffect, useState, useSyncExternalStore } from 'react';
import { ReactReduxContext } from 'react-redux';
import { Loader } from 'semantic-ui-react';
import { useT } from '../../i18n';
import { chunkEnvironment, chunkOf, CHUNK_TIMEOUT_MS, ScreenLoader } from './chunk';
import ChunkError from './ChunkError';
import type { FeatureRunner } from './featureRunner';

export interface LazyScreenProps {
  loader: ScreenLoader;
  props?: Record<string, unknown>;
  timeoutMs?: number;
}

export default function LazyScreen({ loader, props, timeoutMs = CHUNK_TIMEOUT_MS }: LazyScreenProps) {
  const t = useT();
  const chunk = chunkOf(loader, timeoutMs);
  const state = useSyncExternalStore(chunk.subscribe, chunk.getSnapshot);
  useEffect(() => chunk.load(), [chunk]);
  const runner = (useContext(ReactReduxContext)?.store as { features?: FeatureRunner } | undefined)?.features;
  const features = state.status === 'loaded' ? state.features : null;
  // Started once per mount; a sign-out while the screen shows does not hide it (no restart either).
  const [startedFor, setStartedFor] = useState<unknown>(null);
  useEffect(() => {
    if (!features) return;
    runner?.start(features);
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the store is the external system started here; this only renders the screen next
    setStartedFor(features);
  }, [features, runner]);

  if (state.status === 'loaded') {
    const ready = !runner || startedFor === state.features || runner.running(state.features);
    if (ready) {
      const Screen = state.component;
      return <Screen {...props} />;
    }
  }
  if (state.status === 'failed') {
    return <ChunkError t={t} detail={state.message} outdated={state.outdated} onRetry={chunk.retry} onReload={chunkEnvironment.reloadPage} />;
  }
  return <Loader active inline="centered" content={t('shell.loading')} />;
}
