import type { Catalogue } from '../../../shared/i18n/types';

// Messages of the people lists' query dialogs: the advanced-search builder (document 000 §5),
// field display and data order (document 001 §5). The spec-quoted ones already live in
// shared/i18n/workflows.ts (search.*, fieldDisplay.*, dataOrder.*) and the prompts 请选择 / 请输入
// in shared/i18n/core.ts (common.pleaseSelect / common.pleaseInput); these are the console's own,
// which the server never says (the people feature adds them, through this feature's index.ts).
const peopleQueryUi: Catalogue = {
  // advanced search
  'peopleQuery.advanced.active': ['高级搜索：{count} 个条件', 'Advanced search: {count} conditions'],
  'peopleQuery.advanced.clear': ['清除', 'Clear'],
  'peopleQuery.advanced.clearTitle': ['清除高级搜索', 'Clear the advanced search'],
  'peopleQuery.advanced.join': ['关系', 'Join'],
  'peopleQuery.advanced.field': ['字段', 'Field'],
  'peopleQuery.advanced.operator': ['条件', 'Operator'],
  'peopleQuery.advanced.value': ['值', 'Value'],
  'peopleQuery.advanced.addRow': ['添加条件', 'Add a condition'],
  'peopleQuery.advanced.removeRow': ['删除条件', 'Remove the condition'],
  'peopleQuery.advanced.maxRows': ['最多 {max} 个条件', 'At most {max} conditions'],
  'peopleQuery.advanced.hint': ['“并且”优先于“或者”组合条件', '"and" binds tighter than "or"'],
  // field display
  'peopleQuery.fieldDisplay.field': ['字段名称', 'Field'],
  'peopleQuery.fieldDisplay.keepOne': ['至少显示一个字段', 'At least one field must be shown'],
  'peopleQuery.fieldDisplay.reset': ['恢复默认', 'Restore the default'],
  'peopleQuery.fieldDisplay.dragHint': ['拖动行可调整字段顺序', 'Drag a row to move the field'],
  // data order
  'peopleQuery.dataOrder.field': ['字段名称', 'Field name'],
  'peopleQuery.dataOrder.method': ['排序方式', 'Sort method'],
  'peopleQuery.dataOrder.addRow': ['添加排序字段', 'Add a sort field'],
  'peopleQuery.dataOrder.removeRow': ['删除排序字段', 'Remove the sort field'],
  'peopleQuery.dataOrder.lastRow': ['最后一行不能删除', 'The last row cannot be removed'],
  'peopleQuery.dataOrder.hint': ['未设置排序时，最新创建的人员排在最前', 'Without an order, the newest people come first'],
  'peopleQuery.dataOrder.active': ['排序：{order}', 'Ordered by {order}'],
};
export default peopleQueryUi;
