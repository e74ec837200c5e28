// The container's callbacks: each turns a view's callback into one event.
import { useMemo } from 'react';
import type { DataRange } from '../../../shared/exports/api';
import { useAppDispatch } from '../../lib/hooks';
import {
  allFieldsToggled,
  closed,
  downloadRequested,
  errorInfoClosed,
  errorInfoOpened,
  keepRunningClicked,
  fieldToggled,
  fileNameChanged,
  rangeChanged,
  startClicked,
} from './exportSlice';

export function useExportHandlers() {
  const dispatch = useAppDispatch();
  return useMemo(
    () => ({
      onFileName: (fileName: string) => dispatch(fileNameChanged({ fileName })),
      onRange: (dataRange: DataRange) => dispatch(rangeChanged({ dataRange })),
      onField: (key: string) => dispatch(fieldToggled({ key })),
      onAllFields: (checked: boolean) => dispatch(allFieldsToggled({ checked })),
      onStart: () => dispatch(startClicked()),
      onClose: () => dispatch(closed()),
      onDownload: () => dispatch(downloadRequested()),
      onShowError: () => dispatch(errorInfoOpened()),
      onHideError: () => dispatch(errorInfoClosed()),
      onKeepRunning: () => dispatch(keepRunningClicked()),
    }),
    [dispatch],
  );
}
