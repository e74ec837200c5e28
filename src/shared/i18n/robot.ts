import { Catalogue } from './types';

// The robot's FAQ library (/robotFAQLibrary): the server's refusals (src/server/robot) and the
// console screen's texts (src/client/features/robotLibrary).
const robot: Catalogue = {
  // ---- server ----
  'robot.type.notFound': ['问题分类不存在或不属于当前单位', "The question type does not exist or is not this tenant's"],
  'robot.type.nameRequired': ['请输入分类名称', "Enter the type's name"],
  'robot.type.duplicate': ['分类“{name}”已存在', 'The type "{name}" already exists'],
  'robot.type.hasQuestions': [
    '分类“{name}”下还有 {count} 个问题，不能删除，请先删除或移走这些问题',
    'The type "{name}" still holds {count} questions and cannot be removed; remove or move them first',
  ],
  'robot.question.notFound': ['问题不存在或不属于当前单位', "The question does not exist or is not this tenant's"],
  'robot.question.questionRequired': ['请输入问题', 'Enter the question'],
  'robot.question.answerRequired': ['请输入答案', 'Enter the answer'],
  'robot.question.duplicate': ['问题“{question}”已存在', 'The question "{question}" already exists'],

  // ---- console ----
  'robotUi.intro': [
    '机器人从问答知识库中找出最接近的问题作答；相似问法帮助它听懂同一个问题的不同说法。',
    'The robot answers from the closest question in the library; similar phrasings help it understand other ways of asking.',
  ],
  'robotUi.types': ['问题分类', 'Question types'],
  'robotUi.allTypes': ['全部分类', 'All types'],
  'robotUi.type.add': ['新增分类', 'Add type'],
  'robotUi.type.rename': ['重命名', 'Rename'],
  'robotUi.type.name': ['分类名称', 'Type name'],
  'robotUi.type.addTitle': ['新增问题分类', 'Add a question type'],
  'robotUi.type.renameTitle': ['重命名问题分类', 'Rename the question type'],
  'robotUi.type.removeConfirm': ['确定删除分类“{name}”吗？', 'Remove the type "{name}"?'],
  'robotUi.type.count': ['{count} 个问题', '{count} questions'],
  'robotUi.question.add': ['新增问题', 'Add question'],
  'robotUi.question.addTitle': ['新增问题', 'Add a question'],
  'robotUi.question.editTitle': ['编辑问题', 'Edit the question'],
  'robotUi.question.question': ['问题', 'Question'],
  'robotUi.question.answer': ['答案', 'Answer'],
  'robotUi.question.type': ['所属分类', 'Type'],
  'robotUi.question.similar': ['相似问法', 'Similar phrasings'],
  'robotUi.question.similarPlaceholder': ['输入一种问法后点击添加', 'Type a phrasing and press add'],
  'robotUi.question.similarAdd': ['添加', 'Add'],
  'robotUi.question.similarNone': ['暂无相似问法', 'No similar phrasings yet'],
  'robotUi.question.similarTooMany': ['最多添加 {max} 个相似问法', 'At most {max} similar phrasings'],
  'robotUi.question.similarCount': ['{count} 个相似问法', '{count} similar phrasings'],
  'robotUi.question.enabled': ['启用', 'Enabled'],
  'robotUi.question.disabled': ['停用', 'Disabled'],
  'robotUi.question.hits': ['命中次数', 'Hits'],
  'robotUi.question.search': ['搜索问题、相似问法或答案', 'Search questions, phrasings or answers'],
  'robotUi.question.removeConfirm': ['确定删除问题“{question}”吗？', 'Remove the question "{question}"?'],
  'robotUi.question.chooseType': ['请选择所属分类', 'Choose the type'],
  'robotUi.question.required': ['请输入问题和答案', 'Enter the question and the answer'],
  'robotUi.actions': ['操作', 'Actions'],
  'robotUi.try.title': ['试一试', 'Try it'],
  'robotUi.try.placeholder': ['像用户一样输入一个问题', 'Type a question as a user would'],
  'robotUi.try.submit': ['提问', 'Ask'],
  'robotUi.try.answer': ['机器人的回答', "The robot's answer"],
  'robotUi.try.noAnswer': ['没有足够把握的答案（最高得分 {score}，低于 {threshold}）', 'No confident answer (best score {score}, below {threshold})'],
  'robotUi.try.noCandidates': ['知识库中没有相近的问题', 'Nothing in the library is close'],
  'robotUi.try.candidates': ['候选问题', 'Candidates'],
  'robotUi.try.matched': ['匹配：{text}', 'Matched: {text}'],
  'robotUi.try.score': ['得分', 'Score'],
  'robotUi.try.library': ['知识库中 {count} 个启用的问题', '{count} enabled questions in the library'],
};
export default robot;
