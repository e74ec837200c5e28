// The robot's basics on the generic document screen: its scenes are a records list keyed by a
// read-only code (shown disabled, no add or remove), a scene is renamed and switched in place,
// and the save sends every scene with its code; the scenes panel lists them by questionScene/list
// and switches one by /update (never over unsaved edits).
import { configureStore } from '@reduxjs/toolkit';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Provider } from 'react-redux';
import createSagaMiddleware from 'redux-saga';
import DocumentScreen from '../../../../src/client/features/documents/DocumentScreen';
import documents from '../../../../src/client/features/documents/documentsSlice';
import { documentsSaga } from '../../../../src/client/features/documents/documentsSaga';
import ui from '../../../../src/client/features/ui/uiSlice';
import { docState, fakeApi, historyPage, ok, summary } from './fixtures';

jest.mock('../../../../src/client/features/documents/preview/previewUrl', () => ({ previewUrl: (face: string) => `/preview.html?face=${face}` }));

const scenes = [
  { code: 'campus_service', name: '校园服务', enabled: true },
  { code: 'library', name: '图书馆', enabled: true },
  { code: 'career', name: '就业创业', enabled: false },
];
const content = { robotName: '小智', avatar: null, greeting: '你好', scenes };
const v1 = { ...docState(1, content), key: 'robotBasicInfo' };

function renderScreen() {
  const fake = fakeApi((call, body) =>
    call === 'detail'
      ? ok(v1)
      : call === 'save'
        ? ok({ ...v1, version: 2, hasDraft: true, content: body.content as Record<string, unknown> })
        : historyPage(summary(1)),
  );
  const saga = createSagaMiddleware({ context: { api: fake.api } });
  const store = configureStore({ reducer: { documents, ui }, middleware: (d) => d({ serializableCheck: false }).concat(saga) });
  saga.run(documentsSaga);
  render(
    <Provider store={store}>
      <DocumentScreen documentKey="robotBasicInfo" />
    </Provider>,
  );
  return fake;
}

it('shows the scenes with their codes read-only and no way to add or remove one', async () => {
  renderScreen();
  const code = await screen.findByTestId('records-scenes-1-code');
  expect(code).toHaveValue('library');
  expect(code).toBeDisabled();
  expect(screen.getByTestId('records-scenes-1-name')).not.toBeDisabled();
  expect(screen.getByTestId('field-robotName')).toHaveValue('小智');
  expect(screen.queryByTestId('records-add-scenes')).toBeNull();
  expect(screen.queryByTestId('records-remove-scenes-0')).toBeNull();
  expect(screen.getByTestId('records-scenes')).toHaveTextContent('场景编码');
});

it('switches and renames a scene in place and saves every scene with its code', async () => {
  const { callsOf } = renderScreen();
  fireEvent.change(await screen.findByTestId('records-scenes-1-name'), { target: { value: '图书馆服务' } });
  fireEvent.click(screen.getByTestId('records-scenes-2-enabled').querySelector('input')!);
  expect(screen.getByTestId('records-scenes-2-enabled').querySelector('input')).toBeChecked();
  fireEvent.click(screen.getByTestId('doc-save-draft'));
  await waitFor(() => expect(callsOf('save')).toHaveLength(1));
  expect(callsOf('save')[0]).toEqual(
    expect.objectContaining({
      baseVersion: 1,
      content: expect.objectContaining({
        scenes: [scenes[0], { code: 'library', name: '图书馆服务', enabled: true }, { code: 'career', name: '就业创业', enabled: true }],
      }),
    }),
  );
  await waitFor(() => expect(screen.getByTestId('doc-state')).toHaveTextContent('草稿 v2'));
});

describe('the scenes panel (questionScene/list and /update)', () => {
  function renderWithPanel() {
    const fake = fakeApi((call, body) =>
      call === 'detail'
        ? ok(v1)
        : call === 'list'
          ? ok({ data: scenes, total: scenes.length, version: 1, published: true })
          : call === 'update'
            ? ok({
                ...v1,
                version: 2,
                publishedVersion: 2,
                content: { ...content, scenes: scenes.map((s) => (s.code === body.code ? { ...s, enabled: body.enabled } : s)) },
              })
            : historyPage(summary(1)),
    );
    const saga = createSagaMiddleware({ context: { api: fake.api } });
    const store = configureStore({ reducer: { documents, ui }, middleware: (d) => d({ serializableCheck: false }).concat(saga) });
    saga.run(documentsSaga);
    render(
      <Provider store={store}>
        <DocumentScreen documentKey="robotBasicInfo" />
      </Provider>,
    );
    return fake;
  }

  it('lists the scenes the list call answers and switches one by the update call; read again after', async () => {
    const { callsOf } = renderWithPanel();
    const toggle = await screen.findByTestId('doc-panel-scene-switch-career');
    expect(screen.getByTestId('doc-panel-version')).toHaveTextContent('显示已发布的 v1');
    expect(screen.getByTestId('doc-panel-note')).toHaveTextContent('立即保存为新版本并发布');
    expect(toggle.querySelector('input')).not.toBeChecked();
    fireEvent.click(toggle.querySelector('input')!);
    await waitFor(() => expect(callsOf('update')).toEqual([{ code: 'career', enabled: true }]));
    await waitFor(() => expect(callsOf('list')).toHaveLength(2));
    await waitFor(() => expect(screen.getByTestId('doc-state')).toHaveTextContent('已发布 v2'));
    expect(screen.getByTestId('records-scenes-2-enabled').querySelector('input')).toBeChecked();
  });

  it('no switch while the form has unsaved edits: it says to save or discard them first', async () => {
    const { callsOf } = renderWithPanel();
    const toggle = await screen.findByTestId('doc-panel-scene-switch-career');
    fireEvent.change(screen.getByTestId('field-robotName'), { target: { value: '小慧' } });
    expect(await screen.findByTestId('doc-panel-save-first')).toBeInTheDocument();
    expect(toggle.querySelector('input')).toBeDisabled();
    fireEvent.click(toggle.querySelector('input')!);
    expect(callsOf('update')).toEqual([]);
  });
});
