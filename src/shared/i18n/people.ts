import { Catalogue } from './types';

// Messages of the console's people screens (the five people lists and the organisation
// screen). Field labels reuse importField.*, identities identity.*, unit types import.type.*.
const people: Catalogue = {
  'people.identifier.newStudent': ['考生号/学号', 'Exam or student number'],
  'people.facultyOrMajor': ['院系/专业', 'Faculty or major'],
  'people.identity': ['身份', 'Identity'],
  'people.photo': ['照片', 'Photo'],
  'people.hasPhoto': ['已上传照片', 'Photo on file'],
  'people.noPhoto': ['未上传照片', 'No photo'],
  'people.detail': ['查看详情', 'View details'],
  'people.detailTitle': ['人员详情', 'Person details'],
  'people.detailTitleOf': ['人员详情：{name}', 'Person details: {name}'],
  'people.detailFailed': ['详情加载失败', 'The details could not be loaded'],
  'people.orgPath': ['所属组织', 'Organisation'],
  'people.total': ['共 {total} 人', '{total} people'],
  'people.import': ['批量导入', 'Import'],
  'people.unknownIdentity': ['未知的人员身份：{identity}', 'Unknown identity: {identity}'],
  'org.tree': ['组织机构', 'Organisation'],
  'org.allTopLevel': ['全部顶级单位', 'Top-level units'],
  'org.childrenOf': ['{name} 的下级单位', 'Units under {name}'],
  'org.name': ['名称', 'Name'],
  'org.type': ['类型', 'Type'],
  'org.childCount': ['下级单位数', 'Sub-units'],
  'org.peopleCount': ['人数', 'People'],
  'org.peopleBreakdown': ['其中', 'Of whom'],
  'org.import': ['批量导入', 'Import'],
  'org.importType': ['导入{type}', 'Import {type}'],
  'org.treeFailed': ['组织机构加载失败', 'The organisation tree could not be loaded'],
  'org.expand': ['展开', 'Expand'],
  'org.collapse': ['收起', 'Collapse'],
};
export default people;
