// The /ProjectDetails slice and selectors: answers land only while a load is awaited, the
// module rows read the summary, a rotation asks first and forgets its secret when dismissed.
import reducer, * as ev from '../../../../src/client/features/projectDetails/projectDetailsSlice';
import { selectCollectionRows, selectModuleRows, selectPeopleRows } from '../../../../src/client/features/projectDetails/selectors';
import { initialProjectDetailsState } from '../../../../src/client/features/projectDetails/state';
import { signedOut } from '../../../../src/client/features/session';
import { admins, keys, summary } from './fixtures';

const run = (...actions: { type: string }[]) => actions.reduce((s, a) => reducer(s, a as never), initialProjectDetailsState);
const loaded = ev.detailsLoaded({ platform: { name: '平台', logo: null }, admins: admins(), summary: summary(), keys: keys() });
const KEY = keys()[0].id;

describe('project details slice', () => {
  it('takes the details it asked for, not an answer nobody waits for', () => {
    expect(run(loaded).status).toBe('idle');
    const s = run(ev.screenOpened(), loaded);
    expect(s).toEqual(expect.objectContaining({ status: 'loaded', admins: admins(), keys: keys(), problem: null }));
    expect(run(ev.screenOpened(), loaded, ev.detailsFailed({ problem: { status: 9999, msg: 'x' } })).status).toBe('loaded');
    const failed = run(ev.refreshClicked(), ev.detailsFailed({ problem: { status: 9999, msg: '故障' } }));
    expect(failed).toEqual(expect.objectContaining({ status: 'failed', problem: { status: 9999, msg: '故障' } }));
  });

  it('reads the summary as rows: people with their total, modules, collections by title', () => {
    const state = { projectDetails: run(ev.screenOpened(), loaded) };
    expect(selectPeopleRows(state).map((r) => [r.label, r.value])).toEqual([
      ['identity.NEW_STUDENT', '3'],
      ['identity.STUDENT', '10'],
      ['identity.GRADUATE_STUDENT', '2'],
      ['identity.TEACHER', '4'],
      ['identity.OTHER', '1'],
      ['projectDetails.peopleTotal', '20'],
    ]);
    expect(selectModuleRows(state).map((r) => [r.key, r.value])).toEqual([
      ['services', '9 / 12'],
      ['documents', '5 / 22'],
      ['app-android', '2.1.0 (210)'],
    ]);
    expect(selectCollectionRows(state).map((r) => [r.label, r.value])).toEqual([
      ['route.sensitiveWordManage', '7'],
      ['gone', '1'],
    ]);
    const withFlow = { projectDetails: { ...state.projectDetails, flowCounts: { total: 6, enabled: 4 } } };
    expect(selectModuleRows(withFlow).map((r) => [r.key, r.value])).toEqual([
      ['services', '9 / 12'],
      ['flowServices', '4 / 6'],
      ['documents', '5 / 22'],
      ['app-android', '2.1.0 (210)'],
    ]);
    expect(selectPeopleRows({})).toEqual([]);
  });

  it('rotates only once confirmed, shows the secret once and forgets it when dismissed', () => {
    expect(run(ev.rotateClicked({ id: KEY }), ev.rotateCancelled()).rotation.status).toBe('idle');
    expect(run(ev.rotateConfirmed()).rotation.status).toBe('idle');
    const rotating = run(ev.rotateClicked({ id: KEY }), ev.rotateConfirmed());
    expect(rotating.rotation).toEqual({ status: 'rotating', id: KEY, revealed: null, problem: null });
    expect(reducer(rotating, ev.keyRotated({ id: 'ak_other', secret: 's' })).rotation.status).toBe('rotating');
    const shown = reducer(rotating, ev.keyRotated({ id: KEY, secret: 'new-secret' }));
    expect(shown.rotation).toEqual({ status: 'shown', id: KEY, revealed: 'new-secret', problem: null });
    expect(reducer(shown, ev.secretDismissed()).rotation).toEqual(initialProjectDetailsState.rotation);
    expect(reducer(shown, signedOut({ reason: 'user' })).rotation.revealed).toBeNull();
    expect(reducer(rotating, ev.rotateFailed({ problem: { status: 1002, msg: '没有这个密钥' } })).rotation.status).toBe('failed');
  });
});
