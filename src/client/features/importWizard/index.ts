// The import wizard's public face for other features (README.md): open it with
// `importWizardOpened({ target, title? })`; listen to `importFinished` (and `importUndone`) to
// reload what an import changed. Views are imported from their own files (the shell mounts
// `./ImportWizardMount`), never through here: slices listen to these events.
export {
  opened as importWizardOpened,
  importFinished,
  importUndone,
  closed as importWizardClosed,
  wizardCancelled as importWizardCancelled,
} from './importWizardSlice';
export type { ImportCounts } from './state';
export { countsOf as importCountsOf } from './state';
