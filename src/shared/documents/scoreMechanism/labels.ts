import type { Catalogue } from '../../i18n/types';

// Labels of the score mechanism: the weights of the composite score and what a score needs.
const labels: Catalogue = {
  'scoreMechanism.title': ['服务评分机制', 'Service score mechanism'],
  'scoreMechanism.ratingWeight': ['评分权重', 'Rating weight'],
  'scoreMechanism.visitWeight': ['访问量权重', 'Visits weight'],
  'scoreMechanism.favouriteWeight': ['收藏权重', 'Favourites weight'],
  'scoreMechanism.minRatings': ['最少评分人数', 'Minimum number of ratings'],
  'scoreMechanism.visitWindowDays': ['访问量统计天数', 'Days of visits counted'],
};
export default labels;
