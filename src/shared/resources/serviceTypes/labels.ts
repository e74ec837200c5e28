import type { Catalogue } from '../../i18n/types';

// Labels of the service classifications.
const labels: Catalogue = {
  'serviceType.name': ['分类名称', 'Type name'],
  'serviceType.icon': ['分类图标', 'Icon'],
  'serviceType.sort': ['排序', 'Order'],
  'serviceType.add': ['新增服务分类', 'Add a service type'],
  'serviceType.edit': ['编辑服务分类', 'Edit the service type'],
  'serviceType.removeConfirm': ['确定删除服务分类“{name}”吗？', 'Remove the service type "{name}"?'],
  'serviceType.inUse': ['所选分类仍被{count}个服务使用，不能删除', 'The chosen types are still given to {count} services and cannot be removed'],
};
export default labels;
