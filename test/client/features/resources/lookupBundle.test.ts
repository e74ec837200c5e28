// A definition's lookupBundle (the services' getAllServerDict): the screen's option lists come
// from the one call, each lookup's items under its name, and none of the bundled lookups is read
// on its own; a failed bundle fails them with its problem.
import * as matchers from 'redux-saga-test-plan/matchers';
import { expectSaga } from '../../sagaClock';
import { loadLookups } from '../../../../src/client/features/resources/lookupsSaga';
import { lookupsFailed, lookupsLoaded, screenOpened } from '../../../../src/client/features/resources/resourcesSlice';
import type { RequestOptions } from '../../../../src/client/api/types';
import { CATALOGUE_PATHS } from '../../../../src/shared/services/catalogue';

const dict = {
  types: [{ id: 1, name: '教学服务', icon: null }],
  scenes: [{ id: 2, name: '迎新' }],
  marks: [{ id: 3, name: '热门', color: '#ff0000' }],
  roles: [{ id: 4, name: '辅导员' }],
  labels: [{ id: 5, name: '党员' }],
  identities: [{ value: 'STUDENT', label: '学生' }],
};

function apiAnswering(answer: (o: RequestOptions) => unknown) {
  const api = { request: jest.fn(async (o: RequestOptions) => answer(o)), upload: jest.fn(), download: jest.fn() };
  return { api, provide: [[matchers.getContext('api'), api]] as [never, unknown][] };
}

describe('services lookups through getAllServerDict', () => {
  it('reads every option list of /serviceList in one GET getAllServerDict', async () => {
    const { api, provide } = apiAnswering(() => ({ status: 1000, msg: '', result: dict }));
    await expectSaga(loadLookups, screenOpened({ key: 'services' }))
      .provide(provide)
      .put(lookupsLoaded({ key: 'services', lookups: { types: dict.types, scenes: dict.scenes, marks: dict.marks, roles: dict.roles, labels: dict.labels } }))
      .run();
    expect(api.request).toHaveBeenCalledTimes(1);
    expect(api.request).toHaveBeenCalledWith({ method: 'GET', url: CATALOGUE_PATHS.allServerDict });
  });

  it('a refused bundle loads nothing and records the problem', async () => {
    const { provide } = apiAnswering(() => ({ status: 1002, msg: '权限不足', result: null }));
    await expectSaga(loadLookups, screenOpened({ key: 'services' }))
      .provide(provide)
      .put.like({ action: { type: lookupsFailed.type, payload: { key: 'services' } } })
      .not.put.like({ action: { type: lookupsLoaded.type } })
      .run();
  });
});
