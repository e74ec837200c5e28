// The preset services saga on the real reducer (redux-saga-test-plan) with a fake api in the saga
// context: opening reads the options and the roles, choosing a role reads its list, a save sends
// the ordered list and toasts the server's message, a refused save keeps the list and toasts the refusal.
import { MEMBER_PATHS } from '../../../../src/shared/members/api';
import { expectSaga } from '../../sagaClock';
import { getContext } from 'redux-saga/effects';
import { presetServicesSaga } from '../../../../src/client/features/presetServices/presetServicesSaga';
import {
  detailLoaded,
  optionsLoaded,
  ownerChosen,
  rolesLoaded,
  saveClicked,
  saved,
  saveFailed,
  screenOpened,
  serviceMoved,
} from '../../../../src/client/features/presetServices/presetServicesSlice';
import { toastShown } from '../../../../src/client/features/ui';
import { PRESET_PATHS } from '../../../../src/shared/services/presets';
import { OPTIONS, ROLES, rootReducer, service, through } from './fixtures';

type Handler = (data: unknown) => unknown;
const ok = <T>(result: T, msg = '') => ({ status: 1000, msg, result });

/** a fake api answering each call by its path; `sent` records the calls */
function fakeApi(save: Handler, sent: { url: string; data: unknown }[] = []) {
  const handlers: Record<string, Handler> = {
    [PRESET_PATHS.serviceOptions]: () => ok(OPTIONS),
    // the roles from the documented blade-workbench getRoleList, their preset counts from ours
    [MEMBER_PATHS.workbenchRoleList]: () => ok(ROLES.map(({ serviceCount: _count, ...role }) => ({ ...role, note: null }))),
    [PRESET_PATHS.roleList]: () => ok(ROLES),
    [PRESET_PATHS.roleDetail]: (d) => ok({ roleId: (d as { roleId: number }).roleId, services: [service(2), service(1)] }),
    [PRESET_PATHS.roleSave]: save,
  };
  return {
    request: async ({ url, data }: { url: string; data?: unknown }) => {
      sent.push({ url, data });
      return handlers[url](data);
    },
  };
}

const run = (api: ReturnType<typeof fakeApi>, start = rootReducer(undefined, { type: 'init' })) =>
  expectSaga(presetServicesSaga)
    .withReducer(rootReducer, start)
    .provide([[getContext('api'), api]]);

/** role 7 chosen, its list [2, 1] read and moved to [1, 2], not saved yet */
const edited = () => ({
  presetServices: through([
    screenOpened({ scope: 'ROLE' }),
    optionsLoaded({ rows: OPTIONS }),
    rolesLoaded({ rows: ROLES }),
    ownerChosen({ id: 7 }),
    detailLoaded({ id: 7, services: [service(2), service(1)] }),
    serviceMoved({ from: 1, to: 0 }),
  ]),
});

describe('preset services saga', () => {
  it('reads the options and roles on opening (the roles from GET blade-workbench getRoleList), chooses the first role and reads its list', async () => {
    const sent: { url: string; data: unknown }[] = [];
    const { storeState } = await run(fakeApi(() => ok({ count: 0 }), sent))
      .put(optionsLoaded({ rows: OPTIONS }))
      .put(rolesLoaded({ rows: ROLES }))
      .put(ownerChosen({ id: ROLES[0].id }))
      .put(detailLoaded({ id: 7, services: [service(2), service(1)] }))
      .dispatch(screenOpened({ scope: 'ROLE' }))
      .silentRun(50);
    expect(storeState.presetServices.chosenId).toBe(7);
    expect(storeState.presetServices.detail.services.map((s: { id: number }) => s.id)).toEqual([2, 1]);
    expect(sent.map((c) => c.url)).toContain('/api/blade-workbench/baseService/getRoleList');
    expect(sent.map((c) => c.url)).not.toContain('/api/blade-platform/baseService/getRoleList');
  });

  it('reads another role when one is chosen', async () => {
    const sent: { url: string; data: unknown }[] = [];
    const { storeState } = await run(fakeApi(() => ok({ count: 0 }), sent))
      .put(detailLoaded({ id: 8, services: [service(2), service(1)] }))
      .dispatch(screenOpened({ scope: 'ROLE' }))
      .delay(20)
      .dispatch(ownerChosen({ id: 8 }))
      .silentRun(60);
    expect(storeState.presetServices.chosenId).toBe(8);
    expect(sent.filter((c) => c.url === PRESET_PATHS.roleDetail).map((c) => c.data)).toContainEqual({ roleId: 8 });
  });

  it('saves the ordered list and toasts the server message', async () => {
    const sent: { url: string; data: unknown }[] = [];
    const { storeState } = await run(
      fakeApi((d) => ok({ count: (d as { serviceIds: number[] }).serviceIds.length }, '已保存 2 个预置服务'), sent),
      edited(),
    )
      .put(saved({ id: 7, count: 2 }))
      .put.like({ action: { type: toastShown.type, payload: { kind: 'success', text: '已保存 2 个预置服务' } } })
      .dispatch(saveClicked())
      .silentRun(80);
    expect(sent.find((c) => c.url === PRESET_PATHS.roleSave)?.data).toEqual({ roleId: 7, serviceIds: [1, 2] });
    expect(storeState.presetServices.detail.saved.services.map((s: { id: number }) => s.id)).toEqual([1, 2]);
  });

  it('keeps the list and toasts the refusal when the save is refused', async () => {
    const { storeState } = await run(
      fakeApi(() => ({ status: 1002, msg: '服务（编号 1）重复出现', result: null })),
      edited(),
    )
      .put(saveFailed({ message: { text: '服务（编号 1）重复出现' } }))
      .put.like({ action: { type: toastShown.type, payload: { kind: 'error', text: '服务（编号 1）重复出现' } } })
      .dispatch(saveClicked())
      .silentRun(80);
    expect(storeState.presetServices.detail.services.map((s: { id: number }) => s.id)).toEqual([1, 2]);
    expect(storeState.presetServices.detail.status).toBe('ready');
  });
});
