// Steps 1 and 2 of the status machine (state.ts): the file, the settings and the mapping.
// Every reducer first checks that its event makes sense in the current status, and ignores it
// otherwise, so a late answer (an upload overtaken by a newer pick) cannot undo a later step.
import type { PayloadAction } from '@reduxjs/toolkit';
import {
  BasicInfoChoice,
  CheckFieldEntry,
  DUPLICATE_RULES,
  DuplicateRule,
  HEADER_ROW_DEFAULT,
  ImportTargetKey,
  MatchField,
  RelationResult,
  UploadResult,
  importTarget,
} from '../../../shared/imports';
import type { FileRef } from '../../lib/fileRegistry';
import { ImportWizardState as S, STEP1_STATUSES, Step1Errors, WizardTab, initialImportWizardState, initialRun } from './state';
import { Message } from '../../lib/problem';

const inStep1 = (state: S) => STEP1_STATUSES.includes(state.status);
const targetOf = (state: S) => (state.target ? importTarget(state.target) : undefined);
const sameList = (a: string[], b: string[]) => a.length === b.length && a.every((x, i) => x === b[i]);

/** Pairs whose column and header both exist, each header used once. */
function validPairs(pairs: MatchField[], relation: Pick<RelationResult, 'dbFieldList' | 'excelField'>): MatchField[] {
  const used = new Set<string>();
  return pairs.filter(({ column, configure }) => {
    const ok = relation.dbFieldList.some((f) => f.column === column) && relation.excelField.includes(configure) && !used.has(configure);
    if (ok) used.add(configure);
    return ok;
  });
}

export const stepReducers = {
  opened(state: S, action: PayloadAction<{ target: ImportTargetKey; title?: string }>) {
    // One wizard at a time: it is modal, and the saga takes `opened` leading, in agreement.
    if (state.open || !importTarget(action.payload.target)) return;
    return { ...initialImportWizardState, open: true, target: action.payload.target, title: action.payload.title ?? null };
  },
  tabChanged(state: S, action: PayloadAction<{ tab: WizardTab }>) {
    if (!state.open) return;
    state.tab = action.payload.tab;
    // Opening the history reads it again: another administrator may have imported meanwhile.
    if (action.payload.tab === 'history') {
      state.history.status = 'loading';
      state.history.error = null;
    }
  },
  fileRefused(state: S, action: PayloadAction<{ message: Message }>) {
    if (!inStep1(state)) return;
    state.fileError = action.payload.message;
  },
  uploadStarted(state: S, action: PayloadAction<{ file: FileRef }>) {
    if (!inStep1(state)) return;
    state.status = 'uploading';
    state.file = action.payload.file;
    state.fileError = null;
    state.stepError = null;
    delete state.errors.file;
  },
  uploadSucceeded(state: S, action: PayloadAction<{ upload: UploadResult }>) {
    if (state.status !== 'uploading') return;
    const { upload } = action.payload;
    state.status = 'uploaded';
    state.upload = upload;
    // The server looked for the real header row (title rows and merged banners above it).
    state.settings.headerRow = String(upload.headerRowSuggestion || HEADER_ROW_DEFAULT);
    delete state.errors.headerRow;
    state.checkFieldOptions = [];
    state.checkFieldsError = null;
    state.relation = null;
    state.mapping = [];
    state.missing = [];
  },
  uploadFailed(state: S, action: PayloadAction<{ problem: Message }>) {
    if (state.status !== 'uploading') return;
    // Document 000 §4: the file list is cleared and the error is shown.
    state.status = 'idle';
    state.file = null;
    state.upload = null;
    state.fileError = action.payload.problem;
    state.checkFieldOptions = [];
    state.settings.checkFields = [];
  },
  checkFieldsLoaded(state: S, action: PayloadAction<{ entries: CheckFieldEntry[] }>) {
    if (state.status !== 'uploaded') return;
    const { entries } = action.payload;
    state.checkFieldOptions = entries;
    state.checkFieldsError = null;
    const offered = state.settings.checkFields.filter((f) => entries.some((e) => e.fieldName === f));
    // The target's own identifier is what most administrators check duplicates by.
    state.settings.checkFields = offered.length > 0 ? offered : entries.filter((e) => e.isKey === 1).map((e) => e.fieldName);
    if (state.settings.checkFields.length > 0) delete state.errors.checkFields;
  },
  checkFieldsFailed(state: S, action: PayloadAction<{ problem: Message }>) {
    if (state.status !== 'uploaded') return;
    state.checkFieldsError = action.payload.problem;
  },
  headerRowChanged(state: S, action: PayloadAction<{ value: string }>) {
    if (!inStep1(state)) return;
    state.settings.headerRow = action.payload.value;
    delete state.errors.headerRow;
  },
  ruleChanged(state: S, action: PayloadAction<{ rule: DuplicateRule }>) {
    const { rule } = action.payload;
    if (!inStep1(state) || ![1, 2, 3].includes(rule)) return;
    if (rule === DUPLICATE_RULES.ALLOW && !targetOf(state)?.allowDuplicates) return;
    state.settings.rule = rule;
    delete state.errors.rule;
    if (rule === DUPLICATE_RULES.ALLOW) delete state.errors.checkFields;
  },
  checkFieldsChanged(state: S, action: PayloadAction<{ fields: string[] }>) {
    if (!inStep1(state)) return;
    state.settings.checkFields = action.payload.fields;
    if (action.payload.fields.length > 0) delete state.errors.checkFields;
  },
  basicInfoChanged(state: S, action: PayloadAction<{ choice: BasicInfoChoice }>) {
    if (!inStep1(state) || !targetOf(state)?.basicInfoHandle || ![1, 2].includes(action.payload.choice)) return;
    state.settings.basicInfo = action.payload.choice;
    delete state.errors.basicInfo;
  },
  settingsRejected(state: S, action: PayloadAction<{ errors: Step1Errors }>) {
    if (state.status !== 'idle' && state.status !== 'uploaded') return;
    state.errors = action.payload.errors;
  },
  settingsAccepted(state: S) {
    if (state.status !== 'uploaded') return;
    state.status = 'loadingMapping';
    state.errors = {};
    state.stepError = null;
  },
  mappingLoaded(state: S, action: PayloadAction<{ relation: RelationResult }>) {
    if (state.status !== 'loadingMapping') return;
    const { matchFieldList, dbFieldList, excelField, numericColumns } = action.payload.relation;
    const relation = { dbFieldList, excelField, numericColumns: numericColumns ?? [] };
    // Coming back to step 2 with the same headers keeps the administrator's own choices.
    const keep = state.relation && state.mapping.length > 0 && sameList(state.relation.excelField, excelField);
    state.mapping = validPairs(keep ? state.mapping : matchFieldList, relation);
    state.relation = relation;
    state.status = 'mapping';
    state.missing = [];
    state.mappingError = null;
  },
  mappingFailed(state: S, action: PayloadAction<{ problem: Message }>) {
    if (state.status !== 'loadingMapping') return;
    state.status = 'uploaded';
    state.stepError = action.payload.problem;
  },
  fieldMatched(state: S, action: PayloadAction<{ column: string; header: string | null }>) {
    const { column, header } = action.payload;
    const relation = state.relation;
    if (state.status !== 'mapping' || !relation || !relation.dbFieldList.some((f) => f.column === column)) return;
    if (header && !relation.excelField.includes(header)) return;
    // A header is used once: choosing it here takes it from any other field.
    state.mapping = state.mapping.filter((m) => m.column !== column && m.configure !== header);
    if (header) state.mapping.push({ column, configure: header });
    // a field of a one-of key (ImportTarget.keyOneOf) matched covers the whole key
    const key = (state.target && importTarget(state.target)?.keyOneOf) || [];
    const covered = header ? (key.includes(column) ? key : [column]) : [];
    state.missing = state.missing.filter((c) => !covered.includes(c));
    if (state.missing.length === 0) state.mappingError = null;
  },
  mappingRejected(state: S, action: PayloadAction<{ missing: string[]; message?: Message }>) {
    if (state.status !== 'mapping') return;
    state.missing = action.payload.missing;
    state.mappingError = action.payload.message ?? { key: 'import.matchAllRequired' };
  },
  mappingAccepted(state: S) {
    if (state.status !== 'mapping') return;
    state.status = 'settings';
    state.missing = [];
    state.mappingError = null;
    state.run = initialRun;
  },
  stepBackClicked(state: S) {
    if (state.status === 'mapping') state.status = 'uploaded';
    else if (state.status === 'settings' || state.status === 'previewed') {
      state.status = 'mapping';
      state.run = initialRun;
    }
  },
};
