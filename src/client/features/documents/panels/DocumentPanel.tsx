// The panel under a document's form for its other documented calls (DocumentDef.panel and
// .calls), mounted by DocumentScreen: a container that selects the entry, asks the panel's reads
// when the screen shows a version (again after each new one) and hands the view its calls as
// readRequested / callRequested (the one saga makes them, documentsSaga.ts).
import { useCallback, useEffect } from 'react';
import { useAppDispatch, useAppSelector } from '../../../lib/hooks';
import type { ComponentType } from 'react';
import type { DocumentPanelKind } from '../../../../shared/documents/types';
import { useT } from '../../../i18n';
import { documentSelectors } from '../documentsSelectors';
import { callRequested, readRequested } from '../documentsSlice';
import CheckLinksPanel from './CheckLinksPanel';
import MomentTitlesPanel, { TILE_LIST } from './MomentTitlesPanel';
import NewsSwitchPanel from './NewsSwitchPanel';
import type { PanelProps } from './panelTypes';
import QuestionScenesPanel, { SCENE_LIST } from './QuestionScenesPanel';

/** Each panel's view and the reads it shows from the start. */
const PANELS: Record<DocumentPanelKind, { view: ComponentType<PanelProps>; loads: string[] }> = {
  questionScenes: { view: QuestionScenesPanel, loads: [SCENE_LIST] },
  momentTitles: { view: MomentTitlesPanel, loads: [TILE_LIST] },
  checkLinks: { view: CheckLinksPanel, loads: [] },
  newsSwitch: { view: NewsSwitchPanel, loads: [] },
};

export default function DocumentPanel({ kind, documentKey, identity }: { kind: DocumentPanelKind; documentKey: string; identity: string | null }) {
  const t = useT();
  const dispatch = useAppDispatch();
  const entry = useAppSelector(documentSelectors(documentKey, identity).selectEntry);
  const { view: View, loads } = PANELS[kind];
  const version = entry.base?.version ?? null;

  const read = useCallback(
    (call: string, body?: Record<string, unknown>) => dispatch(readRequested({ key: documentKey, identity, call, body })),
    [dispatch, documentKey, identity],
  );
  const write = useCallback(
    (call: string, body: Record<string, unknown>) => dispatch(callRequested({ key: documentKey, identity, call, body })),
    [dispatch, documentKey, identity],
  );

  // each version the screen shows (the first read, a save, a panel's own change) is read again
  useEffect(() => {
    if (version !== null) for (const call of loads) read(call);
  }, [version, loads, read]);

  const canWrite = entry.status === 'ready' && !entry.dirty;
  return <View t={t} entry={entry} readOf={(call) => entry.reads[call]} read={read} write={write} canWrite={canWrite} />;
}
