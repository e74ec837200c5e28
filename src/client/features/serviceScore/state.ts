// The service score screen's state (/serviceScore): the scores per service as a paged list
// searched by name, the ratings of the service opened (a paged list in a dialog), and the score
// mechanism's form: the saved rules and the draft being typed (texts, as the inputs hold them).
//
//   mechanism: idle ──mechanismOpened──> loading ──loaded | failed──> ready | failed
//              ready ──saveAccepted──> saving ──saved──> ready (the scores read again)
//              ready <──saveRejected (the form's check) / saveFailed (the server's msg)── saving
import { DEFAULT_PAGE_SIZE } from '../../../shared/paging';
import type { ScoreMechanism, ServiceRatingRow, ServiceScoreRow } from '../../../shared/services/score';
import { initialPagedList, PagedList } from '../../lib/pagedList';
import type { Message, Problem } from '../../lib/problem';

export type MechanismField = keyof ScoreMechanism;
export const MECHANISM_FIELDS: MechanismField[] = ['ratingWeight', 'visitWeight', 'favouriteWeight', 'minRatings', 'visitWindowDays'];

export interface MechanismState {
  status: 'idle' | 'loading' | 'ready' | 'saving' | 'failed';
  saved: ScoreMechanism | null;
  draft: Record<MechanismField, string>;
  message: Message | null;
  problem: Problem | null;
}

export interface RatingsState extends PagedList<ServiceRatingRow> {
  /** the service whose ratings are shown; null: the dialog is closed */
  service: { id: number; name: string } | null;
}

export interface ServiceScoreState {
  scores: PagedList<ServiceScoreRow> & { searchDraft: string; search: string };
  ratings: RatingsState;
  mechanism: MechanismState;
}

/** every list's default (document 002 §2) */
export const SCORE_PAGE_SIZE = DEFAULT_PAGE_SIZE;
export const RATINGS_PAGE_SIZE = DEFAULT_PAGE_SIZE;

export const draftOf = (m: ScoreMechanism): Record<MechanismField, string> =>
  Object.fromEntries(MECHANISM_FIELDS.map((f) => [f, String(m[f])])) as Record<MechanismField, string>;

export const initialServiceScoreState: ServiceScoreState = {
  scores: { ...initialPagedList<ServiceScoreRow>(), pageSize: SCORE_PAGE_SIZE, searchDraft: '', search: '' },
  ratings: { ...initialPagedList<ServiceRatingRow>(), pageSize: RATINGS_PAGE_SIZE, service: null },
  mechanism: {
    status: 'idle',
    saved: null,
    draft: { ratingWeight: '', visitWeight: '', favouriteWeight: '', minRatings: '', visitWindowDays: '' },
    message: null,
    problem: null,
  },
};
