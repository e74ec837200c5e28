// The bulk export's views for other features' screens (README.md): a list puts `ExportButton` in
// its toolbar, passes `useRowSelection` to its PagedTable and mounts `ExportMount` (the dialogs
// come from their own lazy chunk). The photo export takes its shared dialogs from here too.
export { ExportButton } from './ExportButton';
export { default as ExportMount } from './ExportMount';
export { useRowSelection } from './useRowSelection';
// the photo export's dialogs and its button are built on these
export { CountLine } from './views/CountLine';
export { DataRangeField } from './views/DataRangeField';
export { ExportFormDialog } from './views/ExportFormDialog';
export type { ExportFormFrameHandlers } from './views/ExportFormDialog';
export { ExportProgressDialog } from './views/ExportProgressDialog';
export { listExportOpening } from './listSearch';
