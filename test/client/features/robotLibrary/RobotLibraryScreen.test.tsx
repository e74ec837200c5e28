// The robot library screen on a store of its own (the slice, the saga with an in-memory server):
// the types with their counts, the questions of a chosen type, removing a type with questions
// refused in the notice with the server's reason, adding a similar phrasing in the dialog, and
// "try it" showing the chosen answer and the ranked candidates; zh-CN and English.
import { configureStore } from '@reduxjs/toolkit';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import createSagaMiddleware from 'redux-saga';
import RobotLibraryScreen from '../../../../src/client/features/robotLibrary/RobotLibraryScreen';
import { robotLibrarySaga } from '../../../../src/client/features/robotLibrary/robotLibrarySaga';
import { localeSwitched } from '../../../../src/client/features/ui/uiSlice';
import robotCatalogue from '../../../../src/shared/i18n/robot';
import { addCatalogue, Locale } from '../../../../src/shared/i18n/registry';
import { ROBOT_PATHS } from '../../../../src/shared/robot/api';
import { fakeRobotServer, rootReducer, signedIn } from './fixtures';

addCatalogue(robotCatalogue);
// typing on a busy machine outlasts jest's 5 s default
jest.setTimeout(30_000);

function renderScreen(locale: Locale = 'zh-CN') {
  const server = fakeRobotServer();
  const sagas = createSagaMiddleware({ context: { api: server.api } });
  const store = configureStore({ reducer: rootReducer, preloadedState: signedIn(), middleware: (d) => d({ serializableCheck: false }).concat(sagas) });
  sagas.run(robotLibrarySaga);
  act(() => {
    store.dispatch(localeSwitched(locale));
  });
  render(
    <Provider store={store}>
      <RobotLibraryScreen />
    </Provider>,
  );
  return { server, store, user: userEvent.setup({ delay: null }) };
}

describe('the robot library screen', () => {
  it("shows the types with counts and a chosen type's questions", async () => {
    const { server, user } = renderScreen();
    const card = await screen.findByTestId('robot-type-1');
    expect(card.textContent).toContain('校园卡');
    expect(card.textContent).toContain('15');
    await user.click(screen.getByTestId('robot-type-2'));
    await waitFor(() => expect(screen.getByTestId('robot-question-row-16')).toBeTruthy());
    expect(server.api.callsTo(ROBOT_PATHS.questionList).at(-1)?.data).toEqual({ typeId: 2, pageIndex: 1, pageSize: 40 });
  });

  it("removing a type with questions shows the server's reason in the notice", async () => {
    const { user } = renderScreen();
    await user.click(await screen.findByTestId('robot-type-remove-1'));
    const notice = await screen.findByTestId('notice-dialog');
    expect(notice.textContent).toContain('确定删除分类“校园卡”吗？');
    await user.click(within(notice).getByTestId('notice-confirm'));
    expect((await screen.findByTestId('robot-removal-message')).textContent).toBe('分类下还有 15 个问题，不能删除');
  });

  it('adds and removes similar phrasings in the question dialog, and saves them', async () => {
    const { server, user } = renderScreen('en');
    await user.click(await screen.findByTestId('robot-type-1'));
    await user.click(screen.getByTestId('robot-question-add'));
    await user.type(screen.getByTestId('robot-question-question'), 'Can I lend my card?');
    await user.type(screen.getByTestId('robot-question-answer'), 'No.');
    await user.type(screen.getByTestId('robot-similar-input'), 'lend card{Enter}');
    await user.type(screen.getByTestId('robot-similar-input'), 'borrow card');
    await user.click(screen.getByTestId('robot-similar-add'));
    expect(screen.getByTestId('robot-similar-1').textContent).toBe('borrow card');
    await user.click(screen.getByTestId('robot-similar-remove-0'));
    await user.click(screen.getByTestId('robot-question-save'));
    await waitFor(() => expect(screen.queryByTestId('robot-question-dialog')).toBeNull());
    expect(server.api.callsTo(ROBOT_PATHS.questionSave).map((c) => c.data)).toEqual([
      { typeId: 1, question: 'Can I lend my card?', answer: 'No.', similar: ['borrow card'], enabled: true },
    ]);
  });

  it('try it shows the chosen answer and the ranked candidates with scores', async () => {
    const { user } = renderScreen('en');
    await user.type(await screen.findByTestId('robot-try-input'), '饭卡丢了');
    await user.click(screen.getByTestId('robot-try-submit'));
    const answer = await screen.findByTestId('robot-try-answer');
    expect(answer.getAttribute('data-chosen')).toBe('1');
    expect(answer.textContent).toContain('挂失');
    expect(screen.getByTestId('robot-try-candidate-1').textContent).toContain('0.82');
    expect(screen.getByTestId('robot-try-candidate-1').textContent).toContain('Matched: 饭卡丢了');
    expect(screen.getByTestId('robot-try-candidate-2').textContent).toContain('0.31');
  });
});
