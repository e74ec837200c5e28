import type { Catalogue } from '../../i18n/types';

// Labels of the portal's service hall.
const labels: Catalogue = {
  'serviceCenter.layout': ['服务排列方式', 'Layout'],
  'serviceCenter.layoutGrid': ['宫格', 'Grid'],
  'serviceCenter.layoutList': ['列表', 'List'],
  'serviceCenter.columnsPerRow': ['每行服务数（宫格）', 'Services per row (grid)'],
  'serviceCenter.showSearch': ['显示搜索框', 'Show the search box'],
  'serviceCenter.searchPlaceholder': ['搜索框提示文字', 'Search box hint'],
  'serviceCenter.showRecentlyUsed': ['显示最近使用', 'Show recently used'],
  'serviceCenter.showFavourites': ['显示我的收藏', 'Show favourites'],
  'serviceCenter.hotServicesCount': ['热门服务数量（0 为不显示）', 'Hot services shown (0: none)'],
  'serviceCenter.openExternalInNewTab': ['外部服务在新标签页打开', 'Open outside services in a new tab'],
  'serviceCenter.categories': ['显示的服务分类', 'Categories shown'],
  'serviceCenter.categoryCode': ['分类编码', 'Category code'],
  'serviceCenter.categoryCode.pattern': [
    '{field}以字母开头，只能包含字母、数字、下划线和短横线',
    '{field} starts with a letter and holds letters, digits, _ and - only',
  ],
  'serviceCenter.categoryName': ['显示名称', 'Name shown'],
  'serviceCenter.categoryOrder': ['排序', 'Order'],
  'serviceCenter.categoryEnabled': ['显示', 'Shown'],
};
export default labels;
