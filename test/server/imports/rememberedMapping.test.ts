// The tenant's last mapping for the same headers wins over name matching (issue 16 §3): after an
// administrator maps 学号 to 考生号 by hand, the next file with the same columns is proposed
// 学号 → 考生号 again; a file with other columns is matched by name.
import { buildTestApp, Session, signIn, TENANT_A, TestApp } from '../helpers';
import { idNumberFor, relation, startImport, uploadOk, waitForJob, xlsxOf } from './fixtures';

let t: TestApp;
let session: Session;

beforeAll(async () => {
  t = await buildTestApp({ imports: { runner: true, runnerOptions: { pollMs: 50 } } });
  session = await signIn(t.app, TENANT_A);
});
afterAll(() => t.close());

const HEADER = ['学号', '姓名', '身份证号'];
const file = (header: string[]) => xlsxOf([header, ['2026990001', '新生', idNumberFor(9901), ...header.slice(3).map(() => '')]]);

async function proposed(header: string[]) {
  const up = await uploadOk(t.app, session, await file(header), 'new.xlsx', 'NEW_STUDENT');
  const rel = await relation(t.app, session, up.id, 1);
  return { id: up.id, pairs: rel.result.matchFieldList };
}

describe('remembered mappings', () => {
  it('proposes the last mapping again for the same headers, and name matching for others', async () => {
    const first = await proposed(HEADER);
    expect(first.pairs).toContainEqual({ column: 'studentNo', configure: '学号' });

    const byHand = [
      { column: 'examNo', configure: '学号' },
      { column: 'name', configure: '姓名' },
      { column: 'idNumber', configure: '身份证号' },
    ];
    const started = await startImport(t.app, session, {
      id: first.id,
      headerLine: 1,
      ruleNum: 1,
      checkField: 'examNo',
      matchFieldList: byHand,
      newStuInfoHandle: 1,
      dryRun: true,
    });
    expect(started.envelope.status).toBe(1000);
    await waitForJob(t.app, session, started.result.redisKey);

    const again = await proposed(HEADER);
    expect(again.pairs).toEqual(expect.arrayContaining(byHand));
    expect(again.pairs.some((p) => p.column === 'studentNo')).toBe(false);

    const other = await proposed([...HEADER, '手机号']);
    expect(other.pairs).toContainEqual({ column: 'studentNo', configure: '学号' });
    expect(other.pairs.some((p) => p.column === 'examNo')).toBe(false);
  });
});
