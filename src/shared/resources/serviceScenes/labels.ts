import type { Catalogue } from '../../i18n/types';

// Labels of the service scenes.
const labels: Catalogue = {
  'serviceScene.name': ['场景名称', 'Scene name'],
  'serviceScene.description': ['场景描述', 'Description'],
  'serviceScene.sort': ['排序', 'Order'],
  'serviceScene.add': ['新增服务场景', 'Add a service scene'],
  'serviceScene.edit': ['编辑服务场景', 'Edit the service scene'],
  'serviceScene.removeConfirm': ['确定删除服务场景“{name}”吗？', 'Remove the service scene "{name}"?'],
  'serviceScene.inUse': ['所选场景仍被{count}个服务使用，不能删除', 'The chosen scenes are still named by {count} services and cannot be removed'],
};
export default labels;
