import { Catalogue } from './types';

// The collection and document forms' helpers: every rich-text field's "insert service link"
// (serviceInfo/richTextEditor/serviceList) and a list's cells edited in place
// (ResourceDef.inlineEdit, /serviceList's serviceItem/update).
const formTools: Catalogue = {
  'serviceLink.insert': ['插入服务链接', 'Insert service link'],
  'serviceLink.title': ['选择要插入的服务', 'Choose a service to link'],
  'serviceLink.search': ['按服务名称搜索', 'Search by service name'],
  'serviceLink.choose': ['插入', 'Insert'],
  'serviceLink.none': ['没有上架的服务', 'No services on the shelf'],
  'serviceLink.failed': ['服务列表读取失败', 'The services could not be read'],

  'cellEdit.label': ['修改“{name}”的{field}', 'Change {field} of "{name}"'],
  'cellEdit.saved': ['已保存', 'Saved'],
};

export default formTools;
