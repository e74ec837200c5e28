// The service score slice and selectors: opening reads the scores and the mechanism; the
// mechanism's draft is checked before a save (numbers in bounds, weights adding up to 100, the
// same refusal the server gives); a saved mechanism reads the scores again; the ratings dialog
// takes the answers of the service opened only.
import reducer, * as ev from '../../../../src/client/features/serviceScore/serviceScoreSlice';
import {
  selectDraftWeightSum,
  selectMechanismBody,
  selectRatingListBody,
  selectScoreListBody,
  selectVisitWindowDays,
} from '../../../../src/client/features/serviceScore/selectors';
import { initialServiceScoreState } from '../../../../src/client/features/serviceScore/state';
import { signedOut } from '../../../../src/client/features/session';
import { DEFAULT_SCORE_MECHANISM } from '../../../../src/shared/services/score';

const run = (...actions: { type: string }[]) => actions.reduce((s, a) => reducer(s, a as never), initialServiceScoreState);
const ROW = { serviceId: 4, serviceName: '邮箱', averageRating: 4, ratings: 3, visits: 100, favourites: 1, score: 80 };
const ready = () => run(ev.opened(), ev.mechanismLoaded({ mechanism: DEFAULT_SCORE_MECHANISM }), ev.scoresLoaded({ rows: [ROW], total: 1 }));
const wrap = (s: ReturnType<typeof run>) => ({ serviceScore: s });

describe('service score slice', () => {
  it('opens reading the scores and the mechanism; the visits column names the window', () => {
    const s = run(ev.opened());
    expect(s.scores.status).toBe('loading');
    expect(s.mechanism.status).toBe('loading');
    expect(selectScoreListBody(wrap(s))).toEqual({ pageIndex: 1, pageSize: 40 });
    const loaded = reducer(s, ev.mechanismLoaded({ mechanism: { ...DEFAULT_SCORE_MECHANISM, visitWindowDays: 7 } }));
    expect(selectVisitWindowDays(wrap(loaded))).toBe(7);
    expect(loaded.mechanism.draft).toEqual({ ratingWeight: '50', visitWeight: '30', favouriteWeight: '20', minRatings: '3', visitWindowDays: '7' });
  });

  it('searches by the trimmed name from page 1', () => {
    const s = run(ev.opened(), ev.scoresPageChanged({ pageIndex: 3 }), ev.searchTextChanged({ text: ' 邮 ' }), ev.scoresSearched());
    expect(selectScoreListBody(wrap(s))).toEqual({ pageIndex: 1, pageSize: 40, serviceName: '邮' });
  });

  it('checks the draft: digits only, bounds, and weights adding up to 100', () => {
    let s = reducer(ready(), ev.mechanismFieldChanged({ field: 'ratingWeight', value: '6x0' }));
    expect(s.mechanism.draft.ratingWeight).toBe('60');
    expect(selectDraftWeightSum(wrap(s))).toBe(110);
    expect(selectMechanismBody(wrap(s))).toEqual({ message: { key: 'serviceScore.weightsSum', params: { total: 100, sum: 110 } } });
    s = reducer(s, ev.mechanismFieldChanged({ field: 'visitWindowDays', value: '0' }));
    expect(selectMechanismBody(wrap(s))).toEqual({
      message: { key: 'serviceScoreUi.numberInvalid', params: { field: 'serviceScoreUi.visitWindowDays', min: 1, max: 365 } },
    });
    s = run(
      ev.opened(),
      ev.mechanismLoaded({ mechanism: DEFAULT_SCORE_MECHANISM }),
      ev.mechanismFieldChanged({ field: 'ratingWeight', value: '40' }),
      ev.mechanismFieldChanged({ field: 'visitWeight', value: '40' }),
    );
    expect(selectMechanismBody(wrap(s))).toEqual({ body: { ...DEFAULT_SCORE_MECHANISM, ratingWeight: 40, visitWeight: 40 } });
  });

  it('a saved mechanism becomes the draft and reads the scores again; a refusal keeps the draft', () => {
    const saving = reducer(ready(), ev.mechanismSaveAccepted());
    expect(saving.mechanism.status).toBe('saving');
    const failed = reducer(saving, ev.mechanismSaveFailed({ message: { text: '权重之和须为 100' } }));
    expect(failed.mechanism).toEqual(expect.objectContaining({ status: 'ready', message: { text: '权重之和须为 100' } }));
    const next = { ...DEFAULT_SCORE_MECHANISM, ratingWeight: 100, visitWeight: 0, favouriteWeight: 0 };
    const saved = reducer(saving, ev.mechanismSaved({ mechanism: next }));
    expect(saved.mechanism.saved).toEqual(next);
    expect(saved.scores.status).toBe('loading');
  });

  it("opens one service's ratings and takes that service's answers only", () => {
    const s = reducer(ready(), ev.ratingsOpened({ serviceId: 4 }));
    expect(selectRatingListBody(wrap(s))).toEqual({ serviceId: 4, pageIndex: 1, pageSize: 40 });
    const rating = { personId: 1, name: '张三', account: 'zs', score: 5, comment: '', ratedAt: '2026-03-01T00:00:00.000Z' };
    expect(reducer(s, ev.ratingsLoaded({ serviceId: 9, rows: [rating], total: 1 })).ratings.rows).toEqual([]);
    expect(reducer(s, ev.ratingsLoaded({ serviceId: 4, rows: [rating], total: 1 })).ratings.rows).toEqual([rating]);
    expect(reducer(s, ev.ratingsClosed()).ratings.service).toBeNull();
    expect(reducer(s, signedOut({ reason: 'user' }))).toEqual(initialServiceScoreState);
  });
});
