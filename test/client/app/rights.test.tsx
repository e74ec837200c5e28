// Issue 36: the console follows the session's rights. The menu holds only the role's screens; a
// screen outside them shows 权限不足, not the screen; write buttons the role may not use are
// disabled with the reason on hover; a 1002 asks the server for the current rights, so the open
// console follows a change another administrator made.
import { act, screen, waitFor, within } from '@testing-library/react';
import { expectSaga } from '../sagaClock';
import { refreshRightsFlow } from '../../../src/client/features/session/sessionSaga';
import { rightsChanged } from '../../../src/client/features/session/sessionSlice';
import { selectMayRead, selectMayWrite, selectMenu, selectRights } from '../../../src/client/features/session/selectors';
import { saveRights } from '../../../src/client/features/session/persist';
import { rootReducer } from '../../../src/client/app/reducers';
import { fetchRights } from '../../../src/client/api/auth';
import * as matchers from 'redux-saga-test-plan/matchers';
import { expandGrants, menuOf, areaGrant, screenRight } from '../../../src/shared/rights/catalogue';
import { RIGHTS_PATH } from '../../../src/shared/rights/api';
import { APP_KEY_PATHS } from '../../../src/shared/appCalls/api';
import { CATALOGUE_PATHS } from '../../../src/shared/services/catalogue';
import { PROJECT_DETAIL_PATHS } from '../../../src/shared/platform/projectDetails';
import { admins, appearance, keys, summary } from '../features/projectDetails/fixtures';
import { ok } from '../api/fakeServer';
import { renderConsole } from './renderConsole';
import { initialSessionState } from '../../../src/client/features/session/sessionSlice';
import { PROFILE } from '../features/session/fixtures';
import userEvent from '@testing-library/user-event';
import { JOB_PATHS } from '../../../src/shared/jobs/api';

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

const rightsOf = (grants: string[]) => {
  const set = expandGrants(grants);
  return { permission: [...set], menu: menuOf(set) };
};
const ALUMNI_ONLY = rightsOf([areaGrant('alumni', 'write')]);
const ALUMNI_READ = rightsOf([areaGrant('alumni', 'read')]);

describe('the session rights selectors', () => {
  const stateWith = (rights: { permission: string[]; menu: unknown } | null) => ({
    session: { ...initialSessionState, ...PROFILE, status: 'signedIn' as const, ...(rights ?? { menu: null }) },
  });

  it('reads and writes what the role grants, nothing else', () => {
    const state = stateWith(rightsOf([areaGrant('alumni', 'read'), screenRight('/sensitiveWordManage', 'write')]));
    expect(selectMayRead(state as never, '/dynamicManage')).toBe(true);
    expect(selectMayWrite(state as never, '/dynamicManage')).toBe(false);
    expect(selectMayWrite(state as never, '/sensitiveWordManage')).toBe(true);
    expect(selectMayRead(state as never, '/studentManage')).toBe(false);
    expect(selectMenu(state as never).map((a) => a.key)).toEqual(['alumni']);
  });

  it('names no rights for a session kept from before rights (every screen, as then)', () => {
    // the permission of the sign-in before rights: screen names, no access
    const state = stateWith({ permission: ['/serviceList', 'shieldWords:list'], menu: null });
    expect(selectRights(state as never)).toBeNull();
    expect(selectMayWrite(state as never, '/studentManage')).toBe(true);
  });

  it('shows an empty menu for a role with no screen', () => {
    expect(selectMenu(stateWith({ permission: [], menu: [] }) as never)).toEqual([]);
  });
});

describe('the console with the alumni office role', () => {
  it('offers only the alumni screens in the menu, and lands on the first of them', async () => {
    const { router } = renderConsole({ path: '/', rights: ALUMNI_ONLY });
    const nav = await screen.findByRole('navigation');
    await waitFor(() => expect(router.state.location.pathname).toBe('/dynamicManage'));
    expect(within(nav).getByText('校友圈')).toBeInTheDocument();
    expect(within(nav).queryByText('人员与组织')).toBeNull();
    expect(within(nav).queryByText('本专科生管理')).toBeNull();
  });

  it('shows 权限不足 on a screen outside the role, not the screen', async () => {
    renderConsole({ path: '/studentManage', rights: ALUMNI_ONLY });
    expect(await screen.findByTestId('not-permitted')).toHaveTextContent('权限不足');
    expect(screen.queryByTestId('people-screen')).toBeNull();
  });

  it('disables the write buttons of a screen it may only read, the reason on hover', async () => {
    renderConsole({ path: '/sensitiveWordManage', rights: ALUMNI_READ });
    const add = await screen.findByTestId('resource-add');
    expect(add).toBeDisabled();
    expect(add.closest('[title]')).toHaveAttribute('title', '权限不足：需要「敏感词管理」的修改权限');
  });

  it('disables a collection-wide command too, but not a summary that only reads', async () => {
    renderConsole({ path: '/contactsMannage', rights: rightsOf([areaGrant('people', 'read')]) });
    expect(await screen.findByTestId('tool-truncate')).toBeDisabled();
    expect(screen.getByTestId('tool-overview')).not.toHaveAttribute('disabled');
  });

  it("disables the hand-built screens' writes too: a list's import, the photos' deletes and settings", async () => {
    renderConsole({ path: '/studentManage', rights: rightsOf([screenRight('/studentManage', 'read'), screenRight('/userImgManage', 'read')]) });
    const importButton = await screen.findByTestId('people-import');
    expect(importButton).toBeDisabled();
    expect(importButton.closest('[title]')).toHaveAttribute('title', '权限不足：需要「本专科生管理」的修改权限');
    expect(screen.getByTestId('photo-import-open')).toBeDisabled();
  });

  it('asks the danger apart: a role that writes the photos may not delete them all without it', async () => {
    renderConsole({ path: '/userImgManage', rights: rightsOf([screenRight('/userImgManage', 'write')]) });
    const removeAll = await screen.findByTestId('photos-delete-all');
    expect(removeAll).toBeDisabled();
    expect(removeAll.closest('[data-refused]')).not.toBeNull();
    expect(screen.getByTestId('photos-config-open')).toBeEnabled();
    expect(screen.getByTestId('photo-import-open')).toBeEnabled();
  });

  it("asks the app keys' rotation apart too: the screen's write without the danger leaves it disabled", async () => {
    const key = keys()[0];
    const answers: Record<string, () => ReturnType<typeof ok>> = {
      [PROJECT_DETAIL_PATHS.appearance]: () => ok(appearance()),
      [PROJECT_DETAIL_PATHS.adminInfo]: () => ok(admins()),
      [PROJECT_DETAIL_PATHS.summary]: () => ok(summary()),
      [APP_KEY_PATHS.list]: () => ok(keys()),
      [CATALOGUE_PATHS.flowGetNum]: () => ok({ total: 6, enabled: 4 }),
    };
    const server = (req: { pathname: string }) => answers[req.pathname]?.() ?? ok();
    renderConsole({ path: '/ProjectDetails', rights: rightsOf([screenRight('/ProjectDetails', 'write')]), server });
    const rotate = await screen.findByTestId(`project-key-rotate-${key.id}`);
    expect(rotate).toBeDisabled();
    expect(rotate.closest('[data-refused]')).not.toBeNull();
  });

  it("disables the other hand-built screens' writes by the screen they sit in: the FAQ library, the packages", async () => {
    renderConsole({ path: '/robotFAQLibrary', rights: rightsOf([areaGrant('robot', 'read')]) });
    const add = await screen.findByTestId('robot-question-add');
    expect(add).toBeDisabled();
    expect(add.closest('[title]')).toHaveAttribute('title', '权限不足：需要「问答知识库」的修改权限');
    expect(screen.getByTestId('robot-type-add')).toBeDisabled();
    // its reads stay: the search and the trial box
    expect(screen.getByTestId('robot-question-search-submit')).toBeEnabled();
  });

  it('leaves the same buttons enabled for the role that writes the screen', async () => {
    renderConsole({ path: '/cardsPackageConfig', rights: rightsOf([screenRight('/cardsPackageConfig', 'write')]) });
    expect(await screen.findByTestId('package-upload')).toBeEnabled();
  });

  it("asks the undo of an import in the job centre of the import's list and the danger apart", async () => {
    const job = {
      kind: 'import',
      id: 'k1',
      fileName: 'students.xlsx',
      subject: '本专科生',
      identity: null,
      target: 'STUDENT',
      state: 'finished',
      dryRun: false,
      done: 3,
      total: 3,
      rate: 1,
      counts: { inserted: 3, updated: 0, skipped: 0, failed: 0 },
      createdAt: '2026-11-30T08:00:00.000Z',
      finishedAt: '2026-11-30T08:00:05.000Z',
      errorMsg: null,
      errorKey: null,
      url: null,
      undoable: true,
      endingUnseen: false,
    };
    const server = (req: { pathname: string }) => (req.pathname === JOB_PATHS.list ? ok([job]) : ok());
    const user = userEvent.setup();
    renderConsole({ path: '/studentManage', rights: rightsOf([screenRight('/studentManage', 'write')]), server });
    await user.click(await screen.findByRole('button', { name: '任务中心' }));
    const undo = await screen.findByRole('button', { name: /撤销/ });
    expect(undo).toBeDisabled();
    // the list's write is held: the danger is what is missing, and the reason says so
    expect(undo.closest('[title]')).toHaveAttribute('title', '权限不足：需要「撤销导入」权限');
  });

  it('leaves them enabled for a role that writes the screen', async () => {
    renderConsole({ path: '/sensitiveWordManage', rights: ALUMNI_ONLY });
    expect(await screen.findByTestId('resource-add')).toBeEnabled();
  });

  it('asks its current rights after a 1002 and follows them', async () => {
    const narrowed = rightsOf([screenRight('/dynamicManage', 'write')]);
    const { store } = renderConsole({
      path: '/sensitiveWordManage',
      rights: ALUMNI_ONLY,
      server: (req) => {
        if (req.pathname === RIGHTS_PATH) return ok(narrowed);
        if (req.pathname.startsWith('/api/blade-platform/platformalumniword')) return { envelope: { status: 1002, msg: '权限不足' } };
        return ok();
      },
    });
    await waitFor(() => expect(store.getState().session.menu).toEqual(narrowed.menu));
    expect(await screen.findByTestId('not-permitted')).toBeInTheDocument();
    const nav = screen.getByRole('navigation');
    expect(within(nav).queryByText('敏感词管理')).toBeNull();
    await act(async () => undefined);
  });
});

describe('the rights refresh saga', () => {
  it('takes the server’s current rights into the session and storage', async () => {
    const rights = rightsOf([areaGrant('people', 'read')]);
    const { storeState } = await expectSaga(refreshRightsFlow)
      .withReducer(rootReducer, { session: { ...initialSessionState, ...PROFILE, status: 'signedIn' } } as never)
      .provide([[matchers.call.fn(fetchRights), { status: 1000, msg: '', result: rights }]])
      .call(saveRights, rights)
      .put(rightsChanged(rights))
      .run();
    expect((storeState as { session: { menu: unknown } }).session.menu).toEqual(rights.menu);
  });

  it('asks nothing while signed out', async () => {
    await expectSaga(refreshRightsFlow).withReducer(rootReducer).not.call.fn(fetchRights).run();
  });
});
