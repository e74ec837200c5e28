// The only way the views and the saga read the photo export (STYLE.md #5): the domain selector,
// the bodies of the count, check and start calls, and the three dialogs' views. The checked
// rows of the list are the bulk export's, read through its public selector.
import { createSelector } from '@reduxjs/toolkit';
import { PHOTO_EXPORT_ADVICE_ROWS } from '../../../shared/exports/api';
import type { PhotoExportBody, PhotoExportCountBody } from '../../../shared/photos/api';
import { EXPORT_NAMING_RULES, FORMAT_RULES } from '../../../shared/photos/naming';
import { progressViewOf, selectCheckedIds, type ExportState } from '../exports/jobParts';
import { canClose, canStart, countIsCurrent, FORM_STATUSES, initialPhotoExportState, PhotoExportState, PhotoExportStatus, PROGRESS_STATUSES } from './state';

type WithPhotoExport = { photoExport?: PhotoExportState; export?: ExportState };

const NONE: number[] = Object.freeze([]) as unknown as number[];

export const selectPhotoExport = (state: WithPhotoExport): PhotoExportState => state.photoExport ?? initialPhotoExportState;
export const selectPhotoExportStatus = (state: WithPhotoExport): PhotoExportStatus => selectPhotoExport(state).status;
export const selectPhotoExportOpen = (state: WithPhotoExport) => selectPhotoExport(state).status !== 'closed';
export const selectPhotoExportIdentity = (state: WithPhotoExport) => selectPhotoExport(state).identity;
export const selectPhotoCount = (state: WithPhotoExport) => selectPhotoExport(state).count;
export const selectMissingList = (state: WithPhotoExport) => selectPhotoExport(state).missing;
export const selectPhotoJob = (state: WithPhotoExport) => selectPhotoExport(state).job;

/** The rows checked on the screen the dialog was opened from: its own, or the people list's. */
const selectCheckedOfDialog = (state: WithPhotoExport): number[] => {
  const own = selectPhotoExport(state).checked;
  if (own) return own;
  const identity = selectPhotoExportIdentity(state);
  return identity ? selectCheckedIds(identity)(state) : NONE;
};

/** What the count call sends (document 001 §7): the search for range 2, the checked ids for
 *  range 3, and the naming rule the missing identifiers are counted against. */
export const selectCountBody = createSelector([selectPhotoExport, selectCheckedOfDialog], (s, checked): PhotoExportCountBody | null => {
  if (!s.identity) return null;
  const { dataRange, namingRule } = s.form;
  const body: PhotoExportCountBody = { identity: s.identity, dataRange, namingRule };
  if (dataRange === 2) {
    body.formInline = s.search.formInline;
    if (s.search.advancedSearch?.length) body.advancedSearch = s.search.advancedSearch;
  }
  if (dataRange === 3) body.choiceDataIds = checked.join(',');
  return body;
});

/** What the check and the start send (document 001 §7 "Photo export check"): the count's body
 *  with the trimmed file name and the photo format. */
export const selectExportBody = createSelector([selectPhotoExport, selectCountBody], (s, countBody): PhotoExportBody | null =>
  countBody ? { ...countBody, fileName: s.form.fileName.trim(), namingRule: s.form.namingRule, formatRule: s.form.formatRule } : null,
);

/** The photo export dialog (document 001 §2): file name, range, naming rule, format, the count
 *  and the tip. */
export const selectFormView = createSelector([selectPhotoExport, selectCheckedOfDialog], (s, checked) => {
  const current = s.count.status === 'counted' && countIsCurrent(s) ? s.count.result : null;
  return {
    open: FORM_STATUSES.includes(s.status),
    busy: s.status === 'checking' || s.status === 'starting',
    closable: canClose(s.status),
    fileName: s.form.fileName,
    dataRange: s.form.dataRange,
    namingRule: s.form.namingRule,
    formatRule: s.form.formatRule,
    namingOptions: s.identity ? EXPORT_NAMING_RULES[s.identity] : [],
    formats: FORMAT_RULES,
    checkedRows: checked.length,
    countStatus: s.count.status,
    countProblem: s.count.problem,
    /** null while unknown */
    total: current ? current.total : null,
    withPhoto: current?.withPhoto ?? null,
    missingIdentifier: current?.missingIdentifier ?? null,
    overAdvice: (current?.withPhoto ?? 0) > PHOTO_EXPORT_ADVICE_ROWS,
    canStart: canStart(s),
    errors: s.errors,
    message: s.message,
  };
});

/** The notice of people lacking the identifier (document 001 §2, §4): their number, the state
 *  of their list (being written, ready with its link, failed with its message). */
export const selectNoticeView = createSelector([selectPhotoExport], (s) => {
  const m = s.missing;
  const open = s.status === 'notice' && m !== null;
  const rule = s.identity ? EXPORT_NAMING_RULES[s.identity].find((r) => r.value === s.form.namingRule) : undefined;
  const url = m?.progress?.finished === 1 && !m.error ? (m.progress.url ?? null) : null;
  return {
    open,
    missingIdentifier: m?.missingIdentifier ?? 0,
    total: m?.total ?? 0,
    /** catalogue key of the rule's identifier */
    ruleLabel: rule?.label ?? '',
    list: (m?.error ? 'failed' : url ? 'ready' : 'writing') as 'writing' | 'ready' | 'failed',
    url,
    error: m?.error ?? null,
    download: m?.download ?? 'idle',
  };
});

/** The progress dialog of the zip: the bulk export's view of a job (percent finishRate × 100 to
 *  2 decimals, counts, the link, 'export failed'). */
export const selectProgressView = createSelector([selectPhotoExport], (s) =>
  progressViewOf(PROGRESS_STATUSES.includes(s.status) ? (s.status as 'running' | 'finished' | 'failed') : 'closed', s.job),
);
