// The electronic ID card of one identity: its route's screen is fixed on that identity (no tabs),
// reads the document and the first person of that identity's people list, and the preview frame
// shows the card of that person (or a fixed sample), labelled 示例, from the draft as typed.
import { configureStore } from '@reduxjs/toolkit';
import { act, render, screen, waitFor } from '@testing-library/react';
import { Provider } from 'react-redux';
import createSagaMiddleware from 'redux-saga';
import DocumentScreen from '../../../../src/client/features/documents/DocumentScreen';
import documents from '../../../../src/client/features/documents/documentsSlice';
import { documentsSaga } from '../../../../src/client/features/documents/documentsSaga';
import { createFrameBridge } from '../../../../src/client/frame/frameBridge';
import PreviewPage from '../../../../src/client/features/documents/preview/PreviewPage';
import { PREVIEW_API } from '../../../../src/client/features/documents/preview/previewProtocol';
import ui from '../../../../src/client/features/ui/uiSlice';
import { definedScreenFor } from '../../../../src/client/app/definedScreens';
import { eIdCard } from '../../../../src/shared/documents/eIdCard/definition';
import { docState, fakeApi, historyPage, ok, summary } from './fixtures';

jest.mock('../../../../src/client/features/documents/preview/previewUrl', () => ({ previewUrl: (face: string) => `/preview.html?face=${face}` }));

const teacher = {
  id: 7,
  identity: 'TEACHER',
  name: '周建国',
  gender: 1,
  identifier: 'T2001',
  unitName: '物理学院',
  className: null,
  grade: null,
  thumbUrl: null,
};

it('routes each e-ID screen to the one document on its own identity', () => {
  expect(definedScreenFor('/EIdConfigTEACHER').props).toEqual({ documentKey: 'eIdCard', identity: 'TEACHER' });
  expect(definedScreenFor('/EIdConfigNewStudent').props).toEqual({ documentKey: 'eIdCard', identity: 'NEW_STUDENT' });
  expect(definedScreenFor('/EIdConfiguration').props).toEqual({ documentKey: 'eIdGeneral', identity: undefined });
});

it('opens on its fixed identity without tabs, and loads a person of that identity for the preview', async () => {
  const fake = fakeApi((call) =>
    call === 'detail'
      ? ok({ ...docState(1, { ...eIdCard.defaults, enabled: true }), key: 'eIdCard', identity: 'TEACHER' })
      : call === 'role'
        ? ok({ data: [teacher], total: 40 })
        : historyPage(summary(1)),
  );
  const saga = createSagaMiddleware({ context: { api: fake.api } });
  const store = configureStore({ reducer: { documents, ui }, middleware: (d) => d({ serializableCheck: false }).concat(saga) });
  saga.run(documentsSaga);
  render(
    <Provider store={store}>
      <DocumentScreen documentKey="eIdCard" identity="TEACHER" />
    </Provider>,
  );
  await waitFor(() => expect(store.getState().documents['eIdCard@TEACHER'].sample?.name).toBe('周建国'));
  expect(screen.queryByTestId('doc-identity-STUDENT')).toBeNull();
  expect(fake.callsOf('detail')).toEqual([expect.objectContaining({ identity: 'TEACHER' })]);
  expect(fake.callsOf('role')).toEqual([expect.objectContaining({ pageSize: 1 })]);
  expect(screen.getByTestId('doc-preview')).toHaveAttribute('src', '/preview.html?face=eIdCard');
});

function showCard(content: Record<string, unknown>, identity: string, sample: unknown = null) {
  const parent = { postMessage: jest.fn() } as unknown as Window;
  render(<PreviewPage bridge={createFrameBridge({ self: window, parent })} />);
  act(() => {
    window.dispatchEvent(
      new MessageEvent('message', {
        data: { webApiId: 'd1', apiName: PREVIEW_API.draft, webApiType: 'passive', data: { face: 'eIdCard', locale: 'zh-CN', content, identity, sample } },
        origin: window.location.origin,
        source: parent,
      }),
    );
  });
}

it('shows the card of the sent person with the chosen fields, labelled as a sample', () => {
  showCard(
    { ...eIdCard.defaults, enabled: true, cardTitle: '电子工作证', shownFields: ['name', 'gender', 'unitName'], refreshSeconds: 60 },
    'TEACHER',
    teacher,
  );
  expect(screen.getByTestId('preview-eid-title')).toHaveTextContent('电子工作证');
  expect(screen.getByTestId('preview-eid-sample')).toHaveTextContent('示例');
  expect(screen.getByTestId('preview-eid-field-name')).toHaveTextContent('周建国');
  expect(screen.getByTestId('preview-eid-field-gender')).toHaveTextContent('男');
  expect(screen.queryByTestId('preview-eid-field-identifier')).toBeNull();
  expect(screen.getByTestId('preview-eid-code')).toHaveTextContent('60');
  expect(screen.queryByTestId('preview-eid-off')).toBeNull();
});

it('falls back to a fixed sample of the identity, and says when the card is off', () => {
  showCard({ ...eIdCard.defaults, shownFields: ['name', 'validUntil'], validityText: '2027年6月30日前有效', showPhoto: false }, 'STUDENT');
  expect(screen.getByTestId('preview-eid-field-name')).toHaveTextContent('王明');
  expect(screen.getByTestId('preview-eid-field-validUntil')).toHaveTextContent('2027年6月30日前有效');
  expect(screen.getByTestId('preview-eid-off')).toBeInTheDocument();
  expect(screen.queryByTestId('preview-eid-photo')).toBeNull();
});
