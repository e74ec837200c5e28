// The photo zip import's public face for other features (README.md): its events. Open it with
// `photoImportOpened({ identity, title? })` (or `./PhotoImportButton` in a toolbar, imported from
// its file: views never go through here); listen to `photoImportFinished` to reload what an
// import changed. The shell mounts `./PhotoImportMount` once.
export {
  opened as photoImportOpened,
  importFinished as photoImportFinished,
  closed as photoImportClosed,
  cancelled as photoImportCancelled,
} from './photoImportSlice';
