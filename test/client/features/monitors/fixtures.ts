// The monitors' test fixtures: an in-memory server with APIs of both types, monitors holding some
// of them, the candidate list (rows marked `added`, total and fixedCount for the query) and the
// add, which applies isAll as the server does — the query minus the exclusions and the APIs
// already there — and the reducers.
import { combineReducers, UnknownAction } from '@reduxjs/toolkit';
import monitors from '../../../../src/client/features/monitors/reducer';
import session, { initialSessionState } from '../../../../src/client/features/session/sessionSlice';
import ui from '../../../../src/client/features/ui/uiSlice';
import { ApiCandidateBody, ApiRow, MONITOR_PATHS, MonitorAddApiBody } from '../../../../src/shared/members/monitorApi';
import { WORKBENCH } from '../../../../src/shared/protocol/constants';
import { ok, pageOf, refused, scriptedApi, TENANT } from '../memberPicker/fixtures';

export const APIS: ApiRow[] = [
  ...Array.from({ length: 30 }, (_, i): ApiRow => ({
    id: i + 1,
    type: 'DATA_API',
    name: `数据接口${i + 1}`,
    note: i % 3 === 0 ? '学籍' : null,
    quoteType: i % 2 ? 'OUT_DATA' : 'VIEW',
    apiServeDataProjectId: i < 20 ? 1 : 2,
    projectName: i < 20 ? '教务项目' : '人事项目',
    status: i % 5 === 4 ? 'OFF' : 'ON',
    createTime: '2026-03-01T08:00:00Z',
  })),
  ...Array.from({ length: 5 }, (_, i): ApiRow => ({
    id: 100 + i,
    type: 'SERVICE_API',
    name: `服务接口${i + 1}`,
    note: null,
    quoteType: 'VIEW',
    apiServeDataProjectId: 1,
    projectName: '教务项目',
    status: 'ON',
    createTime: '2026-03-02T08:00:00Z',
  })),
];
export const MONITORS = [
  { id: 1, name: '教务监控', note: null, createdAt: '2026-03-01T00:00:00Z' },
  { id: 2, name: '人事监控', note: '每日', createdAt: '2026-03-01T00:00:00Z' },
];

type Query = MonitorAddApiBody['query'] & { type?: string };

export function fakeMonitorServer({ refuseAdd, answers = {} }: { refuseAdd?: string; answers?: Record<string, (b: never) => unknown> } = {}) {
  const held = new Map<number, Set<number>>([
    [1, new Set([1, 2, 3])],
    [2, new Set()],
  ]);
  const matches = (q: Query, type: string) =>
    APIS.filter(
      (a) =>
        a.type === type &&
        (!q?.name || a.name.includes(q.name)) &&
        (!q?.note || (a.note ?? '').includes(q.note)) &&
        (!q?.quoteType || a.quoteType === q.quoteType) &&
        (!q?.status || a.status === q.status) &&
        (q?.apiServeDataProjectId === undefined || a.apiServeDataProjectId === q.apiServeDataProjectId),
    );
  const count = (id: number, type: string) => APIS.filter((a) => a.type === type && held.get(id)!.has(a.id)).length;
  const api = scriptedApi({
    [`${WORKBENCH}/dict/dictionary`]: () => ok([]),
    [MONITOR_PATHS.projectList]: () =>
      ok([
        { id: 1, name: '教务项目' },
        { id: 2, name: '人事项目' },
      ]),
    [MONITOR_PATHS.monitorList]: (b: { pageIndex: number; pageSize: number }) =>
      pageOf(
        MONITORS.map((m) => ({ ...m, dataApiCount: count(m.id, 'DATA_API'), serviceApiCount: count(m.id, 'SERVICE_API') })),
        b,
      ),
    [MONITOR_PATHS.monitorApiList]: (b: { monitorId: number; type: string; pageIndex: number; pageSize: number }) =>
      pageOf(
        APIS.filter((a) => a.type === b.type && held.get(b.monitorId)!.has(a.id)).map((a) => ({ ...a, linkId: 1000 + a.id })),
        b,
      ),
    [MONITOR_PATHS.candidateApiList]: (b: ApiCandidateBody) => {
      const rows = matches(b.query, b.query.type).map((a) => ({ ...a, added: held.get(b.monitorId)!.has(a.id) }));
      const page = pageOf(rows, b).result;
      return ok({ ...page, fixedCount: rows.filter((r) => r.added).length });
    },
    [MONITOR_PATHS.addApi]: (b: MonitorAddApiBody) => {
      if (refuseAdd) return refused(refuseAdd);
      const set = held.get(b.monitorId)!;
      const chosen = b.isAll
        ? matches(b.query ?? {}, b.type).filter((a) => !set.has(a.id) && !b.checkIds.includes(a.id))
        : APIS.filter((a) => a.type === b.type && b.checkIds.includes(a.id) && !set.has(a.id));
      for (const a of chosen) set.add(a.id);
      return ok({ added: chosen.length, skipped: 0 });
    },
    ...answers,
  });
  return { api, held };
}

export const rootReducer = combineReducers({ monitors, session, ui });
export type TestState = ReturnType<typeof rootReducer>;
export const signedIn = (): TestState => ({
  ...rootReducer(undefined, { type: '@@init' }),
  session: { ...initialSessionState, status: 'signedIn', tenantId: TENANT },
});
export const through = (actions: UnknownAction[], from: TestState = signedIn()): TestState => actions.reduce(rootReducer, from);
