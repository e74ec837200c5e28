// The dictionary widgets end to end in the console's own wiring: a real store, the real saga,
// a fake api. Two widgets needing one dictionary make one call.
import { configureStore } from '@reduxjs/toolkit';
import { act, render, screen, waitFor } from '@testing-library/react';
import { Provider } from 'react-redux';
import createSagaMiddleware from 'redux-saga';
import dicts from '../../../../src/client/features/dicts/dictsSlice';
import { dictsSaga } from '../../../../src/client/features/dicts/dictsSaga';
import { ConnectedDictLabel } from '../../../../src/client/features/dicts/containers/ConnectedDictLabel';
import { ConnectedDictSelect } from '../../../../src/client/features/dicts/containers/ConnectedDictSelect';
import { ConnectedKeyValueDropdown } from '../../../../src/client/features/dicts/containers/ConnectedKeyValueDropdown';
import ui from '../../../../src/client/features/ui/uiSlice';
import { DICT_ENTRIES, fakeApi } from './sagaHelpers';

function setup(answer: (o: unknown) => Promise<unknown>) {
  const api = fakeApi(answer);
  const saga = createSagaMiddleware({ context: { api } });
  const store = configureStore({ reducer: { ui, dicts }, middleware: (gdm) => gdm().concat(saga) });
  const task = saga.run(dictsSaga);
  return { api, store, task };
}

describe('connected dictionary widgets', () => {
  beforeEach(() => sessionStorage.clear());

  it('a select and a label on one dictionary share a single call, then both show it', async () => {
    let answer!: (v: unknown) => void;
    const { api, store, task } = setup(
      () =>
        new Promise((resolve) => {
          answer = resolve;
        }),
    );
    render(
      <Provider store={store}>
        <ConnectedDictSelect code="teacher_current_status" value="2" onChange={jest.fn()} />
        <ConnectedDictLabel code="teacher_current_status" value={1} />
      </Provider>,
    );
    expect(api.request).toHaveBeenCalledTimes(1);
    expect(screen.getByText('…')).toBeInTheDocument();
    await act(async () => answer({ status: 1000, msg: '', result: DICT_ENTRIES }));
    expect(document.querySelector('.dict-label')).toHaveTextContent('在职');
    expect(screen.getByRole('alert')).toHaveTextContent('离职');
    expect(api.request).toHaveBeenCalledTimes(1);
    expect(sessionStorage.getItem('console.options.dict:teacher_current_status')).toContain('在职');
    task.cancel();
  });

  it('a second store (a reload) answers from session storage without a call', async () => {
    const first = setup(() => Promise.resolve({ status: 1000, msg: '', result: DICT_ENTRIES }));
    render(
      <Provider store={first.store}>
        <ConnectedDictLabel code="stu_present_state" value="2" />
      </Provider>,
    );
    await waitFor(() => expect(screen.getByText('离职')).toBeInTheDocument());
    first.task.cancel();

    const second = setup(() => Promise.resolve({ status: 1000, msg: '', result: [] }));
    render(
      <Provider store={second.store}>
        <ConnectedDictLabel code="stu_present_state" value="1" />
      </Provider>,
    );
    expect(screen.getByText('在职')).toBeInTheDocument();
    expect(second.api.request).not.toHaveBeenCalled();
    second.task.cancel();
  });

  it('the key-value dropdown fetches its list call and shows a failure', async () => {
    const { api, task } = (() => {
      const s = setup(() => Promise.reject(new Error('Network Error')));
      render(
        <Provider store={s.store}>
          <ConnectedKeyValueDropdown list={{ url: '/api/blade-platform/dict/list', params: { type: 'scene' } }} value="" onChange={jest.fn()} />
        </Provider>,
      );
      return s;
    })();
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('选项加载失败'));
    expect(api.request).toHaveBeenCalledWith({ method: 'GET', url: '/api/blade-platform/dict/list', params: { type: 'scene' } });
    task.cancel();
  });
});
