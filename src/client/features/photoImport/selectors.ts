// The only way the views and the saga read the photo import (STYLE.md #5). Derived data is
// memoized; each dialog gets one view object.
import { createSelector } from '@reduxjs/toolkit';
import type { Identity } from '../../../shared/domain/people';
import type { PhotoImportData } from '../../../shared/photos/api';
import { IMPORT_NAMING_RULES } from '../../../shared/photos/naming';
import { PhotoImportState, canClose, initialPhotoImportState } from './state';
import { parseTitleRow } from './validation';

type WithPhotoImport = { photoImport?: PhotoImportState };

export const selectPhotoImport = (state: WithPhotoImport): PhotoImportState => state.photoImport ?? initialPhotoImportState;
export const selectPhotoImportStatus = (state: WithPhotoImport) => selectPhotoImport(state).status;
export const selectPhotoImportOpen = (state: WithPhotoImport) => selectPhotoImport(state).status !== 'closed';
export const selectPhotoImportIdentity = (state: WithPhotoImport) => selectPhotoImport(state).identity;
export const selectPhotoImportFile = (state: WithPhotoImport) => selectPhotoImport(state).file;
export const selectMapping = (state: WithPhotoImport) => selectPhotoImport(state).mapping;
export const selectRun = (state: WithPhotoImport) => selectPhotoImport(state).run;
export const selectUpload = (state: WithPhotoImport) => selectPhotoImport(state).upload;
export const selectCanClose = createSelector([selectPhotoImportStatus], (status) => canClose(status));

/** Which dialog shows: the form, the field mapping, the progress, or none. */
export const selectPhotoImportView = createSelector([selectPhotoImportStatus], (status): 'form' | 'mapping' | 'progress' | null => {
  switch (status) {
    case 'editing':
    case 'uploading':
      return 'form';
    case 'loadingFields':
    case 'mapping':
    case 'starting':
      return 'mapping';
    case 'running':
    case 'finished':
    case 'failed':
      return 'progress';
    default:
      return null;
  }
});

/** The form's default title: the identity's (photoImport.title.<IDENTITY>), the students' without one. */
export const photoImportTitleKey = (identity: Identity | null): string => `photoImport.title.${identity ?? 'STUDENT'}`;

/** The form dialog: title, the identity's naming rules, the options, the chosen zip, messages. */
export const selectFormView = createSelector([selectPhotoImport], (s) => ({
  title: s.title,
  /** the default title, naming the identity (导入学生数据, 导入教职工数据…) */
  titleKey: photoImportTitleKey(s.identity),
  namingOptions: s.identity ? IMPORT_NAMING_RULES[s.identity] : [],
  form: s.form,
  errors: s.errors,
  file: s.file,
  fileProblem: s.fileProblem,
  uploading: s.status === 'uploading',
}));

/** The mapping dialog: unpaired fields (required ones starred) and headers on the left, the
 *  pairs on the right, with what is selected. */
export const selectMappingView = createSelector([selectPhotoImportStatus, selectMapping], (status, m) => {
  const nameOf = (column: string) => m.fields.find((f) => f.column === column)?.columnName ?? column;
  const isRequired = (column: string) => m.fields.some((f) => f.column === column && f.is_must === 1);
  return {
    loading: status === 'loadingFields',
    starting: status === 'starting',
    fields: m.fields
      .filter((f) => !m.pairs.some((p) => p.column === f.column))
      .map((f) => ({
        column: f.column,
        columnName: f.columnName,
        required: f.is_must === 1,
        selected: m.selectedField === f.column,
        missing: m.missing.includes(f.column),
      })),
    headers: m.headers.filter((h) => !m.pairs.some((p) => p.configure === h)).map((h) => ({ header: h, selected: m.selectedHeader === h })),
    pairs: m.pairs.map((p) => ({
      column: p.column,
      columnName: nameOf(p.column),
      header: p.configure,
      required: isRequired(p.column),
      selected: m.selectedPairs.includes(p.column),
    })),
    error: m.error,
  };
});

/** Document 001 §9: finishRate × 100, to 2 decimals (100 once finished). */
export const percentOf = (finishRate: number | undefined, finished: boolean): number =>
  finished ? 100 : Math.min(100, Math.max(0, Number(((finishRate ?? 0) * 100).toFixed(2))));

/** The progress dialog (document 001 §4 steps 3–6): percent, title, message, counts, times, the
 *  spreadsheet's rows, the error report, whether close is enabled. */
export const selectProgressView = createSelector([selectPhotoImportStatus, selectRun], (status, run) => {
  const p = run.progress;
  const finished = status === 'finished';
  const failed = status === 'failed';
  return {
    percent: percentOf(p?.finishRate, finished),
    finished,
    failed,
    titleKey: finished ? 'import.succeeded' : failed ? 'import.failed' : 'photoImportUi.progressTitle',
    messageKey: finished ? 'import.complete' : failed ? 'import.operationFailed' : null,
    closeEnabled: finished || failed,
    progress: p,
    errorKey: p?.errorKey ?? null,
    rows: p?.rows ?? null,
    errorMessage: run.error ?? (p?.errorMsg ? { text: p.errorMsg } : null),
  };
});

/** The upload's `data` part (document 001 §7), or null while the form is not valid. */
export const selectUploadData = (state: WithPhotoImport & { session?: { tenantId: string | null } }): PhotoImportData | null => {
  const s = selectPhotoImport(state);
  const jbDesc = parseTitleRow(s.form.titleRow);
  const { namingRule, repeatRule, errorRule } = s.form;
  if (!s.identity || jbDesc === null || namingRule === null || repeatRule === null || errorRule === null) return null;
  const tenantId = state.session?.tenantId;
  return { ...(tenantId ? { tenantId } : {}), identity: s.identity, repeatRule, errorRule, namingRule, jbDesc };
};
