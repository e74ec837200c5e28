// The photo import form is titled by the identity of the list that opened it (document 001 names
// the students' 导入学生数据): the staff list's says 导入教职工数据, in both languages.
import { act, fireEvent, render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { makeStore } from '../../../../src/client/app/store';
import { PhotoImportButton } from '../../../../src/client/features/photoImport/PhotoImportButton';
import PhotoImportMount from '../../../../src/client/features/photoImport/PhotoImportMount';
import { photoImportTitleKey } from '../../../../src/client/features/photoImport/selectors';
import { initialSessionState } from '../../../../src/client/features/session/sessionSlice';
import { localeSwitched } from '../../../../src/client/features/ui/uiSlice';
import { tFor } from '../../../../src/client/i18n';
import { IDENTITIES, Identity } from '../../../../src/shared/domain/people';
import { TENANT, scriptedApi } from './fixtures';

function open(identity: Identity) {
  const store = makeStore({ api: scriptedApi({}), preloadedState: { session: { ...initialSessionState, status: 'signedIn', tenantId: TENANT } } });
  render(
    <Provider store={store}>
      <PhotoImportButton identity={identity} />
      <PhotoImportMount />
    </Provider>,
  );
  fireEvent.click(screen.getByTestId('photo-import-open'));
  return store;
}

it('every identity has its own title, in both languages', () => {
  const zh = new Set(IDENTITIES.map((i) => tFor('zh-CN')(photoImportTitleKey(i))));
  const en = new Set(IDENTITIES.map((i) => tFor('en')(photoImportTitleKey(i))));
  expect(zh.size).toBe(IDENTITIES.length);
  expect(en.size).toBe(IDENTITIES.length);
  expect(tFor('zh-CN')(photoImportTitleKey('STUDENT'))).toBe('导入学生数据');
  expect(tFor('zh-CN')(photoImportTitleKey('TEACHER'))).toBe('导入教职工数据');
  expect(tFor('en')(photoImportTitleKey('OTHER'))).toBe('Import other user data');
});

it('the staff list opens 导入教职工数据, Import staff data in English', async () => {
  const store = open('TEACHER');
  const dialog = await screen.findByTestId('photo-import-dialog');
  expect(dialog).toHaveTextContent('导入教职工数据');
  expect(dialog).not.toHaveTextContent('导入学生数据');
  act(() => {
    store.dispatch(localeSwitched('en'));
  });
  expect(screen.getByTestId('photo-import-dialog')).toHaveTextContent('Import staff data');
});

it('the student list keeps 导入学生数据', async () => {
  open('STUDENT');
  expect(await screen.findByTestId('photo-import-dialog')).toHaveTextContent('导入学生数据');
});
