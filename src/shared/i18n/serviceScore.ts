import { Catalogue } from './types';

// Service scores (/serviceScore): the server's refusals (src/server/serviceScore) and the
// console screen's texts (src/client/features/serviceScore).
const serviceScore: Catalogue = {
  // ---- server ----
  'serviceScore.weightsSum': [
    '评分、访问量、收藏三项权重之和须为 {total}，当前为 {sum}',
    'The weights of rating, visits and favourites must add up to {total}; they add up to {sum}',
  ],

  // ---- console ----
  'serviceScoreUi.tabScores': ['服务评分', 'Service scores'],
  'serviceScoreUi.tabMechanism': ['评分机制', 'Score mechanism'],
  'serviceScoreUi.search': ['按服务名称搜索', 'Search by service name'],
  'serviceScoreUi.service': ['服务名称', 'Service'],
  'serviceScoreUi.averageRating': ['平均评分', 'Average rating'],
  'serviceScoreUi.ratings': ['评分人数', 'Ratings'],
  'serviceScoreUi.visits': ['近 {days} 天访问量', 'Visits (last {days} days)'],
  'serviceScoreUi.favourites': ['收藏人数', 'Favourites'],
  'serviceScoreUi.score': ['综合得分', 'Score'],
  'serviceScoreUi.notScored': ['评分人数不足', 'Too few ratings'],
  'serviceScoreUi.viewRatings': ['查看评价', 'Ratings'],
  'serviceScoreUi.ratingsTitle': ['“{name}”的评价', 'Ratings of "{name}"'],
  'serviceScoreUi.rater': ['评价人', 'Who'],
  'serviceScoreUi.ratingScore': ['评分', 'Rating'],
  'serviceScoreUi.comment': ['评价内容', 'Comment'],
  'serviceScoreUi.ratedAt': ['评价时间', 'When'],
  'serviceScoreUi.close': ['关闭', 'Close'],
  'serviceScoreUi.empty': ['暂无数据', 'No data'],
  'serviceScoreUi.mechanismIntro': [
    '综合得分 = 平均评分占满分的比例 × 评分权重 + 访问量占最高者的比例 × 访问量权重 + 收藏人数占最高者的比例 × 收藏权重（满分 100）；评分人数不足最少评分人数的服务不计分。',
    'Score = the average rating as a share of 5 × its weight + the visits as a share of the busiest service × its weight + the favourites as a share of the most kept service × its weight (out of 100); services with fewer ratings than the minimum are not scored.',
  ],
  'serviceScoreUi.ratingWeight': ['评分权重', 'Rating weight'],
  'serviceScoreUi.visitWeight': ['访问量权重', 'Visits weight'],
  'serviceScoreUi.favouriteWeight': ['收藏权重', 'Favourites weight'],
  'serviceScoreUi.weightsTotal': ['三项权重之和：{sum} / {total}', 'Weights add up to {sum} of {total}'],
  'serviceScoreUi.minRatings': ['最少评分人数', 'Minimum number of ratings'],
  'serviceScoreUi.visitWindowDays': ['访问量统计天数', 'Days of visits counted'],
  'serviceScoreUi.numberInvalid': ['{field}须为 {min} 到 {max} 之间的整数', '{field} must be a whole number from {min} to {max}'],
  'serviceScoreUi.save': ['保存', 'Save'],
};
export default serviceScore;
