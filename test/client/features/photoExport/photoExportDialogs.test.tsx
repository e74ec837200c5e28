// The photo export dialogs under the console's real store (every slice, the root saga,
// serializability checks) with the server played by a scripted api: the form (naming rules per
// identity with their default, the formats, the file name's rules in both languages, the count,
// the button off at 0), then the notice (numbers, the list's link, continue / cancel) and the
// progress dialog (the zip saved, the link to fetch it again).
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { makeStore } from '../../../../src/client/app/store';
import { rowSelectionChanged } from '../../../../src/client/features/exports';
import { photoExportOpened } from '../../../../src/client/features/photoExport';
import { PhotoExportButton } from '../../../../src/client/features/photoExport/PhotoExportButton';
import PhotoExportMount from '../../../../src/client/features/photoExport/PhotoExportMount';
import { initialSessionState } from '../../../../src/client/features/session/sessionSlice';
import { localeSwitched } from '../../../../src/client/features/ui/uiSlice';
import type { Identity } from '../../../../src/shared/domain/people';
import type { Locale } from '../../../../src/shared/i18n';
import {
  CHECK_FOUND,
  COUNT,
  FILE_NAME,
  LIST_URL,
  listBlob,
  listFinished,
  listProgress,
  MISSING_NAME,
  ok,
  scriptedApi,
  SEARCH,
  TENANT,
  ZIP_URL,
  zipBlob,
  zipFinished,
  stopped,
} from './fixtures';

type Handler = (data: unknown) => unknown;

function renderPhotoExport(
  answers: Record<string, Handler> = {},
  { locale = 'zh-CN' as Locale, identity = 'STUDENT' as Identity, checked = [] as number[] } = {},
) {
  const api = scriptedApi({ exportImgCount: () => ok(COUNT), exportImgCancel: () => ok(null), cancel: () => ok(null), ...answers });
  const store = makeStore({ api, preloadedState: { session: { ...initialSessionState, status: 'signedIn', tenantId: TENANT } } });
  render(
    <Provider store={store}>
      <PhotoExportMount />
    </Provider>,
  );
  act(() => {
    store.dispatch(localeSwitched(locale));
    if (checked.length) store.dispatch(rowSelectionChanged({ identity, ids: checked }));
    store.dispatch(photoExportOpened({ identity, fileName: FILE_NAME, search: SEARCH }));
  });
  return { api, store, user: userEvent.setup() };
}

/** The dialog once its count is in. */
async function openForm() {
  const dialog = await screen.findByTestId('photo-export-dialog');
  await waitFor(() => expect(screen.getByTestId('photo-export-count')).toHaveAttribute('data-total', '120'));
  return dialog;
}

const radio = (testId: string) => within(screen.getByTestId(testId)).getByRole('radio');

describe.each([
  ['NEW_STUDENT', { 1: '考生号', 2: '学号', 3: '身份证号' }, 3],
  ['STUDENT', { 2: '学号', 3: '身份证号' }, 3],
  ['GRADUATE_STUDENT', { 2: '学号', 3: '身份证号' }, 3],
  ['TEACHER', { 2: '工号', 3: '身份证号' }, 3],
  ['OTHER', { 2: '账号' }, 2],
] as [Identity, Record<number, string>, number][])('the naming rules of %s (document 001 §9)', (identity, labels, byDefault) => {
  it(`offers exactly its export rules, ${byDefault} chosen; the formats jpg, jpeg, png with jpg chosen`, async () => {
    renderPhotoExport({}, { identity });
    const dialog = await openForm();
    expect(dialog).toHaveTextContent('导出照片');
    for (const rule of [1, 2, 3]) {
      const option = within(dialog).queryByTestId(`photo-export-naming-${rule}`);
      if (labels[rule]) {
        expect(option).toHaveTextContent(labels[rule]);
        expect(radio(`photo-export-naming-${rule}`)).toHaveProperty('checked', rule === byDefault);
      } else {
        expect(option).toBeNull();
      }
    }
    expect(['jpg', 'jpeg', 'png'].map((f, i) => screen.getByTestId(`photo-export-format-${i + 1}`).textContent)).toEqual(['jpg', 'jpeg', 'png']);
    expect(radio('photo-export-format-1')).toBeChecked();
    expect(radio('photo-export-format-3')).not.toBeChecked();
  });
});

const MESSAGES = {
  'zh-CN': { required: '请输入文件名称', tooLong: '文件名称不能超过30个字符', title: '导出照片', count: '共 120 人，其中 100 人有照片，5 人缺少命名标识' },
  en: {
    required: 'Please enter file name',
    tooLong: 'The file name must not exceed 30 characters',
    title: 'Export photos',
    count: '120 people: 100 with a photo, 5 without the naming identifier',
  },
} as const;

describe.each(['zh-CN', 'en'] as const)('the photo export form (%s)', (locale) => {
  const m = MESSAGES[locale];

  it('shows the count of the range and refuses a blank name: nothing is checked', async () => {
    const { api, user } = renderPhotoExport({}, { locale });
    const dialog = await openForm();
    expect(dialog).toHaveTextContent(m.title);
    expect(screen.getByTestId('photo-export-count')).toHaveTextContent(m.count);
    const name = screen.getByTestId('photo-export-filename');
    expect(name).toHaveValue(FILE_NAME);
    await user.clear(name);
    await user.type(name, '   ');
    await user.click(screen.getByTestId('photo-export-start'));
    expect(await screen.findByTestId('photo-export-error-fileName')).toHaveTextContent(m.required);
    expect(api.callsTo('excel/checkExportImg')).toHaveLength(0);
  });

  it('a 31-character name is refused, and the message goes once the name is shortened', async () => {
    const { api, user } = renderPhotoExport({}, { locale });
    await openForm();
    const name = screen.getByTestId('photo-export-filename');
    await user.clear(name);
    await user.type(name, 'a'.repeat(31));
    await user.click(screen.getByTestId('photo-export-start'));
    expect(await screen.findByTestId('photo-export-error-fileName')).toHaveTextContent(m.tooLong);
    expect(api.callsTo('excel/checkExportImg')).toHaveLength(0);
    await user.type(name, '{Backspace}');
    await waitFor(() => expect(screen.queryByTestId('photo-export-error-fileName')).toBeNull());
  });
});

describe('the photo export form', () => {
  it('the export button stays off while the total is 0, and the count says so', async () => {
    renderPhotoExport({ exportImgCount: () => ok({ total: 0, withPhoto: 0, missingIdentifier: 0 }) });
    await screen.findByTestId('photo-export-dialog');
    await waitFor(() => expect(screen.getByTestId('photo-export-count')).toHaveAttribute('data-total', '0'));
    expect(screen.getByTestId('photo-export-count')).toHaveTextContent('没有可导出的数据');
    expect(screen.getByTestId('photo-export-start')).toBeDisabled();
  });

  it('choosing another naming rule or range counts again with it; the tip advises under 5,000', async () => {
    const { api, user } = renderPhotoExport({}, { checked: [2, 5] });
    await openForm();
    expect(screen.getByTestId('photo-export-tip')).toHaveTextContent('建议单次导出照片不超过 5,000 张');
    await user.click(screen.getByTestId('photo-export-naming-2'));
    await waitFor(() => expect(api.callsTo('exportImgCount').at(-1)?.data).toEqual({ identity: 'STUDENT', dataRange: 1, namingRule: 2 }));
    expect(screen.getByTestId('photo-export-range-3')).toHaveTextContent('已勾选数据（2 条）');
    await user.click(screen.getByTestId('photo-export-range-3'));
    await waitFor(() => expect(api.callsTo('exportImgCount').at(-1)?.data).toEqual({ identity: 'STUDENT', dataRange: 3, namingRule: 2, choiceDataIds: '2,5' }));
    await user.click(screen.getByTestId('photo-export-format-3'));
    expect(radio('photo-export-format-3')).toBeChecked();
    expect(api.callsTo('exportImgCount')).toHaveLength(3);
  });

  it('checked rows cannot be chosen while none is checked', async () => {
    renderPhotoExport();
    await openForm();
    expect(radio('photo-export-range-3')).toBeDisabled();
    expect(screen.getByTestId('photo-export-range-3-hint')).toHaveTextContent('请先在列表中勾选数据');
  });

  it('cancel closes the dialog', async () => {
    const { user, store } = renderPhotoExport();
    await openForm();
    await user.click(screen.getByTestId('photo-export-cancel'));
    await waitFor(() => expect(screen.queryByTestId('photo-export-dialog')).toBeNull());
    expect(store.getState().photoExport.status).toBe('closed');
  });

  it("the button of a list opens the dialog with the list's name and a timestamp", async () => {
    const api = scriptedApi({ exportImgCount: () => ok(COUNT) });
    const store = makeStore({ api, preloadedState: { session: { ...initialSessionState, status: 'signedIn', tenantId: TENANT } } });
    render(
      <Provider store={store}>
        <PhotoExportButton identity="TEACHER" listName="教职工管理" />
        <PhotoExportMount />
      </Provider>,
    );
    const user = userEvent.setup();
    await user.click(screen.getByTestId('photo-export-open'));
    await screen.findByTestId('photo-export-dialog');
    expect((screen.getByTestId('photo-export-filename') as HTMLInputElement).value).toMatch(/^教职工管理\d{14}$/);
    expect(store.getState().photoExport).toMatchObject({ identity: 'TEACHER', search: { formInline: {} }, form: { namingRule: 3 } });
  });
});

describe('the notice and the progress dialog', () => {
  let clicked: { href: string; download: string }[];
  beforeEach(() => {
    clicked = [];
    Object.assign(URL, { createObjectURL: jest.fn(() => 'blob:photos'), revokeObjectURL: jest.fn() });
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push({ href: this.href, download: this.download });
    });
  });
  afterEach(() => jest.restoreAllMocks());

  it('people lack the identifier: the notice, the list downloaded from its link, then continue: the zip is saved and its link stays', async () => {
    const { api, user } = renderPhotoExport({
      'excel/checkExportImg': () => ok(CHECK_FOUND),
      'userImg/checkExportImg': () => ok(listFinished),
      exportImg: () => ok({ redisKey: 'p1' }),
      exportImgProgress: () => ok(zipFinished),
      download: () => (api.calls.at(-1)?.url === LIST_URL ? listBlob() : zipBlob()),
    });
    await openForm();
    await user.click(screen.getByTestId('photo-export-start'));
    const notice = await screen.findByTestId('photo-export-notice');
    expect(screen.queryByTestId('photo-export-dialog')).toBeNull();
    expect(notice).toHaveTextContent('部分用户缺少命名标识，无法按所选规则命名照片。');
    expect(notice).toHaveTextContent('共 120 人，其中 5 人缺少命名标识（身份证号）');
    const link = await within(notice).findByTestId('photo-export-missing-download');
    expect(link).toHaveTextContent('下载缺少标识的用户名单');
    await user.click(link);
    await waitFor(() => expect(clicked).toEqual([{ href: 'blob:photos', download: `${MISSING_NAME}.xlsx` }]));
    await user.click(within(notice).getByTestId('photo-export-continue'));
    const progress = await screen.findByTestId('photo-export-progress-dialog');
    expect(screen.getByTestId('photo-export-progress')).toBeInTheDocument();
    await waitFor(() => expect(clicked).toHaveLength(2));
    expect(clicked[1]).toEqual({ href: 'blob:photos', download: `${FILE_NAME}.zip` });
    expect(within(progress).getByTestId('photo-export-progress-title')).toHaveTextContent('导出完成');
    await user.click(screen.getByTestId('photo-export-download'));
    await waitFor(() => expect(clicked).toHaveLength(3));
    expect(api.callsTo('download').map((c) => c.url)).toEqual([LIST_URL, ZIP_URL, ZIP_URL]);
    await user.click(screen.getByTestId('photo-export-close'));
    await waitFor(() => expect(screen.queryByTestId('photo-export-progress-dialog')).toBeNull());
    expect(stopped(api)).toEqual([]);
  });

  it('cancel at the notice closes everything and stops the list still being written', async () => {
    const { api, user, store } = renderPhotoExport({ 'excel/checkExportImg': () => ok(CHECK_FOUND), 'userImg/checkExportImg': () => ok(listProgress()) });
    await openForm();
    await user.click(screen.getByTestId('photo-export-start'));
    const notice = await screen.findByTestId('photo-export-notice');
    expect(await within(notice).findByTestId('photo-export-missing-writing')).toHaveTextContent('正在生成缺少标识的用户名单');
    expect(within(notice).queryByTestId('photo-export-missing-download')).toBeNull();
    await user.click(within(notice).getByTestId('photo-export-cancel'));
    await waitFor(() => expect(screen.queryByTestId('photo-export-notice')).toBeNull());
    await waitFor(() => expect(api.callsTo('cancel').map((c) => c.data)).toEqual([{ redisKey: 'c1' }]));
    expect(store.getState().photoExport.status).toBe('closed');
    expect(api.callsTo('exportImg')).toHaveLength(0);
  });

  it("a check refused with another status shows the server's message in the form", async () => {
    const { user } = renderPhotoExport({ 'excel/checkExportImg': () => ({ status: 9999, msg: '服务器内部错误（ref 7）', result: null }) });
    await openForm();
    await user.click(screen.getByTestId('photo-export-start'));
    expect(await screen.findByTestId('photo-export-message')).toHaveTextContent('服务器内部错误（ref 7）');
    expect(screen.getByTestId('photo-export-start')).toBeEnabled();
  });
});
