// The photo export's public face for other features (README.md): a list puts
// `PhotoExportButton` in its toolbar (or dispatches `photoExportOpened`); the shell mounts
// `PhotoExportMount` once. Other features may listen to the events exported here; nothing else
// of this folder is meant to be imported.
export { PhotoExportButton } from './PhotoExportButton';
export type { PhotoExportButtonProps } from './PhotoExportButton';
export { default as PhotoExportMount } from './PhotoExportMount';
export { opened as photoExportOpened, cancelled as photoExportCancelled, exportFinished as photoExportFinished } from './photoExportSlice';
