// The organisation saga with redux-saga-test-plan: the tree and the unit list on the real
// reducer, the api answered by providers.
import { combineReducers } from '@reduxjs/toolkit';
import { expectSaga } from '../../sagaClock';
import * as matchers from 'redux-saga-test-plan/matchers';
import { dynamic, StaticProvider } from 'redux-saga-test-plan/providers';
import { fetchDeptBranch, fetchOrgTree } from '../../../../src/client/api/org';
import { readPage } from '../../../../src/client/api/pages';
import { RequestOptions } from '../../../../src/client/api/types';
import { organizationSaga } from '../../../../src/client/features/organization/organizationSaga';
import organization, * as ev from '../../../../src/client/features/organization/organizationSlice';
import { toastShown } from '../../../../src/client/features/ui/uiSlice';
import { ORG_PATHS } from '../../../../src/shared/people/api';
import type { Envelope } from '../../../../src/shared/protocol/status';
import type { OrgTreeNode } from '../../../../src/shared/people/api';
import { emptyPage, ok, page, unitTree } from '../people/fixtures';
import { unitRow } from './fixtures';

const reducer = combineReducers({ organization });
const api = { request: jest.fn(), upload: jest.fn(), download: jest.fn() };
const later = <T>(ms: number, value: T) => new Promise<T>((resolve) => setTimeout(() => resolve(value), ms));

function answering(list: (o: RequestOptions) => Envelope | Promise<Envelope>, tree: () => Envelope = () => ok(unitTree)): StaticProvider[] {
  return [
    [matchers.getContext('api'), api],
    [matchers.call.fn(readPage), dynamic(({ args: [, method, url, data] }: { args: Parameters<typeof readPage> }) => list({ method, url, data }))],
    [matchers.call.fn(fetchOrgTree), dynamic(tree)],
    [matchers.call.fn(fetchDeptBranch), dynamic(({ args: [, id] }: { args: [unknown, number] }) => branchOf(id))],
  ];
}

const top = [unitRow(1, '主校区')];

/** the department tree's branch of a unit, as the server has it now: 教务处 (6) has gained a section */
const section: OrgTreeNode = { id: 7, parentId: 6, type: 5, code: 'U7', name: '教务处考务科', sort: 1, grade: null, classType: null, children: [] };
const branchOf = (id: number): Envelope =>
  id === 6 ? ok([{ ...unitTree[0].children[1], children: [section] }]) : { status: 1002, msg: '数据不存在', result: null };

describe('organization saga', () => {
  it('opens the screen: reads the whole unit tree and the top-level units', () =>
    expectSaga(organizationSaga)
      .withReducer(reducer)
      .provide(answering(() => page(top, 1)))
      .call(fetchOrgTree, api, 'units')
      .call(readPage, api, 'POST', ORG_PATHS.unitList, { pageIndex: 1, pageSize: 40 })
      .dispatch(ev.screenOpened())
      .put(ev.treeLoaded({ nodes: unitTree }))
      .put(ev.listLoaded({ rows: top, total: 1 }))
      .silentRun(300));

  it('lists the children of the chosen unit; an empty unit is an empty list', () =>
    expectSaga(organizationSaga)
      .withReducer(reducer)
      .provide(answering((o) => ((o.data as { parentId?: number }).parentId === 4 ? emptyPage() : page(top, 1))))
      .dispatch(ev.screenOpened())
      .dispatch(ev.nodeSelected({ id: 4 }))
      .call(readPage, api, 'POST', ORG_PATHS.unitList, { parentId: 4, pageIndex: 1, pageSize: 40 })
      .put(ev.listLoaded({ rows: [], total: 0 }))
      .silentRun(300));

  it('shows the children of the unit chosen last, however the answers arrive', () =>
    expectSaga(organizationSaga)
      .withReducer(reducer)
      .provide(
        answering((o) => {
          const parentId = (o.data as { parentId?: number }).parentId;
          return later(parentId === 2 ? 40 : 5, page([unitRow(parentId ?? 0, `单位${parentId}`)], 1));
        }),
      )
      .dispatch(ev.screenOpened())
      .dispatch(ev.nodeSelected({ id: 2 }))
      .dispatch(ev.nodeSelected({ id: 3 }))
      .put(ev.listLoaded({ rows: [unitRow(3, '单位3')], total: 1 }))
      .not.put(ev.listLoaded({ rows: [unitRow(2, '单位2')], total: 1 }))
      .silentRun(120));

  it('reports a failed tree with the server msg and keeps the screen usable', () =>
    expectSaga(organizationSaga)
      .withReducer(reducer)
      .provide(
        answering(
          () => page(top, 1),
          () => ({ status: 9999, msg: '故障 r1', result: null }),
        ),
      )
      .dispatch(ev.screenOpened())
      .put(ev.treeFailed({ problem: { status: 9999, msg: '故障 r1' } }))
      .put.like({ action: { type: toastShown.type, payload: { kind: 'error', text: '故障 r1' } } })
      .put(ev.listLoaded({ rows: top, total: 1 }))
      .silentRun(300));

  it('reads a chosen unit’s branch again by its id (getEduDeptInfoTreeByDeptId) and shows what was added under it', async () => {
    const { storeState } = await expectSaga(organizationSaga)
      .withReducer(reducer)
      .provide(answering(() => page(top, 1)))
      .dispatch(ev.screenOpened())
      // chosen once the tree shows (a unit the tree does not hold yet has no known type)
      .delay(10)
      .dispatch(ev.nodeSelected({ id: 6 }))
      .call(fetchDeptBranch, api, 6)
      .put(ev.branchLoaded({ id: 6, nodes: [{ ...unitTree[0].children[1], children: [section] }] }))
      .silentRun(100);
    expect(storeState.organization.tree.nodes[0].children[1].children).toEqual([section]);
    expect(storeState.organization.branch).toEqual({ id: 6, status: 'loaded' });
  });

  it('reads no branch for a faculty, whose majors and classes the department tree leaves out', () =>
    expectSaga(organizationSaga)
      .withReducer(reducer)
      .provide(answering(() => page(top, 1)))
      .dispatch(ev.screenOpened())
      .delay(10)
      .dispatch(ev.nodeSelected({ id: 2 }))
      .not.call.fn(fetchDeptBranch)
      .silentRun(100));
});
