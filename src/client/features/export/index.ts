// The bulk export's public face for other features (README.md): a list puts `ExportButton` in
// its toolbar, passes `useRowSelection(identity)` to its PagedTable and mounts `ExportMount`.
// Other features may listen to the events exported here; nothing else of this folder is meant
// to be imported.
export { ExportButton } from './ExportButton';
export { default as ExportMount } from './ExportMount';
export { useRowSelection } from './useRowSelection';
export { opened as exportOpened, cancelled as exportCancelled, exportFinished, rowSelectionChanged } from './exportSlice';
export { selectCheckedIds } from './selectors';
