// The download buttons of the long jobs' dialogs: a small basic button with the download icon
// before its label. `DownloadButton` is any of them (an export's file, the list of people
// without a photo identifier: each disabled by its owner while its file downloads);
// `ErrorReportButton` is the imports' "download the error report", which hands on the job's error
// key and, having no downloading state of its own, is locked for a moment after each click so a
// double click asks for the report once. Dumb: the owner downloads.
import { Button, Icon } from 'semantic-ui-react';
import type { T } from '../../i18n';
import { AntiDoubleClickButton } from '../antiDoubleClick/AntiDoubleClickButton';

export interface DownloadButtonProps {
  testId: string;
  /** the label (already translated) */
  label: string;
  onClick: () => void;
  disabled?: boolean;
  /** locked for 800 ms after each click (AntiDoubleClickButton) */
  antiDoubleClick?: boolean;
}

export function DownloadButton({ testId, label, onClick, disabled, antiDoubleClick }: DownloadButtonProps) {
  const Kind = antiDoubleClick ? AntiDoubleClickButton : Button;
  return (
    <Kind type="button" basic size="small" icon labelPosition="left" disabled={disabled} data-testid={testId} onClick={onClick}>
      <Icon name="download" />
      {label}
    </Kind>
  );
}

export interface ErrorReportButtonProps {
  t: T;
  testId: string;
  /** the job's error report, once the server has written one */
  errorKey: string | null;
  onReport: (errorKey: string) => void;
  /** whether it shows (default: once there is an error key); shown before the key it is
   *  disabled until the key comes (the people import shows it as soon as a row fails) */
  shown?: boolean;
}

/** "Download the error report" of an import, once its report can be asked for. */
export function ErrorReportButton({ t, testId, errorKey, onReport, shown = !!errorKey }: ErrorReportButtonProps) {
  if (!shown) return null;
  return (
    <DownloadButton testId={testId} label={t('import.downloadErrors')} disabled={!errorKey} antiDoubleClick onClick={() => errorKey && onReport(errorKey)} />
  );
}
