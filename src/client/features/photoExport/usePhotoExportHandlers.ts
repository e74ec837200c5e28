// The container's callbacks: each turns a view's callback into one event.
import { useMemo } from 'react';
import type { DataRange } from '../../../shared/exports/api';
import type { FormatRule, NamingRule } from '../../../shared/photos/naming';
import { useAppDispatch } from '../../lib/hooks';
import {
  closed,
  continued,
  downloadRequested,
  errorInfoClosed,
  errorInfoOpened,
  keepRunningClicked,
  fileNameChanged,
  formatChanged,
  missingDownloadRequested,
  namingRuleChanged,
  rangeChanged,
  startClicked,
} from './photoExportSlice';

export function usePhotoExportHandlers() {
  const dispatch = useAppDispatch();
  return useMemo(
    () => ({
      onFileName: (fileName: string) => dispatch(fileNameChanged({ fileName })),
      onRange: (dataRange: DataRange) => dispatch(rangeChanged({ dataRange })),
      onNamingRule: (namingRule: NamingRule) => dispatch(namingRuleChanged({ namingRule })),
      onFormat: (formatRule: FormatRule) => dispatch(formatChanged({ formatRule })),
      onStart: () => dispatch(startClicked()),
      /** the form's cancel, the notice's cancel and the progress dialog's close: all closes */
      onClose: () => dispatch(closed()),
      onContinue: () => dispatch(continued()),
      onMissingDownload: () => dispatch(missingDownloadRequested()),
      onDownload: () => dispatch(downloadRequested()),
      onShowError: () => dispatch(errorInfoOpened()),
      onHideError: () => dispatch(errorInfoClosed()),
      onKeepRunning: () => dispatch(keepRunningClicked()),
    }),
    [dispatch],
  );
}
