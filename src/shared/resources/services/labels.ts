import type { Catalogue } from '../../i18n/types';

// Labels of the service list.
const labels: Catalogue = {
  'service.name': ['服务名称', 'Service name'],
  'service.icon': ['服务图标', 'Icon'],
  'service.url': ['服务地址', 'Address'],
  'service.type': ['服务分类', 'Type'],
  'service.scenes': ['服务场景', 'Scenes'],
  'service.identities': ['可见身份', 'Identities that see it'],
  'service.roles': ['可见角色', 'Roles that see it'],
  'service.labels': ['可见标签', 'Labels that see it'],
  'service.marks': ['上架标识', 'Listing marks'],
  'service.shelfStatus': ['上架状态', 'Shelf status'],
  'service.shelfStatus.shelved': ['已上架', 'Shelved'],
  'service.shelfStatus.takenOff': ['已下架', 'Taken off'],
  'service.sort': ['排序', 'Order'],
  'service.description': ['服务描述', 'Description'],
  'service.shelve': ['上架', 'Shelve'],
  'service.takeOff': ['下架', 'Take off'],
  'service.takeOffConfirm': ['确定下架所选服务吗？下架后用户将看不到这些服务', 'Take the chosen services off? People will no longer see them'],
  'service.add': ['新增服务', 'Add a service'],
  'service.edit': ['编辑服务', 'Edit the service'],
  'service.removeConfirm': ['确定删除服务“{name}”吗？其访问记录将一并删除', 'Remove the service "{name}"? Its visit records go with it'],
};
export default labels;
