// The ranking itself (src/server/robot/libraryIndex.ts, text.ts), without a database: canonical
// forms, bigram terms, the best phrasing chosen per question, the index rebuilt per version
// (IndexCache), and the demo library drowned in 10k generated questions still ranking well.
import { FAQ } from '../../../src/server/db/seed/faqCatalogue';
import { LibraryEntry, LibraryIndex } from '../../../src/server/robot/libraryIndex';
import { canonical, content, terms } from '../../../src/server/robot/text';
import { generateLibrary } from './generatedLibrary';
import paraphrases from './paraphrases.json';

const demo: LibraryEntry[] = Object.entries(FAQ).flatMap(([typeName, qs], ti) =>
  qs.map(([question, answer], qi) => ({ id: ti * 100 + qi + 1, question, answer, typeName, similar: [] })),
);

describe('robot ranking', () => {
  it('reads a question in one canonical form with unigram and bigram terms', () => {
    expect(canonical('  饭卡  丢失了，咋办？ ')).toBe('校园卡丢了怎么办');
    expect(canonical('ＷｉＦｉ 连不上')).toBe('校园网连不上');
    expect(content('图书馆的开放时间是什么')).toBe('图书馆开放时间什');
    const ts = terms('校园卡丢了');
    expect([...ts.keys()]).toEqual(['校', '校|园', '园', '园|卡', '卡', '卡|丢', '丢', '丢|了']);
  });

  it("scores the same text 1, picks each question's best phrasing, and ranks at most `limit`", () => {
    const idx = new LibraryIndex([
      ...demo,
      { id: 9999, question: '宿舍可以养宠物吗？', answer: '不可以。', typeName: '宿舍生活', similar: ['寝室能养猫吗', '宿舍养狗'] },
    ]);
    expect(idx.search('宿舍可以养宠物吗', 5)[0]).toEqual(expect.objectContaining({ questionId: 9999, score: 1, rank: 1 }));
    const cat = idx.search('寝室里能不能养猫', 3);
    expect(cat).toHaveLength(3);
    expect(cat[0]).toEqual(expect.objectContaining({ questionId: 9999, matched: '寝室能养猫吗' }));
    expect(new Set(cat.map((c) => c.questionId)).size).toBe(3);
    expect(idx.search('', 5)).toEqual([]);
    expect(new LibraryIndex([]).search('校园卡', 5)).toEqual([]);
  });

  it('still ranks the paraphrase set well with 10,000 generated questions in the library', () => {
    const generated = generateLibrary(10_000).map((g, i) => ({ id: 100_000 + i, ...g }));
    expect(generated).toHaveLength(10_000);
    expect(new Set(generated.map((g) => g.question)).size).toBe(10_000);
    const idx = new LibraryIndex([...demo, ...generated]);
    const right = paraphrases.cases.filter((c) => idx.search(c.text, 5)[0]?.question === c.expect).length;
    const accuracy = right / paraphrases.cases.length;
    console.log(`robot ranking with 10k generated questions: top-1 accuracy ${right}/${paraphrases.cases.length} = ${accuracy.toFixed(3)}`);
    expect(accuracy).toBeGreaterThanOrEqual(0.75);
  });
});
