import { Catalogue } from './types';

// Messages of the people queries: the list fields that are not import fields, and the refusals
// of an advanced search (document 000 §5; prompts 请选择 / 请输入) or a data order (document 001
// §5) that the server will not run. {row} counts the search rows from 1.
const peopleQuery: Catalogue = {
  'people.field.createdAt': ['创建时间', 'Created'],
  'people.field.updatedAt': ['更新时间', 'Updated'],
  'peopleQuery.search.fieldRequired': ['高级搜索第{row}行：请选择字段', 'Advanced search row {row}: please select a field'],
  'peopleQuery.search.operatorRequired': ['高级搜索第{row}行：请选择运算符', 'Advanced search row {row}: please select an operator'],
  'peopleQuery.search.valueRequired': ['高级搜索第{row}行：请输入查询值', 'Advanced search row {row}: please enter a value'],
  'peopleQuery.search.unknownField': ['高级搜索第{row}行：未知的字段“{field}”', 'Advanced search row {row}: unknown field "{field}"'],
  'peopleQuery.search.fieldNotInList': [
    '高级搜索第{row}行：当前列表不能按字段“{field}”搜索',
    'Advanced search row {row}: this list cannot be searched by "{field}"',
  ],
  'peopleQuery.search.unknownOperator': ['高级搜索第{row}行：未知的运算符“{operator}”', 'Advanced search row {row}: unknown operator "{operator}"'],
  'peopleQuery.search.unknownJoin': [
    '高级搜索第{row}行：连接方式只能是 and 或 or，收到“{join}”',
    'Advanced search row {row}: rows are joined by and or or, not "{join}"',
  ],
  'peopleQuery.search.dictOperator': [
    '高级搜索第{row}行：字典字段“{field}”只能使用运算符 {operator}',
    'Advanced search row {row}: the dictionary field "{field}" only takes the operator {operator}',
  ],
  'peopleQuery.search.operatorNotForField': [
    '高级搜索第{row}行：字段“{field}”不能使用运算符“{operator}”',
    'Advanced search row {row}: the field "{field}" does not take the operator "{operator}"',
  ],
  'peopleQuery.search.valueNotAllowed': [
    '高级搜索第{row}行：运算符“{operator}”不需要输入值',
    'Advanced search row {row}: the operator "{operator}" takes no value',
  ],
  'peopleQuery.search.badTime': [
    '高级搜索第{row}行：“{value}”不是有效的日期，请输入 YYYY-MM-DD 或 YYYY-MM-DD HH:mm:ss',
    'Advanced search row {row}: "{value}" is not a valid date; enter YYYY-MM-DD or YYYY-MM-DD HH:mm:ss',
  ],
  'peopleQuery.order.malformed': ['排序格式错误：“{text}”，应为“字段 ASC|DESC”', 'Malformed order "{text}": expected "field ASC|DESC"'],
  'peopleQuery.order.unknownField': ['未知的排序字段“{field}”', 'Unknown order field "{field}"'],
  'peopleQuery.order.fieldNotInList': ['当前列表不能按字段“{field}”排序', 'This list cannot be ordered by "{field}"'],
  'peopleQuery.order.notSortable': ['字段“{field}”不能排序', 'The field "{field}" cannot be ordered by'],
  'peopleQuery.order.unknownOrder': ['字段“{field}”的排序方式只能是 ASC 或 DESC，收到“{order}”', 'The field "{field}" is ordered ASC or DESC, not "{order}"'],
  'peopleQuery.order.twice': ['排序字段“{field}”重复', 'The field "{field}" is ordered by twice'],
};
export default peopleQuery;
