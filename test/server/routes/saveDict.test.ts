// dict/saveDict (document 002 §7): one of the tenant's own dictionaries' entries replaced in
// their order, read back by getDict and the selects' dict/dictionary; entries checked (9009
// naming entries.<i>.<field>), an unknown code refused, another tenant untouched, the save
// recorded in the history.
import { auditDb } from '../../../src/server/audit/tables';
import { DICT_PATHS, DictEntry } from '../../../src/shared/dicts/api';
import { buildTestApp, call, consoleGet, Session, signIn, TENANT_A, TENANT_B, TestApp } from '../helpers';

describe('dict/saveDict', () => {
  let t: TestApp;
  let a: Session;
  let b: Session;
  beforeAll(async () => {
    t = await buildTestApp();
    a = await signIn(t.app, TENANT_A);
    b = await signIn(t.app, TENANT_B);
  });
  afterAll(() => t.close());

  const getDict = async (s: Session, code: string) => (await call<DictEntry[]>(t.app, s, { url: DICT_PATHS.getDict, body: { code } })).result;

  it('replaces the entries in their order; getDict and the selects read the new ones; the history records it', async () => {
    const before = await getDict(a, 'stu_present_state');
    const theirs = await getDict(b, 'stu_present_state');
    const entries = [
      { dictKey: '2', dictValue: ' 离校 ', sort: 0 },
      { dictKey: '1', dictValue: '在校（已改）', sort: 1 },
      { dictKey: '9', dictValue: '休学', sort: 2 },
    ];
    const saved = await call<DictEntry[]>(t.app, a, { url: DICT_PATHS.saveDict, body: { code: 'stu_present_state', entries } });
    expect(saved.envelope.status).toBe(1000);
    const expected = [
      { dictKey: '2', dictValue: '离校' },
      { dictKey: '1', dictValue: '在校（已改）' },
      { dictKey: '9', dictValue: '休学' },
    ];
    expect(saved.result).toEqual(expected);
    expect(await getDict(a, 'stu_present_state')).toEqual(expected);
    const viaSelect = await call<DictEntry[]>(t.app, a, { method: 'GET', url: consoleGet(DICT_PATHS.dictionary, { code: 'stu_present_state' }) });
    expect(viaSelect.result).toEqual(expected);
    expect(await getDict(b, 'stu_present_state')).toEqual(theirs);
    expect(before).not.toEqual(expected);
    const audit = await auditDb(t.db)
      .selectFrom('audit_log')
      .select(['action', 'target_key', 'target_id', 'changes'])
      .where('tenant_id', '=', TENANT_A)
      .where('target_key', '=', 'dictionaries')
      .execute();
    expect(audit).toHaveLength(1);
    expect(audit[0]).toEqual(expect.objectContaining({ action: 'update', target_id: 'stu_present_state' }));
    expect(JSON.stringify(audit[0].changes)).toContain('9 = 休学');
  });

  it('refuses bad entries with 9009 naming each, and changes nothing', async () => {
    const before = await getDict(a, 'gender');
    const bad = await call<{ field: string }[]>(t.app, a, {
      url: DICT_PATHS.saveDict,
      body: {
        code: 'gender',
        entries: [
          { dictKey: '1', dictValue: '男', sort: 0 },
          { dictKey: '1', dictValue: '', sort: 1.5 },
          { dictKey: ' ', dictValue: 'x', sort: 2 },
        ],
      },
    });
    expect(bad.envelope.status).toBe(9009);
    expect(bad.result.map((p) => p.field)).toEqual(['entries.1.dictKey', 'entries.1.dictValue', 'entries.1.sort', 'entries.2.dictKey']);
    const empty = await call(t.app, a, { url: DICT_PATHS.saveDict, body: { code: 'gender', entries: [] } });
    expect(empty.envelope.status).toBe(9009);
    expect(await getDict(a, 'gender')).toEqual(before);
  });

  it('refuses a code the tenant does not have (1002) and a malformed body (9009)', async () => {
    const unknown = await call(t.app, a, { url: DICT_PATHS.saveDict, body: { code: 'no_such_code', entries: [{ dictKey: '1', dictValue: 'x', sort: 0 }] } });
    expect(unknown.envelope.status).toBe(1002);
    expect(await getDict(a, 'no_such_code')).toEqual([]);
    const malformed = await call(t.app, a, { url: DICT_PATHS.saveDict, body: { code: 'gender', entries: [{ dictKey: '1' }] } });
    expect(malformed.envelope.status).toBe(9009);
  });
});
