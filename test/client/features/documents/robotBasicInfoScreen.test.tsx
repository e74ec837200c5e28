// The robot's basics on the generic document screen: its scenes are a records list keyed by a
// read-only code (shown disabled, no add or remove), a scene is renamed and switched in place,
// and the save sends every scene with its code.
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
