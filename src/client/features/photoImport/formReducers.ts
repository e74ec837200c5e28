// The form dialog's part of the status machine (state.ts): opening, the zip, the options, the
// form's refusal, the upload, and closing. Every reducer first checks that its event makes sense
// in the current status and ignores it otherwise, so a late answer cannot undo a later step.
import type { PayloadAction } from '@reduxjs/toolkit';
import { IDENTITIES, Identity } from '../../../shared/domain/people';
import { ERROR_RULES, ErrorRule, PhotoUploadResult, REPEAT_RULES, RepeatRule } from '../../../shared/photos/api';
import { IMPORT_NAMING_RULES, NamingRule, defaultImportNamingRule } from '../../../shared/photos/naming';
import type { FileRef } from '../../lib/fileRegistry';
import { FileProblem, FormErrors, PhotoImportState as S, canClose, initialForm, initialPhotoImportState } from './state';
import { Message } from '../../lib/problem';

const editing = (state: S) => state.status === 'editing';

export const formReducers = {
  opened(state: S, action: PayloadAction<{ identity: Identity; title?: string }>) {
    const { identity, title } = action.payload;
    // One import at a time: the dialogs are modal, and the saga takes `opened` leading, in agreement.
    if (state.status !== 'closed' || !IDENTITIES.includes(identity)) return;
    return {
      ...initialPhotoImportState,
      status: 'editing' as const,
      identity,
      title: title ?? null,
      // Document 001 §9: 1 for people types, 3 for OTHER.
      form: { ...initialForm, namingRule: defaultImportNamingRule(identity) },
    };
  },
  fileRefused(state: S, action: PayloadAction<FileProblem>) {
    if (!editing(state)) return;
    // The zip chosen before (if any) stays chosen: a refused pick replaces nothing.
    state.fileProblem = action.payload;
  },
  fileAccepted(state: S, action: PayloadAction<{ file: FileRef }>) {
    if (!editing(state)) return;
    state.file = action.payload.file;
    state.fileProblem = null;
    delete state.errors.file;
  },
  namingRuleChanged(state: S, action: PayloadAction<{ rule: NamingRule }>) {
    if (!editing(state) || !state.identity || !IMPORT_NAMING_RULES[state.identity].some((r) => r.value === action.payload.rule)) return;
    state.form.namingRule = action.payload.rule;
    delete state.errors.namingRule;
  },
  repeatRuleChanged(state: S, action: PayloadAction<{ rule: RepeatRule }>) {
    if (!editing(state) || !REPEAT_RULES.includes(action.payload.rule)) return;
    state.form.repeatRule = action.payload.rule;
    delete state.errors.repeatRule;
  },
  errorRuleChanged(state: S, action: PayloadAction<{ rule: ErrorRule }>) {
    if (!editing(state) || !ERROR_RULES.includes(action.payload.rule)) return;
    state.form.errorRule = action.payload.rule;
    delete state.errors.errorRule;
  },
  titleRowChanged(state: S, action: PayloadAction<{ value: string }>) {
    if (!editing(state)) return;
    state.form.titleRow = action.payload.value;
    delete state.errors.titleRow;
  },
  formRejected(state: S, action: PayloadAction<{ errors: FormErrors }>) {
    if (!editing(state)) return;
    state.errors = action.payload.errors;
  },
  uploadStarted(state: S) {
    if (!editing(state) || !state.file) return;
    state.status = 'uploading';
    state.errors = {};
    state.fileProblem = null;
  },
  uploadSucceeded(state: S, action: PayloadAction<{ upload: PhotoUploadResult }>) {
    if (state.status !== 'uploading') return;
    const { upload } = action.payload;
    state.upload = upload;
    if (upload.needsMapping) {
      state.status = 'loadingFields';
      return;
    }
    // Photos only: the server has queued the import already; its key is what is polled.
    state.status = 'running';
    state.run = { key: upload.redisKey, progress: null, error: null };
  },
  uploadFailed(state: S, _action: PayloadAction<{ problem: Message }>) {
    if (state.status !== 'uploading') return;
    // Back to the form, the zip still chosen, so confirming again tries again (the toast says why).
    state.status = 'editing';
  },
  refused(state: S, _action: PayloadAction<{ problem: Message }>) {
    // Document 001 §8: status 1002 shows the message (a toast: the dialog is gone) and closes.
    if (state.status !== 'uploading' && state.status !== 'loadingFields' && state.status !== 'starting') return;
    return initialPhotoImportState;
  },
  closed(state: S) {
    // Document 001 §4 step 6: closing resets all state.
    if (!canClose(state.status)) return;
    return initialPhotoImportState;
  },
};
