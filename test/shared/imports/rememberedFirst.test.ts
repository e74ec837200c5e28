// For a file with the same headers as last time, the tenant's remembered mapping wins over name
// matching (issue 16 §3: 学号 mapped by hand to 考生号 must be proposed again).
import { matchColumns } from '../../../src/shared/imports/matching';

const fields = [
  { column: 'examNo', columnName: '考生号', is_must: 1 as const },
  { column: 'name', columnName: '姓名', is_must: 1 as const },
  { column: 'studentNo', columnName: '学号', is_must: 0 as const },
];
const synonyms = { examNo: ['准考证号'], studentNo: ['学号'] };

describe('remembered mapping first', () => {
  it('takes the remembered pairs before exact names when the headers are the same', () => {
    const pairs = matchColumns(fields, ['学号', '姓名'], synonyms, { examNo: '学号', name: '姓名' }, true);
    expect(pairs).toEqual([
      { column: 'examNo', configure: '学号', how: 'remembered' },
      { column: 'name', configure: '姓名', how: 'remembered' },
    ]);
  });

  it('lets names win for another file, the remembered pairs filling only what is left', () => {
    const pairs = matchColumns(fields, ['学号', '姓名'], synonyms, { examNo: '学号', name: '姓名' }, false);
    expect(pairs).toEqual([
      { column: 'name', configure: '姓名', how: 'exact' },
      { column: 'studentNo', configure: '学号', how: 'exact' },
    ]);
  });
});
