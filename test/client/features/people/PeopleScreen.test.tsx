// The people screen against the real reducers and saga with a fake api: what an administrator
// sees and does on the student and teacher lists.
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { importFinished } from '../../../../src/client/features/importWizard';
import PeopleScreen from '../../../../src/client/features/people/PeopleScreen';
import { ORG_PATHS } from '../../../../src/shared/people/api';
import type { Envelope } from '../../../../src/shared/protocol/status';
import { emptyPage, fakeApi, ok, page, STUDENT_DETAIL, STUDENT_LIST, studentDetail, studentRow, TEACHER_LIST } from './fixtures';
import { actionTypes, renderWithStore } from './renderPeople';

function openStudents(listAnswer: () => Envelope = () => page([studentRow(2, '王芳'), studentRow(1, '李娜')], 2)) {
  const fake = fakeApi({ [STUDENT_LIST]: listAnswer, [STUDENT_DETAIL]: (o) => ok(studentDetail((o.data as { id: number }).id, '王芳')) });
  return { ...fake, ...renderWithStore(<PeopleScreen identity="STUDENT" />, fake.api) };
}

/** Picks an option of a semantic-ui Dropdown by its text. */
async function pick(testId: string, text: string) {
  const dropdown = screen.getByTestId(testId);
  await userEvent.click(dropdown);
  await userEvent.click(within(dropdown).getByRole('option', { name: text }));
}

describe('PeopleScreen (students)', () => {
  it('shows the total and rows: masked numbers, class, dictionary labels, grade (the shell draws the title)', async () => {
    openStudents();
    const row = await screen.findByTestId('people-row-2');
    expect(row).toHaveTextContent('王芳');
    expect(row).toHaveTextContent('110105********002X');
    expect(row).toHaveTextContent('138****8000');
    expect(row).toHaveTextContent('软件工程2023级1班');
    await waitFor(() => expect(row).toHaveTextContent('在读'));
    expect(row).toHaveTextContent('女');
    expect(row).toHaveTextContent('离校');
    expect(row).toHaveTextContent('2023');
    expect(within(row).getByRole('img')).toHaveAttribute('data-fallback', 'avatar');
    expect(screen.getByTestId('people-total')).toHaveTextContent('共 2 人');
  });

  it('searches by name, number and class picked from the tree; reset clears them', async () => {
    const { callsTo } = openStudents();
    await screen.findByTestId('people-row-2');
    await userEvent.type(screen.getByTestId('people-filter-name'), '王');
    await userEvent.type(screen.getByTestId('people-filter-identifier'), '2023');
    await pick('people-filter-classId', '计算机学院 / 软件工程 / 软件工程2023级1班');
    await pick('people-filter-currentStatus', '休学');
    await userEvent.click(screen.getByTestId('people-search'));
    await waitFor(() =>
      expect(callsTo(STUDENT_LIST).at(-1)?.data).toEqual({ name: '王', identifier: '2023', classId: 4, currentStatus: '2', pageIndex: 1, pageSize: 40 }),
    );
    await userEvent.click(screen.getByTestId('people-reset'));
    await waitFor(() => expect(callsTo(STUDENT_LIST).at(-1)?.data).toEqual({ pageIndex: 1, pageSize: 40 }));
    expect(screen.getByTestId('people-filter-name')).toHaveValue('');
  });

  it('before the first answer shows the list loading: no 暂无数据, no 共 0 人', async () => {
    openStudents();
    // the first render, before any answer: the list is being read
    expect(screen.getByTestId('people-total')).toHaveTextContent('加载中…');
    expect(screen.getByTestId('people-total')).not.toHaveTextContent('0');
    expect(screen.queryByTestId('paged-table-empty')).not.toBeInTheDocument();
    expect(screen.getByTestId('paged-table-loader')).toBeInTheDocument();
    await screen.findByTestId('people-row-2');
    expect(screen.getByTestId('people-total')).toHaveTextContent('共 2 人');
    expect(screen.queryByTestId('paged-table-loader')).not.toBeInTheDocument();
  });

  it('shows an empty list (1004) as no data', async () => {
    openStudents(() => emptyPage());
    expect(await screen.findByTestId('paged-table-empty')).toHaveTextContent('暂无数据');
    expect(screen.getByTestId('people-total')).toHaveTextContent('共 0 人');
  });

  it("opens a person's detail from the name: every field whole, with the organisation path", async () => {
    const { callsTo } = openStudents();
    await userEvent.click(await screen.findByTestId('people-detail-2'));
    const panel = await screen.findByTestId('people-detail-panel');
    await waitFor(() => expect(within(panel).getByTestId('people-detail-field-idNumber')).toHaveTextContent('11010520050315002X'));
    expect(callsTo(STUDENT_DETAIL)[0].data).toEqual({ id: 2 });
    expect(within(panel).getByText('人员详情：王芳')).toBeInTheDocument();
    expect(within(panel).getByTestId('people-detail-field-phone')).toHaveTextContent('13812348000');
    expect(within(panel).getByTestId('people-detail-field-orgPath')).toHaveTextContent('主校区 / 计算机学院 / 软件工程 / 软件工程2023级1班');
    expect(within(panel).getByTestId('people-detail-field-identity')).toHaveTextContent('本专科生');
    await waitFor(() => expect(within(panel).getByTestId('people-detail-field-currentStatus')).toHaveTextContent('在读'));
    await userEvent.click(screen.getByTestId('people-detail-close'));
    await waitFor(() => expect(screen.queryByTestId('people-detail-panel')).not.toBeInTheDocument());
  });

  it('opens the import wizard for students, and reads the list again when that import finished', async () => {
    const { store, callsTo } = openStudents();
    await screen.findByTestId('people-row-2');
    await userEvent.click(screen.getByTestId('people-import'));
    expect(actionTypes(store)).toContainEqual(expect.objectContaining({ type: 'importWizard/opened', payload: { target: 'STUDENT' } }));
    const reads = callsTo(STUDENT_LIST).length;
    act(() => {
      store.dispatch(
        importFinished({ target: 'STUDENT', key: 'k', counts: { totalNum: 1, newInsertNum: 1, updateNum: 0, jumpNum: 0, failNum: 0, successNum: 1 } }),
      );
    });
    await waitFor(() => expect(callsTo(STUDENT_LIST)).toHaveLength(reads + 1));
  });

  it('changes page size and page through the pager', async () => {
    const { callsTo } = openStudents(() => page([studentRow(1)], 250));
    await screen.findByTestId('people-row-1');
    await userEvent.click(screen.getByTestId('pager-page-2'));
    await waitFor(() => expect(callsTo(STUDENT_LIST).at(-1)?.data).toEqual({ pageIndex: 2, pageSize: 40 }));
    await pick('pager-sizes', '100 条/页');
    await waitFor(() => expect(callsTo(STUDENT_LIST).at(-1)?.data).toEqual({ pageIndex: 1, pageSize: 100 }));
  });
});

describe('PeopleScreen (teachers)', () => {
  it('offers the department selector and the staff status, without present state or grade', async () => {
    const fake = fakeApi({
      [TEACHER_LIST]: page(
        [
          {
            ...studentRow(7, '张伟'),
            identity: 'TEACHER',
            workNo: '20100007',
            identifier: '20100007',
            className: null,
            classId: null,
            unitName: '教务处',
            grade: null,
          },
        ],
        1,
      ),
    });
    renderWithStore(<PeopleScreen identity="TEACHER" />, fake.api);
    const row = await screen.findByTestId('people-row-7');
    expect(row).toHaveTextContent('教务处');
    expect(row).toHaveTextContent('20100007');
    expect(screen.queryByTestId('people-filter-presentState')).not.toBeInTheDocument();
    expect(screen.queryByTestId('people-filter-classId')).not.toBeInTheDocument();
    await pick('people-filter-orgUnitId', '计算机学院 / 软件工程');
    await userEvent.click(screen.getByTestId('people-search'));
    await waitFor(() => expect(fake.callsTo(TEACHER_LIST).at(-1)?.data).toEqual({ orgUnitId: 3, pageIndex: 1, pageSize: 40 }));
    expect(fake.callsTo(ORG_PATHS.deptTree)).toHaveLength(1);
    expect(screen.getByRole('columnheader', { name: '工号' })).toBeInTheDocument();
  });
});

describe('PeopleScreen (query controls)', () => {
  afterEach(() => sessionStorage.clear());

  it("offers advanced search, field display and data order, and opens with the session's order and display", async () => {
    sessionStorage.setItem(
      'campus-peopleQuery.STUDENT',
      JSON.stringify({
        dataSortStr: 'grade DESC',
        columns: [
          { key: 'name', shown: true },
          { key: 'photo', shown: false },
          { key: 'createdAt', shown: true },
        ],
      }),
    );
    const { callsTo } = openStudents();
    await screen.findByTestId('people-row-2');
    expect(callsTo(STUDENT_LIST)[0].data).toEqual({ dataSortStr: 'grade DESC', pageIndex: 1, pageSize: 40 });
    for (const id of ['people-advanced-search', 'people-field-display', 'people-data-order']) expect(screen.getByTestId(id)).toBeInTheDocument();
    expect(screen.getByTestId('people-data-order-active')).toHaveTextContent('排序：年级 降序');
    const headers = within(screen.getByTestId('paged-table'))
      .getAllByRole('columnheader')
      .map((h) => h.textContent)
      .filter(Boolean);
    // the saved columns first, in their order; the ones the display does not name follow as by default
    expect(headers).toEqual(['姓名', '创建时间', '学号', '性别', '身份证号', '手机号', '班级', '当前状态', '在籍状态', '年级']);
  });
});
