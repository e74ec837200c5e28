// The progress dialog widget: the dialog of every long job's progress and its time line.
export { ProgressDialog, ProgressTimes } from './ProgressDialog';
export type { ProgressDialogProps } from './ProgressDialog';
