// Renders a screen from its lazy chunk: a loader while it comes, the retry view if it fails.
import { useEffect, useSyncExternalStore } from 'react';
import { Loader } from 'semantic-ui-react';
import { useT } from '../../i18n';
import { chunkOf, CHUNK_TIMEOUT_MS, ScreenLoader } from './chunk';
import ChunkError from './ChunkError';

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

  if (state.status === 'loaded') {
    const Screen = state.component;
    return <Screen {...props} />;
  }
  if (state.status === 'failed') return <ChunkError t={t} detail={state.message} onRetry={chunk.retry} />;
  return <Loader active inline="centered" content={t('shell.loading')} />;
}
