import type { Catalogue } from '../../i18n/types';

// Labels of the listing marks.
const labels: Catalogue = {
  'listingMark.appBadges': ['应用中的显示', 'As the apps show them'],
  'listingMark.name': ['标识名称', 'Mark'],
  'listingMark.color': ['标识颜色', 'Colour'],
  'listingMark.sort': ['排序', 'Order'],
  'listingMark.add': ['新增上架标识', 'Add a listing mark'],
  'listingMark.edit': ['编辑上架标识', 'Edit the listing mark'],
  'listingMark.removeConfirm': ['确定删除上架标识“{name}”吗？', 'Remove the listing mark "{name}"?'],
  'listingMark.inUse': ['所选标识仍被{count}个服务使用，不能删除', 'The chosen marks are still shown on {count} services and cannot be removed'],
};
export default labels;
