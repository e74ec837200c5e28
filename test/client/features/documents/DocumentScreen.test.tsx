// The document screen under a real store (documents and ui reducers, the documents saga with a
// fake api): the bar, the form, history with comparison and restore, and the conflict choice.
import { configureStore } from '@reduxjs/toolkit';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { Provider } from 'react-redux';
import createSagaMiddleware from 'redux-saga';
import DocumentScreen from '../../../../src/client/features/documents/DocumentScreen';
import documents from '../../../../src/client/features/documents/documentsSlice';
import { documentsSaga } from '../../../../src/client/features/documents/documentsSaga';
import ui from '../../../../src/client/features/ui/uiSlice';
import type { Envelope } from '../../../../src/shared/protocol/status';
import { docState, fakeApi, historyPage, notice, ok, summary } from './fixtures';

jest.mock('../../../../src/client/features/documents/preview/previewUrl', () => ({ previewUrl: (face: string) => `/preview.html?face=${face}` }));

function renderScreen(answer: (call: string, body: Record<string, unknown>) => Envelope | Error) {
  const fake = fakeApi(answer);
  const saga = createSagaMiddleware({ context: { api: fake.api } });
  const store = configureStore({ reducer: { documents, ui }, middleware: (d) => d({ serializableCheck: false }).concat(saga) });
  saga.run(documentsSaga);
  render(
    <Provider store={store}>
      <DocumentScreen documentKey="loginPrompt" />
    </Provider>,
  );
  return fake;
}

const v3 = docState(3, notice(), { publishedVersion: 2, hasDraft: true });

it('shows the state, saves an edited title as a draft, and follows with a preview frame', async () => {
  const v4 = docState(4, notice({ title: '停水通知' }), { publishedVersion: 2, hasDraft: true });
  const { callsOf } = renderScreen((call) =>
    call === 'detail' ? ok(v3) : call === 'save' ? ok(v4) : historyPage(summary(3, 'draft'), summary(2), summary(1)),
  );
  await waitFor(() => expect(screen.getByTestId('doc-state')).toHaveTextContent('已发布 v2'));
  expect(screen.getByTestId('doc-state')).toHaveTextContent('草稿 v3');
  expect(screen.getByTestId('doc-save-draft')).toBeDisabled();
  expect(screen.getByTestId('doc-preview')).toHaveAttribute('src', '/preview.html?face=loginPage');

  fireEvent.change(screen.getByTestId('field-title'), { target: { value: '停水通知' } });
  expect(screen.getByTestId('doc-state')).toHaveTextContent('有未保存的修改');
  fireEvent.click(screen.getByTestId('doc-save-draft'));
  await waitFor(() => expect(screen.getByTestId('doc-state')).toHaveTextContent('草稿 v4'));
  expect(callsOf('save')).toEqual([expect.objectContaining({ baseVersion: 3, publish: false, content: expect.objectContaining({ title: '停水通知' }) })]);
  expect(screen.getByTestId('doc-state')).not.toHaveTextContent('有未保存的修改');
});

it('lists the history, compares two versions field by field, and restores after the notice', async () => {
  const changes = [
    { path: 'title', before: '旧标题', after: '停电通知' },
    { path: 'content', before: '<p>旧的</p>', after: '<p>周六 <b>停电</b></p>' },
  ];
  const { callsOf } = renderScreen((call) =>
    call === 'detail'
      ? ok(v3)
      : call === 'diff'
        ? ok({ from: 1, to: 3, changes })
        : call === 'restore'
          ? ok(docState(4, notice({ title: '旧标题' }), { publishedVersion: 2, hasDraft: true }))
          : historyPage(summary(3, 'draft'), summary(2), summary(1)),
  );
  const row = await screen.findByTestId('doc-history-row-2');
  expect(row).toHaveTextContent('管理员');
  expect(row).toHaveTextContent('已发布');

  const pick = (end: string, version: number) => {
    fireEvent.click(screen.getByTestId(`doc-diff-${end}`));
    fireEvent.click(
      within(screen.getByTestId(`doc-diff-${end}`))
        .getAllByRole('option')
        .find((o) => o.textContent === `v${version}`)!,
    );
  };
  pick('from', 1);
  pick('to', 3);
  const titleRow = await screen.findByTestId('doc-diff-row-title');
  expect(titleRow).toHaveTextContent('提示标题');
  expect(titleRow).toHaveTextContent('旧标题');
  expect(screen.getByTestId('doc-diff-row-content')).toHaveTextContent('周六 停电');
  expect(screen.getByTestId('doc-diff-row-content')).not.toHaveTextContent('<b>');
  expect(callsOf('diff')).toEqual([{ from: 1, to: 3 }]);

  fireEvent.click(screen.getByTestId('doc-restore-1'));
  fireEvent.click(await screen.findByTestId('notice-confirm'));
  await waitFor(() => expect(callsOf('restore')).toEqual([{ version: 1, baseVersion: 3 }]));
  await waitFor(() => expect(screen.getByTestId('field-title')).toHaveValue('旧标题'));
});

it('a conflict shows what changed meanwhile; keep mine saves again on the newest', async () => {
  const v5 = docState(5, notice({ level: 'warning' }), { publishedVersion: 2, hasDraft: true });
  let saves = 0;
  const { callsOf } = renderScreen((call) => {
    if (call === 'detail') return ok(v3);
    if (call === 'save') {
      saves += 1;
      return saves === 1
        ? { status: 1002, msg: '已被修改', result: { conflict: true, current: v5, changes: [{ path: 'level', before: 'info', after: 'warning' }] } }
        : ok(docState(6, notice({ title: '我的' })));
    }
    return historyPage(summary(3, 'draft'));
  });
  fireEvent.change(await screen.findByTestId('field-title'), { target: { value: '我的' } });
  fireEvent.click(screen.getByTestId('doc-save-draft'));
  const panel = await screen.findByTestId('doc-conflict');
  expect(within(panel).getByTestId('doc-conflict-row-level')).toHaveTextContent('普通');
  expect(within(panel).getByTestId('doc-conflict-row-level')).toHaveTextContent('警告');
  expect(screen.getByTestId('field-title')).toHaveValue('我的');
  fireEvent.click(screen.getByTestId('doc-keep-mine'));
  await waitFor(() => expect(screen.queryByTestId('doc-conflict')).toBeNull());
  expect(callsOf('save').map((b) => b.baseVersion)).toEqual([3, 5]);
});
