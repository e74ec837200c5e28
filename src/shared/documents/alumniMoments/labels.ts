import type { Catalogue } from '../../i18n/types';

// Labels of the alumni moments settings.
const labels: Catalogue = {
  'alumniMoments.open': ['开放校友圈', 'Moments open'],
  'alumniMoments.posterGroups': ['可发布人群', 'Who may post'],
  'alumniMoments.groupVerifiedAlumni': ['已认证校友', 'Verified alumni'],
  'alumniMoments.groupUnverifiedAlumni': ['未认证校友', 'Unverified alumni'],
  'alumniMoments.groupTeacher': ['教职工', 'Staff'],
  'alumniMoments.groupGraduateStudent': ['在读研究生', 'Graduate students'],
  'alumniMoments.groupStudent': ['在读本科生', 'Undergraduates'],
  'alumniMoments.reviewBeforeShow': ['动态审核后展示', 'Posts shown after review'],
  'alumniMoments.maxImagesPerPost': ['每条动态最多图片数', 'Most images per post'],
  'alumniMoments.titles': ['话题标题', 'Topic titles'],
  'alumniMoments.titleName': ['话题名称', 'Topic'],
  'alumniMoments.titleEnabled': ['启用', 'On'],
  'alumniMoments.titleOrder': ['排序', 'Order'],
  'alumniMoments.tiles': ['入口磁贴', 'Entry tiles'],
  'alumniMoments.tileName': ['磁贴名称', 'Tile name'],
  'alumniMoments.tileIcon': ['图标', 'Icon'],
  'alumniMoments.tileLinkUrl': ['跳转链接', 'Link'],
  'alumniMoments.tileOrder': ['排序', 'Order'],
  'alumniMoments.titleNotFound': ['话题 {name} 不存在', 'There is no topic {name}'],
  'alumniMoments.titleTaken': ['话题 {name} 已存在', 'There is already a topic {name}'],
};
export default labels;
