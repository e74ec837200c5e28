// The only way the views and the saga read the wizard (STYLE.md #5). Derived data is memoized.
import { createSelector } from '@reduxjs/toolkit';
import { DUPLICATE_RULES, StartImportBody, importTarget, isIdentifier, unmappedHeaders } from '../../../shared/imports';
import { ImportWizardState, STEP1_STATUSES, canClose, initialImportWizardState } from './state';
import { parseHeaderRow } from './validation';

type WithWizard = { importWizard?: ImportWizardState };

export const selectImportWizard = (state: WithWizard): ImportWizardState => state.importWizard ?? initialImportWizardState;
export const selectWizardOpen = (state: WithWizard) => selectImportWizard(state).open;
export const selectWizardStatus = (state: WithWizard) => selectImportWizard(state).status;
export const selectWizardTargetKey = (state: WithWizard) => selectImportWizard(state).target;
export const selectUpload = (state: WithWizard) => selectImportWizard(state).upload;
export const selectSettings = (state: WithWizard) => selectImportWizard(state).settings;
export const selectRelation = (state: WithWizard) => selectImportWizard(state).relation;
export const selectMapping = (state: WithWizard) => selectImportWizard(state).mapping;
export const selectRun = (state: WithWizard) => selectImportWizard(state).run;
export const selectHistory = (state: WithWizard) => selectImportWizard(state).history;

export const selectWizardTarget = createSelector([selectWizardTargetKey], (key) => (key ? (importTarget(key) ?? null) : null));
export const selectCanClose = createSelector([selectImportWizard], (s) => canClose(s));

/** Which window shows: the wizard's steps, the progress dialog of a real run, or nothing. */
export const selectWizardView = createSelector([selectImportWizard], (s): 'wizard' | 'progress' | null => {
  if (!s.open) return null;
  if (!s.run.dryRun && (s.status === 'running' || s.status === 'finished' || s.status === 'failed')) return 'progress';
  return 'wizard';
});

/** 1 upload and settings, 2 mapping, 3 summary (with the dry run). */
export const selectStep = createSelector([selectWizardStatus], (status): 1 | 2 | 3 => {
  if (STEP1_STATUSES.includes(status) || status === 'loadingMapping') return 1;
  if (status === 'mapping') return 2;
  return 3;
});

/** Step 2's rows: each system field with its chosen header and the headers still free. */
export const selectMappingRows = createSelector(
  [selectRelation, selectMapping, (s: WithWizard) => selectImportWizard(s).missing],
  (relation, mapping, missing) =>
    (relation?.dbFieldList ?? []).map((field) => {
      const header = mapping.find((m) => m.column === field.column)?.configure ?? null;
      const usedElsewhere = new Set(mapping.filter((m) => m.column !== field.column).map((m) => m.configure));
      return {
        ...field,
        header,
        options: relation!.excelField.filter((h) => !usedElsewhere.has(h)),
        missing: missing.includes(field.column),
      };
    }),
);

/** Step 2: the file's headers that no system field reads, so they will not be imported. */
export const selectUnmappedHeaders = createSelector([selectRelation, selectMapping], (relation, mapping) =>
  unmappedHeaders(relation?.excelField ?? [], mapping),
);

/**
 * Step 3, before any run: the file's columns holding number cells (counted at the upload) that
 * the mapping feeds to an identifier or ID number: their leading zeros or last digits are lost.
 */
export const selectNumericIdentifierColumns = createSelector([selectWizardTarget, selectRelation, selectMapping], (target, relation, mapping) => {
  const identifierHeaders = new Set(mapping.filter((m) => target?.fields.some((f) => f.column === m.column && isIdentifier(f))).map((m) => m.configure));
  return (relation?.numericColumns ?? []).filter((c) => identifierHeaders.has(c.column));
});

/** What the start call sends (document 000 §7), for a dry run or the real import. */
export const selectStartBody = (state: WithWizard, dryRun: boolean): StartImportBody | null => {
  const s = selectImportWizard(state);
  const target = s.target ? importTarget(s.target) : undefined;
  const headerLine = parseHeaderRow(s.settings.headerRow);
  if (!target || !s.upload || headerLine === null || s.settings.rule === null) return null;
  const handle = (name: NonNullable<typeof target.basicInfoHandle>) => (target.basicInfoHandle === name ? s.settings.basicInfo : null);
  return {
    id: s.upload.id,
    headerLine,
    ruleNum: s.settings.rule,
    checkField: s.settings.rule === DUPLICATE_RULES.ALLOW ? '' : s.settings.checkFields.join(','),
    matchFieldList: s.mapping.filter((m) => m.configure !== ''),
    stuInfoHandle: handle('stuInfoHandle'),
    newStuInfoHandle: handle('newStuInfoHandle'),
    teacherInfoHandle: handle('teacherInfoHandle'),
    matrixType: target.orgType ?? null,
    dryRun,
  };
};

/** The progress dialog (document 000 §4): percent, title, message, whether close is enabled. */
export const selectProgressView = createSelector([selectWizardStatus, selectRun], (status, run) => {
  const p = run.progress;
  const finished = status === 'finished';
  const failed = status === 'failed';
  const percent = finished ? 100 : Math.min(100, Number(((p?.finishRate ?? 0) * 100).toFixed(2)));
  return {
    percent,
    finished,
    failed,
    titleKey: finished ? 'import.success' : failed ? 'import.failed' : 'import.progressTitle',
    messageKey: finished ? 'import.complete' : failed ? 'import.operationFailed' : null,
    closeEnabled: finished || failed,
    progress: p,
    errorKey: p?.errorKey ?? null,
    showErrorReport: !!p && (p.failNum > 0 || !!p.errorKey),
    errorMessage: run.error ?? (p?.errorMsg ? { text: p.errorMsg } : null),
    errorDialogOpen: run.errorDialogOpen,
    // a run that failed keeps the batches it wrote, and says so: the history can undo them
    written: failed && p ? p.newInsertNum + p.updateNum : 0,
  };
});

/** Step 3's dry-run area: its progress while it runs, then its result or why it failed. */
export const selectDryRunView = createSelector([selectWizardStatus, selectRun], (status, run) => ({
  running: run.dryRun && (status === 'starting' || status === 'running'),
  percent: Math.min(100, Number(((run.progress?.finishRate ?? 0) * 100).toFixed(2))),
  result: run.dryRun && status === 'previewed' ? run.progress : null,
  error: run.dryRun && status === 'settings' ? run.error : null,
}));
