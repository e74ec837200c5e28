import { Catalogue } from './types';

// Dictionaries (/dictionaryManage, dict/list, getDict, saveDict): the entry rules' reasons (the
// server's 9009 and the form's own check, src/shared/dicts/api.ts) and the screen's texts.
const dictManage: Catalogue = {
  // ---- rules ----
  'dictManage.keyRequired': ['请填写键', 'Enter a key'],
  'dictManage.valueRequired': ['请填写值', 'Enter a value'],
  'dictManage.keyDuplicate': ['键 {key} 重复', 'The key {key} appears twice'],
  'dictManage.tooLong': ['不能超过 {max} 个字', 'At most {max} characters'],
  'dictManage.sortInvalid': ['排序须为 0–{max} 的整数', 'The order must be a whole number from 0 to {max}'],
  'dictManage.unknownCode': ['字典 {code} 不存在', 'There is no dictionary {code}'],
  'dictManage.tooMany': ['一个字典最多 {max} 项', 'A dictionary holds at most {max} entries'],
  'dictManage.empty': ['字典至少要有一项', 'A dictionary needs at least one entry'],

  // ---- console ----
  'dictManage.codes': ['字典', 'Dictionaries'],
  'dictManage.code': ['编码', 'Code'],
  'dictManage.size': ['{count} 项', '{count} entries'],
  'dictManage.chooseCode': ['请选择左侧的字典', 'Choose a dictionary on the left'],
  'dictManage.key': ['键', 'Key'],
  'dictManage.value': ['值', 'Value'],
  'dictManage.sort': ['排序', 'Order'],
  'dictManage.addEntry': ['添加一项', 'Add an entry'],
  'dictManage.removeEntry': ['删除此项', 'Remove this entry'],
  'dictManage.save': ['保存', 'Save'],
  'dictManage.reset': ['撤销修改', 'Undo changes'],
  'dictManage.saved': ['字典已保存', 'Dictionary saved'],
  'dictManage.noCodes': ['暂无字典', 'No dictionaries'],
  'dictManage.entryRow': ['第 {row} 项的{column}', '{column} of entry {row}'],
};

export default dictManage;
