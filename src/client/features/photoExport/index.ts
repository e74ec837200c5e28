// The photo export's public face for other features (README.md): its events. A list dispatches
// `photoExportOpened` (or puts `./PhotoExportButton` in its toolbar, imported from its file:
// views never go through here); the shell mounts `./PhotoExportMount` once.
export { opened as photoExportOpened, cancelled as photoExportCancelled, exportFinished as photoExportFinished } from './photoExportSlice';
