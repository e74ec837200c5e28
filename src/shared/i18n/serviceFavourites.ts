import { Catalogue } from './types';

// Favourites statistics (/serviceCollectionStatistics): the console screen's texts
// (src/client/features/serviceFavourites); a refused range says so in serviceStats.range.*.
const serviceFavourites: Catalogue = {
  'serviceFavouritesUi.countsTitle': ['各服务收藏人数', 'Favourites per service'],
  'serviceFavouritesUi.service': ['服务名称', 'Service'],
  'serviceFavouritesUi.favourites': ['收藏人数', 'People keeping it'],
  'serviceFavouritesUi.search': ['按服务名称搜索', 'Search by service name'],
  'serviceFavouritesUi.trendTitle': ['收藏趋势', 'Favourites trend'],
  'serviceFavouritesUi.allServices': ['全部服务', 'All services'],
  'serviceFavouritesUi.day': ['日期', 'Day'],
  'serviceFavouritesUi.added': ['新增收藏', 'Added'],
  'serviceFavouritesUi.removed': ['取消收藏', 'Removed'],
  'serviceFavouritesUi.totals': ['所选期间新增收藏 {added} 次，取消收藏 {removed} 次', '{added} added and {removed} removed in the range'],
  'serviceFavouritesUi.empty': ['暂无数据', 'No data'],
};
export default serviceFavourites;
