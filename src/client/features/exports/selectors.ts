// The only way the views and the saga read the export (STYLE.md #5): the domain selector, the
// checked rows of a list, the bodies of the count and start calls, and the two dialogs' views.
import { createSelector } from '@reduxjs/toolkit';
import type { Identity } from '../../../shared/domain/people';
import { EXPORT_ADVICE_ROWS, ExportCountBody, ExportStartBody } from '../../../shared/exports/api';
import type { ResourceExportBody } from '../../../shared/exports/resourceApi';
import { ExportState, ExportStatus, FORM_STATUSES, initialExportState, JobState, PROGRESS_STATUSES, canClose, canStart } from './state';
import { cutLabel, exportFieldText } from './validation';
import { Message } from '../../lib/problem';

type WithExport = { export?: ExportState };

const NONE: number[] = Object.freeze([]) as unknown as number[];

export const selectExport = (state: WithExport): ExportState => state.export ?? initialExportState;
export const selectExportStatus = (state: WithExport) => selectExport(state).status;
export const selectExportClosed = (state: WithExport): boolean => selectExport(state).status === 'closed';
export const selectExportOpen = (state: WithExport) => selectExport(state).status !== 'closed';
export const selectExportIdentity = (state: WithExport) => selectExport(state).identity;
export const selectExportForm = (state: WithExport) => selectExport(state).form;
export const selectExportCount = (state: WithExport) => selectExport(state).count;
export const selectExportJob = (state: WithExport) => selectExport(state).job;

/** The ids checked on one list (the same empty array while none is). */
export const selectCheckedIds =
  (identity: Identity) =>
  (state: WithExport): number[] =>
    selectExport(state).checked[identity] ?? NONE;

const checkedOfDialog = (state: WithExport): number[] => {
  const s = selectExport(state);
  return s.identity ? (s.checked[s.identity] ?? NONE) : NONE;
};

/** What the count call sends for the range chosen (document 001 §7): the search for range 2,
 *  the checked ids for range 3, nothing more for range 1. */
export const selectCountBody = createSelector([selectExport, checkedOfDialog], (s, checked): ExportCountBody | null => {
  if (!s.identity) return null;
  const { dataRange } = s.form;
  const body: ExportCountBody = { identity: s.identity, dataRange };
  if (dataRange === 2) {
    body.formInline = s.search.formInline;
    if (s.search.advancedSearch?.length) body.advancedSearch = s.search.advancedSearch;
  }
  if (dataRange === 3) body.choiceDataIds = checked.join(',');
  return body;
});

/** What the start call sends: the count's body with the trimmed name, the fields as
 *  'label:key,...' and the list's order. */
export const selectStartBody = createSelector([selectExport, selectCountBody], (s, countBody): ExportStartBody | null => {
  if (!countBody) return null;
  const body: ExportStartBody = {
    ...countBody,
    fileName: s.form.fileName.trim(),
    exportField: exportFieldText(s.headers.list, s.form.fields),
  };
  if (s.search.dataSortStr) body.dataSortStr = s.search.dataSortStr;
  return body;
});

/** A collection's start call: the trimmed name, the checked fields in order, the list's query. */
export const selectResourceStartBody = createSelector([selectExport], (s): ResourceExportBody | null => {
  if (!s.resource) return null;
  return { fileName: s.form.fileName.trim(), fields: s.form.fields, query: s.resource.query };
});

/** The bulk export dialog (document 001 §2): the form, the checklist, the count and the tip. */
export const selectFormView = createSelector([selectExport, checkedOfDialog], (s, checked) => {
  const fields = s.headers.list.map((h) => {
    const { text, cut } = cutLabel(h.label);
    return { key: h.key, label: h.label, text, cut, checked: s.form.fields.includes(h.key) };
  });
  const checkedFields = fields.filter((f) => f.checked).length;
  const countReady = s.count.status === 'counted' && s.count.dataRange === s.form.dataRange;
  const total = countReady ? (s.count.total ?? 0) : null;
  return {
    open: FORM_STATUSES.includes(s.status),
    /** a collection's export has no data range to choose: it is the list's current search */
    source: s.resource ? ('resource' as const) : ('people' as const),
    starting: s.status === 'starting',
    closable: canClose(s.status),
    fileName: s.form.fileName,
    dataRange: s.form.dataRange,
    checkedRows: checked.length,
    fields,
    allFields: fields.length > 0 && checkedFields === fields.length,
    someFields: checkedFields > 0 && checkedFields < fields.length,
    headersStatus: s.headers.status,
    headersProblem: s.headers.problem,
    countStatus: s.count.status,
    countProblem: s.count.problem,
    /** null while unknown */
    total,
    overAdvice: total !== null && total > EXPORT_ADVICE_ROWS,
    canStart: canStart(s),
    errors: s.errors,
    message: s.message,
  };
});

/** The export progress dialog (document 001 §2, §4): title, percent (finishRate × 100 to 2
 *  decimals), counts, the download link, and the red error line. Pure, so the photo export's
 *  progress dialog (src/client/features/photoExport) is read the same way from its own job. */
export function progressViewOf(status: ExportStatus, job: JobState) {
  const p = job.progress;
  const finished = status === 'finished';
  const failed = status === 'failed';
  const percent = finished ? 100 : Math.min(100, Number(((p?.finishRate ?? 0) * 100).toFixed(2)));
  // a job that failed without a reason still gets a line; a failed poll has its own message
  const errorLine: Message | null = job.error ?? (failed && !job.pollFailed ? { key: 'common.operationFailed' } : null);
  return {
    open: PROGRESS_STATUSES.includes(status),
    finished,
    failed,
    titleKey: failed ? 'export.failed' : finished ? 'exportUi.finishedTitle' : 'export.progressTitle',
    /** a failed poll says 'operation failed' (document 001 §8) */
    messageKey: job.pollFailed ? 'common.operationFailed' : null,
    percent,
    finishNum: p?.finishNum ?? 0,
    totalNum: p?.totalNum ?? 0,
    url: finished ? (p?.url ?? null) : null,
    download: job.download,
    errorLine,
    errorOpen: job.errorOpen && errorLine !== null,
    running: status === 'running',
    /** "keep running in the job centre" is being asked for, and why it could not be */
    keeping: job.keep === 'asking',
    keepError: status === 'running' ? job.keepError : null,
  };
}

export const selectProgressView = createSelector([selectExport], (s) => progressViewOf(s.status, s.job));
