// The bulk export's public face for other features (README.md): its events and the checked
// rows' selector. Views are imported from their own files, never through here (a slice that
// listens to these events must not pull views in): a list puts `./ExportButton` in its toolbar,
// passes `./useRowSelection` to its PagedTable and mounts `./ExportMount`.
export { opened as exportOpened, resourceOpened as resourceExportOpened, cancelled as exportCancelled, exportFinished, rowSelectionChanged } from './exportSlice';
export type { ResourceSource } from './state';
export { selectCheckedIds } from './selectors';
