// The import wizard's public face for other features (README.md): open it with
// `importWizardOpened({ target, title? })`; listen to `importFinished` (and `importUndone`) to
// reload what an import changed. Nothing else of this folder is meant to be imported.
export {
  opened as importWizardOpened, importFinished, importUndone, closed as importWizardClosed, wizardCancelled as importWizardCancelled,
} from './importWizardSlice';
export type { ImportCounts } from './state';
export { default as ImportWizardMount } from './ImportWizardMount';
