// The bulk export's job pieces that the photo export is built on (photoExport/README.md): the
// job's state and reducers, the progress view, the checked rows, the file-name rules and the
// message text. Nothing here brings the export slice or the people lists, because the shell's
// first load carries the photo export's selectors. Its views come from ./components.ts.
export type { DownloadStatus, ExportState, JobState, ListSearch } from './state';
export { initialJob } from './state';
export { jobProgressedOf, jobReducers, startReducers } from './jobReducers';
export { progressViewOf, selectCheckedIds } from './selectors';
export { defaultFileName, fileNameError } from './validation';
export { say } from './views/text';
