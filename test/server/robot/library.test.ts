// The robot's FAQ library through the API (document 000 §7 questionType/*, aiquestion/*): types
// with their counts, add and rename (unique names), a type with questions refused removal with
// its count; questions paged and filtered by type and text, saved with similar phrasings
// (cleaned), unique question texts, removal; refusals in both languages; another tenant's rows
// neither seen nor touched.
import { sql } from 'kysely';
import { ROBOT_PATHS } from '../../../src/shared/robot/api';
import { buildTestApp, Session, signIn, TENANT_A, TENANT_B, TestApp } from '../helpers';
import { post, questions, saveQuestion, types } from './calls';

describe('robot library: types and questions', () => {
  let t: TestApp;
  let a: Session;
  let b: Session;
  beforeAll(async () => {
    t = await buildTestApp();
    a = await signIn(t.app, TENANT_A);
    b = await signIn(t.app, TENANT_B);
  });
  afterAll(() => t.close());

  const countOf = async (tenant: string, where = sql`true`) => {
    const { rows } = await sql<{ n: number }>`select count(*)::int as n from faq_questions where tenant_id = ${tenant} and ${where}`.execute(t.db);
    return rows[0].n;
  };

  it("lists the tenant's types in order with their question counts", async () => {
    const r = await types(t.app, a);
    expect(r.envelope.status).toBe(1000);
    expect(r.result.map((x) => x.name).slice(0, 3)).toEqual(['入学报到', '教务教学', '校园卡']);
    const card = r.result.find((x) => x.name === '校园卡')!;
    expect(card.questionCount).toBe(await countOf(TENANT_A, sql`type_id = ${card.id}`));
    expect(card.questionCount).toBeGreaterThan(0);
  });

  it('adds and renames a type; a repeated name (any case, spaces) is refused naming the field', async () => {
    const added = await post<{ id: number }>(t.app, a, ROBOT_PATHS.typeSave, { name: ' Campus Bus ' });
    expect(added.envelope.status).toBe(1000);
    const again = await post(t.app, a, ROBOT_PATHS.typeSave, { name: 'campus bus' });
    expect(again.envelope).toMatchObject(expect.objectContaining({ status: 9009, msg: '分类“campus bus”已存在' }));
    expect(again.result).toMatchObject([{ field: 'name', reason: '分类“campus bus”已存在' }]);
    const renamed = await post(t.app, a, ROBOT_PATHS.typeSave, { id: added.result.id, name: '校车' });
    expect(renamed.envelope.status).toBe(1000);
    expect((await types(t.app, a)).result.find((x) => x.id === added.result.id)).toEqual(expect.objectContaining({ name: '校车', questionCount: 0 }));
    // the same name in another tenant is fine
    expect((await post(t.app, b, ROBOT_PATHS.typeSave, { name: '校车' })).envelope.status).toBe(1000);
    // a blank name: the schema refuses empty, the trim refuses spaces
    expect((await post(t.app, a, ROBOT_PATHS.typeSave, { name: '' })).envelope.status).toBe(9009);
    expect((await post(t.app, a, ROBOT_PATHS.typeSave, { name: '   ' }, 'en')).envelope.msg).toBe("Enter the type's name");
  });

  it('refuses removing a type that holds questions, with the reason and count; removes an empty one', async () => {
    const list = (await types(t.app, a)).result;
    const card = list.find((x) => x.name === '校园卡')!;
    const r = await post(t.app, a, ROBOT_PATHS.typeRemove, { ids: [card.id] });
    expect(r.envelope).toEqual(
      expect.objectContaining({ status: 1002, msg: `分类“校园卡”下还有 ${card.questionCount} 个问题，不能删除，请先删除或移走这些问题` }),
    );
    const en = await post(t.app, a, ROBOT_PATHS.typeRemove, { ids: [card.id] }, 'en');
    expect(en.envelope.msg).toBe(`The type "校园卡" still holds ${card.questionCount} questions and cannot be removed; remove or move them first`);
    const bus = list.find((x) => x.name === '校车')!;
    // one refused type refuses the whole call: the empty one stays too
    expect((await post(t.app, a, ROBOT_PATHS.typeRemove, { ids: [bus.id, card.id] })).envelope.status).toBe(1002);
    expect((await types(t.app, a)).result.some((x) => x.id === bus.id)).toBe(true);
    const ok = await post<{ removed: number }>(t.app, a, ROBOT_PATHS.typeRemove, { ids: [bus.id] });
    expect([ok.envelope.status, ok.result.removed]).toEqual([1000, 1]);
    expect((await types(t.app, a)).result.some((x) => x.id === bus.id)).toBe(false);
  });

  it('pages the questions, filters by type and by text in question, phrasing or answer', async () => {
    const all = await questions(t.app, a, { pageIndex: 1, pageSize: 10 });
    expect(all.result.total).toBe(await countOf(TENANT_A));
    expect(all.result.data).toHaveLength(10);
    const second = await questions(t.app, a, { pageIndex: 2, pageSize: 10 });
    expect(second.result.data.map((q) => q.id)).not.toContain(all.result.data[0].id);
    const card = (await types(t.app, a)).result.find((x) => x.name === '校园卡')!;
    const byType = await questions(t.app, a, { typeId: card.id, pageSize: 40 });
    expect(byType.result.total).toBe(card.questionCount);
    expect(byType.result.data.every((q) => q.typeId === card.id && q.typeName === '校园卡')).toBe(true);
    const byText = await questions(t.app, a, { text: '圈存', pageSize: 40 });
    expect(byText.result.total).toBeGreaterThan(0);
    expect(byText.result.data.every((q) => `${q.question}${q.answer}`.includes('圈存'))).toBe(true);
    const none = await questions(t.app, a, { text: '不存在的问题文字' });
    expect([none.envelope.status, none.result.total]).toEqual([1004, 0]);
    // a wildcard is taken literally
    expect((await questions(t.app, a, { text: '%' })).result.total).toBe(0);
  });

  it('saves a question with its similar phrasings cleaned, updates it, and finds it by a phrasing', async () => {
    const card = (await types(t.app, a)).result.find((x) => x.name === '校园卡')!;
    const saved = await saveQuestion(t.app, a, {
      typeId: card.id,
      question: ' 校园卡消费密码忘了怎么办？ ',
      answer: '到一卡通服务中心凭身份证重置。',
      similar: ['卡的支付密码忘记了', ' ', '卡的支付密码忘记了', '校园卡消费密码忘了怎么办？', '  饭卡密码重置 '],
    });
    expect(saved.envelope).toEqual(expect.objectContaining({ status: 1000, msg: '保存成功' }));
    const found = await questions(t.app, a, { text: '饭卡密码' });
    expect(found.result.data).toEqual([
      expect.objectContaining({
        id: saved.result.id,
        question: '校园卡消费密码忘了怎么办？',
        similar: ['卡的支付密码忘记了', '饭卡密码重置'],
        enabled: true,
        hits: 0,
        typeName: '校园卡',
      }),
    ]);
    const other = (await types(t.app, a)).result.find((x) => x.name === '网络与信息')!;
    const updated = await saveQuestion(t.app, a, {
      id: saved.result.id,
      typeId: other.id,
      question: '校园卡消费密码忘了怎么办？',
      answer: '新答案',
      similar: [],
      enabled: false,
    });
    expect(updated.envelope.status).toBe(1000);
    const row = (await questions(t.app, a, { text: '消费密码' })).result.data[0];
    expect(row).toEqual(expect.objectContaining({ typeId: other.id, answer: '新答案', similar: [], enabled: false }));
  });

  it('refuses a question text the tenant already has (any case, spaces), an unknown type and blank texts', async () => {
    const card = (await types(t.app, a)).result.find((x) => x.name === '校园卡')!;
    const dup = await saveQuestion(t.app, a, { typeId: card.id, question: '  校园卡丢了怎么办？', answer: 'x', similar: [] });
    expect(dup.envelope).toMatchObject(expect.objectContaining({ status: 9009, msg: '问题“校园卡丢了怎么办？”已存在' }));
    expect(dup.result).toMatchObject([{ field: 'question', reason: '问题“校园卡丢了怎么办？”已存在' }]);
    const en = await saveQuestion(t.app, a, { typeId: card.id, question: '校园卡丢了怎么办？', answer: 'x', similar: [] }, 'en');
    expect(en.envelope.msg).toBe('The question "校园卡丢了怎么办？" already exists');
    // renaming a question onto another's text is refused too
    const rows = (await questions(t.app, a, { typeId: card.id, pageSize: 40 })).result.data;
    const moved = await saveQuestion(t.app, a, { id: rows[1].id, typeId: card.id, question: rows[0].question, answer: 'x', similar: [] });
    expect(moved.envelope.status).toBe(9009);
    // saving a question under its own text is an update, not a duplicate
    expect(
      (await saveQuestion(t.app, a, { id: rows[0].id, typeId: card.id, question: rows[0].question, answer: rows[0].answer, similar: ['丢卡'] })).envelope
        .status,
    ).toBe(1000);
    expect((await saveQuestion(t.app, a, { typeId: card.id, question: '   ', answer: 'x' })).result).toMatchObject([
      { field: 'question', reason: '请输入问题' },
    ]);
    expect((await saveQuestion(t.app, a, { typeId: card.id, question: '新问题', answer: '  ' })).result).toMatchObject([
      { field: 'answer', reason: '请输入答案' },
    ]);
    // tenant B's type is unknown to A
    const bType = (await types(t.app, b)).result[0];
    expect((await saveQuestion(t.app, a, { typeId: bType.id, question: '新问题', answer: 'x' })).envelope).toEqual(
      expect.objectContaining({ status: 1002, msg: '问题分类不存在或不属于当前单位' }),
    );
    // the schema bounds: too many phrasings, too long a question
    expect(
      (await saveQuestion(t.app, a, { typeId: card.id, question: '新问题', answer: 'x', similar: Array.from({ length: 21 }, (_, i) => `问法${i}`) })).envelope
        .status,
    ).toBe(9009);
    expect((await saveQuestion(t.app, a, { typeId: card.id, question: '问'.repeat(201), answer: 'x' })).envelope.status).toBe(9009);
  });

  it("removes questions; another tenant's ids remove nothing", async () => {
    const aRows = (await questions(t.app, a, { pageSize: 10 })).result.data;
    const bRows = (await questions(t.app, b, { pageSize: 10 })).result.data;
    expect(bRows.some((q) => aRows.some((x) => x.id === q.id))).toBe(false);
    const before = await countOf(TENANT_B);
    const foreign = await post(t.app, a, ROBOT_PATHS.questionRemove, { ids: [bRows[0].id] });
    expect(foreign.envelope).toEqual(expect.objectContaining({ status: 1002, msg: '问题不存在或不属于当前单位' }));
    expect(await countOf(TENANT_B)).toBe(before);
    const r = await post<{ removed: number }>(t.app, a, ROBOT_PATHS.questionRemove, { ids: [aRows[0].id, aRows[1].id, bRows[1].id] });
    expect([r.envelope.status, r.result.removed]).toEqual([1000, 2]);
    expect(await countOf(TENANT_B)).toBe(before);
    expect((await questions(t.app, a, { text: aRows[0].question })).result.total).toBe(0);
  });

  it('takes the tenant from the token: a body naming another tenant is refused', async () => {
    const r = await post(t.app, a, ROBOT_PATHS.questionList, { tenantId: TENANT_B });
    expect(r.envelope.status).not.toBe(1000);
  });
});
