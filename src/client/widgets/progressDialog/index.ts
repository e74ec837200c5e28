// The progress dialog widget: the dialog of every long job's progress, its time line, how the job
// ended (message, counts and times) and its download buttons.
export { ProgressDialog, ProgressTimes } from './ProgressDialog';
export type { ProgressDialogProps } from './ProgressDialog';
export { JobOutcomeMessage, JobFigures } from './JobOutcome';
export type { JobOutcomeMessageProps, JobFiguresProps, JobTimes } from './JobOutcome';
export { DownloadButton, ErrorReportButton } from './DownloadButton';
export type { DownloadButtonProps, ErrorReportButtonProps } from './DownloadButton';
