// People answers as the server gives them (src/shared/people/api.ts), a small college tree,
// and a fake Api that answers by url, recording each call.
import type { Api, RequestOptions } from '../../../../src/client/api/types';
import { ORG_PATHS, OrgTreeNode, peopleListPath, PersonDetail, PersonRow, personDetailPath } from '../../../../src/shared/people/api';
import type { Envelope } from '../../../../src/shared/protocol/status';

export const STUDENT_LIST = peopleListPath('STUDENT');
export const STUDENT_DETAIL = personDetailPath('STUDENT');
export const TEACHER_LIST = peopleListPath('TEACHER');
export const DICT_URL = '/api/blade-workbench/dict/dictionary';

export const studentRow = (id: number, name = `学生${id}`): PersonRow => ({
  id,
  identity: 'STUDENT',
  name,
  gender: 2,
  identifier: `2023001${id}`,
  studentNo: `2023001${id}`,
  examNo: null,
  workNo: null,
  account: `2023001${id}`,
  idNumber: '110105********002X',
  phone: '138****8000',
  orgUnitId: 3,
  unitName: '软件工程',
  classId: 4,
  className: '软件工程2023级1班',
  currentStatus: '1',
  presentState: '2',
  grade: '2023',
  hasPhoto: false,
  createdAt: '2025-09-01T08:00:00.000Z',
});

export const studentDetail = (id: number, name = `学生${id}`): PersonDetail => ({
  ...studentRow(id, name),
  idNumber: '11010520050315002X',
  phone: '13812348000',
  email: 'a@b.cn',
  updatedAt: '2025-09-02T08:00:00.000Z',
  orgPath: [
    { id: 1, name: '主校区', type: 1 },
    { id: 2, name: '计算机学院', type: 2 },
    { id: 3, name: '软件工程', type: 3 },
    { id: 4, name: '软件工程2023级1班', type: 4 },
  ],
});

const node = (id: number, type: 1 | 2 | 3 | 4 | 5 | 6, name: string, children: OrgTreeNode[] = [], parentId: number | null = null): OrgTreeNode => ({
  id,
  parentId,
  type,
  code: `U${id}`,
  name,
  sort: id,
  grade: type === 4 ? '2023' : null,
  classType: type === 4 ? 'OLD' : null,
  children,
});

export const collegeTree: OrgTreeNode[] = [
  node(1, 1, '主校区', [
    node(2, 2, '计算机学院', [node(3, 3, '软件工程', [node(4, 4, '软件工程2023级1班', [], 3), node(5, 4, '软件工程2024级1班', [], 3)], 2)], 1),
  ]),
];
export const unitTree: OrgTreeNode[] = [
  node(1, 1, '主校区', [node(2, 2, '计算机学院', [node(3, 3, '软件工程', [node(4, 4, '软件工程2023级1班', [], 3)], 2)], 1), node(6, 5, '教务处', [], 1)]),
];

export const DICTS: Record<string, { dictKey: string; dictValue: string }[]> = {
  gender: [
    { dictKey: '1', dictValue: '男' },
    { dictKey: '2', dictValue: '女' },
  ],
  stu_current_status: [
    { dictKey: '1', dictValue: '在读' },
    { dictKey: '2', dictValue: '休学' },
  ],
  stu_present_state: [
    { dictKey: '1', dictValue: '在校' },
    { dictKey: '2', dictValue: '离校' },
  ],
  teacher_current_status: [{ dictKey: '1', dictValue: '在职' }],
};

export const ok = <T>(result: T): Envelope<T> => ({ status: 1000, msg: '', result });
export const page = <R>(rows: R[], total = rows.length) => ok({ data: rows, total });
export const emptyPage = (total = 0): Envelope => ({ status: 1004, msg: '暂无数据', result: { data: [], total } });

type Answer = Envelope | Error | ((options: RequestOptions) => Envelope | Error | Promise<Envelope>);

/** A fake Api: `answers[url]` is what a call to url gets; dictionaries and trees are answered
 *  unless a test says otherwise. */
export function fakeApi(answers: Record<string, Answer>) {
  const all: Record<string, Answer> = {
    [DICT_URL]: (o) => ok(DICTS[String(o.params?.code)] ?? []),
    [ORG_PATHS.collegeMajorTree]: ok(collegeTree),
    [ORG_PATHS.newStudentOrganization]: ok(collegeTree),
    [ORG_PATHS.deptTree]: ok(unitTree),
    [ORG_PATHS.unitTree]: ok(unitTree),
    ...answers,
  };
  const calls: RequestOptions[] = [];
  const request = jest.fn(async (options: RequestOptions) => {
    calls.push(options);
    const answer = all[options.url];
    if (answer === undefined) throw new Error(`no answer for ${options.url}`);
    const value = typeof answer === 'function' ? await answer(options) : answer;
    if (value instanceof Error) throw value;
    return value;
  });
  const api = { request, upload: jest.fn(), download: jest.fn() } as unknown as Api & { request: typeof request };
  return { api, calls, callsTo: (url: string) => calls.filter((c) => c.url === url) };
}
