import { Catalogue } from './types';

// The server's messages of the member picker, quick authorization and monitor API calls
// (src/server/members). 请选择数据 and 最多选择二十个班级 are picker.selectData / picker.maxClasses
// (workflows.ts), shared with the console.
const members: Catalogue = {
  'members.notFound.ROLE': ['角色不存在或不属于当前单位', "The role does not exist or is not this tenant's"],
  'members.notFound.LABEL': ['标签不存在或不属于当前单位', "The label does not exist or is not this tenant's"],
  'members.notFound.MATRIX_DEPT': ['矩阵部门不存在或不属于当前单位', "The matrix department does not exist or is not this tenant's"],
  'members.notFound.CHAT_CLASS': ['聊天班级不存在或不属于当前单位', "The chat class does not exist or is not this tenant's"],
  'members.notFound.LEVEL': ['该矩阵部门没有此级别', 'The matrix department has no such level'],
  'members.notFound.DIRECTORY': ['目录或数据表不存在或不属于当前单位', "The directory or table does not exist or is not this tenant's"],
  'members.notFound.MONITOR': ['监控不存在或不属于当前单位', "The monitor does not exist or is not this tenant's"],
  'members.notFound.PARENT': ['上级标签（parentId）与所选标签不符', "The parent (parentId) is not the label's"],
  'members.kindNotAccepted': ['不能向该对象添加此类成员（{kind}）', 'This target does not take members of kind {kind}'],
  'members.filterNotForKind': ['此列表不能按“{field}”搜索', 'This list cannot be searched by "{field}"'],
  'members.roleIdMismatch': ['roleId {roleId} 与列表的人员类型不符', 'roleId {roleId} does not fit the kind of this list'],
  'members.permIdsOnAll': ['全选时 perm 只列出取消勾选的数据，不能带 permIds', 'With isAll the perm list names the unticked rows and carries no permIds'],
  'members.badUserIds': ['userIds 应为以逗号分隔的编号', 'userIds must be a comma list of ids'],
  'members.tooManyIds': ['一次最多勾选或取消勾选 {max} 条数据', 'At most {max} rows can be ticked or unticked in one call'],
  'members.foreignIds': [
    '所选数据中有不存在或不属于当前单位的人员或班级，未添加任何数据',
    "Some selected people or classes do not exist or are not this tenant's; nothing was added",
  ],
  'members.foreignApis': [
    '所选接口中有不存在、类型不符或不属于当前单位的接口，未添加任何数据',
    "Some selected APIs do not exist, are of another type or are not this tenant's; nothing was added",
  ],
  'members.added': ['已添加 {added} 项', '{added} added'],
  'members.addedSkipped': ['已添加 {added} 项，{skipped} 项已是成员', '{added} added, {skipped} already members'],
  'members.removed': ['已移除 {removed} 项', '{removed} removed'],
  'members.auth.badTicks': [
    '第{row}行：权限组合无效（编辑数据需要查看；编辑表需要查看和编辑数据，且仅用于数据表）',
    'Row {row}: invalid permissions (edit data needs view; edit table needs view and edit data and is only for tables)',
  ],
  'members.auth.badOrder': [
    '排序格式错误：“{text}”，只能按 account 或 realName 排序（ASC 或 DESC），每个字段一次',
    'Malformed order "{text}": order by account or realName (ASC or DESC), each once',
  ],
  'members.auth.saved': ['已保存 {count} 项授权', '{count} authorizations saved'],
};
export default members;
