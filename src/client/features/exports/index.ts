// The bulk export's public face for other features (README.md): its events, the checked rows'
// selector and the default file name. Views are in ./components.ts, never here (a slice that
// listens to these events must not pull views in). The photo export, built on this export's job
// pieces, takes them from ./jobParts.ts (no slice: the shell's first load carries its selectors).
export {
  opened as exportOpened,
  resourceOpened as resourceExportOpened,
  cancelled as exportCancelled,
  exportFinished,
  rowSelectionChanged,
} from './exportSlice';
export type { ResourceSource } from './state';
export { selectCheckedIds } from './selectors';
export { defaultFileName } from './validation';
