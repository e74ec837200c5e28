// The field display dialog on a people list (document 001 §2, §5): the list's columns with a
// show box and move buttons, rows dragged into place, the two refusals and their messages, one
// column always shown, and the display applied to the list and kept for the browser session.
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { localeSwitched } from '../../../../src/client/features/ui/uiSlice';
import { TEACHER_LIST, studentRow } from '../people/fixtures';
import { headers, openList } from './renderQuery';

afterEach(() => sessionStorage.clear());

const DEFAULT_HEADERS = ['照片', '姓名', '学号', '性别', '身份证号', '手机号', '班级', '当前状态', '在籍状态', '年级'];
const KEYS = ['photo', 'name', 'studentNo', 'gender', 'idNumber', 'phone', 'placement', 'currentStatus', 'presentState', 'grade', 'createdAt'];

async function openDialog() {
  const rendered = openList();
  await screen.findByTestId('people-row-2');
  await userEvent.click(screen.getByTestId('people-field-display'));
  const dialog = await screen.findByTestId('field-display-dialog');
  return { ...rendered, dialog };
}

const rowKeys = () =>
  within(screen.getByTestId('field-display-dialog'))
    .getAllByTestId(/^field-display-row-/)
    .map((r) => r.dataset.testid!.slice('field-display-row-'.length));
const isShown = (key: string) => screen.getByTestId(`field-display-show-${key}`).classList.contains('checked');

describe('field display dialog', () => {
  it("lists the list's columns in order, each with its show box; the creation time is hidden by default", async () => {
    const { dialog } = await openDialog();
    expect(headers()).toEqual(DEFAULT_HEADERS);
    expect(within(dialog).getByText('字段显示')).toBeInTheDocument();
    expect(rowKeys()).toEqual(KEYS);
    expect(screen.getByTestId('field-display-row-placement')).toHaveTextContent('班级');
    expect(isShown('name')).toBe(true);
    expect(isShown('createdAt')).toBe(false);
  });

  it('cannot move the first up nor the last down, and says so', async () => {
    await openDialog();
    await userEvent.click(screen.getByTestId('field-display-up-photo'));
    expect(screen.getByTestId('field-display-notice')).toHaveTextContent('已经是第一条，不能上移');
    await userEvent.click(screen.getByTestId('field-display-down-createdAt'));
    expect(screen.getByTestId('field-display-notice')).toHaveTextContent('已经是最后一条，不能下移');
    expect(rowKeys()).toEqual(KEYS);
    await userEvent.click(screen.getByTestId('field-display-down-photo'));
    expect(screen.queryByTestId('field-display-notice')).not.toBeInTheDocument();
    expect(rowKeys().slice(0, 2)).toEqual(['name', 'photo']);
  });

  it('keeps at least one column shown', async () => {
    await openDialog();
    for (const key of KEYS.slice(0, -2)) await userEvent.click(screen.getByTestId(`field-display-show-${key}`));
    expect(screen.queryByTestId('field-display-notice')).not.toBeInTheDocument();
    await userEvent.click(screen.getByTestId('field-display-show-grade'));
    expect(screen.getByTestId('field-display-notice')).toHaveTextContent('至少显示一个字段');
    expect(isShown('grade')).toBe(true);
  });

  it('moves rows by button and by dragging; save applies order and visibility to the list', async () => {
    await openDialog();
    await userEvent.click(screen.getByTestId('field-display-up-name'));
    fireEvent.dragStart(screen.getByTestId('field-display-row-grade'));
    fireEvent.dragOver(screen.getByTestId('field-display-row-photo'));
    fireEvent.drop(screen.getByTestId('field-display-row-photo'));
    // the dragged row takes the place of the row it is dropped on
    expect(rowKeys().slice(0, 3)).toEqual(['name', 'grade', 'photo']);
    await userEvent.click(screen.getByTestId('field-display-show-photo'));
    await userEvent.click(screen.getByTestId('field-display-show-createdAt'));
    // nothing changes on the list before saving
    expect(headers()).toEqual(DEFAULT_HEADERS);
    await userEvent.click(screen.getByTestId('field-display-save'));
    await waitFor(() => expect(screen.queryByTestId('field-display-dialog')).not.toBeInTheDocument());
    expect(headers()).toEqual(['姓名', '年级', '学号', '性别', '身份证号', '手机号', '班级', '当前状态', '在籍状态', '创建时间']);
    expect(screen.getByTestId('people-row-2')).toHaveTextContent(/2025-09-01 \d\d:\d\d/);
  });

  it('cancel keeps the list as it was', async () => {
    await openDialog();
    await userEvent.click(screen.getByTestId('field-display-show-phone'));
    await userEvent.click(screen.getByTestId('field-display-cancel'));
    expect(headers()).toEqual(DEFAULT_HEADERS);
  });

  it('keeps the display for the browser session, per list; restore goes back to the default', async () => {
    const first = await openDialog();
    await userEvent.click(screen.getByTestId('field-display-show-phone'));
    await userEvent.click(screen.getByTestId('field-display-down-photo'));
    await userEvent.click(screen.getByTestId('field-display-save'));
    const chosen = ['姓名', '照片', '学号', '性别', '身份证号', '班级', '当前状态', '在籍状态', '年级'];
    expect(headers()).toEqual(chosen);
    first.unmount();

    // the page again (a new store, as after a reload): the session's display comes back
    openList();
    await screen.findByTestId('people-row-2');
    expect(headers()).toEqual(chosen);
    await userEvent.click(screen.getByTestId('people-field-display'));
    expect(isShown('phone')).toBe(false);
    await userEvent.click(screen.getByTestId('field-display-reset'));
    await waitFor(() => expect(screen.queryByTestId('field-display-dialog')).not.toBeInTheDocument());
    expect(headers()).toEqual(DEFAULT_HEADERS);
    expect(sessionStorage.getItem('campus-peopleQuery.STUDENT')).toBeNull();
  });

  it('another list keeps its own display', async () => {
    sessionStorage.setItem('campus-peopleQuery.STUDENT', JSON.stringify({ dataSortStr: '', columns: [{ key: 'photo', shown: false }] }));
    const teacher = { ...studentRow(7, '张伟'), identity: 'TEACHER' as const, workNo: '20100007', className: null, unitName: '教务处', grade: null };
    openList({ identity: 'TEACHER', url: TEACHER_LIST, rows: [teacher] });
    expect(await screen.findByTestId('people-row-7')).toBeInTheDocument();
    expect(headers()).toEqual(['照片', '姓名', '工号', '性别', '身份证号', '手机号', '所属单位', '当前状态']);
  });

  it('speaks English too', async () => {
    const { store } = await openDialog();
    act(() => {
      store.dispatch(localeSwitched('en'));
    });
    await userEvent.click(screen.getByTestId('field-display-up-photo'));
    expect(screen.getByTestId('field-display-notice')).toHaveTextContent('Already first, cannot move up');
    await userEvent.click(screen.getByTestId('field-display-down-createdAt'));
    expect(screen.getByTestId('field-display-notice')).toHaveTextContent('Already last, cannot move down');
    expect(screen.getByTestId('field-display-dialog')).toHaveTextContent('Field display');
  });
});
