import { Catalogue } from './types';

// Messages of the panels a configuration document shows under its form for its other documented
// calls (features/documents/panels): the robot's scenes, the alumni moments' titles and tiles,
// the check of the bottom links before login.
const documentPanels: Catalogue = {
  'documentPanels.writesPublished': ['此处的修改立即保存为新版本并发布。', 'A change here is saved as a new version and published at once.'],
  'documentPanels.writesDraft': [
    '有未发布的草稿：此处的修改并入草稿，发布后生效。',
    'A draft is pending: a change here joins the draft and takes effect once it is published.',
  ],
  'documentPanels.saveFirst': [
    '表单有未保存的修改：请先保存或放弃，再在此处修改。',
    'The form has unsaved changes: save or discard them before changing anything here.',
  ],
  'documentPanels.showsPublished': ['显示已发布的 v{version}', 'Showing published v{version}'],
  'documentPanels.showsNewest': ['尚未发布，显示最新的 v{version}', 'Nothing published yet: showing the newest v{version}'],
  'documentPanels.loading': ['加载中…', 'Loading…'],
  'documentPanels.loadFailed': ['读取失败', 'Could not be read'],
  'documentPanels.reload': ['刷新', 'Reload'],
  'documentPanels.none': ['暂无', 'None'],
  // the robot's scenes
  'documentPanels.news.title': ['新闻栏目开关', 'News section on and off'],
  'documentPanels.news.on': ['新闻栏目已开启', 'The news section is on'],
  'documentPanels.news.off': ['新闻栏目已关闭', 'The news section is off'],
  'documentPanels.scenes.title': ['问答场景开关', 'Question scenes on and off'],
  'documentPanels.scenes.name': ['场景', 'Scene'],
  'documentPanels.scenes.code': ['编码', 'Code'],
  'documentPanels.scenes.enabled': ['启用', 'On'],
  // the alumni moments' titles and tiles
  'documentPanels.titles.title': ['话题标题管理', 'Topic titles'],
  'documentPanels.titles.newName': ['新话题名称', 'New topic'],
  'documentPanels.titles.add': ['添加话题', 'Add topic'],
  'documentPanels.titles.rename': ['改名', 'Rename'],
  'documentPanels.titles.remove': ['删除', 'Remove'],
  'documentPanels.titles.enabled': ['启用', 'On'],
  'documentPanels.titles.name': ['话题', 'Topic'],
  'documentPanels.titles.order': ['排序', 'Order'],
  'documentPanels.tiles.title': ['入口磁贴（应用中显示的）', 'Entry tiles (as the app shows them)'],
  'documentPanels.tiles.name': ['磁贴', 'Tile'],
  'documentPanels.tiles.link': ['跳转链接', 'Link'],
  'documentPanels.tiles.order': ['排序', 'Order'],
  // the bottom links' check
  'documentPanels.links.title': ['链接检查', 'Link check'],
  'documentPanels.links.check': ['检查链接', 'Check links'],
  'documentPanels.links.hint': [
    '检查表单中当前的链接（含未保存的修改），不会访问链接。',
    "Checks the form's links as they are now (unsaved changes included); no link is visited.",
  ],
  'documentPanels.links.text': ['链接文字', 'Link text'],
  'documentPanels.links.url': ['链接地址', 'Address'],
  'documentPanels.links.result': ['结果', 'Result'],
  'documentPanels.links.ok': ['可以使用', 'Can be used'],
  'documentPanels.links.summary': ['共 {total} 个链接，{bad} 个不可用', '{total} links, {bad} cannot be used'],
};
export default documentPanels;
