// The container's callbacks: each turns a view's callback into one event. Picked Files go into
// the file registry here, so the event (and the store) carries only their refs.
import { useMemo } from 'react';
import type { BasicInfoChoice, DuplicateRule, ImportHistoryRow } from '../../../shared/imports';
import { refOf } from '../../lib/fileRegistry';
import { useAppDispatch } from '../../lib/hooks';
import {
  basicInfoChanged,
  checkFieldsChanged,
  closed,
  errorDialogClosed,
  errorDialogOpened,
  errorReportRequested,
  fieldMatched,
  fileChosen,
  headerRowChanged,
  historyPageChanged,
  importStartRequested,
  nextClicked,
  originalRequested,
  ruleChanged,
  stepBackClicked,
  tabChanged,
  templateRequested,
  undoClicked,
  undoConfirmed,
  undoDismissed,
} from './importWizardSlice';
import type { WizardTab } from './state';

export function useWizardHandlers() {
  const dispatch = useAppDispatch();
  return useMemo(
    () => ({
      onClose: () => dispatch(closed()),
      onTab: (tab: WizardTab) => dispatch(tabChanged({ tab })),
      onTemplate: () => dispatch(templateRequested()),
      onFiles: (files: File[]) => dispatch(fileChosen({ files: files.map(refOf) })),
      onHeaderRow: (value: string) => dispatch(headerRowChanged({ value })),
      onRule: (rule: DuplicateRule) => dispatch(ruleChanged({ rule })),
      onCheckFields: (fields: string[]) => dispatch(checkFieldsChanged({ fields })),
      onBasicInfo: (choice: BasicInfoChoice) => dispatch(basicInfoChanged({ choice })),
      onMatch: (column: string, header: string | null) => dispatch(fieldMatched({ column, header })),
      onBack: () => dispatch(stepBackClicked()),
      onNext: () => dispatch(nextClicked()),
      onDryRun: () => dispatch(importStartRequested({ dryRun: true })),
      onConfirm: () => dispatch(importStartRequested({ dryRun: false })),
      onErrorReport: (errorKey: string) => dispatch(errorReportRequested({ errorKey })),
      onShowErrors: () => dispatch(errorDialogOpened()),
      onHideErrors: () => dispatch(errorDialogClosed()),
      onPage: (pageIndex: number) => dispatch(historyPageChanged({ pageIndex })),
      onOriginal: (row: ImportHistoryRow) => dispatch(originalRequested({ key: row.key, fileName: row.fileName })),
      onUndo: (key: string) => dispatch(undoClicked({ key })),
      onUndoConfirm: () => dispatch(undoConfirmed()),
      onUndoDismiss: () => dispatch(undoDismissed()),
    }),
    [dispatch],
  );
}
