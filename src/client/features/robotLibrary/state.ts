// The robot library screen's state (/robotFAQLibrary): the question types, the one chosen (null:
// all), its questions as a paged list searched by text, the type and question dialogs, the
// removal notice and the "try it" box. Plain data.
//
//   dialog: closed ──opened──> open ──saveAccepted──> saving ──saved──> closed
//                              open <──saveRejected / saveFailed (the message)── saving
//   removal: null ──removeClicked──> asking ──removalConfirmed──> busy ──removed──> null
//   trial: idle ──trySubmitted──> asking ──tryAnswered | tryFailed──> answered | failed
import { DEFAULT_PAGE_SIZE } from '../../../shared/paging';
import type { QuestionRow, QuestionTypeRow, TryResult } from '../../../shared/robot/api';
import type { Message, Problem } from '../../lib/problem';
import { initialPagedList, ListStatus, PagedList } from '../../lib/pagedList';

/** What to tell the user: a catalogue key (with parameters) or a server's text. */
export interface TypeDialogState {
  status: 'closed' | 'open' | 'saving';
  /** null: a new type */
  id: number | null;
  name: string;
  message: Message | null;
  /** the name changed since the dialog opened (closing asks first) */
  dirty: boolean;
}

export interface QuestionDraft {
  typeId: number | null;
  question: string;
  answer: string;
  similar: string[];
  enabled: boolean;
}

export interface QuestionDialogState {
  status: 'closed' | 'open' | 'saving';
  /** null: a new question */
  id: number | null;
  draft: QuestionDraft;
  /** the phrasing being typed before it is added to the list */
  similarDraft: string;
  message: Message | null;
  /** what stops the save, each beside its field, all at once */
  errors: QuestionErrors;
  /** something changed since the dialog opened (closing asks first) */
  dirty: boolean;
}

/** The question dialog's own checks: each field's message (a catalogue key). */
export type QuestionErrors = Partial<Record<'typeId' | 'question' | 'answer', Message>>;

export interface RemovalState {
  kind: 'type' | 'question';
  id: number;
  /** the type's name or the question's text, for the notice */
  label: string;
  busy: boolean;
  message: Message | null;
}

export interface TrialState {
  text: string;
  status: 'idle' | 'asking' | 'answered' | 'failed';
  /** the text the shown result answers */
  asked: string;
  result: TryResult | null;
  problem: Problem | null;
}

export interface RobotLibraryState {
  types: { status: ListStatus; rows: QuestionTypeRow[]; problem: Problem | null };
  typeId: number | null;
  questions: PagedList<QuestionRow> & { textDraft: string; text: string };
  typeDialog: TypeDialogState;
  questionDialog: QuestionDialogState;
  removal: RemovalState | null;
  trial: TrialState;
}

/** every list's default (document 002 §2) */
export const QUESTION_PAGE_SIZE = DEFAULT_PAGE_SIZE;

export const emptyDraft = (typeId: number | null): QuestionDraft => ({ typeId, question: '', answer: '', similar: [], enabled: true });

export const closedTypeDialog: TypeDialogState = { status: 'closed', id: null, name: '', message: null, dirty: false };
export const closedQuestionDialog: QuestionDialogState = {
  status: 'closed',
  id: null,
  draft: emptyDraft(null),
  similarDraft: '',
  message: null,
  errors: {},
  dirty: false,
};

export const initialRobotLibraryState: RobotLibraryState = {
  types: { status: 'idle', rows: [], problem: null },
  typeId: null,
  questions: { ...initialPagedList<QuestionRow>(), pageSize: QUESTION_PAGE_SIZE, textDraft: '', text: '' },
  typeDialog: closedTypeDialog,
  questionDialog: closedQuestionDialog,
  removal: null,
  trial: { text: '', status: 'idle', asked: '', result: null, problem: null },
};
