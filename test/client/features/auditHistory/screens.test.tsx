// The two platform pages rendered on a store of their own with their sagas and a fake api:
// /ProjectDetails shows the name, administrators, counts and app keys and shows a rotated
// secret once; /HistoryProject lists the entries by their definitions' titles, opens an entry's
// difference field by field, and searches by who.
import { combineReducers, configureStore } from '@reduxjs/toolkit';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import createSagaMiddleware, { Saga } from 'redux-saga';
import type { ReactElement } from 'react';
import AuditHistoryScreen from '../../../../src/client/features/auditHistory/AuditHistoryScreen';
import { auditHistoryFeature } from '../../../../src/client/features/auditHistory/feature';
import ProjectDetailsScreen from '../../../../src/client/features/projectDetails/ProjectDetailsScreen';
import { projectDetailsFeature } from '../../../../src/client/features/projectDetails/feature';
import session from '../../../../src/client/features/session/sessionSlice';
import ui, { localeSwitched } from '../../../../src/client/features/ui/uiSlice';
import { APP_KEY_PATHS } from '../../../../src/shared/appCalls/api';
import { AUDIT_LIST_PATH } from '../../../../src/shared/documents/audit';
import { PROJECT_DETAIL_PATHS } from '../../../../src/shared/platform/projectDetails';
import { admins, appearance, keys, ok, summary } from '../projectDetails/fixtures';
import { CATALOGUE_PATHS } from '../../../../src/shared/services/catalogue';
import { entry } from './fixtures';

jest.setTimeout(30_000);

type Req = { url: string; data?: unknown };
const answers: Record<string, (r: Req) => unknown> = {
  [PROJECT_DETAIL_PATHS.appearance]: () => ok(appearance()),
  [PROJECT_DETAIL_PATHS.adminInfo]: () => ok(admins()),
  [PROJECT_DETAIL_PATHS.summary]: () => ok(summary()),
  [CATALOGUE_PATHS.flowGetNum]: () => ok({ total: 6, enabled: 4 }),
  [APP_KEY_PATHS.list]: () => ok(keys()),
  [APP_KEY_PATHS.rotate]: (r) => ok({ id: (r.data as { id: string }).id, secret: 'fresh-secret-1' }),
  [AUDIT_LIST_PATH]: () =>
    ok({
      data: [
        entry(4, { target: { kind: 'document', key: 'scoreMechanism', id: null }, changes: [{ path: 'ratingWeight', before: 40, after: 50 }] }),
        entry(3, {
          target: { kind: 'collection', key: 'serviceTypes', id: '12' },
          title: '学习服务',
          action: 'remove',
          changes: [
            { path: 'name', before: '学习服务', after: null },
            { path: 'sort', before: 3, after: null },
          ],
        }),
        entry(2),
        entry(1, { target: { kind: 'collection', key: 'shieldWords', id: '5' }, title: '违规词', action: 'create', changes: [] }),
      ],
      total: 4,
    }),
};

function renderScreen(node: ReactElement, saga: Saga, slices: Record<string, never>) {
  const calls: Req[] = [];
  const api = {
    request: jest.fn(async (r: Req) => {
      calls.push(r);
      return answers[r.url](r);
    }),
    upload: jest.fn(),
    download: jest.fn(),
  };
  const sagas = createSagaMiddleware({ context: { api } });
  const store = configureStore({ reducer: combineReducers({ session, ui, ...slices }), middleware: (d) => d({ serializableCheck: false }).concat(sagas) });
  sagas.run(saga);
  act(() => {
    store.dispatch(localeSwitched('zh-CN'));
  });
  render(<Provider store={store}>{node}</Provider>);
  return { calls, user: userEvent.setup({ delay: null }) };
}

describe('the platform pages', () => {
  it('/ProjectDetails shows the platform, its counts and keys, and a rotated secret once', async () => {
    const f = projectDetailsFeature;
    const { calls, user } = renderScreen(<ProjectDetailsScreen />, f.saga!, f.slices as never);
    expect((await screen.findByTestId('project-name')).textContent).toBe('示范大学服务平台');
    expect(screen.getByTestId('project-admin-admin').textContent).toContain('系统管理员');
    expect(screen.getByTestId('project-figure-services').textContent).toContain('9 / 12');
    expect(screen.getByTestId('project-figure-people-total').textContent).toContain('20');
    const id = keys()[0].id;
    await user.click(screen.getByTestId(`project-key-rotate-${id}`));
    expect(calls.some((c) => c.url === APP_KEY_PATHS.rotate)).toBe(false);
    await user.click(screen.getByTestId('notice-confirm'));
    expect((await screen.findByTestId('project-key-secret')).textContent).toContain('fresh-secret-1');
    expect(calls.find((c) => c.url === APP_KEY_PATHS.rotate)?.data).toEqual({ id });
  });

  it('/HistoryProject lists entries by title, opens a difference and searches by who', async () => {
    const f = auditHistoryFeature;
    const { calls, user } = renderScreen(<AuditHistoryScreen />, f.saga!, f.slices as never);
    const row = await screen.findByTestId('audit-row-1');
    // named by the record's title, never by its id
    expect(screen.getByTestId('audit-target-1').textContent).toBe('敏感词管理 · 违规词');
    expect(row.textContent).not.toContain('#5');
    expect(screen.getByTestId('audit-row-2').textContent).toContain('系统管理员 (admin)');
    await user.click(screen.getByTestId('audit-toggle-2'));
    const diff = await screen.findByTestId('audit-diff-2-footerText');
    expect(diff.textContent).toContain('旧');
    expect(diff.textContent).toContain('新');
    // a removal keeps the record as it was, named by it
    expect(screen.getByTestId('audit-target-3').textContent).toBe('服务分类 · 学习服务');
    expect(screen.getByTestId('audit-toggle-3').textContent).toBe('删除前的内容（2 项）');
    await user.click(screen.getByTestId('audit-toggle-3'));
    expect((await screen.findByTestId('audit-diff-3-name')).textContent).toBe('分类名称学习服务');
    expect(screen.getByTestId('audit-diff-3-sort').textContent).toContain('3');
    // a hand-built document by its title, never its key
    expect(screen.getByTestId('audit-target-4').textContent).toBe('服务评分机制');
    await user.type(screen.getByTestId('audit-filter-actor').querySelector('input')!, 'admin');
    await user.click(screen.getByTestId('audit-search'));
    await waitFor(() => expect(calls.at(-1)?.data).toEqual({ current: 1, size: 40, actor: 'admin' }));
  });
});
