// The container's callbacks: each turns a view's callback into one event. Picked Files go into
// the file registry here, so the event (and the store) carries only their refs.
import { useMemo } from 'react';
import type { ErrorRule, RepeatRule } from '../../../shared/photos/api';
import type { NamingRule } from '../../../shared/photos/naming';
import { refOf } from '../../lib/fileRegistry';
import { useAppDispatch } from '../../lib/hooks';
import {
  closed,
  confirmClicked,
  errorReportRequested,
  errorRuleChanged,
  filesPicked,
  headerSelected,
  mappingConfirmClicked,
  matchClicked,
  namingRuleChanged,
  pairToggled,
  repeatRuleChanged,
  sheetErrorReportRequested,
  systemFieldSelected,
  titleRowChanged,
  unmatchClicked,
} from './photoImportSlice';

export function usePhotoImportHandlers() {
  const dispatch = useAppDispatch();
  return useMemo(
    () => ({
      onClose: () => dispatch(closed()),
      onFiles: (files: File[]) => dispatch(filesPicked({ files: files.map(refOf) })),
      onNamingRule: (rule: NamingRule) => dispatch(namingRuleChanged({ rule })),
      onRepeatRule: (rule: RepeatRule) => dispatch(repeatRuleChanged({ rule })),
      onErrorRule: (rule: ErrorRule) => dispatch(errorRuleChanged({ rule })),
      onTitleRow: (value: string) => dispatch(titleRowChanged({ value })),
      onConfirm: () => dispatch(confirmClicked()),
      onSelectField: (column: string) => dispatch(systemFieldSelected({ column })),
      onSelectHeader: (header: string) => dispatch(headerSelected({ header })),
      onTogglePair: (column: string) => dispatch(pairToggled({ column })),
      onMatch: () => dispatch(matchClicked()),
      onUnmatch: () => dispatch(unmatchClicked()),
      onMappingConfirm: () => dispatch(mappingConfirmClicked()),
      onErrorReport: (errorKey: string) => dispatch(errorReportRequested({ errorKey })),
      onSheetErrorReport: (errorKey: string) => dispatch(sheetErrorReportRequested({ errorKey })),
    }),
    [dispatch],
  );
}
