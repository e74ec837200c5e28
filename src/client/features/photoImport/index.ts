// The photo zip import's public face for other features (README.md): open it with
// `photoImportOpened({ identity, title? })` or put `PhotoImportButton` in a toolbar; listen to
// `photoImportFinished` to reload what an import changed. The shell mounts `PhotoImportMount`
// once. Nothing else of this folder is meant to be imported.
export {
  opened as photoImportOpened, importFinished as photoImportFinished, closed as photoImportClosed, cancelled as photoImportCancelled,
} from './photoImportSlice';
export { PhotoImportButton } from './PhotoImportButton';
export type { PhotoImportButtonProps } from './PhotoImportButton';
export { default as PhotoImportMount } from './PhotoImportMount';
