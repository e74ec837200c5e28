// The photo zip import's state (document 001 §4 "Import"): one status machine for the three
// dialogs (the form, the field mapping, the progress) and the data each one shows. Plain data
// only: the picked File stays in the file registry (lib/fileRegistry.ts), its ref is kept here.
//
//   closed ──opened──> editing ──formRejected──> editing (messages shown)
//   editing ──uploadStarted──> uploading ──uploadSucceeded──> loadingFields (the zip holds a sheet)
//                                        └─uploadSucceeded──> running (photos only: already queued)
//   uploading ──uploadFailed──> editing (toast)          loadingFields ──fieldsLoaded──> mapping
//   loadingFields ──fieldsFailed──> editing (toast)      mapping ──mappingRejected──> mapping (message)
//   mapping ──mappingAccepted──> starting ──importStarted──> running ──startFailed──> mapping (toast)
//   running ──jobProgressed──> running ──importFinished──> finished | ──importFailed──> failed
//   uploading | loadingFields | starting ──refused (1002)──> closed (toast)
//   any but starting and running ──closed──> closed (everything reset); signedOut ──> closed
import type { Identity } from '../../../shared/domain/people';
import type { SystemField } from '../../../shared/imports/matching';
import type { ErrorRule, MatchField, PhotoImportStatus, PhotoUploadResult, RepeatRule } from '../../../shared/photos/api';
import type { NamingRule } from '../../../shared/photos/naming';
import type { FileRef } from '../../lib/fileRegistry';
import type { Message } from '../../lib/problem';

export type FlowStatus = 'closed' | 'editing' | 'uploading' | 'loadingFields' | 'mapping' | 'starting' | 'running' | 'finished' | 'failed';

/** A message to show: a catalogue key (translated when shown, so a language switch re-renders
 *  it) or a server's msg, already in the user's language. */

export interface PhotoImportForm {
  namingRule: NamingRule | null;
  repeatRule: RepeatRule | null;
  errorRule: ErrorRule | null;
  /** jbDesc as typed: the input may hold anything until it is checked */
  titleRow: string;
}

export type FormField = 'file' | 'namingRule' | 'repeatRule' | 'errorRule' | 'titleRow';
/** Field → catalogue key of its message (document 001 §5). */
export type FormErrors = Partial<Record<FormField, string>>;

/** A refused pick: more than one file only warns (document 001 §5), the rest are errors. */
export interface FileProblem {
  message: Message;
  level: 'warning' | 'error';
}

export interface MappingState {
  fields: SystemField[];
  headers: string[];
  /** the established pairs, 'system field <=> header' */
  pairs: MatchField[];
  selectedField: string | null;
  selectedHeader: string | null;
  /** columns of the pairs ticked for unmatching */
  selectedPairs: string[];
  /** required columns left unmatched when confirming was refused */
  missing: string[];
  error: Message | null;
}

export interface RunState {
  key: string | null;
  progress: PhotoImportStatus | null;
  error: Message | null;
}

export interface PhotoImportState {
  status: FlowStatus;
  identity: Identity | null;
  /** a title the opening screen chose; otherwise photoImport.title.<identity> */
  title: string | null;
  file: FileRef | null;
  fileProblem: FileProblem | null;
  form: PhotoImportForm;
  errors: FormErrors;
  upload: PhotoUploadResult | null;
  mapping: MappingState;
  run: RunState;
}

export const TITLE_ROW_DEFAULT = '1';
export const TITLE_ROW_MIN = 1;
export const TITLE_ROW_MAX = 999_999;

export const initialForm: PhotoImportForm = { namingRule: null, repeatRule: null, errorRule: null, titleRow: TITLE_ROW_DEFAULT };
export const initialMapping: MappingState = {
  fields: [],
  headers: [],
  pairs: [],
  selectedField: null,
  selectedHeader: null,
  selectedPairs: [],
  missing: [],
  error: null,
};
export const initialRun: RunState = { key: null, progress: null, error: null };

export const initialPhotoImportState: PhotoImportState = {
  status: 'closed',
  identity: null,
  title: null,
  file: null,
  fileProblem: null,
  form: initialForm,
  errors: {},
  upload: null,
  mapping: initialMapping,
  run: initialRun,
};

/** Document 001 §4 step 6: the close button is disabled until the import has finished (or
 *  failed); while the start call is out the dialog waits for its answer. The slice and the saga
 *  both ask this. */
export const canClose = (status: FlowStatus): boolean => status !== 'closed' && status !== 'starting' && status !== 'running';
